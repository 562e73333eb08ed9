// swift-tools-version: 6.0
import PackageDescription

/// roster-tui: a full-screen terminal front for Roster, in a package of its own that uses only
/// Roster's public library products (no `@testable`, no `package` access). See README.md.
let package = Package(
    name: "RosterTerminal",
    products: [
        .executable(name: "roster-tui", targets: ["roster-tui"]),
        .library(name: "TerminalKit", targets: ["TerminalKit"]),
        .library(name: "RosterTerminalViews", targets: ["RosterTerminalViews"]),
        // The terminal front's scenario driver (test harness: built, never installed).
        .executable(name: "roster-tui-scenario", targets: ["roster-tui-scenario"]),
    ],
    dependencies: [
        // The Roster package, for its view models, model, engines, REST source and session file.
        .package(name: "Roster", path: "../..")
    ],
    targets: [
        // ncurses with wide characters as a system library (apt: libncurses-dev).
        .systemLibrary(
            name: "CNcursesw",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncurses-dev"])]
        ),
        // A thin Swift layer over ncurses; knows nothing of Roster (as GtkKit is to GTK).
        .target(name: "TerminalKit", dependencies: ["CNcursesw"]),
        // The front: panes by feature, keys, the controls each frame drew. A library so tests and a scenario
        // driver can feed it keys.
        .target(
            name: "RosterTerminalViews",
            dependencies: [
                "TerminalKit",
                .product(name: "RosterViewModels", package: "Roster"),
                .product(name: "RosterModel", package: "Roster"),
            ]
        ),
        // The composition root: Roster's launch (arguments, the store, the session file), then the terminal loop.
        .executableTarget(
            name: "roster-tui",
            dependencies: [
                "RosterTerminalViews",
                .product(name: "RosterLaunch", package: "Roster"),
                .product(name: "RosterViewModels", package: "Roster"),
            ]
        ),
        // `roster-tui-scenario FILE`: replays a scenario of Tests/Scenarios on the front, through its
        // key handler on an off-screen ncurses screen, and prints the transcript read off that screen.
        .executableTarget(
            name: "roster-tui-scenario",
            dependencies: [
                "RosterTerminalViews", "TerminalKit",
                .product(name: "RosterTesting", package: "Roster"),
                .product(name: "RosterViewModels", package: "Roster"),
                .product(name: "RosterModel", package: "Roster"),
            ]
        ),
        // Drives the built roster-tui in a real terminal (tmux) on a temporary database; checks
        // TerminalKit's display widths and keys.
        .testTarget(name: "RosterTerminalTests", dependencies: ["TerminalKit", "RosterTerminalViews"]),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.0
import PackageDescription

/// Roster: a people directory on GTK 4, built as MVVM with two fronts.
///
/// Allowed imports (see ARCHITECTURE.md):
/// RosterModel <- RosterSQLite (GRDB), RosterPostgres (PostgresNIO) <- RosterEngines <- RosterLaunch, roster-cli, roster-scenario
/// RosterModel <- RosterREST (SwiftNIO) <- RosterLaunch, roster-cli, roster-scenario
/// RosterEngines + RosterREST + RosterSessionFile + RosterViewModels + SecretKeyring <- RosterLaunch (a front's start) <- roster, roster-tui
/// CSecret (libsecret) <- SecretKeyring (the desktop's keyring, knows nothing of Roster) <- RosterLaunch
/// RosterModel <- RosterSearch (+ CByteSearch) <- RosterViewModels <- RosterGtk <- roster
///                                                   ^                CGtk / CAdw / CGtkShims <- GtkKit <- RosterGtk
///                                                   +- RosterSessionFile (the session state on disk) <- RosterLaunch, RosterTesting
///                                                   +- RosterHeadless (the CLI's renderers) <- roster-cli
///                                                   +- RosterTesting (+ RosterSampleData: the scenarios, the in-memory store)
///                                                        <- roster-cli, roster-bench, the tests
///                      RosterGtk + RosterTesting <- RosterGtkScenarios <- roster-scenario (test harness)
/// Nothing that ships as the app links RosterTesting: not roster, nor RosterModel, RosterViewModels or RosterGtk.
let package = Package(
    name: "Roster",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "GtkKit", targets: ["GtkKit"]),
        .library(name: "RosterModel", targets: ["RosterModel"]),
        // The people search engine; a product because the view models' API shows its `PeopleSectionKind`.
        .library(name: "RosterSearch", targets: ["RosterSearch"]),
        .library(name: "RosterViewModels", targets: ["RosterViewModels"]),
        .library(name: "RosterHeadless", targets: ["RosterHeadless"]),
        // What a front's author needs to test it: the scenario language, runner and driver
        // protocol, and the in-memory store with its fault injection. Test code: kept out of
        // the shipping libraries and out of `roster`.
        .library(name: "RosterTesting", targets: ["RosterTesting"]),
        // What a front of another package needs to open the directory as the window does:
        // a `--database` value to its engine, the REST source for import from a URL, and the
        // session state on disk.
        .library(name: "RosterEngines", targets: ["RosterEngines"]),
        .library(name: "RosterREST", targets: ["RosterREST"]),
        .library(name: "RosterSessionFile", targets: ["RosterSessionFile"]),
        // How a front starts: locale, command line (--database, --version, --help), the directory
        // opened with its session state. The window and roster-tui both start through it.
        .library(name: "RosterLaunch", targets: ["RosterLaunch"]),
        .executable(name: "roster", targets: ["roster"]),
        .executable(name: "roster-cli", targets: ["roster-cli"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        // HTTP for the REST import (RosterREST); already in the build for PostgresNIO.
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.0"),
        // `make docs`: the DocC archives of GtkKit, RosterModel and RosterViewModels.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // GTK 4 as a system library (apt: libgtk-4-dev).
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        // What Swift cannot import: casts behind macros, libdispatch's main-queue
        // hooks, and the index-backed GListModel that keeps 100k-row lists cheap.
        .target(name: "CGtkShims", dependencies: ["CGtk"]),
        // libadwaita 1.2 (apt: libadwaita-1-dev): GNOME's adaptive widgets, toasts, dialogs and style manager.
        .systemLibrary(
            name: "CAdw",
            pkgConfig: "libadwaita-1",
            providers: [.apt(["libadwaita-1-dev"])]
        ),
        .target(name: "GtkKit", dependencies: ["CGtk", "CAdw", "CGtkShims"]),
        // libsecret (apt: libsecret-1-dev): the desktop's keyring over the Secret Service.
        .systemLibrary(
            name: "CSecret",
            pkgConfig: "libsecret-1",
            providers: [.apt(["libsecret-1-dev"])]
        ),
        // A small Swift kit over libsecret: passwords kept by schema and attributes, off the
        // caller's thread. Knows nothing of Roster (as GtkKit).
        .target(name: "SecretKeyring", dependencies: ["CSecret"]),
        // gdk-pixbuf as a system library (apt: libgdk-pixbuf-2.0-dev): decodes and scales
        // avatar images; it needs no display, so the model and the CLI can use it.
        .systemLibrary(
            name: "CGdkPixbuf",
            pkgConfig: "gdk-pixbuf-2.0",
            providers: [.apt(["libgdk-pixbuf-2.0-dev"])]
        ),

        // The core: domain types, the rules of a valid person and task, the store protocols,
        // import and export. No engine, no GRDB, no networking.
        .target(name: "RosterModel", dependencies: ["CGdkPixbuf"]),
        // The embedded engine: one SQLite file through GRDB, seeded with the sample team.
        .target(
            name: "RosterSQLite",
            dependencies: [
                "RosterModel", .product(name: "GRDB", package: "GRDB.swift"), .product(name: "GRDBSQLite", package: "GRDB.swift"),
                "RosterSampleData",
            ]
        ),
        // The REST source: a JSONPlaceholder-compatible API's users and todos (SwiftNIO and NIOSSL).
        .target(
            name: "RosterREST",
            dependencies: [
                "RosterModel", .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"), .product(name: "NIOSSL", package: "swift-nio-ssl"),
            ]),
        // The shared engine: a PostgreSQL server through PostgresNIO, live through LISTEN/NOTIFY.
        .target(
            name: "RosterPostgres",
            dependencies: ["RosterModel", .product(name: "PostgresNIO", package: "postgres-nio")]
        ),
        // What the composition roots share: a `--database` value to the engine it names.
        .target(name: "RosterEngines", dependencies: ["RosterModel", "RosterSQLite", "RosterPostgres"]),
        // Sample data (JSONPlaceholder, MIT) that seeds the default database.
        .target(
            name: "RosterSampleData",
            path: "Resources",
            exclude: ["README.md"],
            resources: [.copy("SampleData")]
        ),
        // glibc's vectorised memmem for the search scan (not exported by Swift's Glibc module).
        .target(name: "CByteSearch"),
        // The people search engine: everyone folded, sorted into sections and scanned per
        // keystroke (PeopleDirectory, PeopleSearchIndex), edited in place on a change.
        // Knows the model's people, nothing of view models, GTK or engines.
        .target(name: "RosterSearch", dependencies: ["RosterModel", "CByteSearch"]),
        // gettext (dgettext, dngettext, bindtextdomain) from glibc, which Swift's Glibc module does not export.
        .target(name: "CGettext"),
        // The compiled German (and future) catalogs ship in the view models' resource bundle,
        // Locale/LANG/LC_MESSAGES/roster.mo: one place that dev runs, tests and installs
        // (scripts/install.sh copies the bundle beside the binaries) all find, with no
        // PREFIX baked in. po/ holds the sources; `make mo` compiles them.
        .target(
            name: "RosterViewModels",
            dependencies: ["RosterModel", "RosterSearch", "CGettext"],
            resources: [.copy("Locale")]
        ),
        // The view models' session state on disk: one folder per database under
        // $XDG_STATE_HOME/roster, atomic and durable writes (SessionStateFile, their SessionStateStore).
        .target(name: "RosterSessionFile", dependencies: ["RosterViewModels", "RosterModel"]),
        // A front's start, shared by the window and roster-tui (see the product above).
        .target(
            name: "RosterLaunch",
            dependencies: ["RosterEngines", "RosterREST", "RosterSessionFile", "RosterViewModels", "RosterModel", "SecretKeyring"]),
        // The window's CSS ships as a file (App/style.css) in the view's resource bundle,
        // which scripts/install.sh copies beside the binaries as it does the view models'.
        .target(name: "RosterGtk", dependencies: ["RosterViewModels", "GtkKit"], resources: [.copy("App/style.css")]),
        // The headless front's renderers: view-model state as text and JSON (roster-cli).
        .target(name: "RosterHeadless", dependencies: ["RosterViewModels", "RosterModel"]),
        // Test code for any front: the scenario language (parser, runner, `ScenarioDriver`,
        // `ScreenSnapshot` and its transcript), the headless front's driver as the reference
        // implementation, and `InMemoryRosterStore` with its fault injection (seeded with the sample team).
        .target(name: "RosterTesting", dependencies: ["RosterViewModels", "RosterSessionFile", "RosterModel", "RosterSampleData"]),
        // The GTK scenario driver: drives and reads the real widgets (through RosterGtk's
        // `package` members). Test code: linked by roster-scenario and the GTK tests, never by roster.
        .target(
            name: "RosterGtkScenarios", dependencies: ["RosterGtk", "RosterTesting", "RosterViewModels", "RosterModel", "GtkKit", "CGtk"]),

        // The shipping app: no scenario runner, no fault injection, no test-driving API.
        .executableTarget(
            name: "roster",
            dependencies: ["RosterGtk", "RosterLaunch", "RosterViewModels", "GtkKit"]
        ),
        // The GTK front's test and benchmark harness: scenarios on the real window,
        // `--break-binding`, the window benchmarks of `make bench`. Not a product; not installed.
        .executableTarget(
            name: "roster-scenario",
            dependencies: [
                "RosterGtkScenarios", "RosterGtk", "RosterTesting", "RosterViewModels", "RosterModel", "RosterEngines", "RosterREST",
                "GtkKit", "CGtk",
            ]
        ),
        .executableTarget(
            name: "roster-cli",
            dependencies: [
                "RosterHeadless", "RosterTesting", "RosterViewModels", "RosterModel", "RosterEngines", "RosterREST",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "roster-bench",
            dependencies: ["RosterViewModels", "RosterModel", "RosterSQLite", "RosterEngines", "RosterTesting", "CByteSearch"]
        ),

        // Helpers shared by the test targets.
        .target(
            name: "RosterTestSupport", dependencies: ["RosterModel", .product(name: "GRDB", package: "GRDB.swift")],
            path: "Tests/RosterTestSupport"),
        // The test PostgreSQL cluster (scripts/with-postgres.sh) and a fresh database per test.
        .target(
            name: "PostgresTestSupport",
            dependencies: ["RosterModel", "RosterPostgres", "RosterTestSupport", .product(name: "PostgresNIO", package: "postgres-nio")],
            path: "Tests/PostgresTestSupport"
        ),
        .target(name: "GtkTestSupport", dependencies: ["GtkKit", "CGtk"], path: "Tests/GtkTestSupport"),

        .testTarget(
            name: "RosterModelTests",
            dependencies: ["RosterModel", "RosterTesting", "RosterSampleData", "RosterTestSupport", "CGdkPixbuf"],
            // vCard files read from their place in the source tree (#filePath), not bundled.
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "RosterSQLiteTests",
            dependencies: [
                "RosterSQLite", "RosterModel", "RosterSampleData", "RosterTestSupport", .product(name: "GRDB", package: "GRDB.swift"),
            ]),
        .testTarget(name: "RosterRESTTests", dependencies: ["RosterREST", "RosterModel", "RosterTestSupport"]),
        // One contract, every engine: the in-memory store, SQLite and PostgreSQL (ROSTER_TEST_POSTGRES_URL,
        // from scripts/with-postgres.sh), plus what only PostgreSQL has (migrations, server loss).
        .testTarget(
            name: "StoreContractTests",
            dependencies: [
                "RosterModel", "RosterTesting", "RosterSQLite", "RosterPostgres", "RosterEngines", "RosterTestSupport",
                "PostgresTestSupport",
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ]
        ),
        .testTarget(name: "RosterEnginesTests", dependencies: ["RosterEngines", "RosterSQLite", "RosterModel", "RosterTesting"]),
        .testTarget(
            name: "RosterSearchTests",
            dependencies: [
                "RosterSearch", "RosterModel", "RosterSQLite", "RosterTestSupport", "CByteSearch",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]),
        .testTarget(
            name: "RosterViewModelsTests",
            dependencies: [
                "RosterViewModels", "RosterSearch", "RosterSessionFile", "RosterModel", "RosterTesting", "RosterSQLite", "RosterREST",
                "RosterTestSupport",
            ]),
        .testTarget(name: "RosterSessionFileTests", dependencies: ["RosterSessionFile", "RosterViewModels", "RosterModel"]),
        .testTarget(
            name: "RosterHeadlessTests",
            dependencies: [
                "RosterHeadless", "RosterTesting", "RosterViewModels", "RosterModel", "RosterSQLite", "RosterTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .testTarget(
            name: "RosterCLITests",
            dependencies: [
                "RosterModel", "RosterSQLite", "RosterPostgres", "RosterTestSupport", "PostgresTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .testTarget(name: "GtkKitTests", dependencies: ["GtkKit", "CGtk", "CGtkShims", "GtkTestSupport"]),
        // The keyring against gnome-keyring-daemon on a private session bus (scripts/with-keyring.sh).
        .testTarget(name: "SecretKeyringTests", dependencies: ["SecretKeyring"]),
        // A front's start: the sign-in to a server that asks for a password, with the keyring.
        .testTarget(
            name: "RosterLaunchTests",
            dependencies: [
                "RosterLaunch", "RosterEngines", "RosterModel", "RosterPostgres", "SecretKeyring", "PostgresTestSupport",
                "RosterTestSupport",
            ]
        ),
        .testTarget(
            name: "RosterGtkTests",
            dependencies: [
                "RosterGtk", "RosterGtkScenarios", "RosterViewModels", "RosterSearch", "RosterSessionFile", "RosterModel", "RosterSQLite",
                "RosterREST", "RosterEngines", "RosterTesting", "GtkKit", "CGtk", "GtkTestSupport", "RosterTestSupport",
                "PostgresTestSupport",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

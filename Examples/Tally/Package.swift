// swift-tools-version: 6.0
import PackageDescription

/// Tally: a small counter app built on GtkKit alone (no `import CGtk`), to show
/// that GtkKit is a kit a second program can use. See README.md.
let package = Package(
    name: "Tally",
    dependencies: [
        // The Roster package, for its GtkKit library product.
        .package(name: "Roster", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "tally",
            dependencies: [.product(name: "GtkKit", package: "Roster")],
            path: "Sources/Tally"
        )
    ],
    swiftLanguageModes: [.v6]
)

import Foundation
import RosterModel
import RosterTestSupport
import Testing

/// `make install`'s script on a staging folder: every file a desktop needs lands under
/// PREFIX, validates with the tools desktops use, is named after one application id,
/// and `--uninstall` removes it all again.
@Suite("Installing Roster", .timeLimit(.minutes(2)))
struct InstallTests {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    private static let app = RosterRelease.applicationID

    /// Runs `tool arguments…` and returns its exit status and output, failing when the tool is missing.
    private func run(_ tool: String, _ arguments: [String], environment: [String: String]? = nil) async throws -> (
        status: Int32, output: String
    ) {
        let path = ["/usr/bin/", "/bin/"].map { $0 + tool }.first { FileManager.default.isExecutableFile(atPath: $0) } ?? tool
        try #require(FileManager.default.isExecutableFile(atPath: path), "\(tool) is missing: make test installs it")
        let folder = try TemporaryDirectory(prefix: "roster-install-run")
        let outURL = URL(fileURLWithPath: folder.path("out"))
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let end = try await ChildProcess(
            executable: path, arguments: arguments, environment: environment,
            currentDirectory: Self.repository.path,
            standardOutput: out.fileDescriptor, standardError: out.fileDescriptor
        ).exit()
        try out.close()
        return (end.signaled ? 128 + end.code : end.code, String(decoding: try Data(contentsOf: outURL), as: UTF8.self))
    }

    @Test("install.sh stages every file under DESTDIR/PREFIX; they validate; the installed CLI works; --uninstall removes them")
    func installAndUninstall() async throws {
        let stage = try TemporaryDirectory(prefix: "roster-install")
        let binaries = try RosterCLIBinary.url.get().deletingLastPathComponent().path
        let environment = ProcessInfo.processInfo.environment.merging(["DESTDIR": stage.path("root"), "PREFIX": "/usr"]) { $1 }
        let installed = try await run("bash", ["scripts/install.sh", binaries], environment: environment)
        #expect(installed.status == 0, "\(installed.output)")
        let share = stage.path("root/usr/share")
        let desktop = "\(share)/applications/\(Self.app).desktop"
        let metainfo = "\(share)/metainfo/\(Self.app).metainfo.xml"
        let schemas = "\(share)/glib-2.0/schemas"
        let searchProvider = "\(share)/gnome-shell/search-providers/\(Self.app).search-provider.ini"
        let service = "\(share)/dbus-1/services/\(Self.app).service"
        for file in [
            desktop, metainfo, "\(schemas)/\(Self.app).gschema.xml", searchProvider, service,
            "\(share)/icons/hicolor/scalable/apps/\(Self.app).svg",
            "\(share)/icons/hicolor/symbolic/apps/\(Self.app)-symbolic.svg",
        ] {
            #expect(FileManager.default.fileExists(atPath: file), "\(file) is installed")
        }

        let desktopCheck = try await run("desktop-file-validate", [desktop])
        #expect(desktopCheck.status == 0 && desktopCheck.output.isEmpty, "\(desktopCheck.output)")
        let metainfoCheck = try await run("appstreamcli", ["validate", "--no-net", "--pedantic", metainfo])
        #expect(metainfoCheck.status == 0, "\(metainfoCheck.output)")
        let schemaCheck = try await run("glib-compile-schemas", ["--strict", "--dry-run", schemas])
        #expect(schemaCheck.status == 0 && schemaCheck.output.isEmpty, "\(schemaCheck.output)")

        // One application id everywhere, and the newest release is this version.
        let desktopText = try String(contentsOfFile: desktop, encoding: .utf8)
        #expect(desktopText.contains("\nIcon=\(Self.app)\n"))
        let metainfoText = try String(contentsOfFile: metainfo, encoding: .utf8)
        #expect(metainfoText.contains("<id>\(Self.app)</id>"))
        #expect(metainfoText.contains("<launchable type=\"desktop-id\">\(Self.app).desktop</launchable>"))
        let newestRelease = try #require(
            metainfoText.range(of: "<release version=\"").map { metainfoText[$0.upperBound...].prefix { $0 != "\"" } })
        #expect(String(newestRelease) == RosterRelease.version, "metainfo's newest release is \(RosterRelease.version)")
        // The About window says what the metainfo says.
        #expect(metainfoText.contains(">\(RosterRelease.developerName)</developer_name>"))
        #expect(metainfoText.contains("<url type=\"homepage\">\(RosterRelease.website)</url>"))
        #expect(metainfoText.contains("<url type=\"bugtracker\">\(RosterRelease.issueURL)</url>"))
        // Translated by msgfmt from the .in files and po/de.po.
        #expect(desktopText.contains("\nGenericName[de]=Personenverzeichnis\n"), "\(desktopText)")
        #expect(desktopText.contains("\nName[de]=Neue Person\n"), "the New Person action: \(desktopText)")
        #expect(metainfoText.contains("<summary xml:lang=\"de\">Die Personen, Profile und Aufgaben Ihres Teams</summary>"))

        // GNOME Shell's search: the provider names the desktop file, the bus name and object
        // path Roster answers on; the D-Bus service starts the installed roster (PREFIX, not DESTDIR).
        let provider = try Self.keyFile(String(contentsOfFile: searchProvider, encoding: .utf8))
        #expect(
            provider == [
                "Shell Search Provider": [
                    "DesktopId": "\(Self.app).desktop", "BusName": Self.app,
                    "ObjectPath": "/io/github/rosterteam/Roster/SearchProvider", "Version": "2",
                ]
            ])
        let serviceFile = try Self.keyFile(String(contentsOfFile: service, encoding: .utf8))
        #expect(serviceFile == ["D-BUS Service": ["Name": Self.app, "Exec": "/usr/bin/roster --gapplication-service"]])
        let schemaText = try String(contentsOfFile: "\(schemas)/\(Self.app).gschema.xml", encoding: .utf8)
        #expect(schemaText.contains("<schema id=\"\(Self.app)\""))
        // The window's stylesheet, a resource of RosterGtk, beside the executables as it is in the source.
        let style = stage.path("root/usr/lib/roster/Roster_RosterGtk.resources/style.css")
        let sourceStyle = try #require(FileManager.default.contents(atPath: Self.repository.path + "/Sources/RosterGtk/App/style.css"))
        #expect(FileManager.default.contents(atPath: style) == sourceStyle, "\(style) is installed")

        // The installed CLI, through its link in bin, finds its sample data beside it.
        let cli = stage.path("root/usr/bin/roster-cli")
        let version = try await run(cli, ["--version"])
        #expect(version.output == "roster-cli \(RosterRelease.version)\n")
        let windowVersion = try await run(stage.path("root/usr/bin/roster"), ["--version"])
        #expect(windowVersion.output == "roster \(RosterRelease.version)\n", "needs no display")
        let people = try await run(cli, ["people"], environment: ["XDG_DATA_HOME": stage.path("data"), "HOME": stage.path("home")])
        #expect(people.status == 0 && people.output.hasSuffix("10 people\n"), "\(people.output)")

        let removed = try await run("bash", ["scripts/install.sh", "--uninstall", binaries], environment: environment)
        #expect(removed.status == 0, "\(removed.output)")
        let left =
            FileManager.default.enumerator(atPath: stage.path("root"))?.compactMap { path -> String? in
                var isFolder: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: stage.path("root/\(path as! String)"), isDirectory: &isFolder)
                return isFolder.boolValue ? nil : path as? String
            } ?? []
        #expect(left.isEmpty, "left behind: \(left)")
    }

    /// The groups and keys of a desktop-style key file (`[Group]`, `Key=Value`).
    private static func keyFile(_ text: String) throws -> [String: [String: String]] {
        var groups: [String: [String: String]] = [:]
        var group: String?
        for line in text.split(separator: "\n").map(String.init) where !line.isEmpty && !line.hasPrefix("#") {
            if line.hasPrefix("[") && line.hasSuffix("]") {
                group = String(line.dropFirst().dropLast())
                groups[group!, default: [:]] = [:]
            } else {
                let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
                let current = try #require(group, "a key before any group: \(line)")
                try #require(parts.count == 2, "not Key=Value: \(line)")
                groups[current]?[parts[0]] = parts[1]
            }
        }
        return groups
    }
}

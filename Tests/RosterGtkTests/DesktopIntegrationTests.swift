import Foundation
import GtkTestSupport
import RosterModel
import RosterSQLite
import RosterSessionFile
import RosterViewModels
import XCTest

/// The installed-style `roster` as the desktop sees it: its actions on D-Bus
/// (`gapplication`), and its window size kept in GSettings between launches.
/// Driven by shell scripts with bounded waits; xdotool and xwininfo act as the
/// window manager would.
final class DesktopIntegrationTests: XCTestCase {
    private var scratch: URL!

    override func setUpWithError() throws {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
            throw MissingComponent("no display: run the GTK tests under xvfb-run (make test does)")
        }
        for tool in ["dbus-run-session", "dbus-daemon", "gapplication", "gdbus", "xdotool", "xwininfo", "msgfmt"] {
            guard (try? run(URL(fileURLWithPath: "/usr/bin/env"), ["which", tool]))?.status == 0 else {
                throw MissingComponent("\(tool) is not installed (make test-deps installs it)")
            }
        }
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("roster-desktop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let scratch { try? FileManager.default.removeItem(at: scratch) }
        // Whatever happened, no stale accessibility-bus address stays on the shared display.
        _ = try? run(URL(fileURLWithPath: "/usr/bin/env"), ["xprop", "-root", "-remove", "AT_SPI_BUS"])
    }

    private func script(_ text: String, environment extra: [String: String] = [:]) throws -> BinaryRun {
        var environment = ProcessInfo.processInfo.environment
        environment["ROSTER"] = try binary("roster").path
        environment["XDG_DATA_HOME"] = scratch.appendingPathComponent("data").path
        environment["XDG_STATE_HOME"] = scratch.appendingPathComponent("state").path
        // No accessibility bus: one started inside a private D-Bus session would leave its
        // address on the display's root window, and every later GTK program would complain.
        environment["GTK_A11Y"] = "none"
        // The desktop file's Exec=roster must be on PATH for GLib to load it.
        environment["PATH"] = try binary("roster").deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment.merge(extra) { $1 }
        return try run(URL(fileURLWithPath: "/bin/bash"), ["-c", "set -u\n" + text], environment: environment)
    }

    func testTheRunningAppListsItsActionsOnDBusAndTakesThemFromOutside() throws {
        let id = RosterRelease.applicationID
        let path = "/" + id.replacingOccurrences(of: ".", with: "/")
        // gapplication finds the app by its desktop file, as the desktop does (made as `make install` makes it).
        let applications = scratch.appendingPathComponent("share/applications")
        let translated = try run(
            URL(fileURLWithPath: "/bin/bash"),
            [Self.repository.appendingPathComponent("scripts/translate-data.sh").path, applications.path])
        XCTAssertEqual(translated.status, 0, translated.stderr)
        let result = try script(
            """
            cd "$SCRATCH"
            exec dbus-run-session -- bash -c '
              "$ROSTER" 2>/dev/null & app=$!
              for i in $(seq 100); do gdbus call --session --dest \(id) --object-path \(path) --method org.gtk.Actions.List > app-actions 2>/dev/null && break; sleep 0.1; done
              sed "s/^/app: /" app-actions
              for i in $(seq 100); do gdbus call --session --dest \(id) --object-path \(path)/window/1 --method org.gtk.Actions.List > win-actions 2>/dev/null && break; sleep 0.1; done
              sed "s/^/win: /" win-actions
              gapplication list-actions \(id) | sed "s/^/desktop: /"
              gapplication action \(id) new-person && echo "new-person: taken"
              "$ROSTER" --new-person && echo "second launch: handed over"
              gapplication action \(id) quit
              wait $app; echo "exit $?"'
            """,
            environment: [
                "SCRATCH": scratch.path, "XDG_DATA_DIRS": scratch.appendingPathComponent("share").path + ":/usr/local/share:/usr/share",
            ])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let appLine = try XCTUnwrap(lines.first { $0.hasPrefix("app: ") }, "no application actions: \(result.stdout) \(result.stderr)")
        for action in ["about", "quit", "new-person"] {
            XCTAssertTrue(appLine.contains("'\(action)'"), "app.\(action) is not on D-Bus: \(appLine)")
        }
        let windowLine = try XCTUnwrap(lines.first { $0.hasPrefix("win: ") }, "no window actions: \(result.stdout)")
        for action in ["new-person", "find", "save", "import", "export", "delete-person", "close", "show-help-overlay"] {
            XCTAssertTrue(windowLine.contains("'\(action)'"), "win.\(action) is not on D-Bus: \(windowLine)")
        }
        XCTAssertTrue(lines.contains("desktop: new-person"), "gapplication list-actions: \(result.stdout)")
        XCTAssertTrue(lines.contains("new-person: taken"), "\(result.stdout) \(result.stderr)")
        XCTAssertTrue(lines.contains("second launch: handed over"), "\(result.stdout) \(result.stderr)")
        XCTAssertEqual(lines.last, "exit 0", "app.quit through D-Bus ends the app: \(result.stdout)")
    }

    /// GNOME Shell's search as the Shell runs it: Roster installed under a scratch PREFIX
    /// (`scripts/install.sh`, as `make install` runs it), and the installed search provider's
    /// bus name called on a private session bus, so that D-Bus starts the installed `roster
    /// --gapplication-service` from the installed service file. "cle" finds the two
    /// Clementines of the sample data; ActivateResult opens the window on Clementine Bauch.
    func testTheInstalledSearchProviderFindsPeopleAndOpensOne() throws {
        let prefix = scratch.appendingPathComponent("prefix")
        var installEnvironment = ProcessInfo.processInfo.environment
        installEnvironment["PREFIX"] = prefix.path
        installEnvironment["DESTDIR"] = ""
        let install = try run(
            URL(fileURLWithPath: "/bin/bash"),
            [Self.repository.appendingPathComponent("scripts/install.sh").path, try binary("roster").deletingLastPathComponent().path],
            environment: installEnvironment)
        XCTAssertEqual(install.status, 0, install.stderr)
        let share = prefix.appendingPathComponent("share")
        let ini = share.appendingPathComponent("gnome-shell/search-providers/\(RosterRelease.applicationID).search-provider.ini")
        let result = try script(
            #"""
            bus=$(sed -n 's/^BusName=//p' "$INI"); path=$(sed -n 's/^ObjectPath=//p' "$INI")
            echo "provider: $bus $path $(sed -n 's/^Version=//p' "$INI")"
            export bus path
            exec dbus-run-session -- bash -c '
              call() { gdbus call --session --dest "$bus" --object-path "$path" --method "org.gnome.Shell.SearchProvider2.$1" "${@:2}"; }
              windows() { xdotool search --onlyvisible --name "^Roster\$" 2>/dev/null | wc -l; }
              echo "initial: $(call GetInitialResultSet "[\"cle\"]")"
              echo "subsearch: $(call GetSubsearchResultSet "[\"10\", \"3\"]" "[\"clem\", \"bauch\"]")"
              echo "nobody: $(call GetInitialResultSet "[\"zzz\"]")"
              echo "metas: $(call GetResultMetas "[\"3\", \"10\", \"999\"]")"
              echo "windows before: $(windows)"
              echo "activate: $(call ActivateResult 3 "[\"cle\"]" 0)"
              for i in $(seq 100); do [ "$(windows)" != 0 ] && break; sleep 0.1; done
              echo "windows after: $(windows)"
              echo "launch search: $(call LaunchSearch "[\"bauch\"]" 0)"
              # The process D-Bus started: it saves the state of the window on its way out, after leaving the bus.
              pid=$(gdbus call --session --dest org.freedesktop.DBus --object-path /org/freedesktop/DBus \
                --method org.freedesktop.DBus.GetConnectionUnixProcessID "$bus" | sed "s/.*uint32 \\([0-9]*\\).*/\\1/")
              gdbus call --session --dest "$bus" --object-path /io/github/rosterteam/Roster --method org.gtk.Actions.Activate quit "[]" "{}" >/dev/null
              for i in $(seq 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
              kill -0 "$pid" 2>/dev/null || echo "ended"'
            """#,
            environment: [
                "INI": ini.path, "XDG_DATA_DIRS": share.path + ":/usr/local/share:/usr/share",
                // The installed schema is found there: keep the window's size off the user's dconf.
                "GSETTINGS_BACKEND": "memory",
            ])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        func line(_ prefix: String) -> String {
            lines.first { $0.hasPrefix(prefix + ": ") }.map { String($0.dropFirst(prefix.count + 2)) } ?? ""
        }
        XCTAssertEqual(line("provider"), "\(RosterRelease.applicationID) /io/github/rosterteam/Roster/SearchProvider 2")
        XCTAssertEqual(
            line("initial"), "(['10', '3'],)",
            "Clementina DuBuque and Clementine Bauch, in the list's order: \(result.stdout) \(result.stderr)")
        XCTAssertEqual(line("subsearch"), "(['3'],)", "every term must match")
        XCTAssertEqual(line("nobody"), "(@as [],)")
        let metas = line("metas")
        for expected in [
            "'id': <'3'>", "'name': <'Clementine Bauch'>", "'description': <'Nathan@yesenia.net'>",
            "'id': <'10'>", "'name': <'Clementina DuBuque'>", "'description': <'Rey.Padberg@karina.biz'>",
            // No photo: the initials on their colour, a PNG (its signature: 0x89 P N G).
            "'icon': <('bytes', <[byte 0x89, 0x50, 0x4e, 0x47",
        ] {
            XCTAssertTrue(metas.contains(expected), "\(expected) is not in \(metas)")
        }
        XCTAssertFalse(metas.contains("999"), "an id of nobody is left out: \(metas)")
        XCTAssertEqual(line("windows before"), "0", "started for the search, Roster opens no window")
        XCTAssertEqual(line("activate"), "()")
        XCTAssertEqual(line("windows after"), "1", "ActivateResult opens the window")
        XCTAssertEqual(lines.last, "ended", result.stdout)

        // What the window showed when it quit: Clementine Bauch, and the search LaunchSearch filled in.
        let dataHome = scratch.appendingPathComponent("data").path
        let database = DatabaseLocation.standard.path(environment: ["XDG_DATA_HOME": dataHome])
        let stateFile = SessionStateFile.directory(
            forDatabaseAt: database, environment: ["XDG_STATE_HOME": scratch.appendingPathComponent("state").path]
        ).appendingPathComponent("state.json")
        let state = try JSONDecoder().decode(AppViewModel.RestorableState.self, from: Data(contentsOf: stateFile))
        XCTAssertEqual(state.people.selectedPersonID, 3, "ActivateResult opened Clementine Bauch")
        XCTAssertEqual(state.people.searchText, "bauch")
    }

    /// The repository this test file is in.
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func testTheWindowOpensAtTheSizeItWasLeftAt() throws {
        let schemas = try CompiledSchemas.compile(
            files: [Self.repository.appendingPathComponent("data/\(RosterRelease.applicationID).gschema.xml")],
            in: scratch.appendingPathComponent("schemas"))
        var settings = [
            "GSETTINGS_SCHEMA_DIR": schemas.path, "GSETTINGS_BACKEND": "keyfile",
            "XDG_CONFIG_HOME": scratch.appendingPathComponent("config").path,
        ]
        // Starts roster, waits for its window to be mapped at width $1, then ends it as a session logout would.
        let launch = #"""
            run() {
              "$ROSTER" 2>>"$SCRATCH/roster.err" & app=$!
              wid=""
              for i in $(seq 100); do wid=$(xdotool search --onlyvisible --name '^Roster$' 2>/dev/null | head -1); [ -n "$wid" ] && break; sleep 0.1; done
              width() { xwininfo -id "$wid" | awk '/Width:/ { print $2 }'; }
              for i in $(seq 100); do [ "$(width)" = "$1" ] && break; sleep 0.1; done
              echo "opened $(width)"
              kill -TERM $app; wait $app; echo "exit $?"
            }
            """#
        settings["SCRATCH"] = scratch.path
        let keyfile = scratch.appendingPathComponent("config/glib-2.0/settings/keyfile")

        let first = try script(launch + "\nrun 1040", environment: settings)
        XCTAssertEqual(first.stdout, "opened 1040\nexit 0\n", "no saved size: the default")
        let saved = (try? String(contentsOf: keyfile, encoding: .utf8)) ?? "(no keyfile)"
        XCTAssertTrue(
            saved.contains("window-width=1040") && saved.contains("window-maximized=false"),
            "ending the app saves its size: \(saved)")

        // As a user's earlier session left it (the in-process tests resize and close windows).
        try Data("[io/github/rosterteam/Roster]\nwindow-width=700\nwindow-height=500\nwindow-maximized=false\n".utf8).write(to: keyfile)
        let second = try script(launch + "\nrun 700", environment: settings)
        XCTAssertEqual(
            second.stdout, "opened 700\nexit 0\n",
            "the window did not open at the size it was left at: "
                + ((try? String(contentsOf: scratch.appendingPathComponent("roster.err"), encoding: .utf8)) ?? ""))
    }

    /// Quit and relaunch: the saved state comes back and is saved again; `kill -9` with
    /// unsaved edits loses nothing. The files are read and written by the real `roster`.
    func testTheSessionSurvivesQuitAndKill() throws {
        let dataHome = scratch.appendingPathComponent("data").path
        let database = DatabaseLocation.standard.path(environment: ["XDG_DATA_HOME": dataHome])
        let folder = SessionStateFile.directory(
            forDatabaseAt: database, environment: ["XDG_STATE_HOME": scratch.appendingPathComponent("state").path])
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let stateFile = folder.appendingPathComponent("state.json")
        let draftFile = folder.appendingPathComponent("draft.json")
        // Starts roster, waits for its window, then ends it with the signal $1.
        let launch = #"""
            run() {
              "$ROSTER" 2>>"$SCRATCH/roster.err" & app=$!
              for i in $(seq 100); do [ -n "$(xdotool search --onlyvisible --name '^Roster$' 2>/dev/null | head -1)" ] && break; sleep 0.1; done
              kill -$1 $app; wait $app; echo "exit $?"
            }
            """#
        let environment = ["SCRATCH": scratch.path]
        func errors() -> String { (try? String(contentsOf: scratch.appendingPathComponent("roster.err"), encoding: .utf8)) ?? "" }

        // As an earlier session left it: searching "an", Clementine Bauch (3) on her Tasks page, open tasks only.
        let saved = AppViewModel.RestorableState(
            people: .init(searchText: "an", selectedPersonID: 3), detailPage: .tasks, taskFilter: .open)
        try JSONEncoder().encode(saved).write(to: stateFile)
        let quit = try script(launch + "\nrun TERM", environment: environment)
        XCTAssertEqual(quit.stdout, "exit 0\n", errors())
        let restored = try JSONDecoder().decode(AppViewModel.RestorableState.self, from: Data(contentsOf: stateFile))
        XCTAssertEqual(restored, saved, "the relaunched app came back where it was left, and saved that again on quit")

        // Unsaved edits written before a crash: kill -9 keeps them, the next launch takes them up unsaved.
        let sample = SessionDraft(
            personID: 1, base: Person(id: 1, name: "Leanne Graham", email: "Sincere@april.biz"),
            fields: ["biography": "Runs support."], newTaskTitle: "Call Ervin")
        try JSONEncoder().encode(sample).write(to: draftFile)
        let killed = try script(launch + "\nrun KILL", environment: environment)
        XCTAssertEqual(killed.stdout, "exit 137\n", errors())
        XCTAssertEqual(try JSONDecoder().decode(SessionDraft.self, from: Data(contentsOf: draftFile)), sample, "kill -9 lost the draft")
        let again = try script(launch + "\nrun TERM", environment: environment)
        XCTAssertEqual(again.stdout, "exit 0\n", errors())
        let kept = try JSONDecoder().decode(SessionDraft.self, from: Data(contentsOf: draftFile))
        XCTAssertEqual(kept.fields["biography"], "Runs support.", "quitting with restored, unsaved edits keeps them")
        XCTAssertEqual(kept.newTaskTitle, "Call Ervin")
        let state = try JSONDecoder().decode(AppViewModel.RestorableState.self, from: Data(contentsOf: stateFile))
        XCTAssertEqual(state.people.selectedPersonID, 1, "the draft's person is the one reopened")

        // A corrupt state file: ignored with one line, the app starts and quits normally.
        try Data("{ not json".utf8).write(to: stateFile)
        try FileManager.default.removeItem(at: draftFile)
        try Data().write(to: scratch.appendingPathComponent("roster.err"))
        let corrupt = try script(launch + "\nrun TERM", environment: environment)
        XCTAssertEqual(corrupt.stdout, "exit 0\n", errors())
        XCTAssertEqual(errors().split(separator: "\n").filter { $0.hasPrefix("roster: ignoring ") }.count, 1, errors())
    }
}

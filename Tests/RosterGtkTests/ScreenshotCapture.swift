import CGtk
import Foundation
import GtkKit
import GtkTestSupport
import RosterGtk
import RosterGtkScenarios
import RosterModel
import RosterSQLite
import RosterTesting
import RosterViewModels
import XCTest

/// Screenshots of the states this window adds: the header bar, the empty
/// directory, the undo bar, the report and the import's progress (for the
/// README). Runs only when ROSTER_SCREENSHOTS names a folder:
///
///     ROSTER_SCREENSHOTS=/tmp/shots xvfb-run -a -s "-screen 0 1280x800x24" \
///       swift test --skip-build --disable-swift-testing --filter ScreenshotCapture
///
/// Without a window manager X puts dialogs at the screen's top left; with
/// ROSTER_SCREENSHOT_WM=openbox (Debian's `openbox`) they sit centred on the window, as on a desktop.
final class ScreenshotCapture: XCTestCase {
    private var output: URL!
    private var scratch: URL!
    private var windowManager: Process?

    override func setUpWithError() throws {
        guard let folder = ProcessInfo.processInfo.environment["ROSTER_SCREENSHOTS"] else {
            throw XCTSkip("set ROSTER_SCREENSHOTS=FOLDER to capture screenshots")
        }
        output = URL(fileURLWithPath: folder)
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("roster-shots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        if let name = ProcessInfo.processInfo.environment["ROSTER_SCREENSHOT_WM"] {
            let manager = Process()
            manager.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            manager.arguments = [name]
            let watch = ProcessWatch(manager)
            try manager.run()
            windowManager = manager
            // The window manager must own the screen before the first window maps: it announces
            // itself with _NET_SUPPORTING_WM_CHECK on the root window.
            XCTAssertTrue(watch.waitUntil(timeout: .seconds(10)) { Self.rootWindowHasWindowManager() }, "\(name) did not start")
        }
    }

    private static func rootWindowHasWindowManager() -> Bool {
        let xprop = Process()
        xprop.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        xprop.arguments = ["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"]
        let output = Pipe()
        xprop.standardOutput = output
        xprop.standardError = Pipe()
        guard (try? xprop.run()) != nil else { return false }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        xprop.waitUntilExit()
        return text.contains("window id")
    }

    override func tearDownWithError() throws {
        if let scratch { try? FileManager.default.removeItem(at: scratch) }
        windowManager?.terminate()
        windowManager?.waitUntilExit()
    }

    /// Lets GTK paint, then grabs the window and its dialogs from the screen.
    @MainActor
    private static func capture(_ name: String, in folder: URL, harness: WindowHarness) throws {
        MainLoopBridge.iterateUntilIdle()
        var painted = false
        FrameTiming.afterNextFrame(of: harness.window.window) { _ in painted = true }
        MainLoopBridge.iterate(until: { painted }, timeout: .seconds(2))
        MainLoopBridge.iterate(until: { false }, timeout: .milliseconds(300))  // revealer and crossfade transitions
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/import")
        // The screen is black around the window (and its dialogs): trimming leaves just them.
        process.arguments = ["-window", "root", "-trim", "+repage", folder.appendingPathComponent(name).path]
        try process.run()
        process.waitUntilExit()
    }

    /// Runs `body` in English, then in German ("en", "de"), and puts English and the system's
    /// colour scheme back after.
    @MainActor
    private static func inEnglishAndGerman(_ body: (_ language: String) throws -> Void) throws {
        defer {
            Translations.activate(nil)
            StyleManager.setColorScheme(.followSystem)
        }
        for language in ["en", "de"] {
            if language == "de" {
                guard Translations.activate(Locale(identifier: "de_DE")) else {
                    throw MissingComponent("the de_DE.UTF-8 locale is not installed: run `make test-deps`")
                }
            }
            try body(language)
        }
    }

    /// Runs `body` in the light, then the dark colour scheme ("light", "dark").
    @MainActor
    private static func inLightAndDark(_ body: (_ shade: String) throws -> Void) throws {
        for scheme in [StyleManager.ColorScheme.forceLight, .forceDark] {
            StyleManager.setColorScheme(scheme)
            try body(scheme == .forceDark ? "dark" : "light")
        }
    }

    /// `NAME-wide-SHADE-LANGUAGE.png` at 1040 px and `NAME-narrow-…` folded at 360 px, light and dark.
    @MainActor
    private static func captureWideAndNarrow(_ name: String, language: String, in output: URL, harness: WindowHarness) throws {
        let window = harness.window
        try inLightAndDark { shade in
            window.window.setDefaultSize(width: 1040, height: 720)
            harness.waitUntil("the window unfolds") { !window.leaflet.isFolded }
            try capture("\(name)-wide-\(shade)-\(language).png", in: output, harness: harness)
            window.window.setDefaultSize(width: 360, height: 720)
            harness.waitUntil("the window folds") { window.leaflet.isFolded }
            // Folded, the form compacts its buttons: only then can the window narrow to 360 px.
            window.window.setDefaultSize(width: 360, height: 720)
            try capture("\(name)-narrow-\(shade)-\(language).png", in: output, harness: harness)
        }
    }

    private static func peopleFile(_ url: URL, count: Int, valid: Bool = true) throws {
        let records = (1...count).map { id in
            #"{"id":\#(id),"name":"Person \#(id)","email":"\#(valid || id % 3 != 0 ? "person\(id)@example.org" : "person\(id)")","company":{"name":"Team \#(id % 40)"}}"#
        }
        try Data(("[\n" + records.joined(separator: ",\n") + "\n]\n").utf8).write(to: url)
    }

    func testCaptureTheNewStates() throws {
        let (output, scratch) = (self.output!, self.scratch!)
        try MainActor.assumeIsolated {
            let harness = try WindowHarness(store: InMemoryRosterStore.sampleData())
            defer { harness.close() }
            harness.waitUntil("the list shows") { harness.window.listPage == "list" }
            let leanne = try XCTUnwrap(harness.window.shownRows.first { $0.texts.first == "Leanne Graham" })
            harness.window.selectRow(leanne.index)
            harness.waitUntil("her profile shows") { harness.window.profilePage == "form" }
            try Self.capture("header-and-profile.png", in: output, harness: harness)

            harness.window.clickDeletePerson()
            harness.waitUntil("the undo bar shows") { harness.window.personUndoShown != nil }
            try Self.capture("undo-bar.png", in: output, harness: harness)

            harness.window.clickNewPerson()
            harness.waitUntil("the form shows") { harness.window.profileFieldHasFocus(.name) }
            try Self.capture("new-person.png", in: output, harness: harness)

            let bad = scratch.appendingPathComponent("team.json")
            try Self.peopleFile(bad, count: 1_000, valid: false)
            harness.window.clickImport()
            harness.choose(bad.path)
            harness.waitUntil("the report shows", timeout: .seconds(20)) { harness.window.reportShown != nil }
            try Self.capture("report.png", in: output, harness: harness)
            harness.window.clickCloseReport()
        }
    }

    /// The person page (boxed rows, their actions, an error under its row) and the People list's
    /// avatars: wide and narrow (360 px), light and dark, English and German.
    func testCaptureThePersonPage() throws {
        let output = self.output!
        try MainActor.assumeIsolated {
            try GtkTestSupport.initialize()
            try Self.inEnglishAndGerman { language in
                let harness = try WindowHarness.showingLeanne(store: InMemoryRosterStore.sampleData())
                defer { harness.close() }
                harness.window.typeInProfile(.email, "Sincere@april")
                harness.waitUntil("the email error shows") { harness.window.profileField(.email).error != nil }
                try Self.captureWideAndNarrow("person-page", language: language, in: output, harness: harness)
                harness.window.clickRevert()
            }
        }
    }

    /// A person's History over the window, after a saved change and a task added: wide and
    /// narrow (360 px), light and dark, English and German.
    func testCaptureTheHistory() throws {
        let output = self.output!
        try MainActor.assumeIsolated {
            try GtkTestSupport.initialize()
            try Self.inEnglishAndGerman { language in
                let store = try InMemoryRosterStore.sampleData()
                let harness = try WindowHarness.showingLeanne(store: store)
                defer { harness.close() }
                harness.window.typeInProfile(.phone, "555 0101")
                harness.window.clickSave()
                harness.waitUntil("the change is saved") { !(harness.app.profile?.hasUnsavedChanges ?? true) }
                _ = harness.window.detailPane.profile.history.click()
                let dialog = harness.window.historyDialog
                harness.waitUntil("the History shows its change") { dialog.window.isVisible && !dialog.rows.isEmpty }
                try Self.captureWideAndNarrow("history", language: language, in: output, harness: harness)
                _ = dialog.close.click()
            }
        }
    }

    /// The password dialog, a refused password shown, over the error page: wide and narrow
    /// (360 px), light and dark, English and German.
    func testCaptureThePasswordDialog() throws {
        let output = self.output!
        try MainActor.assumeIsolated {
            try GtkTestSupport.initialize()
            try Self.inEnglishAndGerman { language in
                let signIn = PasswordAskingSignIn(password: "secret", store: try InMemoryRosterStore.sampleData())
                let harness = try WindowHarness(store: signIn.directory)
                harness.app.signIn = signIn
                defer { harness.close() }
                let dialog = harness.window.passwordDialog
                harness.waitUntil("the dialog shows") { dialog.window.isVisible }
                dialog.entry.type("wrong")
                MainLoopBridge.iterateUntilIdle()
                _ = dialog.confirm.click()
                harness.waitUntil("the refusal shows") { dialog.problem.isVisible }
                try Self.captureWideAndNarrow("password-dialog", language: language, in: output, harness: harness)
                _ = dialog.cancel.click()
            }
        }
    }

    /// Someone else's tasks as a member sees them, read-only with the reason: wide and narrow
    /// (360 px), light and dark, English and German.
    func testCaptureReadOnlyTasks() throws {
        let output = self.output!
        try MainActor.assumeIsolated {
            try GtkTestSupport.initialize()
            try Self.inEnglishAndGerman { language in
                let store = try InMemoryRosterStore.sampleData()
                store.signIn(as: DirectoryAccess(part: .member, userName: "Antonette"))
                let harness = try WindowHarness.showingLeanne(store: store)
                defer { harness.close() }
                let window = harness.window
                window.clickDetailPage(.tasks)
                harness.waitUntil("her tasks show, read-only") {
                    window.tasksPage == "list" && window.detailPane.tasks.readOnlyNotice.isVisible
                }
                try Self.captureWideAndNarrow("tasks-read-only", language: language, in: output, harness: harness)
            }
        }
    }

    /// The offline banner: wide and narrow (360 px), light and dark, English and German.
    func testCaptureTheOfflineBanner() throws {
        let output = self.output!
        try MainActor.assumeIsolated {
            try GtkTestSupport.initialize()
            try Self.inEnglishAndGerman { language in
                let store = try InMemoryRosterStore.sampleData()
                let harness = try WindowHarness.showingLeanne(store: store)
                defer { harness.close() }
                store.setAvailability(.unavailable(retryingIn: .seconds(8)))
                harness.waitUntil("the banner shows") { harness.window.offlineShown != nil }
                try Self.captureWideAndNarrow("offline", language: language, in: output, harness: harness)
            }
        }
    }

    /// The Profile and Tasks view switcher: wide (above the pages) and narrow (the bar at the
    /// bottom, 360 px), on each page, light and dark, English and German.
    func testCaptureTheViewSwitcher() throws {
        let output = self.output!
        try MainActor.assumeIsolated {
            try GtkTestSupport.initialize()
            try Self.inEnglishAndGerman { language in
                let harness = try WindowHarness.showingLeanne(store: InMemoryRosterStore.sampleData())
                defer { harness.close() }
                let window = harness.window
                try Self.inLightAndDark { shade in
                    window.window.setDefaultSize(width: 1040, height: 720)
                    harness.waitUntil("the window unfolds") { !window.leaflet.isFolded }
                    for page in DetailPage.allCases {
                        window.clickDetailPage(page)
                        harness.waitUntil("the \(page) page shows") { window.shownDetailPage == page.rawValue }
                        try Self.capture("switcher-wide-\(page)-\(shade)-\(language).png", in: output, harness: harness)
                    }
                    window.window.setDefaultSize(width: 360, height: 720)
                    harness.waitUntil("the window folds") { window.leaflet.isFolded }
                    // Folded, the form compacts its buttons: only then can the window narrow to 360 px.
                    window.window.setDefaultSize(width: 360, height: 720)
                    window.leaflet.show(window.content)
                    harness.waitUntil("the bar shows") { window.detailPane.shownButton(for: .profile)?.isOnScreen == true }
                    for page in DetailPage.allCases {
                        window.clickDetailPage(page)
                        harness.waitUntil("the \(page) page shows") { window.shownDetailPage == page.rawValue }
                        try Self.capture("switcher-narrow-\(page)-\(shade)-\(language).png", in: output, harness: harness)
                    }
                }
            }
        }
    }

    /// "Changed by someone else": wide and narrow (360 px), light and dark, English and German.
    func testCaptureTheConflictBanner() throws {
        let output = self.output!
        try MainActor.assumeIsolated {
            try GtkTestSupport.initialize()
            try Self.inEnglishAndGerman { language in
                let store = try InMemoryRosterStore.sampleData()
                let harness = try WindowHarness.showingLeanne(store: store)
                defer { harness.close() }
                let window = harness.window
                window.typeInProfile(.email, "leanne@mine.example")
                window.typeInProfile(.phone, "555-0100")
                var done = false
                Task { @MainActor in
                    let current = try await store.fetchPerson(id: 1)!
                    var changed = current
                    changed.email = "leanne@theirs.example"
                    _ = try await store.updatePerson(PersonEdit(original: current, updated: changed))
                    done = true
                }
                harness.waitUntil("their save is done") { done }
                harness.waitUntil("the conflict shows") { window.detailPane.profile.conflictBanner.root.isOnScreen }
                try Self.captureWideAndNarrow("conflict", language: language, in: output, harness: harness)
            }
        }
    }

    func testCaptureTheEmptyDirectoryAndAnImportInProgress() throws {
        let (output, scratch) = (self.output!, self.scratch!)
        try MainActor.assumeIsolated {
            let database = try RosterDatabase(path: scratch.appendingPathComponent("roster.sqlite").path)
            defer { database.close() }
            let harness = try WindowHarness(store: database)
            defer { harness.close() }
            harness.waitUntil("the empty directory shows") { harness.window.listPage == "empty" }
            try Self.capture("empty-directory.png", in: output, harness: harness)

            let file = scratch.appendingPathComponent("company.json")
            try Self.peopleFile(file, count: 100_000)
            harness.window.clickImport()
            harness.choose(file.path)
            harness.waitUntil("the import is a third done", timeout: .seconds(120)) {
                (harness.window.importProgressShown?.fraction ?? 0) > 0.3
            }
            try Self.capture("screenshot-import.png", in: output, harness: harness)
            harness.window.clickCancelImport()
            harness.waitUntil("the import stops", timeout: .seconds(60)) { harness.window.importProgressShown == nil }
            harness.waitUntil("the report shows") { harness.window.reportShown != nil }
            try Self.capture("report-cancelled.png", in: output, harness: harness)
            harness.window.clickCloseReport()

            let small = scratch.appendingPathComponent("small.json")
            try Self.peopleFile(small, count: 3)
            harness.window.clickImport()
            harness.choose(small.path)
            harness.waitUntil("the report shows", timeout: .seconds(20)) { harness.window.reportShown != nil }
            try Self.capture("report-imported.png", in: output, harness: harness)
        }
    }

    /// The README's and the metainfo's screenshots (docs/screenshot-*.png): wide, narrow and dark.
    func testCaptureTheReadmeScreenshots() throws {
        let output = self.output!
        try MainActor.assumeIsolated {
            let harness = try WindowHarness.showingLeanne(store: InMemoryRosterStore.sampleData())
            defer {
                StyleManager.setColorScheme(.followSystem)
                harness.close()
            }
            let window = harness.window
            try Self.capture("screenshot-profile.png", in: output, harness: harness)

            window.clickDetailPage(.tasks)
            harness.waitUntil("her tasks show") { window.tasksPage == "list" }
            try Self.capture("screenshot-tasks.png", in: output, harness: harness)
            window.deleteTask(at: 0)
            harness.waitUntil("the Undo toast shows") { window.undoMessage != nil }
            try Self.capture("screenshot-toast.png", in: output, harness: harness)

            StyleManager.setColorScheme(.forceDark)
            window.clickDetailPage(.profile)
            window.typeInProfile(.email, "leanne@")
            harness.waitUntil("the email error shows") { window.profileField(.email).error != nil }
            try Self.capture("screenshot-dark.png", in: output, harness: harness)
            StyleManager.setColorScheme(.followSystem)
            window.requestClose()
            harness.waitUntil("the question shows") { window.questionShown != nil }
            try Self.capture("screenshot-question.png", in: output, harness: harness)
            window.answerQuestion(.cancel)
            harness.waitUntil("the question goes") { window.questionShown == nil }
            window.clickRevert()

            window.window.setDefaultSize(width: 360, height: 720)
            harness.waitUntil("the window folds") { window.leaflet.isFolded }
            try Self.capture("screenshot-narrow-profile.png", in: output, harness: harness)
            XCTAssertTrue(window.backButton.click())
            harness.waitUntil("the list shows") { window.listPane.list.isOnScreen }
            try Self.capture("screenshot-narrow-list.png", in: output, harness: harness)

            window.window.setDefaultSize(width: 1040, height: 720)
            harness.waitUntil("the window unfolds") { !window.leaflet.isFolded }
            window.searchEntry.type("cle")
            harness.waitUntil("the search narrows the list") { harness.viewModel.countText == "2 of 10 people" }
            try Self.capture("screenshot-search.png", in: output, harness: harness)
        }
    }

    /// The due date button and its open popover: wide and 360 px, light and dark, English and German.
    func testCaptureTheDueDatePicker() throws {
        let output = self.output!
        try MainActor.assumeIsolated {
            try GtkTestSupport.initialize()
            for language in ["en_US", "de_DE"] {
                if language == "de_DE" { XCTAssertTrue(Translations.activate(Locale(identifier: language))) }
                defer { Translations.activate(nil) }
                let harness = try WindowHarness(store: InMemoryRosterStore.sampleData(), locale: Locale(identifier: language))
                defer {
                    StyleManager.setColorScheme(.followSystem)
                    harness.close()
                }
                let window = harness.window
                harness.waitUntil("the list shows") { window.listPage == "list" }
                window.selectRow(harness.viewModel.listing.rowIndex(ofPersonID: 1)!)
                harness.waitUntil("Leanne's profile shows") { window.profilePage == "form" }
                window.clickDetailPage(.tasks)
                harness.waitUntil("her tasks show") { window.tasksPage == "list" }
                window.typeNewTask("Book flights")
                try Self.capture("due-\(language)-closed.png", in: output, harness: harness)
                window.pickDueDay(year: 2099, month: 1, day: 15)
                window.detailPane.tasks.dueDate.button.popup()
                try Self.capture("due-\(language)-open.png", in: output, harness: harness)
                StyleManager.setColorScheme(.forceDark)
                try Self.capture("due-\(language)-open-dark.png", in: output, harness: harness)
                window.detailPane.tasks.dueDate.popover.popdown()
                StyleManager.setColorScheme(.followSystem)
                window.window.setDefaultSize(width: 360, height: 720)
                harness.waitUntil("the window folds") { window.leaflet.isFolded }
                try Self.capture("due-\(language)-narrow.png", in: output, harness: harness)
                window.detailPane.tasks.dueDate.button.popup()
                try Self.capture("due-\(language)-narrow-open.png", in: output, harness: harness)
                window.detailPane.tasks.dueDate.popover.popdown()
                window.typeDueDate(language == "de_DE" ? "31.02.2099" : "02/30/2099")
                try Self.capture("due-\(language)-narrow-invalid.png", in: output, harness: harness)
            }
        }
    }

    func testCaptureTheErrorPanel() throws {
        let output = self.output!
        try MainActor.assumeIsolated {
            let store = try InMemoryRosterStore.sampleData()
            store.failReads("The database is locked by another program")
            let harness = try WindowHarness(store: store)
            defer { harness.close() }
            harness.waitUntil("the error shows") { harness.window.listPage == "failed" }
            try Self.capture("screenshot-error.png", in: output, harness: harness)
        }
    }

    /// The primary menu, the About window and the shortcuts window (an application's window).
    func testCaptureTheMenuAboutAndShortcuts() throws {
        let output = self.output!
        try MainActor.assumeIsolated {
            let harness = try WindowHarness(store: InMemoryRosterStore.sampleData())
            harness.close()  // only for GTK's set-up; the window below belongs to an application
            let application = try GtkTestSupport.registeredApplication()
            RosterActions.registerAccelerators(in: application)
            // The icon as an installed Roster has it (`make icons` stages it).
            gtk_icon_theme_add_search_path(
                gtk_icon_theme_get_for_display(gdk_display_get_default()),
                URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                    .deletingLastPathComponent().appendingPathComponent(".build/share/icons").path)
            let app = AppViewModel(store: try InMemoryRosterStore.sampleData())
            let window = MainWindow(application: application, app: app, undoTimeout: 0)
            let shortcuts = try RosterActions.attachShortcutsWindow(to: window.window)
            window.present()
            defer {
                window.window.destroy()
                MainLoopBridge.iterateUntilIdle()
            }
            MainLoopBridge.iterate(until: { window.listPage == "list" }, timeout: .seconds(5))
            let shot = { (name: String) in
                MainLoopBridge.iterateUntilIdle()
                MainLoopBridge.iterate(until: { false }, timeout: .milliseconds(500))
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/usr/bin/import")
                process.arguments = ["-window", "root", "-trim", "+repage", output.appendingPathComponent(name).path]
                try process.run()
                process.waitUntilExit()
            }
            window.menuButton.popup()
            try shot("screenshot-menu.png")
            window.menuButton.popdown()
            window.window.activateAction(RosterActions.about.name)
            try shot("screenshot-about.png")
            window.aboutWindow?.close()
            window.window.activateAction(RosterActions.showShortcuts.name)
            try shot("screenshot-shortcuts.png")
            shortcuts.close()
        }
    }
}

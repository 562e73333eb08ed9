import CAdw
import CGtk
import Foundation
import GtkKit
import GtkTestSupport
import RosterGtk
import RosterGtkScenarios
import RosterModel
import RosterViewModels
import XCTest

/// The person page's boxed rows: their action buttons, clicked as a user clicks them, the
/// clipboard and toast they lead to, the inline error row, and the People rows' avatars.
final class ProfileFieldActionsWindowTests: XCTestCase {
    @MainActor
    private static func button(_ action: FieldAction, on field: ProfileField, in harness: WindowHarness) -> Button {
        harness.window.detailPane.profile.row(field).actionButtons[action]!
    }

    /// The texts of the labels shown over the window's content (its toasts).
    @MainActor
    private static func shownToastTexts(_ harness: WindowHarness) -> [String] {
        var texts: [String] = []
        Widget.forEachDescendant(of: harness.window.toasts.widget) { child in
            guard String(cString: G_OBJECT_TYPE_NAME_shim(child)) == "AdwToastWidget" else { return }
            Widget.forEachDescendant(of: child) { part in
                if gk_is_label(part) != 0, gtk_widget_get_mapped(part) != 0 {
                    texts.append(String(cString: gtk_label_get_text(OpaquePointer(part))))
                }
            }
        }
        return texts
    }

    func testCopyPutsTheNumberOnTheClipboardAndSaysCopied() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness.showingLeanne(store: TestPeopleStore(people: TestPeopleStore.samplePeople()))
            defer { harness.close() }
            let copy = Self.button(.copy, on: .phone, in: harness)
            XCTAssertEqual(copy.accessibleName, "Copy Phone Number")
            XCTAssertFalse(copy.isSensitive, "nothing to copy while the test store's Leanne has no phone")
            XCTAssertEqual(copy.tooltip, "No phone number")
            harness.window.typeInProfile(.phone, "1-770-736-8031 x56442")
            harness.waitUntil("Copy is enabled") { copy.isSensitive }
            XCTAssertTrue(copy.click(), "Copy is on screen and enabled")
            XCTAssertEqual(Clipboard.localText(for: harness.window.window), "1-770-736-8031 x56442")
            harness.waitUntil("the toast says Copied") { Self.shownToastTexts(harness).contains("Copied") }
        }
    }

    func testSendEmailHandsTheDesktopAMailtoOfTheShownAddress() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness.showingLeanne(store: TestPeopleStore(people: TestPeopleStore.samplePeople()))
            defer { harness.close() }
            var handed: [FieldHandoff] = []
            // Instead of starting a mail program: what the window would hand over.
            harness.window.detailPane.profile.handoffRequested = { handed.append($0) }
            harness.window.typeInProfile(.email, "leanne@example.org")
            harness.window.typeInProfile(.phone, "1-770-736-8031 x56442")
            harness.window.typeInProfile(.website, "https://hildegard.org")
            harness.waitUntil("the typed fields' actions are enabled") {
                Self.button(.call, on: .phone, in: harness).isSensitive && Self.button(.openWebsite, on: .website, in: harness).isSensitive
            }
            XCTAssertTrue(Self.button(.sendEmail, on: .email, in: harness).click())
            XCTAssertTrue(Self.button(.call, on: .phone, in: harness).click())
            XCTAssertTrue(Self.button(.openWebsite, on: .website, in: harness).click())
            XCTAssertEqual(
                handed,
                [
                    .open(uri: "mailto:leanne@example.org"), .open(uri: "tel:17707368031;ext=56442"),
                    .open(uri: "https://hildegard.org"),
                ])
        }
    }

    func testAnInvalidEmailDisablesSendEmailAndShowsItsErrorUnderTheRow() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness.showingLeanne(store: TestPeopleStore(people: TestPeopleStore.samplePeople()))
            defer { harness.close() }
            let sendEmail = Self.button(.sendEmail, on: .email, in: harness)
            let row = harness.window.detailPane.profile.row(.email)
            XCTAssertTrue(sendEmail.isSensitive)
            XCTAssertFalse(row.errorRow!.isVisible, "no error row before an edit")

            harness.window.typeInProfile(.email, "leanne@")
            harness.waitUntil("Send Email turns off") { !sendEmail.isSensitive }
            XCTAssertEqual(sendEmail.tooltip, "Email is not valid")
            XCTAssertFalse(sendEmail.click(), "a disabled button takes no click")
            XCTAssertTrue(row.errorRow!.isOnScreen, "the error shows in the row under the field")
            XCTAssertEqual(row.error.text, "Email is not valid")
            XCTAssertTrue(row.editor.hasCSSClass("error"), "the field's row is drawn as an error")
            XCTAssertTrue(Self.button(.copy, on: .email, in: harness).isSensitive, "copying takes any text")

            harness.window.typeInProfile(.email, "")
            harness.waitUntil("Copy turns off with nothing to copy") { !Self.button(.copy, on: .email, in: harness).isSensitive }
            XCTAssertEqual(Self.button(.copy, on: .email, in: harness).tooltip, "No email address")
        }
    }

    func testDeletePersonEndsTheFormAndSaveStaysInViewUnderIt() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness.showingLeanne(store: TestPeopleStore(people: TestPeopleStore.samplePeople()))
            defer { harness.close() }
            harness.window.window.setDefaultSize(width: 1040, height: 480)
            let page = harness.window.detailPane.profile
            harness.waitUntil("the short window lays the page out") {
                (page.save.bounds(in: page.root)?.y ?? 0) + 34 < 480
            }
            let biography = try XCTUnwrap(page.row(.biography).editor.bounds(in: page.root))
            let delete = try XCTUnwrap(page.deletePerson.bounds(in: page.root))
            XCTAssertGreaterThan(delete.y, biography.y + biography.height, "Delete Person comes after the last field")
            XCTAssertEqual(page.deletePerson.label, "Delete Person")
            XCTAssertTrue(page.save.isWhollyInside(harness.window.toasts), "Save is in view in a short window")
            XCTAssertTrue(page.revert.isWhollyInside(harness.window.toasts), "Revert too")
        }
    }

    func testEveryPersonRowShowsTheInitialsOnTheirColour() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness.showingLeanne(store: TestPeopleStore(people: TestPeopleStore.samplePeople()))
            defer { harness.close() }
            var checked = 0
            for bound in harness.window.listPane.list.boundRows where bound.row.name.isVisible {
                let name = bound.row.name.text
                guard case .initials(let initials, let color) = AvatarDisplay.placeholder(forName: name) else {
                    return XCTFail("a name's placeholder is initials")
                }
                XCTAssertTrue(bound.row.avatar.root.isVisible, name)
                XCTAssertEqual(bound.row.avatar.root.shownInitials, initials, name)
                XCTAssertTrue(bound.row.avatar.root.hasCSSClass(RosterStyle.cssClass(color)), "\(name) on \(color)")
                checked += 1
            }
            XCTAssertGreaterThanOrEqual(checked, 5, "the rows on screen were checked")
            for bound in harness.window.listPane.list.boundRows where bound.row.header.isVisible {
                XCTAssertFalse(bound.row.avatar.root.isVisible, "a section header has no avatar")
            }
        }
    }

    func testTabWalksFromAFieldThroughItsActionsToTheNextField() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness.showingLeanne(store: TestPeopleStore(people: TestPeopleStore.samplePeople()))
            defer { harness.close() }
            harness.window.typeInProfile(.email, "leanne@example.org")
            let page = harness.window.detailPane.profile
            harness.waitUntil("Send Email is enabled") { page.row(.email).actionButtons[.sendEmail]!.isSensitive }
            XCTAssertTrue(page.row(.email).editor.grabFocus())
            var reached: [String] = []
            for _ in 0..<3 {
                // What Tab does: the window moves the focus to the next widget that takes it.
                gtk_widget_child_focus(harness.window.window.widget, GTK_DIR_TAB_FORWARD)
                let focused = [
                    page.row(.email).actionButtons[.sendEmail]!, page.row(.email).actionButtons[.copy]!, page.row(.phone).editor,
                ].first(where: \.containsFocus)
                reached.append(focused?.accessibleName ?? "elsewhere")
            }
            XCTAssertEqual(reached, ["Send Email", "Copy Email Address", "Phone"])
        }
    }

    func testAPersonWithAPhotoShowsItInTheirRow() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("roster-row-photo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try MainActor.assumeIsolated {
            try GtkTestSupport.initialize()
            let photo = folder.appendingPathComponent("person-2.png").path
            let pixbuf = try XCTUnwrap(gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, 64, 64), "gdk-pixbuf cannot allocate the test image")
            defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
            gdk_pixbuf_fill(pixbuf, 0x26A2_69FF)
            XCTAssertEqual(gdk_pixbuf_savev(pixbuf, photo, "png", nil, nil, nil), 1, "cannot write the test image")
            let harness = try WindowHarness(
                store: TestPeopleStore(people: [
                    Person(id: 1, name: "Ada Lovelace", email: "ada@example.org"),
                    Person(id: 2, name: "Grace Hopper", email: "grace@example.org", avatarPath: photo),
                    // A path a colleague wrote into a shared directory: no picture, and it never ends.
                    Person(id: 3, name: "Mallory Zero", email: "mallory@example.org", avatarPath: "/dev/zero"),
                ]))
            defer { harness.close() }
            harness.waitUntil("the list shows") { harness.window.listPage == "list" }
            let rows = Dictionary(
                harness.window.listPane.list.boundRows.filter { $0.row.name.isVisible }.map { ($0.row.name.text, $0.row) },
                uniquingKeysWith: { first, _ in first })
            XCTAssertEqual(rows["Grace Hopper"]?.avatar.root.imageFile, photo, "her photo, not her initials")
            XCTAssertNil(rows["Grace Hopper"]?.avatar.root.shownInitials)
            XCTAssertNil(rows["Ada Lovelace"]?.avatar.root.imageFile)
            XCTAssertEqual(rows["Ada Lovelace"]?.avatar.root.shownInitials, "AL")
            XCTAssertNil(rows["Mallory Zero"]?.avatar.root.imageFile, "a device is not read as a picture")
            XCTAssertEqual(rows["Mallory Zero"]?.avatar.root.shownInitials, "MZ", "her initials instead")

            // A photo given and saved in the profile reaches her row.
            harness.window.selectRow(try XCTUnwrap(harness.viewModel.listing.rowIndex(ofPersonID: 1)))
            harness.waitUntil("her profile shows") { harness.window.profileField(.name).value == "Ada Lovelace" }
            harness.window.choosePhoto(path: photo)
            harness.waitUntil("the photo is chosen") { harness.window.removePhotoEnabled }
            harness.window.clickSave()
            harness.waitUntil("her row shows the photo") {
                harness.window.listPane.list.boundRows.contains {
                    $0.row.name.text == "Ada Lovelace" && $0.row.avatar.root.imageFile != nil
                }
            }
        }
    }
}

import Foundation
import RosterModel
import RosterTestSupport
import RosterViewModels
import Testing

@Suite("Field actions")
@MainActor
struct FieldActionTests {
    static let leanne = Person(
        id: 1, name: "Leanne Graham", username: "Bret", email: "Sincere@april.biz", phone: "1-770-736-8031 x56442",
        website: "https://hildegard.org", companyName: "Romaguera-Crona")

    private func loadedProfile(_ person: Person = leanne) async throws -> ProfileViewModel {
        let viewModel = ProfileViewModel(
            personID: person.id, store: GatedRosterStore(people: [person]), avatars: FakeAvatarImporter(returning: "/x.png"))
        await viewModel.appeared().value
        try #require(viewModel.loadState == .loaded)
        return viewModel
    }

    @Test("each row offers its own actions, copy last")
    func actionsPerField() {
        #expect(FieldAction.actions(for: .email) == [.sendEmail, .copy])
        #expect(FieldAction.actions(for: .phone) == [.call, .copy])
        #expect(FieldAction.actions(for: .website) == [.openWebsite, .copy])
        #expect(FieldAction.actions(for: .name).isEmpty)
        #expect(FieldAction.actions(for: .biography).isEmpty)
    }

    @Test("the actions hand the desktop the address the form shows")
    func handoffs() async throws {
        let profile = try await loadedProfile()
        #expect(profile.fieldActionTapped(.sendEmail, on: .email) == .open(uri: "mailto:Sincere@april.biz"))
        #expect(profile.fieldActionTapped(.call, on: .phone) == .open(uri: "tel:17707368031;ext=56442"))
        #expect(profile.fieldActionTapped(.openWebsite, on: .website) == .open(uri: "https://hildegard.org"))
        #expect(profile.fieldActionTapped(.copy, on: .phone) == .copy(text: "1-770-736-8031 x56442", toast: "Copied"))
        // An unsaved correction is what gets mailed and copied.
        profile.fieldChanged(.email, to: "leanne@example.org ")
        #expect(profile.fieldActionTapped(.sendEmail, on: .email) == .open(uri: "mailto:leanne@example.org"))
        #expect(profile.fieldActionTapped(.copy, on: .email) == .copy(text: "leanne@example.org", toast: "Copied"))
    }

    @Test("an international number keeps its plus; the website's scheme is kept")
    func internationalAndSchemes() async throws {
        var person = Self.leanne
        person.phone = "+49 (30) 1234-567"
        person.website = "http://example.org/path"
        let profile = try await loadedProfile(person)
        #expect(profile.fieldActionTapped(.call, on: .phone) == .open(uri: "tel:+49301234567"))
        #expect(profile.fieldActionTapped(.openWebsite, on: .website) == .open(uri: "http://example.org/path"))
    }

    @Test("an address needing escapes is escaped in the mailto: URI")
    func mailtoEscapes() async throws {
        var person = Self.leanne
        person.email = "a&b?c@example.org"
        let profile = try await loadedProfile(person)
        let handoff = profile.fieldActionTapped(.sendEmail, on: .email)
        #expect(handoff == .open(uri: "mailto:a%26b%3Fc@example.org"))
    }

    @Test("empty or invalid fields disable their actions, each with its reason, and tapping does nothing")
    func disabledWithReasons() async throws {
        let profile = try await loadedProfile()
        profile.fieldChanged(.phone, to: "")
        #expect(profile.fieldActionDisabledReason(.call, on: .phone) == "No phone number")
        #expect(profile.fieldActionDisabledReason(.copy, on: .phone) == "No phone number")
        #expect(profile.fieldActionTapped(.call, on: .phone) == nil)
        profile.fieldChanged(.email, to: "leanne@")
        #expect(profile.fieldActionDisabledReason(.sendEmail, on: .email) == "Email is not valid")
        profile.fieldChanged(.website, to: "hildegard.org")
        #expect(profile.fieldActionDisabledReason(.openWebsite, on: .website) == "Website must be an http:// or https:// address")
        #expect(!profile.isFieldActionEnabled(.sendEmail, on: .email))
        // Copying takes any text: the user may be copying it to fix it elsewhere.
        #expect(profile.isFieldActionEnabled(.copy, on: .email))
        #expect(profile.fieldActionTapped(.copy, on: .email) == .copy(text: "leanne@", toast: "Copied"))
        // No action is offered where a row has none.
        #expect(profile.fieldActionTapped(.copy, on: .name) == nil)
    }

    @Test("a new person's empty form offers nothing to act on")
    func newPerson() async throws {
        let profile = ProfileViewModel(newPersonIn: GatedRosterStore(people: []), avatars: FakeAvatarImporter(returning: "/x.png"))
        await profile.appeared().value
        for field in ProfileField.allCases {
            for action in FieldAction.actions(for: field) {
                #expect(!profile.isFieldActionEnabled(action, on: field), "\(action) on \(field)")
            }
        }
        #expect(profile.shownControls.contains(.fieldAction(.email, .sendEmail)))
        #expect(profile.shownControls.suffix(4) == [.deletePerson, .history, .revert, .save])
    }

    @Test("list rows and the profile show the same placeholder for a name")
    func rowAvatar() async throws {
        let profile = try await loadedProfile()
        let row = PersonRow(id: 1, name: "Leanne Graham", email: "Sincere@april.biz")
        #expect(row.avatar == profile.avatar)
        guard case .initials(let initials, let color) = row.avatar else {
            Issue.record("a row without a photo shows initials")
            return
        }
        #expect(initials == "LG")
        #expect(color == AvatarColor(name: "Leanne Graham"))
        #expect(PersonRow(id: 2, name: "Cher", email: "").avatar == .initials("C", AvatarColor(name: "Cher")))
        #expect(PersonRow(id: 3, name: "Pia Bild", email: "", photo: "/data/p.png").avatar == .image(path: "/data/p.png"))
    }
}

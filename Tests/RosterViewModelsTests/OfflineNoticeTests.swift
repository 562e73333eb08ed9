import Foundation
import RosterModel
import RosterTestSupport
import RosterTesting
import Testing

@testable import RosterViewModels

/// A directory on a server may go away: the People list says so, keeps what it shows, and
/// catches up when the server is back.
@MainActor
@Suite("PeopleViewModel: offline notice")
struct OfflineNoticeTests {
    @Test("the server going away shows the notice with its retry time; coming back hides it and reloads")
    func offlineAndBack() async throws {
        let store = InMemoryRosterStore(people: [Person(id: 1, name: "Ada Lovelace", email: "ada@example.org")], tasks: [])
        let viewModel = PeopleViewModel(store: store, locale: Locale(identifier: "en_US"))
        await viewModel.appeared().value
        #expect(viewModel.offlineNotice == nil)

        store.setAvailability(.unavailable(retryingIn: .milliseconds(3_200)))
        #expect(await waitUntil { viewModel.offlineNotice != nil })
        #expect(viewModel.offlineNotice?.title == "Offline")
        #expect(viewModel.offlineNotice?.detail.contains("tries again in 4 seconds") == true, "rounded up: never 'in 0 seconds'")
        #expect(viewModel.listing.allRows.contains { $0.personID == 1 }, "the list keeps what it showed")

        // Someone added a person while this client was cut off: the store reports it only as "unknown".
        _ = try await store.addPerson(Person(id: 0, name: "Grace Hopper", email: "grace@example.org"))
        store.setAvailability(.available)
        #expect(await waitUntil { viewModel.offlineNotice == nil })
        #expect(await waitUntil { viewModel.listing.allRows.count(where: { $0.personID != nil }) == 2 })
    }

    @Test("one second to go reads as singular")
    func singular() {
        #expect(OfflineNotice(.unavailable(retryingIn: .milliseconds(400)))?.detail.contains("in 1 second;") == true)
        #expect(OfflineNotice(.available) == nil)
    }
}

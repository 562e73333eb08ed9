import CGtk
import Foundation
import GtkKit
import GtkTestSupport
import RosterGtk
import RosterModel
import RosterViewModels
import XCTest

/// A store the tests control: it can fail until told otherwise.
final class TestPeopleStore: PeopleStore, @unchecked Sendable {
    private let lock = NSLock()
    private var _people: [Person]
    private var _failure: String?

    init(people: [Person], failure: String? = nil) {
        _people = people
        _failure = failure
    }

    var failure: String? {
        get { lock.withLock { _failure } }
        set { lock.withLock { _failure = newValue } }
    }

    func fetchPeople() async throws -> [Person] {
        try lock.withLock {
            if let failure = _failure { throw StoreError.readFailed(failure) }
            return _people
        }
    }

    /// The ten JSONPlaceholder users, as the default database holds them.
    static func samplePeople() throws -> [Person] {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Resources/SampleData/users.json")
        struct User: Decodable {
            struct Company: Decodable { var name: String }
            var id: Int64, name: String, username: String, email: String, company: Company
        }
        return try JSONDecoder().decode([User].self, from: Data(contentsOf: url)).map {
            Person(id: $0.id, name: $0.name, username: $0.username, email: $0.email, companyName: $0.company.name)
        }
    }
}

/// Opens a `MainWindow` on a view model and tears it down after the test.
@MainActor
final class WindowHarness {
    let viewModel: PeopleViewModel
    let window: MainWindow

    init(store: any PeopleStore) throws {
        try GtkTestSupport.initialize()
        viewModel = PeopleViewModel(store: store, locale: Locale(identifier: "en_US"))
        window = MainWindow(application: nil, viewModel: viewModel)
        window.present()
    }

    /// Iterates the main loop until `condition` holds; fails the test after a few seconds.
    func waitUntil(_ description: String, file: StaticString = #filePath, line: UInt = #line, _ condition: () -> Bool) {
        if !MainLoopBridge.iterate(until: condition, timeout: 5) {
            XCTFail("timed out waiting until \(description)", file: file, line: line)
        }
        MainLoopBridge.iterateUntilIdle()
    }

    /// The texts of the rows GTK shows, one string per row.
    var shownRowTexts: [String] {
        window.shownRows.map { $0.texts.joined(separator: " | ") }
    }

    func close() {
        window.window.destroy()
        MainLoopBridge.iterateUntilIdle()
    }
}

import Foundation
import Observation
import RosterModel
import RosterSQLite
import RosterViewModels

/// CPU and latency of one external single-person edit at 100,000 people: another
/// connection to the same file (as `roster-cli edit` would be) renames one person,
/// the view model notices through `changes()` and shows it. Measured from the
/// edit's commit to the renamed row being listed: the process's CPU time (all
/// threads: change monitor, store reads, folding, the main actor) and wall time.
///
/// Twice: as this build does it (the change log's delta, the index edited in
/// place) and as every change was handled before (`.unknown`: reload and rebuild
/// the whole directory), through a store that reports every change as unknown.
@MainActor
struct EditBenchmark {
    struct Results {
        var cpuP50: Double
        var cpuP95: Double
        var wallP50: Double
        var wallP95: Double
        var edits: Int
    }

    /// Opens a new connection to the directory measured (each client has its own).
    let open: @Sendable () async throws -> any DirectoryConnection

    /// On the SQLite database at `databasePath`.
    init(databasePath: String) {
        open = { try RosterDatabase(path: databasePath) }
    }

    /// On whatever `open` connects to (a PostgreSQL database: two clients of one server).
    init(open: @escaping @Sendable () async throws -> any DirectoryConnection) {
        self.open = open
    }

    /// `edits` renames, one at a time; `reloadEverything`: the old handling.
    func run(edits: Int, reloadEverything: Bool, seed: UInt64) async throws -> Results {
        let database = try await open()
        let store: any PeopleStore = reloadEverything ? ReloadEverythingStore(base: database) : database
        let viewModel = PeopleViewModel(store: store)
        await viewModel.appeared().value
        guard viewModel.loadState == .loaded else { throw BenchmarkError("load failed: \(viewModel.loadState)") }
        let other = try await open()
        let ids = try await other.fetchPeople().map(\.id).sorted()
        var random = seed
        var cpu: [Double] = []
        var wall: [Double] = []
        // The first edit also starts the change monitor: not counted.
        for round in -1..<edits {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let id = ids[Int((random >> 33) % UInt64(ids.count))]
            guard let person = try await other.fetchPerson(id: id) else { continue }
            var renamed = person
            renamed.name = "Edited \(round + 2) \(person.name.split(separator: " ").last ?? "")"
            renamed.website = ""  // generated websites may break the rules an edit checks
            _ = try await other.updatePerson(PersonEdit(original: person, updated: renamed))
            let cpuStart = Self.cpuMilliseconds()
            let wallStart = DispatchTime.now().uptimeNanoseconds
            await Self.waitUntil(viewModel) {
                guard let row = viewModel.listing.rowIndex(ofPersonID: id), case .person(let shown) = viewModel.listing.row(at: row) else {
                    return false
                }
                return shown.name == renamed.name
            }
            guard round >= 0 else { continue }
            wall.append(Double(DispatchTime.now().uptimeNanoseconds - wallStart) / 1_000_000)
            cpu.append(Self.cpuMilliseconds() - cpuStart)
        }
        database.close()
        other.close()
        return Results(
            cpuP50: Measurements.percentile(cpu, 0.5), cpuP95: Measurements.percentile(cpu, 0.95),
            wallP50: Measurements.percentile(wall, 0.5), wallP95: Measurements.percentile(wall, 0.95), edits: cpu.count)
    }

    /// Waits, without polling, until `condition` holds after a change of the listing.
    private static func waitUntil(_ viewModel: PeopleViewModel, _ condition: @MainActor () -> Bool) async {
        while !condition() {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                withObservationTracking {
                    _ = viewModel.listing
                } onChange: {
                    continuation.resume()
                }
            }
            await ViewModelActivity.settle()
        }
    }

    /// User and system CPU time of the whole process, in milliseconds.
    static func cpuMilliseconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        func ms(_ time: timeval) -> Double { Double(time.tv_sec) * 1000 + Double(time.tv_usec) / 1000 }
        return ms(usage.ru_utime) + ms(usage.ru_stime)
    }
}

/// The database, reporting every change as `.unknown`: how every change was handled before the change log.
private struct ReloadEverythingStore: PeopleStore {
    let base: any PeopleStore
    func fetchPeople() async throws -> [Person] { try await base.fetchPeople() }
    func fetchPerson(id: PersonID) async throws -> Person? { try await base.fetchPerson(id: id) }
    func fetchPeopleList() async throws -> PeopleListColumns { try await base.fetchPeopleList() }
    func fetchFirstPeople(limit: Int) async throws -> PeopleSearchResult? { try await base.fetchFirstPeople(limit: limit) }
    func searchPeopleList(matching query: String) async throws -> PeopleListSearchResult {
        try await base.searchPeopleList(matching: query)
    }
    func changes() -> AsyncStream<StoreChange> {
        let changes = base.changes()
        return AsyncStream { continuation in
            let task = Task {
                for await _ in changes { continuation.yield(.unknown) }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}

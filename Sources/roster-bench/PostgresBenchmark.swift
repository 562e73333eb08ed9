import Foundation
import RosterEngines
import RosterModel
import RosterViewModels

/// The shared directory on PostgreSQL, next to the embedded SQLite file in the same run:
/// load-to-sections of the same 100,000 people, and the latency from a commit by one client
/// to the change shown by another client's view model (LISTEN/NOTIFY, then the re-read).
@MainActor
struct PostgresBenchmark {
    struct Results {
        var importMilliseconds: Double
        var loadMilliseconds: Double
        var edits: EditBenchmark.Results
    }

    /// The server's database to fill (emptied first by the import: the people replace whatever is there).
    let url: String

    func run(people: [Person], edits: Int) async throws -> Results {
        let address = DirectoryAddress(url)
        guard case .postgres = address else { throw BenchmarkError("\(url) is not a postgres:// URL") }
        let connection = try await address.open()
        let start = DispatchTime.now().uptimeNanoseconds
        _ = try await connection.importDirectory(DirectoryDocument(people: people), progress: { _ in })
        let importMilliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        var loads: [Double] = []
        for _ in 0..<5 { _ = try await ViewModelBenchmark.load(connection, expecting: people.count, into: &loads) }
        connection.close()
        let latency = try await EditBenchmark { try await address.open() }.run(edits: edits, reloadEverything: false, seed: 7)
        return Results(importMilliseconds: importMilliseconds, loadMilliseconds: Measurements.percentile(loads, 0.5), edits: latency)
    }
}

import Foundation
import RosterModel
import RosterSQLite
import RosterViewModels

/// Load and search figures of `PeopleViewModel` on a large database, no GTK.
@MainActor
struct ViewModelBenchmark {
    struct Results {
        var loadMilliseconds: Double
        var searchP50: Double
        var searchP95: Double
        var searchMax: Double
        var keystrokes: Int
        var peakRSSMiB: Double
    }

    let databasePath: String
    /// How many people the database holds (every load must list them all).
    let peopleCount: Int

    /// Typing then deleting a few queries, one keystroke at a time.
    static let keystrokes: [String] = {
        var sequence: [String] = []
        for word in ["clementine", "smith", "émile", "ol", "@kory", "иван"] {
            let prefixes = (1...word.count).map { String(word.prefix($0)) }
            sequence += prefixes + prefixes.reversed().dropFirst() + [""]
        }
        return sequence
    }()

    func run() async throws -> Results {
        let database = try RosterDatabase(path: databasePath)
        // The first load and the searches run alone, so the peak RSS is one screen's worth.
        var loads: [Double] = []
        let viewModel = try await load(database, into: &loads)
        var samples: [Double] = []
        var peakRSSMiB = 0.0
        // ROSTER_BENCH_DETAIL=1 prints each keystroke's time and match count.
        for query in Self.keystrokes {
            defer {
                if ProcessInfo.processInfo.environment["ROSTER_BENCH_DETAIL"] != nil {
                    print(
                        String(format: "    %-12@ %6.2f ms  %6d matches", "\"\(query)\"", samples.last ?? 0, viewModel.listing.matchCount))
                }
            }
            samples.append(
                Measurements.milliseconds {
                    viewModel.searchTextChanged(query)
                    // What the window reads per update: the count and the first screenful of rows.
                    _ = viewModel.countText
                    for index in 0..<min(40, viewModel.listing.rowCount) { _ = viewModel.listing.row(at: index) }
                })
        }
        peakRSSMiB = Measurements.peakRSSMiB()
        for _ in 0..<4 { _ = try await load(database, into: &loads) }
        return Results(
            loadMilliseconds: Measurements.percentile(loads, 0.5),
            searchP50: Measurements.percentile(samples, 0.5),
            searchP95: Measurements.percentile(samples, 0.95),
            searchMax: samples.max() ?? .nan,
            keystrokes: samples.count,
            peakRSSMiB: peakRSSMiB
        )
    }

    /// Loads a new view model on `database` to sections, adding the milliseconds it took to `loads`.
    func load(_ database: any PeopleStore, into loads: inout [Double]) async throws -> PeopleViewModel {
        try await Self.load(database, expecting: peopleCount, into: &loads)
    }

    /// Loads a new view model on `database` to sections, adding the milliseconds it took to `loads`.
    static func load(_ database: any PeopleStore, expecting peopleCount: Int, into loads: inout [Double]) async throws -> PeopleViewModel {
        let model = PeopleViewModel(store: database)
        let start = DispatchTime.now().uptimeNanoseconds
        await model.appeared().value
        loads.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
        guard model.loadState == .loaded, model.listing.matchCount == peopleCount else {
            throw BenchmarkError("load failed: \(model.loadState)")
        }
        return model
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

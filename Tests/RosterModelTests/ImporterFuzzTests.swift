import Foundation
import RosterModel
import RosterSampleData
import RosterTestSupport
import RosterTesting
import Testing

/// Fuzzing the JSON importer: seeded mutations of real directory files. Every
/// input must end in a typed `ImportError` or a document whose every record
/// passes the model's rules and survives export → import unchanged; a crash or
/// a hang fails the whole test run. Reproduce a failure with its seed and run.
@Suite("Fuzzing the JSON importer")
struct ImporterFuzzTests {
    /// `ROSTER_FUZZ_RUNS` and `ROSTER_FUZZ_SEED` widen or vary a run (`make fuzz`).
    static let runs = ProcessInfo.processInfo.environment["ROSTER_FUZZ_RUNS"].flatMap(Int.init) ?? 40_000
    static let seed = ProcessInfo.processInfo.environment["ROSTER_FUZZ_SEED"].flatMap(UInt64.init) ?? 0x5EED_2026

    private static func seeds() throws -> [[UInt8]] {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scenarios/fixtures")
        let files = try ["small-team.json", "unicode-team.json", "bad-team.json", "nobody.json"].map {
            try Data(contentsOf: fixtures.appendingPathComponent($0))
        }
        // The sample team, cut to three people so that a run stays quick.
        let sample = try DirectoryJSON.parse(Data(contentsOf: SampleData.usersURL))
        let three = DirectoryJSON.serialize(DirectoryDocument(people: Array(sample.people.prefix(3))), avatarName: { _ in nil })
        return (files + [three]).map { [UInt8]($0) }
    }

    @Test("mutated directory files are refused with a typed error or imported whole and valid")
    func mutatedFiles() async throws {
        let seeds = try Self.seeds()
        var mutator = FuzzMutator(seed: Self.seed)
        var accepted = 0
        var refused = 0
        for run in 0..<Self.runs {
            let input = mutator.mutate(seeds[run % seeds.count])
            let context = "seed \(Self.seed), run \(run): \(String(decoding: input.prefix(300), as: UTF8.self))"
            do {
                let document = try DirectoryJSON.parse(Data(input))
                accepted += 1
                try check(document, context: context)
            } catch {
                refused += 1
                check(error, input: input, context: context)
            }
        }
        print("fuzz: JSON importer — \(Self.runs) runs (seed \(Self.seed)), \(accepted) accepted, \(refused) refused, 0 crashes")
        #expect(accepted > 0 && refused > 0, "the mutations reach both outcomes")
    }

    @Test("fuzzed documents that parse import into a store and export unchanged")
    func importAndExport() async throws {
        let seeds = try Self.seeds()
        var mutator = FuzzMutator(seed: Self.seed ^ 0xA5A5)
        var imported = 0
        for run in 0..<(Self.runs / 10) {
            guard let document = try? DirectoryJSON.parse(Data(mutator.mutate(seeds[run % seeds.count]))),
                document.people.allSatisfy({ $0.avatarPath == nil })
            else { continue }
            let store = InMemoryRosterStore(people: [], tasks: [])
            _ = try await store.importDirectory(document, progress: { _ in })
            let exported = try await store.exportDirectory()
            #expect(
                exported.people.sorted { $0.id < $1.id } == document.people.sorted { $0.id < $1.id },
                "seed \(Self.seed ^ 0xA5A5), run \(run)")
            #expect(exported.tasks.count == document.tasks.count, "seed \(Self.seed ^ 0xA5A5), run \(run)")
            imported += 1
        }
        print("fuzz: import into a store — \(imported) fuzzed documents imported and exported unchanged")
        #expect(imported > 0)
    }

    /// An accepted document holds only what the rules allow, and its export reads back identical.
    private func check(_ document: DirectoryDocument, context: String) throws {
        for person in document.people {
            #expect(PersonRules.violations(of: person).isEmpty, "\(context)")
            #expect(person.id > 0, "\(context)")
        }
        #expect(Set(document.people.map(\.id)).count == document.people.count, "\(context)")
        let ids = Set(document.people.map(\.id))
        for task in document.tasks {
            #expect(ids.contains(task.personID), "\(context)")
            #expect((try? TaskRules.validate(task)) != nil, "\(context)")
        }
        let exported = DirectoryJSON.serialize(document, avatarName: { $0.avatarPath })
        let again = try DirectoryJSON.parse(exported)
        #expect(again == document, "export → import changes the document: \(context)")
    }

    /// A refusal is typed and points inside the input.
    private func check(_ error: any Error, input: [UInt8], context: String) {
        guard let error = error as? ImportError else {
            Issue.record("an untyped error \(error): \(context)")
            return
        }
        switch error {
        case .malformedJSON(let line, let column, let reason):
            let lines = input.count(where: { $0 == UInt8(ascii: "\n") }) + 1
            #expect((1...lines).contains(line) && column >= 1, "\(line):\(column) outside the input: \(context)")
            #expect(!reason.isEmpty, "\(context)")
        case .invalidRecords(let problems):
            #expect(!problems.isEmpty, "\(context)")
        case .notADirectory(let found):
            #expect(!found.description.isEmpty, "\(context)")
        case .unreadable:
            Issue.record("parsing bytes cannot fail to read: \(context)")
        case .malformedVCard:
            Issue.record("the JSON parser cannot find a malformed vCard: \(context)")
        }
    }
}

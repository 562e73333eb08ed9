import Foundation
import RosterTestSupport
import Testing

@testable import RosterModel

/// Fuzzing the vCard reader: seeded mutations of the vCard fixtures. Every input must end
/// in a typed `ImportError` naming a line of the input, or in cards whose people can be
/// written back as vCard and read again to the same people; a crash or a hang fails the run.
@Suite("Fuzzing the vCard reader")
struct VCardFuzzTests {
    static let runs = ProcessInfo.processInfo.environment["ROSTER_FUZZ_RUNS"].flatMap(Int.init).map { $0 / 4 } ?? 10_000
    static let seed = ProcessInfo.processInfo.environment["ROSTER_FUZZ_SEED"].flatMap(UInt64.init) ?? 0x5EED_2026

    @Test("mutated vCard files are refused with their line or read whole, and what is read writes back the same")
    func mutatedFiles() throws {
        let seeds = try ["google.vcf", "rfc6350.vcf", "android-2.1.vcf", "evolution-photo.vcf"].map {
            [UInt8](try Data(contentsOf: VCardTests.fixtures.appendingPathComponent($0)))
        }
        var mutator = FuzzMutator(seed: Self.seed)
        mutator.dictionary += ["BEGIN:VCARD", "END:VCARD", "\r\n ", "=\r\n", ";ENCODING=QUOTED-PRINTABLE", "=C3=", "\\", ";", ":"].map {
            Array($0.utf8)
        }
        var accepted = 0
        var refused = 0
        for run in 0..<Self.runs {
            let input = mutator.mutate(seeds[run % seeds.count])
            let context = "seed \(Self.seed), run \(run): \(String(decoding: input.prefix(300), as: UTF8.self))"
            let cards: [VCardCard]
            do {
                cards = try VCardParser.parse(Data(input))
            } catch {
                refused += 1
                let lines = input.count(where: { $0 == UInt8(ascii: "\n") }) + 1
                switch error {
                case .malformedVCard(let line, _):
                    #expect((1...lines).contains(line), "line \(line) outside the input: \(context)")
                default:
                    Issue.record("parsing bytes refused as \(error), not as a malformed vCard: \(context)")
                }
                continue
            }
            accepted += 1
            let read = try VCardImport(cards: cards)
            if let folder = read.photoFolder { try? FileManager.default.removeItem(at: folder) }
            // What an import would keep: the people the rules accept (a name or email with a
            // control character, such as a lone CR, is refused before it is stored).
            let people = read.people.filter { PersonRules.violations(of: $0).isEmpty }.map { person in
                var person = person
                person.avatarPath = nil
                return person
            }
            guard !people.isEmpty else { continue }
            let written = VCardWriter.serialize(people) { _ in nil }
            let reread = try VCardImport(cards: VCardParser.parse(written))
            #expect(reread.photoFolder == nil, "\(context)")
            let again = reread.people
            #expect(again.map(\.name) == people.map(\.name), "\(context)")
            #expect(again.map(\.email) == people.map(\.email), "\(context)")
        }
        print("fuzz: vCard reader — \(Self.runs) runs (seed \(Self.seed)), \(accepted) accepted, \(refused) refused, 0 crashes")
        #expect(accepted > 0 && refused > 0, "the mutations reach both outcomes")
    }
}

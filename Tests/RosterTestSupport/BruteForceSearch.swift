import Foundation
import RosterModel

/// The people search's reference: folded name, username, email and company and the phone's
/// digits (an extension's apart) of each person, in display order, searched field by field with a naive substring
/// check; a query that looks like a phone number is also looked for by its digits. The search
/// index and the view model's incremental search must list exactly what it lists.
public struct BruteForceSearch {
    private let people: [Person]
    private let fields: [[[UInt8]]]
    private var answers: [String: [PersonID]] = [:]

    /// - Parameters:
    ///   - people: everyone searched, in any order.
    ///   - displayOrder: their ids in the order the list shows them, which answers keep.
    public init(_ people: [Person], inDisplayOrder displayOrder: [PersonID]) {
        var folder = TextFolder()
        let byID = Dictionary(uniqueKeysWithValues: people.map { ($0.id, $0) })
        self.people = displayOrder.map { byID[$0]! }
        fields = self.people.map {
            [
                folder.folded(PersonSearchText.trimmedName($0.name)), folder.folded($0.username), folder.folded($0.email),
                folder.folded($0.companyName), Self.phoneDigits(folder.folded($0.phone)),
            ]
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    /// A folded phone's digits; from its first letter on (an extension), 0x02 and the digits after.
    private static func phoneDigits(_ folded: [UInt8]) -> [UInt8] {
        guard let letter = folded.firstIndex(where: { (0x61...0x7A).contains($0) }) else { return folded.filter(isDigit) }
        return folded[..<letter].filter(isDigit) + [0x02] + folded[letter...].filter(isDigit)
    }

    /// Whether a folded query is digits and phone punctuation, with perhaps an extension's
    /// marker (or its start: "x", "e", "ex", "ext") standing together among them.
    private static func isPhoneQuery(_ needle: [UInt8]) -> Bool {
        let punctuation = Array("0123456789 +-()./".utf8)
        let others = needle.filter { !punctuation.contains($0) }
        guard let first = needle.firstIndex(where: { !punctuation.contains($0) }) else { return true }
        return ["x", "e", "ex", "ext"].contains(String(decoding: others, as: UTF8.self))
            && needle[first..<(first + others.count)].elementsEqual(others)
    }

    /// Ids of the people with a field containing the folded, trimmed `query`, in display order.
    public mutating func ids(matching query: String) -> [PersonID] {
        if let known = answers[query] { return known }
        var folder = TextFolder()
        let needle = folder.folded(query.trimmingCharacters(in: .whitespacesAndNewlines))
        var needles = [needle]
        let digits = Self.phoneDigits(needle)
        if Self.isPhoneQuery(needle), digits.filter(Self.isDigit).count >= 3, digits != needle {
            needles.append(digits)
        }
        var result: [PersonID] = []
        for (person, fields) in zip(people, fields)
        where needle.isEmpty || fields.contains(where: { field in needles.contains { Self.contains(field, $0) } }) {
            result.append(person.id)
        }
        answers[query] = result
        return result
    }

    private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard needle.count <= haystack.count else { return false }
        return haystack.withUnsafeBufferPointer { h in
            needle.withUnsafeBufferPointer { n in
                var start = 0
                while start + n.count <= h.count {
                    var offset = 0
                    while offset < n.count, h[start + offset] == n[offset] { offset += 1 }
                    if offset == n.count { return true }
                    start += 1
                }
                return false
            }
        }
    }
}

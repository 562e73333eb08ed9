import Foundation
import RosterModel

/// `count` people with varied names (accents, other scripts, digits), unique usernames
/// and emails, from a fixed seed.
public func generatedPeople(count: Int, seed: UInt64) -> [Person] {
    var random = SplitMix64(seed: seed)
    let firstNames = [
        "Émile", "Emil", "emily", "Anna", "Ånja", "Łukasz", "Zoë", "Søren", "Ægir", "Øyvind", "Ingrid", "İlkay",
        "ǆemal", "Straße", "Joséphine", "Nuño", "Chloé", "Mårten", "Renée", "Björk", "Ñandú", "Ünal", "Xavier",
        "Quentin", "Oskar", "Petra", "Hélène", "Dvořák", "Yves", "Gül", "Борис", "李雷", "Αλέξης", "42nd", "  Zed",
    ]
    let lastNames = [
        "Lovelace", "Hopper", "Brontë", "Ørsted", "Łódź", "Müller", "Núñez", "O'Brien", "Smith-Jones", "Đoković",
        "Æbelø", "Straßmann", "van der Berg", "Ng", "Zhang", "Şahin", "Ólafsson", "Ibáñez", "Kovač", "Reyes",
    ]
    let domains = ["example.org", "mail.test", "exämple.net", "corp.example", "uni.edu"]
    func pick<T>(_ array: [T]) -> T { array[Int(random.next() % UInt64(array.count))] }
    return (0..<count).map { index in
        let first = pick(firstNames)
        let last = pick(lastNames)
        let number = random.next() % 100
        // Unique, as the stores keep usernames: the index ends it.
        let username = "\(first.prefix(3).lowercased())_\(last.prefix(4))\(number).\(index)"
        let email = "\(first.lowercased()).\(last.lowercased().replacingOccurrences(of: " ", with: ""))@\(pick(domains))"
        return Person(
            id: PersonID(Int64(index + 1) * 3),  // not contiguous, not in display order
            name: "\(first) \(last)", username: username, email: email, companyName: pick(lastNames) + " Ltd"
        )
    }
}

/// Names that fold, trim or sort alike (case, accents, ligatures, spaces), other scripts and blanks.
private let randomNames = [
    "Ada", "ada", " Ada ", "Ádám", "Zoë", "Łukasz", "Øystein", "Ærø", "straße", "Straße", "42", "#hash",
    "李", "Ωmega", "Jules", "Quinn", "Rhea", "Ivy", "", "J", "Mary Ann", "mary ann", "Mary-Ann", "Émile",
]

/// A person of random names (often alike, sometimes blank), username and email, drawn from `random`.
public func randomPerson(id: PersonID, _ random: inout SplitMix64) -> Person {
    func pick() -> String { randomNames[Int(random.next() % UInt64(randomNames.count))] }
    var name = pick() + " " + pick()
    if random.next() % 5 == 0 { name = pick() }
    if name.trimmingCharacters(in: .whitespaces).isEmpty { name = "Nameless" }
    return Person(
        id: id, name: name, username: random.next() % 3 == 0 ? pick() : "",
        email: "\(pick().lowercased())\(random.next() % 100)@example.org")
}

extension [Person] {
    /// The same people with phones of varied punctuation, from their ids.
    public func withPhones() -> [Person] {
        map { person in
            var person = person
            let id = person.id.rawValue
            let digits = String(id * 7_919 % 100_000)
            switch id % 4 {
            case 0: person.phone = "+1 (555) 0\(id % 10)-\(digits)"
            case 1: person.phone = "555.\(digits) x\(person.id)"
            case 2: person.phone = "1-555-\(digits)"
            default: person.phone = ""
            }
            return person
        }
    }
}

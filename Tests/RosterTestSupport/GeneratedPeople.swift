import Foundation
import RosterModel

/// `count` people with varied names (accents, other scripts, digits), usernames
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
        let username = "\(first.prefix(3).lowercased())_\(last.prefix(4))\(number)"
        let email = "\(first.lowercased()).\(last.lowercased().replacingOccurrences(of: " ", with: ""))@\(pick(domains))"
        return Person(
            id: Int64(index + 1) * 3, // not contiguous, not in display order
            name: "\(first) \(last)", username: username, email: email, companyName: pick(lastNames) + " Ltd"
        )
    }
}

import RosterModel

/// Deterministic, varied people for benchmarks: Latin, accented and non-Latin
/// names, a few that start with digits or symbols.
struct PeopleGenerator {
    private var state: UInt64 = 0x9E37_79B9_7F4A_7C15

    private static let firstNames = [
        "Clementine", "Clement", "Chelsey", "Ervin", "Glenna", "Kurtis", "Leanne", "Nicholas", "Patricia",
        "Émile", "Éloïse", "Zoë", "Łukasz", "Øyvind", "Ægir", "Ömer", "Çağla", "Ñuria", "İlkay", "Ångström",
        "Olivia", "Oliver", "Sofia", "Mateo", "Amara", "Kenji", "Priya", "Liam", "Noah", "Emma", "Ava",
        "Дмитрий", "Анна", "Γιώργος", "Ελένη", "李", "王芳", "田中", "محمد", "יעל", "Smith", "Ольга",
    ]
    private static let lastNames = [
        "Bauch", "DuBuque", "Dietrich", "Howell", "Reichert", "Weissnat", "Graham", "Runolfsdottir", "Lebsack",
        "Smith", "Smithson", "García", "Müller", "Dvořák", "Łaski", "Østergaard", "Þórsson", "Nguyễn",
        "O'Brien", "van der Berg", "Johnson", "Kowalski", "Rossi", "Tanaka", "Okafor", "Haddad",
        "Иванов", "Παπαδόπουλος", "张", "Cohen", "Schulist", "Romaguera",
    ]
    private static let prefixes = ["", "", "", "", "", "", "", "", "Dr. ", "Mrs. ", "3M ", "@", "🙂 "]
    private static let domains = ["april.biz", "melissa.tv", "yesenia.net", "kory.org", "annie.ca", "example.com"]

    private mutating func next(_ bound: Int) -> Int {
        // SplitMix64: fast and the same on every machine.
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Int(z % UInt64(bound))
    }

    mutating func people(count: Int) -> [Person] {
        (1...count).map { id in
            let first = Self.firstNames[next(Self.firstNames.count)]
            let last = Self.lastNames[next(Self.lastNames.count)]
            let prefix = Self.prefixes[next(Self.prefixes.count)]
            // Letters only: usernames make the email local part, which allows no spaces.
            let username = "\(first.prefix(3))\(last.prefix(4))\(id)".filter { $0.isLetter || $0.isNumber }
            let domain = Self.domains[next(Self.domains.count)]
            return Person(
                id: PersonID(Int64(id)), name: "\(prefix)\(first) \(last)", username: username,
                email: "\(username.lowercased())@\(domain)", phone: "1-770-736-\(1000 + next(9000))",
                website: "https://" + domain, companyName: "\(last) Group"
            )
        }
    }
}

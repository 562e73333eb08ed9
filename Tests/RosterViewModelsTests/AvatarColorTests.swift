import Testing

@testable import RosterViewModels

@Suite("Avatar colours")
struct AvatarColorTests {
    @Test("the same name always gets the same colour, pinned so it never changes between releases")
    func deterministic() {
        // FNV-1a of the UTF-8 bytes; pinned values catch an accidental switch to seeded hashing.
        #expect(AvatarColor(name: "Clementine Bauch") == AvatarColor(name: "Clementine Bauch"))
        // The FNV offset basis 2166136261 is 5 modulo 8: the sixth colour.
        #expect(AvatarColor(name: "") == .purple)
    }

    @Test("colours follow FNV-1a modulo the palette size")
    func followsFNV1a() {
        for name in ["Leanne Graham", "Émile Zola", "李", "a", ""] {
            var hash: UInt32 = 2_166_136_261
            for byte in name.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
            #expect(AvatarColor(name: name) == AvatarColor.allCases[Int(hash % 8)], "\(name)")
        }
    }

    @Test("the ten sample people do not all share one colour")
    func spread() {
        let names = [
            "Leanne Graham", "Ervin Howell", "Clementine Bauch", "Patricia Lebsack", "Chelsey Dietrich",
            "Mrs. Dennis Schulist", "Kurtis Weissnat", "Nicholas Runolfsdottir V", "Glenna Reichert", "Clementina DuBuque",
        ]
        #expect(Set(names.map(AvatarColor.init(name:))).count >= 4)
    }

    @Test("the summary carries the colour of the person's name")
    func summaryColour() {
        let summary = PersonSummary(id: 1, name: "Leanne Graham", email: "a@b", company: "")
        #expect(summary.avatarColor == AvatarColor(name: "Leanne Graham"))
        #expect(summary.initials == "LG")
    }
}

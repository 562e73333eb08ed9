/// Everyone as a people list needs them — id, name, email, company and search
/// text — packed into a few flat buffers instead of one `Person` each.
///
/// Why: a `Person` is nine strings, most of them a heap allocation of their own,
/// and a list shows three of them. At a million people the buffers take about
/// 110 bytes a person where `[Person]` took about 400, and a database engine
/// fills them straight from its rows (`append(id:name:email:company:searchText:username:phone:folder:)`),
/// with no string made per field and no name folded again: the search text is
/// the one the engine keeps (`PersonSearchText`).
public struct PeopleListColumns: Sendable, Equatable {
    /// Each person's id, in the order they were appended.
    public private(set) var ids: [PersonID] = []
    /// UTF-8 of each person's trimmed name, email and company, one after another.
    public private(set) var text: [UInt8] = []
    /// Where each field starts in `text`: `fieldsPerPerson` a person, then one final end offset.
    public private(set) var textOffsets: [Int32] = [0]
    /// Each person's `PersonSearchText`, one after another.
    public private(set) var searchText: [UInt8] = []
    /// Where each person's search text starts in `searchText`, then one final end offset.
    public private(set) var searchOffsets: [Int32] = [0]
    /// The photo of each person who has one (few do: a dictionary, not a column).
    public private(set) var photos: [PersonID: String] = [:]

    /// Name, email and company.
    public static let fieldsPerPerson = 3

    /// No one.
    public init() {}

    /// `people`, in order, their search text folded here.
    public init(people: [Person]) {
        reserveCapacity(people.count)
        var folder = TextFolder()
        for person in people { append(person, folder: &folder) }
    }

    /// How many people the columns hold.
    public var count: Int { ids.count }

    /// Makes room for `count` people in all.
    public mutating func reserveCapacity(_ count: Int) {
        ids.reserveCapacity(count)
        textOffsets.reserveCapacity(count * Self.fieldsPerPerson + 1)
        searchOffsets.reserveCapacity(count + 1)
        // Generously: pages reserved and never written cost address space, not memory,
        // while growing past the reservation copies everything read so far.
        text.reserveCapacity(count * 64)
        searchText.reserveCapacity(count * 64)
    }

    /// Appends `person`, folding their search text with `folder`.
    public mutating func append(_ person: Person, folder: inout TextFolder) {
        let name = PersonSearchText.trimmedName(person.name)
        ids.append(person.id)
        photos[person.id] = person.avatarPath
        appendField(name.utf8)
        appendField(person.email.utf8)
        appendField(person.companyName.utf8)
        PersonSearchText.append(
            name: name, username: person.username, email: person.email, company: person.companyName,
            phone: person.phone, folder: &folder, into: &searchText)
        searchOffsets.append(Self.offset(searchText.count))
    }

    /// Appends one person from UTF-8 as a database row holds it. `searchText` is their
    /// `PersonSearchText` as stored; nil when the row has none yet (written by another
    /// program), and then it is folded here from the name, `username`, email, company and `phone`.
    public mutating func append(
        id: PersonID, name: UnsafeRawBufferPointer, email: UnsafeRawBufferPointer,
        company: UnsafeRawBufferPointer, searchText stored: UnsafeRawBufferPointer?,
        username: UnsafeRawBufferPointer, phone: UnsafeRawBufferPointer, folder: inout TextFolder
    ) {
        ids.append(id)
        let trimmed = Self.isTrimmed(name) ? nil : PersonSearchText.trimmedName(String(decoding: name, as: UTF8.self))
        if let trimmed { appendField(trimmed.utf8) } else { appendField(name) }
        appendField(email)
        appendField(company)
        if let stored {
            searchText.append(contentsOf: stored)
        } else {
            PersonSearchText.append(
                name: trimmed ?? String(decoding: name, as: UTF8.self), username: String(decoding: username, as: UTF8.self),
                email: String(decoding: email, as: UTF8.self), company: String(decoding: company, as: UTF8.self),
                phone: String(decoding: phone, as: UTF8.self), folder: &folder, into: &searchText)
        }
        searchOffsets.append(Self.offset(searchText.count))
    }

    /// Sets the photo of the person last appended (nil: none), as a database row holds it.
    public mutating func setLastPhoto(_ path: String?) {
        guard let id = ids.last else { return }
        photos[id] = path
    }

    /// Removes the last person appended.
    public mutating func removeLast() {
        photos[ids.removeLast()] = nil
        textOffsets.removeLast(Self.fieldsPerPerson)
        text.removeSubrange(Int(textOffsets[textOffsets.count - 1])...)
        searchOffsets.removeLast()
        searchText.removeSubrange(Int(searchOffsets[searchOffsets.count - 1])...)
    }

    /// Frees the search text and its offsets, for a consumer that has read them and still
    /// reads the rest: at a million people its copy in display order and this one would
    /// otherwise be resident together with the rows' text built next. Leaves no one's search text.
    package mutating func releaseSearchText() {
        searchText = []
        searchOffsets = [0]
    }

    /// Field `field` (0: name, 1: email, 2: company) of the person at `index`, as UTF-8.
    public func field(_ field: Int, at index: Int) -> ArraySlice<UInt8> {
        let slot = index * Self.fieldsPerPerson + field
        return text[Int(textOffsets[slot])..<Int(textOffsets[slot + 1])]
    }

    /// The search text of the person at `index`.
    public func searchText(at index: Int) -> ArraySlice<UInt8> {
        searchText[Int(searchOffsets[index])..<Int(searchOffsets[index + 1])]
    }

    private mutating func appendField(_ bytes: some Sequence<UInt8>) {
        text.append(contentsOf: bytes)
        textOffsets.append(Self.offset(text.count))
    }

    /// The largest buffer the 32-bit offsets address: 2 GiB, some 20 million people of
    /// ordinary length (a person at every limit the rules allow takes about 7 KB).
    public static let maximumBufferBytes = Int(Int32.max)

    static func offset(_ count: Int) -> Int32 {
        precondition(count <= maximumBufferBytes, "a people list holds at most 2 GiB of text")
        return Int32(truncatingIfNeeded: count)
    }

    /// Whether a name needs no trimming: it starts and ends with a visible ASCII
    /// character (other bytes may be white space, which `trimmedName` decides).
    private static func isTrimmed(_ name: UnsafeRawBufferPointer) -> Bool {
        guard let first = name.first, let last = name.last else { return true }
        return (0x21...0x7E).contains(first) && (0x21...0x7E).contains(last)
    }
}

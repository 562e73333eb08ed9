import Foundation
import RosterModel
import Testing

/// Expects `person` to hold what the sample `user` (a record of users.json, read with
/// Foundation's parser) says, field by field: the import's mapping, checked independently.
func expectPerson(_ person: Person, isSampleUser user: [String: Any], sourceLocation: SourceLocation = #_sourceLocation) throws {
    #expect(person.id == PersonID(Int64(try #require(user["id"] as? Int, sourceLocation: sourceLocation))), sourceLocation: sourceLocation)
    #expect(person.name == user["name"] as? String, sourceLocation: sourceLocation)
    #expect(person.username == user["username"] as? String, sourceLocation: sourceLocation)
    #expect(person.email == user["email"] as? String, sourceLocation: sourceLocation)
    #expect(person.phone == user["phone"] as? String, sourceLocation: sourceLocation)
    #expect(
        person.website == (user["website"] as? String).map { "https://" + $0 }, "bare domains become https:// addresses",
        sourceLocation: sourceLocation)
    #expect(person.companyName == (user["company"] as? [String: Any])?["name"] as? String, sourceLocation: sourceLocation)
}

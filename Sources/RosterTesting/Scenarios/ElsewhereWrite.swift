import RosterModel
import RosterViewModels

/// `elsewhere set FIELD of "NAME" to "VALUE"`: another writer (another window, program or
/// computer) changes a person in the store, as a save of theirs would; the app hears of it
/// through the store's changes, like of any other writer's.
public enum ElsewhereWrite {
    /// Changes `field` of the person named `name` to `value` in `store`.
    /// - Throws: `ScenarioStepError` when nobody has that name or the store refuses the change.
    public static func perform(on store: any PeopleStore, name: String, field: ProfileField, value: String) async throws {
        let people = try await store.fetchPeople()
        guard let person = people.first(where: { $0.name == name }) else {
            throw ScenarioStepError("nobody named “\(name)” is in the store")
        }
        var changed = person
        field.set(value, in: &changed)
        do {
            _ = try await store.updatePerson(PersonEdit(original: person, updated: changed))
        } catch {
            throw ScenarioStepError("the store refused the other writer's change: \(ErrorMessages.text(error))")
        }
    }
}

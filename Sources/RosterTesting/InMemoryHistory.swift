import Foundation
import RosterModel

/// The history an `InMemoryRosterStore` keeps: what the engines' triggers record, for the
/// same writes — a row added or deleted as one change, an update as one change per column,
/// under the engines' column names (`HistoryViewModel` words them) — by the signed-in user.
struct InMemoryHistory: Sendable {
    /// Every change, oldest first.
    private var changes: [HistoryEntry] = []
    /// When a change is made (a scenario's clock).
    var now: @Sendable () -> Date = { Date() }

    /// The changes to the person with `id` and their tasks, newest first, at most `limit`.
    func entries(of id: PersonID, limit: Int) -> [HistoryEntry] {
        Array(changes.reversed().lazy.filter { $0.personID == id }.prefix(limit))
    }

    /// Records a person added (`before` nil), deleted (`after` nil) or changed, column by column.
    mutating func personChanged(from before: Person?, to after: Person?, by access: DirectoryAccess) {
        switch (before, after) {
        case (nil, let after?): record(after.id, nil, HistoryEntry.created, nil, after.name, access)
        case (let before?, nil): record(before.id, nil, HistoryEntry.deleted, before.name, nil, access)
        case (let before?, let after?):
            for (old, new) in zip(Self.columns(of: before), Self.columns(of: after)) where old.value != new.value {
                record(after.id, nil, old.column, old.value, new.value, access)
            }
        case (nil, nil): break
        }
    }

    /// Records a task added (`before` nil), deleted (`after` nil) or changed, column by column.
    mutating func taskChanged(from before: TaskItem?, to after: TaskItem?, by access: DirectoryAccess) {
        switch (before, after) {
        case (nil, let after?): record(after.personID, after.id, HistoryEntry.created, nil, after.title, access)
        case (let before?, nil): record(before.personID, before.id, HistoryEntry.deleted, before.title, nil, access)
        case (let before?, let after?):
            let changed: [(String, String?, String?)] = [
                ("title", before.title, after.title),
                ("is_done", String(before.isDone), String(after.isDone)),
                ("due_date", before.dueDate?.description, after.dueDate?.description),
                ("person_id", String(before.personID.rawValue), String(after.personID.rawValue)),
            ]
            for (column, old, new) in changed where old != new { record(after.personID, after.id, column, old, new, access) }
        case (nil, nil): break
        }
    }

    private mutating func record(
        _ personID: PersonID, _ taskID: TaskID?, _ field: String, _ old: String?, _ new: String?, _ access: DirectoryAccess
    ) {
        changes.append(
            HistoryEntry(personID: personID, taskID: taskID, field: field, oldValue: old, newValue: new, who: access.userName, when: now()))
    }

    /// A person's columns as the engines name them, in their order, with their values.
    private static func columns(of person: Person) -> [(column: String, value: String?)] {
        [
            ("name", person.name), ("username", person.username), ("email", person.email), ("phone", person.phone),
            ("website", person.website), ("company_name", person.companyName), ("biography", person.biography),
            ("avatar_path", person.avatarPath),
        ]
    }
}

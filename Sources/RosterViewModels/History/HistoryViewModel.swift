import Foundation
import Observation
import RosterModel

/// A person's History (issue 25): every change to their profile and tasks, newest first,
/// who made it and when, worded and dated in the user's language. The window shows it as a
/// view of the profile; `roster-cli history ID` prints it.
@MainActor
@Observable
public final class HistoryViewModel {
    /// One change as shown: when, who, and what ("Phone: “1-770” → “555 0101”").
    public struct Row: Equatable, Sendable {
        /// When, in the user's locale ("27 Nov 2026, 14:05").
        public var when: String
        /// Who made the change (the login, or the file's owner).
        public var who: String
        /// What changed, worded: "Phone: “1-770” → “555 0101”".
        public var text: String
        /// The row as one line: `when  who  text`.
        public var line: String { "\(when)  \(who)  \(text)" }
        /// When and who, as a row's subtitle under what changed: "27 Nov 2026, 14:05 · Bret"
        /// (when alone, for a change nobody is named for).
        public var subtitle: String { who.isEmpty ? when : "\(when) · \(who)" }
    }

    /// How many changes are read at most: every one the directory keeps.
    public static let limit = HistoryEntry.keptPerPerson

    /// Loading, loaded, or failed (the history could not be read).
    public private(set) var loadState: LoadState = .loading
    /// The changes, newest first.
    public private(set) var rows: [Row] = []
    /// What the view shows instead of rows: the directory keeps no history, or none was
    /// recorded yet; nil while there are rows (or while loading).
    public var emptyText: String? {
        guard loadState == .loaded, rows.isEmpty else { return nil }
        return keepsHistory ? L10n.tr("No changes recorded yet") : Self.unavailableText
    }
    /// The view's title.
    public static var title: String { ControlNames.history }
    /// The button that closes the view.
    public static var closeTitle: String { L10n.tr("Close") }
    static var unavailableText: String { L10n.tr("This directory keeps no history") }

    /// Whose changes are shown.
    public let personID: PersonID
    /// Their name, as the view's subtitle.
    public let personName: String
    private let history: (any HistoryReading)?
    /// Whether the directory keeps a history: false without a reader, or when the reader says
    /// it keeps none (`StoreError.noHistory`, a store that opens lazily and turns out to keep none).
    private var keepsHistory: Bool
    private let formatter: DateFormatter

    /// - Parameters:
    ///   - personID: whose changes are shown.
    ///   - history: where the changes are read; nil: the store keeps none.
    ///   - personName: their name, as the view's subtitle.
    ///   - locale: the language the times are written in.
    ///   - timeZone: the zone the times are written in.
    public init(
        personID: PersonID, history: (any HistoryReading)?, personName: String = "", locale: Locale = .current,
        timeZone: TimeZone = .current
    ) {
        self.personID = personID
        self.personName = personName
        self.history = history
        keepsHistory = history != nil
        formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
    }

    /// The view appeared: read the changes.
    @discardableResult
    public func appeared() -> Task<Void, Never> {
        guard let history else {
            loadState = .loaded
            return Task {}
        }
        loadState = .loading
        let id = personID
        return ViewModelActivity.task { [weak self] in
            do {
                let entries = try await history.history(of: id, limit: Self.limit)
                guard let self else { return }
                let titles = Self.taskTitles(in: entries)
                self.rows = entries.indices.map { self.row(entries[$0], taskTitle: titles[$0]) }
                self.loadState = .loaded
            } catch let error as StoreError where error == .noHistory {
                self?.keepsHistory = false
                self?.rows = []
                self?.loadState = .loaded
            } catch {
                self?.loadState = .failed(message: describe(error))
            }
        }
    }

    private func row(_ entry: HistoryEntry, taskTitle: String?) -> Row {
        Row(when: formatter.string(from: entry.when), who: Self.shown(entry.who), text: Self.text(entry, taskTitle: taskTitle))
    }

    /// What changed, worded; `taskTitle` names the task a change to one of its fields was made to.
    static func text(_ entry: HistoryEntry, taskTitle: String? = nil) -> String {
        let isTask = entry.taskID != nil
        switch entry.field {
        case HistoryEntry.created:
            let name = shown(entry.newValue ?? "")
            return isTask ? L10n.tr("Task added: “{0}”", name) : L10n.tr("Added to the directory as “{0}”", name)
        case HistoryEntry.deleted:
            let name = shown(entry.oldValue ?? "")
            return isTask ? L10n.tr("Task deleted: “{0}”", name) : L10n.tr("Deleted from the directory: “{0}”", name)
        default:
            let label = taskTitle.map { taskLabel(entry.field, title: shown($0)) } ?? label(entry.field, isTask: isTask)
            // TRANSLATORS: a change in the history: {0} is the field, {1} its old value, {2} its new value.
            return L10n.tr("{0}: “{1}” → “{2}”", label, value(entry.oldValue, of: entry.field), value(entry.newValue, of: entry.field))
        }
    }

    /// The title each entry's task had when the entry was made (nil for a person's entries, for
    /// a rename, which shows both titles, and for a task none of `entries` names): the title it
    /// was added with or last renamed to before, else the first title a later entry shows it had.
    static func taskTitles(in entries: [HistoryEntry]) -> [String?] {
        var titles = [String?](repeating: nil, count: entries.count)
        var known: [TaskID: String] = [:]
        var pending: [TaskID: [Int]] = [:]
        // Newest first: walk them oldest first.
        for index in entries.indices.reversed() {
            let entry = entries[index]
            guard let task = entry.taskID else { continue }
            // What this entry shows the title was before it; an entry before it that knew no title takes that.
            let before = entry.field == "title" || entry.field == HistoryEntry.deleted ? entry.oldValue : nil
            if let before, known[task] == nil {
                for waiting in pending[task, default: []] { titles[waiting] = before }
                pending[task] = nil
            }
            switch entry.field {
            case HistoryEntry.created, "title": known[task] = entry.newValue
            case HistoryEntry.deleted: known[task] = nil
            default:
                if let title = known[task] { titles[index] = title } else { pending[task, default: []].append(index) }
            }
        }
        return titles
    }

    /// The label of a stored column of a task with this title.
    static func taskLabel(_ column: String, title: String) -> String {
        switch column {
        case "is_done": return L10n.tr("Task “{0}” done", title)
        case "due_date": return L10n.tr("Task “{0}” due date", title)
        case "person_id": return L10n.tr("Task “{0}” moved to person", title)
        default: return label(column, isTask: true)
        }
    }

    /// `text` as one line of a history: a line break shows as ↵ and other control and direction
    /// characters as �, so that no value can start a line of its own, or reorder one, and pass
    /// for another entry.
    static func shown(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isHidden) else { return text }
        var result = String.UnicodeScalarView()
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { afterCarriageReturn = scalar == "\r" }
            if scalar == "\n" && afterCarriageReturn { continue }
            switch scalar {
            case "\n", "\r", "\u{2028}", "\u{2029}", "\u{85}": result.append("↵")
            case "\t": result.append(" ")
            default: result.append(isHidden(scalar) ? "\u{FFFD}" : scalar)
            }
        }
        return String(result)
    }

    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || scalar.properties.isBidiControl
            || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    /// The label of a stored column.
    static func label(_ column: String, isTask: Bool) -> String {
        switch column {
        case "name": return ProfileField.name.label
        case "email": return ProfileField.email.label
        case "phone": return ProfileField.phone.label
        case "website": return ProfileField.website.label
        case "company_name": return ProfileField.company.label
        case "biography": return ProfileField.biography.label
        case "username": return L10n.tr("Username")
        case "avatar_path": return L10n.tr("Photo")
        case "title": return L10n.tr("Task title")
        case "is_done": return L10n.tr("Task done")
        case "due_date": return L10n.tr("Task due date")
        case "person_id": return L10n.tr("Task moved to person")
        default: return shown(column)
        }
    }

    /// A stored value as shown: a done state as yes or no, any other on one line.
    private static func value(_ value: String?, of column: String) -> String {
        guard column == "is_done" else { return shown(value ?? "") }
        return value == "true" ? L10n.tr("yes") : L10n.tr("no")
    }
}

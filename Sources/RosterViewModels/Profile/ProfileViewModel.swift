import Foundation
import Observation
import RosterModel

/// The Profile page of one person: an editable form with validation, save,
/// revert and avatar.
///
/// Who owns what: the store owns the saved person; this view model owns the
/// draft (what the fields show), which fields were edited, and the save
/// status. The model's rules (`PersonRules`) decide what is valid; errors show
/// once a field was edited or a save was attempted, or at once for a stored
/// value that breaks a rule (written by an older version: flagged, fixable).
/// A failed save keeps every edit. A page for a new person (`personID` nil)
/// creates the person on its first save.
///
/// Its parts: the conflict with another writer (`ProfileConflictTracker`, the choices in
/// `ProfileViewModel+Conflict`), the photo (`ProfileViewModel+Avatar`) and a draft
/// restored after a crash (`RestoredEdits`).
@MainActor
@Observable
public final class ProfileViewModel {
    /// The person this page edits; nil for a new person not saved yet.
    public private(set) var personID: PersonID?
    /// Whether this page creates a new person (until its first save).
    public var isNew: Bool { personID == nil }
    /// Told the new id when a new person was saved (the coordinator selects them).
    @ObservationIgnored public var personAdded: (@MainActor (PersonID) -> Void)?

    /// Loading, loaded, or failed (the person could not be read).
    public private(set) var loadState: LoadState = .loading
    /// The person as last loaded or saved.
    public private(set) var stored: Person?
    /// The values the fields show (not trimmed: trimming happens on save).
    public internal(set) var draft: [ProfileField: String] = [:]
    /// The avatar path of the draft (nil: initials).
    public internal(set) var draftAvatarPath: String?
    var editedFields: Set<ProfileField> = []
    private var saveAttempted = false
    /// Fields whose stored value breaks a rule: their error shows at once.
    private var flaggedFields: Set<ProfileField> = []
    /// The status line: saving, saved, or why saving failed.
    public internal(set) var status: ProfileStatus = .none
    /// "Changed by someone else": fields another writer set to other values than the user's
    /// (found by a refused save, or live while editing); nil otherwise. While set, Save waits
    /// for the user's choice (`showTheirsTapped`, `keepMineTapped`, `mergeTapped`) and every
    /// edit stays in the form.
    public var conflict: ProfileConflict? { conflicts.conflict }
    /// The conflict and the person it is reckoned from.
    var conflicts = ProfileConflictTracker()
    /// Why the last chosen avatar image was refused.
    public internal(set) var avatarError: String?
    /// Whether an avatar image is being checked and copied.
    public internal(set) var isImportingAvatar = false
    /// Says that the form shows unsaved edits brought back from before the app last ended
    /// ("Restored unsaved changes", and what changed in the store meanwhile); nil otherwise.
    /// Shown with a Discard button (`restoredDraftDiscarded()`) until saved, reverted or discarded.
    public private(set) var restoredDraftNotice: String?
    /// The label of the notice's button.
    public let restoredDraftDiscardTitle = RestorationStrings.discard
    /// Told whenever the draft may have changed (the coordinator writes it to disk).
    @ObservationIgnored public var editsDidChange: (@MainActor () -> Void)?
    /// Edits from before a crash, applied once the person is loaded.
    @ObservationIgnored private var draftToRestore: SessionDraft?

    let store: any PeopleStore
    let avatars: any AvatarImporting
    /// The save in flight, so that a second request (Ctrl+S, or answering the question) waits for it.
    @ObservationIgnored private var currentSave: Task<Bool, Never>?
    /// The image copy a save in flight is writing into the profile: never discarded meanwhile.
    @ObservationIgnored var avatarBeingSaved: String?
    @ObservationIgnored private let storeObserver = StreamObserver<StoreChange>()

    public init(personID: PersonID, store: any PeopleStore, avatars: any AvatarImporting) {
        self.personID = personID
        self.store = store
        self.avatars = avatars
    }

    /// A page that creates a new person: empty fields, saved with `addPerson`.
    public init(newPersonIn store: any PeopleStore, avatars: any AvatarImporting) {
        personID = nil
        self.store = store
        self.avatars = avatars
    }

    // MARK: View state

    /// A field as shown: label, text, and its error when it should be visible.
    public func field(_ field: ProfileField) -> FormField {
        let value = draft[field] ?? ""
        let showsError = editedFields.contains(field) || saveAttempted || flaggedFields.contains(field)
        return FormField(label: field.label, value: value, error: showsError ? ValidationMessages.error(field, value) : nil)
    }

    /// The biography counter ("120 characters left"), near or past the limit.
    public var biographyCounter: String? { ValidationMessages.biographyCounter(draft[.biography] ?? "") }

    /// How the biography breaks into lines: by words, or anywhere when it holds a long unbroken run.
    public var biographyWrap: TextWrap { TextWrap.suited(to: draft[.biography] ?? "") }

    /// The page title: the saved name, or "New Person".
    public var title: String { isNew ? Self.newPersonTitle : stored?.name ?? "" }
    /// The saved email (empty for a new person, or until loaded): what a header shows under the name.
    public var savedEmail: String { stored?.email ?? "" }
    public static let newPersonTitle = ControlNames.newPerson

    /// Whether the draft differs from the saved person.
    public var hasUnsavedChanges: Bool {
        guard let stored else { return false }
        return ProfileField.allCases.contains { PersonRules.normalized(draft[$0] ?? "") != PersonRules.normalized($0.value(in: stored)) }
            || draftAvatarPath != stored.avatarPath
    }

    /// The first validation error, in form order, whether or not it is shown yet.
    public var firstError: String? {
        ProfileField.allCases.lazy.compactMap { ValidationMessages.error($0, self.draft[$0] ?? "") }.first
    }

    public var isSaveEnabled: Bool { saveBlocker == nil }

    /// Why Save is disabled, as a typed state fronts can branch on; nil when enabled.
    public var saveBlocker: SaveBlocker? {
        if loadState != .loaded { return .notLoaded }
        if let denial = editDenial { return .notAllowed(denial) }
        if status == .saving { return .saving }
        if conflict != nil { return .conflict }
        if !hasUnsavedChanges { return .noChanges }
        return firstError.map(SaveBlocker.invalid)
    }

    /// Why Save is disabled (a tooltip in the window, a message in the CLI); nil when enabled.
    public var saveDisabledReason: String? { saveBlocker?.text }

    public var isRevertEnabled: Bool { hasUnsavedChanges && status != .saving }

    /// Whether a save is in progress.
    public var isSaving: Bool { status == .saving }

    /// What the avatar shows.
    public var avatar: AvatarDisplay {
        if let path = draftAvatarPath { return .image(path: path) }
        let name = (draft[.name] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        return .placeholder(forName: name)
    }

    /// The image types a photo can be (the file chooser's filter).
    public static let photoTypes = AvatarImageTypes.mimeTypes
    public static var photoChooserTitle: String { L10n.tr("Choose a Photo") }
    public static var photoFilterName: String { L10n.tr("Images") }

    /// Whether "Remove photo" applies.
    public var canRemoveAvatar: Bool { draftAvatarPath != nil && !isReadOnly }

    // MARK: Intents

    /// The page appeared: load the person (a new person's page has nothing to load).
    @discardableResult
    public func appeared() -> Task<Void, Never> {
        guard let id = personID else {
            show(Person(id: 0, name: "", email: ""))
            return Task {}
        }
        loadState = .loading
        let store = self.store
        return ViewModelActivity.task { [weak self] in
            do {
                let person = try await store.fetchPerson(id: id)
                guard let self else { return }
                if let person {
                    self.show(person)
                    self.applyRestoredDraft()
                    self.storeObserver.observe(store.changes()) { [weak self] change in
                        // Only this person's row matters here (not others', not tasks).
                        guard let self, let id = self.personID, change.isUnknown || change.changedPeople.contains(id) else { return }
                        self.storeChanged()
                    }
                } else {
                    self.loadState = .failed(message: ErrorMessages.text(StoreError.personNotFound(id: id)))
                }
            } catch {
                self?.loadState = .failed(message: describe(error))
            }
        }
    }

    /// The Retry button of the error panel was pressed.
    @discardableResult
    public func retryTapped() -> Task<Void, Never> { appeared() }

    /// The user changed `field` to `value`.
    public func fieldChanged(_ field: ProfileField, to value: String) {
        guard draft[field] != value, !isReadOnly else { return }
        draft[field] = value
        editedFields.insert(field)
        if status != .saving { status = .none }
        if conflict != nil { reckonConflictAfterEdit() }
        editsDidChange?()
    }

    /// Brings back `draft`, edits written before the app last ended, once the person is loaded.
    public func restoreDraft(_ draft: SessionDraft) {
        guard draft.personID == personID else { return }
        draftToRestore = draft
        if loadState == .loaded { applyRestoredDraft() }
    }

    /// The restored draft still waiting for the person to load, if any.
    var pendingRestoredDraft: SessionDraft? { draftToRestore }

    /// The notice's Discard: back to the saved values, the restored edits gone.
    /// Refused (returns false) when no restored draft is shown or a save is under way.
    @discardableResult
    public func restoredDraftDiscarded() -> Bool {
        guard restoredDraftNotice != nil, let stored, status != .saving else { return false }
        discardEdits(back: stored)
        return true
    }

    /// Shows the restored draft over the loaded person: the fields it edited take its values;
    /// fields someone changed in the store meanwhile are named in the notice, never taken silently.
    private func applyRestoredDraft() {
        guard let restored = draftToRestore, let stored else { return }
        draftToRestore = nil
        guard let edits = RestoredEdits(restored, over: stored) else { return }
        for (field, value) in edits.fields {
            draft[field] = value
            editedFields.insert(field)
        }
        if let avatarPath = edits.avatarPath { draftAvatarPath = avatarPath }
        restoredDraftNotice = edits.notice
        editsDidChange?()
    }

    /// Revert: back to the saved values. Refused (returns false) while Revert is disabled.
    @discardableResult
    public func revertTapped() -> Bool {
        guard isRevertEnabled, let stored else { return false }
        discardEdits(back: stored)
        return true
    }

    /// Drops every edit, whatever the buttons say (the user chose Discard).
    public func discardTapped() {
        guard let stored, status != .saving else { return }
        discardEdits(back: stored)
    }

    func discardEdits(back stored: Person) {
        discardUnsavedAvatar()
        show(stored)
        status = .none
        avatarError = nil
    }

    /// Save. Returns whether the person was saved (invalid or failed saves keep every edit).
    @discardableResult
    public func saveTapped() -> Task<Bool, Never> {
        if status == .saving, let currentSave { return currentSave }
        saveAttempted = true
        guard isSaveEnabled, let stored else { return Task { false } }
        let savedDraft = draft
        let savedAvatar = draftAvatarPath
        // Busy before any await, so a second tap or a quit sees the save in flight.
        status = .saving
        let person = draftPerson(on: stored)
        let isNew = self.isNew
        let store = self.store
        let avatars = self.avatars
        let replacedAvatar = stored.avatarPath.flatMap { $0 == person.avatarPath ? nil : $0 }
        avatarBeingSaved = person.avatarPath
        let save = ViewModelActivity.task { [weak self] in
            defer { self?.avatarBeingSaved = nil }
            do {
                let result =
                    isNew
                    ? try await store.addPerson(person)
                    : try await store.updatePerson(PersonEdit(original: stored, updated: person))
                if let replacedAvatar { avatars.discardAvatar(at: replacedAvatar) }
                guard let self else { return true }
                self.saved(result, draftAtSave: savedDraft, avatarAtSave: savedAvatar)
                if isNew {
                    self.personID = result.id
                    self.storeObserver.observe(store.changes()) { [weak self] change in
                        // Only this person's row matters here (not others', not tasks).
                        guard let self, let id = self.personID, change.isUnknown || change.changedPeople.contains(id) else { return }
                        self.storeChanged()
                    }
                    self.personAdded?(result.id)
                }
                return true
            } catch StoreError.conflict(let current) {
                // Someone else saved meanwhile: their values become the saved ones, the
                // user's edits stay, and the conflict asks which to keep.
                guard let self else { return false }
                self.status = .none
                self.theirsArrived(current)
                return false
            } catch {
                guard let self else { return false }
                // The copy this save carried is an orphan if the draft has moved on from it.
                if let path = person.avatarPath, path != self.draftAvatarPath, path != self.stored?.avatarPath {
                    avatars.discardAvatar(at: path)
                }
                self.status = .failed(message: L10n.tr("Not saved: {0}", describe(error)))
                return false
            }
        }
        currentSave = save
        return save
    }

    /// The person is gone from the store while this page has unsaved edits: keep
    /// them and say why they can no longer be saved.
    public func personVanished() {
        status = .failed(message: L10n.tr("This person was deleted, perhaps by another program. Your edits stay here until you leave."))
    }

    /// The person changed in the store (this app or another program). Without local
    /// edits the form follows; with edits, the edits stay and only the saved state moves.
    public func storeChanged() {
        let store = self.store
        guard let id = personID else { return }
        ViewModelActivity.task { [weak self] in
            guard let person = try? await store.fetchPerson(id: id), let self, self.status != .saving else { return }
            guard self.hasUnsavedChanges else { return self.show(person) }
            self.theirsArrived(person)
        }
    }

    /// Their `current` person arrived (a refused save, or a change while editing): fields
    /// the user has not changed follow it; fields both changed to different values become
    /// the conflict (or stop being one when theirs now matches). No edit is ever dropped.
    func theirsArrived(_ current: Person) {
        guard let previous = stored else { return }
        let base = conflicts.base ?? previous
        let edit = PersonEdit(original: base, updated: draftPerson(on: base))
        stored = current
        for field in ProfileField.allCases
        where PersonRules.normalized(draft[field] ?? "") == PersonRules.normalized(field.value(in: previous)) {
            draft[field] = field.value(in: current)
        }
        if draftAvatarPath == previous.avatarPath { draftAvatarPath = current.avatarPath }
        conflicts.reckon(edit: edit, base: base, current: current, draft: draft, draftAvatarPath: draftAvatarPath)
        editsDidChange?()
    }

    /// `base` with the draft's values (trimmed as a save writes them) and photo.
    func draftPerson(on base: Person) -> Person {
        var person = base
        for field in ProfileField.allCases { field.set(PersonRules.normalized(draft[field] ?? ""), in: &person) }
        person.avatarPath = draftAvatarPath
        return person
    }

    // MARK: Helpers

    /// The save finished: the stored person moves on, and edits typed during the save stay.
    private func saved(_ person: Person, draftAtSave: [ProfileField: String], avatarAtSave: String?) {
        let typedMeanwhile = ProfileField.allCases.filter { draft[$0] != draftAtSave[$0] }
        let avatarChangedMeanwhile = draftAvatarPath != avatarAtSave
        let keptDraft = draft
        let keptAvatar = draftAvatarPath
        show(person)
        for field in typedMeanwhile {
            draft[field] = keptDraft[field]
            editedFields.insert(field)
        }
        if avatarChangedMeanwhile { draftAvatarPath = keptAvatar }
        status = .saved
        editsDidChange?()
    }

    private func show(_ person: Person) {
        stored = person
        for field in ProfileField.allCases { draft[field] = field.value(in: person) }
        draftAvatarPath = person.avatarPath
        editedFields = []
        saveAttempted = false
        // A new person's empty form is not an error yet; a stored value that breaks a rule is.
        flaggedFields = isNew ? [] : Set(PersonRules.violations(of: person).map(\.field))
        loadState = .loaded
        conflicts.clear()
        // Saved, reverted, discarded or reloaded: no restored edits left to point at.
        restoredDraftNotice = nil
        editsDidChange?()
    }
}

/// An error's message for people.
func describe(_ error: any Error) -> String {
    ErrorMessages.text(error)
}

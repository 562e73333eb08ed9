import Foundation
import Observation
import RosterModel

/// The app's coordinator: which person is selected, which detail page shows,
/// and the per-screen view models with their dependencies.
///
/// Navigation is state here, never a view's decision. Leaving a profile with
/// unsaved edits — selecting someone else, closing the window, quitting —
/// raises `question` (`UnsavedChangesGate`); nothing happens until the front
/// answers it. Coming back as the user left it: `AppViewModel+Restoration`.
@MainActor
@Observable
public final class AppViewModel {
    /// The People list.
    public let people: PeopleViewModel
    /// The detail page shown for the selected person.
    public internal(set) var detailPage: DetailPage = .profile
    /// The selected person's Profile page; nil when nobody is selected.
    public private(set) var profile: ProfileViewModel?
    /// The selected person's Tasks page; nil when nobody is selected.
    public private(set) var tasks: TasksViewModel?
    /// A question the front must answer, if any.
    public var question: UnsavedChangesQuestion? { unsavedChanges.question }
    /// The question and the action it holds back.
    private var unsavedChanges = UnsavedChangesGate()
    /// Set once the window may close (nothing unsaved, or the question was answered).
    public private(set) var isCloseApproved = false
    /// The offer to undo the last deletion of a person, while there is one.
    public private(set) var personUndo: UndoOffer?
    /// Why the last deletion (or its undo) failed; nil when it did not.
    public private(set) var deletionError: String?
    /// Where keyboard focus belongs: the list after a click on it (and at start),
    /// the Name field of a new person's form.
    public internal(set) var focus: FocusTarget = .list
    /// Import and export of the whole directory.
    public let importExport: ImportExportViewModel
    /// The shown person's History (`AppViewModel+History`), while it is open; nil otherwise.
    public internal(set) var history: HistoryViewModel?
    /// The password dialog, while the directory's server asks for a password nobody gave
    /// (`AppViewModel+SignIn`); nil otherwise.
    public internal(set) var passwordPrompt: PasswordPromptViewModel?
    /// Signs in to a directory whose server may ask for a password (set by the composition
    /// root); nil: no dialog is offered and such a failure shows as the error page alone.
    @ObservationIgnored public var signIn: (any DirectorySignIn)?

    /// The last deleted person, for Undo.
    @ObservationIgnored private var lastRemoved: RemovedPerson?
    @ObservationIgnored private var isDeleting = false
    /// Writes the open person's unsaved edits to disk while the user types; nil: drafts are not kept.
    @ObservationIgnored var draftSaver: DraftSaver?
    /// The draft and Tasks filter brought back from the last run, until their pages are made.
    @ObservationIgnored var restoration = AppRestoration()
    let store: any PeopleStore
    private let avatars: any AvatarImporting
    private let makeProfile: @MainActor (PersonID?) -> ProfileViewModel
    private let makeTasks: @MainActor (PersonID) -> TasksViewModel
    /// Builds a person's History (their id and name).
    let makeHistory: @MainActor (PersonID, String) -> HistoryViewModel

    /// - Parameters:
    ///   - people: the People list.
    ///   - store: where people are added, deleted, imported and exported.
    ///   - avatars: copies chosen photos in, and removes the copies nobody uses any more.
    ///   - makeProfile: builds a person's Profile page (nil: a new person's).
    ///   - makeTasks: builds a person's Tasks page.
    ///   - makeHistory: builds a person's History (id and name); nil: read from `store` when it
    ///     keeps one (`HistoryReading`), dated in the process's locale and time zone.
    ///   - remote: reads a team from a REST API ("Import from URL…"); nil: not offered.
    ///   - locale: how import and export reports format numbers.
    public init(
        people: PeopleViewModel,
        store: any PeopleStore,
        avatars: any AvatarImporting,
        makeProfile: @escaping @MainActor (PersonID?) -> ProfileViewModel,
        makeTasks: @escaping @MainActor (PersonID) -> TasksViewModel,
        makeHistory: (@MainActor (PersonID, String) -> HistoryViewModel)? = nil,
        remote: (any RemoteDirectoryReading)? = nil,
        locale: Locale = .current
    ) {
        self.people = people
        self.store = store
        self.avatars = avatars
        self.makeProfile = makeProfile
        self.makeTasks = makeTasks
        self.makeHistory =
            makeHistory ?? { [store] id, name in HistoryViewModel(personID: id, history: store as? any HistoryReading, personName: name) }
        importExport = ImportExportViewModel(
            transfer: DirectoryTransfer(store: store, avatars: avatars), remote: remote, locale: locale,
            access: { [unowned people] in people.access })
        people.selectionRequestHandler = { [weak self] id in self?.personSelected(id: id) }
        people.selectionDidChange = { [weak self] id in self?.showPages(for: id) }
        people.loadDidFail = { [weak self] error in self?.loadFailed(error) }
    }

    /// An app on one store (people and tasks), with the real avatar library.
    ///
    /// `locale` formats numbers; `dateLocale` dates (nil: `locale`), so `LC_TIME` and
    /// `LC_NUMERIC` can differ (see `RosterLocale`).
    public convenience init(
        store: any PeopleStore & TaskStore, avatars: any AvatarImporting = AvatarLibrary(),
        clock: RosterClock = .system, calendar: Calendar = .current, locale: Locale = .current,
        dateLocale: Locale? = nil, remote: (any RemoteDirectoryReading)? = nil
    ) {
        let dateLocale = dateLocale ?? locale
        let people = PeopleViewModel(store: store, locale: locale)
        self.init(
            people: people,
            store: store,
            avatars: avatars,
            makeProfile: { id in
                id.map { ProfileViewModel(personID: $0, store: store, avatars: avatars) }
                    ?? ProfileViewModel(newPersonIn: store, avatars: avatars)
            },
            makeTasks: {
                TasksViewModel(
                    personID: $0, store: store, clock: clock, calendar: calendar, locale: dateLocale,
                    access: { [unowned people] in people.access })
            },
            makeHistory: { id, name in
                HistoryViewModel(
                    personID: id, history: store as? any HistoryReading, personName: name, locale: dateLocale, timeZone: calendar.timeZone)
            },
            remote: remote,
            locale: locale
        )
    }

    // MARK: Intents

    /// The window appeared: load the people.
    @discardableResult
    public func appeared() -> Task<Void, Never> { people.appeared() }

    /// A person was chosen in the list (nil: the selection was cleared).
    public func personSelected(id: PersonID?) {
        // Choosing in the list puts the focus there, whatever happens next.
        focus = .list
        guard id != people.selectedPersonID || (id == nil && profile != nil) else { return }
        if needsQuestion {
            ask(before: .select(id))
        } else {
            people.selectPerson(id: id)
        }
    }

    /// Back to the list from the open person (a keyboard front's Esc, the folded window's
    /// Back): their pages close and nobody is selected. Unsaved edits raise the question first;
    /// a new person's empty form just closes. Does nothing when no person is open.
    public func backRequested() {
        guard profile != nil else { return }
        focus = .list
        if needsQuestion {
            ask(before: .select(nil))
        } else {
            perform(.select(nil))
        }
    }

    public func profileTabSelected() { detailPage = .profile }

    /// The Tasks switcher. Refused (returns false) for a new person, who has no tasks yet.
    /// Whether the Tasks tab can be chosen: a saved person is shown (a new one has no tasks yet).
    public var isTasksTabEnabled: Bool { tasks != nil }

    @discardableResult
    public func tasksTabSelected() -> Bool {
        guard isTasksTabEnabled else { return false }
        detailPage = .tasks
        return true
    }

    /// "New Person": an empty profile form; its Save adds the person, who is then selected.
    /// Unsaved edits of the open profile raise the question first.
    public func newPersonTapped() {
        guard isNewPersonEnabled else { return }
        if needsQuestion {
            ask(before: .newPerson)
        } else {
            startNewPerson()
        }
    }

    /// Whether "Delete Person" applies: a saved person is shown and nothing is being saved or deleted.
    public var isDeletePersonEnabled: Bool { deletePersonDisabledReason == nil }

    /// Why "Delete Person" is disabled; nil when enabled.
    public var deletePersonDisabledReason: String? {
        guard let profile, let id = profile.personID, id == people.selectedPersonID else { return L10n.tr("Nobody is selected") }
        if !people.access.administers { return ErrorMessages.text(PermissionDenial.deletePerson) }
        if profile.isSaving { return L10n.tr("Saving…") }
        if isDeleting { return L10n.tr("Deleting…") }
        return nil
    }

    /// "Delete Person": removes the shown person and their tasks, and offers Undo.
    /// Refused (the task returns false) while it is disabled.
    @discardableResult
    public func deletePersonTapped() -> Task<Bool, Never> {
        guard isDeletePersonEnabled, let id = profile?.personID else { return Task { false } }
        isDeleting = true
        let store = self.store
        return ViewModelActivity.task { [weak self] in
            defer { self?.isDeleting = false }
            do {
                let removed = try await store.deletePerson(id: id)
                guard let self else { return true }
                self.forgetRemoved()
                self.lastRemoved = removed
                self.personUndo = UndoOffer(message: Self.deletedMessage(removed), actionTitle: L10n.tr("Undo"))
                self.deletionError = nil
                // The user chose to delete: drop any edits with the person, no question.
                self.profile?.discardTapped()
                self.profile = nil
                self.tasks = nil
                self.people.selectPerson(id: nil)
                self.noteDraftChange()
                return true
            } catch {
                self?.deletionError = L10n.tr("Not deleted: {0}", describe(error))
                return false
            }
        }
    }

    /// Undo of a deletion: the person and every task come back exactly, and are selected.
    /// Refused (the task returns false) when nothing is offered.
    @discardableResult
    public func undoDeleteTapped() -> Task<Bool, Never> {
        guard let removed = lastRemoved else { return Task { false } }
        lastRemoved = nil
        personUndo = nil
        let store = self.store
        return ViewModelActivity.task { [weak self] in
            do {
                try await store.restorePerson(removed)
                self?.deletionError = nil
                self?.people.selectWhenListed(id: removed.person.id)
                return true
            } catch {
                self?.deletionError = L10n.tr("Not restored: {0}", describe(error))
                return false
            }
        }
    }

    /// The undo offer was dismissed (or timed out). Refused (returns false) when nothing is offered.
    @discardableResult
    public func deletionUndoDismissed() -> Bool {
        guard lastRemoved != nil else { return false }
        forgetRemoved()
        return true
    }

    /// The user asked to close the window or quit. Returns whether it may close now;
    /// if not, `question` is raised and `isCloseApproved` follows the answer.
    @discardableResult
    public func closeRequested() -> Bool {
        if needsQuestion {
            ask(before: .close)
            return false
        }
        isCloseApproved = true
        return true
    }

    /// The answer to `question`.
    @discardableResult
    public func questionAnswered(_ answer: UnsavedChangesAnswer) -> Task<Void, Never> {
        guard let action = unsavedChanges.answered() else { return Task {} }
        switch answer {
        case .cancel:
            return Task {}
        case .discard:
            profile?.discardTapped()
            perform(action)
            return Task {}
        case .save:
            // Nothing left to save (a save finished meanwhile): go ahead.
            guard let profile, profile.hasUnsavedChanges || profile.isSaving else {
                perform(action)
                return Task {}
            }
            let save = profile.saveTapped()
            return ViewModelActivity.task { [weak self] in
                // A failed save keeps the person and the edits; the profile shows why.
                if await save.value { self?.perform(action) }
            }
        }
    }

    // MARK: Helpers

    private var needsQuestion: Bool {
        guard let profile else { return false }
        return profile.hasUnsavedChanges || profile.isSaving
    }

    private func ask(before action: UnsavedChangesGate.Action) {
        unsavedChanges.ask(before: action, leaving: profile?.title ?? "")
    }

    private func perform(_ action: UnsavedChangesGate.Action) {
        switch action {
        case .select(let id):
            // Leaving a page whose person already left the list: only the pages change.
            if id == people.selectedPersonID { showPages(for: id) } else { people.selectPerson(id: id) }
        case .newPerson: startNewPerson()
        case .close: isCloseApproved = true
        }
    }

    func startNewPerson() {
        // The restored draft's person was not reopened (deleted meanwhile): the new page's edits are the draft now.
        restoration.pendingDraft = nil
        people.selectPerson(id: nil)
        let profile = makeProfile(nil)
        profile.personAdded = { [weak self] id in self?.people.selectWhenListed(id: id) }
        profile.editsDidChange = { [weak self] in self?.noteDraftChange() }
        self.profile = profile
        tasks = nil
        detailPage = .profile
        focus = .profileField(.name)
        profile.appeared()
        noteDraftChange()
    }

    /// The person the undo offer would bring back is gone for good: so is their avatar copy.
    private func forgetRemoved() {
        if let avatar = lastRemoved?.person.avatarPath { avatars.discardAvatar(at: avatar) }
        lastRemoved = nil
        personUndo = nil
    }

    static func deletedMessage(_ removed: RemovedPerson) -> String {
        switch removed.tasks.count {
        case 0: return L10n.tr("Deleted {0}", removed.person.name)
        case let count: return L10n.trn("Deleted {0} and {1} task", "Deleted {0} and {1} tasks", count, removed.person.name, String(count))
        }
    }

    private func showPages(for id: PersonID?) {
        // The History shown is the last person's.
        if history?.personID != id { history = nil }
        // Someone else is shown than the restored draft's person (deleted meanwhile): that draft is gone.
        restoration.shown(id)
        guard let id else {
            // The person left the store (deleted by another program, say) while being
            // edited: keep the edits on screen and say so, rather than dropping them.
            if let profile, profile.hasUnsavedChanges {
                profile.personVanished()
                return
            }
            profile = nil
            tasks = nil
            noteDraftChange()
            return
        }
        // A new person just saved keeps their page (and anything typed since).
        if let profile, profile.personID == id {
            if tasks?.personID != id {
                let tasks = prepare(makeTasks(id))
                self.tasks = tasks
                tasks.appeared()
            }
            return
        }
        let profile = makeProfile(id)
        profile.editsDidChange = { [weak self] in self?.noteDraftChange() }
        if let draft = restoration.takeDraft(for: id) { profile.restoreDraft(draft) }
        let tasks = prepare(makeTasks(id), draft: profile.pendingRestoredDraft)
        self.profile = profile
        self.tasks = tasks
        profile.appeared()
        tasks.appeared()
        noteDraftChange()
    }

    /// Hooks a new Tasks page up: its add row is part of the draft; a restored filter and add row apply.
    private func prepare(_ tasks: TasksViewModel, draft: SessionDraft? = nil) -> TasksViewModel {
        if let filter = restoration.takeTaskFilter(for: tasks.personID) { tasks.filterSelected(filter) }
        if let draft, draft.personID == tasks.personID {
            tasks.newTitleChanged(draft.newTaskTitle)
            tasks.newDueDateChanged(draft.newTaskDue)
        }
        tasks.editsDidChange = { [weak self] in self?.noteDraftChange() }
        return tasks
    }

    /// The open person's edits changed: the draft saver writes them once typing pauses.
    func noteDraftChange() {
        draftSaver?.draftChanged(currentDraft)
    }
}

import Foundation
import Observation
import RosterModel

/// The app's coordinator: which person is selected, which detail page shows,
/// and the per-screen view models with their dependencies.
///
/// Navigation is state here, never a view's decision. Leaving a profile with
/// unsaved edits — selecting someone else, closing the window, quitting —
/// raises `question`; nothing happens until the front answers it.
@MainActor
@Observable
public final class AppViewModel {
    /// The People list.
    public let people: PeopleViewModel
    /// The detail page shown for the selected person.
    public private(set) var detailPage: DetailPage = .profile
    /// The selected person's Profile page; nil when nobody is selected.
    public private(set) var profile: ProfileViewModel?
    /// The selected person's Tasks page; nil when nobody is selected.
    public private(set) var tasks: TasksViewModel?
    /// A question the front must answer, if any.
    public private(set) var question: UnsavedChangesQuestion?
    /// Set once the window may close (nothing unsaved, or the question was answered).
    public private(set) var isCloseApproved = false

    private enum PendingAction {
        case select(Int64?)
        case close
    }

    @ObservationIgnored private var pendingAction: PendingAction?
    private let makeProfile: @MainActor (Int64) -> ProfileViewModel
    private let makeTasks: @MainActor (Int64) -> TasksViewModel

    /// - Parameters:
    ///   - makeProfile / makeTasks: build the pages of a person, with their dependencies.
    public init(
        people: PeopleViewModel,
        makeProfile: @escaping @MainActor (Int64) -> ProfileViewModel,
        makeTasks: @escaping @MainActor (Int64) -> TasksViewModel
    ) {
        self.people = people
        self.makeProfile = makeProfile
        self.makeTasks = makeTasks
        people.selectionRequestHandler = { [weak self] id in self?.personSelected(id: id) }
        people.selectionDidChange = { [weak self] id in self?.showPages(for: id) }
    }

    /// An app on one store (people and tasks), with the real avatar library.
    public convenience init(
        store: any PeopleStore & TaskStore, avatars: any AvatarImporting = AvatarLibrary(),
        clock: RosterClock = .system, calendar: Calendar = .current, locale: Locale = .current
    ) {
        self.init(
            people: PeopleViewModel(store: store, locale: locale),
            makeProfile: { ProfileViewModel(personID: $0, store: store, avatars: avatars) },
            makeTasks: { TasksViewModel(personID: $0, store: store, clock: clock, calendar: calendar, locale: locale) }
        )
    }

    // MARK: Intents

    /// The window appeared: load the people.
    @discardableResult
    public func appeared() -> Task<Void, Never> { people.appeared() }

    /// A person was chosen in the list (nil: the selection was cleared).
    public func personSelected(id: Int64?) {
        guard id != people.selectedPersonID || (id == nil && profile != nil) else { return }
        if needsQuestion {
            ask(before: .select(id))
        } else {
            people.selectPerson(id: id)
        }
    }

    public func profileTabSelected() { detailPage = .profile }

    public func tasksTabSelected() { detailPage = .tasks }

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
        guard question != nil, let action = pendingAction else { return Task {} }
        question = nil
        pendingAction = nil
        switch answer {
        case .cancel:
            return Task {}
        case .discard:
            profile?.revertTapped()
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

    private func ask(before action: PendingAction) {
        pendingAction = action
        let name = profile?.title ?? ""
        question = UnsavedChangesQuestion(
            title: name.isEmpty ? "Save your changes?" : "Save changes to \(name)?",
            message: "Your edits will be lost if you don’t save them."
        )
    }

    private func perform(_ action: PendingAction) {
        switch action {
        case .select(let id):
            // Leaving a page whose person already left the list: only the pages change.
            if id == people.selectedPersonID { showPages(for: id) } else { people.selectPerson(id: id) }
        case .close: isCloseApproved = true
        }
    }

    private func showPages(for id: Int64?) {
        guard let id else {
            // The person left the store (deleted by another program, say) while being
            // edited: keep the edits on screen and say so, rather than dropping them.
            if let profile, profile.hasUnsavedChanges {
                profile.personVanished()
                return
            }
            profile = nil
            tasks = nil
            return
        }
        let profile = makeProfile(id)
        let tasks = makeTasks(id)
        self.profile = profile
        self.tasks = tasks
        profile.appeared()
        tasks.appeared()
    }
}

extension AppViewModel {
    /// What the app needs to come back as the user left it.
    public struct RestorableState: Codable, Sendable, Equatable {
        public var people: PeopleViewModel.RestorableState
        public var detailPage: DetailPage
    }

    public var restorableState: RestorableState {
        RestorableState(people: people.restorableState, detailPage: detailPage)
    }

    public func restore(_ state: RestorableState) {
        people.restore(state.people)
        detailPage = state.detailPage
    }
}

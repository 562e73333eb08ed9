import RosterModel

extension AppViewModel {
    /// Whether History applies: a saved person is shown (a new one has none yet).
    public var isHistoryEnabled: Bool { historyDisabledReason == nil }

    /// Why History is disabled; nil when enabled.
    public var historyDisabledReason: String? {
        guard let profile else { return L10n.tr("Nobody is selected") }
        guard profile.personID != nil else { return L10n.tr("A new person has no history yet") }
        return nil
    }

    /// History: opens the shown person's changes (`history`), newest first. Refused (the task
    /// returns at once) while it is disabled.
    @discardableResult
    public func historyTapped() -> Task<Void, Never> {
        guard isHistoryEnabled, let profile, let id = profile.personID else { return Task {} }
        let history = makeHistory(id, profile.stored?.name ?? "")
        self.history = history
        return history.appeared()
    }

    /// The History was closed (Close, Escape, its window's close button).
    public func historyClosed() { history = nil }
}

extension AppViewModel {
    /// What one Undo command (Ctrl+Z, say) would bring back now: the deleted task while the
    /// Tasks page shows and offers one, else the deleted person; nil when nothing can come back.
    public var undoOffer: UndoOffer? {
        if detailPage == .tasks, let offer = tasks?.undo { return offer }
        return personUndo
    }

    /// One Undo command: brings back what `undoOffer` names. Refused (the task returns false)
    /// when nothing is offered.
    @discardableResult
    public func undoTapped() -> Task<Bool, Never> {
        if detailPage == .tasks, let tasks, tasks.undo != nil {
            let undo = tasks.undoTapped()
            return Task {
                await undo.value
                return true
            }
        }
        return undoDeleteTapped()
    }
}

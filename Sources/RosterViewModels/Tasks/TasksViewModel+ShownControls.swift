extension TasksViewModel {
    /// The controls the page shows now, in `TasksControl.screenOrder`: the undo bar's Undo and
    /// close button only while a deleted task can come back; `.rows` stands for every listed
    /// task's controls (`TaskRowControl.allCases` each). Nothing while the page loads or failed.
    ///
    /// The one place these rules live: every front shows, and moves the keyboard through,
    /// exactly these.
    public var shownControls: [TasksControl] {
        guard loadState == .loaded else { return [] }
        return TasksControl.screenOrder.filter { control in
            switch control {
            case .undo, .dismissUndo: return undo != nil
            case .newTitle, .newDue, .add, .filter, .rows: return true
            }
        }
    }
}

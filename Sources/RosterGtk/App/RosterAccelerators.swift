import GtkKit

// Where the keys of `RosterActions` work: everywhere in the window (application accelerators), or
// only in the people list (its local shortcuts, added by `MainWindow.connectActions`).

/// Where a Roster accelerator works.
public enum AcceleratorScope: Sendable, Equatable {
    /// Anywhere in the window: registered for the action with
    /// `gtk_application_set_accels_for_action` (`RosterActions.registerAccelerators`).
    case window
    /// Only while the people list has keyboard focus: in a text field, Delete
    /// deletes text. Added as local shortcuts on the list, not as application accelerators.
    case peopleList
}

extension RosterActions {
    /// Registers the accelerators of every `.window`-scoped action with `application`
    /// (`gtk_application_set_accels_for_action`): they work in every window of the
    /// application that has the action. `.peopleList` ones are the list's local shortcuts.
    public static func registerAccelerators(in application: Application) {
        for action in all where action.scope == .window && !action.accelerators.isEmpty {
            application.setAccelerators(action.accelerators, forAction: action.name)
        }
    }
}

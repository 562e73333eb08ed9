import CGtk
import CGtkShims

/// `GtkStack`: one named page visible at a time.
@MainActor
public final class Stack: Widget {
    /// - Parameter transition: how a page change animates; GTK's own default is `.none`.
    public init(transition: StackTransition) {
        super.init(sinking: gtk_stack_new())
        transitionType = transition
    }

    /// How a page change animates.
    public var transitionType: StackTransition {
        get { StackTransition(gtk_stack_get_transition_type(gk_stack(pointer))) }
        set { gtk_stack_set_transition_type(gk_stack(pointer), newValue.gtk) }
    }

    /// How long a page change animates, in milliseconds (GTK's default: 200).
    public var transitionDuration: UInt32 {
        get { gtk_stack_get_transition_duration(gk_stack(pointer)) }
        set { gtk_stack_set_transition_duration(gk_stack(pointer), newValue) }
    }

    /// Adds `child` as the page called `name` (the name `visiblePage` takes).
    public func addPage(_ child: Widget, name: String) {
        gtk_stack_add_named(gk_stack(pointer), child.widget, name)
    }

    /// The name of the visible page.
    public var visiblePage: String? {
        get { gtk_stack_get_visible_child_name(gk_stack(pointer)).map { String(cString: $0) } }
        set { if let newValue, newValue != visiblePage { gtk_stack_set_visible_child_name(gk_stack(pointer), newValue) } }
    }
}

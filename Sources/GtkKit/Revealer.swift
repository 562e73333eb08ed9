import CGtk
import CGtkShims

/// `GtkRevealer`: shows or hides its child with a slide.
@MainActor
public final class Revealer: Widget {
    /// How the child appears and goes (`GtkRevealerTransitionType`).
    public enum Transition: Sendable, Hashable, CaseIterable {
        /// At once.
        case none
        /// Fades in and out.
        case crossfade
        /// Slides in from the top edge (GTK's default): a bar under a header.
        case slideDown
        /// Slides in from the bottom edge: a bar at the foot of a window.
        case slideUp
        /// Slides in from the left edge.
        case slideRight
        /// Slides in from the right edge.
        case slideLeft

        var gtk: GtkRevealerTransitionType {
            switch self {
            case .none: return GTK_REVEALER_TRANSITION_TYPE_NONE
            case .crossfade: return GTK_REVEALER_TRANSITION_TYPE_CROSSFADE
            case .slideDown: return GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN
            case .slideUp: return GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP
            case .slideRight: return GTK_REVEALER_TRANSITION_TYPE_SLIDE_RIGHT
            case .slideLeft: return GTK_REVEALER_TRANSITION_TYPE_SLIDE_LEFT
            }
        }
    }

    /// A revealer of `child`, hidden.
    /// - Parameters:
    ///   - child: the widget shown and hidden.
    ///   - transition: how the child appears (GTK's default is `.slideDown`).
    public init(child: Widget, transition: Transition) {
        super.init(sinking: gtk_revealer_new())
        gtk_revealer_set_child(gk_revealer(pointer), child.widget)
        self.transition = transition
    }

    /// How the child appears and goes.
    public var transition: Transition {
        get {
            let type = gtk_revealer_get_transition_type(gk_revealer(pointer))
            return Transition.allCases.first { $0.gtk == type } ?? .none
        }
        set { gtk_revealer_set_transition_type(gk_revealer(pointer), newValue.gtk) }
    }

    /// Whether the child is shown (changing it animates, unless animations are off).
    public var revealsChild: Bool {
        get { gtk_revealer_get_reveal_child(gk_revealer(pointer)) != 0 }
        set { gtk_revealer_set_reveal_child(gk_revealer(pointer), newValue ? 1 : 0) }
    }
}

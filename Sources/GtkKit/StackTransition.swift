import CGtk

/// How a stack animates from one page to the next (`GtkStackTransitionType`).
/// GTK skips every animation when the desktop turns animations off.
public enum StackTransition: Sendable, Hashable, CaseIterable {
    /// The new page replaces the old one at once (GTK's default).
    case none
    /// The old page fades out as the new one fades in.
    case crossfade
    /// Pages slide sideways, in the direction of their order in the stack.
    case slideLeftRight
    /// Pages slide vertically, in the direction of their order in the stack.
    case slideUpDown
    /// The new page slides in from the right.
    case slideLeft
    /// The new page slides in from the left.
    case slideRight
    /// The new page slides in from the bottom.
    case slideUp
    /// The new page slides in from the top.
    case slideDown

    var gtk: GtkStackTransitionType {
        switch self {
        case .none: return GTK_STACK_TRANSITION_TYPE_NONE
        case .crossfade: return GTK_STACK_TRANSITION_TYPE_CROSSFADE
        case .slideLeftRight: return GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT_RIGHT
        case .slideUpDown: return GTK_STACK_TRANSITION_TYPE_SLIDE_UP_DOWN
        case .slideLeft: return GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT
        case .slideRight: return GTK_STACK_TRANSITION_TYPE_SLIDE_RIGHT
        case .slideUp: return GTK_STACK_TRANSITION_TYPE_SLIDE_UP
        case .slideDown: return GTK_STACK_TRANSITION_TYPE_SLIDE_DOWN
        }
    }

    init(_ type: GtkStackTransitionType) {
        self = Self.allCases.first { $0.gtk == type } ?? .none
    }
}

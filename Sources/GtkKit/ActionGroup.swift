import CGtk
import CGtkShims
import Glibc

/// A set of actions (`GSimpleActionGroup`) put on a widget under a prefix of
/// your choosing with `Widget.insertActionGroup(_:prefix:)`: actions that belong
/// to one part of a window (`row.delete`) rather than to all of it.
@MainActor
public final class ActionGroup: GObjectRef, ActionMap {
    /// An empty group.
    public init() {
        super.init(adopting: UnsafeMutableRawPointer(g_simple_action_group_new()))
    }

    /// The group as a `GActionMap *`.
    public var actionMapPointer: UnsafeMutableRawPointer { pointer }
}

import CGtk
import CGtkShims

/// A binding between two GObject properties (`GBinding`), made by `bindProperty`.
///
/// GObject runs it without Swift: no closure, no main-loop turn, no echo (a
/// bidirectional binding does not loop). It lasts as long as both objects, not
/// as long as this handle; `unbind()` ends it sooner. For view-model values,
/// use `Binding`: this one ties widgets (and actions) to each other.
@MainActor
public final class PropertyBinding {
    private nonisolated(unsafe) let binding: UnsafeMutableRawPointer

    fileprivate init(_ binding: UnsafeMutableRawPointer) {
        // GLib's reference belongs to the two objects; this one keeps the handle valid after they go.
        self.binding = g_object_ref(binding)
    }

    isolated deinit { g_object_unref(binding) }

    /// Whether the binding still runs (false once unbound or either object is gone).
    public var isBound: Bool {
        guard let source = g_binding_dup_source(OpaquePointer(binding)) else { return false }
        g_object_unref(source)
        return true
    }

    /// Ends the binding; both properties keep their values. Safe to call twice.
    public func unbind() {
        guard isBound else { return }
        g_binding_unbind(OpaquePointer(binding))
    }
}

/// Keeps `targetProperty` of `target` equal to `sourceProperty` of `source`
/// (GObject property names: `active`, `sensitive`, `visible`, `label`,
/// `enabled`…) by `g_object_bind_property`. The two properties must have
/// compatible types.
///
/// ```swift
/// bindProperty(lockSwitch, "active", to: entry, "sensitive", flags: [.syncCreate, .invertBoolean])
/// ```
@MainActor
@discardableResult
public func bindProperty(
    _ source: GObjectRef, _ sourceProperty: String, to target: GObjectRef, _ targetProperty: String,
    flags: BindingFlags = []
) -> PropertyBinding {
    let binding = g_object_bind_property(
        source.pointer, sourceProperty, target.pointer, targetProperty, GBindingFlags(rawValue: flags.rawValue))
    precondition(
        binding != nil, "cannot bind \"\(sourceProperty)\" to \"\(targetProperty)\": no such property, or types that do not convert")
    return PropertyBinding(UnsafeMutableRawPointer(binding!))
}

import CGtk
import CGtkShims

/// Owns one reference to a GObject for as long as the Swift wrapper lives.
///
/// Wrapping sinks a floating reference (new widgets are floating), so the
/// wrapper is a real owner; deinit drops that reference on the main actor.
@MainActor
open class GObjectRef {
    /// The wrapped object. Valid for the wrapper's lifetime. With
    /// `SignalConnection`'s static calls and `import CGtk`, it is how a program
    /// reaches GObject API that GtkKit does not wrap.
    public nonisolated(unsafe) let pointer: UnsafeMutableRawPointer

    /// Wraps `pointer`, taking a reference (sinking it when floating).
    public init(sinking pointer: UnsafeMutableRawPointer) {
        self.pointer = pointer
        g_object_ref_sink(pointer)
    }

    /// Wraps `pointer`, adopting a reference the caller already owns (transfer full).
    public init(adopting pointer: UnsafeMutableRawPointer) {
        self.pointer = pointer
    }

    isolated deinit {
        g_object_unref(pointer)
    }

    /// The object as a `GObject *`.
    public var object: UnsafeMutablePointer<GObject> { gk_object(pointer) }

    /// Sets a boolean GObject property by name (`visible`, `sensitive`…), for
    /// properties GtkKit has no Swift property for.
    public func setProperty(_ name: String, _ value: Bool) {
        gk_object_set_bool(pointer, name, value ? 1 : 0)
    }

    /// Sets a string GObject property by name (`placeholder-text`, `css-name`…).
    public func setProperty(_ name: String, _ value: String) {
        gk_object_set_string(pointer, name, value)
    }

    /// Reads a boolean GObject property by name.
    public func boolProperty(_ name: String) -> Bool {
        gk_object_get_bool(pointer, name) != 0
    }

    /// Reads a string GObject property by name ("" when it is unset).
    public func stringProperty(_ name: String) -> String {
        var value: UnsafeMutablePointer<gchar>?
        gk_object_get_string(pointer, name, &value)
        defer { g_free(value) }
        return value.map { String(cString: $0) } ?? ""
    }
}

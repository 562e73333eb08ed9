import CGtk
import Glibc

/// One D-Bus interface of this process, exported at an object path on the session bus
/// (`g_dbus_connection_register_object`): every method call reaches `handler` on the main
/// thread, as a ``DBusMethodCall`` to answer now or later.
///
/// The connection is GLib's shared session-bus connection, the one an ``Application``
/// registers its name on. Exported before ``Application/register()``, the object is there
/// when the name is taken, so that a call D-Bus activation queued for the name finds it.
/// The export lasts until ``unexport()`` or the wrapper goes.
@MainActor
public final class DBusObjectExport {
    /// Why an interface could not be exported.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    private nonisolated(unsafe) let connection: OpaquePointer
    private nonisolated(unsafe) var registration: guint = 0

    /// Exports the first interface that `introspectionXML` (D-Bus introspection data, a
    /// `<node>` with an `<interface>`) describes at `path` on the session bus.
    /// Throws when there is no session bus, the XML is invalid, or the path is taken.
    public init(path: String, introspectionXML: String, handler: @escaping @MainActor (DBusMethodCall) -> Void) throws {
        var error: UnsafeMutablePointer<GError>?
        guard let connection = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            throw Failure(description: Self.take(error))
        }
        self.connection = connection
        guard let node = g_dbus_node_info_new_for_xml(introspectionXML, &error) else {
            g_object_unref(UnsafeMutableRawPointer(connection))
            throw Failure(description: Self.take(error))
        }
        defer { g_dbus_node_info_unref(node) }
        guard let interface = node.pointee.interfaces?.pointee else {
            g_object_unref(UnsafeMutableRawPointer(connection))
            throw Failure(description: "no interface in the introspection data")
        }
        var vtable = GDBusInterfaceVTable()
        vtable.method_call = { _, sender, _, interface, method, parameters, invocation, data in
            let box = Unmanaged<HandlerBox>.fromOpaque(data!).takeUnretainedValue()
            let call = DBusMethodCall(
                sender: sender.map { String(cString: $0) } ?? "", interface: String(cString: interface!),
                method: String(cString: method!), parameters: parameters!, invocation: invocation!)
            // GLib calls in the main context the object was exported from: the main thread.
            MainActor.assumeIsolated { box.handler(call) }
        }
        let box = Unmanaged.passRetained(HandlerBox(handler)).toOpaque()
        registration = g_dbus_connection_register_object(
            connection, path, interface, &vtable, box, { data in Unmanaged<HandlerBox>.fromOpaque(data!).release() }, &error)
        guard registration != 0 else {
            g_object_unref(UnsafeMutableRawPointer(connection))
            throw Failure(description: Self.take(error))
        }
    }

    /// Withdraws the interface (calls after this get D-Bus's "unknown object" error).
    public func unexport() {
        guard registration != 0 else { return }
        g_dbus_connection_unregister_object(connection, registration)
        registration = 0
    }

    isolated deinit {
        unexport()
        g_object_unref(UnsafeMutableRawPointer(connection))
    }

    private static func take(_ error: UnsafeMutablePointer<GError>?) -> String {
        defer { g_error_free(error) }
        return error.map { String(cString: $0.pointee.message) } ?? "unknown error"
    }

    private final class HandlerBox {
        let handler: @MainActor (DBusMethodCall) -> Void
        init(_ handler: @escaping @MainActor (DBusMethodCall) -> Void) { self.handler = handler }
    }
}

/// A method call to a ``DBusObjectExport``, answered once: ``reply(_:)`` or ``fail(name:message:)``,
/// now or after awaiting something. One never answered is answered with an error when it goes.
@MainActor
public final class DBusMethodCall {
    /// The caller's unique bus name (`:1.42`).
    public let sender: String
    public let interface: String
    public let method: String
    /// The arguments, in order.
    public let arguments: [DBusValue]
    private nonisolated(unsafe) var invocation: OpaquePointer?

    init(sender: String, interface: String, method: String, parameters: OpaquePointer, invocation: OpaquePointer) {
        self.sender = sender
        self.interface = interface
        self.method = method
        if case .tuple(let values) = DBusValue(parameters) { arguments = values } else { arguments = [] }
        self.invocation = invocation
    }

    /// Answers with `values`, the method's out arguments in order (none for a method with none).
    /// Values of a type that cannot be sent answer with an error instead.
    public func reply(_ values: [DBusValue] = []) {
        guard let invocation else { return }
        self.invocation = nil
        guard let tuple = DBusValue.tuple(values).makeVariant() else {
            g_dbus_method_invocation_return_dbus_error(invocation, "org.freedesktop.DBus.Error.Failed", "reply not representable")
            return
        }
        g_dbus_method_invocation_return_value(invocation, tuple)
    }

    /// Answers with the D-Bus error `name` (`org.freedesktop.DBus.Error.InvalidArgs`…).
    public func fail(name: String, message: String) {
        guard let invocation else { return }
        self.invocation = nil
        g_dbus_method_invocation_return_dbus_error(invocation, name, message)
    }

    /// The argument at `index` when it is a string.
    public func string(at index: Int) -> String? {
        guard index < arguments.count, case .string(let text) = arguments[index] else { return nil }
        return text
    }

    /// The argument at `index` when it is an array of strings.
    public func strings(at index: Int) -> [String]? {
        guard index < arguments.count, case .strings(let texts) = arguments[index] else { return nil }
        return texts
    }

    isolated deinit {
        fail(name: "org.freedesktop.DBus.Error.Failed", message: "\(method) was not answered")
    }
}

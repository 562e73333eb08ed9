import CGtk
import CGtkShims

/// A connected signal handler: block it while code sets the value the signal
/// reports (so bindings do not echo), or disconnect it.
///
/// The Swift closure is boxed and retained for GLib; GLib releases it through
/// the destroy-notify when the handler is disconnected or the object dies.
/// Handlers must capture their owners weakly: the object keeps the box alive.
@MainActor
public struct SignalConnection {
    public let instance: UnsafeMutableRawPointer
    public let handlerID: gulong

    /// Runs `body` with the handler blocked.
    public func whileBlocked<T>(_ body: () throws -> T) rethrows -> T {
        g_signal_handler_block(instance, handlerID)
        defer { g_signal_handler_unblock(instance, handlerID) }
        return try body()
    }

    /// Disconnects the handler (its closure is released).
    public func disconnect() {
        if g_signal_handler_is_connected(instance, handlerID) != 0 {
            g_signal_handler_disconnect(instance, handlerID)
        }
    }

    // MARK: Connecting, one trampoline per C signature

    final class Box<Handler> {
        let handler: Handler
        init(_ handler: Handler) { self.handler = handler }
    }

    private static let releaseBox: GClosureNotify = { data, _ in
        guard let data else { return }
        Unmanaged<AnyObject>.fromOpaque(data).release()
    }

    static func connect<Handler>(
        _ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: Handler, trampoline: GCallback
    ) -> SignalConnection {
        let box = Unmanaged.passRetained(Box(handler) as AnyObject).toOpaque()
        let id = g_signal_connect_data(instance, signal, trampoline, box, releaseBox, GConnectFlags(rawValue: 0))
        precondition(id != 0, "GLib refused to connect \"\(signal)\"")
        return SignalConnection(instance: instance, handlerID: id)
    }

    typealias VoidHandler = @MainActor () -> Void
    /// `void (*)(gpointer instance, gpointer user_data)`
    @discardableResult
    static func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: @escaping VoidHandler) -> SignalConnection {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            let box = Unmanaged<Box<VoidHandler>>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.handler() }
        }
        return connect(instance, signal, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    typealias BoolHandler = @MainActor () -> Bool
    /// `gboolean (*)(gpointer instance, gpointer user_data)`, e.g. `close-request`.
    @discardableResult
    static func connectReturningBool(_ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: @escaping BoolHandler) -> SignalConnection {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean = { _, data in
            let box = Unmanaged<Box<BoolHandler>>.fromOpaque(data!).takeUnretainedValue()
            return MainActor.assumeIsolated { box.handler() } ? 1 : 0
        }
        return connect(instance, signal, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    typealias PointerHandler = @MainActor (UnsafeMutableRawPointer) -> Void
    /// `void (*)(gpointer instance, gpointer argument, gpointer user_data)`: `notify::…`
    /// (the argument is a `GParamSpec *`) and list item factory signals (a `GtkListItem *`).
    @discardableResult
    static func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, pointer handler: @escaping PointerHandler) -> SignalConnection {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, argument, data in
            let box = Unmanaged<Box<PointerHandler>>.fromOpaque(data!).takeUnretainedValue()
            guard let argument else { return }
            MainActor.assumeIsolated { box.handler(argument) }
        }
        return connect(instance, signal, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    typealias ResponseHandler = @MainActor (Int32) -> Void
    /// `void (*)(gpointer instance, gint response, gpointer user_data)`: dialog `response`.
    @discardableResult
    static func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, response handler: @escaping ResponseHandler) -> SignalConnection {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, gint, UnsafeMutableRawPointer?) -> Void = { _, response, data in
            let box = Unmanaged<Box<ResponseHandler>>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.handler(response) }
        }
        return connect(instance, signal, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    typealias PositionHandler = @MainActor (UInt32) -> Void
    /// `void (*)(gpointer instance, guint position, gpointer user_data)`, e.g. GtkListView `activate`.
    @discardableResult
    static func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, position handler: @escaping PositionHandler) -> SignalConnection {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, guint, UnsafeMutableRawPointer?) -> Void = { _, position, data in
            let box = Unmanaged<Box<PositionHandler>>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.handler(position) }
        }
        return connect(instance, signal, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }
}

import CGtk
import CGtkShims

/// A connected signal handler: block it while code sets the value the signal
/// reports (so bindings do not echo), or disconnect it.
///
/// ## The `on…` methods
///
/// Every `on…` method of GtkKit means one thing: it *adds* a handler, which
/// runs each time the event happens, beside any handlers added before, and
/// returns a discardable `SignalConnection` whose `disconnect()` removes just
/// that handler. Calling `on…` twice runs both handlers; nothing is replaced.
/// The name is `on` and what happened, in the past tense: `onClicked`,
/// `onActivated`, `onToggled`, `onTextChanged`, `onCloseRequested`.
///
/// Where a widget's value can be set by code as well as by the user (`text`,
/// `isActive`, `isOn`, a list's selection), setting it from code runs none of
/// the handlers its `on…` methods added: they report the user's changes only.
///
/// A kit type that needs one callback that a later call replaces names it
/// `set…Handler` instead; GtkKit has none today.
///
/// The Swift closure is boxed and retained for GLib; GLib releases it through
/// the destroy-notify when the handler is disconnected or the object dies, so
/// dropping this value does not disconnect anything. Handlers must capture
/// their owners weakly: the object keeps the box, and so the closure, alive.
///
/// GLib calls a handler through a C function whose parameters match the
/// signal exactly; one trampoline per C signature, never one per argument
/// count (a `notify::` handler takes a `GParamSpec *`, a dialog's `response`
/// handler a `gint`, and passing one for the other corrupts arguments).
/// GtkKit wraps the signatures below; `connect(_:_:handler:trampoline:)`
/// lets any program wrap another one with its own `@convention(c)` function.
@MainActor
public struct SignalConnection {
    /// The object the handler is connected on (a `GObject *`).
    public let instance: UnsafeMutableRawPointer
    /// GLib's id of the handler on `instance`.
    public let handlerID: UInt

    /// Runs `body` with the handler blocked, so that a change made by code does
    /// not come back as if the user had made it.
    public func whileBlocked<T>(_ body: () throws -> T) rethrows -> T {
        g_signal_handler_block(instance, handlerID)
        defer { g_signal_handler_unblock(instance, handlerID) }
        return try body()
    }

    /// Disconnects the handler (GLib releases its closure). Safe to call twice.
    public func disconnect() {
        if g_signal_handler_is_connected(instance, handlerID) != 0 {
            g_signal_handler_disconnect(instance, handlerID)
        }
    }

    /// Whether the handler is still connected (false after `disconnect`).
    public var isConnected: Bool { g_signal_handler_is_connected(instance, handlerID) != 0 }

    // MARK: The generic entry

    final class Box<Handler> {
        let handler: Handler
        init(_ handler: Handler) { self.handler = handler }
    }

    private static let releaseBox: GClosureNotify = { data, _ in
        guard let data else { return }
        Unmanaged<AnyObject>.fromOpaque(data).release()
    }

    /// Connects `handler` to `signal` of `instance` through a trampoline the
    /// caller writes, for a signal signature GtkKit does not wrap.
    ///
    /// `trampoline` must be a `@convention(c)` function whose parameters are
    /// exactly the signal's C handler's: the instance, the signal's arguments,
    /// then `gpointer user_data` last. GLib passes as `user_data` the box of
    /// `handler`; read the handler back with `SignalConnection.handler(from:)`.
    /// The box is released when the handler is disconnected or `instance` dies.
    ///
    /// ```swift
    /// typealias Handler = @MainActor (Int32, Int32) -> Void
    /// let trampoline: @convention(c) (UnsafeMutableRawPointer?, Int32, Int32, UnsafeMutableRawPointer?) -> Void = { _, a, b, data in
    ///     let handler: Handler = SignalConnection.handler(from: data!)
    ///     MainActor.assumeIsolated { handler(a, b) }
    /// }
    /// SignalConnection.connect(object.pointer, "some-signal", handler: myHandler, trampoline: trampoline)
    /// ```
    @discardableResult
    public static func connect<Handler, Trampoline>(
        _ instance: UnsafeMutableRawPointer, _ signal: String, handler: Handler, trampoline: Trampoline
    ) -> SignalConnection {
        // A @convention(c) function is one pointer; a Swift closure is two words and would crash in C.
        precondition(
            MemoryLayout<Trampoline>.size == MemoryLayout<UnsafeRawPointer>.size,
            "the trampoline must be a @convention(c) function")
        return connect(instance, signal, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// The handler boxed by `connect(_:_:handler:trampoline:)`, from the
    /// `user_data` GLib passes to the trampoline. `Handler` must be the type
    /// the handler was connected with.
    public nonisolated static func handler<Handler>(from userData: UnsafeMutableRawPointer) -> Handler {
        Unmanaged<Box<Handler>>.fromOpaque(userData).takeUnretainedValue().handler
    }

    static func connect<Handler>(
        _ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: Handler, trampoline: GCallback
    ) -> SignalConnection {
        let box = Unmanaged.passRetained(Box(handler) as AnyObject).toOpaque()
        let id = g_signal_connect_data(instance, signal, trampoline, box, releaseBox, GConnectFlags(rawValue: 0))
        precondition(id != 0, "GLib refused to connect \"\(signal)\"")
        return SignalConnection(instance: instance, handlerID: id)
    }

    // MARK: The signatures GtkKit wraps, one trampoline each

    /// Connects a handler of `void (*)(gpointer instance, gpointer user_data)`:
    /// `clicked`, `activate`, `changed`.
    @discardableResult
    public static func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: @escaping @MainActor () -> Void)
        -> SignalConnection
    {
        typealias Handler = @MainActor () -> Void
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            let handler: Handler = SignalConnection.handler(from: data!)
            MainActor.assumeIsolated { handler() }
        }
        return connect(instance, signal, handler as Handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// Connects a handler of `gboolean (*)(gpointer instance, gpointer user_data)`,
    /// e.g. `close-request`; what the handler returns goes back to GTK (true:
    /// handled, stop other handlers).
    @discardableResult
    public static func connectReturningBool(
        _ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: @escaping @MainActor () -> Bool
    ) -> SignalConnection {
        typealias Handler = @MainActor () -> Bool
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean = { _, data in
            let handler: Handler = SignalConnection.handler(from: data!)
            return MainActor.assumeIsolated { handler() } ? 1 : 0
        }
        return connect(instance, signal, handler as Handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// Connects a handler of `void (*)(gpointer instance, gpointer argument, gpointer user_data)`:
    /// `notify::…` (the argument is a `GParamSpec *`), list item factory signals
    /// (a `GtkListItem *`), `row-activated` (a row). Not called when the
    /// argument is NULL.
    @discardableResult
    public static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String, pointer handler: @escaping @MainActor (UnsafeMutableRawPointer) -> Void
    ) -> SignalConnection {
        typealias Handler = @MainActor (UnsafeMutableRawPointer) -> Void
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
            _, argument, data in
            let handler: Handler = SignalConnection.handler(from: data!)
            guard let argument else { return }
            MainActor.assumeIsolated { handler(argument) }
        }
        return connect(instance, signal, handler as Handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// Connects a handler of `void (*)(gpointer instance, gint argument, gpointer user_data)`,
    /// e.g. a dialog's `response`.
    @discardableResult
    public static func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, int32 handler: @escaping @MainActor (Int32) -> Void)
        -> SignalConnection
    {
        typealias Handler = @MainActor (Int32) -> Void
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, gint, UnsafeMutableRawPointer?) -> Void = { _, argument, data in
            let handler: Handler = SignalConnection.handler(from: data!)
            MainActor.assumeIsolated { handler(argument) }
        }
        return connect(instance, signal, handler as Handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// Connects a handler of `void (*)(gpointer instance, guint argument, gpointer user_data)`,
    /// e.g. GtkListView `activate` (a position).
    @discardableResult
    public static func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, uint32 handler: @escaping @MainActor (UInt32) -> Void)
        -> SignalConnection
    {
        typealias Handler = @MainActor (UInt32) -> Void
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, guint, UnsafeMutableRawPointer?) -> Void = { _, argument, data in
            let handler: Handler = SignalConnection.handler(from: data!)
            MainActor.assumeIsolated { handler(argument) }
        }
        return connect(instance, signal, handler as Handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    // The labels GtkKit used inside the module before the signatures went public.
    @discardableResult
    static func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, response handler: @escaping @MainActor (Int32) -> Void)
        -> SignalConnection
    {
        connect(instance, signal, int32: handler)
    }

    @discardableResult
    static func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, position handler: @escaping @MainActor (UInt32) -> Void)
        -> SignalConnection
    {
        connect(instance, signal, uint32: handler)
    }

    /// Connects a handler of `void (*)(gpointer instance, gdouble argument, gpointer user_data)`,
    /// e.g. GtkGestureZoom `scale-changed`. (A double travels in a floating-point
    /// register: only a trampoline declared with `gdouble` reads it.)
    @discardableResult
    public static func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, double handler: @escaping @MainActor (Double) -> Void)
        -> SignalConnection
    {
        typealias Handler = @MainActor (Double) -> Void
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, gdouble, UnsafeMutableRawPointer?) -> Void = { _, argument, data in
            let handler: Handler = SignalConnection.handler(from: data!)
            MainActor.assumeIsolated { handler(argument) }
        }
        return connect(instance, signal, handler as Handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }
}

extension GObjectRef {
    /// Connects `handler` to a signal whose C handler is `void (*)(instance, user_data)`
    /// (`clicked`, `activate`, `changed`…).
    @discardableResult
    public func connect(_ signal: String, _ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        SignalConnection.connect(pointer, signal, handler)
    }

    /// Connects `handler` to a signal whose C handler returns a `gboolean`
    /// (`close-request`…): return true to stop GTK's own handling.
    @discardableResult
    public func connectReturningBool(_ signal: String, _ handler: @escaping @MainActor () -> Bool) -> SignalConnection {
        SignalConnection.connectReturningBool(pointer, signal, handler)
    }

    /// Connects `handler` to a signal with one pointer argument (`notify::…`, `row-activated`…).
    @discardableResult
    public func connect(_ signal: String, pointer handler: @escaping @MainActor (UnsafeMutableRawPointer) -> Void) -> SignalConnection {
        SignalConnection.connect(pointer, signal, pointer: handler)
    }

    /// Connects `handler` to a signal with one `gint` argument (a dialog's `response`…).
    @discardableResult
    public func connect(_ signal: String, int32 handler: @escaping @MainActor (Int32) -> Void) -> SignalConnection {
        SignalConnection.connect(pointer, signal, int32: handler)
    }

    /// Connects `handler` to a signal with one `guint` argument (a list view's `activate`…).
    @discardableResult
    public func connect(_ signal: String, uint32 handler: @escaping @MainActor (UInt32) -> Void) -> SignalConnection {
        SignalConnection.connect(pointer, signal, uint32: handler)
    }

    /// Connects `handler` to a signal with one `gdouble` argument (a zoom gesture's `scale-changed`…).
    @discardableResult
    public func connect(_ signal: String, double handler: @escaping @MainActor (Double) -> Void) -> SignalConnection {
        SignalConnection.connect(pointer, signal, double: handler)
    }

    /// Runs `handler` whenever the GObject property `property` changes
    /// (`notify::property`), whether the user or code changed it.
    @discardableResult
    public func onPropertyChanged(_ property: String, _ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        SignalConnection.connect(pointer, "notify::\(property)", pointer: { _ in handler() })
    }
}

import CGtk

/// The handlers `on…` methods connected to a signal that code's own writes emit
/// too (`changed`, `toggled`, `notify::active`): a write from code runs with all
/// of them blocked, so that it does not come back as if the user had made it.
@MainActor
final class UserChangeHandlers {
    private var connections: [SignalConnection] = []

    /// Keeps `connection` among the handlers to block, and returns it.
    func add(_ connection: SignalConnection) -> SignalConnection {
        connections.removeAll { !$0.isConnected }
        connections.append(connection)
        return connection
    }

    /// Runs `body` with every handler still connected blocked.
    func whileBlocked<T>(_ body: () throws -> T) rethrows -> T {
        connections.removeAll { !$0.isConnected }
        let blocked = connections
        for connection in blocked { g_signal_handler_block(connection.instance, connection.handlerID) }
        defer { for connection in blocked { g_signal_handler_unblock(connection.instance, connection.handlerID) } }
        return try body()
    }
}

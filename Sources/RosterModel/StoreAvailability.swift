/// Whether a store can reach its data now, as `PeopleStore.availability()` reports it.
/// An embedded database is always available; a server may go away and come back.
public enum StoreAvailability: Sendable, Equatable {
    /// Reads and writes reach the data.
    case available
    /// The data cannot be reached; the store tries again after `retryingIn`.
    case unavailable(retryingIn: Duration)
}

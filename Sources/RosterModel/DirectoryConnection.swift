/// A directory store that a front opened and closes when it is done with it: one engine's
/// connection to its data (a SQLite file, a PostgreSQL database).
public protocol DirectoryConnection: PeopleStore, TaskStore {
    /// Where the data is, as messages name it: a file's path, or a server's URL without its password.
    var displayName: String { get }
    /// Finishes pending work and lets go of the data (SQLite checkpoints its WAL, so the file
    /// alone holds every change). Later uses fail.
    func close()
}

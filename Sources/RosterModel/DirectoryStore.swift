/// A whole directory's store: its people and their tasks. Each engine (SQLite, PostgreSQL, the
/// in-memory store) is one; the fronts and the view models hold one without knowing which.
public typealias DirectoryStore = PeopleStore & TaskStore

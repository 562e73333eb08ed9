import GRDB
import RosterModel

extension Person: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "person"

    /// The table's columns, for queries.
    public enum Columns {
        public static let id = Column("id")
        public static let name = Column("name")
        public static let username = Column("username")
        public static let email = Column("email")
        public static let phone = Column("phone")
        public static let website = Column("website")
        public static let companyName = Column("companyName")
        public static let biography = Column("biography")
        public static let avatarPath = Column("avatarPath")
        /// The folded search text (`PersonSearchText`), written with every row; NULL
        /// when another program wrote the row (see the v4 migration). Never read into a `Person`.
        public static let searchText = Column("searchText")
    }

    // Hand-written decoding: at 100,000 rows Codable decoding costs several times more.
    public init(row: Row) {
        self.init(
            id: row[0], name: row[1], username: row[2], email: row[3], phone: row[4],
            website: row[5], companyName: row[6], biography: row[7], avatarPath: row[8])
    }

    public static var databaseSelection: [any SQLSelectable] {
        [
            Columns.id, Columns.name, Columns.username, Columns.email, Columns.phone,
            Columns.website, Columns.companyName, Columns.biography, Columns.avatarPath,
        ]
    }

    public func encode(to container: inout PersistenceContainer) {
        container[Columns.id] = id
        container[Columns.name] = name
        container[Columns.username] = username
        container[Columns.email] = email
        container[Columns.phone] = phone
        container[Columns.website] = website
        container[Columns.companyName] = companyName
        container[Columns.biography] = biography
        container[Columns.avatarPath] = avatarPath
        // Every write of a person through the model (insert, update, import, restore) comes here.
        container[Columns.searchText] = PersonSearchText.column(of: self)
    }
}

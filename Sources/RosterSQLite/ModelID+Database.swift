import GRDB
import GRDBSQLite
import RosterModel

// The model's ids are stored as their number: an INTEGER column, bound and
// read as `Int64`, so the schema and the files are those of bare ids.

extension ModelID: DatabaseValueConvertible, StatementColumnConvertible {
    public var databaseValue: DatabaseValue { rawValue.databaseValue }

    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> Self? {
        Int64.fromDatabaseValue(dbValue).map(Self.init(rawValue:))
    }

    @inline(__always)
    public init?(sqliteStatement: SQLiteStatement, index: CInt) {
        self.init(rawValue: sqlite3_column_int64(sqliteStatement, index))
    }
}

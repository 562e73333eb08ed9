import PostgresNIO
import RosterModel

/// Roster's PostgreSQL schema and its migrations, applied on first use by whichever client
/// comes first (under an advisory lock, so two clients starting at once do not both migrate).
/// `roster_schema` lists the migrations applied; a name this Roster does not know means a
/// newer Roster made the database, which is then left untouched (`StoreError.newerVersion`).
enum PostgresSchema {
    /// The key of the transaction-scoped advisory lock that migrations hold ("roster" in ASCII).
    static let migrationLock: Int64 = 0x726F_7374_6572
    /// The channel the triggers notify on.
    static let channel = "roster_changes"
    /// A payload longer than this (PostgreSQL's limit is 8000 bytes) is sent as "unknown".
    static let payloadLimit = 7_999

    /// Each migration: its name (recorded in `roster_schema`), its statements, one per query,
    /// and what it then does in Swift, if anything (what SQL cannot: fold text).
    static let migrations: [(name: String, statements: [String], then: Backfill?)] = [
        ("v1: people and tasks", tables, nil),
        ("v2: change notifications", notifications, nil),
        ("v3: company and phone in search text", companyAndPhoneInSearchText, recomputeSearchText(where: "TRUE")),
        ("v4: due dates are calendar days", dueDatesAreCalendarDays, nil),
        // The rows whose phone holds more than digits and punctuation (an extension's "x"):
        // their extension's digits now stand apart (`PersonSearchText.extensionMark`).
        ("v5: phone extension apart in search text", [], recomputeSearchText(where: "phone ~ '[^0-9 +()./-]'")),
        ("v6: parts", parts, nil),
        ("v7: history", history, nil),
        ("v8: a member restores their own task", memberRestoresTask, nil),
        ("v9: parts' roles of this database alone", partRoles, nil),
        ("v10: unique usernames", uniqueUsernames, nil),
        ("v11: history trimmed through its indexes", historyTrimmedByIndex, nil),
    ]

    /// A migration's step in Swift, on the migrating connection, inside its transaction.
    typealias Backfill = @Sendable (PostgresConnection, Logger) async throws -> Void

    /// Brings the schema of the database `connection` is on up to date, in one transaction.
    static func migrate(_ connection: PostgresConnection, logger: Logger, displayName: String) async throws {
        try await connection.query("BEGIN", logger: logger)
        do {
            try await connection.query("SELECT pg_advisory_xact_lock(\(migrationLock))", logger: logger)
            // Only when it is missing: a reader or a member may not create tables, and need not.
            var exists = false
            for try await found in try await connection.query("SELECT to_regclass('roster_schema') IS NOT NULL", logger: logger)
                .decode(Bool.self)
            {
                exists = found
            }
            if !exists {
                try await connection.query(
                    """
                    CREATE TABLE roster_schema (
                      name text PRIMARY KEY,
                      applied_at timestamptz NOT NULL DEFAULT now()
                    )
                    """, logger: logger)
            }
            var applied: Set<String> = []
            for try await name in try await connection.query("SELECT name FROM roster_schema", logger: logger).decode(String.self) {
                applied.insert(name)
            }
            let known = Set(migrations.map(\.name))
            if let unknown = applied.subtracting(known).sorted().first {
                throw StoreError.newerVersion(path: displayName, migration: unknown)
            }
            for migration in migrations where !applied.contains(migration.name) {
                for statement in migration.statements {
                    try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
                }
                try await migration.then?(connection, logger)
                try await connection.query("INSERT INTO roster_schema (name) VALUES (\(migration.name))", logger: logger)
            }
            try await connection.query("COMMIT", logger: logger)
        } catch {
            _ = try? await connection.query("ROLLBACK", logger: logger)
            throw error
        }
    }

    /// The names of the migrations this Roster knows, in order.
    static var migrationNames: [String] { migrations.map(\.name) }

    /// People and tasks, with the model's rules as constraints (every write is checked by the
    /// model first; these keep other clients, `psql` among them, to the same rules).
    /// Ids are identity columns, never reused: a restored or imported row keeps its id, and
    /// the sequences are moved past it.
    private static var tables: [String] {
        func check(_ column: PersonRules.Column, _ name: String) -> String {
            PersonRules.checkConstraints(of: column, named: name, position: "strpos")
        }
        return [
            """
            CREATE TABLE person (
              id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY CHECK (id > 0),
              name text NOT NULL \(check(.name, "name")),
              username text NOT NULL DEFAULT '' \(check(.username, "username")),
              email text NOT NULL \(check(.email, "email")),
              phone text NOT NULL DEFAULT '' \(check(.phone, "phone")),
              website text NOT NULL DEFAULT '' \(check(.website, "website")),
              company_name text NOT NULL DEFAULT '' \(check(.companyName, "company_name")),
              biography text NOT NULL DEFAULT '' \(check(.biography, "biography")),
              avatar_path text \(check(.avatarPath, "avatar_path")),
              search_text text
            )
            """,
            """
            CREATE TABLE task (
              id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
              person_id bigint NOT NULL REFERENCES person(id) ON DELETE CASCADE,
              title text NOT NULL \(TaskRules.titleLimit.checkConstraint(on: "title", required: true)),
              is_done boolean NOT NULL DEFAULT false,
              due_date text CHECK (due_date IS NULL OR due_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
              position bigint NOT NULL
            )
            """,
            "CREATE INDEX task_person_id ON task (person_id)",
            // The folded search text (`PersonSearchText`) is written by Roster with every row;
            // a client that changes name, username or email without it (psql) marks it stale
            // (NULL), and a search folds such rows in Swift, as the SQLite engine does.
            """
            CREATE FUNCTION roster_search_text_stale() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
              IF NEW.search_text IS NOT DISTINCT FROM OLD.search_text AND NEW.search_text IS NOT NULL
                 AND (NEW.name IS DISTINCT FROM OLD.name OR NEW.username IS DISTINCT FROM OLD.username
                      OR NEW.email IS DISTINCT FROM OLD.email) THEN
                NEW.search_text := NULL;
              END IF;
              RETURN NEW;
            END $$
            """,
            """
            CREATE TRIGGER person_search_text_stale BEFORE UPDATE OF name, username, email ON person
              FOR EACH ROW EXECUTE FUNCTION roster_search_text_stale()
            """,
        ]
    }

    /// The search text gains the company and the phone's digits (`PersonSearchText`): a
    /// client's edit of those fields marks it stale too, and `recomputeSearchText` rewrites it.
    private static var companyAndPhoneInSearchText: [String] {
        [
            "DROP TRIGGER person_search_text_stale ON person",
            """
            CREATE OR REPLACE FUNCTION roster_search_text_stale() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
              IF NEW.search_text IS NOT DISTINCT FROM OLD.search_text AND NEW.search_text IS NOT NULL
                 AND (NEW.name IS DISTINCT FROM OLD.name OR NEW.username IS DISTINCT FROM OLD.username
                      OR NEW.email IS DISTINCT FROM OLD.email OR NEW.phone IS DISTINCT FROM OLD.phone
                      OR NEW.company_name IS DISTINCT FROM OLD.company_name) THEN
                NEW.search_text := NULL;
              END IF;
              RETURN NEW;
            END $$
            """,
            """
            CREATE TRIGGER person_search_text_stale BEFORE UPDATE OF name, username, email, phone, company_name ON person
              FOR EACH ROW EXECUTE FUNCTION roster_search_text_stale()
            """,
        ]
    }

    /// v1 checked only the digits of a due date, so psql could store 2026-02-30, which no
    /// Roster can read (`StoreError.unreadableDueDate`). The check is now the model's rule
    /// (`CalendarDay`: a day of the Gregorian calendar, years 0001 to 9999), in arithmetic
    /// alone, so that it cannot fail on odd text and does not depend on the session's
    /// settings. NOT VALID: rows stored before are kept (as SQLite's v2 keeps them); every
    /// later write is checked.
    private static var dueDatesAreCalendarDays: [String] {
        [
            """
            CREATE FUNCTION roster_is_calendar_day(day text) RETURNS boolean LANGUAGE plpgsql IMMUTABLE STRICT AS $$
            DECLARE y int; m int; d int;
            BEGIN
              IF day !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' THEN
                RETURN false;
              END IF;
              y := substr(day, 1, 4)::int;
              m := substr(day, 6, 2)::int;
              d := substr(day, 9, 2)::int;
              IF y < 1 OR m NOT BETWEEN 1 AND 12 OR d < 1 THEN
                RETURN false;
              END IF;
              RETURN d <= CASE WHEN m = 2 THEN CASE WHEN (y % 4 = 0 AND y % 100 <> 0) OR y % 400 = 0 THEN 29 ELSE 28 END
                               WHEN m IN (4, 6, 9, 11) THEN 30 ELSE 31 END;
            END $$
            """,
            """
            ALTER TABLE task ADD CONSTRAINT task_due_date_is_a_day
              CHECK (due_date IS NULL OR roster_is_calendar_day(due_date)) NOT VALID
            """,
        ]
    }

    /// Parts (`DirectoryPart`), enforced by the server so that psql cannot go round them.
    ///
    /// Rewrites the search text of the people `condition` (SQL) selects as `PersonSearchText`
    /// makes it now, a chunk of rows an update, without notifying anyone (nothing anyone sees
    /// changes; every listener would reload for nothing): the notification trigger is off for
    /// the transaction's updates.
    private static func recomputeSearchText(where condition: String) -> Backfill {
        { connection, logger in try await recomputeSearchText(where: condition, connection: connection, logger: logger) }
    }

    private static func recomputeSearchText(where condition: String, connection: PostgresConnection, logger: Logger) async throws {
        try await connection.query("ALTER TABLE person DISABLE TRIGGER roster_person_updated", logger: logger)
        var ids: [Int64] = []
        var texts: [String] = []
        let rows = try await connection.query(
            PostgresQuery(unsafeSQL: "SELECT id, name, username, email, phone, company_name FROM person WHERE \(condition)"),
            logger: logger)
        for try await row in rows.decode((Int64, String, String, String, String, String).self) {
            let person = Person(id: PersonID(row.0), name: row.1, username: row.2, email: row.3, phone: row.4, companyName: row.5)
            ids.append(row.0)
            texts.append(PersonSearchText.column(of: person))
        }
        for start in stride(from: 0, to: ids.count, by: 1_000) {
            let end = min(start + 1_000, ids.count)
            try await connection.query(
                """
                UPDATE person SET search_text = data.text
                FROM unnest(\(Array(ids[start..<end])), \(Array(texts[start..<end]))) AS data(id, text)
                WHERE person.id = data.id
                """, logger: logger)
        }
        try await connection.query("ALTER TABLE person ENABLE TRIGGER roster_person_updated", logger: logger)
    }

    /// One NOTIFY per statement on `roster_changes`, by statement-level triggers with transition
    /// tables, so that every client's writes (psql's too) reach every listener at commit.
    /// The payload is JSON, `{"i":[…],"u":[…],"d":[…],"t":[…]}` (people inserted, updated,
    /// deleted; people whose tasks changed), or `unknown` when it would be too long.
    private static var notifications: [String] {
        var statements = [
            """
            CREATE FUNCTION roster_notify(inserted bigint[], updated bigint[], deleted bigint[], tasks bigint[])
              RETURNS void LANGUAGE plpgsql AS $$
            DECLARE payload text;
            BEGIN
              IF coalesce(cardinality(inserted), 0) + coalesce(cardinality(updated), 0)
                 + coalesce(cardinality(deleted), 0) + coalesce(cardinality(tasks), 0) = 0 THEN
                RETURN;
              END IF;
              payload := json_build_object('i', coalesce(inserted, '{}'), 'u', coalesce(updated, '{}'),
                                           'd', coalesce(deleted, '{}'), 't', coalesce(tasks, '{}'))::text;
              IF octet_length(payload) > \(payloadLimit) THEN
                payload := 'unknown';
              END IF;
              PERFORM pg_notify('\(channel)', payload);
            END $$
            """,
            """
            CREATE FUNCTION roster_notify_unknown() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
              PERFORM pg_notify('\(channel)', 'unknown');
              RETURN NULL;
            END $$
            """,
        ]
        let bodies: [(name: String, table: String, event: String, transition: String, call: String)] = [
            (
                "roster_person_inserted", "person", "INSERT", "NEW TABLE AS new_rows",
                "ARRAY(SELECT id FROM new_rows), NULL, NULL, NULL"
            ),
            (
                "roster_person_updated", "person", "UPDATE", "OLD TABLE AS old_rows NEW TABLE AS new_rows",
                """
                ARRAY(SELECT id FROM new_rows EXCEPT SELECT id FROM old_rows),
                    ARRAY(SELECT id FROM new_rows INTERSECT SELECT id FROM old_rows),
                    ARRAY(SELECT id FROM old_rows EXCEPT SELECT id FROM new_rows), NULL
                """
            ),
            (
                "roster_person_deleted", "person", "DELETE", "OLD TABLE AS old_rows",
                "NULL, NULL, ARRAY(SELECT id FROM old_rows), NULL"
            ),
            (
                "roster_task_inserted", "task", "INSERT", "NEW TABLE AS new_rows",
                "NULL, NULL, NULL, ARRAY(SELECT DISTINCT person_id FROM new_rows)"
            ),
            (
                "roster_task_updated", "task", "UPDATE", "OLD TABLE AS old_rows NEW TABLE AS new_rows",
                "NULL, NULL, NULL, ARRAY(SELECT person_id FROM new_rows UNION SELECT person_id FROM old_rows)"
            ),
            (
                "roster_task_deleted", "task", "DELETE", "OLD TABLE AS old_rows",
                "NULL, NULL, NULL, ARRAY(SELECT DISTINCT person_id FROM old_rows)"
            ),
        ]
        for body in bodies {
            statements.append(
                """
                CREATE FUNCTION \(body.name)() RETURNS trigger LANGUAGE plpgsql AS $$
                BEGIN
                  PERFORM roster_notify(\(body.call));
                  RETURN NULL;
                END $$
                """)
            statements.append(
                """
                CREATE TRIGGER \(body.name) AFTER \(body.event) ON \(body.table)
                  REFERENCING \(body.transition) FOR EACH STATEMENT EXECUTE FUNCTION \(body.name)()
                """)
        }
        for table in ["person", "task"] {
            statements.append(
                """
                CREATE TRIGGER roster_\(table)_truncated AFTER TRUNCATE ON \(table)
                  FOR EACH STATEMENT EXECUTE FUNCTION roster_notify_unknown()
                """)
        }
        return statements
    }
}

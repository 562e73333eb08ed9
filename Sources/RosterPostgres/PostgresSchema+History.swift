import PostgresNIO
import RosterModel

// Migration v7: the history of every change, kept by the server.

extension PostgresSchema {
    /// How much history the server keeps (`roster_history`, v7): entries of the last
    /// `historyDays` days, at most `historyPerPerson` a person, each value cut to
    /// `historyValueLength` characters. docs/postgresql.md says so too.
    static let historyDays = 365
    static let historyPerPerson = HistoryEntry.keptPerPerson
    static let historyValueLength = 1_000

    /// The history of every change to a person or a task, by any client (psql too): statement
    /// triggers with transition tables write one row per changed field, with the login
    /// (`session_user`), the time, and the old and new value; a row added or deleted is one
    /// entry, `created` or `deleted`. The function runs as the owner (SECURITY DEFINER), so no
    /// part may write the history itself; every part reads it. Each statement also drops what
    /// is older than the retention, and each touched person's entries beyond their cap.
    static var history: [String] {
        var statements = [
            """
            CREATE TABLE roster_history (
              id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
              at timestamptz NOT NULL DEFAULT now(),
              who text NOT NULL DEFAULT session_user,
              person_id bigint NOT NULL,
              task_id bigint,
              field text NOT NULL,
              old_value text,
              new_value text
            )
            """,
            "CREATE INDEX roster_history_person ON roster_history (person_id, id)",
            "CREATE INDEX roster_history_at ON roster_history (at)",
            recordHistoryFunction(
                create: "CREATE FUNCTION",
                pruning: """
                    DELETE FROM roster_history WHERE at < now() - interval '\(historyDays) days';
                    DELETE FROM roster_history h USING (
                      SELECT id FROM (SELECT id, row_number() OVER (PARTITION BY person_id ORDER BY id DESC) AS rank
                                      FROM roster_history WHERE person_id = ANY(touched)) ranked
                      WHERE rank > \(historyPerPerson)) pruned
                    WHERE h.id = pruned.id;
                    """),
            // It runs as the owner: a `roster_history` in the writer's temporary schema must not
            // take the real one's place.
            pinSearchPath(of: ["roster_record_history()"]),
            // Parts read the history; nobody but the trigger writes it.
            """
            CREATE OR REPLACE FUNCTION roster_grant_parts() RETURNS void LANGUAGE plpgsql AS $$
            DECLARE
              reader text := roster_part_role('reader');
              member text := roster_part_role('member');
              admin text := roster_part_role('admin');
            BEGIN
              EXECUTE format('GRANT SELECT ON person, task, roster_schema, roster_history TO %I, %I, %I', reader, member, admin);
              EXECUTE format('GRANT UPDATE (name, username, email, phone, website, company_name, biography, avatar_path, search_text) '
                             'ON person TO %I, %I', member, admin);
              EXECUTE format('GRANT INSERT, UPDATE, DELETE ON task TO %I, %I', member, admin);
              EXECUTE format('GRANT USAGE ON SEQUENCE task_id_seq TO %I', member);
              EXECUTE format('GRANT INSERT, DELETE ON person TO %I', admin);
              EXECUTE format('GRANT USAGE, SELECT, UPDATE ON SEQUENCE person_id_seq, task_id_seq TO %I', admin);
            END $$
            """,
            """
            DO $$
            BEGIN
              IF EXISTS (SELECT FROM pg_roles WHERE rolname = roster_part_role('reader')) THEN
                PERFORM roster_grant_parts();
              END IF;
            END $$
            """,
        ]
        for table in ["person", "task"] {
            for (event, transition) in [
                ("INSERT", "NEW TABLE AS new_rows"), ("UPDATE", "OLD TABLE AS old_rows NEW TABLE AS new_rows"),
                ("DELETE", "OLD TABLE AS old_rows"),
            ] {
                statements.append(
                    """
                    CREATE TRIGGER roster_\(table)_history_\(event.lowercased()) AFTER \(event) ON \(table)
                      REFERENCING \(transition) FOR EACH STATEMENT EXECUTE FUNCTION roster_record_history()
                    """)
            }
        }
        return statements
    }

    /// Migration v11: the same trimming, found through the indexes. v7's compared every history
    /// row with the statement's touched people (`= ANY` of an array, on a plan made while the
    /// table was small), so a 100,000-person import, 500 rows a statement, took 41 s instead
    /// of 3.5 s. Now each touched person's entries beyond the cap are found by a backward scan
    /// of `roster_history_person`, and old entries are looked for only when the oldest one
    /// (`min(at)`, from `roster_history_at`) is past the retention.
    static var historyTrimmedByIndex: [String] {
        [
            recordHistoryFunction(
                create: "CREATE OR REPLACE FUNCTION",
                pruning: """
                    IF (SELECT min(at) FROM roster_history) < now() - interval '\(historyDays) days' THEN
                      DELETE FROM roster_history WHERE at < now() - interval '\(historyDays) days';
                    END IF;
                    DELETE FROM roster_history WHERE id = ANY(ARRAY(
                      SELECT r.id FROM unnest(touched) AS t(person_id)
                      CROSS JOIN LATERAL (
                        SELECT id FROM roster_history WHERE person_id = t.person_id ORDER BY id DESC OFFSET \(historyPerPerson)
                      ) r));
                    """),
            // CREATE OR REPLACE drops the function's settings: it runs as the owner, pinned again.
            pinSearchPath(of: ["roster_record_history()"]),
        ]
    }

    /// The trigger function that records each change, created with `create` ("CREATE FUNCTION"
    /// or "CREATE OR REPLACE FUNCTION"), ending with `pruning`, which keeps the history within
    /// its retention (`touched` holds the statement's people).
    private static func recordHistoryFunction(create: String, pruning: String) -> String {
        let cut = historyValueLength
        let personOf = "CASE WHEN TG_TABLE_NAME = 'task' THEN (%1$@->>'person_id')::bigint ELSE (%1$@->>'id')::bigint END"
        func person(_ row: String) -> String { personOf.replacingOccurrences(of: "%1$@", with: row) }
        func task(_ row: String) -> String { "CASE WHEN TG_TABLE_NAME = 'task' THEN (\(row)->>'id')::bigint END" }
        func label(_ row: String) -> String {
            "left(\(row)->>(CASE WHEN TG_TABLE_NAME = 'task' THEN 'title' ELSE 'name' END), \(cut))"
        }
        return """
            \(create) roster_record_history() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER AS $$
            DECLARE touched bigint[];
            BEGIN
              IF TG_OP = 'INSERT' THEN
                INSERT INTO roster_history (person_id, task_id, field, new_value)
                  SELECT \(person("r.j")), \(task("r.j")), 'created', \(label("r.j"))
                  FROM (SELECT to_jsonb(x) AS j FROM new_rows x) r;
                touched := ARRAY(SELECT DISTINCT \(person("r.j")) FROM (SELECT to_jsonb(x) AS j FROM new_rows x) r);
              ELSIF TG_OP = 'DELETE' THEN
                INSERT INTO roster_history (person_id, task_id, field, old_value)
                  SELECT \(person("r.j")), \(task("r.j")), 'deleted', \(label("r.j"))
                  FROM (SELECT to_jsonb(x) AS j FROM old_rows x) r;
                touched := ARRAY(SELECT DISTINCT \(person("r.j")) FROM (SELECT to_jsonb(x) AS j FROM old_rows x) r);
              ELSE
                INSERT INTO roster_history (person_id, task_id, field, old_value, new_value)
                  SELECT \(person("n.j")), \(task("n.j")), d.key, left(d.old, \(cut)), left(d.new, \(cut))
                  FROM (SELECT to_jsonb(x) AS j FROM old_rows x) o
                  JOIN (SELECT to_jsonb(x) AS j FROM new_rows x) n ON o.j->'id' = n.j->'id'
                  CROSS JOIN LATERAL (SELECT e.key, o.j->>e.key AS old, e.value AS new FROM jsonb_each_text(n.j) e) d
                  WHERE d.key NOT IN ('id', 'search_text', 'position') AND d.old IS DISTINCT FROM d.new;
                touched := ARRAY(SELECT DISTINCT \(person("r.j")) FROM (SELECT to_jsonb(x) AS j FROM new_rows x) r);
              END IF;
              \(pruning)
              RETURN NULL;
            END $$
            """
    }
}

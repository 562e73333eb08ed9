import PostgresNIO
import RosterModel

// Migration v6: the reader, member and admin parts, enforced by the server.

extension PostgresSchema {
    /// Each part is a group role of this database, `roster_<database>_reader`, `_member` and
    /// `_admin` (`roster_part_role`); `roster_set_part` (what `roster-cli grant` and `revoke`
    /// run, as the owner) makes them on first use, grants them their privileges
    /// (`roster_grant_parts`, which later migrations extend) and makes a login role a member
    /// of one. `roster_part()` is the part of the current user: `owner` for the tables' owner
    /// (and superusers), else the first group role they belong to, NULL for none. Row-level
    /// security then lets every part read, a member update their own row (the one whose
    /// username is their role name) and that person's tasks, and an admin write anything. The
    /// owner is not held by the policies (`ENABLE`, not `FORCE`). Every policy evaluates
    /// `roster_part()` once a statement (a sub-select), not once a row.
    static var parts: [String] {
        let administers = "(SELECT roster_part()) IN ('admin', 'owner')"
        let member = "(SELECT roster_part()) = 'member'"
        let ownTasks = "person_id IN (SELECT id FROM person WHERE username = current_user)"
        return [
            """
            CREATE FUNCTION roster_part_role(part text) RETURNS text LANGUAGE sql STABLE AS $$
              SELECT 'roster_' || left(current_database(), 40) || '_' || part
            $$
            """,
            """
            CREATE FUNCTION roster_part() RETURNS text LANGUAGE sql STABLE AS $$
              SELECT CASE
                WHEN pg_has_role(current_user, (SELECT relowner FROM pg_class WHERE oid = 'person'::regclass), 'USAGE') THEN 'owner'
                ELSE (SELECT p.part FROM unnest(ARRAY['admin', 'member', 'reader']) WITH ORDINALITY AS p(part, rank)
                      JOIN pg_roles r ON r.rolname = roster_part_role(p.part)
                      WHERE pg_has_role(current_user, r.oid, 'USAGE') ORDER BY p.rank LIMIT 1)
              END
            $$
            """,
            """
            CREATE FUNCTION roster_grant_parts() RETURNS void LANGUAGE plpgsql AS $$
            DECLARE
              reader text := roster_part_role('reader');
              member text := roster_part_role('member');
              admin text := roster_part_role('admin');
            BEGIN
              EXECUTE format('GRANT SELECT ON person, task, roster_schema TO %I, %I, %I', reader, member, admin);
              EXECUTE format('GRANT UPDATE (name, username, email, phone, website, company_name, biography, avatar_path, search_text) '
                             'ON person TO %I, %I', member, admin);
              EXECUTE format('GRANT INSERT, UPDATE, DELETE ON task TO %I, %I', member, admin);
              EXECUTE format('GRANT USAGE ON SEQUENCE task_id_seq TO %I', member);
              EXECUTE format('GRANT INSERT, DELETE ON person TO %I', admin);
              EXECUTE format('GRANT USAGE, SELECT, UPDATE ON SEQUENCE person_id_seq, task_id_seq TO %I', admin);
            END $$
            """,
            """
            CREATE FUNCTION roster_set_part(login text, part text) RETURNS void LANGUAGE plpgsql AS $$
            DECLARE each_part text;
            BEGIN
              IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = login) THEN
                RAISE EXCEPTION 'there is no login role %', login USING ERRCODE = '42704';
              END IF;
              FOREACH each_part IN ARRAY ARRAY['reader', 'member', 'admin'] LOOP
                IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = roster_part_role(each_part)) THEN
                  EXECUTE format('CREATE ROLE %I NOLOGIN', roster_part_role(each_part));
                END IF;
              END LOOP;
              PERFORM roster_grant_parts();
              FOREACH each_part IN ARRAY ARRAY['reader', 'member', 'admin'] LOOP
                IF EXISTS (SELECT FROM pg_auth_members m JOIN pg_roles g ON g.oid = m.roleid JOIN pg_roles u ON u.oid = m.member
                           WHERE g.rolname = roster_part_role(each_part) AND u.rolname = login) THEN
                  EXECUTE format('REVOKE %I FROM %I', roster_part_role(each_part), login);
                END IF;
              END LOOP;
              IF part IS NOT NULL THEN
                EXECUTE format('GRANT %I TO %I', roster_part_role(part), login);
              END IF;
            END $$
            """,
            "ALTER TABLE person ENABLE ROW LEVEL SECURITY",
            "ALTER TABLE task ENABLE ROW LEVEL SECURITY",
            "CREATE POLICY roster_read ON person FOR SELECT USING ((SELECT roster_part()) IS NOT NULL)",
            "CREATE POLICY roster_add ON person FOR INSERT WITH CHECK (\(administers))",
            """
            CREATE POLICY roster_edit ON person FOR UPDATE
              USING (\(administers) OR (\(member) AND username = current_user))
              WITH CHECK (\(administers) OR (\(member) AND username = current_user))
            """,
            "CREATE POLICY roster_delete ON person FOR DELETE USING (\(administers))",
            "CREATE POLICY roster_read ON task FOR SELECT USING ((SELECT roster_part()) IS NOT NULL)",
            """
            CREATE POLICY roster_write ON task FOR ALL
              USING (\(administers) OR (\(member) AND \(ownTasks)))
              WITH CHECK (\(administers) OR (\(member) AND \(ownTasks)))
            """,
            // The functions the policies call resolve names in the tables' schema only: an unpinned
            // search path looks in the session's temporary schema first, where a member could put a
            // `person` table of their own and be taken for its owner.
            pinSearchPath(of: ["roster_part_role(text)", "roster_part()"]),
            // Group roles made before this migration ran (a database restored from a dump).
            """
            DO $$
            BEGIN
              IF EXISTS (SELECT FROM pg_roles WHERE rolname = roster_part_role('reader')) THEN
                PERFORM roster_grant_parts();
              END IF;
            END $$
            """,
        ]
    }

    /// Pins the search path of each function in `signatures` to the system catalog and the
    /// schema the migration creates its tables in, with the session's temporary schema searched
    /// last (named, since unnamed it comes first), as PostgreSQL advises for functions whose
    /// answer decides what a role may do.
    static func pinSearchPath(of signatures: [String]) -> String {
        let alters = signatures.map {
            "EXECUTE format('ALTER FUNCTION \($0) SET search_path = pg_catalog, %I, pg_temp', current_schema());"
        }
        return "DO $$\nBEGIN\n" + alters.joined(separator: "\n") + "\nEND $$"
    }
}

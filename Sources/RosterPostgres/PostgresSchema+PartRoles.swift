// Migration v9: each directory's parts are group roles of its own, made by Roster.

extension PostgresSchema {
    /// v6 named a part's group role `roster_<first 40 characters of the database>_<part>`, so
    /// two databases whose names share those 40 characters shared their parts, and a role of
    /// that name made beforehand (by anyone who may create roles) was taken for Roster's.
    ///
    /// Now the name also carries a hash of the whole database name, `roster_<up to 24 of its
    /// letters, digits and underscores>_<12 hex digits of its MD5>_<part>` (at most 51 bytes,
    /// within PostgreSQL's 63), and the roles Roster made are recorded by OID in
    /// `roster_part_roles`, which only the owner writes. `roster_part()` and the grants follow
    /// the recorded roles alone; `roster_set_part` makes a part's role when none is recorded and
    /// refuses (SQLSTATE 42710, the name as DETAIL) when a role of that name exists already.
    ///
    /// The roles v6 made are renamed (ALTER ROLE … RENAME keeps their members and grants, the
    /// policies follow `roster_part()`) and recorded, if this database's `person` was granted to
    /// them and the parts predate this migration's transaction (on a new database, v6 and v7
    /// granted to any role of the old name they found: such a role is not Roster's, and loses
    /// those grants). A role the migrating owner may not rename keeps its old name.
    static var partRoles: [String] {
        [
            """
            CREATE TABLE roster_part_roles (
              part text PRIMARY KEY CHECK (part IN ('reader', 'member', 'admin')),
              role oid NOT NULL UNIQUE
            )
            """,
            "GRANT SELECT ON roster_part_roles TO PUBLIC",
            """
            CREATE OR REPLACE FUNCTION roster_part_role(part text) RETURNS text LANGUAGE sql STABLE AS $$
              SELECT 'roster_' || left(regexp_replace(current_database(), '[^A-Za-z0-9_]', '', 'g'), 24) || '_'
                     || left(md5(current_database()), 12) || '_' || part
            $$
            """,
            """
            CREATE FUNCTION roster_recorded_role(part text) RETURNS text LANGUAGE sql STABLE AS $$
              SELECT g.rolname::text FROM roster_part_roles r JOIN pg_roles g ON g.oid = r.role WHERE r.part = $1
            $$
            """,
            """
            CREATE OR REPLACE FUNCTION roster_part() RETURNS text LANGUAGE sql STABLE AS $$
              SELECT CASE
                WHEN pg_has_role(current_user, (SELECT relowner FROM pg_class WHERE oid = 'person'::regclass), 'USAGE') THEN 'owner'
                ELSE (SELECT p.part FROM unnest(ARRAY['admin', 'member', 'reader']) WITH ORDINALITY AS p(part, rank)
                      JOIN roster_part_roles r ON r.part = p.part JOIN pg_roles g ON g.oid = r.role
                      WHERE pg_has_role(current_user, g.oid, 'USAGE') ORDER BY p.rank LIMIT 1)
              END
            $$
            """,
            """
            CREATE OR REPLACE FUNCTION roster_grant_parts() RETURNS void LANGUAGE plpgsql AS $$
            DECLARE
              reader text := roster_recorded_role('reader');
              member text := roster_recorded_role('member');
              admin text := roster_recorded_role('admin');
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
            CREATE OR REPLACE FUNCTION roster_set_part(login text, part text) RETURNS void LANGUAGE plpgsql AS $$
            DECLARE each_part text; role_name text;
            BEGIN
              IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = login) THEN
                RAISE EXCEPTION 'there is no login role %', login USING ERRCODE = '42704';
              END IF;
              FOREACH each_part IN ARRAY ARRAY['reader', 'member', 'admin'] LOOP
                IF roster_recorded_role(each_part) IS NULL THEN
                  role_name := roster_part_role(each_part);
                  IF EXISTS (SELECT FROM pg_roles WHERE rolname = role_name) THEN
                    RAISE EXCEPTION 'the role % exists already, and Roster did not make it for this directory', role_name
                      USING ERRCODE = '42710', DETAIL = role_name;
                  END IF;
                  EXECUTE format('CREATE ROLE %I NOLOGIN', role_name);
                  EXECUTE format('COMMENT ON ROLE %I IS %L', role_name,
                                 format('Roster: the %s part of the database %s', each_part, current_database()));
                  INSERT INTO roster_part_roles (part, role) SELECT each_part, oid FROM pg_roles WHERE rolname = role_name
                    ON CONFLICT ON CONSTRAINT roster_part_roles_pkey DO UPDATE SET role = EXCLUDED.role;
                END IF;
              END LOOP;
              PERFORM roster_grant_parts();
              FOREACH each_part IN ARRAY ARRAY['reader', 'member', 'admin'] LOOP
                IF EXISTS (SELECT FROM pg_auth_members m JOIN pg_roles g ON g.oid = m.roleid JOIN pg_roles u ON u.oid = m.member
                           WHERE g.rolname = roster_recorded_role(each_part) AND u.rolname = login) THEN
                  EXECUTE format('REVOKE %I FROM %I', roster_recorded_role(each_part), login);
                END IF;
              END LOOP;
              IF part IS NOT NULL THEN
                EXECUTE format('GRANT %I TO %I', roster_recorded_role(part), login);
              END IF;
            END $$
            """,
            pinSearchPath(of: [
                "roster_part_role(text)", "roster_recorded_role(text)", "roster_part()", "roster_grant_parts()",
                "roster_set_part(text, text)",
            ]),
            """
            DO $$
            DECLARE each_part text; old text; old_oid oid; earlier boolean;
            BEGIN
              earlier := EXISTS (SELECT FROM roster_schema WHERE name = 'v6: parts' AND applied_at < now());
              FOREACH each_part IN ARRAY ARRAY['reader', 'member', 'admin'] LOOP
                old := 'roster_' || left(current_database(), 40) || '_' || each_part;
                SELECT oid INTO old_oid FROM pg_roles WHERE rolname = old;
                CONTINUE WHEN old_oid IS NULL;
                IF earlier AND EXISTS (SELECT FROM pg_class c, aclexplode(c.relacl) a
                                       WHERE c.oid = 'person'::regclass AND a.grantee = old_oid AND a.privilege_type = 'SELECT') THEN
                  INSERT INTO roster_part_roles (part, role) VALUES (each_part, old_oid);
                  BEGIN
                    EXECUTE format('ALTER ROLE %I RENAME TO %I', old, roster_part_role(each_part));
                    EXECUTE format('COMMENT ON ROLE %I IS %L', roster_part_role(each_part),
                                   format('Roster: the %s part of the database %s', each_part, current_database()));
                  EXCEPTION WHEN insufficient_privilege THEN
                    NULL;
                  END;
                ELSE
                  EXECUTE format('REVOKE ALL ON person, task, roster_schema, roster_history FROM %I', old);
                  EXECUTE format('REVOKE ALL ON SEQUENCE person_id_seq, task_id_seq FROM %I', old);
                END IF;
              END LOOP;
            END $$
            """,
        ]
    }
}

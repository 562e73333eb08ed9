import RosterModel

// Migration v10: a username that is not empty is unique.

extension PostgresSchema {
    /// The SQLSTATE the migration raises when people share a username (the list in DETAIL).
    static let duplicateUsernamesState = "RS001"
    /// The name of the unique index on usernames, as a duplicate's error names it.
    static let usernameIndex = "person_username_unique"

    /// A member's part follows their username, so a username that is not empty is unique,
    /// exactly as stored (`PersonRules.usernameViolation`; many people may have none, which is
    /// no login's name). A directory whose people share a username is left as it is: the
    /// migration raises `duplicateUsernamesState` with the usernames, each in quotation marks,
    /// and its transaction rolls back; which of them keeps it is for people to choose.
    static var uniqueUsernames: [String] {
        [
            """
            DO $$
            DECLARE shared text;
            BEGIN
              SELECT string_agg('“' || username || '”', ', ' ORDER BY username COLLATE "C") INTO shared
                FROM (SELECT username FROM person WHERE username <> '' GROUP BY username HAVING count(*) > 1) d;
              IF shared IS NOT NULL THEN
                RAISE EXCEPTION 'more than one person has each of these usernames: %', shared
                  USING ERRCODE = '\(duplicateUsernamesState)', DETAIL = shared;
              END IF;
            END $$
            """,
            "CREATE UNIQUE INDEX \(usernameIndex) ON person (username) WHERE username <> ''",
        ]
    }
}

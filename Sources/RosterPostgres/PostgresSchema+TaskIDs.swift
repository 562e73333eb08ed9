// Migration v8: a member restores their own task under its id.

extension PostgresSchema {
    /// A member undoes deleting their own task (`restoreTask`): the task goes back under its id
    /// by a plain INSERT, as the member, so the policies (`roster_write`: their own person's
    /// tasks only) decide, as for any write. The sequences need not move (only an id the
    /// sequence handed out comes back), and a member may not move them. What a member could do
    /// with an explicit id, take one the sequence has not handed out yet and so make a later
    /// task's insert fail, the restrictive policies `roster_task_ids` refuse: below an admin,
    /// a task's id is one `task_id_seq` handed out. `roster_task_ids_handed_out()` reads the
    /// sequence as its owner (SECURITY DEFINER, search path pinned), so a member needs no
    /// privilege on it; it reveals only how many ids were handed out.
    static var memberRestoresTask: [String] {
        let check = "(SELECT roster_part()) IN ('admin', 'owner') OR id <= roster_task_ids_handed_out()"
        return [
            """
            CREATE FUNCTION roster_task_ids_handed_out() RETURNS bigint LANGUAGE sql VOLATILE SECURITY DEFINER AS $$
              SELECT CASE WHEN is_called THEN last_value ELSE last_value - 1 END FROM task_id_seq
            $$
            """,
            pinSearchPath(of: ["roster_task_ids_handed_out()"]),
            "CREATE POLICY roster_task_ids ON task AS RESTRICTIVE FOR INSERT WITH CHECK (\(check))",
            "CREATE POLICY roster_task_ids_kept ON task AS RESTRICTIVE FOR UPDATE USING (true) WITH CHECK (\(check))",
        ]
    }
}

import Foundation
import Observation
import RosterModel
import RosterSQLite
import RosterTestSupport
import Testing

@testable import RosterViewModels

@Suite("TasksViewModel")
@MainActor
struct TasksViewModelTests {
    static let people = [
        Person(id: 1, name: "Ada Lovelace", email: "ada@example.org"),
        Person(id: 2, name: "Grace Hopper", email: "grace@example.org"),
    ]
    /// Ada's list (stored out of order) and one task of Grace's.
    static let tasks = [
        TaskItem(id: 12, personID: 1, title: "Read", isDone: false, dueDate: nil, position: 2),
        TaskItem(id: 10, personID: 1, title: "Write", isDone: false, dueDate: .iso("2026-11-22"), position: 0),
        TaskItem(id: 11, personID: 1, title: "Call", isDone: false, dueDate: .iso("2026-11-23"), position: 1),
        TaskItem(id: 20, personID: 2, title: "Compile", isDone: true, dueDate: nil, position: 0),
    ]
    /// Ada's tasks in list order.
    static let adasTasks = [tasks[1], tasks[2], tasks[0]]

    let clock = ManualClock(testNow)

    private func makeViewModel(
        tasks: [TaskItem] = tasks, locale: Locale = testLocale
    ) -> (TasksViewModel, GatedRosterStore) {
        let store = GatedRosterStore(people: Self.people, tasks: tasks)
        let viewModel = TasksViewModel(personID: 1, store: store, clock: clock.clock, calendar: utcCalendar, locale: locale)
        return (viewModel, store)
    }

    private func loadedViewModel(tasks: [TaskItem] = tasks, locale: Locale = testLocale) async throws -> (TasksViewModel, GatedRosterStore)
    {
        let (viewModel, store) = makeViewModel(tasks: tasks, locale: locale)
        await viewModel.appeared().value
        try #require(viewModel.loadState == .loaded)
        return (viewModel, store)
    }

    /// A list of tasks of Ada's due on `days`, titled by their due day.
    private func tasksDue(_ days: [String?]) -> [TaskItem] {
        days.enumerated().map { index, day in
            TaskItem(id: TaskID(Int64(index + 1)), personID: 1, title: day ?? "no date", dueDate: day.map(CalendarDay.iso), position: index)
        }
    }

    // MARK: Loading

    @Test("appearing loads the person's tasks in list order")
    func loads() async throws {
        let (viewModel, _) = makeViewModel()
        let load = viewModel.appeared()
        #expect(viewModel.loadState == .loading)
        #expect(viewModel.emptyText == nil)
        #expect(viewModel.addDisabledReason == "The tasks are not loaded")
        await load.value

        #expect(viewModel.loadState == .loaded)
        #expect(viewModel.tasks == Self.adasTasks)
        #expect(
            viewModel.rows == [
                TaskRow(id: 10, title: "Write", isDone: false, dueText: "Due today", dueState: .today),
                TaskRow(id: 11, title: "Call", isDone: false, dueText: "Due tomorrow", dueState: .upcoming),
                TaskRow(id: 12, title: "Read", isDone: false, dueText: nil, dueState: nil),
            ])
        #expect(viewModel.emptyText == nil)
    }

    @Test("a failed load shows a failure; Retry loads once the store works")
    func loadFailureThenRetry() async throws {
        let (viewModel, store) = makeViewModel()
        await store.fail(.fetchTasks, with: TestStoreError(message: "The disk is unplugged."))
        await viewModel.appeared().value
        #expect(viewModel.loadState == .failed(message: "Could not load tasks. The disk is unplugged."))
        #expect(viewModel.rows.isEmpty)
        #expect(viewModel.emptyText == nil, "the failure panel shows instead")
        #expect(!viewModel.isAddEnabled)

        await store.fail(.fetchTasks, with: nil)
        let retry = viewModel.retryTapped()
        #expect(viewModel.loadState == .loading)
        await retry.value
        #expect(viewModel.loadState == .loaded)
        #expect(viewModel.tasks == Self.adasTasks)
    }

    // MARK: Due dates

    @Test("due texts count days from the clock's today")
    func dueTexts() async throws {
        let (viewModel, _) = try await loadedViewModel(
            tasks: tasksDue([
                "2026-11-22", "2026-11-23", "2026-11-21", "2026-11-19", "2026-12-05", nil, "2025-11-22",
            ]))
        let rows = viewModel.rows
        #expect(
            rows.map(\.dueText) == [
                "Due today", "Due tomorrow", "Overdue by 1 day", "Overdue by 3 days", rows[4].dueText, nil, "Overdue by 365 days",
            ])
        #expect(rows.map(\.dueState) == [.today, .upcoming, .overdue, .overdue, .upcoming, nil, .overdue])
        let later = try #require(rows[4].dueText)
        #expect(later.hasPrefix("Due "))
        #expect(later.contains("Dec"))
        #expect(later.contains("2026"))
        #expect(later.contains("5"))
    }

    @Test("late in the day, and just after midnight, days are still counted by the calendar's date")
    func dayBoundaries() async throws {
        let (viewModel, _) = try await loadedViewModel(tasks: tasksDue(["2026-11-22", "2026-11-23"]))
        clock.advance(by: 13 * 3_600 + 59 * 60 + 59)  // 23:59:59
        viewModel.clockChanged()
        #expect(viewModel.rows.map(\.dueText) == ["Due today", "Due tomorrow"])
        clock.advance(by: 2)  // 00:00:01 the next day
        viewModel.clockChanged()
        #expect(viewModel.rows.map(\.dueText) == ["Overdue by 1 day", "Due today"])
    }

    @Test("a later date is written in the locale's style: en_US and en_GB differ in order")
    func laterDateFollowsLocale() async throws {
        let (american, _) = try await loadedViewModel(tasks: tasksDue(["2026-12-05"]), locale: Locale(identifier: "en_US"))
        let (british, _) = try await loadedViewModel(tasks: tasksDue(["2026-12-05"]), locale: Locale(identifier: "en_GB"))
        let us = try #require(american.rows.first?.dueText)
        let gb = try #require(british.rows.first?.dueText)

        for text in [us, gb] {
            #expect(text.hasPrefix("Due "))
            #expect(text.contains("Dec") && text.contains("2026"), "\(text)")
        }
        #expect(us != gb)
        let usMonth = try #require(us.range(of: "Dec"))
        let usDay = try #require(us.range(of: "5"))
        let gbMonth = try #require(gb.range(of: "Dec"))
        let gbDay = try #require(gb.range(of: "5"))
        #expect(usMonth.lowerBound < usDay.lowerBound, "month first in the US: \(us)")
        #expect(gbDay.lowerBound < gbMonth.lowerBound, "day first in the UK: \(gb)")
    }

    @Test("after a day passes, clockChanged() moves Due tomorrow to Due today and tells observers")
    func clockAdvance() async throws {
        let (viewModel, _) = try await loadedViewModel()
        #expect(viewModel.rows.map(\.dueText) == ["Due today", "Due tomorrow", nil])

        let rowsChanged = Flag()
        withObservationTracking {
            _ = viewModel.rows
        } onChange: {
            rowsChanged.set()
        }
        clock.advance(by: 86_400)
        #expect(!rowsChanged.value, "the clock alone notifies nobody")
        viewModel.clockChanged()
        #expect(rowsChanged.value, "clockChanged() invalidates the rows")

        #expect(viewModel.rows.map(\.dueText) == ["Overdue by 1 day", "Due today", nil])
        #expect(viewModel.rows.map(\.dueState) == [.overdue, .today, nil])
    }

    // MARK: Done and counts

    @Test("toggling a task updates the count line at once and saves the task")
    func toggle() async throws {
        let (viewModel, store) = try await loadedViewModel()
        #expect(viewModel.countText == "0 of 3 done")
        await store.hold(.updateTask)

        let toggle = viewModel.toggleTapped(11)
        #expect(viewModel.countText == "1 of 3 done", "optimistic, before the store answers")
        #expect(viewModel.rows[1].isDone)
        await store.release(.updateTask)
        await toggle.value

        var done = Self.tasks[2]
        done.isDone = true
        #expect(await store.writes == [.updateTask(done)])
        #expect(viewModel.tasks == [Self.tasks[1], done, Self.tasks[0]])
        #expect(viewModel.errorMessage == nil)

        await viewModel.toggleTapped(11).value
        #expect(viewModel.countText == "0 of 3 done")
        #expect(await store.tasks.first { $0.id == 11 }?.isDone == false)
    }

    @Test("a toggle the store refuses is undone and explained")
    func failedToggle() async throws {
        let (viewModel, store) = try await loadedViewModel()
        await store.fail(.updateTask, with: StoreError.writeFailed("the database is read-only"))
        await viewModel.toggleTapped(10).value
        #expect(viewModel.countText == "0 of 3 done")
        #expect(viewModel.tasks == Self.adasTasks)
        #expect(viewModel.errorMessage == "Change not saved: \(StoreError.writeFailed("the database is read-only").description)")
    }

    // MARK: Filter

    @Test("filters: All, Open and Done list the matching rows; an empty filter says so")
    func filters() async throws {
        let (viewModel, _) = try await loadedViewModel()
        #expect(TaskFilter.allCases.map(\.title) == ["All", "Open", "Done"])
        #expect(viewModel.filter == .all)

        viewModel.filterSelected(.done)
        #expect(viewModel.rows.isEmpty)
        #expect(viewModel.emptyText == "No done tasks")

        await viewModel.toggleTapped(10).value
        await viewModel.toggleTapped(12).value
        #expect(viewModel.rows.map(\.title) == ["Write", "Read"])
        #expect(viewModel.emptyText == nil)

        viewModel.filterSelected(.open)
        #expect(viewModel.rows.map(\.title) == ["Call"])
        await viewModel.toggleTapped(11).value
        #expect(viewModel.rows.isEmpty)
        #expect(viewModel.emptyText == "No open tasks")

        viewModel.filterSelected(.all)
        #expect(viewModel.rows.map(\.title) == ["Write", "Call", "Read"])
        #expect(viewModel.countText == "3 of 3 done", "the count ignores the filter")
    }

    @Test("a person without tasks: no rows, No tasks yet, 0 of 0 done")
    func noTasks() async throws {
        let (viewModel, _) = try await loadedViewModel(tasks: [])
        #expect(viewModel.rows.isEmpty)
        #expect(viewModel.emptyText == "No tasks yet")
        #expect(viewModel.countText == "0 of 0 done")
    }

    // MARK: Adding

    @Test("an empty title is refused; the error shows only once Add was pressed")
    func addWithoutTitle() async throws {
        let (viewModel, store) = try await loadedViewModel()
        #expect(viewModel.newTitleError == nil)
        #expect(viewModel.addDisabledReason == "A task needs a title")
        viewModel.newTitleChanged("   ")
        #expect(viewModel.newTitleError == nil)

        #expect(await viewModel.addTapped().value == false)

        #expect(viewModel.newTitleError == "A task needs a title")
        #expect(viewModel.tasks == Self.adasTasks)
        #expect(await store.calls(.addTask) == 0)
    }

    @Test("a title of 201 characters is refused at once; 200 are accepted")
    func titleLimit() async throws {
        let (viewModel, store) = try await loadedViewModel()
        viewModel.newTitleChanged(String(repeating: "t", count: 201))
        #expect(viewModel.newTitleError == "A task title can be at most 200 characters", "shown before Add")
        #expect(!viewModel.isAddEnabled)
        #expect(await viewModel.addTapped().value == false)
        #expect(await store.calls(.addTask) == 0)

        let longest = String(repeating: "t", count: 200)
        viewModel.newTitleChanged("  \(longest)  ")
        #expect(viewModel.newTitleError == nil)
        #expect(await viewModel.addTapped().value == true)
        #expect(viewModel.tasks.last?.title == longest)
    }

    @Test(
        "a due date that is not a day (in en_US order or YYYY-MM-DD) is refused as soon as it is typed",
        arguments: [
            ("tomorrow", .unreadable), ("2026-13-01", .noSuchDay), ("2026-02-30", .noSuchDay), ("2026-1-05", .unreadable),
            ("26-11-22", .noSuchDay), ("2026/11/22", .unreadable), ("2026-11-22T10:00", .unreadable), ("+026-11-22", .unreadable),
            ("2026-+1-22", .unreadable), ("2026-11-+2", .unreadable), ("２０２６-11-22", .unreadable), ("2026-11-22-", .unreadable),
            ("-2026-11-22", .unreadable), ("2026--11-22", .unreadable),
        ] as [(String, DueDateInput.Problem)])
    func badDueDate(_ text: String, problem: DueDateInput.Problem) async throws {
        let (viewModel, store) = try await loadedViewModel()
        viewModel.newTitleChanged("Call")
        viewModel.newDueDateChanged(text)
        let message =
            problem == .unreadable ? "Due date must be a date like 11/22/2026 or 2026-11-22" : "Due date “\(text)” does not exist"
        #expect(viewModel.newDueDateProblem == problem)
        #expect(viewModel.newDueDateError == message)
        #expect(viewModel.addDisabledReason == message)
        #expect(await viewModel.addTapped().value == false)
        #expect(await store.calls(.addTask) == 0)
    }

    @Test("the add row shows the title's error first, then the due date's, then none")
    func newTaskError() async throws {
        let (viewModel, _) = try await loadedViewModel()
        viewModel.newTitleChanged(String(repeating: "t", count: 201))
        viewModel.newDueDateChanged("tomorrow")
        #expect(viewModel.newTaskError == "A task title can be at most 200 characters")
        viewModel.newTitleChanged("Call")
        #expect(viewModel.newTaskError == "Due date must be a date like 11/22/2026 or 2026-11-22")
        viewModel.newDueDateChanged("2026-11-24")
        #expect(viewModel.newTaskError == nil)
    }

    @Test("a valid add appends the row, saves trimmed values and clears the draft")
    func add() async throws {
        let (viewModel, store) = try await loadedViewModel()
        viewModel.newTitleChanged("  Buy stamps ")
        viewModel.newDueDateChanged(" 2026-11-24 ")
        #expect(viewModel.newDueDateError == nil)
        #expect(viewModel.isAddEnabled)

        #expect(await viewModel.addTapped().value == true)

        #expect(await store.writes == [.addTask(personID: 1, title: "Buy stamps", dueDate: .iso("2026-11-24"))])
        let added = try #require(viewModel.tasks.last)
        #expect(viewModel.tasks.dropLast() == Self.adasTasks[...])
        #expect(added.title == "Buy stamps")
        #expect(added.dueDate == .iso("2026-11-24"))
        #expect(await store.tasks.contains(added))
        #expect(viewModel.rows.last?.title == "Buy stamps")
        #expect(viewModel.rows.last?.dueState == .upcoming)
        #expect(viewModel.countText == "0 of 4 done")
        #expect(viewModel.newTitle == "")
        #expect(viewModel.newDueDate == "")
        #expect(viewModel.newTitleError == nil, "an emptied draft is not an error until the next Add")

        viewModel.newTitleChanged("No date")
        #expect(await viewModel.addTapped().value == true)
        #expect(viewModel.tasks.last?.dueDate == nil, "an empty due date is none")
    }

    @Test("a task added under the Done filter switches the list to All, where it shows; Open keeps its filter")
    func addUnderFilter() async throws {
        let (viewModel, _) = try await loadedViewModel()
        viewModel.filterSelected(.done)
        viewModel.newTitleChanged("Buy stamps")
        #expect(await viewModel.addTapped().value == true)
        #expect(viewModel.filter == .all)
        #expect(viewModel.rows.last?.title == "Buy stamps")

        viewModel.filterSelected(.open)
        viewModel.newTitleChanged("Post letters")
        #expect(await viewModel.addTapped().value == true)
        #expect(viewModel.filter == .open, "an open task shows under Open")
    }

    @Test("an add the store refuses keeps the draft and explains")
    func failedAdd() async throws {
        let (viewModel, store) = try await loadedViewModel()
        await store.fail(.addTask, with: StoreError.writeFailed("the disk is full"))
        viewModel.newTitleChanged("Buy stamps")
        #expect(await viewModel.addTapped().value == false)
        #expect(viewModel.errorMessage == "Task not added: \(StoreError.writeFailed("the disk is full").description)")
        #expect(viewModel.newTitle == "Buy stamps")
        #expect(viewModel.tasks == Self.adasTasks)
    }

    /// Add has no busy state: pressing Enter twice before the store answers adds the task twice.
    @Test("a second Add while the first is in flight does not add the task twice")
    func doubleAdd() async throws {
        let (viewModel, store) = try await loadedViewModel()
        await store.hold(.addTask)
        viewModel.newTitleChanged("Buy stamps")
        let first = viewModel.addTapped()
        #expect(viewModel.isAdding)
        #expect(viewModel.addDisabledReason == "Adding…")
        let second = viewModel.addTapped()
        await store.release(.addTask)
        _ = await first.value
        _ = await second.value
        #expect(await store.calls(.addTask) == 1)
        #expect(viewModel.tasks.filter { $0.title == "Buy stamps" }.count == 1)
        #expect(!viewModel.isAdding)
        #expect(viewModel.addDisabledReason == "A task needs a title", "Add is back, for the next task")

        // A failed add ends the busy state too.
        await store.fail(.addTask, with: StoreError.writeFailed("the disk is full"))
        viewModel.newTitleChanged("Post letters")
        #expect(await viewModel.addTapped().value == false)
        #expect(!viewModel.isAdding)
        #expect(viewModel.isAddEnabled)
    }

    // MARK: Deleting and Undo

    @Test("delete removes the row at once and offers Undo; Undo puts back the identical task at the same index")
    func deleteAndUndo() async throws {
        let (viewModel, store) = try await loadedViewModel()
        let original = viewModel.tasks
        await store.hold(.deleteTask)

        let delete = viewModel.deleteTapped(11)
        #expect(viewModel.tasks == [original[0], original[2]], "gone before the store answers")
        #expect(viewModel.undo == UndoOffer(message: "Deleted “Call”", actionTitle: "Undo"))
        await store.release(.deleteTask)
        await delete.value
        #expect(await store.tasks.contains { $0.id == 11 } == false)

        let undo = viewModel.undoTapped()
        #expect(viewModel.tasks == original, "back in place at once")
        #expect(viewModel.undo == nil)
        await undo.value

        #expect(viewModel.tasks == original)
        #expect(await store.writes == [.deleteTask(id: 11), .restoreTask(original[1])])
        #expect(await store.tasks.first { $0.id == 11 } == original[1])
        #expect(viewModel.errorMessage == nil)

        // Nothing left to undo.
        await viewModel.undoTapped().value
        #expect(viewModel.tasks == original)
        #expect(await store.calls(.restoreTask) == 1)
    }

    @Test("dismissing the Undo offer forgets the deleted task")
    func undoDismissed() async throws {
        let (viewModel, store) = try await loadedViewModel()
        await viewModel.deleteTapped(10).value
        viewModel.undoDismissed()
        #expect(viewModel.undo == nil)
        await viewModel.undoTapped().value
        #expect(viewModel.tasks.map(\.id) == [11, 12])
        #expect(await store.calls(.restoreTask) == 0)
    }

    @Test("the undo bar's controls show only while a deleted task can come back; none while loading")
    func shownControlsFollowTheUndoOffer() async throws {
        let (loading, store) = makeViewModel()
        await store.hold(.fetchTasks)
        let load = loading.appeared()
        #expect(loading.shownControls == [], "a loading page shows no controls")
        await store.release(.fetchTasks)
        await load.value

        let (viewModel, _) = try await loadedViewModel()
        let always: [TasksControl] = [.newTitle, .newDue, .add] + TaskFilter.allCases.map(TasksControl.filter) + [.rows]
        #expect(viewModel.shownControls == always)
        await viewModel.deleteTapped(10).value
        #expect(viewModel.shownControls == always + [.undo, .dismissUndo])
        viewModel.undoDismissed()
        #expect(viewModel.shownControls == always)
    }

    @Test("a delete the store refuses puts the task back where it was and explains")
    func failedDelete() async throws {
        let (viewModel, store) = try await loadedViewModel()
        let original = viewModel.tasks
        await store.fail(.deleteTask, with: StoreError.writeFailed("the database is read-only"))

        await viewModel.deleteTapped(11).value

        #expect(viewModel.tasks == original)
        #expect(viewModel.undo == nil, "nothing to undo")
        #expect(viewModel.errorMessage == "Task not deleted: \(StoreError.writeFailed("the database is read-only").description)")
        #expect(await store.tasks.contains(original[1]))
    }

    @Test("an Undo the store refuses removes the task again and explains")
    func failedUndo() async throws {
        let (viewModel, store) = try await loadedViewModel()
        await viewModel.deleteTapped(10).value
        await store.fail(.restoreTask, with: StoreError.personNotFound(id: 1))
        await viewModel.undoTapped().value
        #expect(viewModel.tasks.map(\.id) == [11, 12])
        #expect(viewModel.errorMessage == "Task not restored: \(StoreError.personNotFound(id: 1).description)")
    }

    // MARK: Renaming

    @Test("renaming to an empty or too long title is refused with an error and keeps the title")
    func refusedRename() async throws {
        let (viewModel, store) = try await loadedViewModel()
        await viewModel.renamed(11, to: "  \n").value
        #expect(viewModel.errorMessage == "A task needs a title")
        #expect(viewModel.tasks == Self.adasTasks)

        await viewModel.renamed(11, to: String(repeating: "r", count: 201)).value
        #expect(viewModel.errorMessage == "A task title can be at most 200 characters")
        #expect(viewModel.tasks == Self.adasTasks)
        #expect(await store.calls(.updateTask) == 0)
    }

    @Test("a valid rename saves the trimmed title and clears the last error")
    func rename() async throws {
        let (viewModel, store) = try await loadedViewModel()
        await viewModel.renamed(11, to: "").value
        await viewModel.renamed(11, to: "  Call Mum ").value
        var renamed = Self.tasks[2]
        renamed.title = "Call Mum"
        #expect(viewModel.tasks[1] == renamed)
        #expect(await store.writes == [.updateTask(renamed)])
        #expect(viewModel.errorMessage == nil)
    }

    // MARK: Over the real database

    /// The database gives a new task the deleted task's id (MAX(id) + 1), so
    /// Undo fails on a UNIQUE constraint — and removing the "restored" task by
    /// id then also removes the new one from the list.
    @Test("over RosterDatabase: delete the newest task, add another, Undo: both are listed and saved")
    func undoAfterAddOverDatabase() async throws {
        let tmp = try TemporaryDirectory(prefix: "roster-tasks-vm-tests")
        let db = try RosterDatabase(path: tmp.path("tasks.sqlite"))
        try await db.insert([Self.people[0]])
        _ = try await db.addTask(personID: 1, title: "Write", dueDate: nil)
        _ = try await db.addTask(personID: 1, title: "Call", dueDate: nil)
        let viewModel = TasksViewModel(personID: 1, store: db, clock: clock.clock, calendar: utcCalendar, locale: testLocale)
        await viewModel.appeared().value
        let call = try #require(viewModel.tasks.last)

        await viewModel.deleteTapped(call.id).value
        viewModel.newTitleChanged("Read")
        #expect(await viewModel.addTapped().value)
        await viewModel.undoTapped().value

        #expect(viewModel.errorMessage == nil)
        #expect(viewModel.tasks.map(\.title) == ["Write", "Call", "Read"])
        #expect(try await db.fetchTasks(personID: 1).map(\.title) == ["Write", "Call", "Read"])
    }
}

import GtkKit
import RosterViewModels

/// The add row's due date: a button showing the chosen day ("No due date", "Due tomorrow",
/// "Jan 15, 2099") that opens a popover: an entry to type the day (in the locale's order, or
/// YYYY-MM-DD), a calendar to pick it, and No Due Date. Keyboard alone: Enter on the button
/// opens it with the entry focused; Enter there, or Space on a calendar day, closes it.
@MainActor
package final class DueDatePicker {
    /// The button ("No due date", "Due tomorrow", "Jan 15, 2099"), opening `popover`.
    package let button = MenuButton(iconName: "x-office-calendar-symbolic", label: "")
    package let popover: Popover
    /// The popover's entry, where the due date is typed.
    package let entry = Entry()
    /// The popover's calendar, where a due day is picked.
    package let calendar = CalendarView()
    /// The popover's button that removes the due date.
    package let clearButton = Button(label: ControlNames.clearDueDate)
    private weak var viewModel: TasksViewModel?

    init() {
        let picker = Box(.vertical, spacing: 6)
        popover = Popover(child: picker)
        entry.accessibleName = ControlNames.newTaskDue
        calendar.accessibleName = ControlNames.newTaskDueCalendar
        clearButton.addCSSClass("flat")
        for widget in [entry, calendar, clearButton] as [Widget] { picker.append(widget) }
        button.popover = popover
        connectInput()
    }

    private func connectInput() {
        entry.onTextChanged { [weak self] in self?.viewModel?.newDueDateChanged($0) }
        // Enter takes the typed day and closes the popover; focus goes back to the button.
        entry.onActivated { [popover] in popover.popdown() }
        calendar.onDaySelected { [weak self] day in
            guard let self, let viewModel = self.viewModel else { return }
            let shown = viewModel.newDueCalendarDay
            viewModel.newDueDayPicked(year: day.year, month: day.month, day: day.day)
            // A day of the month shown was picked (a click, or Space): done. Moving to another
            // month selects a day there too; the popover stays open for the user to go on.
            if day.year == shown.year && day.month == shown.month { self.popover.popdown() }
        }
        clearButton.onClicked { [weak self] in
            self?.viewModel?.newDueCleared()
            self?.popover.popdown()
        }
    }

    /// Shows `viewModel`'s due date (nil: nothing bound), binding through `bindings`, which the
    /// page cancels before it shows another view model.
    func show(_ viewModel: TasksViewModel?, in bindings: BindingBag) {
        self.viewModel = viewModel
        guard let viewModel else { return }
        bindings.bind({ viewModel.newDueDate }, name: .tasksNewDue) { [entry] text in entry.text = text }
        bindings.bind({ [viewModel.newDueLabel, viewModel.newDueAccessibleName] }, name: .tasksDueButton) { [button] texts in
            button.label = texts[0]
            button.buttonAccessibleName = texts[1]
        }
        bindings.bind({ viewModel.newDueCalendarDay }, name: .tasksDueCalendar) { [calendar] day in
            calendar.selectedDay = CalendarView.Day(year: day.year, month: day.month, day: day.day)
        }
        // The hint is the locale's order, fixed for the view model's life: set once, not bound.
        entry.placeholder = viewModel.newDueFormatHint
        bindings.bind({ viewModel.newDueDateProblem != nil }, name: .tasksDueError) { [button, entry] isWrong in
            button.setCSSClass("error", isWrong)
            entry.setCSSClass("error", isWrong)
        }
    }
}

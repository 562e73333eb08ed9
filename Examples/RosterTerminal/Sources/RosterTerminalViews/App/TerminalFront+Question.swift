import RosterViewModels
import TerminalKit

/// The unsaved-changes question (Save, Discard or Cancel): its keys and its box.
extension TerminalFront {
    /// The unsaved-changes question's box: Left, Right and Tab choose, Enter answers, Esc cancels.
    func handleQuestion(_ key: TerminalKey) {
        guard let question = app.question else { return }
        let answers = question.choices.map(\.answer)
        let index = answers.firstIndex(of: questionChoice) ?? 0
        switch key {
        case .left, .backTab: questionChoice = answers[(index + answers.count - 1) % answers.count]
        case .right, .tab: questionChoice = answers[(index + 1) % answers.count]
        case .enter, .character(" "): answer(questionChoice)
        case .escape, .control("q"): answer(UnsavedChangesQuestion.dismissAnswer)
        default: break
        }
    }

    func answer(_ answer: UnsavedChangesAnswer) {
        questionChoice = UnsavedChangesQuestion.defaultAnswer
        app.questionAnswered(answer)
    }

    // MARK: Drawing

    /// The question's box in the middle of the screen: title, message and the answers as buttons.
    func drawQuestion(_ canvas: inout Canvas<TerminalFocus>, _ question: UnsavedChangesQuestion) {
        let screen = canvas.screen
        let width = min(screen.columns - 4, 60)
        let textWidth = width - 4
        let lines = DisplayWidth.wrapped(question.message, width: textWidth)
        let height = 6 + lines.count
        let box = TerminalRect(
            row: max(0, (screen.rows - height) / 2), column: max(0, (screen.columns - width) / 2), width: width, height: height)
        screen.fill(box)
        screen.frame(box, style: .bold)
        canvas.label(question.title, id: "question.title", row: box.row + 1, column: box.column + 2, width: textWidth, style: .bold)
        canvas.wrappedLabel(
            question.message, id: "question.message", row: box.row + 3, column: box.column + 2, width: textWidth, style: .plain,
            maxRows: lines.count)
        var column = box.column + 2
        let buttonRow = box.row + height - 2
        for choice in question.choices {
            column =
                canvas.button(
                    choice.title, row: buttonRow, column: column, isEnabled: true, isFocused: choice.answer == questionChoice,
                    focusKey: nil, id: Self.questionID(choice.answer)) + 2
        }
        canvas.cursor = nil
    }
}

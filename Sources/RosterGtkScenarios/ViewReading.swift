import GtkKit
import RosterGtk
import RosterTesting
import RosterViewModels

// What each view shows, read back from its widgets (for transcripts and tests).

@MainActor
extension AvatarView {
    /// What the avatar shows, read back: "CB on blue" (the initials libadwaita draws and
    /// the colour class), or "image person-3-….png" (the file the avatar shows).
    package var shown: String {
        if let file = root.imageFile { return ScreenSnapshot.avatarImageText(path: file) }
        let color = AvatarColor.allCases.first { root.hasCSSClass(RosterStyle.cssClass($0)) }
        guard let color else { return "\(root.shownInitials ?? "") on no colour" }
        return AvatarDisplay.text(initials: root.shownInitials ?? "", color: color)
    }
}

@MainActor
extension DeletionBar {
    /// The deletion error, while shown.
    package var shownError: String? { error.isVisible ? error.text : nil }
}

@MainActor
extension ImportProgressDialog {
    /// What the dialog shows while it is open: the text and the fraction (nil: pulsing).
    package var shown: (text: String, fraction: Double?)? {
        isShown ? (text.text, bar.progress) : nil
    }
}

@MainActor
extension PersonRowView {
    /// What the row shows, as read back from its labels.
    package var visibleTexts: [String] {
        [header, name, email, placeholder].filter(\.isVisible).map(\.text)
    }
}

@MainActor
extension ProfileFieldRow {
    /// Whether the editor is drawn in the error style (GTK's `error` class).
    package var showsErrorStyle: Bool { editor.hasCSSClass("error") }
    /// Whether the row is marked as colliding with someone else's change.
    package var showsConflictStyle: Bool { editor.hasCSSClass("warning") }

    /// What the row shows: the editor's text and the visible error.
    package var shown: (value: String, error: String?) {
        (entry?.text ?? textView?.text ?? "", (errorRow?.isVisible ?? error.isVisible) ? error.text : nil)
    }
}

@MainActor
extension TaskRowView {
    /// What the row shows: "[x] title · due".
    package var shown: String {
        "[\(check.isActive ? "x" : " ")] \(title.text)" + (due.isVisible ? " · \(due.text)" : "")
    }

    /// What the row shows, read back from its widgets.
    package var shownParts: (isDone: Bool, title: String, due: String?) {
        (check.isActive, title.text, due.isVisible ? due.text : nil)
    }
}

@MainActor
extension ImportExportReportDialog {
    /// What the dialog shows while it is open: the title, the lines, and whether it is styled as an error.
    package var shown: (title: String, lines: [String], isError: Bool)? {
        guard isShown else { return nil }
        let text = linesScroller.isVisible ? lines.text : ""
        return (
            title.text, text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
            title.hasCSSClass("error")
        )
    }
}

@MainActor
extension UndoToast {
    /// The toast's message while it is on screen with its Undo button.
    package var shownMessage: String? {
        guard let toast, toast.shownButton?.isOnScreen == true else { return nil }
        return toast.titleLabel.text
    }

    /// The toast's Undo button, while shown.
    package var action: Button? { toast?.shownButton }

    /// The toast's close button, while shown.
    package var close: Button? { toast?.shownCloseButton }
}

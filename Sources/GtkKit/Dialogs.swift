import CGtk
import CGtkShims

/// A modal `GtkMessageDialog` with buttons of your choosing.
@MainActor
public final class MessageDialog: Widget {
    /// What the dialog tells the user (`GtkMessageType`); themes and screen
    /// readers may present the kinds differently.
    public enum Kind: Sendable, Hashable {
        /// Something to know (GTK's default).
        case info
        /// Something that may go wrong.
        case warning
        /// A question to answer.
        case question
        /// Something went wrong.
        case error
        /// None of these.
        case other

        var gtk: GtkMessageType {
            switch self {
            case .info: return GTK_MESSAGE_INFO
            case .warning: return GTK_MESSAGE_WARNING
            case .question: return GTK_MESSAGE_QUESTION
            case .error: return GTK_MESSAGE_ERROR
            case .other: return GTK_MESSAGE_OTHER
            }
        }
    }

    /// Stock button sets GTK adds, localized, with their `Response`s (`GtkButtonsType`).
    public enum StandardButtons: Sendable, Hashable {
        /// None: only the buttons passed as `buttons` (GTK's default).
        case none
        /// OK (`.ok`).
        case ok
        /// Close (`.close`).
        case close
        /// Cancel (`.cancel`).
        case cancel
        /// Yes (`.yes`) and No (`.no`).
        case yesNo
        /// OK (`.ok`) and Cancel (`.cancel`).
        case okCancel

        var gtk: GtkButtonsType {
            switch self {
            case .none: return GTK_BUTTONS_NONE
            case .ok: return GTK_BUTTONS_OK
            case .close: return GTK_BUTTONS_CLOSE
            case .cancel: return GTK_BUTTONS_CANCEL
            case .yesNo: return GTK_BUTTONS_YES_NO
            case .okCancel: return GTK_BUTTONS_OK_CANCEL
            }
        }
    }

    /// The response ids GTK reserves (`GtkResponseType`): stock buttons report
    /// them, and closing the dialog by other means reports `.deleteEvent`. Your
    /// own buttons use ids of zero and above.
    public enum Response: Int32, Sendable, CaseIterable {
        /// No response (a dialog destroyed without an answer).
        case none = -1
        /// Rejected.
        case reject = -2
        /// Accepted.
        case accept = -3
        /// The window was closed (Escape, the close button).
        case deleteEvent = -4
        /// OK pressed.
        case ok = -5
        /// Cancel pressed.
        case cancel = -6
        /// Close pressed.
        case close = -7
        /// Yes pressed.
        case yes = -8
        /// No pressed.
        case no = -9
        /// Apply pressed.
        case apply = -10
        /// Help pressed.
        case help = -11
    }

    /// - Parameters:
    ///   - kind: what the dialog tells the user.
    ///   - standardButtons: stock buttons GTK adds first (their ids are `Response` raw values).
    ///   - buttons: the buttons, left to right after the stock ones, each with the response id it reports.
    ///   - defaultResponse: the response Enter gives.
    public init(parent: Window, kind: Kind, text: String, secondaryText: String, standardButtons: StandardButtons = .none,
                buttons: [(title: String, response: Int32)] = [], defaultResponse: Int32? = nil) {
        super.init(sinking: UnsafeMutableRawPointer(gk_message_dialog_new_full(gk_window(parent.pointer), kind.gtk, standardButtons.gtk, text)))
        gk_object_set_string(pointer, "secondary-text", secondaryText)
        for button in buttons {
            gtk_dialog_add_button(gk_dialog(pointer), button.title, button.response)
        }
        if let defaultResponse { gtk_dialog_set_default_response(gk_dialog(pointer), defaultResponse) }
    }

    /// A question dialog, Roster's old (and only) kind.
    @available(*, deprecated, message: "say what kind: MessageDialog(parent:kind: .question, text:secondaryText:buttons:defaultResponse:) is what this did")
    public convenience init(parent: Window, text: String, secondaryText: String, buttons: [(title: String, response: Int32)], defaultResponse: Int32) {
        self.init(parent: parent, kind: .question, text: text, secondaryText: secondaryText, buttons: buttons, defaultResponse: defaultResponse)
    }

    /// What the dialog tells the user.
    public var kind: Kind {
        var raw: Int32 = 0
        gk_object_get_int(pointer, "message-type", &raw)
        return [Kind.info, .warning, .question, .error, .other].first { Int32($0.gtk.rawValue) == raw } ?? .other
    }

    /// The button that reports `response`, or nil.
    public func button(for response: Int32) -> UnsafeMutablePointer<GtkWidget>? {
        gtk_dialog_get_widget_for_response(gk_dialog(pointer), response)
    }

    /// The label of the button that reports `response`, or nil when there is none.
    public func buttonLabel(for response: Int32) -> String? {
        guard let button = button(for: response), gk_is_button(button) != 0 else { return nil }
        return gtk_button_get_label(gk_button(button)).map { String(cString: $0) }
    }

    /// Runs `handler` with the response id of the button pressed (or a negative
    /// `GtkResponseType` when the dialog is closed otherwise).
    @discardableResult
    public func onResponse(_ handler: @escaping @MainActor (Int32) -> Void) -> SignalConnection {
        SignalConnection.connect(pointer, "response", int32: handler)
    }

    /// Shows the dialog (above its parent, which it blocks).
    public func present() { gtk_window_present(gk_window(pointer)) }
    /// Closes and destroys the dialog; the wrapper keeps a dead reference.
    public func destroy() { gtk_window_destroy(gk_window(pointer)) }

    /// Answers the dialog as pressing the button with `response` would.
    public func respond(_ response: Int32) { gtk_dialog_response(gk_dialog(pointer), response) }

    /// The dialog's message text.
    public var text: String { stringProperty("text") }

    /// The dialog's secondary text.
    public var secondaryText: String { stringProperty("secondary-text") }
}

/// `GtkFileChooserNative` for opening one file, or choosing where to save one
/// (GTK 4.8 has no `GtkFileDialog`).
@MainActor
public final class FileChooser: GObjectRef {
    /// What the chooser picks.
    public enum Mode: Sendable {
        /// Pick an existing file ("Open").
        case open
        /// Pick a file name to write, starting from a suggested name ("Save"; GTK asks before replacing a file).
        case save(suggestedName: String)
    }

    /// Whether the chooser opens a file or picks where to save one.
    public let mode: Mode

    /// A modal chooser over `parent`, showing files of `mimeTypes` under the filter name `filterName`.
    public init(title: String, parent: Window, mode: Mode = .open, filterName: String, mimeTypes: [String]) {
        self.mode = mode
        let native: OpaquePointer
        switch mode {
        case .open:
            native = gtk_file_chooser_native_new(title, gk_window(parent.pointer), GTK_FILE_CHOOSER_ACTION_OPEN, "_Open", "_Cancel")!
        case .save:
            native = gtk_file_chooser_native_new(title, gk_window(parent.pointer), GTK_FILE_CHOOSER_ACTION_SAVE, "_Save", "_Cancel")!
        }
        super.init(adopting: UnsafeMutableRawPointer(native))
        let filter = gtk_file_filter_new()!
        gtk_file_filter_set_name(filter, filterName)
        mimeTypes.forEach { gtk_file_filter_add_mime_type(filter, $0) }
        // The chooser takes its own reference to the filter.
        gtk_file_chooser_add_filter(gk_file_chooser(pointer), filter)
        g_object_unref(UnsafeMutableRawPointer(filter))
        gtk_native_dialog_set_modal(gk_native_dialog(pointer), 1)
        if case .save(let name) = mode { gtk_file_chooser_set_current_name(gk_file_chooser(pointer), name) }
    }

    private var isSaving: Bool {
        if case .save = mode { return true }
        return false
    }

    /// The file name typed in a save chooser's name entry.
    public var currentName: String? {
        guard isSaving, let name = gtk_file_chooser_get_current_name(gk_file_chooser(pointer)) else { return nil }
        defer { g_free(name) }
        return String(cString: name)
    }

    /// Runs `handler` with the chosen file's path, or nil when cancelled.
    @discardableResult
    public func onFinished(_ handler: @escaping @MainActor (String?) -> Void) -> SignalConnection {
        SignalConnection.connect(pointer, "response", int32: { [weak self] response in
            guard let self, response == GTK_RESPONSE_ACCEPT.rawValue else { return handler(nil) }
            handler(self.selectedPath)
        })
    }

    /// Shows the chooser; `onFinished` handlers run when the user answers.
    public func show() { gtk_native_dialog_show(gk_native_dialog(pointer)) }

    /// Selects `path` in the chooser, as a user clicking the file would (open), or
    /// going to its folder and typing its name (save). The chooser loads the folder
    /// first, so an open selection lands a few main-loop turns later.
    public func select(_ path: String) {
        let chooser = gk_file_chooser(pointer)
        if isSaving {
            let (folderPath, name) = splitPath(path)
            let folder = g_file_new_for_path(folderPath)
            defer { g_object_unref(UnsafeMutableRawPointer(folder)) }
            gtk_file_chooser_set_current_folder(chooser, folder, nil)
            gtk_file_chooser_set_current_name(chooser, name)
        } else {
            let file = g_file_new_for_path(path)
            defer { g_object_unref(UnsafeMutableRawPointer(file)) }
            gtk_file_chooser_set_file(chooser, file, nil)
        }
    }

    /// The selected file's path, if any.
    public var selectedPath: String? {
        guard let file = gtk_file_chooser_get_file(gk_file_chooser(pointer)) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        let path = g_file_get_path(file)
        defer { g_free(path) }
        return path.map { String(cString: $0) }
    }

    /// Presses Open (or Save), as a user would.
    public func accept() {
        gtk_native_dialog_hide(gk_native_dialog(pointer))
        gk_signal_emit_response(pointer, GTK_RESPONSE_ACCEPT.rawValue)
    }

    /// Presses Cancel, as a user would.
    public func cancel() {
        gtk_native_dialog_hide(gk_native_dialog(pointer))
        gk_signal_emit_response(pointer, GTK_RESPONSE_CANCEL.rawValue)
    }

    /// Whether the chooser is showing.
    public var isVisible: Bool { gtk_native_dialog_get_visible(gk_native_dialog(pointer)) != 0 }
}

/// A path split at its last "/" into folder and file name (GtkKit does not use Foundation).
private func splitPath(_ path: String) -> (folder: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    return (slash == path.startIndex ? "/" : String(path[..<slash]), String(path[path.index(after: slash)...]))
}

import CGtk
import CGtkShims

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

    /// The chooser's filters, in the order given.
    private var filters: [OpaquePointer] = []

    /// A modal chooser over `parent`, showing files of `mimeTypes` under the filter name `filterName`.
    public convenience init(title: String, parent: Window, mode: Mode = .open, filterName: String, mimeTypes: [String]) {
        self.init(title: title, parent: parent, mode: mode, filters: [(filterName, mimeTypes)])
    }

    /// A modal chooser over `parent` with one filter per entry of `filters` (a name and its
    /// MIME types), the first one chosen; `selectedFilterIndex` tells which the user picked.
    public init(title: String, parent: Window, mode: Mode = .open, filters: [(name: String, mimeTypes: [String])]) {
        self.mode = mode
        let native: OpaquePointer
        switch mode {
        case .open:
            native = gtk_file_chooser_native_new(title, gk_window(parent.pointer), GTK_FILE_CHOOSER_ACTION_OPEN, "_Open", "_Cancel")!
        case .save:
            native = gtk_file_chooser_native_new(title, gk_window(parent.pointer), GTK_FILE_CHOOSER_ACTION_SAVE, "_Save", "_Cancel")!
        }
        super.init(adopting: UnsafeMutableRawPointer(native))
        for (name, mimeTypes) in filters {
            let filter = gtk_file_filter_new()!
            gtk_file_filter_set_name(filter, name)
            mimeTypes.forEach { gtk_file_filter_add_mime_type(filter, $0) }
            // The chooser takes its own reference to the filter, and keeps it while it lives.
            gtk_file_chooser_add_filter(gk_file_chooser(pointer), filter)
            g_object_unref(UnsafeMutableRawPointer(filter))
            self.filters.append(filter)
        }
        gtk_native_dialog_set_modal(gk_native_dialog(pointer), 1)
        if case .save(let name) = mode { gtk_file_chooser_set_current_name(gk_file_chooser(pointer), name) }
    }

    private var isSaving: Bool {
        if case .save = mode { return true }
        return false
    }

    /// The file name typed in a save chooser's name entry; setting it types another (save only).
    public var currentName: String? {
        get {
            guard isSaving, let name = gtk_file_chooser_get_current_name(gk_file_chooser(pointer)) else { return nil }
            defer { g_free(name) }
            return String(cString: name)
        }
        set {
            guard isSaving, let newValue else { return }
            gtk_file_chooser_set_current_name(gk_file_chooser(pointer), newValue)
        }
    }

    /// Runs `handler` with the chosen filter's index (`selectedFilterIndex`) each time the
    /// filter changes: the user picks another in the chooser, or code sets
    /// `selectedFilterIndex`. It watches GTK's own chooser dialog, the one shown when no
    /// desktop portal is (a portal's chooser runs in another process and tells its filter
    /// only when it closes).
    @discardableResult
    public func onFilterChanged(_ handler: @escaping @MainActor (Int?) -> Void) -> SignalConnection? {
        // GtkFileChooserNative keeps that dialog as its file chooser delegate (gtkfilechoosernative.c).
        let delegate = g_quark_from_static_string("gtk-file-chooser-delegate")
        guard let dialog = g_object_get_qdata(pointer.assumingMemoryBound(to: GObject.self), delegate) else { return nil }
        return SignalConnection.connect(dialog, "notify::filter", pointer: { [weak self] _ in handler(self?.selectedFilterIndex) })
    }

    /// Goes to the folder at `path` (save: the name typed stays), as a user choosing it would.
    public func goToFolder(_ path: String) {
        let folder = g_file_new_for_path(path)
        defer { g_object_unref(UnsafeMutableRawPointer(folder)) }
        gtk_file_chooser_set_current_folder(gk_file_chooser(pointer), folder, nil)
    }

    /// Runs `handler` with the chosen file's path, or nil when cancelled.
    @discardableResult
    public func onFinished(_ handler: @escaping @MainActor (String?) -> Void) -> SignalConnection {
        SignalConnection.connect(
            pointer, "response",
            int32: { [weak self] response in
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

    /// Which of the filters is chosen (its index), if any.
    public var selectedFilterIndex: Int? {
        get {
            // Owned by the chooser (transfer none).
            guard let current = gtk_file_chooser_get_filter(gk_file_chooser(pointer)) else { return nil }
            return filters.firstIndex(of: current)
        }
        set {
            guard let newValue, filters.indices.contains(newValue) else { return }
            gtk_file_chooser_set_filter(gk_file_chooser(pointer), filters[newValue])
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

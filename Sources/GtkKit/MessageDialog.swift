import CAdw
import CGtk
import CGtkShims

/// `AdwMessageDialog`: a modal question with a heading, a body and responses,
/// each a button identified by a string id.
@MainActor
public final class MessageDialog: Widget {
    /// How a response's button looks.
    public enum Appearance: Sendable {
        /// A plain button.
        case normal
        /// The action the dialog suggests (blue).
        case suggested
        /// An action that loses something (red).
        case destructive
    }

    /// A button of the dialog.
    public struct Response: Sendable {
        /// What `onResponded` reports when this button is pressed.
        public let id: String
        /// The button's text (may hold a mnemonic, `_Save`).
        public let label: String
        /// How the button looks.
        public let appearance: Appearance
        /// A response `id` shown as a button labelled `label`.
        public init(id: String, label: String, appearance: Appearance = .normal) {
            self.id = id
            self.label = label
            self.appearance = appearance
        }
    }

    private let responses: [Response]

    /// - Parameters:
    ///   - parent: the window the dialog is modal to.
    ///   - heading: the question, in a few words.
    ///   - body: the text under the heading.
    ///   - responses: the buttons, left to right (GNOME puts the safe way out first).
    ///   - defaultResponse: the one Enter presses.
    ///   - closeResponse: the one Escape (or closing the dialog) reports.
    public init(
        parent: Window, heading: String, body: String, responses: [Response],
        defaultResponse: String?, closeResponse: String
    ) {
        self.responses = responses
        super.init(sinking: UnsafeMutableRawPointer(adw_message_dialog_new(gk_window(parent.pointer), heading, body)))
        for response in responses {
            adw_message_dialog_add_response(dialog, response.id, response.label)
            let appearance: AdwResponseAppearance
            switch response.appearance {
            case .normal: appearance = ADW_RESPONSE_DEFAULT
            case .suggested: appearance = ADW_RESPONSE_SUGGESTED
            case .destructive: appearance = ADW_RESPONSE_DESTRUCTIVE
            }
            adw_message_dialog_set_response_appearance(dialog, response.id, appearance)
        }
        if let defaultResponse { adw_message_dialog_set_default_response(dialog, defaultResponse) }
        adw_message_dialog_set_close_response(dialog, closeResponse)
    }

    private var dialog: UnsafeMutablePointer<AdwMessageDialog> { gk_adw_message_dialog(pointer) }

    /// The dialog's heading.
    public var heading: String { adw_message_dialog_get_heading(dialog).map { String(cString: $0) } ?? "" }
    /// The dialog's body text.
    public var body: String { adw_message_dialog_get_body(dialog).map { String(cString: $0) } ?? "" }

    /// The button of response `id` as shown, or nil.
    public func button(for id: String) -> Button? {
        guard let response = responses.first(where: { $0.id == id }) else { return nil }
        return Widget.findButton(under: widget, label: response.label)
    }

    /// Runs `handler` with the id of the response chosen (the close response when
    /// the dialog is closed otherwise). The dialog closes itself afterwards.
    @discardableResult
    public func onResponded(_ handler: @escaping @MainActor (String) -> Void) -> SignalConnection {
        typealias Handler = @MainActor (String) -> Void
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, UnsafeMutableRawPointer?) -> Void = {
            _, response, data in
            let box = Unmanaged<SignalConnection.Box<Handler>>.fromOpaque(data!).takeUnretainedValue()
            let id = response.map { String(cString: $0) } ?? ""
            MainActor.assumeIsolated { box.handler(id) }
        }
        return SignalConnection.connect(pointer, "response", handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// Answers the dialog as pressing the button of response `id` would.
    public func respond(_ id: String) { adw_message_dialog_response(dialog, id) }

    /// Shows the dialog over its parent, which it blocks.
    public func present() { gtk_window_present(gk_window(pointer)) }
    /// Closes and destroys the dialog; the wrapper keeps a dead reference.
    public func destroy() { gtk_window_destroy(gk_window(pointer)) }
}

import RosterViewModels

/// A control a scenario step presses: a button by its tap name, Import…, or a detail page's tab.
public enum ScenarioControl: Equatable, Sendable {
    /// A button a `tap` step names.
    case button(ScenarioStep.TapTarget)
    /// The header bar's Import… (an `import` step).
    case importButton
    /// The detail switcher's Profile or Tasks (an `open` step).
    case page(DetailPage)

    /// The control's name as the user reads it, for refusals.
    public var title: String {
        switch self {
        case .importButton: return "Import…"
        case .page(let page): return "the \(page.title) page"
        case .button(let target):
            switch target {
            case .save: return "Save"
            case .revert: return "Revert"
            case .retry: return "Retry"
            case .add: return "Add"
            case .undo, .undoDelete: return "Undo"
            case .dismiss, .dismissDelete: return "Close"
            case .removePhoto: return "Remove Photo"
            case .newPerson: return "New Person"
            case .deletePerson: return "Delete Person"
            case .closeReport: return "Close"
            case .discardDraft: return "Discard"
            case .showTheirs: return "Show Theirs"
            case .keepMine: return "Keep Mine"
            case .merge: return "Merge"
            case .history: return "History"
            case .closeHistory: return "Close"
            case .rememberPassword: return "Remember in the keyring"
            case .signIn: return "Sign In"
            case .cancelSignIn: return "Cancel"
            }
        }
    }
}

/// What a user perceives of a control: on screen or not, enabled or not, and why not.
public struct ScenarioControlState: Equatable, Sendable {
    /// Whether the control is on screen.
    public var isShown: Bool
    /// Whether it takes input.
    public var isEnabled: Bool
    /// Why the control is disabled, as its tooltip says (nil when it says nothing).
    public var disabledReason: String?

    /// A control's state; `disabledReason` is kept only while the control is disabled.
    public init(isShown: Bool, isEnabled: Bool, disabledReason: String? = nil) {
        self.isShown = isShown
        self.isEnabled = isEnabled
        self.disabledReason = isEnabled ? nil : disabledReason
    }

    /// A control that is not on screen.
    public static let hidden = ScenarioControlState(isShown: false, isEnabled: false)
}

extension ScenarioDriver {
    /// Presses `control` as a user would, after the one refusal rule both fronts share:
    /// a control that is not on screen, or is disabled, cannot be pressed — the step
    /// fails with the same words on either front.
    public func press(_ control: ScenarioControl) async throws {
        let state = controlState(control)
        switch (control, state.isShown, state.isEnabled) {
        case (.page, false, _): throw ScenarioStepError("nobody is selected")
        case (.page, true, false): throw ScenarioStepError("\(control.title) is not available")
        case (_, false, _): throw ScenarioStepError("no \(control.title) button is shown")
        case (_, true, false):
            throw ScenarioStepError("\(control.title) is disabled" + (state.disabledReason.map { ": \($0)" } ?? ""))
        case (_, true, true): break
        }
        try await activate(control)
    }
}

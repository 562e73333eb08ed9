/// A front that can replay scenario steps and say what is on screen.
///
/// Implement it for a front of your own to run every scenario of `Tests/Scenarios` on it
/// with `ScenarioRunner`: it must print the same transcript as the other fronts.
/// `ViewModelScenarioDriver` is the reference implementation (on the view models).
@MainActor
public protocol ScenarioDriver: AnyObject {
    /// Opens the app: the window appears, people start loading.
    func start()
    /// Performs one action step (never an expectation), as a user of this front would.
    func perform(_ step: ScenarioStep, baseDirectory: String) async throws
    /// Waits until the step's effects are on screen.
    func settle() async
    /// What is on screen now.
    func snapshot() -> ScreenSnapshot
    /// Whether `control` is on screen and enabled, read the way this front shows it
    /// (widgets on the window, view-model state headless).
    func controlState(_ control: ScenarioControl) -> ScenarioControlState
    /// Activates `control`; called only by `press(_:)`, after the refusal rule.
    func activate(_ control: ScenarioControl) async throws
}

/// A step that could not be carried out (its target is not on screen, say).
public struct ScenarioStepError: Error, Equatable, CustomStringConvertible {
    /// What went wrong, as the runner's failure line says it.
    public var description: String
    /// A step error saying `description`.
    public init(_ description: String) { self.description = description }
}

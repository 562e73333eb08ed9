import RosterGtk
import RosterTesting

extension MainWindow {
    /// The screen as the widgets show it, in the transcript's canonical text
    /// (what `roster-scenario` prints after each step).
    public var transcript: String { TranscriptRenderer.render(WidgetSnapshot.take(self)) }
}

import Dispatch
import Foundation
import Observation
import RosterViewModels
import TerminalKit

/// The terminal front running on the real terminal: keys from standard input, a frame after
/// every key and whenever the state a frame showed changes, the terminal given back on quit.
///
/// Everything runs on the main queue (`dispatchMain()`), where the `@MainActor` view models
/// and their tasks run too: standard input and the signals are dispatch sources on it.
@MainActor
public final class TerminalSession {
    private let screen = Screen()
    private let front: TerminalFront
    private let finished: @MainActor () -> Void
    private var sources: [any DispatchSourceProtocol] = []
    private var isRedrawScheduled = false
    private var isDone = false
    /// The session running (one per process: ncurses has one screen).
    private static var current: TerminalSession?

    private init(front: TerminalFront, finished: @escaping @MainActor () -> Void) {
        self.front = front
        self.finished = finished
    }

    /// Takes over the terminal and shows `app` until the user quits (Ctrl+Q, after the
    /// unsaved-changes question) or SIGTERM, SIGINT or SIGHUP come; then gives the terminal back,
    /// calls `finished` and ends the process. Returns at once: the caller then runs `dispatchMain()`.
    public static func run(app: AppViewModel, finished: @escaping @MainActor () -> Void) {
        let session = TerminalSession(front: TerminalFront(app: app), finished: finished)
        current = session
        session.start()
    }

    private func start() {
        // The resize signal comes through a dispatch source below, not ncurses' own handler.
        for signalNumber in [SIGWINCH, SIGTERM, SIGINT, SIGHUP] { signal(signalNumber, SIG_IGN) }
        screen.start()
        front.quitRequested = { [weak self] in self?.end() }
        let input = DispatchSource.makeReadSource(fileDescriptor: 0, queue: .main)
        input.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.readKeys() } }
        input.resume()
        sources.append(input)
        let resize = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
        resize.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.resized() } }
        resize.resume()
        sources.append(resize)
        for signalNumber in [SIGTERM, SIGINT, SIGHUP] {
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
            source.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.end() } }
            source.resume()
            sources.append(source)
        }
        redraw()
    }

    private func readKeys() {
        let keys = screen.pendingKeys()
        for key in keys {
            front.handle(key)
            if isDone { return }
        }
        redraw()
    }

    private func resized() {
        var size = winsize()
        if ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 {
            screen.resize(rows: Int(size.ws_row), columns: Int(size.ws_col))
        }
        front.handle(.resize)
        redraw()
    }

    /// Draws a frame now, and asks for the next one when what it showed changes.
    private func redraw() {
        isRedrawScheduled = false
        guard !isDone else { return }
        front.followViewModels()
        guard !isDone else { return }
        withObservationTracking {
            front.draw(on: screen)
        } onChange: { [weak self] in
            DispatchQueue.main.async { MainActor.assumeIsolated { self?.scheduleRedraw() } }
        }
    }

    private func scheduleRedraw() {
        guard !isRedrawScheduled, !isDone else { return }
        isRedrawScheduled = true
        DispatchQueue.main.async { MainActor.assumeIsolated { self.redraw() } }
    }

    private func end() {
        guard !isDone else { return }
        isDone = true
        for source in sources { source.cancel() }
        screen.stop()
        finished()
        exit(0)
    }
}

import Foundation
import GtkKit
import RosterGtk
import RosterViewModels

/// Hidden `--benchmark-*` modes used by `make bench`: measure the real window, print, quit.
@MainActor
final class BenchmarkDriver {
    let mode: LaunchOptions.Benchmark
    let window: MainWindow
    let viewModel: PeopleViewModel
    let application: Application
    private var totals: [Double] = []
    private var works: [Double] = []
    private var queries: [String] = []

    init(mode: LaunchOptions.Benchmark, window: MainWindow, viewModel: PeopleViewModel, application: Application) {
        self.mode = mode
        self.window = window
        self.viewModel = viewModel
        self.application = application
    }

    func start() {
        whenLoaded { [self] in
            switch mode {
            case .firstFrame:
                FrameTiming.afterNextFrame(of: window.window) { [self] _ in
                    // Monotonic microseconds: the parent subtracts its own spawn time.
                    print("first-frame-monotonic-us \(FrameTiming.now)")
                    print("rows \(window.rowCount)")
                    application.quit()
                }
            case .search:
                queries = Self.typedQueries
                nextKeystroke()
            }
        }
    }

    /// The keystrokes of typing and deleting a few names.
    static let typedQueries: [String] = {
        var sequence: [String] = []
        for word in ["clementine", "smith", "émile", "ol"] {
            let prefixes = (1...word.count).map { String(word.prefix($0)) }
            sequence += prefixes + prefixes.reversed().dropFirst() + [""]
        }
        return sequence
    }()

    private func whenLoaded(_ body: @escaping @MainActor () -> Void) {
        if viewModel.loadState == .loaded, window.listPage == "list" || window.listPage == "empty" {
            // One more turn so the list binding has applied.
            DispatchQueue.main.async { body() }
            return
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(5)) { [self] in whenLoaded(body) }
    }

    private func nextKeystroke() {
        guard !queries.isEmpty else { return finishSearch() }
        let query = queries.removeFirst()
        let start = FrameTiming.now
        window.typeSearch(query)
        // Queued after the bindings' update: runs once the window's widgets are updated.
        DispatchQueue.main.async { [self] in
            let work = FrameTiming.now - start
            FrameTiming.afterNextFrame(of: window.window) { [self] frame in
                works.append(Double(work) / 1000)
                totals.append(Double(work + frame) / 1000)
                DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(20)) { [self] in nextKeystroke() }
            }
        }
    }

    private func finishSearch() {
        func percentile(_ values: [Double], _ p: Double) -> Double {
            let sorted = values.sorted()
            return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
        }
        // Work: view model + bindings + GTK list update. Total: work + the next frame (layout, snapshot, render).
        print(String(format: "gtk-search-keystroke-ms work p50 %.2f p95 %.2f total p50 %.2f p95 %.2f n %d rows %d",
                     percentile(works, 0.5), percentile(works, 0.95), percentile(totals, 0.5), percentile(totals, 0.95),
                     totals.count, window.rowCount))
        application.quit()
    }
}

import Foundation
import GtkKit
import RosterGtk
import RosterGtkScenarios
import RosterViewModels

/// The `--benchmark-*` modes used by `make bench`: measure the real window, print, quit.
@MainActor
final class BenchmarkDriver {
    let mode: HarnessOptions.Benchmark
    let window: MainWindow
    let app: AppViewModel
    var viewModel: PeopleViewModel { app.people }
    let application: Application
    private var totals: [Double] = []
    private var works: [Double] = []
    private var queries: [String] = []

    init(mode: HarnessOptions.Benchmark, window: MainWindow, app: AppViewModel, application: Application) {
        self.mode = mode
        self.window = window
        self.app = app
        self.application = application
    }

    func start() {
        switch mode {
        case .firstFrame:
            measureFirstFrame()
        case .search:
            whenLoaded { [self] in
                queries = Self.typedQueries
                nextKeystroke()
            }
        case .importing(let path):
            whenLoaded { [self] in measureImport(path) }
        case .selectLongest:
            whenLoaded { [self] in selectLongest() }
        case .soak(let seconds):
            whenLoaded { [self] in soak(seconds: seconds) }
        }
    }

    /// Prints when the first frame showing people (or the empty directory's page) was painted,
    /// as the plain GTK reference does: the first `after-paint` at which the list shows them.
    private func measureFirstFrame() {
        FrameTiming.afterFirstFrame(
            of: window.window,
            where: { [self] in
                viewModel.loadState == .loaded && (window.listPage == "list" && window.rowCount > 0 || window.listPage == "empty")
            }
        ) { [self] painted in
            // Monotonic microseconds: the parent subtracts its own spawn time.
            print("first-frame-monotonic-us \(painted)")
            print("rows \(window.rowCount)")
            // The idle window's memory, a second later (as the plain GTK reference reports it).
            DispatchQueue.main.asyncAfter(deadline: .now() + .seconds(1)) { [self] in
                print("rss-kib \(Self.residentKiB())")
                application.quit()
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

    /// VmRSS of this process, in KiB.
    static func residentKiB() -> Int {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? -1
    }

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

    /// A 5 ms main-loop probe runs while the import works: the longest gap between its
    /// ticks is the longest time the main thread (and so every frame) was blocked.
    private func measureImport(_ path: String) {
        var gaps: [Double] = []
        var last = FrameTiming.now
        let probe = RepeatingTimer(milliseconds: 5) {
            let now = FrameTiming.now
            gaps.append(Double(now - last) / 1000)
            last = now
        }
        let start = FrameTiming.now
        let task = app.importExport.importChosen(path: path)
        Task { @MainActor [self] in
            let imported = await task.value
            let importSeconds = Double(FrameTiming.now - start) / 1_000_000
            let duringImport = gaps.max() ?? 0
            if ProcessInfo.processInfo.environment["ROSTER_BENCH_DETAIL"] != nil {
                print("gaps over 30 ms at ticks:", gaps.enumerated().filter { $0.element > 30 }.map { "\($0.offset): \(Int($0.element))" })
            }
            // The list follows the import: wait for its reload, still probing.
            let deadline = FrameTiming.now + 120_000_000
            while imported, viewModel.loadState != .loaded || viewModel.countText == "0 people", FrameTiming.now < deadline {
                try? await Task.sleep(for: .milliseconds(5))
            }
            if !imported { print("import-failed \(app.importExport.report?.text ?? "")") }
            probe.cancel()
            let sorted = gaps.sorted()
            let p99 = sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * 0.99))]
            print(
                String(
                    format:
                        "import-main-thread-gap-ms while-importing max %.1f; then with the list reload max %.1f p99 %.1f ticks %d import-s %.2f total-s %.2f ok %d count %@",
                    duringImport, sorted.last ?? 0, p99, sorted.count, importSeconds, Double(FrameTiming.now - start) / 1_000_000,
                    imported ? 1 : 0, viewModel.countText))
            application.quit()
        }
    }

    private func finishSearch() {
        func percentile(_ values: [Double], _ p: Double) -> Double {
            let sorted = values.sorted()
            return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
        }
        // Work: view model + bindings + GTK list update. Total: work + the next frame (layout, snapshot, render).
        print(
            String(
                format: "gtk-search-keystroke-ms work p50 %.2f p95 %.2f total p50 %.2f p95 %.2f n %d rows %d",
                percentile(works, 0.5), percentile(works, 0.95), percentile(totals, 0.5), percentile(totals, 0.95),
                totals.count, window.rowCount))
        application.quit()
    }
}

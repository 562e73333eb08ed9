import Foundation
import GtkKit
import RosterGtkScenarios
import RosterModel
import RosterViewModels

extension BenchmarkDriver {
    /// Rounds measured of each person (after one unmeasured round: the first profile builds widgets, loads fonts).
    static let selectRounds = 20

    /// Selects person 2 (the longest the rules allow) and person 1 (plain) in turn, as a click
    /// does; each time, the milliseconds from the click until the frame showing their profile is
    /// painted. Prints p50 and p95 of both and the difference, target ≤ one frame (16.7 ms).
    func selectLongest() {
        guard let plainRow = viewModel.listing.rowIndex(ofPersonID: 1), let longestRow = viewModel.listing.rowIndex(ofPersonID: 2) else {
            print("select-longest-failed both people are not listed")
            return application.quit()
        }
        let longestName = LongestPerson.person(id: 2, avatarPath: nil).name
        var steps: [(row: Int, name: String, longest: Bool?)] = [(longestRow, longestName, nil), (plainRow, "Ada Lovelace", nil)]
        for _ in 0..<Self.selectRounds { steps += [(longestRow, longestName, true), (plainRow, "Ada Lovelace", false)] }
        var longest: [Double] = []
        var plain: [Double] = []
        // The main thread's CPU time over the same span: steadier than the wall clock on a busy machine.
        var longestCPU: [Double] = []
        var plainCPU: [Double] = []
        func next() {
            guard !steps.isEmpty else {
                func percentile(_ values: [Double], _ p: Double) -> Double {
                    let sorted = values.sorted()
                    return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
                }
                print(
                    String(
                        format: "select-longest-ms longest p50 %.2f p95 %.2f plain p50 %.2f p95 %.2f above-plain p50 %.2f n %d",
                        percentile(longest, 0.5), percentile(longest, 0.95), percentile(plain, 0.5), percentile(plain, 0.95),
                        percentile(longest, 0.5) - percentile(plain, 0.5), longest.count))
                print(
                    String(
                        format:
                            "select-longest-main-thread-cpu-ms longest p50 %.2f p95 %.2f plain p50 %.2f p95 %.2f above-plain p50 %.2f n %d",
                        percentile(longestCPU, 0.5), percentile(longestCPU, 0.95), percentile(plainCPU, 0.5), percentile(plainCPU, 0.95),
                        percentile(longestCPU, 0.5) - percentile(plainCPU, 0.5), longestCPU.count))
                return application.quit()
            }
            let step = steps.removeFirst()
            let start = FrameTiming.now
            let startCPU = Self.threadCPUMicroseconds()
            window.selectRow(step.row)
            whenShown(step.name) { [self] in
                FrameTiming.afterNextFrame(of: window.window) { _ in
                    let milliseconds = Double(FrameTiming.now - start) / 1000
                    let cpu = Double(Self.threadCPUMicroseconds() - startCPU) / 1000
                    switch step.longest {
                    case true?:
                        longest.append(milliseconds)
                        longestCPU.append(cpu)
                    case false?:
                        plain.append(milliseconds)
                        plainCPU.append(cpu)
                    case nil: break
                    }
                    // A pause between selections, as between a user's clicks.
                    DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(50)) { next() }
                }
            }
        }
        next()
    }

    /// The calling thread's CPU time, in microseconds.
    static func threadCPUMicroseconds() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Int64(time.tv_sec) * 1_000_000 + Int64(time.tv_nsec) / 1000
    }

    /// Runs `body` on the main loop's first turn in which the profile's name field shows `name`.
    private func whenShown(_ name: String, _ body: @escaping @MainActor () -> Void) {
        guard window.profileField(.name).value == name else {
            return DispatchQueue.main.async { [self] in whenShown(name, body) }
        }
        body()
    }
}

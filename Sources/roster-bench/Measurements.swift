import Foundation

/// Timing and memory helpers for the benchmark.
enum Measurements {
    /// Milliseconds taken by `body`.
    static func milliseconds(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
    }

    static func percentile(_ values: [Double], _ p: Double) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
    }

    /// Peak resident set size of this process (VmHWM), in MiB.
    static func peakRSSMiB() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
        else { return .nan }
        return kilobytes / 1024
    }

    /// Resets the peak RSS so that it measures only what follows (Linux: clear_refs 5). First
    /// gives back the memory the benchmark itself freed (the generated people), which glibc
    /// keeps otherwise and would count as the view model's.
    static func resetPeakRSS() {
        _ = mallocTrim(0)
        try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
        if ProcessInfo.processInfo.environment["ROSTER_BENCH_DETAIL"] != nil {
            print(String(format: "    RSS before measuring: %.0f MiB", peakRSSMiB()))
        }
    }

    /// Monotonic clock in microseconds, the same clock GLib's `g_get_monotonic_time` reads.
    static func monotonicMicroseconds() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int64(time.tv_sec) * 1_000_000 + Int64(time.tv_nsec) / 1000
    }
}

/// glibc's `malloc_trim` (malloc.h, which the Glibc module leaves out).
@_silgen_name("malloc_trim")
private func mallocTrim(_ pad: Int) -> Int32

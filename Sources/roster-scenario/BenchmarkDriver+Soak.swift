import Foundation
import GtkKit
import RosterGtkScenarios
import RosterViewModels

/// `--benchmark-soak SECONDS` (`make soak`): the window runs while another process renames
/// the people it watches; this side says which people those are, when each new name is on
/// screen, and its own RSS, and moves the selection meanwhile.
///
/// Lines printed (stdout, flushed each): `watch ID…` once loaded (the first person rows
/// GTK shows); `seen SEQUENCE MICROSECONDS` the first time a watched row's name ends in
/// that edit's sequence number (CLOCK_MONOTONIC, as the editor's clock); `rss SECONDS KIB`
/// every 10 s; `soak-done` at the end.
extension BenchmarkDriver {
    /// How many shown people the editor renames in turn.
    static let soakWatchedPeople = 5

    func soak(seconds: Int) {
        let watched = window.shownRows.compactMap { shown -> (row: Int, id: Int64)? in
            guard case .person(let person) = viewModel.listing.row(at: shown.index) else { return nil }
            return (shown.index, person.id.rawValue)
        }.prefix(Self.soakWatchedPeople)
        guard watched.count == Self.soakWatchedPeople else {
            Self.say("soak-failed the window shows \(watched.count) people, fewer than \(Self.soakWatchedPeople)")
            return application.quit()
        }
        Self.say("watch " + watched.map { String($0.id) }.joined(separator: " "))
        let watchedIDs = Set(watched.map(\.id))

        let start = FrameTiming.now
        var seen: Set<Int> = []
        var selections = 0
        var ticks = 0
        // Every 20 ms: which edits are on screen. Every 3 s the selection moves; every 10 s the RSS.
        let timer = RepeatingTimer(milliseconds: 20) { [self] in
            for shown in window.shownRows {
                guard case .person(let person) = viewModel.listing.row(at: shown.index), watchedIDs.contains(person.id.rawValue),
                    let name = shown.texts.first, let sequence = Int(name.split(separator: " ").last ?? ""),
                    !seen.contains(sequence)
                else { continue }
                seen.insert(sequence)
                Self.say("seen \(sequence) \(FrameTiming.now)")
            }
            ticks += 1
            if ticks % 150 == 0 {
                selections += 1
                window.selectRow(watched[watched.startIndex + selections % watched.count].row)
            }
            if ticks % 500 == 0 {
                Self.say("rss \((FrameTiming.now - start) / 1_000_000) \(Self.residentKiB())")
            }
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + .seconds(seconds)) { [self] in
            timer.cancel()
            Self.say("soak-done")
            application.quit()
        }
    }

    /// Prints `line` at once: the parent reads it as it comes (stdout is a pipe, fully buffered).
    private static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}

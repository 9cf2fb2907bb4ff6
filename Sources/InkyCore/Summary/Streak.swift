// SPDX-License-Identifier: GPL-3.0-or-later

/// Runs of consecutive days with a reflection.
public enum Streak {
    /// An unbroken run of days with a reflection: its latest day and how many days it holds.
    public struct Run: Sendable, Hashable {
        public var latest: Day
        public var length: Int
        public init(latest: Day, length: Int) {
            self.latest = latest
            self.length = length
        }
    }

    /// Days in a row with a reflection ending on `end`, from the run ending on `end` or the day
    /// before; the day before counts only when `graceToday` is set (the period ends today, which is
    /// not over yet).
    public static func current(_ run: Run?, endingOn end: Day, graceToday: Bool) -> Int {
        guard let run else { return 0 }
        if run.latest == end { return run.length }
        return graceToday && run.latest == end.adding(days: -1) ? run.length : 0
    }

    /// The longest run of consecutive days among `days` that lies within `from...to`.
    public static func longest(days: [Day], from: Day, to: Day) -> Int {
        let inside = Set(days.filter { from <= $0 && $0 <= to }).sorted()
        var best = 0, run = 0
        var previous: Day?
        for day in inside {
            run = previous.map { $0.adding(days: 1) == day } == true ? run + 1 : 1
            best = max(best, run)
            previous = day
        }
        return best
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later

/// Runs of consecutive days with a reflection.
public enum Streak {
    /// Days in a row with a reflection ending on `end`; when `end` has none and `graceToday` is
    /// set (the period ends today, which is not over), the run ending the day before.
    public static func current(days: [Day], endingOn end: Day, graceToday: Bool) -> Int {
        let set = Set(days)
        var day = end
        if !set.contains(day) {
            guard graceToday else { return 0 }
            day = end.adding(days: -1)
        }
        var count = 0
        while set.contains(day) {
            count += 1
            day = day.adding(days: -1)
        }
        return count
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

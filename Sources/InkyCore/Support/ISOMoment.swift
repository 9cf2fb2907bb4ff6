// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// A moment as `--json` and `doctor` show it: ISO 8601 to the second, `2026-11-27T15:04:05Z` in UTC or
/// `2026-11-27T16:04:05+01:00` elsewhere, the text `ISO8601DateFormatter` writes, made by arithmetic
/// (creating an ICU formatter costs a short command about a millisecond).
public enum ISOMoment {
    private static let epoch = Day(year: 1970, month: 1, day: 1)!

    /// `date` in `timeZone`; the fraction of a second is dropped (after rounding to the millisecond), as the
    /// formatter drops it.
    public static func text(_ date: Date, in timeZone: TimeZone = TimeZone(identifier: "UTC")!) -> String {
        let offset = timeZone.secondsFromGMT(for: date)
        // To the nearest millisecond first, as the formatter reads a date, then down to the second.
        let millis = Int((date.timeIntervalSince1970 * 1000).rounded())
        let seconds = floorDivide(millis, 1000).0 + offset
        let (days, inDay) = floorDivide(seconds, 86_400)
        let day = epoch.adding(days: days)
        var text = "\(day)T\(two(inDay / 3600)):\(two(inDay / 60 % 60)):\(two(inDay % 60))"
        if offset == 0 { return text + "Z" }
        let minutes = abs(offset) / 60
        text += (offset < 0 ? "-" : "+") + "\(two(minutes / 60)):\(two(minutes % 60))"
        // Local mean time before standard zones (Kolkata until 1941: +05:21:10) keeps its seconds.
        if abs(offset) % 60 != 0 { text += ":\(two(abs(offset) % 60))" }
        return text
    }

    private static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}

// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// Reads the dates a person types, the same list for every date option:
/// `2026-11-20`; `today`, `tonight`, `yesterday`, `tomorrow`; `-3`, `+3`; `3 days ago`, `2 weeks ago`;
/// `in 3 days`, `in 2 weeks`, `3 days from now`; `next week`, `last week`; `monday` (or `mon`),
/// `this monday`, `next monday`, `last monday`; a part of the day after any of them is left out
/// (`tomorrow evening`, `friday morning`).
///
/// A bare weekday looks the way the option does: back for a day reflected on (the most recent such day,
/// today included), ahead for a due day (the next one after today). `last monday` is the most recent
/// Monday before today, `next monday` the first after today, `this monday` the one in this week's run
/// from today (today included). Whether the result may be in the future is the caller's check.
public enum DayParser {
    static let weekdays = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]
    /// Words for a part of the day, left out after a date ("tomorrow evening").
    static let partsOfDay: Set<String> = ["morning", "afternoon", "evening", "night", "noon", "midday", "tonight"]

    /// Which way a bare weekday looks.
    public enum Direction: Sendable {
        /// The most recent such day, today included: the day a reflection or a log is about.
        case back
        /// The next such day after today: when a todo is due.
        case ahead
    }

    public static func parse(_ text: String, today: Day, weekday direction: Direction = .back) -> Day? {
        var words = text.trimmingCharacters(in: .whitespaces).lowercased().split(separator: " ").map(String.init)
        if words.count > 1, let last = words.last, partsOfDay.contains(last) { words.removeLast() }
        let input = words.joined(separator: " ")
        if let day = Day(input) { return day }
        switch input {
        case "today", "now", "tonight": return today
        case "yesterday": return today.adding(days: -1)
        case "tomorrow": return today.adding(days: 1)
        case "next week": return today.adding(days: 7)
        case "last week": return today.adding(days: -7)
        default: break
        }
        if input.hasPrefix("-"), let n = Int(input.dropFirst()), n >= 0 { return today.adding(days: -n) }
        if input.hasPrefix("+"), let n = Int(input.dropFirst()), n >= 0 { return today.adding(days: n) }
        if words.count == 3, let n = Int(words[0]), let unit = days(in: words[1]), words[2] == "ago" {
            return today.adding(days: -n * unit)
        }
        if words.count == 3, words[0] == "in", let n = Int(words[1]), let unit = days(in: words[2]) {
            return today.adding(days: n * unit)
        }
        if words.count == 4, let n = Int(words[0]), let unit = days(in: words[1]), words[2] == "from", words[3] == "now" {
            return today.adding(days: n * unit)
        }
        let now = weekday(of: today)
        if words.count == 1, let target = weekdayIndex(words[0]) {
            switch direction {
            case .back: return today.adding(days: -((now - target + 7) % 7))
            case .ahead: return today.adding(days: (target - now + 6) % 7 + 1)
            }
        }
        if words.count == 2, let target = weekdayIndex(words[1]) {
            switch words[0] {
            case "last":
                let back = (now - target + 7) % 7
                return today.adding(days: -(back == 0 ? 7 : back))
            case "next": return today.adding(days: (target - now + 6) % 7 + 1)
            case "this": return today.adding(days: (target - now + 7) % 7)
            default: return nil
            }
        }
        return nil
    }

    /// Days in a unit ("day", "days", "week", "weeks"), or nil.
    private static func days(in unit: String) -> Int? {
        switch unit {
        case "day", "days": return 1
        case "week", "weeks": return 7
        default: return nil
        }
    }

    /// A weekday written out or by its first three letters ("fri"), 0 = Sunday.
    private static func weekdayIndex(_ word: String) -> Int? {
        weekdays.firstIndex(of: word) ?? (word.count == 3 ? weekdays.firstIndex { $0.hasPrefix(word) } : nil)
    }

    /// 0 = Sunday … 6 = Saturday.
    public static func weekday(of day: Day) -> Int {

        let knownSunday = Day(year: 2026, month: 11, day: 22)!
        return ((knownSunday.days(to: day) % 7) + 7) % 7
    }

    /// The English name of the weekday, capitalised.
    public static func weekdayName(of day: Day) -> String {
        weekdays[weekday(of: day)].capitalized
    }
}


// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// Reads the dates a person types: `2026-11-20`, `today`, `yesterday`, `tomorrow`, `-3`, `3 days ago`,
/// `monday`, `last monday`.
///
/// A bare weekday means the most recent such day, today included; `last monday` means the
/// most recent Monday before today. Whether the result is in the future is the caller's check.
public enum DayParser {
    static let weekdays = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]

    public static func parse(_ text: String, today: Day) -> Day? {
        let input = text.trimmingCharacters(in: .whitespaces).lowercased()
        if let day = Day(input) { return day }
        switch input {
        case "today", "now": return today
        case "yesterday": return today.adding(days: -1)
        case "tomorrow": return today.adding(days: 1) // parsed so the future can be refused by name
        default: break
        }
        if input.hasPrefix("-"), let n = Int(input.dropFirst()), n >= 0 { return today.adding(days: -n) }
        if input.hasPrefix("+"), let n = Int(input.dropFirst()), n >= 0 { return today.adding(days: n) }
        let words = input.split(separator: " ").map(String.init)
        if words.count == 3, let n = Int(words[0]), n >= 0, words[1] == "days" || words[1] == "day", words[2] == "ago" {
            return today.adding(days: -n)
        }
        if words.count == 1, let target = weekdays.firstIndex(of: words[0]) {
            return today.adding(days: -((weekday(of: today) - target + 7) % 7))
        }
        if words.count == 2, words[0] == "last", let target = weekdays.firstIndex(of: words[1]) {
            let back = (weekday(of: today) - target + 7) % 7
            return today.adding(days: -(back == 0 ? 7 : back))
        }
        return nil
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


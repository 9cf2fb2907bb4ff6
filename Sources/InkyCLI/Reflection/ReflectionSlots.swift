// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyCore

/// Values for the template slots of a flow: name, part of day, and how to refer to the day.
enum ReflectionSlots {
    static func values(name: String?, hour: Int, day: Day, today: Day) -> [String: String] {
        var slots: [String: String] = [
            "part_of_day": partOfDay(hour: hour),
            "day_ref": dayReference(day, today: today),
            "weekday": DayParser.weekdayName(of: day),
            "date": day.description,
        ]
        if let name = name?.trimmingCharacters(in: .whitespacesAndNewlines), !name.isEmpty {
            slots["name"] = SafeText.forTerminal(name)
        }
        return slots
    }

    /// morning 5–11, afternoon 12–16, evening 17–21, night otherwise.
    static func partOfDay(hour: Int) -> String {
        switch hour {
        case 5..<12: return "morning"
        case 12..<17: return "afternoon"
        case 17..<22: return "evening"
        default: return "night"
        }
    }

    static func dayReference(_ day: Day, today: Day) -> String {
        switch day.days(to: today) {
        case 0: return "today"
        case 1: return "yesterday"
        default:
            let months = ["January", "February", "March", "April", "May", "June", "July", "August",
                          "September", "October", "November", "December"]
            return "\(DayParser.weekdayName(of: day)), \(day.day) \(months[day.month - 1])"
        }
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// Values for the template slots of a flow: name, part of day, and how to refer to the day.
public enum ReflectionSlots {
    /// `today` is the person's own today (before the day's start hour, the calendar's yesterday);
    /// `{today}` and `{tomorrow}` are filled only when the reflection is about that day.
    public static func values(name: String?, part: ConversationSettings.PartOfDay, day: Day, today: Day) -> [String: String] {
        var slots: [String: String] = [
            "part_of_day": part.name,
            "greeting": part.greeting,
            "this_part_of_day": part.this,
            "day_ref": dayReference(day, today: today),
            "weekday": DayParser.weekdayName(of: day),
            "date": day.description,
        ]
        if day == today {
            slots["today"] = "today"
            slots["tomorrow"] = "tomorrow"
        }
        if let name = name?.trimmingCharacters(in: .whitespacesAndNewlines), !name.isEmpty {
            slots["name"] = SafeText.forTerminal(name)
        }
        return slots
    }

    public static func dayReference(_ day: Day, today: Day) -> String {
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

// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyStore

/// What `inky config` knows of each setting a person can change: how a value is checked, shown and defaulted.
extension SettingKey {
    /// Checks and normalises a value; nil when it is not allowed.
    func normalise(_ value: String) -> String? {
        switch self {
        case .name:
            let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
            return trimmed.count <= 60 ? trimmed : nil
        case .prior:
            let key = value.lowercased().replacingOccurrences(of: " ", with: "-")
            return Self.priorSpellings.first { $0.typed == key }?.stored
        case .reminder:
            let parts = value.split(separator: ":")
            guard parts.count == 2, parts.allSatisfy({ $0.count == 2 }), let h = Int(parts[0]), let m = Int(parts[1]),
                  (0..<24).contains(h), (0..<60).contains(m) else { return nil }
            return value
        case .theme:
            return Theme(rawValue: value.lowercased())?.rawValue
        case .weekly:
            let typed = value.trimmingCharacters(in: .whitespaces).lowercased()
            if typed == "off" || typed == "none" { return "off" }
            return Self.weekdays.first { $0 == typed || (typed.count >= 3 && $0.hasPrefix(typed)) }
        case .history:
            switch value.lowercased() {
            case "on", "yes", "true", "1": return "on"
            case "off", "no", "false", "0": return "off"
            default: return nil
            }
        }
    }

    /// The value in effect when none is set, in the form `set` takes (empty: none).
    var defaultValue: String {
        switch self {
        case .name: return ""
        case .history: return "off"
        case .prior: return "unknown"
        case .reminder: return "20:00"
        case .theme: return Theme.auto.rawValue
        case .weekly: return "off"
        }
    }

    /// How a stored value is shown, in the form `set` takes.
    func display(_ stored: String) -> String {
        guard self == .prior else { return stored }
        return Self.priorSpellings.first { $0.stored == stored }?.typed ?? stored
    }

    /// Days of the week as stored for `weekly`, in the words `DayParser.weekdayName` gives, lower case.
    static let weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

    /// The baseline prior as typed, and as stored (BaselinePrior's raw values).
    static let priorSpellings: [(typed: String, stored: String)] = [
        ("mostly-okay", "mostlyOkay"), ("up-and-down", "upAndDown"), ("heavy", "heavy"), ("unknown", "unknown"),
    ]

    var allowed: String {
        switch self {
        case .name: return "a name of at most 60 characters (empty to unset)"
        case .history: return "on or off"
        case .prior: return "mostly-okay, up-and-down, heavy or unknown"
        case .reminder: return "a time of day as HH:MM, e.g. 20:30"
        case .theme: return Theme.allCases.map(\.rawValue).joined(separator: ", ")
        case .weekly: return "a day of the week (monday … sunday, or its first three letters) or off"
        }
    }
}

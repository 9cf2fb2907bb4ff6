// SPDX-License-Identifier: GPL-3.0-or-later

/// Fills `{slot}` placeholders in question and greeting text.
///
/// A variant is usable only when every slot it names has a value, so a flow can offer
/// "Good evening, {name}." beside "Good evening." and the right one is chosen.
public enum Template {
    /// The slots a flow may use; `inky lint` rejects others.
    public static let knownSlots: Set<String> = [
        "name", "part_of_day", "greeting", "this_part_of_day", "day_ref", "today", "tomorrow", "weekday", "date",
        "topic", "count", "topic_valence", "days", "streak", "todo", "goal", "feeling", "main_topic", "person", "echo",
    ]

    /// Slots that always have a value, whoever is reflecting.
    public static let alwaysFilled: Set<String> = ["part_of_day", "greeting", "this_part_of_day", "day_ref", "weekday", "date"]

    /// Whether `text` can be used whatever the optional slots hold.
    public static func alwaysUsable(_ text: String) -> Bool {
        slots(in: text).allSatisfy(alwaysFilled.contains)
    }

    /// The slot names in `text`, in order of appearance.
    public static func slots(in text: String) -> [String] {
        var result: [String] = []
        var current: String?
        for ch in text {
            if ch == "{" { current = "" } else if ch == "}", let name = current {
                result.append(name)
                current = nil
            } else if current != nil {
                current!.append(ch)
            }
        }
        return result
    }

    /// `text` with its slots filled, or nil when a slot has no value.
    public static func fill(_ text: String, with values: [String: String]) -> String? {
        var out = ""
        var current: String?
        for ch in text {
            if ch == "{" {
                if let open = current { out += "{" + open }
                current = ""
            } else if ch == "}", let name = current {
                guard let value = values[name], !value.isEmpty else { return nil }
                out += value
                current = nil
            } else if current != nil {
                current!.append(ch)
            } else {
                out.append(ch)
            }
        }
        if let open = current { out += "{" + open }
        return out
    }
}

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
        "week_start", "best_day", "hard_day", "week_topic", "bright_topic", "steps_done", "intention",
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

    /// Whether a slot after `text` begins a sentence ("{topic} came up…", "…today. {topic} …"): its value then
    /// begins with a capital.
    static func startsSentence(_ text: String) -> Bool {
        let trimmed = text.reversed().drop { $0 == " " }
        guard let last = trimmed.first else { return true }
        return trimmed.count < text.count && ".?!".contains(last)
    }

    /// `text` with its slots filled, or nil when a slot has no value; a value that begins a sentence is capitalised.
    /// `sentences: false` leaves values as they are (a `why` is said inside another sentence).
    public static func fill(_ text: String, with values: [String: String], sentences: Bool = true) -> String? {
        var out = ""
        var current: String?
        for ch in text {
            if ch == "{" {
                if let open = current { out += "{" + open }
                current = ""
            } else if ch == "}", let name = current {
                guard let value = values[name], !value.isEmpty else { return nil }
                out += sentences && startsSentence(out) ? value.prefix(1).uppercased() + value.dropFirst() : value
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

// SPDX-License-Identifier: GPL-3.0-or-later

/// Parts of the day a reading can fall in, with the hours a reflection greets by (`ConversationSettings`:
/// morning from 5, afternoon from 12, evening from 17, night from 22).
public enum TimeOfDay: String, Sendable, Hashable, CaseIterable {
    case morning, afternoon, evening, night

    public init(hour: Int, settings: ConversationSettings = .fallback) {
        self = TimeOfDay(rawValue: settings.part(atHour: hour).name) ?? .night
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later

/// Parts of the day a reading can fall in: morning 5–11, afternoon 12–16, evening 17–21, night 22–4.
public enum TimeOfDay: String, Sendable, Hashable, CaseIterable {
    case morning, afternoon, evening, night

    public init(hour: Int) {
        switch hour {
        case 5...11: self = .morning
        case 12...16: self = .afternoon
        case 17...21: self = .evening
        default: self = .night
        }
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later

/// Traits, or why there are none yet.
public enum TraitsReport: Sendable, Hashable, Codable {
    case notEnoughDays(have: Int, need: Int)
    case ready(MoodTraits)

    /// "not enough days yet (5 of 14)" or nil when ready.
    public var notReadyMessage: String? {
        if case .notEnoughDays(let have, let need) = self { return "not enough days yet (\(have) of \(need))" }
        return nil
    }

    public var traits: MoodTraits? {
        if case .ready(let traits) = self { return traits }
        return nil
    }
}

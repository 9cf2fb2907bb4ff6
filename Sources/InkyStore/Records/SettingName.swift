// SPDX-License-Identifier: GPL-3.0-or-later

/// The key a journal setting is stored under: a setting the person changes with `inky config`
/// (`SettingKey`), or one of the few inky keeps for itself.
public enum SettingName: Hashable, Sendable {
    /// One the person changes.
    case person(SettingKey)
    /// Set once onboarding has run.
    case onboarded
    /// The affirmation shown last, so the next one differs.
    case lastAffirmation
    /// The highest number an entry of this type has held, kept when entries are deleted for good so that a
    /// number is never given twice.
    case highestNumber(Entry.Kind)

    /// The key in the `settings` table.
    public var key: String {
        switch self {
        case .person(let setting): setting.rawValue
        case .onboarded: "onboarded"
        case .lastAffirmation: "last_affirmation"
        case .highestNumber(let type): Self.highestNumberPrefix + type.rawValue
        }
    }

    /// What the keys of `highestNumber` begin with (SQL builds them too).
    static let highestNumberPrefix = "numbers."
}

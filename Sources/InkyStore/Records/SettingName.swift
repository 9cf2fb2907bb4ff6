// SPDX-License-Identifier: GPL-3.0-or-later

/// The key a journal setting is stored under: the settings a person changes with `inky config`, and the
/// few inky keeps for itself.
public enum SettingName: Hashable, Sendable {
    /// What inky calls the person.
    case name
    /// Whether readline history is kept in the data folder.
    case history
    /// How things have felt lately, from onboarding.
    case prior
    /// The time of day after which `inky nudge` reminds.
    case reminder
    /// The colour theme.
    case theme
    /// The weekday of the weekly look back.
    case weekly
    /// Set once onboarding has run.
    case onboarded
    /// The affirmation shown last, so the next one differs.
    case lastAffirmation
    /// The highest number an entry of this type has held, kept when entries are deleted for good so that a
    /// number is never given twice.
    case highestNumber(entryType: String)

    /// The key in the `settings` table.
    public var key: String {
        switch self {
        case .name: "name"
        case .history: "history"
        case .prior: "prior"
        case .reminder: "reminder"
        case .theme: "theme"
        case .weekly: "weekly"
        case .onboarded: "onboarded"
        case .lastAffirmation: "last_affirmation"
        case .highestNumber(let type): Self.highestNumberPrefix + type
        }
    }

    /// What the keys of `highestNumber` begin with (SQL builds them too).
    static let highestNumberPrefix = "numbers."
}

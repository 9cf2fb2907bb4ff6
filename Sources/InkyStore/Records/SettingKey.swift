// SPDX-License-Identifier: GPL-3.0-or-later

/// The settings a person can change with `inky config set KEY VALUE`.
public enum SettingKey: String, CaseIterable, Sendable {
    /// What inky calls the person in greetings.
    case name
    /// `on` keeps readline history in the data folder across sessions; `off` (default) keeps it in memory only.
    case history
    /// How things have felt lately (onboarding's check-in): seeds the mood baseline until there is data.
    case prior
    /// After this time of day (HH:MM), `inky nudge` reminds you when today has no reflection yet.
    case reminder
    /// Colours: auto (the terminal's own), light or dark background, or none.
    case theme
    /// The day of the week on which `inky` looks back on the whole week (the weekly flow) instead of the
    /// day; `off` (default) never.
    case weekly
}

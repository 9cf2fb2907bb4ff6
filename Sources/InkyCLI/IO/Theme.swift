// SPDX-License-Identifier: GPL-3.0-or-later

/// The `theme` setting: colours for a dark or light terminal background, the terminal's own
/// (auto), or none at all.
enum Theme: String, CaseIterable, Sendable {
    case auto, light, dark, none
}

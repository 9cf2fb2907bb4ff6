// SPDX-License-Identifier: GPL-3.0-or-later
import InkyCore

/// Colours for the summary at a terminal, or none: every band also has a symbol, so nothing is
/// carried by colour alone.
struct SummaryPalette: Sendable {
    let enabled: Bool

    /// ANSI foreground colour per band: blue, cyan, green, yellow, magenta (low to high).
    static func code(_ band: BaselineBand) -> String {
        switch band {
        case .unusuallyLow: "34"
        case .lower: "36"
        case .typical: "32"
        case .higher: "33"
        case .unusuallyHigh: "35"
        }
    }

    func band(_ band: BaselineBand?, _ text: String) -> String {
        guard enabled, let band else { return text }
        return "\u{1B}[\(Self.code(band))m\(text)\u{1B}[0m"
    }

    func heading(_ text: String) -> String { enabled ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
    func dim(_ text: String) -> String { enabled ? "\u{1B}[2m\(text)\u{1B}[0m" : text }
}

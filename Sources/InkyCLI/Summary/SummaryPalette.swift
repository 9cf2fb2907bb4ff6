// SPDX-License-Identifier: GPL-3.0-or-later
import InkyCore

/// Colours for the summary at a terminal, or none: every band also has a symbol, so nothing is
/// carried by colour alone.
struct SummaryPalette: Sendable {
    let enabled: Bool

    /// `text` in the band's colour from `BandScheme`.
    func band(_ band: BaselineBand?, _ text: String) -> String {
        guard enabled, let band else { return text }
        return "\u{1B}[\(BandScheme.ansi(band))m\(text)\u{1B}[0m"
    }

    func heading(_ text: String) -> String { enabled ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
    func dim(_ text: String) -> String { enabled ? "\u{1B}[2m\(text)\u{1B}[0m" : text }
}

// SPDX-License-Identifier: GPL-3.0-or-later
import InkyCore

/// The one colour scheme for mood bands, used by the calendar, the day page, the summary and its SVG.
///
/// Low to high: blue, cyan, green, yellow, magenta. Colour only repeats what the symbol
/// (`BaselineBand.symbol`: ▼ ▽ ○ △ ▲) and the words (`BaselineBand.phrase`) already say, so every
/// view reads the same with `NO_COLOR`, in a pipe or in print.
enum BandScheme {
    /// The ANSI foreground code of `band` for a terminal theme.
    static func ansi(_ band: BaselineBand, theme: Theme = .auto) -> String {
        let base: Int = switch band {
        case .unusuallyLow: 34
        case .lower: 36
        case .typical: 32
        case .higher: 33
        case .unusuallyHigh: 35
        }
        // Bright variants read better on a dark background.
        return String(theme == .dark ? base + 60 : base)
    }

    /// The fill of `band` in SVG; nil is a day without a band (no reading, or the first readings).
    static func svg(_ band: BaselineBand?) -> String {
        switch band {
        case .unusuallyLow?: "#3b6fb6"
        case .lower?: "#6fb7c9"
        case .typical?: "#7fbf7f"
        case .higher?: "#e6c35c"
        case .unusuallyHigh?: "#c77dba"
        case nil: "#e8e8e8"
        }
    }

    /// The legend, low to high, then the first readings: symbol, words and band (nil: no band yet).
    static let legend: [(symbol: String, label: String, band: BaselineBand?)] =
        BaselineBand.allCases.map { ($0.symbol, $0.phrase, $0) }
        + [(BaselineBand.firstReadingsSymbol, BaselineBand.firstReadingsPhrase, nil)]
}

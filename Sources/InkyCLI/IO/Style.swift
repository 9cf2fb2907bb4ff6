// SPDX-License-Identifier: GPL-3.0-or-later
import InkyCore

/// ANSI text styles, or plain text when styling is off (NO_COLOR, a pipe, TERM=dumb, theme none).
///
/// `auto` uses the terminal's base colours, which its own scheme adapts; `dark` picks bright
/// colours that read on a dark background, `light` deeper ones for a light background.
struct Style: Sendable {
    let enabled: Bool
    var theme: Theme = .auto

    init(enabled: Bool, theme: Theme = .auto) {
        self.enabled = enabled && theme != .none
        self.theme = theme
    }

    func bold(_ text: String) -> String { wrap(text, "1") }
    func dim(_ text: String) -> String { wrap(text, theme == .light ? "90" : "2") }
    func accent(_ text: String) -> String { wrap(text, palette(auto: "36", light: "34", dark: "96")) }

    /// A mood band's colour from `BandScheme` (its symbol says the same thing without colour);
    /// nil (the first readings) is dimmed.
    func band(_ band: BaselineBand?, _ text: String) -> String {
        guard let band else { return dim(text) }
        return wrap(text, BandScheme.ansi(band, theme: theme))
    }

    private func palette(auto: String, light: String, dark: String) -> String {
        switch theme {
        case .auto, .none: auto
        case .light: light
        case .dark: dark
        }
    }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

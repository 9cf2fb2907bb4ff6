// SPDX-License-Identifier: GPL-3.0-or-later

/// ANSI text styles, or plain text when styling is off (NO_COLOR, a pipe, TERM=dumb).
public struct Style: Sendable {
    public let enabled: Bool

    public func bold(_ text: String) -> String { wrap(text, "1") }
    public func dim(_ text: String) -> String { wrap(text, "2") }
    public func accent(_ text: String) -> String { wrap(text, "36") }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

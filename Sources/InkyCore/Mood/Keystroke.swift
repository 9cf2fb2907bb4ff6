// SPDX-License-Identifier: GPL-3.0-or-later

/// One key press seen by the line reader's key hook. Never stored: only `TypingRhythm` is kept.
public struct Keystroke: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, Codable { case insert, delete }

    /// Seconds on any monotonic clock.
    public var time: Double
    public var kind: Kind

    public init(time: Double, kind: Kind) {
        self.time = time
        self.kind = kind
    }
}

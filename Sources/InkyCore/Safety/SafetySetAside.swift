// SPDX-License-Identifier: GPL-3.0-or-later

/// Why the screen set a rule's match aside: what the words around it said.
struct SafetySetAside: OptionSet, Sendable, Hashable {
    let rawValue: UInt8

    /// A negator shortly before it ("I would never kill myself").
    static let negated = SafetySetAside(rawValue: 1 << 0)
    /// An `ignore` row overlaps it (idioms, prevention work, games, chores).
    static let ignored = SafetySetAside(rawValue: 1 << 1)
    /// An accident explains an injury, a dose or an attempt.
    static let accident = SafetySetAside(rawValue: 1 << 2)
    /// An everyday reason or thing explains a plan or a preparation (`prudent`, `errand`).
    static let everyday = SafetySetAside(rawValue: 1 << 3)
    /// Asked and answered no.
    static let denied = SafetySetAside(rawValue: 1 << 4)
    /// Told as over: recovered, told as past then the present, or settled.
    static let over = SafetySetAside(rawValue: 1 << 5)
    /// The writer's own words, quoted or reported as said, explained as meaning something else.
    static let explained = SafetySetAside(rawValue: 1 << 6)

    /// The reasons' names, for reading the screen's mistakes ("negated,everyday").
    var names: String {
        [(Self.negated, "negated"), (.ignored, "ignored"), (.accident, "accident"), (.everyday, "everyday"),
         (.denied, "denied"), (.over, "over"), (.explained, "explained")].filter { contains($0.0) }.map(\.1).joined(separator: ",")
    }
}

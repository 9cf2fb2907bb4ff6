// SPDX-License-Identifier: GPL-3.0-or-later

/// A set of word ids as a bitset as wide as the vocabulary, for working sets out while parsing.
struct SafetyIDBits: Equatable, Sendable {
    var words: [UInt64]

    /// An empty set for ids below `count`.
    init(count: Int32) { words = [UInt64](repeating: 0, count: Int(count) / 64 + 1) }

    var isEmpty: Bool { !words.contains { $0 != 0 } }

    mutating func removeAll() {
        for k in words.indices { words[k] = 0 }
    }

    mutating func formUnion(_ other: SafetyIDBits) {
        for k in words.indices { words[k] |= other.words[k] }
    }
}

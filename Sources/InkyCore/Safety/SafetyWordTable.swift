// SPDX-License-Identifier: GPL-3.0-or-later

/// The screen's vocabulary: every word its patterns name, by id, with word endings and typos.
///
/// A word written `kill` matches that word; `overdos*` any word that begins so; `myself~` also a word one
/// typo away (a letter dropped, added, changed or two swapped; only for words of five letters or more).
struct SafetyWordTable: Sendable {
    private(set) var count: Int32 = 0
    private var exact: [UInt64: Int32] = [:]
    /// Squeezed keys of words of at least `squeezedMinimum` squeezed letters ("kiling" finds "killing").
    private var squeezed: [UInt64: Int32] = [:]
    private var prefixes: [(letters: [UInt8], id: Int32)] = []
    /// Keys of fuzzy words and of each of their one-letter deletions, to the fuzzy words' ids.
    private var fuzzy: [UInt64: [Int32]] = [:]
    /// First two letters of fuzzy words; other words skip the typo search.
    private var fuzzyHeads: Set<UInt16> = []
    private var ids: [String: Int32] = [:]

    static let fuzzyMinimum = 5
    /// Shorter words would collide ("feel" and "fell" both squeeze to "fel").
    static let squeezedMinimum = 5

    /// The id for a pattern word (`word`, `word*` or `word~`), registering it when new.
    mutating func id(for spelled: String) -> Int32 {
        if let known = ids[spelled] { return known }
        let id = count
        count += 1
        ids[spelled] = id
        if spelled.hasSuffix("*") {
            prefixes.append((SafetyWordKey.normalize(String(spelled.dropLast())), id))
        } else if spelled.hasSuffix("~") {
            let letters = SafetyWordKey.normalize(String(spelled.dropLast()))
            let key = SafetyWordKey.of(letters)
            if exact[key] == nil { exact[key] = id }
            register(letters, id)
        } else {
            let letters = SafetyWordKey.normalize(spelled)
            let key = SafetyWordKey.of(letters)
            if let earlier = exact[key] {
                // Two spellings that normalise alike share one id.
                ids[spelled] = earlier
                count -= 1
                return earlier
            }
            exact[key] = id
            let short = SafetyWordKey.squeezed(letters)
            if short.count >= Self.squeezedMinimum, squeezed[SafetyWordKey.of(short)] == nil {
                squeezed[SafetyWordKey.of(short)] = id
            }
        }
        return id
    }

    private mutating func register(_ letters: [UInt8], _ id: Int32) {
        guard letters.count >= Self.fuzzyMinimum else { return }
        fuzzyHeads.insert(Self.head(letters[0], letters[1]))
        fuzzy[SafetyWordKey.of(letters), default: []].append(id)
        for k in letters.indices {
            var variant = letters
            variant.remove(at: k)
            fuzzy[SafetyWordKey.of(variant), default: []].append(id)
        }
    }

    @inline(__always) private static func head(_ a: UInt8, _ b: UInt8) -> UInt16 { UInt16(a) << 8 | UInt16(b) }

    /// Appends the ids a token answers to (its own word, prefixes it begins with, fuzzy words it is near).
    func ids(of token: SafetyToken, letters: [UInt8], into out: inout [Int32]) {
        if let id = exact[token.key] {
            out.append(id)
        } else if token.squeezedCount >= Self.squeezedMinimum, let id = squeezed[token.squeezedKey] {
            out.append(id)
        }
        let start = Int(token.start), count = Int(token.count)
        for prefix in prefixes where prefix.letters.count <= count {
            var same = true
            for k in prefix.letters.indices where letters[start + k] != prefix.letters[k] { same = false; break }
            if same { out.append(prefix.id) }
        }
        guard count >= Self.fuzzyMinimum, fuzzyHeads.contains(Self.head(letters[start], letters[start + 1])) else { return }
        let before = out.count
        func add(_ key: UInt64) {
            guard let found = fuzzy[key] else { return }
            for id in found where !out[before...].contains(id) && !out[..<before].contains(id) { out.append(id) }
        }
        add(token.key) // the word itself, or one letter short of a fuzzy word
        for skip in 0..<count { // one letter too many, changed, or swapped
            var hash = SafetyWordKey.seed
            for k in 0..<count where k != skip { hash = SafetyWordKey.add(hash, letters[start + k]) }
            add(hash)
        }
    }
}

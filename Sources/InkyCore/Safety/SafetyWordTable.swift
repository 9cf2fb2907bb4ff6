// SPDX-License-Identifier: GPL-3.0-or-later

/// The screen's vocabulary: every word its patterns name, by id, with word endings and typos.
///
/// A word written `kill` matches that word; `overdos*` any word that begins so; `myself~` also a word one
/// typo away (a letter dropped, added, changed or two swapped; only for words of five letters or more).
/// Words are added while patterns compile; `seal()` then lays out the lookups a token goes through.
struct SafetyWordTable: Sendable {
    /// A `word*` prefix: its first eight letters packed as `head` (a byte each, the first lowest; `mask`
    /// covers those it has), the rest `prefixLetters[start..<start + count]` (from the ninth on).
    private struct Prefix: Sendable {
        var head: UInt64
        var mask: UInt64
        var start: Int32
        var count: Int32
        var id: Int32
    }

    private(set) var count: Int32 = 0
    private var exact = SafetyKeyMap(capacity: 2048)
    /// Squeezed keys of words of at least `squeezedMinimum` squeezed letters ("kiling" finds "killing").
    private var squeezed = SafetyKeyMap(capacity: 1024)
    /// Prefixes by first letter, in id order: letter b's are `prefixes[prefixStart[b]..<prefixStart[b + 1]]`.
    private var prefixes: [Prefix] = []
    private var prefixStart = [Int32](repeating: 0, count: 257)
    private var prefixLetters: [UInt8] = []
    /// A bit per pair of first letters some prefix begins with (a one-letter prefix sets all its pairs, and
    /// its letter's bit in `prefixSingles`); a word whose pair is clear skips the prefixes.
    private var prefixPairs = [UInt64](repeating: 0, count: 1024)
    private var prefixSingles = [UInt64](repeating: 0, count: 4)
    /// Keys of fuzzy words and of each of their one-letter deletions, to `fuzzyIDs[fuzzyStart[i]..<fuzzyStart[i + 1]]`.
    private var fuzzy = SafetyKeyMap()
    private var fuzzyStart: [Int32] = [0]
    private var fuzzyIDs: [Int32] = []
    /// First two letters of fuzzy words, a bit each; other words skip the typo search.
    private var fuzzyHeads = [UInt64](repeating: 0, count: 1024)

    /// While words are added: ids by spelling, prefixes in id order, fuzzy keys' ids in order.
    private var spellings = SafetyWordSpellings()
    private var pendingPrefixes: [(letters: [UInt8], id: Int32)] = []
    private var pendingFuzzy: [UInt64: [Int32]] = [:]
    private var pendingFuzzyKeys: [UInt64] = []
    /// Per id, how many letters its word has (a prefix's, without the ending), until `seal()`.
    private(set) var letterCounts: [Int32] = []

    static let fuzzyMinimum = 5
    /// Shorter words would collide ("feel" and "fell" both squeeze to "fel").
    static let squeezedMinimum = 5

    /// An empty table; patterns add their words as they compile.
    init() {}

    /// The id for a pattern word (`word`, `word*` or `word~`) spelled in ASCII, registering it when new.
    mutating func id(forASCII spelling: ArraySlice<UInt8>) -> Int32 {
        if let known = spellings.id(ascii: spelling) { return known }
        let id = add(nil, spelling)
        spellings.remember(ascii: spelling, id)
        return id
    }

    /// The id for a pattern word spelled otherwise, registering it when new.
    mutating func id(for spelling: String) -> Int32 {
        if let known = spellings.id(spelling) { return known }
        let found = SafetyWordSpellings.asciiEquivalent(of: spelling).map { id(forASCII: $0) } ?? add(spelling, nil)
        spellings.remember(spelling, found)
        return found
    }

    /// Registers a new spelling (in ASCII `bytes`, or else the string): its id, a new one unless it
    /// normalises like an earlier word.
    private mutating func add(_ spelled: String?, _ bytes: ArraySlice<UInt8>?) -> Int32 {
        let id = count
        count += 1
        let spelled = spelled ?? ""
        func normalize(dropLast: Bool) -> [UInt8] {
            if let bytes { return SafetyWordKey.normalize(ascii: dropLast ? bytes.dropLast() : bytes) }
            return SafetyWordKey.normalize(dropLast ? String(spelled.dropLast()) : spelled)
        }
        if bytes.map({ $0.last == UInt8(ascii: "*") }) ?? spelled.hasSuffix("*") {
            let letters = normalize(dropLast: true)
            pendingPrefixes.append((letters, id))
            letterCounts.append(Int32(letters.count))
        } else if bytes.map({ $0.last == UInt8(ascii: "~") }) ?? spelled.hasSuffix("~") {
            let letters = normalize(dropLast: true)
            letterCounts.append(Int32(letters.count))
            let key = SafetyWordKey.of(letters)
            if exact[key] == nil { exact.set(key, id) }
            register(letters, id)
        } else {
            let letters = normalize(dropLast: false)
            let key = SafetyWordKey.of(letters)
            if let earlier = exact[key] {
                // Two spellings that normalise alike share one id.
                count -= 1
                return earlier
            }
            exact.set(key, id)
            letterCounts.append(Int32(letters.count))
            let short = SafetyWordKey.squeezed(letters)
            if short.count >= Self.squeezedMinimum, squeezed[short.key] == nil { squeezed.set(short.key, id) }
        }
        return id
    }

    private mutating func register(_ letters: [UInt8], _ id: Int32) {
        guard letters.count >= Self.fuzzyMinimum else { return }
        let head = Self.head(letters[0], letters[1])
        Self.mark(&fuzzyHeads, head)
        func add(_ key: UInt64) {
            if pendingFuzzy[key] == nil { pendingFuzzyKeys.append(key) }
            pendingFuzzy[key, default: []].append(id)
        }
        add(SafetyWordKey.of(letters))
        for k in letters.indices {
            var variant = letters
            variant.remove(at: k)
            add(SafetyWordKey.of(variant))
        }
    }

    @inline(__always) private static func head(_ a: UInt8, _ b: UInt8) -> Int { Int(a) << 8 | Int(b) }

    private static func mark(_ bits: inout [UInt64], _ index: Int) { bits[index >> 6] |= 1 << UInt64(index & 63) }

    @inline(__always) private static func isMarked(_ bits: [UInt64], _ index: Int) -> Bool {
        bits[index >> 6] & (1 << UInt64(index & 63)) != 0
    }

    /// Up to the first eight letters, a byte each, the first lowest. Letters are never zero, so a word
    /// shorter than a prefix never matches the prefix's packed letters.
    @inline(__always) private static func pack(_ letters: [UInt8], from start: Int, count: Int) -> UInt64 {
        var packed: UInt64 = 0
        for k in 0..<min(count, 8) { packed |= UInt64(letters[start + k]) << UInt64(k * 8) }
        return packed
    }

    /// Lays out the prefix and typo lookups once every word is in; forgets the spellings.
    mutating func seal() {
        // Pattern words have letters, so every prefix has a first one.
        let byLetter = pendingPrefixes.enumerated().sorted {
            ($0.element.letters[0], $0.offset) < ($1.element.letters[0], $1.offset)
        }
        var letter = 0
        for (_, prefix) in byLetter {
            while letter <= Int(prefix.letters[0]) { prefixStart[letter] = Int32(prefixes.count); letter += 1 }
            let head = Self.pack(prefix.letters, from: 0, count: prefix.letters.count)
            let mask = prefix.letters.count >= 8 ? UInt64.max : (1 << UInt64(prefix.letters.count * 8)) - 1
            prefixes.append(Prefix(head: head, mask: mask, start: Int32(prefixLetters.count), count: Int32(prefix.letters.count), id: prefix.id))
            prefixLetters.append(contentsOf: prefix.letters)
            if prefix.letters.count == 1 {
                Self.mark(&prefixSingles, Int(prefix.letters[0]))
                for second in 0..<256 { Self.mark(&prefixPairs, Self.head(prefix.letters[0], UInt8(second))) }
            } else {
                Self.mark(&prefixPairs, Self.head(prefix.letters[0], prefix.letters[1]))
            }
        }
        while letter <= 256 { prefixStart[letter] = Int32(prefixes.count); letter += 1 }
        for key in pendingFuzzyKeys {
            fuzzy.set(key, Int32(fuzzyStart.count - 1))
            fuzzyIDs.append(contentsOf: pendingFuzzy[key]!)
            fuzzyStart.append(Int32(fuzzyIDs.count))
        }
        spellings = SafetyWordSpellings()
        pendingPrefixes = []
        pendingFuzzy = [:]
        pendingFuzzyKeys = []
        letterCounts = []
    }

    /// Appends the ids a token answers to (its own word, prefixes it begins with, fuzzy words it is near);
    /// `out` holds the ids of the line's earlier words too, and a fuzzy id already there is not repeated.
    func ids(of token: SafetyToken, letters: [UInt8], into out: inout [Int32]) {
        let base = out.count // this token's ids start here; earlier tokens' ids are not its own
        if let id = exact[token.key] {
            out.append(id)
        } else if token.squeezedCount >= Self.squeezedMinimum, let id = squeezed[token.squeezedKey] {
            out.append(id)
        }
        let start = Int(token.start), count = Int(token.count)
        let first = Int(letters[start])
        let bucket = Int(prefixStart[first])..<Int(prefixStart[first + 1])
        if count > 1 ? Self.isMarked(prefixPairs, Self.head(letters[start], letters[start + 1]))
                     : Self.isMarked(prefixSingles, first) {
            let head = Self.pack(letters, from: start, count: count)
            for p in bucket where head & prefixes[p].mask == prefixes[p].head {
                let prefix = prefixes[p]
                let length = Int(prefix.count)
                if length > 8 {
                    guard length <= count else { continue }
                    var k = 8
                    while k < length, letters[start + k] == prefixLetters[Int(prefix.start) + k] { k += 1 }
                    guard k == length else { continue }
                }
                out.append(prefix.id)
            }
        }
        guard count >= Self.fuzzyMinimum else { return }
        let head = Self.head(letters[start], letters[start + 1])
        guard Self.isMarked(fuzzyHeads, head) else { return }
        func add(_ key: UInt64) {
            guard let list = fuzzy[key] else { return }
            for i in Int(fuzzyStart[Int(list)])..<Int(fuzzyStart[Int(list) + 1]) where !out[base...].contains(fuzzyIDs[i]) {
                out.append(fuzzyIDs[i])
            }
        }
        add(token.key) // the word itself, or one letter short of a fuzzy word
        for skip in 0..<count { // one letter too many, changed, or swapped
            var hash = SafetyWordKey.seed
            for k in 0..<count where k != skip { hash = SafetyWordKey.add(hash, letters[start + k]) }
            add(hash)
        }
    }

    /// The sealed lookups (`SafetyScreen.snapshot()`); the spellings are gone by then.
    func write(to out: inout SnapshotWriter) {
        out.number(count)
        exact.write(to: &out)
        squeezed.write(to: &out)
        out.numbers(prefixes.map(\.head))
        out.numbers(prefixes.map(\.mask))
        out.numbers(prefixes.flatMap { [$0.start, $0.count, $0.id] })
        out.numbers(prefixStart)
        out.numbers(prefixLetters)
        out.numbers(prefixPairs)
        out.numbers(prefixSingles)
        fuzzy.write(to: &out)
        out.numbers(fuzzyStart)
        out.numbers(fuzzyIDs)
        out.numbers(fuzzyHeads)
    }

    /// The sealed table `write(to:)` wrote.
    init(snapshot input: inout SnapshotReader) throws {
        count = try input.number()
        exact = try SafetyKeyMap(snapshot: &input)
        squeezed = try SafetyKeyMap(snapshot: &input)
        let heads: [UInt64] = try input.numbers(), masks: [UInt64] = try input.numbers(), rest: [Int32] = try input.numbers()
        guard count >= 0, heads.count == masks.count, rest.count == heads.count * 3 else { throw SnapshotReader.Malformed() }
        prefixes = heads.indices.map {
            Prefix(head: heads[$0], mask: masks[$0], start: rest[3 * $0], count: rest[3 * $0 + 1], id: rest[3 * $0 + 2])
        }
        prefixStart = try input.numbers()
        prefixLetters = try input.numbers()
        prefixPairs = try input.numbers()
        prefixSingles = try input.numbers()
        fuzzy = try SafetyKeyMap(snapshot: &input)
        fuzzyStart = try input.numbers()
        fuzzyIDs = try input.numbers()
        fuzzyHeads = try input.numbers()
        let ids = Int(count)
        guard exact.largestValue < count, squeezed.largestValue < count,
              prefixes.allSatisfy({ $0.start >= 0 && $0.count >= 0 && Int($0.start) + Int($0.count) <= prefixLetters.count
                                    && $0.id >= 0 && $0.id < count }),
              prefixStart.count == 257, prefixStart.first == 0, prefixStart.last.map({ Int($0) == prefixes.count }) == true,
              zip(prefixStart, prefixStart.dropFirst()).allSatisfy({ $0 <= $1 }),
              prefixPairs.count == 1024, prefixSingles.count == 4, fuzzyHeads.count == 1024,
              fuzzyStart.areOffsets(count: fuzzyStart.count, total: fuzzyIDs.count),
              Int(fuzzy.largestValue) < fuzzyStart.count - 1, fuzzyIDs.areIndices(below: ids)
        else { throw SnapshotReader.Malformed() }
    }
}

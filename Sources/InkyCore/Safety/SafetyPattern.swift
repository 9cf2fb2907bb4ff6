// SPDX-License-Identifier: GPL-3.0-or-later

/// Turns the pattern text of `Lexicons/safety.tsv` and `Lexicons/safety-words.tsv` into `SafetyProgram`
/// steps, resolving words through the table and class names through `classIndex`.
///
/// Written as words separated by spaces: `kill`, `end|ending` (either), `(my life|it all)` (either
/// group of words), `@self` (a word class of `Lexicons/safety-words.tsv`), `word?` or `(…)?` (may be
/// missing), `..` (up to three other words; `..5` up to five), `$` (the sentence ends here),
/// `overdos*` (any ending), `myself~` (one typo).
struct SafetyPatternCompiler: Sendable {
    var table: SafetyWordTable
    /// Class name (with @) to index.
    var classIndex: [String: Int]
    /// Per class, whether a pattern refers to it, for the unused-class warning.
    var used: [Bool] = []
    /// Where compiled sequences and choices are laid out.
    var program = SafetyProgram()

    static let defaultGap = 3
    static let maximumGap = 8

    /// One element of a pattern as parsed, and whether it may be missing; a choice's options are laid out.
    struct Item: Sendable {
        /// What the element matches.
        enum Kind: Sendable {
            /// One word, any of these ids (repeats allowed).
            case words([Int32])
            /// One word, this id (`words` of one, without an array).
            case word(Int32)
            /// A word class, by index into the screen's classes.
            case ref(Int32)
            /// A choice of `program`, between alternatives written `a|@b`.
            case choice(Int32)
            /// Up to this many words, none of them someone else ("she", "my mum"), within the sentence.
            case gap(Int32)
            /// The end of the sentence (written `$`).
            case end
        }
        var kind: Kind
        var optional: Bool
    }

    /// A sequence's elements as parsed, the first kept out of an array (most alternatives have one).
    private struct Items: Sendable {
        private(set) var first: Item?
        private(set) var more: [Item] = []

        mutating func append(_ item: Item) {
            if first == nil { first = item } else { more.append(item) }
        }
    }

    /// The ids of an element's words, kept out of an array while there is only one.
    private struct Words: Sendable {
        private var first: Int32?
        private var ids: [Int32] = []

        var isEmpty: Bool { first == nil }
        var kind: Item.Kind { ids.isEmpty ? first.map { .word($0) } ?? .words([]) : .words(ids) }

        mutating func append(_ id: Int32) {
            guard let first else { self.first = id; return }
            if ids.isEmpty { ids.append(first) }
            ids.append(id)
        }
    }

    /// An alternative of a choice: laid out already (its first step), or a single element not yet laid
    /// out, which may yet stand for the whole choice (`(@self)` is `@self`).
    private enum Option: Sendable {
        case laidOut(Int32)
        case single(Item)
    }

    /// Compiles one sequence to elements, for `layOut`; throws a message naming what is wrong.
    mutating func sequence(_ text: String) throws(SafetyPatternError) -> [Item] {
        var reader = Reader(Array(text.utf8))
        let items = try elements(&reader, inGroup: false)
        guard reader.atEnd else { throw .init("an unmatched ')'") }
        guard let first = items.first else { throw .init("an empty pattern") }
        return [first] + items.more
    }

    /// Lays a sequence's elements out as steps ended by `done` (their choices are laid out already, so its
    /// steps stay together); returns its first step.
    mutating func layOut(_ items: [Item]) -> Int32 { layOut(items[0], items.dropFirst()) }

    private mutating func layOut(_ first: Item, _ more: ArraySlice<Item>) -> Int32 {
        let start = Int32(program.steps.count)
        program.steps.append(step(first))
        for item in more { program.steps.append(step(item)) }
        program.steps.append(SafetyStep(kind: .done, optional: false, argument: 0))
        return start
    }

    private mutating func step(_ item: Item) -> SafetyStep {
        let kind: SafetyStep.Kind, argument: Int32
        switch item.kind {
        case .words(let ids): (kind, argument) = (.words, program.sets.intern(ids: ids))
        case .word(let id): (kind, argument) = (.words, program.sets.intern(id: id))
        case .ref(let c): (kind, argument) = (.ref, c)
        case .choice(let c): (kind, argument) = (.choice, c)
        case .gap(let most): (kind, argument) = (.gap, most)
        case .end: (kind, argument) = (.end, 0)
        }
        return SafetyStep(kind: kind, optional: item.optional, argument: argument)
    }

    /// The choice a class's alternatives make: its group's, or one of the single element it comes to.
    mutating func choice(of item: Item) -> Int32 {
        if case .choice(let c) = item.kind, !item.optional { return c }
        return choice([.single(item)])
    }

    private mutating func choice(_ options: [Option]) -> Int32 {
        var entries: [SafetyProgram.Entry] = []
        entries.reserveCapacity(options.count)
        for option in options {
            switch option {
            case .laidOut(let start): entries.append(SafetyProgram.Entry(start: start))
            case .single(let item): entries.append(SafetyProgram.Entry(start: layOut(item, [])))
            }
        }
        return program.add(choice: entries)
    }

    /// The pattern's UTF-8 bytes; its syntax is all ASCII, and no ASCII byte occurs inside a longer character.
    private struct Reader: Sendable {
        var bytes: [UInt8]
        var at = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }
        var atEnd: Bool { at >= bytes.count }
        var peek: UInt8? { atEnd ? nil : bytes[at] }
        mutating func skipSpaces() { while peek == SafetyPatternCompiler.space { at += 1 } }
    }

    private static let space = UInt8(ascii: " "), bar = UInt8(ascii: "|"), open = UInt8(ascii: "("),
                       close = UInt8(ascii: ")"), dot = UInt8(ascii: "."), question = UInt8(ascii: "?"),
                       star = UInt8(ascii: "*")

    /// Elements separated by spaces, up to the end, a `)` or (in a group) a `|` between alternatives.
    private mutating func elements(_ r: inout Reader, inGroup: Bool) throws(SafetyPatternError) -> Items {
        var items = Items()
        while true {
            r.skipSpaces()
            guard let c = r.peek, c != Self.close, !(inGroup && c == Self.bar) else { break }
            items.append(try element(&r, inGroup: inGroup))
        }
        return items
    }

    /// A gap, or atoms joined by `|` (in a group, one atom: there `|` separates alternatives), then maybe `?`.
    private mutating func element(_ r: inout Reader, inGroup: Bool) throws(SafetyPatternError) -> Item {
        if r.peek == Self.dot, r.at + 1 < r.bytes.count, r.bytes[r.at + 1] == Self.dot {
            r.at += 2
            let from = r.at
            while let c = r.peek, c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") { r.at += 1 }
            if let c = r.peek, c != Self.space, c != Self.close, c != Self.bar { throw .init("a gap is '..' or '..N', followed by a space") }
            if r.at == from { return Item(kind: .gap(Int32(Self.defaultGap)), optional: false) }
            let digits = String(decoding: r.bytes[from..<r.at], as: UTF8.self)
            guard let n = Int(digits), (1...Self.maximumGap).contains(n) else {
                throw .init("'..\(digits)': a gap is '..' or '..N' with N from 1 to \(Self.maximumGap)")
            }
            return Item(kind: .gap(Int32(n)), optional: false)
        }
        var words = Words()
        var others: [Option] = []
        var other: Option? // the first of `others`, kept out of the array while it is the only one
        func add(_ option: Option) {
            if other == nil { other = option } else { others.append(option) }
        }
        var optional = false
        while true {
            if r.peek == Self.open {
                r.at += 1
                while true {
                    // Single words fold into one set, so a long list is one lookup.
                    if let id = plainAlternative(&r) {
                        words.append(id)
                    } else {
                        let alternative = try elements(&r, inGroup: true)
                        guard let first = alternative.first else { throw .init("a group has an empty alternative") }
                        switch first.kind {
                        case .words(let ids) where alternative.more.isEmpty && !first.optional: for id in ids { words.append(id) }
                        case .word(let id) where alternative.more.isEmpty && !first.optional: words.append(id)
                        default:
                            add(alternative.more.isEmpty ? .single(first) : .laidOut(layOut(first, alternative.more[...])))
                        }
                    }
                    if r.peek == Self.bar { r.at += 1; continue }
                    guard r.peek == Self.close else { throw .init("a '(' without its ')'") }
                    r.at += 1
                    break
                }
            } else {
                let from = r.at
                var plain = true // ASCII only, where bytes and characters are one and the same
                var letters = true // and only letters and digits, but for a `*` at the end
                while let c = r.peek, c != Self.space, c != Self.bar, c != Self.open, c != Self.close {
                    plain = plain && c < 0x80
                    letters = letters && (Self.isLetterOrDigit(c) || (c == Self.star && r.at > from && Self.ends(r, at: r.at + 1)))
                    r.at += 1
                }
                var to = r.at
                if plain, letters, to > from { // a plain word (the commonest): no string needed
                    words.append(table.id(forASCII: r.bytes[from..<to]))
                } else {
                    var word = String(decoding: r.bytes[from..<to], as: UTF8.self)
                    if to - from > 1, r.bytes[to - 1] == Self.question, plain || (word.count > 1 && word.hasSuffix("?")) {
                        word.removeLast()
                        to -= 1
                        optional = true
                    }
                    guard to > from else { throw .init("an empty alternative") }
                    let spelled = r.bytes[from..<to]
                    if spelled.count == 1 && spelled.first == UInt8(ascii: "$") {
                        add(.single(Item(kind: .end, optional: false)))
                    } else if plain ? spelled.first == UInt8(ascii: "@") : word.hasPrefix("@") {
                        guard let index = classIndex[word] else { throw .init("unknown word class '\(word)'") }
                        used[index] = true
                        add(.single(Item(kind: .ref(Int32(index)), optional: false)))
                    } else {
                        try Self.check(word: word)
                        words.append(plain ? table.id(forASCII: spelled) : table.id(for: word))
                    }
                }
            }
            if r.peek == Self.question { r.at += 1; optional = true }
            guard !optional, !inGroup, r.peek == Self.bar else { break }
            // "(a|b) c|(d) e" reads as "(a|b) (c|(d)) e": a bar outside parentheses joins only its neighbours.
            if r.bytes[r.at - 1] == Self.close || (r.at + 1 < r.bytes.count && r.bytes[r.at + 1] == Self.open) {
                throw .init("a '|' outside parentheses joins only the words either side of it; write whole alternatives as rows of their own")
            }
            r.at += 1
        }
        guard let other else { return Item(kind: words.kind, optional: optional) }
        if words.isEmpty, others.isEmpty, case .single(let item) = other, !item.optional {
            return Item(kind: item.kind, optional: optional)
        }
        if !words.isEmpty { others.append(.single(Item(kind: words.kind, optional: false))) }
        others.insert(other, at: 0)
        return Item(kind: .choice(choice(others)), optional: optional)
    }

    /// A group's alternative that is one plain word (`kill`, `overdos*`), the commonest kind, read at
    /// once: its id, the reader left on the `|` or `)` after it. Anything else leaves the reader as it was.
    private mutating func plainAlternative(_ r: inout Reader) -> Int32? {
        let start = r.at
        r.skipSpaces()
        let from = r.at
        while let c = r.peek, Self.isLetterOrDigit(c) || (c == Self.star && r.at > from && Self.ends(r, at: r.at + 1)) {
            r.at += 1
        }
        let to = r.at
        r.skipSpaces()
        guard to > from, r.peek == Self.bar || r.peek == Self.close, r.at > to || Self.ends(r, at: to) else {
            r.at = start
            return nil
        }
        return table.id(forASCII: r.bytes[from..<to])
    }

    /// ASCII letters and digits (and a `*` at the end of a word) are all `check(word:)` lets through
    /// without a look at characters; a `~` word still goes there, for its length.
    @inline(__always) private static func isLetterOrDigit(_ c: UInt8) -> Bool {
        (c | 0x20) &- 0x61 < 26 || c &- 0x30 < 10
    }

    /// Whether a word ends at byte `at` (the end, a space, `|`, `(` or `)`).
    @inline(__always) private static func ends(_ r: Reader, at: Int) -> Bool {
        at >= r.bytes.count || r.bytes[at] == space || r.bytes[at] == bar || r.bytes[at] == open || r.bytes[at] == close
    }

    /// Letters, digits and emoji, with an optional `*` or `~` at the end.
    private static func check(word: String) throws(SafetyPatternError) {
        let part = word
        var core = Substring(word)
        if core.hasSuffix("*") || core.hasSuffix("~") { core = core.dropLast() }
        guard !core.isEmpty else { throw .init("'\(part)': '\(word)' has no letters") }
        for scalar in core.unicodeScalars {
            let v = scalar.value
            let fine = v < 0x80
                ? (0x61...0x7A).contains(v | 0x20) || (0x30...0x39).contains(v) // ASCII: letters and digits only
                : scalar.properties.isAlphabetic || (v > 0x2000 && scalar.properties.isEmoji)
            guard fine else {
                throw .init("'\(part)': '\(word)' may hold only letters, digits or an emoji, ending in * or ~")
            }
        }
        if word.hasSuffix("~"), SafetyWordKey.normalize(String(core)).count < SafetyWordTable.fuzzyMinimum {
            throw .init("'\(word)': typos are allowed only in words of \(SafetyWordTable.fuzzyMinimum) letters or more")
        }
    }
}

/// What is wrong with a pattern, in words for `inky lint`.
struct SafetyPatternError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

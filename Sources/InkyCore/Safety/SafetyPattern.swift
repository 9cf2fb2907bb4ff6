// SPDX-License-Identifier: GPL-3.0-or-later

/// A compiled pattern of `Lexicons/safety.tsv`: a sequence of word choices, class references and gaps.
///
/// Written as words separated by spaces: `kill`, `end|ending` (either), `(my life|it all)` (either
/// group of words), `@self` (a word class of `Lexicons/safety-words.tsv`), `word?` or `(…)?` (may be
/// missing), `..` (up to three other words; `..5` up to five), `$` (the sentence ends here),
/// `overdos*` (any ending), `myself~` (one typo).
struct SafetySequence: Sendable {
    var items: [SafetyItem]
    /// The ids a match's first word must answer to; nil when any word may begin it (set by `SafetyFirstWords`).
    var first: Set<Int32>? = nil
    /// Whether it may match no words at all.
    var nullable = true
}

struct SafetyItem: Sendable {
    enum Kind: Sendable {
        /// One word, any of these ids.
        case words(Set<Int32>)
        /// A word class, by index into the screen's classes.
        case ref(Int)
        /// A choice between alternatives written `a|@b`.
        case choice([SafetySequence])
        /// Up to this many words, none of them someone else ("she", "my mum"), within the sentence.
        case gap(Int)
        /// The end of the sentence (written `$`).
        case end
    }
    var kind: Kind
    var optional: Bool
}

/// Turns pattern text into sequences, resolving words through the table and class names through `classes`.
struct SafetyPatternCompiler {
    var table: SafetyWordTable
    /// Class name (with @) to index.
    var classIndex: [String: Int]
    /// Names referred to, for the unused-class warning.
    var used: Set<String> = []

    static let defaultGap = 3
    static let maximumGap = 8

    /// Compiles one sequence; throws a message naming what is wrong.
    mutating func sequence(_ text: String) throws(SafetyPatternError) -> SafetySequence {
        var reader = Reader(Array(text.unicodeScalars))
        let sequence = try elements(&reader, inGroup: false)
        guard reader.atEnd else { throw .init("an unmatched ')'") }
        guard !sequence.items.isEmpty else { throw .init("an empty pattern") }
        return sequence
    }

    private struct Reader {
        var scalars: [Unicode.Scalar]
        var at = 0
        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }
        var atEnd: Bool { at >= scalars.count }
        var peek: Unicode.Scalar? { atEnd ? nil : scalars[at] }
        mutating func skipSpaces() { while peek == " " { at += 1 } }
    }

    /// Elements separated by spaces, up to the end, a `)` or (in a group) a `|` between alternatives.
    private mutating func elements(_ r: inout Reader, inGroup: Bool) throws(SafetyPatternError) -> SafetySequence {
        var items: [SafetyItem] = []
        while true {
            r.skipSpaces()
            guard let c = r.peek, c != ")", !(inGroup && c == "|") else { break }
            items.append(try element(&r, inGroup: inGroup))
        }
        return SafetySequence(items: items)
    }

    /// A gap, or atoms joined by `|` (in a group, one atom: there `|` separates alternatives), then maybe `?`.
    private mutating func element(_ r: inout Reader, inGroup: Bool) throws(SafetyPatternError) -> SafetyItem {
        if r.peek == ".", r.at + 1 < r.scalars.count, r.scalars[r.at + 1] == "." {
            r.at += 2
            var digits = ""
            while let c = r.peek, ("0"..."9").contains(c) { digits.unicodeScalars.append(c); r.at += 1 }
            if let c = r.peek, c != " ", c != ")", c != "|" { throw .init("a gap is '..' or '..N', followed by a space") }
            if digits.isEmpty { return SafetyItem(kind: .gap(Self.defaultGap), optional: false) }
            guard let n = Int(digits), (1...Self.maximumGap).contains(n) else {
                throw .init("'..\(digits)': a gap is '..' or '..N' with N from 1 to \(Self.maximumGap)")
            }
            return SafetyItem(kind: .gap(n), optional: false)
        }
        var words = Set<Int32>()
        var others: [SafetySequence] = []
        var optional = false
        while true {
            if r.peek == "(" {
                r.at += 1
                var alternatives: [SafetySequence] = []
                while true {
                    let sequence = try elements(&r, inGroup: true)
                    guard !sequence.items.isEmpty else { throw .init("a group has an empty alternative") }
                    alternatives.append(sequence)
                    if r.peek == "|" { r.at += 1; continue }
                    guard r.peek == ")" else { throw .init("a '(' without its ')'") }
                    r.at += 1
                    break
                }
                for alternative in alternatives {
                    // Single words fold into one set, so a long list is one lookup.
                    if alternative.items.count == 1, !alternative.items[0].optional, case .words(let ids) = alternative.items[0].kind {
                        words.formUnion(ids)
                    } else {
                        others.append(alternative)
                    }
                }
            } else {
                var word = ""
                while let c = r.peek, c != " ", c != "|", c != "(", c != ")" {
                    word.unicodeScalars.append(c)
                    r.at += 1
                }
                if word.count > 1, word.hasSuffix("?") {
                    word.removeLast()
                    optional = true
                }
                guard !word.isEmpty else { throw .init("an empty alternative") }
                if word == "$" {
                    others.append(SafetySequence(items: [SafetyItem(kind: .end, optional: false)]))
                } else if word.hasPrefix("@") {
                    guard let index = classIndex[word] else { throw .init("unknown word class '\(word)'") }
                    used.insert(word)
                    others.append(SafetySequence(items: [SafetyItem(kind: .ref(index), optional: false)]))
                } else {
                    try Self.check(word: word)
                    words.insert(table.id(for: word))
                }
            }
            if r.peek == "?" { r.at += 1; optional = true }
            guard !optional, !inGroup, r.peek == "|" else { break }
            r.at += 1
        }
        if others.isEmpty { return SafetyItem(kind: .words(words), optional: optional) }
        if words.isEmpty, others.count == 1, others[0].items.count == 1, !others[0].items[0].optional {
            return SafetyItem(kind: others[0].items[0].kind, optional: optional)
        }
        if !words.isEmpty { others.append(SafetySequence(items: [SafetyItem(kind: .words(words), optional: false)])) }
        return SafetyItem(kind: .choice(others), optional: optional)
    }

    /// Letters, digits and emoji, with an optional `*` or `~` at the end.
    private static func check(word: String) throws(SafetyPatternError) {
        let part = word
        var core = Substring(word)
        if core.hasSuffix("*") || core.hasSuffix("~") { core = core.dropLast() }
        guard !core.isEmpty else { throw .init("'\(part)': '\(word)' has no letters") }
        for scalar in core.unicodeScalars {
            let fine = scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || (scalar.value > 0x2000 && scalar.properties.isEmoji)
            guard fine, scalar != "*", scalar != "~", scalar != "?" else {
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

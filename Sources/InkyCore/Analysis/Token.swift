// SPDX-License-Identifier: GPL-3.0-or-later

/// One token of analysed text: a word, emoji, emoticon or punctuation mark, located by UTF-8 byte range.
struct Token: Sendable {
    enum Kind: UInt8, Sendable {
        case word, emoji, emoticon
        /// `,` `;` `:` `(` `)` and dashes: ends negation and booster reach, splits keyword phrases.
        case clauseBreak
        /// `.` `!` `?` (a run of them) or a line break.
        case sentenceEnd
    }

    struct Flags: OptionSet, Sendable {
        var rawValue: UInt8
        /// Written in capitals (two letters or more).
        static let allCaps = Flags(rawValue: 1)
        /// Capitals on a line that also has lower case: emphasis.
        static let capsEmphasis = Flags(rawValue: 2)
        /// A letter repeated three times or more ("sooo").
        static let elongated = Flags(rawValue: 4)
        /// Holds a letter (not only digits).
        static let hasLetter = Flags(rawValue: 8)
        /// Sentence end with a question mark.
        static let question = Flags(rawValue: 16)
        /// Holds a non-ASCII letter: its key was lower-cased by the Unicode rules.
        static let nonASCII = Flags(rawValue: 32)
    }

    var kind: Kind
    /// Term id in the lexicon table, or -1 for an unknown word.
    var term: Int32
    var start: Int32
    var end: Int32
    var flags: Flags
    /// Sentence end: how many "!" it holds.
    var exclamations: UInt8 = 0
    /// Contrast and question weight, set per sentence.
    var weight: Double = 1
    /// Exclamation emphasis of the token's sentence.
    var emphasis: Double = 1

    var isContent: Bool { kind == .word || kind == .emoji || kind == .emoticon }
}

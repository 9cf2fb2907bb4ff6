// SPDX-License-Identifier: GPL-3.0-or-later

/// Turns a lexicon term into the keys the tokenizer produces for the same text.
enum TermKey {
    /// The token keys of `term`: lower-cased, curly apostrophes straightened, split on spaces and hyphens;
    /// an emoticon (a term starting with ASCII punctuation) or an emoji stays one key.
    static func parts(of term: String) -> [String] {
        var copy = term
        let shape = copy.withUTF8 { bytes -> (ascii: Bool, simple: Bool) in
            var ascii = true, simple = !bytes.isEmpty && bytes[0] != 0x27
            for b in bytes {
                if b >= 0x80 { ascii = false; simple = false; break }
                if !((b >= 0x61 && b <= 0x7A) || b == 0x27 || (b >= 0x30 && b <= 0x39)) { simple = false }
            }
            return (ascii, simple)
        }
        if shape.simple { return [term] }
        if shape.ascii { return asciiParts(of: term) }
        let trimmed = term.lowercased().replacingApostrophes()
        guard let first = trimmed.unicodeScalars.first else { return [] }
        if first.isASCII && !first.properties.isAlphabetic && !("0"..."9").contains(first) && first != "'" && first != "_" {
            return [trimmed]
        }
        if trimmed.unicodeScalars.contains(where: { !$0.isASCII }) && trimmed.count == 1,
           let character = trimmed.first, Tokenizer.isEmoji(character) {
            return [emojiKey(character.unicodeScalars)]
        }
        return trimmed.split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "\t" }).map(String.init)
    }

    /// `parts(of:)` for ASCII terms, over bytes.
    private static func asciiParts(of term: String) -> [String] {
        var bytes = Array(term.utf8)
        for i in bytes.indices where bytes[i] >= 0x41 && bytes[i] <= 0x5A { bytes[i] |= 0x20 }
        guard let first = bytes.first else { return [] }
        let isLetterOrDigit = (first >= 0x61 && first <= 0x7A) || (first >= 0x30 && first <= 0x39)
        if !isLetterOrDigit && first != 0x27 && first != 0x5F && first != 0x20 && first != 0x2D {
            return [String(decoding: bytes, as: UTF8.self)]
        }
        return bytes.split(whereSeparator: { $0 == 0x20 || $0 == 0x2D || $0 == 0x09 })
            .map { String(decoding: $0, as: UTF8.self) }
    }

    /// An emoji's lookup key: its scalars without variation selectors and skin-tone modifiers.
    static func emojiKey(_ scalars: Character.UnicodeScalarView) -> String {
        var key = String.UnicodeScalarView()
        for scalar in scalars where scalar.value != 0xFE0F && !(0x1F3FB...0x1F3FF).contains(scalar.value) {
            key.append(scalar)
        }
        return String(key)
    }
}

extension String {
    fileprivate func replacingApostrophes() -> String {
        unicodeScalars.contains("\u{2019}") ? String(map { $0 == "\u{2019}" ? "'" : $0 }) : self
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later

/// Makes text safe to store and to print: decoding with replacement, neutralising control characters.
public enum SafeText {
    /// The result of decoding one input line.
    public struct Decoded: Sendable, Hashable {
        public var text: String
        /// The bytes were not valid UTF-8; offending sequences became U+FFFD.
        public var hadInvalidUTF8: Bool
        /// The line held NUL bytes; each became U+FFFD.
        public var hadNUL: Bool
    }

    /// Decodes raw bytes as UTF-8, replacing invalid sequences and NUL bytes with U+FFFD.
    public static func decode<Bytes: Collection>(_ bytes: Bytes) -> Decoded where Bytes.Element == UInt8 {
        // Contiguous bytes (every caller's case) are checked once, by the standard library's validator.
        if let decoded = bytes.withContiguousStorageIfAvailable(decode(contiguous:)) { return decoded }
        return Array(bytes).withUnsafeBufferPointer(decode(contiguous:))
    }

    private static func decode(contiguous buffer: UnsafeBufferPointer<UInt8>) -> Decoded {
        let hadNUL = buffer.contains(0)
        let checked = String(validating: buffer, as: UTF8.self)
        var text = checked ?? String(decoding: buffer, as: UTF8.self)
        if hadNUL { text = text.replacingOccurrences(of: "\u{0}", with: "\u{FFFD}") }
        return Decoded(text: text, hadInvalidUTF8: checked == nil, hadNUL: hadNUL)
    }

    /// Whether bytes are well-formed UTF-8.
    public static func isValidUTF8<Bytes: Collection>(_ bytes: Bytes) -> Bool where Bytes.Element == UInt8 {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    /// Text fit for a terminal: control characters (C0, DEL, C1, including ESC of ANSI and OSC
    /// sequences) become visible `^X`-style or U+FFFD marks; tabs become a space; newlines are kept
    /// only when `keepNewlines` is true.
    public static func forTerminal(_ text: String, keepNewlines: Bool = false) -> String {
        // Fast path: nothing to change.
        if !text.unicodeScalars.contains(where: isControl) { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A where keepNewlines: out.append(scalar)
            case 0x09, 0x0A, 0x0D: out.append(" ")
            case 0x00...0x1F: out.append(contentsOf: "^\(Character(Unicode.Scalar(scalar.value + 0x40)!))".unicodeScalars)
            case 0x7F: out.append(contentsOf: "^?".unicodeScalars)
            case 0x80...0x9F: out.append("\u{FFFD}")
            default: out.append(scalar)
            }
        }
        return String(out)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}

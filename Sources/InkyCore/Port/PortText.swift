// SPDX-License-Identifier: GPL-3.0-or-later

/// Checks and splits an import file's bytes: well-formed UTF-8 without NUL bytes, else the line of the first fault.
public enum PortText {
    /// The file as text, or a `PortError` naming the line of the first invalid byte or NUL.
    public static func decode(_ bytes: [UInt8]) throws -> String {
        var line = 1
        var start = 0
        // Check line by line so the error can name where the fault is.
        for i in 0...bytes.count {
            if i == bytes.count || bytes[i] == 0x0A {
                let slice = bytes[start..<i]
                if slice.contains(0) { throw PortError(line: line, .nulByte) }
                if !slice.allSatisfy({ $0 < 0x80 }) && !SafeText.isValidUTF8(slice) {
                    throw PortError(line: line, .invalidUTF8)
                }
                line += 1
                start = i + 1
            }
        }
        var text = String(decoding: bytes, as: UTF8.self)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        return text
    }

    /// Lines without their terminators (`\n` or `\r\n`); a final newline does not make an empty last line.
    public static func lines(_ text: String) -> [Substring] {
        // Split on bytes: much faster than by Character, and "\r\n" (one Character) is handled by hand.
        var lines: [Substring] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        var i = start
        while i != utf8.endIndex {
            if utf8[i] == 0x0A {
                var end = i
                if end > start, utf8[utf8.index(before: end)] == 0x0D { end = utf8.index(before: end) }
                lines.append(text[start..<end])
                start = utf8.index(after: i)
            }
            i = utf8.index(after: i)
        }
        if start != utf8.endIndex {
            var end = utf8.endIndex
            if utf8[utf8.index(before: end)] == 0x0D { end = utf8.index(before: end) }
            lines.append(text[start..<end])
        }
        return lines
    }
}

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
        // "\r\n" is one Character in Swift, so both terminators are matched as characters.
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }
}

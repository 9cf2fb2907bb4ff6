// SPDX-License-Identifier: GPL-3.0-or-later
import InkyCore

/// Text piped into a command: every line of standard input, checked and joined.
enum PipedText {
    /// The lines read as one trimmed text; a line over the limit is refused (exit 1, nothing
    /// written), invalid UTF-8 and NUL bytes are mended with a warning naming the line.
    static func read(_ context: Context) throws -> String {
        var lines: [String] = []
        var number = 0
        while let raw = context.input.nextLine() {
            number += 1
            switch raw {
            case .tooLong(let bytes):
                throw InkyFailure.usage(Messages.pipedLineTooLong(line: number, bytes: bytes, limit: InputLimits.answerBytes))
            case .bytes(let bytes):
                let decoded = SafeText.decode(bytes)
                if decoded.hadInvalidUTF8 { context.warn(Messages.invalidUTF8(line: number)) }
                if decoded.hadNUL { context.warn(Messages.nulBytes(line: number)) }
                lines.append(decoded.text)
            }
        }
        return lines.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

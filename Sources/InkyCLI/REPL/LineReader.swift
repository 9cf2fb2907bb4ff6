// SPDX-License-Identifier: GPL-3.0-or-later
import InkyCore

/// What reading one line gave.
public enum ReadResult: Sendable, Hashable {
    /// A line of text (decoded; see `notes` for what was mended).
    case line(String)
    /// The line could not be accepted (too long); it was discarded with a message.
    case rejected
    /// The person or the pipe ended the input (EOF, Ctrl-D, or Ctrl-C twice on an empty line).
    case end
}

/// Reads the person's lines: readline at a terminal, plain lines from a pipe.
public protocol LineReader: AnyObject {
    /// Reads one line, showing `prompt` when interactive.
    func readLine(prompt: String) -> ReadResult
    /// Keeps line history in `path` across sessions (only when the person opted in).
    func keepHistory(in path: String)
    /// Saves history if the person opted in, and restores the terminal; called once at the end.
    func finish()
    /// Offers the journal's tags for Tab completion after `#` (readline only).
    func offerTags(_ tags: [String])
    /// Aggregates of the typing so far (speed, pauses, deletions, bursts); nil when not at a keyboard.
    var typingRhythm: TypingRhythm? { get }
}

/// Lines from a pipe or file: no prompt, no ANSI, never waits for a key beyond the next line.
extension LineReader {
    func offerTags(_ tags: [String]) {}
}

final class PlainLineReader: LineReader {
    private let source: LineSource
    private let context: Context
    private var lineNumber = 0

    init(source: LineSource, context: Context) {
        self.source = source
        self.context = context
    }

    func readLine(prompt: String) -> ReadResult {
        guard let raw = source.nextLine() else { return .end }
        lineNumber += 1
        switch raw {
        case .tooLong(let count):
            context.warn(Messages.lineTooLong(line: lineNumber, bytes: count, limit: InputLimits.answerBytes))
            return .rejected
        case .bytes(let bytes):
            let decoded = SafeText.decode(bytes)
            if decoded.hadInvalidUTF8 { context.warn(Messages.invalidUTF8(line: lineNumber)) }
            if decoded.hadNUL { context.warn(Messages.nulBytes(line: lineNumber)) }
            return .line(decoded.text)
        }
    }

    func keepHistory(in path: String) {}
    func finish() {}
    var typingRhythm: TypingRhythm? { nil }
}

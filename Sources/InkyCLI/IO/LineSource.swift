// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// One line of raw input, before decoding.
public enum RawLine: Sendable, Hashable {
    /// The line's bytes, without its newline (a trailing CR is dropped too).
    case bytes([UInt8])
    /// The line was longer than the limit; its bytes were read and discarded.
    case tooLong(byteCount: Int)
}

/// Reads input line by line as bytes, never holding more than the line limit in memory.
public protocol LineSource: AnyObject {
    /// The longest line accepted, in bytes; longer lines come back as `.tooLong`.
    var limit: Int { get set }
    /// The next line, or nil at the end of input.
    func nextLine() -> RawLine?
    /// Up to `max` more lines that are already read and need no wait for input: none when the next line
    /// has not arrived yet, so a caller can answer what it has before it blocks.
    func waitingLines(max: Int) -> [RawLine]
}

extension LineSource {
    /// By default nothing is read ahead.
    func waitingLines(max: Int) -> [RawLine] { [] }
}

/// Lines from a file descriptor (standard input when piped).
final class FileLineSource: LineSource {
    var limit: Int
    private let fd: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    /// Where the search for the next newline resumes, so a long line is scanned once.
    private var scanned = 0
    private var atEnd = false
    private var chunk = [UInt8](repeating: 0, count: 1 << 16)

    init(fd: Int32, limit: Int) {
        self.fd = fd
        self.limit = limit
    }

    func nextLine() -> RawLine? {
        var discarded = 0
        while true {
            if let newline = buffer[max(start, scanned)...].firstIndex(of: 0x0A) {
                let line = Array(buffer[start..<newline])
                start = newline + 1
                scanned = start
                compact()
                if discarded > 0 { return .tooLong(byteCount: discarded + line.count) }
                if line.count > limit { return .tooLong(byteCount: line.count) }
                return .bytes(line.last == 0x0D ? Array(line.dropLast()) : line)
            }
            if atEnd {
                guard start < buffer.count || discarded > 0 else { return nil }
                let line = Array(buffer[start...])
                buffer.removeAll()
                start = 0
                scanned = 0
                if discarded > 0 || line.count > limit { return .tooLong(byteCount: discarded + line.count) }
                return .bytes(line.last == 0x0D ? Array(line.dropLast()) : line)
            }
            // Drop the head of an overlong line instead of growing without bound.
            if buffer.count - start > limit {
                discarded += buffer.count - start
                buffer.removeAll(keepingCapacity: true)
                start = 0
            }
            scanned = buffer.count
            fill()
        }
    }

    func waitingLines(max: Int) -> [RawLine] {
        var lines: [RawLine] = []
        while lines.count < max, hasWaitingLine, let line = nextLine() { lines.append(line) }
        return lines
    }

    /// Whether a whole line is in the buffer (or the input has ended with bytes left); where the next
    /// newline is, once found, is kept, so the line is scanned once.
    private var hasWaitingLine: Bool {
        if atEnd { return start < buffer.count }
        let from = max(start, scanned)
        guard let newline = buffer[from...].firstIndex(of: 0x0A) else {
            scanned = buffer.count
            return false
        }
        scanned = newline
        return true
    }

    private func compact() {
        if start > 1 << 16 && start * 2 > buffer.count {
            buffer.removeFirst(start)
            scanned -= start
            start = 0
        }
    }

    private func fill() {
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n > 0 {
                buffer.append(contentsOf: chunk[0..<n])
                return
            }
            if n < 0 && errno == EINTR { continue }
            atEnd = true
            return
        }
    }
}

/// Lines from memory, for tests.
public final class MemoryLineSource: LineSource {
    public var limit = InputLimits.answerBytes
    private var lines: [RawLine]

    public init(_ text: String) {
        var parts = text.split(separator: "\n", omittingEmptySubsequences: false).map { RawLine.bytes(Array($0.utf8)) }
        if text.hasSuffix("\n") || text.isEmpty { parts.removeLast() }
        lines = parts
    }

    init(rawLines: [RawLine]) {
        lines = rawLines
    }

    public func waitingLines(max: Int) -> [RawLine] {
        var taken: [RawLine] = []
        while taken.count < max, let line = nextLine() { taken.append(line) }
        return taken
    }

    public func nextLine() -> RawLine? {
        guard !lines.isEmpty else { return nil }
        let line = lines.removeFirst()
        if case .bytes(let bytes) = line, bytes.count > limit { return .tooLong(byteCount: bytes.count) }
        return line
    }
}

/// Size limits on input, stated in the README.
enum InputLimits {
    /// The longest answer or entry line: 1 MiB.
    static let answerBytes = 1 << 20
    /// The first line of `text` longer than `answerBytes`: its number (from 1) and length in bytes. Every
    /// door that keeps text (a reflection, `write` from arguments, a pipe or the editor, `log --note`,
    /// an import) holds to this one limit.
    static func overlongLine(in text: String) -> (line: Int, bytes: Int)? {
        guard text.utf8.count > answerBytes else { return nil }
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where line.utf8.count > answerBytes {
            return (index + 1, line.utf8.count)
        }
        return nil
    }

    /// The longest line `inky analyze` reads: 16 MiB.
    static let analyzeBytes = 16 << 20
}

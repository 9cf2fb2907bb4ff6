// SPDX-License-Identifier: GPL-3.0-or-later

/// How a jrnl journal was written: its `timeformat` and `tagsymbols` (from jrnl's config file, or an option).
public struct JrnlSettings: Sendable, Hashable {
    /// The strftime pattern of entry headers; nil reads each date the lenient way.
    public var timeFormat: String?
    /// The characters that start a tag (jrnl's default is `#@`).
    public var tagSymbols: String

    public static let defaultTagSymbols = "#@"

    public init(timeFormat: String? = nil, tagSymbols: String = JrnlSettings.defaultTagSymbols) {
        self.timeFormat = timeFormat
        self.tagSymbols = tagSymbols.isEmpty ? JrnlSettings.defaultTagSymbols : tagSymbols
    }
}

/// Reads jrnl's plain-text journal by jrnl's own rules.
///
/// An entry starts at a line `[DATE] ` (the brackets and the space after them are required, the date is
/// read by the journal's `timeformat`, else leniently); a bracketed line whose date cannot be read, or
/// a line starting with a bare date, stays in the body. The title is the whole first line, and a first
/// line ending in `*` marks the entry starred. Journals of jrnl 1.x (`2012-03-29 09:00 Title`, no
/// brackets) are read when the file has no bracketed header at all.
public enum JrnlTextParser {
    public static func parse(_ bytes: [UInt8], settings: JrnlSettings = JrnlSettings()) throws -> [ImportedEntry] {
        var unread: [Int] = []
        return try parse(bytes, settings: settings, unreadHeaders: &unread)
    }

    /// As `parse`, also giving the 1-based lines that look like an entry header (`[` a date-like text
    /// with digits `] `) whose date does not read: jrnl keeps them in the body, and so does inky, but says so.
    public static func parse(_ bytes: [UInt8], settings: JrnlSettings, unreadHeaders: inout [Int]) throws -> [ImportedEntry] {
        let lines = PortText.lines(try PortText.decode(bytes))
        let order = JrnlTime.order(of: lines.compactMap { bracketedBlob($0) })
        var headers: [(index: Int, stamp: JrnlTimestamp, rest: Substring)] = []
        for (i, line) in lines.enumerated() {
            guard let blob = bracketedBlob(line) else { continue }
            if let stamp = read(blob, settings: settings, order: order) {
                headers.append((i, stamp, line[line.index(blob.endIndex, offsetBy: 1)...].dropFirst()))
            } else if blob.first?.isNumber == true, blob.count >= 8 {
                unreadHeaders.append(i + 1)
            }
        }
        if headers.isEmpty {
            // jrnl 1.x: a line that starts with an ISO date and time.
            for (i, line) in lines.enumerated() {
                if let header = try legacyHeader(line, number: i + 1) { headers.append((i, header.stamp, header.rest)) }
            }
        }
        guard let first = headers.first else {
            let firstText = lines.firstIndex { !$0.allSatisfy(\.isWhitespace) } ?? 0
            let headerShaped = lines.indices.contains(firstText) && bracketedBlob(lines[firstText]) != nil
            throw PortError(line: firstText + 1, headerShaped ? .badDate : .expectedEntryHeader)
        }
        if let stray = lines[..<first.index].firstIndex(where: { !$0.allSatisfy(\.isWhitespace) }) {
            throw PortError(line: stray + 1, .expectedEntryHeader)
        }
        var entries: [ImportedEntry] = []
        entries.reserveCapacity(headers.count)
        for (n, header) in headers.enumerated() {
            let end = n + 1 < headers.count ? headers[n + 1].index : lines.count
            var titleLine = String(header.rest).trimmingSpaces()
            var starred = false
            // jrnl writes the star after the title; a star before it (`* Good day`) is read the same.
            if titleLine.hasSuffix("*") || titleLine.hasPrefix("* ") {
                starred = true
                titleLine = String(titleLine.drop { $0 == "*" || $0 == " " }.reversed().drop { $0 == "*" || $0 == " " }.reversed())
            }
            var bodyLines = Array(lines[(header.index + 1)..<end])
            // An empty header line takes its title from the first line of text, as jrnl's writer never leaves one empty.
            if titleLine.isEmpty, let firstText = bodyLines.firstIndex(where: { !$0.allSatisfy(\.isWhitespace) }) {
                titleLine = String(bodyLines[firstText]).trimmingSpaces()
                bodyLines.removeSubrange(...firstText)
            }
            let body = bodyLines.joined(separator: "\n").trimmingSpaces()
            entries.append(ImportedEntry(
                day: header.stamp.day, hour: header.stamp.hour, minute: header.stamp.minute, title: titleLine, body: body,
                tags: Jrnl.tags(in: titleLine + "\n" + body, symbols: settings.tagSymbols), starred: starred, line: header.index + 1))
        }
        return entries
    }

    /// Whether `text` starts like a jrnl journal: its first non-blank line is an entry header whose date reads.
    public static func looksLikeJrnl(_ text: Substring, settings: JrnlSettings = JrnlSettings()) -> Bool {
        guard let first = text.split(separator: "\n").first(where: { !$0.allSatisfy(\.isWhitespace) }) else { return false }
        let line = first.hasSuffix("\r") ? first.dropLast() : first
        if let blob = bracketedBlob(line) {
            return read(blob, settings: settings, order: JrnlTime.order(of: [blob])) != nil
        }
        return (try? legacyHeader(line, number: 1)) != nil
    }

    /// The first line that looks like an entry header (`[…] `) but whose date does not read, if any.
    public static func unreadableHeader(_ text: Substring, settings: JrnlSettings = JrnlSettings()) -> Int? {
        let lines = PortText.lines(String(text))
        let order = JrnlTime.order(of: lines.compactMap { bracketedBlob($0) })
        guard let first = lines.firstIndex(where: { !$0.allSatisfy(\.isWhitespace) }),
              let blob = bracketedBlob(lines[first]), read(blob, settings: settings, order: order) == nil,
              blob.contains(where: { $0.isNumber }) else { return nil }
        return first + 1
    }

    /// The text between `[` and `] ` at the start of `line` (jrnl's `^\[([^\]]+)\] `).
    static func bracketedBlob(_ line: Substring) -> Substring? {
        guard line.first == "[", let close = line.firstIndex(of: "]"), close > line.index(after: line.startIndex) else { return nil }
        let after = line.index(after: close)
        // jrnl's writer always puts a space after the bracket; a header with nothing after it is read too.
        guard after == line.endIndex || line[after] == " " || line[after] == "\t" else { return nil }
        return line[line.index(after: line.startIndex)..<close]
    }

    static func read(_ blob: Substring, settings: JrnlSettings, order: JrnlTime.Order) -> JrnlTimestamp? {
        if let format = settings.timeFormat, let stamp = JrnlTime.parse(blob, format: format) { return stamp }
        if let stamp = JrnlTime.parse(blob, format: "%Y-%m-%d %H:%M") ?? JrnlTime.parse(blob, format: "%F %r") { return stamp }
        return JrnlTime.parseLoosely(blob, order: order)
    }

    /// A jrnl 1.x header: `YYYY-MM-DD HH:MM` (seconds and AM/PM accepted) at the start of the line.
    static func legacyHeader(_ line: Substring, number: Int) throws -> (stamp: JrnlTimestamp, rest: Substring)? {
        let digits: (Substring, Int) -> Bool = { text, count in text.count == count && text.allSatisfy { $0.isASCII && $0.isNumber } }
        var s = line[...]
        guard s.count >= 15, digits(s.prefix(4), 4), s.dropFirst(4).first == "-", digits(s.dropFirst(5).prefix(2), 2),
              s.dropFirst(7).first == "-", digits(s.dropFirst(8).prefix(2), 2), s.dropFirst(10).first == " " else { return nil }
        let dayText = String(s.prefix(10))
        s = s.dropFirst(11)
        let hourDigits = s.prefix { $0.isASCII && $0.isNumber }
        guard (1...2).contains(hourDigits.count), s.dropFirst(hourDigits.count).first == ":" else { return nil }
        s = s.dropFirst(hourDigits.count + 1)
        guard digits(s.prefix(2), 2) else { return nil }
        var hour = Int(hourDigits)!
        let minute = Int(s.prefix(2))!
        s = s.dropFirst(2)
        if s.first == ":", digits(s.dropFirst().prefix(2), 2) { s = s.dropFirst(3) }
        for marker in [" AM", " PM", " am", " pm"] where s.hasPrefix(marker) {
            guard (1...12).contains(hour) else { throw PortError(line: number, .badDate) }
            hour = hour % 12 + (marker.lowercased() == " pm" ? 12 : 0)
            s = s.dropFirst(3)
            break
        }
        guard s.isEmpty || s.first == " " || s.first == "\t" else { return nil }
        guard let day = Day(dayText), hour < 24, minute < 60 else { throw PortError(line: number, .badDate) }
        return (JrnlTimestamp(day: day, hour: hour, minute: minute), s.drop { $0 == " " || $0 == "\t" })
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later

/// Reads jrnl's plain-text journal: entries start with `[YYYY-MM-DD HH:MM]` (brackets optional,
/// seconds and AM/PM accepted, an optional `*` star), the text runs to the next header.
public enum JrnlTextParser {
    public static func parse(_ bytes: [UInt8]) throws -> [ImportedEntry] {
        let lines = PortText.lines(try PortText.decode(bytes))
        var entries: [ImportedEntry] = []
        var current: (header: Header, line: Int, text: [Substring])?

        func close() {
            guard let c = current else { return }
            let full = c.header.rest + (c.text.isEmpty ? "" : "\n" + c.text.joined(separator: "\n"))
            let (title, body) = Jrnl.splitTitle(full.trimmingSpaces())
            entries.append(ImportedEntry(
                day: c.header.day, hour: c.header.hour, minute: c.header.minute, title: title, body: body,
                tags: Jrnl.tags(in: full), starred: c.header.starred, line: c.line))
        }

        for (i, line) in lines.enumerated() {
            if let header = try header(line, number: i + 1) {
                close()
                current = (header, i + 1, [])
            } else if current != nil {
                current!.text.append(line)
            } else if !line.allSatisfy(\.isWhitespace) {
                throw PortError(line: i + 1, .expectedEntryHeader)
            }
        }
        close()
        return entries
    }

    /// Whether `text` starts like a jrnl journal (its first non-blank line is an entry header).
    public static func looksLikeJrnl(_ text: Substring) -> Bool {
        guard let first = text.split(separator: "\n").first(where: { !$0.allSatisfy(\.isWhitespace) }) else { return false }
        return (try? header(first, number: 1)) != nil
    }

    struct Header {
        var day: Day
        var hour: Int
        var minute: Int
        var starred: Bool
        var rest: String
    }

    /// The header at the start of `line`, nil when it has none; a header-shaped but impossible date throws.
    static func header(_ line: Substring, number: Int) throws -> Header? {
        var s = line[...]
        let bracketed = s.first == "["
        if bracketed { s = s.dropFirst() }
        // YYYY-MM-DD HH:MM
        let digits: (Substring, Int) -> Bool = { text, count in text.count == count && text.allSatisfy { $0.isASCII && $0.isNumber } }
        guard s.count >= 16, digits(s.prefix(4), 4), s.dropFirst(4).first == "-", digits(s.dropFirst(5).prefix(2), 2),
              s.dropFirst(7).first == "-", digits(s.dropFirst(8).prefix(2), 2), s.dropFirst(10).first == " ",
              digits(s.dropFirst(11).prefix(2), 2), s.dropFirst(13).first == ":", digits(s.dropFirst(14).prefix(2), 2)
        else { return nil }
        var hour = Int(s.dropFirst(11).prefix(2))!
        let minute = Int(s.dropFirst(14).prefix(2))!
        let dayText = String(s.prefix(10))
        s = s.dropFirst(16)
        var second = 0
        if s.first == ":", digits(s.dropFirst().prefix(2), 2) {
            second = Int(s.dropFirst().prefix(2))!
            s = s.dropFirst(3)
        }
        var twelveHour = false
        for marker in [" AM", " PM", " am", " pm"] where s.hasPrefix(marker) {
            twelveHour = true
            guard (1...12).contains(hour) else { throw PortError(line: number, .badDate) }
            let pm = marker.lowercased() == " pm"
            hour = hour % 12 + (pm ? 12 : 0)
            s = s.dropFirst(3)
            break
        }
        if bracketed {
            guard s.first == "]" else { return nil }
            s = s.dropFirst()
        }
        guard s.isEmpty || s.first == " " || s.first == "\t" || s.first == "*" else { return nil }
        guard let day = Day(dayText), hour < 24 || twelveHour, hour < 24, minute < 60, second < 60 else {
            throw PortError(line: number, .badDate)
        }
        var rest = String(s).trimmingSpaces()
        var starred = false
        if rest.hasPrefix("*") && (rest.count == 1 || rest.dropFirst().first == " ") {
            starred = true
            rest = String(rest.dropFirst()).trimmingSpaces()
        }
        if rest.hasSuffix(" *") {
            starred = true
            rest = String(rest.dropLast(2)).trimmingSpaces()
        }
        return Header(day: day, hour: hour, minute: minute, starred: starred, rest: rest)
    }
}

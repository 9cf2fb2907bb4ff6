// SPDX-License-Identifier: GPL-3.0-or-later

/// The kinds of file `inky import` reads.
public enum ImportKind: String, Sendable, CaseIterable {
    case inky, jrnl, jrnlJSON = "jrnl-json", todotxt
}

/// A file that is none of the kinds inky imports, with what it looks like instead (never its text).
public struct UnrecognisedImport: Error, Sendable, Hashable {
    public enum Looks: Sendable, Hashable {
        /// inky's own Markdown export (`# Journal`, then `## YYYY-MM-DD` days).
        case inkyMarkdown
        /// inky's own CSV export (its header row).
        case inkyCSV
        /// Some other Markdown document.
        case markdown(line: Int)
        /// Comma- or tab-separated values.
        case table(separator: Character)
        /// Records of colon-separated fields (`/etc/passwd`), or lines with no words.
        case records
        /// A jrnl journal whose first header's date does not read.
        case jrnlDates(line: Int)
        /// Prose: lines far longer than tasks are.
        case prose(line: Int)
        /// JSON that is neither an inky export nor a jrnl one.
        case otherJSON
    }

    public var looks: Looks

    public init(_ looks: Looks) { self.looks = looks }
}

/// Recognises an import file by its contents, strictly: inky JSON has a `format` marker, jrnl JSON has
/// `entries` with date, time and body, a jrnl journal starts with an entry header, and todo.txt is
/// only what reads as a list of tasks. Anything else throws `UnrecognisedImport` saying what it looks like.
public enum ImportDetector {
    /// Lines longer than this are not tasks.
    static let longestTask = 280

    /// The file's kind; the parsed document too when it had to parse one (an inky export), so it is read once.
    public static func detect(_ bytes: [UInt8], jrnl settings: JrnlSettings = JrnlSettings()) throws -> (ImportKind, JSONNode?) {
        let first = bytes.first { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF) }
        if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") && !startsWithHeaderBracket(bytes) {
            _ = try PortText.decode(bytes)
            let root = try JSONReader.parse(bytes)
            if root["format"] != nil || root["version"] != nil && root["tables"] != nil { return (.inky, root) }
            if JrnlJSONParser.looksLikeJrnl(root) { return (.jrnlJSON, nil) }
            throw UnrecognisedImport(.otherJSON)
        }
        let text = try PortText.decode(bytes)
        let head = text.prefix(65_536)
        if JrnlTextParser.looksLikeJrnl(head, settings: settings) { return (.jrnl, nil) }
        if let line = JrnlTextParser.unreadableHeader(head.prefix(4096), settings: settings) { throw UnrecognisedImport(.jrnlDates(line: line)) }
        let lines = PortText.lines(String(head)).enumerated().filter { !$0.element.allSatisfy(\.isWhitespace) }
        if let looks = notTasks(lines) { throw UnrecognisedImport(looks) }
        return (.todotxt, nil)
    }

    /// `[2024-…` opens a jrnl journal, not a JSON list.
    static func startsWithHeaderBracket(_ bytes: [UInt8]) -> Bool {
        guard let open = bytes.firstIndex(of: UInt8(ascii: "[")), open + 1 < bytes.count else { return false }
        let next = bytes[open + 1]
        return next >= 0x30 && next <= 0x39 || (next >= 0x41 && next <= 0x5A) || (next >= 0x61 && next <= 0x7A)
    }

    /// What the non-blank lines look like when they are not a list of todo.txt tasks; nil when they are.
    static func notTasks(_ lines: [(offset: Int, element: Substring)]) -> UnrecognisedImport.Looks? {
        guard let first = lines.first else { return nil }
        if first.element.trimmingSpacesPrefix() == "# Journal", lines.contains(where: { isDayHeading($0.element) }) { return .inkyMarkdown }
        if first.element.hasPrefix("kind,id,day,time,title,text") { return .inkyCSV }
        for (offset, line) in lines where isMarkdownStructure(line) { return .markdown(line: offset + 1) }
        for separator: Character in [",", "\t", ";"] where isTable(lines.map(\.element), separator: separator) {
            return .table(separator: separator)
        }
        let records = lines.filter { line in line.element.count { $0 == ":" } >= 2 && !line.element.contains(" ") }
        if records.count * 2 > lines.count { return .records }
        if let long = lines.first(where: { $0.element.utf8.count > longestTask }) { return .prose(line: long.offset + 1) }
        // Tasks are one short sentence; lines of running sentences are someone's writing.
        let sentences = lines.filter { sentenceBreaks(in: $0.element) >= 1 }
        if sentences.count * 2 > lines.count, let first = sentences.first { return .prose(line: first.offset + 1) }
        return nil
    }

    /// Places where one sentence ends and another starts: `.`, `!` or `?`, a space, a capital letter.
    static func sentenceBreaks(in line: Substring) -> Int {
        var count = 0
        var previous: [Character] = []
        for c in line {
            if previous.count == 2, ".!?".contains(previous[0]), previous[1] == " ", c.isUppercase { count += 1 }
            previous.append(c)
            if previous.count > 2 { previous.removeFirst() }
        }
        return count
    }

    static func isDayHeading(_ line: Substring) -> Bool {
        line.hasPrefix("## ") && Day(String(line.dropFirst(3).prefix(10))) != nil
    }

    /// A Markdown heading, fenced block, quote, table row or list-with-checkbox line.
    static func isMarkdownStructure(_ line: Substring) -> Bool {
        let s = line.trimmingSpacesPrefix()
        if s.hasPrefix("```") || s.hasPrefix("> ") || s.hasPrefix("|") || s.hasPrefix("- [") || s.hasPrefix("* [") { return true }
        let hashes = s.prefix { $0 == "#" }.count
        return (1...6).contains(hashes) && s.dropFirst(hashes).first == " "
    }

    /// Every line (at least two) has the same number, one or more, of `separator` outside quotes.
    static func isTable(_ lines: [Substring], separator: Character) -> Bool {
        guard lines.count >= 2 else { return false }
        func fields(_ line: Substring) -> Int {
            var quoted = false, count = 0
            for c in line {
                if c == "\"" { quoted.toggle() } else if c == separator && !quoted { count += 1 }
            }
            return count
        }
        let counts = lines.prefix(200).map(fields)
        guard let first = counts.first, first >= (separator == "," || separator == ";" ? 2 : 1) else { return false }
        return counts.filter { $0 == first }.count * 10 >= counts.count * 9
    }
}

extension Substring {
    func trimmingSpacesPrefix() -> Substring { drop { $0 == " " || $0 == "\t" } }
}

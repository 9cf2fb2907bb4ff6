// SPDX-License-Identifier: GPL-3.0-or-later

/// A free-form entry read from another journal (jrnl): when, a title sentence, the body and its tags.
public struct ImportedEntry: Sendable, Hashable {
    public var day: Day
    public var hour: Int
    public var minute: Int
    public var title: String
    public var body: String
    /// Tag names without their `@`, deduplicated ignoring case, in order of appearance.
    public var tags: [String]
    public var starred: Bool
    /// The 1-based line the entry starts on.
    public var line: Int

    public init(day: Day, hour: Int, minute: Int, title: String, body: String, tags: [String], starred: Bool, line: Int) {
        self.day = day
        self.hour = hour
        self.minute = minute
        self.title = title
        self.body = body
        self.tags = tags
        self.starred = starred
        self.line = line
    }
}

/// jrnl's conventions shared by its text and JSON formats.
public enum Jrnl {
    /// Longest tag inky takes from a journal; a longer `@word` stays in the text, and the import says so.
    public static let maximumTagLength = 60

    /// The tags in `text` by jrnl's rule: a tag symbol at the start or after whitespace, then letters,
    /// digits and `_ - + * # /` (so `@C++` and `@C#` differ). Names without the symbol, deduplicated
    /// ignoring case, in order of appearance; too long ones are left out.
    public static func tags(in text: String, symbols: String = JrnlSettings.defaultTagSymbols) -> [String] {
        var found: [String] = []
        var seen = Set<String>()
        var previous: Character = " "
        var current: String?
        func finish() {
            // A trailing `*`, `/` or `-` is punctuation more often than part of a name ("@home/").
            if var tag = current {
                while let last = tag.last, last == "/" || last == "*" { tag.removeLast() }
                if !tag.isEmpty, tag.count <= maximumTagLength, seen.insert(tag.lowercased()).inserted { found.append(tag) }
            }
            current = nil
        }
        for c in text {
            if current != nil {
                if isTagCharacter(c) { current!.append(c); previous = c; continue }
                finish()
            }
            if symbols.contains(c) && previous.isWhitespace {
                current = ""
            }
            previous = c
        }
        finish()
        return found
    }

    /// The `@words` in `text` too long to be a tag (kept in the text only).
    public static func overlongTags(in text: String, symbols: String = JrnlSettings.defaultTagSymbols) -> [String] {
        var long: [String] = []
        var previous: Character = " "
        var current: String?
        for c in text + " " {
            if current != nil {
                if isTagCharacter(c) { current!.append(c); previous = c; continue }
                if let tag = current, tag.count > maximumTagLength { long.append(tag) }
                current = nil
            }
            if symbols.contains(c) && previous.isWhitespace { current = "" }
            previous = c
        }
        return long
    }

    /// jrnl's tag characters after the symbol: `[-+*#/\w]`.
    static func isTagCharacter(_ c: Character) -> Bool {
        c.isLetter || c.isNumber || c == "_" || c == "-" || c == "+" || c == "*" || c == "#" || c == "/"
    }

    /// Splits an entry's text as jrnl does: the whole first line is the title when there is more than
    /// one line; a single line splits after its first sentence (`.`, `?` or `!` and a space).
    public static func splitTitle(_ text: String) -> (title: String, body: String) {
        let trimmed = text.trimmingSpaces()
        if let newline = trimmed.firstIndex(where: { $0 == "\n" || $0 == "\r\n" }) {
            return (String(trimmed[..<newline]).trimmingSpaces(), String(trimmed[newline...]).trimmingSpaces())
        }
        // The terminators are ASCII, so scanning UTF-8 bytes finds them exactly.
        let utf8 = trimmed.utf8
        var i = utf8.startIndex
        while i != utf8.endIndex {
            let b = utf8[i]
            if b == 0x2E || b == 0x3F || b == 0x21 {
                let next = utf8.index(after: i)
                if next != utf8.endIndex, utf8[next] == 0x20 {
                    return (String(trimmed[..<next]).trimmingSpaces(), String(trimmed[next...]).trimmingSpaces())
                }
            }
            i = utf8.index(after: i)
        }
        return (trimmed, "")
    }
}

extension String {
    /// Without leading and trailing spaces, tabs and newlines.
    func trimmingSpaces() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}

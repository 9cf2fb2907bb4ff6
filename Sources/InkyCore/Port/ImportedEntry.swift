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
    /// Longest tag inky keeps (as `inky write --tag`); longer `@words` stay in the text only.
    public static let maximumTagLength = 30

    /// The `@tags` in `text`: an `@` at the start or after a space, then letters, digits, `_` or `-`.
    public static func tags(in text: String) -> [String] {
        var found: [String] = []
        var seen = Set<String>()
        var previous: Character = " "
        var current: String?
        func finish() {
            if let tag = current, !tag.isEmpty, tag.count <= maximumTagLength, seen.insert(tag.lowercased()).inserted {
                found.append(tag)
            }
            current = nil
        }
        for c in text {
            if current != nil {
                if c.isLetter || c.isNumber || c == "_" || c == "-" { current!.append(c) } else { finish() }
            } else if c == "@" && (previous.isWhitespace || previous == "(") {
                current = ""
            }
            previous = c
        }
        finish()
        return found
    }

    /// Splits an entry's text into its first sentence (up to `.`, `?` or `!` followed by a space or
    /// the end of the first line) and the rest.
    public static func splitTitle(_ text: String) -> (title: String, body: String) {
        // The terminators are ASCII, so scanning UTF-8 bytes finds them exactly.
        let utf8 = text.utf8
        var end: String.Index?
        var i = utf8.startIndex
        while i != utf8.endIndex {
            let b = utf8[i]
            if b == 0x0A { end = i; break }
            if b == 0x2E || b == 0x3F || b == 0x21 {
                let next = utf8.index(after: i)
                if next == utf8.endIndex || utf8[next] == 0x20 || utf8[next] == 0x0A || utf8[next] == 0x0D {
                    end = next
                    break
                }
            }
            i = utf8.index(after: i)
        }
        guard let end else { return (text.trimmingSpaces(), "") }
        return (String(text[..<end]).trimmingSpaces(), String(text[end...]).trimmingSpaces())
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

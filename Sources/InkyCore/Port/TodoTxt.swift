// SPDX-License-Identifier: GPL-3.0-or-later

/// One todo.txt line: `x 2024-01-05 2024-01-03 (A) text +project @context due:2024-01-10`.
public struct TodoTxtItem: Sendable, Hashable {
    public var done: Bool
    public var completed: Day?
    /// `A`…`Z`, or nil.
    public var priority: Character?
    public var created: Day?
    /// The text without the done marker, dates, priority and `due:`; projects and contexts stay in it.
    public var text: String
    public var due: Day?
    /// `+project` words, without the `+`.
    public var projects: [String]
    /// The 1-based line it was read from (0 when built for writing).
    public var line: Int
    /// The line as it was read, trailing spaces dropped (empty when built for writing).
    public var raw = ""

    public init(done: Bool = false, completed: Day? = nil, priority: Character? = nil, created: Day? = nil,
                text: String, due: Day? = nil, projects: [String] = [], line: Int = 0) {
        self.done = done
        self.completed = completed
        self.priority = priority
        self.created = created
        self.text = text
        self.due = due
        self.projects = projects
        self.line = line
    }

    /// The text with its priority in front, as inky stores it (`(A) call Sam`).
    public var textWithPriority: String { priority.map { "(\($0)) " + text } ?? text }

    /// Splits a leading `(A) ` off stored text.
    public static func priority(of text: String) -> (Character?, String) {
        let chars = Array(text.prefix(4))
        if chars.count == 4, chars[0] == "(", chars[2] == ")", chars[3] == " ", let p = chars[1].asciiValue, (65...90).contains(p) {
            return (chars[1], String(text.dropFirst(4)))
        }
        return (nil, text)
    }
}

/// Reads and writes todo.txt (https://github.com/todotxt/todo.txt): one task a line, blank lines skipped.
public enum TodoTxt {
    public static func parse(_ bytes: [UInt8]) throws -> [TodoTxtItem] {
        let lines = PortText.lines(try PortText.decode(bytes))
        var items: [TodoTxtItem] = []
        for (i, line) in lines.enumerated() where !line.allSatisfy(\.isWhitespace) {
            items.append(try item(line, number: i + 1))
        }
        return items
    }

    public static func item(_ line: Substring, number: Int) throws -> TodoTxtItem {
        var words = line.split(separator: " ", omittingEmptySubsequences: true)[...]
        var item = TodoTxtItem(text: "", line: number)
        item.raw = String(line.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
        func date(_ word: Substring?) throws -> Day? {
            guard let word, word.count == 10, word.dropFirst(4).first == "-", word.dropFirst(7).first == "-",
                  word.filter({ $0 != "-" }).allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            guard let day = Day(String(word)) else { throw PortError(line: number, .badDate) }
            return day
        }
        if words.first == "x" {
            item.done = true
            words = words.dropFirst()
            if let completed = try date(words.first) {
                item.completed = completed
                words = words.dropFirst()
            }
        }
        func priority() {
            if item.priority == nil, let first = words.first, first.count == 3, first.first == "(", first.last == ")",
               let p = first.dropFirst().first, let ascii = p.asciiValue, (65...90).contains(ascii) {
                item.priority = p
                words = words.dropFirst()
            }
        }
        // The priority comes first on open tasks; done ones often keep it after the dates.
        priority()
        if let created = try date(words.first) {
            item.created = created
            words = words.dropFirst()
        }
        priority()
        var kept: [Substring] = []
        for word in words {
            if word.hasPrefix("due:") {
                guard let due = try date(word.dropFirst(4)) else { throw PortError(line: number, .badDate) }
                item.due = due
                continue
            }
            if word.count > 1, word.hasPrefix("+") {
                let project = String(word.dropFirst())
                if project.count <= Jrnl.maximumTagLength,
                   project.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }),
                   !item.projects.contains(where: { $0.lowercased() == project.lowercased() }) {
                    item.projects.append(project)
                }
            }
            kept.append(word)
        }
        item.text = kept.joined(separator: " ")
        return item
    }

    /// One line of todo.txt for `item`; `+tag` words are added for projects the text does not mention.
    public static func line(_ item: TodoTxtItem) -> String {
        var words: [String] = []
        if item.done {
            words.append("x")
            if let completed = item.completed { words.append(completed.description) }
        }
        // Open: `(A) 2024-01-03 text`; done: `x 2024-01-05 2024-01-03 (A) text`.
        if let p = item.priority, !item.done { words.append("(\(p))") }
        if let created = item.created { words.append(created.description) }
        if let p = item.priority, item.done { words.append("(\(p))") }
        // One line per task: newlines inside text become spaces.
        let text = item.text.split(whereSeparator: { $0.isNewline }).joined(separator: " ")
        if !text.isEmpty { words.append(text) }
        let present = Set(text.split(separator: " ").map { $0.lowercased() })
        for project in item.projects where !present.contains("+" + project.lowercased()) { words.append("+" + project) }
        if let due = item.due { words.append("due:" + due.description) }
        return words.joined(separator: " ")
    }
}

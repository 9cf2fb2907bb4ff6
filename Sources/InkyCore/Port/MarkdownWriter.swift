// SPDX-License-Identifier: GPL-3.0-or-later

/// The journal as readable Markdown, one section a day: reflection, entries, todos, goals, feelings, mood.
///
/// Text is kept verbatim except control characters, which are neutralised (`SafeText`), so the
/// file is safe to `cat` in a terminal.
public enum MarkdownWriter {
    public static func write(_ pages: [JournalPage]) -> String {
        var out = "# Journal\n"
        for page in pages {
            out += "\n## \(page.day) \(DayParser.weekdayName(of: page.day))\n"
            if !page.answers.isEmpty {
                out += "\n### Reflection\n"
                for a in page.answers {
                    out += "\n**\(clean(a.question))**\n\n" + quoteBlock(a.answer)
                }
            }
            if !page.entries.isEmpty {
                out += "\n### Entries\n"
                for e in page.entries {
                    out += "\n#### \(e.time)" + (e.starred ? " ★" : "") + (e.title.map { " " + clean($0) } ?? "") + "\n"
                    if !e.text.isEmpty { out += "\n" + clean(e.text, keepNewlines: true) + "\n" }
                    if !e.tags.isEmpty { out += "\nTags: " + e.tags.map { clean($0) }.joined(separator: ", ") + "\n" }
                }
            }
            if !page.todos.isEmpty {
                out += "\n### Todos\n\n"
                for t in page.todos {
                    out += "- [\(t.done ? "x" : " ")] " + clean(t.text) + (t.due.map { " (due \($0))" } ?? "")
                    out += t.tags.isEmpty ? "\n" : " " + t.tags.map { "#" + clean($0) }.joined(separator: " ") + "\n"
                }
            }
            if !page.goals.isEmpty {
                out += "\n### Goals\n\n"
                for g in page.goals {
                    out += "- " + clean(g.title) + " — \(g.progress)%\n"
                    for step in g.steps { out += "  - [\(step.done ? "x" : " ")] " + clean(step.text) + "\n" }
                }
            }
            if !page.logs.isEmpty {
                out += "\n### Feelings\n\n"
                for l in page.logs {
                    var line = "- \(l.time) — \(l.rating)/10"
                    if let c = l.category { line += ", " + clean(c) }
                    if !l.feelings.isEmpty { line += " (" + l.feelings.map { clean($0) }.joined(separator: ", ") + ")" }
                    if let p = l.place, !p.isEmpty { line += " at " + clean(p) }
                    if let n = l.note, !n.isEmpty { line += ": " + clean(n) }
                    out += line + "\n"
                }
            }
            if let mood = page.mood { out += "\n### Mood\n\n" + clean(mood) + "\n" }
        }
        return out
    }

    static func clean(_ text: String, keepNewlines: Bool = false) -> String {
        SafeText.forTerminal(text, keepNewlines: keepNewlines)
    }

    /// Text as a Markdown block quote, line by line.
    static func quoteBlock(_ text: String) -> String {
        clean(text, keepNewlines: true).split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? ">" : "> " + $0 }.joined(separator: "\n") + "\n"
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import Foundation
import InkyCore
import InkyStore

/// `inky search WORDS [--type T] [--tag T] [--from D] [--to D] [--limit N] [--json]`: ranked
/// full-text search with highlighted snippets, and how many matched out of everything searched.
struct SearchCommand: InkyRunnable {
    static let configuration = CommandConfiguration(commandName: "search", abstract: Messages.Help.search,
                                                    discussion: Messages.Help.searchDiscussion)

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp(Messages.Help.searchWords, valueName: "words")) var words: [String] = []
    @Option(name: .long, help: ArgumentHelp(Messages.Help.searchType, valueName: "type")) var type: String?
    @Option(name: .long, help: ArgumentHelp(Messages.Help.searchTag, valueName: "tag")) var tag: String?
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(Messages.Help.from, valueName: "date")) var from: String?
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(Messages.Help.to, valueName: "date")) var to: String?
    @Option(name: .long, help: ArgumentHelp(Messages.Help.limit, valueName: "n")) var limit: Int = 20
    @Flag(name: .long, help: ArgumentHelp(Messages.Help.jsonObject)) var json = false

    func run(in context: Context) throws {
        let typed = words.joined(separator: " ")
        guard let expression = SearchExpression.make(typed) else { throw InkyFailure.usage(Messages.searchNeedsWords) }
        let kind = try type.map { value -> String in
            guard let kind = Self.kind(value) else {
                throw InkyFailure.usage(Messages.badSearchType(value, known: AppDatabase.searchKinds))
            }
            return kind
        }
        guard limit > 0 else { throw InkyFailure.usage(Messages.badLimit) }
        let range = try DayRange.resolve(from: from, to: to, context: context)
        let tagName = tag.map { $0.hasPrefix("#") ? String($0.dropFirst()) : $0 }
        let db = try context.openForReading(home: global.home)
        let results = try db.search(SearchRequest(
            expression: expression, kind: kind, tag: tagName, from: range.from, to: range.to, limit: limit))
        if json {
            context.output.line(JSONValue.object([
                ("query", .string(typed)), ("matched", .int(Int64(results.matched))), ("total", .int(Int64(results.total))),
                ("results", .array(results.hits.map { hit in
                    var fields: [(String, JSONValue)] = [("kind", .string(hit.kind)), ("id", .int(hit.id))]
                    if let answer = hit.answer { fields.append(("answer", .int(Int64(answer)))) }
                    fields += [("day", .string(hit.day.description)), ("snippet", .string(Self.plainSnippet(hit.snippet)))]
                    return JSONValue.object(fields)
                })),
            ]).text)
            return
        }
        let style = context.style
        for hit in results.hits {
            context.output.line(Messages.searchHit(
                day: hit.day, kind: hit.kind, id: hit.id, snippet: Self.highlighted(hit.snippet, style: style)))
        }
        context.output.line(style.dim(Messages.searchCount(matched: results.matched, total: results.total, shown: results.hits.count)))
    }

    /// A `--type` value as the index names it: singular or plural, and `raw`, the store's own name for entries.
    static func kind(_ value: String) -> String? {
        let lowered = value.lowercased()
        let aliases = ["raw": "entry", "entries": "entry", "reflections": "reflection", "logs": "log",
                       "todos": "todo", "goals": "goal", "emotions": "log"]
        let kind = aliases[lowered] ?? lowered
        return AppDatabase.searchKinds.contains(kind) ? kind : nil
    }

    /// The snippet safe for a terminal, matched words in bold at a colour terminal; elsewhere (a pipe,
    /// `NO_COLOR`) the words as written, so `inky search … | grep "blue heron"` finds them.
    static func highlighted(_ snippet: String, style: Style) -> String {
        var out = ""
        var inMatch = false
        var segment = ""
        func flush() {
            let safe = SafeText.forTerminal(segment.replacingOccurrences(of: "\n", with: " "))
            out += inMatch && style.enabled ? style.bold(safe) : safe
            segment = ""
        }
        for character in snippet {
            if character == SearchHit.markStart || character == SearchHit.markEnd {
                flush()
                inMatch = character == SearchHit.markStart
            } else {
                segment.append(character)
            }
        }
        flush()
        return out.trimmingCharacters(in: .whitespaces)
    }

    /// The snippet without highlight marks, for JSON.
    static func plainSnippet(_ snippet: String) -> String {
        String(snippet.filter { $0 != SearchHit.markStart && $0 != SearchHit.markEnd })
    }
}

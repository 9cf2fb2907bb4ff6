// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
import InkyCore

/// What to look for and where.
public struct SearchRequest: Sendable {
    /// An FTS5 query (see `SearchExpression`).
    public var expression: String
    /// One of `entry`, `reflection`, `log`, `todo`, `goal`; nil for all.
    public var kind: String?
    public var tag: String?
    public var from: Day?
    public var to: Day?
    public var limit: Int

    public init(expression: String, kind: String? = nil, tag: String? = nil, from: Day? = nil, to: Day? = nil, limit: Int = 20) {
        self.expression = expression
        self.kind = kind
        self.tag = tag
        self.from = from
        self.to = to
        self.limit = limit
    }
}

/// One match: what it is, where it lives, and a snippet whose matched words sit between
/// `SearchHit.markStart` and `SearchHit.markEnd`.
public struct SearchHit: Sendable, Hashable {
    public static let markStart: Character = "\u{1}"
    public static let markEnd: Character = "\u{2}"

    public var kind: String
    /// The number that opens it (`inky show KIND N`): an entry's, goal's or reflection's number, a todo's or a log's id.
    public var id: Int64
    /// For a reflection, which of its answers matched (1-based).
    public var answer: Int?
    public var day: Day
    public var snippet: String
}

/// Matches, best first, with how many matched out of everything searched.
public struct SearchResults: Sendable, Hashable {
    public var hits: [SearchHit]
    public var matched: Int
    public var total: Int
}

/// Full-text search over entries, reflection answers, logs, todos and goals (FTS5, ranked by bm25).
extension AppDatabase {
    /// The kinds `--type` accepts.
    public static var searchKinds: [String] { SearchIndex.kinds }

    public func search(_ request: SearchRequest) throws -> SearchResults {
        try read { db in
            var filters: [String] = []
            var arguments: [(any DatabaseValueConvertible)?] = []
            if let kind = request.kind {
                filters.append("kind = ?")
                arguments.append(kind)
            }
            if let from = request.from {
                filters.append("day >= ?")
                arguments.append(from)
            }
            if let to = request.to {
                filters.append("day <= ?")
                arguments.append(to)
            }
            if let tag = request.tag {
                filters.append("""
                    ((kind IN ('entry', 'goal') AND ref_id IN (SELECT entry_id FROM entry_tags JOIN tags ON tags.id = entry_tags.tag_id
                                                               WHERE tags.name = ? COLLATE NOCASE))
                     OR (kind = 'reflection' AND ref_id IN (SELECT reflection_qas.id FROM reflection_qas
                                                            JOIN entry_tags ON entry_tags.entry_id = reflection_qas.entry_id
                                                            JOIN tags ON tags.id = entry_tags.tag_id WHERE tags.name = ? COLLATE NOCASE))
                     OR (kind = 'todo' AND ref_id IN (SELECT todo_id FROM todo_item_tags JOIN tags ON tags.id = todo_item_tags.tag_id
                                                      WHERE tags.name = ? COLLATE NOCASE)))
                    """)
                arguments += [tag, tag, tag]
            }
            let filter = filters.isEmpty ? "" : " AND " + filters.joined(separator: " AND ")
            // Without filters the count comes from FTS5's own per-row table, without reading any text.
            let total = try Int.fetchOne(
                db, sql: filters.isEmpty ? "SELECT count(*) FROM search_index_docsize" : "SELECT count(*) FROM search_index WHERE 1\(filter)",
                arguments: StatementArguments(arguments)) ?? 0
            let matchArguments = StatementArguments([request.expression] + arguments)
            let matched = try Int.fetchOne(db, sql: "SELECT count(*) FROM search_index WHERE search_index MATCH ?\(filter)",
                                           arguments: matchArguments) ?? 0
            let rows = try Row.fetchAll(db, sql: """
                SELECT kind,
                       CASE kind WHEN 'entry' THEN coalesce((SELECT number FROM entries WHERE entries.id = ref_id), ref_id)
                                 WHEN 'goal' THEN coalesce((SELECT number FROM entries WHERE entries.id = ref_id), ref_id)
                                 WHEN 'reflection' THEN coalesce((SELECT coalesce(q.session_id, (SELECT min(id) FROM sessions WHERE entry_id = q.entry_id))
                                                                  FROM reflection_qas q WHERE q.id = ref_id), ref_id)
                                 ELSE ref_id END AS shown_id,
                       CASE kind WHEN 'reflection' THEN (SELECT position FROM reflection_qas WHERE id = ref_id) END AS answer,
                       day, snippet(search_index, 0, char(1), char(2), '…', 16) AS snippet
                FROM search_index WHERE search_index MATCH ?\(filter)
                ORDER BY bm25(search_index), day DESC, rowid DESC LIMIT ?
                """, arguments: matchArguments + [request.limit])
            // (a row whose day does not read as one is passed over, as the calendar and summary pass it over)
            let hits = rows.compactMap { row -> SearchHit? in
                guard let day = Day.fromDatabaseValue(row["day"]) else { return nil }
                return SearchHit(kind: row["kind"], id: row["shown_id"], answer: row["answer"], day: day, snippet: row["snippet"] ?? "")
            }
            return SearchResults(hits: hits, matched: matched, total: total)
        }
    }
}

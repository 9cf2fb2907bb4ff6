// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB

/// A tag that would be the journal's eleventh.
public struct TagLimitReached: Error, Sendable, Equatable {
    /// The tags the journal already has.
    public var existing: [String]
}

/// Raw entries and their tags.
extension AppDatabase {
    /// At most this many distinct tags in a journal (Thoughtful's short list).
    public static let maximumTags = 10

    /// Stores a raw entry with its tags, all or nothing; throws `TagLimitReached` for an 11th tag.
    public func addEntry(text: String, title: String? = nil, day: String, tags: [String], at date: Date) throws -> Entry {
        try write { db in
            let tagIDs = try Self.ensureTags(tags, in: db, at: date)
            var entry = Entry(type: .raw, title: title, text: text, day: day, at: date)
            try entry.insert(db)
            for tagID in tagIDs {
                try db.execute(sql: "INSERT OR IGNORE INTO entry_tags (entry_id, tag_id) VALUES (?, ?)",
                               arguments: [entry.id!, tagID])
            }
            return entry
        }
    }

    /// Records a photo attached to an entry, by path and content hash.
    public func addAttachment(entryID: Int64, path: String, sha256: String, at date: Date) throws {
        try write { db in
            try db.execute(sql: "INSERT INTO attachments (entry_id, path, sha256, created_at) VALUES (?, ?, ?, ?)",
                           arguments: [entryID, path, sha256, date])
        }
    }

    /// The tags of an entry, by name.
    public func tags(ofEntry id: Int64) throws -> [String] {
        try read { db in
            try String.fetchAll(db, sql: """
                SELECT tags.name FROM tags JOIN entry_tags ON entry_tags.tag_id = tags.id
                WHERE entry_tags.entry_id = ? ORDER BY tags.name
                """, arguments: [id])
        }
    }

    /// Every entry that is not deleted, oldest first.
    public func entries() throws -> [Entry] {
        try read { db in try Entry.filter(Column("deleted_at") == nil).order(Column("id")).fetchAll(db) }
    }

    /// Creates the tags of `tags` the journal does not have yet and returns the ids of all of them,
    /// in the order given; throws `TagLimitReached` (writing nothing) when that would pass the limit.
    /// Shared by entries and todos, inside the caller's transaction.
    static func ensureTags(_ tags: [String], in db: Database, at date: Date) throws -> [Int64] {
        let wanted = normalisedTags(tags)
        guard !wanted.isEmpty else { return [] }
        let existing = try String.fetchAll(db, sql: "SELECT name FROM tags ORDER BY name")
        let known = Set(existing.map { $0.lowercased() })
        let new = wanted.filter { !known.contains($0.lowercased()) }
        if existing.count + new.count > maximumTags { throw TagLimitReached(existing: existing) }
        for name in new {
            try db.execute(sql: "INSERT INTO tags (name, created_at) VALUES (?, ?)", arguments: [name, date])
        }
        return try wanted.map { name in
            try Int64.fetchOne(db, sql: "SELECT id FROM tags WHERE name = ? COLLATE NOCASE", arguments: [name])!
        }
    }

    /// Tags trimmed, without a leading `#`, deduplicated ignoring case, in the order given.
    static func normalisedTags(_ tags: [String]) -> [String] {
        var seen = Set<String>()
        return tags.map { $0.trimmingCharacters(in: .whitespaces) }
            .map { $0.hasPrefix("#") ? String($0.dropFirst()) : $0 }
            .filter { !$0.isEmpty && seen.insert($0.lowercased()).inserted }
    }
}

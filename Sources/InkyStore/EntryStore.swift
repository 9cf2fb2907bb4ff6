// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
import InkyCore

/// A tag that would be the journal's eleventh.
public struct TagLimitReached: Error, Sendable, Equatable {
    /// The tags the journal already has.
    public var existing: [String]
}

/// An entry number that does not exist, was removed, or is not a raw entry's.
public struct EntryNotFound: Error, Sendable, Equatable {
    /// The number asked for (as `inky entry list` shows them).
    public var id: Int64
}

/// Raw entries and their tags.
extension AppDatabase {
    /// At most this many distinct tags in a journal (Thoughtful's short list).
    public static let maximumTags = 10

    /// Stores a raw entry with its tags, all or nothing; throws `TagLimitReached` for an 11th tag.
    public func addEntry(text: String, title: String? = nil, day: Day, tags: [String], at date: Date) throws -> Entry {
        try write { db in
            let tagIDs = try Self.ensureTags(tags, in: db, at: date)
            let entry = try Entry.New(type: .raw, title: title, text: text, day: day, at: date).insertStored(db)
            for tagID in tagIDs {
                try db.execute(sql: "INSERT OR IGNORE INTO entry_tags (entry_id, tag_id) VALUES (?, ?)",
                               arguments: [entry.id, tagID])
            }
            return entry
        }
    }

    /// Adds tags to an existing entry (a reflection tagged by `#words` in its answers), as far as
    /// the journal's limit allows; returns the tags it could not add because of the limit.
    public func tagEntry(_ id: Int64, tags: [String], at date: Date) throws -> [String] {
        try write { db in
            let wanted = Self.normalisedTags(tags)
            try Self.freeUnusedTags(in: db, for: wanted)
            let existing = Set(try String.fetchAll(db, sql: "SELECT name FROM tags").map { $0.lowercased() })
            var room = Self.maximumTags - existing.count
            var allowed: [String] = []
            var refused: [String] = []
            for tag in wanted {
                if existing.contains(tag.lowercased()) {
                    allowed.append(tag)
                } else if room > 0 {
                    allowed.append(tag)
                    room -= 1
                } else {
                    refused.append(tag)
                }
            }
            for tagID in try Self.ensureTags(allowed, in: db, at: date) {
                try db.execute(sql: "INSERT OR IGNORE INTO entry_tags (entry_id, tag_id) VALUES (?, ?)", arguments: [id, tagID])
            }
            return refused
        }
    }

    /// Records a photo attached to an entry, by path and content hash.
    public func addAttachment(entryID: Int64, path: String, sha256: String, at date: Date) throws {
        try write { db in
            try db.execute(sql: "INSERT INTO attachments (entry_id, path, sha256, created_at) VALUES (?, ?, ?, ?)",
                           arguments: [entryID, path, sha256, Timestamp.text(date)])
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

    /// SQL for the next number of the entry type `type` (an SQL expression): one past the highest
    /// the type has held, in the journal or deleted for good.
    static func nextEntryNumberSQL(type: String) -> String {
        """
        (max(coalesce((SELECT max(number) FROM entries WHERE type = \(type)), 0),
             coalesce((SELECT CAST(value AS INTEGER) FROM settings WHERE key = '\(SettingName.highestNumberPrefix)' || \(type)), 0)) + 1)
        """
    }

    /// The next number of entry type `type`, inside the caller's write (SQLite lets one writer at a time,
    /// so two inky processes adding at once get two numbers).
    public static func nextEntryNumber(type: String, _ db: Database) throws -> Int64 {
        try Int64.fetchOne(db, sql: "SELECT " + nextEntryNumberSQL(type: "?1"), arguments: [type]) ?? 1
    }

    /// A raw entry that is not deleted, by its number; throws `EntryNotFound` otherwise.
    public func rawEntry(_ number: Int64) throws -> Entry {
        try read { db in try Self.liveRawEntry(number, db) }
    }

    /// Raw entries not deleted, newest first, between two days when given.
    public func rawEntries(from: Day? = nil, to: Day? = nil, limit: Int? = nil) throws -> [Entry] {
        try read { db in
            var request = Entry.filter(Column("type") == Entry.Kind.raw.rawValue && Column("deleted_at") == nil)
            if let from { request = request.filter(Column("day") >= from) }
            if let to { request = request.filter(Column("day") <= to) }
            return try request.order(Column("day").desc, Column("created_at").desc, Column("id").desc)
                .limit(limit ?? Int.max).fetchAll(db)
        }
    }

    /// Replaces a raw entry's text (entry `number`) and the mood reading taken from it, in one transaction.
    public func editEntry(_ number: Int64, text: String, reading: MoodRecord?, at date: Date, replay: MoodReplay) throws -> Entry {
        try write { db in
            var entry = try Self.liveRawEntry(number, db)
            entry.text = text
            entry.updatedAt = date
            try entry.update(db)
            try replaceReading(db, source: .entry, sourceID: entry.id, day: entry.day, record: reading, replay: replay)
            return entry
        }
    }

    /// Moves raw entry `number` to the trash; its mood reading leaves the history until it is restored.
    public func removeEntry(_ number: Int64, at date: Date, replay: MoodReplay) throws -> Entry {
        try write { db in
            var entry = try Self.liveRawEntry(number, db)
            entry.deletedAt = date
            entry.updatedAt = date
            try entry.update(db)
            try replaceReading(db, source: .entry, sourceID: entry.id, day: entry.day, record: nil, replay: replay)
            return entry
        }
    }

    /// The attachments of an entry: path and content hash.
    public func attachments(ofEntry id: Int64) throws -> [(path: String, sha256: String)] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT path, sha256 FROM attachments WHERE entry_id = ? ORDER BY id", arguments: [id])
                .map { ($0["path"], $0["sha256"]) }
        }
    }

    static func liveRawEntry(_ number: Int64, _ db: Database) throws -> Entry {
        guard let entry = try liveEntry(.raw, number: number, db) else { throw EntryNotFound(id: number) }
        return entry
    }

    /// The entry of `type` numbered `number`, when it is not deleted.
    static func liveEntry(_ type: Entry.Kind, number: Int64, _ db: Database) throws -> Entry? {
        try Entry.fetchOne(db, sql: "SELECT * FROM entries WHERE type = ? AND number = ? AND deleted_at IS NULL",
                           arguments: [type.rawValue, number])
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
        try freeUnusedTags(in: db, for: wanted)
        let existing = try String.fetchAll(db, sql: "SELECT name FROM tags ORDER BY name")
        let known = Set(existing.map { $0.lowercased() })
        let new = wanted.filter { !known.contains($0.lowercased()) }
        if existing.count + new.count > maximumTags { throw TagLimitReached(existing: existing) }
        for name in new {
            try db.execute(sql: "INSERT INTO tags (name, created_at) VALUES (?, ?)", arguments: [name, Timestamp.text(date)])
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

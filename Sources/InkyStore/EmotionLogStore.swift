// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
import InkyCore

/// An emotion log id that does not exist or was removed.
public struct EmotionLogNotFound: Error, Sendable, Equatable {
    public var id: Int64
}

/// Emotion logs: adding, listing, editing and removing.
extension AppDatabase {
    /// Stores a log and returns it with its id.
    public func addEmotionLog(_ log: EmotionLog.New) throws -> EmotionLog {
        try write { db in try log.insertStored(db) }
    }

    /// Logs not deleted, oldest first, between two days when given.
    public func emotionLogs(from: Day? = nil, to: Day? = nil) throws -> [EmotionLog] {
        try read { db in
            var request = EmotionLog.filter(Column("deleted_at") == nil)
            if let from { request = request.filter(Column("day") >= from) }
            if let to { request = request.filter(Column("day") <= to) }
            return try request.order(Column("logged_at"), Column("id")).fetchAll(db)
        }
    }

    /// A log that is not deleted; throws `EmotionLogNotFound` otherwise.
    public func emotionLog(_ id: Int64) throws -> EmotionLog {
        try read { db in try Self.liveLog(id, db) }
    }

    /// Saves an edited log and the mood reading derived from it, in one transaction.
    public func updateEmotionLog(_ log: EmotionLog, reading: MoodRecord, replay: MoodReplay) throws -> EmotionLog {
        try write { db in
            var log = log
            _ = try Self.liveLog(log.id, db)
            log.updatedAt = replay.now
            try log.update(db)
            try replaceReading(db, source: .log, sourceID: log.id, day: log.day, record: reading, replay: replay)
            return log
        }
    }

    /// Moves a log to the trash; its mood reading leaves the history until it is restored.
    public func removeEmotionLog(_ id: Int64, replay: MoodReplay) throws -> EmotionLog {
        try write { db in
            var log = try Self.liveLog(id, db)
            log.deletedAt = replay.now
            log.updatedAt = replay.now
            try log.update(db)
            try replaceReading(db, source: .log, sourceID: id, day: log.day, record: nil, replay: replay)
            return log
        }
    }

    static func liveLog(_ id: Int64, _ db: Database) throws -> EmotionLog {
        guard let log = try EmotionLog.fetchOne(db, key: id), log.deletedAt == nil else { throw EmotionLogNotFound(id: id) }
        return log
    }
}

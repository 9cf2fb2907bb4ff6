// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB

/// Emotion logs: adding and listing.
extension AppDatabase {
    /// Stores a log and returns it with its id.
    public func addEmotionLog(_ log: EmotionLog) throws -> EmotionLog {
        try write { db in
            var log = log
            try log.insert(db)
            return log
        }
    }

    /// Logs not deleted, oldest first.
    public func emotionLogs() throws -> [EmotionLog] {
        try read { db in
            try EmotionLog.filter(Column("deleted_at") == nil).order(Column("logged_at"), Column("id")).fetchAll(db)
        }
    }
}

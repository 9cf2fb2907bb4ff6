// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
import InkyCore

extension TodoItem {
    /// A todo not stored yet; `insertStored(_:)` gives the `TodoItem` with its id.
    struct New: Encodable, Sendable, NewRecord {
        var entryId: Int64
        var position: Int
        var text: String
        var isDone: Bool
        var dueDay: Day?
        var doneAt: Date?
        var sessionId: Int64?
        var createdAt: Date
        var updatedAt: Date
        var sourceLine: String?
        var importId: Int64?

        init(entryId: Int64, position: Int, text: String, dueDay: Day? = nil, sessionId: Int64? = nil, at date: Date) {
            self.entryId = entryId
            self.position = position
            self.text = text
            isDone = false
            self.dueDay = dueDay
            self.sessionId = sessionId
            createdAt = date
            updatedAt = date
        }

        func stored(id: Int64) -> TodoItem {
            TodoItem(id: id, entryId: entryId, position: position, text: text, isDone: isDone, dueDay: dueDay, doneAt: doneAt,
                     sessionId: sessionId, createdAt: createdAt, updatedAt: updatedAt, sourceLine: sourceLine, importId: importId)
        }
    }
}

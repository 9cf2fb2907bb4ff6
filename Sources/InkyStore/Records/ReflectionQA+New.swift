// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB

extension ReflectionQA {
    /// An answer not stored yet; `insertStored(_:)` gives the `ReflectionQA` with its id.
    struct New: Encodable, Sendable, NewRecord {
        var entryId: Int64
        var sessionId: Int64?
        var position: Int
        var state: String
        var questionId: String
        var question: String
        var answer: String
        var answeredAt: Date

        func stored(id: Int64) -> ReflectionQA {
            ReflectionQA(id: id, entryId: entryId, sessionId: sessionId, position: position, state: state, questionId: questionId,
                         question: question, answer: answer, answeredAt: answeredAt)
        }
    }
}

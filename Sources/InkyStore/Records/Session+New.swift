// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
import InkyCore

extension Session {
    /// A session just started (nothing asked yet); `insertStored(_:)` gives the `Session` with its id.
    struct New: Encodable, Sendable, NewRecord {
        var flow: String
        var day: Day
        var seed: Int64
        var startedAt: Date

        init(flow: String, day: Day, seed: UInt64, startedAt: Date) {
            self.flow = flow
            self.day = day
            self.seed = Int64(bitPattern: seed)
            self.startedAt = startedAt
        }

        func stored(id: Int64) -> Session {
            Session(id: id, flow: flow, day: day, seed: seed, startedAt: startedAt, questionCount: 0, answerCount: 0)
        }
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyCore
import InkyData
import InkyStore

/// What the mood commands share: the baseline prior from settings, the clock's zone, the feelings list.
struct MoodContext {
    let db: AppDatabase
    let context: Context

    var prior: BaselinePrior {
        (try? db.setting(.person(.prior))).flatMap { $0 }.flatMap(BaselinePrior.init(rawValue:)) ?? .unknown
    }

    var timeZone: TimeZone { context.clock.timeZone }

    /// Stores an observation and returns the reading; StoreError becomes exit 2.
    func record(_ record: MoodRecord, source: MoodSourceKind, sourceID: Int64, day: Day) throws -> StoredMood {
        try db.recordMood(source: source, sourceID: sourceID, day: day, record: record,
                          prior: prior, timeZone: timeZone, now: context.clock.now())
    }

    /// The shipped feelings list (Lexicons/feelings.tsv).
    static func feelings() -> FeelingsList {
        FeelingsList.parse(EmbeddedData.file(FeelingsList.path) ?? "").0
    }
}

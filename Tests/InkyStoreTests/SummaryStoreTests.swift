// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
import InkyCore
import Testing
@testable import InkyStore

@Suite("Summary reads")
struct SummaryStoreTests {
    let utc = TimeZone(identifier: "UTC")!
    let end = Day("2026-11-22")!

    @Test func readsOnlyThePeriodAndTheOneBefore() throws {
        let folder = TemporaryFolder()
        let db = try AppDatabase(location: StoreLocation(folder: folder.url), at: Date())
        try GeneratedHistory.fill(db, days: 60, ending: end)
        let period = SummaryPeriod(kind: .week, ending: end)
        let input = try db.summaryInput(for: period, timeZone: utc)
        #expect(input.readings.count == 14 && input.readings.allSatisfy { $0.day >= period.windowStart && $0.day <= end })
        #expect(input.terms.count == 14 * 3 * 3 && input.terms.allSatisfy { $0.day >= period.windowStart })
        #expect(input.reflections.count == 7 && input.reflections.allSatisfy { period.contains($0.day) })
        #expect(input.reflections.allSatisfy { abs(($0.minutes ?? 0) - 3) < 0.01 }, "three minutes each")
        #expect(input.readings.allSatisfy { $0.rating != nil }, "ratings come from the stored self-reports")
        #expect(input.streakRun == Streak.Run(latest: end, length: 60), "a streak reads back as far as it goes")
        #expect(input.tags.allSatisfy { GeneratedHistory.tags.contains($0.tag) } && !input.tags.isEmpty)
        // Todos on days 57 (done? 57 % 6 != 0) and 54 (done, but before the period): one added this week, none done.
        #expect(input.todos.added == 2 && input.todos.addedDone == 1)
        #expect(input.goals.count == 1 && input.goals[0].stepsDoneInPeriod == 1 && input.goals[0].progress == 33)
        if case .ready(let traits)? = input.traits { #expect(traits.days == 60) } else { Issue.record("60 days give traits") }
        let summary = SummaryBuilder.build(input, today: end)
        #expect(summary.daysWithReadings == 7 && summary.correlations.allSatisfy { abs($0.comparison.r) <= 1 })
    }

    /// The streak walk reads in chunks and stops at the first gap.
    @Test func streakAcrossChunks() throws {
        let folder = TemporaryFolder()
        let db = try AppDatabase(location: StoreLocation(folder: folder.url), at: Date())
        try db.write { db in
            for n in 0..<800 where n != 420 {
                let day = end.adding(days: -n).description
                try db.execute(sql: """
                    INSERT INTO sessions (flow, day, seed, started_at, question_count, answer_count) VALUES ('daily', ?, 0, ?, 1, 1)
                    """, arguments: [day, Date()])
            }
        }
        let run = { (day: Day) in try db.summaryInput(for: SummaryPeriod(kind: .week, ending: day), timeZone: self.utc).streakRun }
        #expect(try run(end) == Streak.Run(latest: end, length: 420))
        #expect(try run(end.adding(days: -421)) == Streak.Run(latest: end.adding(days: -421), length: 379), "from day 421 to day 799")
        #expect(try run(end.adding(days: -420)) == Streak.Run(latest: end.adding(days: -421), length: 379), "the last day may be missing")
        #expect(try run(end.adding(days: -380)) == Streak.Run(latest: end.adding(days: -380), length: 40), "inside the second chunk")
        #expect(try run(end.adding(days: -900)) == nil)
        let plan = try db.read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN SELECT DISTINCT day FROM sessions WHERE answer_count > 0 AND day >= '2026-01-01' AND day <= '2026-11-22'")
                .map { $0["detail"] as String }
        }
        #expect(plan.contains { $0.contains("sessions_on_day") }, "\(plan)")
    }

    /// Writes a long history for `Benchmarks/summary.sh`; runs only when it asks (`INKY_SUMMARY_HISTORY=DIR`,
    /// `INKY_SUMMARY_YEARS=N`).
    @Test(.enabled(if: ProcessInfo.processInfo.environment["INKY_SUMMARY_HISTORY"] != nil))
    func generateBenchmarkHistory() throws {
        let environment = ProcessInfo.processInfo.environment
        let folder = URL(fileURLWithPath: environment["INKY_SUMMARY_HISTORY"]!)
        let days = 365 * (Int(environment["INKY_SUMMARY_YEARS"] ?? "1") ?? 1)
        let db = try AppDatabase(location: StoreLocation(folder: folder), at: Date())
        try GeneratedHistory.fill(db, days: days, ending: end)
        let stored = try db.read { db in try Int.fetchOne(db, sql: "SELECT count(DISTINCT day) FROM mood_results") ?? 0 }
        #expect(stored == days)
    }
}

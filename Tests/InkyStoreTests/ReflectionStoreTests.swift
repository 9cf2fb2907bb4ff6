// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
import InkyCore
import Testing
@testable import InkyStore

@Suite("Reflection writes")
struct ReflectionStoreTests {
    let tmp = TemporaryFolder()
    var location: StoreLocation { StoreLocation(folder: tmp.url) }

    @Test func eachAnswerIsVisibleToAnotherConnectionAtOnce() throws {
        let db = try AppDatabase(location: location, at: Date())
        let reader = try AppDatabase(location: location, at: Date())
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let session = try db.startSession(flow: "daily", day: Day("2026-11-22")!, seed: 7, at: now)
        #expect(try reader.answers(sessionID: session).isEmpty)
        for k in 1...3 {
            try db.recordAsked(sessionID: session, questionID: "q\(k)", at: now)
            let qa = try db.appendAnswer(sessionID: session, state: "s", questionID: "q\(k)", question: "Q\(k)?", answer: "answer \(k)", at: now)
            #expect(qa.position == k)
            #expect(try reader.answers(sessionID: session).count == k)
        }
        try db.endSession(sessionID: session, reason: "complete", at: now)
        let stored = try #require(try reader.sessions().first)
        #expect(stored.answerCount == 3 && stored.questionCount == 3 && stored.endReason == "complete")
        #expect(stored.seed == 7)
        let entries = try reader.read { try Entry.fetchAll($0) }
        #expect(entries.count == 1 && entries[0].type == .reflection && entries[0].day == Day("2026-11-22"))
        #expect(try reader.answers(onDay: Day("2026-11-22")!).map(\.answer) == ["answer 1", "answer 2", "answer 3"])
        #expect(try reader.recentlyAskedQuestionIDs(since: now.addingTimeInterval(-60)) == ["q1", "q2", "q3"])
        #expect(try reader.recentlyAskedQuestionIDs(since: now.addingTimeInterval(60)).isEmpty)
    }

    /// Which wording of a question was asked is remembered, least recently asked first.
    @Test func askedWordingsComeBackOldestFirst() throws {
        let db = try AppDatabase(location: location, at: Date())
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let session = try db.startSession(flow: "daily", day: Day("2026-11-22")!, seed: 1, at: start)
        for (k, variant) in [2, 0, 1, 2].enumerated() {
            try db.recordAsked(sessionID: session, questionID: "checkin", variant: variant, at: start.addingTimeInterval(Double(k) * 86_400))
        }
        try db.recordAsked(sessionID: session, questionID: "old", at: start) // before v5: no wording
        let asked = try db.askedWordings(since: start.addingTimeInterval(-1))
        #expect(asked.map(\.questionID) == ["checkin", "checkin", "checkin"])
        #expect(asked.map(\.variant) == [0, 1, 2])
    }

    @Test func aSessionWithoutAnswersMakesNoEntry() throws {
        let db = try AppDatabase(location: location, at: Date())
        let session = try db.startSession(flow: "daily", day: Day("2026-11-22")!, seed: 1, at: Date())
        try db.endSession(sessionID: session, reason: "eof", at: Date())
        #expect(try db.read { try Entry.fetchCount($0) } == 0)
    }

    @Test func textIsStoredExactly() throws {
        let db = try AppDatabase(location: location, at: Date())
        let session = try db.startSession(flow: "daily", day: Day("2026-11-22")!, seed: 1, at: Date())
        let tricky = "'; DROP TABLE entries; -- \u{FFFD} ☕️ \"quotes\" \u{1B}[31m"
        _ = try db.appendAnswer(sessionID: session, state: "s", questionID: "q", question: "Q", answer: tricky, at: Date())
        #expect(try db.answers(sessionID: session).first?.answer == tricky)
        #expect(try db.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM entries") } == 1)
    }

    /// Several writers at once, each with its own connection, all succeed.
    @Test func concurrentWritersAllSucceed() async throws {
        _ = try AppDatabase(location: location, at: Date())
        let loc = location
        try await withThrowingTaskGroup(of: Void.self) { group in
            for writer in 0..<4 {
                group.addTask {
                    let db = try AppDatabase(location: loc, at: Date())
                    let session = try db.startSession(flow: "daily", day: Day("2026-11-22")!, seed: UInt64(writer), at: Date())
                    for k in 0..<25 {
                        _ = try db.appendAnswer(sessionID: session, state: "s", questionID: "q", question: "Q", answer: "w\(writer) a\(k)", at: Date())
                    }
                }
            }
            try await group.waitForAll()
        }
        let db = try AppDatabase(location: location, at: Date())
        #expect(try db.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM reflection_qas") } == 100)
        #expect(try db.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") } == "ok")
    }
}

@Suite("Answer terms")
struct AnswerTermsTests {
    let tmp = TemporaryFolder()

    @Test func topicsAndKeywordsAreStoredWithEachAnswerAndReadBackForTrends() throws {
        let db = try AppDatabase(location: StoreLocation(folder: tmp.url), at: Date())
        for day in [Day("2026-11-20")!, Day("2026-11-21")!] {
            let s = try db.startSession(flow: "daily", day: day, seed: 1, at: Date())
            _ = try db.appendAnswer(sessionID: s, state: "open", questionID: "q", question: "Q", answer: "a",
                                    at: Date(), topics: ["work", "work", "sleep"], keywords: ["deadline"], valence: -0.4)
        }
        #expect(try db.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM answer_terms WHERE kind = 'topic'") } == 4)
        let plan = try db.read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN SELECT term, valence FROM answer_terms WHERE session_id = 1 AND kind = 'topic'")
                .map { $0["detail"] as String }
        }
        #expect(plan.joined().contains("answer_terms_on_session"), "the trend query uses its index: \(plan)")
        let history = try db.reflectionHistory(excluding: 99, day: Day("2026-11-22")!, weekAgo: Day("2026-11-15")!, recentSessions: 5, nextStepStates: [])
        // Only each answer's main topic (the first) counts for trends: "sleep" was mentioned in passing.
        #expect(history.recentTopics.map(\.topic).sorted() == ["work", "work"])
        #expect(history.recentTopics.allSatisfy { $0.valence == -0.4 })
        #expect(history.days == ["2026-11-21", "2026-11-20"])
    }
}

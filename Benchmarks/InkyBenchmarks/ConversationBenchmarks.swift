// SPDX-License-Identifier: GPL-3.0-or-later
import Benchmark
import Foundation
import GRDB
import InkyCLI
import InkyCore
import InkyStore

/// A journal with ten years of daily reflections (five answers each, with topics, keywords and a
/// mood reading), written in one transaction.
func tenYearJournal() throws -> StoreLocation {
    let location = temporaryJournal("conversation")
    let db = try AppDatabase(location: location, at: Date())
    let topics = ["work", "sleep", "family", "friends", "exercise", "food", "money", "home"]
    var g = SeededGenerator(seed: 7)
    let first = Day("2016-11-23")!
    try db.write { db in
        for n in 0..<3_650 {
            let day = first.adding(days: n).description
            let at = Date(timeIntervalSince1970: 1_479_900_000 + Double(n) * 86_400)
            try db.execute(sql: "INSERT INTO entries (type, title, text, day, created_at, updated_at) VALUES ('reflection', 'Reflection', '', ?, ?, ?)",
                           arguments: [day, at, at])
            let entry = db.lastInsertedRowID
            try db.execute(sql: "INSERT INTO sessions (entry_id, flow, day, seed, started_at, ended_at, question_count, answer_count, end_reason) VALUES (?, 'daily', ?, 1, ?, ?, 6, 5, 'complete')",
                           arguments: [entry, day, at, at])
            let session = db.lastInsertedRowID
            for position in 1...5 {
                let valence = Double(g.next(upperBound: UInt64(200))) / 100 - 1
                try db.execute(sql: "INSERT INTO reflection_qas (entry_id, session_id, position, state, question_id, question, answer, answered_at) VALUES (?, ?, ?, 'open', 'q', 'Q?', 'an answer about the day', ?)",
                               arguments: [entry, session, position, at])
                let qa = db.lastInsertedRowID
                let topic = topics[Int(g.next(upperBound: UInt64(topics.count)))]
                try db.execute(sql: "INSERT INTO answer_terms (qa_id, session_id, kind, term, valence, day) VALUES (?, ?, 'topic', ?, ?, ?), (?, ?, 'keyword', 'day', ?, ?)",
                               arguments: [qa, session, topic, valence, day, qa, session, valence, day])
            }
            try db.execute(sql: "INSERT INTO asked_questions (session_id, question_id, asked_at) VALUES (?, 'open-stood-out', ?)", arguments: [session, at])
        }
    }
    // Mood readings for the same days, through the pipeline.
    var generator = SeededGenerator(seed: 8)
    for n in 0..<3_650 {
        let record = generatedMoodRecord(day: n, generator: &generator)
        _ = try db.recordMood(source: .reflection, sourceID: Int64(n + 1), day: first.adding(days: n),
                              record: MoodRecord(at: Date(timeIntervalSince1970: 1_479_900_000 + Double(n) * 86_400), signals: record.signals),
                              prior: .unknown, timeZone: .gmt, now: Date())
    }
    return location
}

/// A whole piped reflection in-process, as `inky --json` would run it, on `location`.
func reflectInProcess(_ location: StoreLocation, answers: Int, seed: Int) -> Int32 {
    let lines = ["tired but okay", "work was long and the deadline moved", "a walk at lunch", "my sister called", "tea with Ana", "book the dentist"]
    let env = ["TZ": "UTC", "HOME": location.folder.path, "XDG_CONFIG_HOME": location.folder.appendingPathComponent("config").path]
    let context = Context(
        environment: env, clock: WallClock(fixed: Date(timeIntervalSince1970: 1_795_381_200), timeZone: .gmt),
        output: BufferSink(), errors: BufferSink(),
        input: MemoryLineSource(lines.prefix(answers).map { $0 + "\n" }.joined()))
    return Inky.run(arguments: ["--home", location.folder.path, "--seed", String(seed), "--json"], context: context)
}

/// The Conversation issue's target: from an answer to the next question at most 5 ms with ten years of
/// history. Read it as (6 answers − 1 answer) / 5; both include the same session start-up.
func conversationBenchmarks() {
    for answers in [1, 6] {
        Benchmark("Reflection with \(answers) answer\(answers == 1 ? "" : "s"), 10 years of history",
                  configuration: .init(metrics: [.wallClock], maxDuration: .seconds(10), maxIterations: 50),
                  closure: { benchmark in
                      guard let location = conversationJournal else { return }
                      for _ in benchmark.scaledIterations {
                          conversationSeed += 1
                          blackHole(reflectInProcess(location, answers: answers, seed: conversationSeed))
                      }
                  },
                  setup: { conversationJournal = try tenYearJournal() },
                  teardown: {
                      if let location = conversationJournal { try? FileManager.default.removeItem(at: location.folder) }
                      conversationJournal = nil
                  })
    }
}

/// The journal the conversation benchmarks share, made by their setup (outside the measured time).
nonisolated(unsafe) var conversationJournal: StoreLocation?
nonisolated(unsafe) var conversationSeed = 0

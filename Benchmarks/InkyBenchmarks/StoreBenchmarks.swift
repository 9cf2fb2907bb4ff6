// SPDX-License-Identifier: GPL-3.0-or-later
import Benchmark
import Foundation
import GRDB
import InkyCore
import InkyStore

/// A journal in a fresh temporary folder, for benchmarks.
func temporaryJournal(_ name: String) -> StoreLocation {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inky-bench-\(name)-\(UUID().uuidString)")
    return StoreLocation(folder: folder)
}

/// Opening the store, and committing one reflection answer (the Foundation issue's targets: < 2 ms a commit).
func storeBenchmarks() {
    let config = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5), maxIterations: 2_000)

    Benchmark("Store: open an existing journal", configuration: config) { benchmark in
        let location = temporaryJournal("open")
        _ = try AppDatabase(location: location, at: Date())
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try AppDatabase(location: location, at: Date()))
        }
        benchmark.stopMeasurement()
        try? FileManager.default.removeItem(at: location.folder)
    }

    Benchmark("Store: commit one answer", configuration: config) { benchmark in
        let location = temporaryJournal("append")
        let db = try AppDatabase(location: location, at: Date())
        let session = try db.startSession(flow: "daily", day: Day("2026-11-22")!, seed: 1, at: Date())
        let answer = "We shipped the release today, and I finally slept well. Tomorrow I want to call my sister."
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try db.appendAnswer(
                sessionID: session, state: "open", questionID: "open-stood-out",
                question: "What stood out about today?", answer: answer, at: Date()))
        }
        benchmark.stopMeasurement()
        try? FileManager.default.removeItem(at: location.folder)
    }

    // Reference for the ratio: one bare INSERT committed in WAL mode, same machine, same run.
    Benchmark("Reference: bare SQLite WAL insert", configuration: config) { benchmark in
        let location = temporaryJournal("reference")
        try FileManager.default.createDirectory(at: location.folder, withIntermediateDirectories: true)
        var configuration = Configuration()
        configuration.prepareDatabase { try $0.execute(sql: "PRAGMA synchronous = NORMAL") }
        let pool = try DatabasePool(path: location.database.path, configuration: configuration)
        try pool.write { try $0.execute(sql: "CREATE TABLE t (id INTEGER PRIMARY KEY, answer TEXT)") }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            try pool.write { try $0.execute(sql: "INSERT INTO t (answer) VALUES (?)", arguments: ["We shipped the release today."]) }
        }
        benchmark.stopMeasurement()
        try? FileManager.default.removeItem(at: location.folder)
    }
}

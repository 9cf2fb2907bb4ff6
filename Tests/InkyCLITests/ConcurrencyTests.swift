// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyStore
import Testing

/// Several inky processes on one journal at once all succeed (WAL, busy timeout, immediate writes).
@Suite("Processes at once")
struct ConcurrencyTests {
    /// Three fresh journals, each created by twelve processes at once (the race is in the first open).
    @Test(arguments: 1...3)
    func reflectionsLogsAndEntriesInParallel(trial: Int) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("inky-par-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let home = root.appendingPathComponent("data").path
        let env = ["INKY_NOW": "2026-11-22T21:00:00", "TZ": "UTC", "HOME": root.path]
        let stdin = root.appendingPathComponent("answers")
        // (answers of more than a few words, so no evening is kept short)
        try Data("the first answer here\nthe second answer here\nthe third answer here\nthe fourth answer here\nthe fifth answer here\n".utf8).write(to: stdin)
        let commands: [[String]] = (0..<4).map { ["--seed", String($0), "--json"] }
            + (0..<4).map { ["log", "--rating", String($0 + 3)] }
            + (0..<4).map { ["write", "entry \($0)"] }
        let codes = try BuiltBinary.runTogether(commands, home: home, environment: env, stdin: stdin)
        #expect(codes == Array(repeating: 0, count: commands.count))
        let db = try AppDatabase(location: StoreLocation(folder: URL(fileURLWithPath: home)), at: Date())
        #expect(try db.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM reflection_qas") } == 20)
        #expect(try db.emotionLogs().count == 4)
        #expect(try db.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM mood_results") } == 12)
        #expect(try db.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") } == "ok")
    }
}

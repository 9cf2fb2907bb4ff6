// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyCore
import Testing
@testable import InkyStore

/// Mutated inky exports merged (as dry runs) into a journal: each either imports or is refused
/// with an import error naming what is wrong; never a crash, a raw SQLite error or anything else.
/// `INKY_FUZZ_ITERATIONS` makes the run longer.
@Suite("inky import fuzzing")
struct InkyImportFuzzTests {
    let tmp = TemporaryFolder()
    let now = Date(timeIntervalSince1970: 1_795_000_000)

    func journal(_ name: String) throws -> AppDatabase {
        let db = try AppDatabase(location: StoreLocation(folder: tmp.url.appendingPathComponent(name)), at: Date())
        let entry = try db.addEntry(text: "by the sea", title: "Walk.", day: Day("2026-11-20")!, tags: ["walk"], at: now)
        _ = try db.addTodo(text: "call", day: Day("2026-11-20")!, dueDay: Day("2026-11-25")!, tags: ["family"], at: now)
        _ = try db.addGoal(text: "run", steps: ["shoes", "1k"], day: Day("2026-11-20")!, at: now)
        _ = try db.addEmotionLog(EmotionLog.New(day: Day("2026-11-20")!, loggedAt: now, rating: 7, category: "joy", feelings: ["calm"],
                                                note: "tea", place: nil, at: now))
        let signal = MoodSignal.text(valence: 0.4, arousal: 0.5, distribution: .uniform, confidence: 0.6, at: now)
        _ = try db.recordMood(source: .entry, sourceID: entry.id, day: Day("2026-11-20")!, record: MoodRecord(at: now, signals: [signal]),
                              prior: .unknown, timeZone: TimeZone(identifier: "UTC")!, now: now)
        return db
    }

    static func mutate(_ root: JSONNode, _ rng: inout SeededGenerator) -> JSONNode {
        guard case .object(var top, let line) = root, case .object(var tables, let tablesLine)? = top["tables"] else { return root }
        let names = tables.keys.sorted().filter { !(tables[$0]?.array ?? []).isEmpty }
        guard let name = names.randomElement(using: &rng), case .array(var rows, let rowsLine)? = tables[name] else { return root }
        let index = Int.random(in: 0..<rows.count, using: &rng)
        guard case .object(var row, let rowLine) = rows[index], let column = row.keys.sorted().randomElement(using: &rng) else { return root }
        let values: [JSONNode?] = [nil, .null, .int(Int64.random(in: -3...20, using: &rng)), .double(-0.5), .string("x"),
                                   .string("2026-11-21 00:00:00.000"), .bool(true), .array([], line: 1), .int(Int64.max)]
        row[column] = values.randomElement(using: &rng)!
        rows[index] = .object(row, line: rowLine)
        if Int.random(in: 0..<4, using: &rng) == 0 { rows.append(rows[index]) }
        tables[name] = .array(rows, line: rowsLine)
        top["tables"] = .object(tables, line: tablesLine)
        return .object(top, line: line)
    }

    @Test func mutatedExportsImportOrAreRefusedCleanly() throws {
        let source = try journal("source")
        let root = try JSONReader.parse(try source.exportJSON())
        let target = try journal("target")
        let before = try target.exportJSON()
        var rng = SeededGenerator(seed: 12)
        let iterations = max(30, (ProcessInfo.processInfo.environment["INKY_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 0) / 20)
        for _ in 0..<iterations {
            var mutated = root
            for _ in 0...Int.random(in: 0..<3, using: &rng) { mutated = Self.mutate(mutated, &rng) }
            for into in [target, try AppDatabase(location: StoreLocation(folder: tmp.url.appendingPathComponent("empty")), at: Date())] {
                do {
                    _ = try into.importInkyExport(mutated, options: ImportOptions(dryRun: true, timeZone: TimeZone(identifier: "UTC")!, now: now))
                } catch is PortError {
                } catch is ImportTagLimit {
                } catch {
                    Issue.record("unexpected \(type(of: error)): \(error)")
                }
            }
        }
        #expect(try target.exportJSON() == before, "dry runs write nothing")
        // What an import stores, inky can read back.
        let empty = try AppDatabase(location: StoreLocation(folder: tmp.url.appendingPathComponent("readable")), at: Date())
        for _ in 0..<iterations {
            _ = try? empty.importInkyExport(Self.mutate(root, &rng), options: ImportOptions(timeZone: TimeZone(identifier: "UTC")!, now: now))
        }
        _ = try empty.moodHistory()
        _ = try empty.moodPipeline()
    }
}

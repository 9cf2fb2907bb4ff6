// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyCore
import Testing
@testable import InkyStore

@Suite("Hand-written mood JSON")
struct MoodJSONWriterTests {
    /// A year of readings from text and self-reports, as the pipeline makes them.
    static func history() -> (records: [MoodRecord], results: [MoodResult]) {
        var rng = SeededGenerator(seed: 11)
        var pipeline = MoodPipeline()
        var records: [MoodRecord] = [], results: [MoodResult] = []
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        for day in 0..<365 {
            let at = start.addingTimeInterval(Double(day) * 86_400 + Double.random(in: 0..<3_600, using: &rng))
            let weights = (0..<EmotionCategory.count).map { _ in Double.random(in: 0..<1, using: &rng) }
            var signals = [MoodSignal.text(valence: Double.random(in: -1...1, using: &rng), arousal: Double.random(in: 0...1, using: &rng),
                                           distribution: EmotionDistribution(normalizing: weights),
                                           confidence: Double.random(in: 0...1, using: &rng), at: at)]
            if day % 3 == 0 {
                signals.append(.selfReport(rating: Double(Int.random(in: 0...10, using: &rng)), feelings: [], at: at))
            }
            let record = MoodRecord(at: at, signals: signals)
            records.append(record)
            results.append(pipeline.update(signals: signals, at: at))
        }
        return (records, results)
    }

    @Test func decodesToTheSameValuesAsJSONEncodersOutput() throws {
        let (records, results) = Self.history()
        var covered = 0
        for record in records {
            guard let fast = MoodJSONWriter.record(record) else { continue }
            covered += 1
            #expect(try MoodJSON.decode(MoodRecord.self, fast) == MoodJSON.decode(MoodRecord.self, MoodJSON.encode(record)))
        }
        for result in results {
            guard let fast = MoodJSONWriter.result(result) else { continue }
            covered += 1
            #expect(try MoodJSON.decode(MoodResult.self, fast) == MoodJSON.decode(MoodResult.self, MoodJSON.encode(result)))
        }
        #expect(covered > records.count + results.count / 2)
    }

    @Test func leavesCorrectionsAndNonFiniteNumbersToJSONEncoder() {
        var record = MoodRecord(at: Date(timeIntervalSince1970: 0), signals: [])
        #expect(MoodJSONWriter.record(record) == "{\"at\":-978307200.0,\"signals\":[]}")
        record.at = Date(timeIntervalSinceReferenceDate: .infinity)
        #expect(MoodJSONWriter.record(record) == nil)
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later
import Benchmark
import Foundation
import InkyCore
import InkyStore

/// A deterministic day of signals: a text reading, and a self-report on most days.
func generatedMoodRecord(day: Int, generator: inout SeededGenerator) -> MoodRecord {
    let at = Date(timeIntervalSince1970: 1_500_000_000 + Double(day) * 86_400)
    let valence = Double(generator.next(upperBound: UInt64(2_000))) / 1_000 - 1
    let arousal = Double(generator.next(upperBound: UInt64(1_000))) / 1_000
    var weights = (0..<EmotionCategory.count).map { _ in Double(generator.next(upperBound: UInt64(100))) + 1 }
    weights[Int(generator.next(upperBound: UInt64(EmotionCategory.count)))] += 300
    var signals = [MoodSignal.text(valence: valence, arousal: arousal, distribution: EmotionDistribution(normalizing: weights),
                                   confidence: 0.6, at: at)]
    if generator.next(upperBound: UInt64(4)) > 0 {
        signals.append(.selfReport(rating: Double(generator.next(upperBound: UInt64(11))), at: at))
    }
    return MoodRecord(at: at, signals: signals)
}

/// The Mood fusion issue's targets: one update ≤ 50 µs; `inky mood rebuild` over 10 years ≤ 1 s.
func moodBenchmarks() {
    // Scaled by 1,000 so the harness's per-sample overhead does not swamp a few microseconds of work.
    Benchmark("Mood: one pipeline update (a year of history)",
              configuration: .init(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo, maxDuration: .seconds(3))) { benchmark in
        var generator = SeededGenerator(seed: 1)
        var pipeline = MoodPipeline()
        for day in 0..<365 { _ = pipeline.update(signals: generatedMoodRecord(day: day, generator: &generator).signals,
                                                 at: Date(timeIntervalSince1970: 1_500_000_000 + Double(day) * 86_400)) }
        let pool = (0..<500).map { generatedMoodRecord(day: $0, generator: &generator).signals }
        var day = 365.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            // Time only moves forward, a reading a day, as in use.
            blackHole(pipeline.update(signals: pool[Int(day) % pool.count], at: Date(timeIntervalSince1970: 1_500_000_000 + day * 86_400)))
            day += 1
        }
        benchmark.stopMeasurement()
    }

    Benchmark("Mood: rebuild 10 years of daily readings in the store",
              configuration: .init(metrics: [.wallClock], maxDuration: .seconds(20), maxIterations: 5)) { benchmark in
        let location = temporaryJournal("mood")
        let db = try AppDatabase(location: location, at: Date())
        var generator = SeededGenerator(seed: 2)
        for day in 0..<3_650 {
            let record = generatedMoodRecord(day: day, generator: &generator)
            _ = try db.recordMood(source: .log, sourceID: Int64(day), day: Day(record.at, in: .gmt),
                                  record: record, prior: .unknown, timeZone: .gmt, now: record.at)
        }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try db.rebuildMood(prior: .unknown, timeZone: .gmt, now: Date()))
        }
        benchmark.stopMeasurement()
        try? FileManager.default.removeItem(at: location.folder)
    }
}

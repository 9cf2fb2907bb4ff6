// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation
import Testing
@testable import InkyCore

@Suite("Mood pipeline")
struct MoodPipelineTests {
    /// A random history: readings at distinct, increasing times with gaps from minutes to weeks,
    /// some of them corrected.
    func history(seed: UInt64, count: Int) -> [MoodRecord] {
        var rng = SeededGenerator(seed: seed)
        var t = MoodFixtures.start
        return (0..<count).map { _ in
            let gaps: [Double] = [600, 3_600, 20_000, 86_400, 86_400, 86_400, 3 * 86_400, 20 * 86_400]
            let gap = gaps.randomElement(using: &rng)!
            t = t.addingTimeInterval(gap * Double.random(in: 0.5...1.5, using: &rng))
            let correction: MoodCorrection? = switch Int.random(in: 0..<20, using: &rng) {
            case 0: .rating(Double(Int.random(in: 0...10, using: &rng)))
            case 1: .valence(Double.random(in: -1...1, using: &rng))
            case 2: .emotion(EmotionCategory.allCases.randomElement(using: &rng)!)
            default: nil
            }
            return MoodRecord(at: t, signals: MoodFixtures.randomSignals(&rng, at: t), correction: correction)
        }
    }

    func incremental(_ records: [MoodRecord]) -> (MoodPipeline, [MoodResult]) {
        var p = MoodPipeline()
        let results = records.map { record in
            var r = p.update(signals: record.signals, at: record.at)
            if let c = record.correction { r = p.correct(r, with: c) }
            return r
        }
        return (p, results)
    }

    @Test("over many seeded random histories every output is bounded, finite and sums to 1")
    func bounded() {
        for seed in UInt64(1)...30 {
            let (pipeline, results) = incremental(history(seed: seed, count: 120))
            for r in results {
                #expect(MoodFixtures.isBounded(r), "seed \(seed)")
                for reading in r.readings {
                    #expect((-1...1).contains(reading.valence) && reading.valence.isFinite)
                    #expect(abs(reading.distribution.probabilities.reduce(0, +) - 1) < 1e-9)
                }
            }
            #expect(pipeline.kalman.valence.variance >= KalmanSettings.valence.varianceFloor)
            if let t = pipeline.traits.traits {
                for value in [t.emotionalStability, t.optimismBias, t.reactivity, t.recoveryRate] {
                    #expect((0...1).contains(value))
                }
            }
        }
    }

    @Test("an outlier leaves the filter's state as it was, except the time")
    func outlierKeepsState() {
        var p = MoodPipeline()
        for d in 0..<20 {
            let date = MoodFixtures.day(Double(d))
            _ = p.update(signals: [MoodFixtures.text(0.6, confidence: 1, at: date)], at: date)
        }
        let before = p.kalman
        let date = MoodFixtures.day(20)
        let r = p.update(signals: [MoodFixtures.text(-1, arousal: 0.5, confidence: 1, at: date)], at: date)
        #expect(r.valenceOutlier)
        #expect(p.kalman.valence.mean == before.valence.mean)
        #expect(p.kalman.valence.variance == before.valence.variance)
        #expect(p.kalman.lastUpdate == date)
    }

    @Test("rebuilding a shuffled history gives exactly the numbers of incremental updates")
    func rebuildEquivalence() {
        for seed in UInt64(100)...110 {
            let records = history(seed: seed, count: 150)
            let (live, liveResults) = incremental(records)
            var rng = SeededGenerator(seed: seed)
            let (rebuilt, rebuiltResults) = MoodPipeline.rebuild(from: records.shuffled(using: &rng))
            #expect(rebuilt == live)
            #expect(rebuiltResults == liveResults)
        }
    }

    @Test("a history that went through JSON replays to exactly the live numbers")
    func rebuildFromStorage() throws {
        let records = history(seed: 21, count: 200)
        let stored = try JSONDecoder().decode([MoodRecord].self, from: JSONEncoder().encode(records))
        let (live, liveResults) = incremental(records)
        let (rebuilt, rebuiltResults) = MoodPipeline.rebuild(from: stored.reversed())
        #expect(rebuilt == live)
        #expect(rebuiltResults == liveResults)
        // Stored results read back bit for bit too.
        #expect(try JSONDecoder().decode([MoodResult].self, from: JSONEncoder().encode(liveResults)) == liveResults)
    }

    @Test("a back-filled day inserted out of order lands in its place on rebuild")
    func backfill() {
        var records = history(seed: 7, count: 60)
        let missing = records.remove(at: 30)
        var incremental = incremental(records).1
        #expect(incremental.count == 59)
        records.append(missing)  // stored last, dated earlier
        let (_, rebuilt) = MoodPipeline.rebuild(from: records)
        incremental = self.incremental(records.sorted { $0.at < $1.at }).1
        #expect(rebuilt == incremental)
        #expect(rebuilt[30].at == missing.at)
    }

    @Test("state survives a JSON round trip mid-history and continues identically")
    func persistence() throws {
        let records = history(seed: 3, count: 80)
        var p = MoodPipeline(prior: .heavy, timeZone: TimeZone(identifier: "Europe/Berlin")!)
        for record in records.prefix(40) { _ = p.update(signals: record.signals, at: record.at) }
        let data = try JSONEncoder().encode(p)
        var restored = try JSONDecoder().decode(MoodPipeline.self, from: data)
        #expect(restored == p)
        for record in records.suffix(40) {
            #expect(p.update(signals: record.signals, at: record.at) == restored.update(signals: record.signals, at: record.at))
        }
        let result = p.update(signals: records[0].signals, at: records.last!.at.addingTimeInterval(60))
        let encoded = try JSONEncoder().encode(result)
        #expect(try JSONDecoder().decode(MoodResult.self, from: encoded) == result)
    }

    @Test("an update without signals changes nothing and says so with confidence 0")
    func emptyUpdate() {
        var p = MoodPipeline()
        let date = MoodFixtures.day(0)
        _ = p.update(signals: [MoodFixtures.text(0.3, at: date)], at: date)
        let before = p
        let r = p.update(signals: [], at: MoodFixtures.day(1))
        #expect(p == before)
        #expect(r.confidence == 0 && r.readings.isEmpty)
        #expect(MoodFixtures.isBounded(r))
    }

    @Test("readings are grouped into days in the pipeline's time zone")
    func timeZoneDays() {
        let tokyo = MoodPipeline(timeZone: TimeZone(identifier: "Asia/Tokyo")!)
        let utc = MoodPipeline()
        let lateUTC = MoodFixtures.day(0, hour: 20)  // 05:00 the next day in Tokyo
        #expect(tokyo.day(of: lateUTC) == utc.day(of: lateUTC) + 1)
    }
}


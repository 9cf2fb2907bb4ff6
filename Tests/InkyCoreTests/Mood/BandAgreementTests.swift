// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation
import Testing
@testable import InkyCore

/// A reading's band compares its own valence with the baseline before its day, so it never
/// contradicts the number shown beside it; the smoothed value is only the trend.
@Suite("Mood bands from the reading itself")
struct BandAgreementTests {
    /// A simulated year: calm stretches, hard weeks and good weeks, days skipped, one to three
    /// readings a day from every source, and single days far from the rest (+0.99, −0.98).
    static func year(seed: UInt64) -> [MoodRecord] {
        var rng = SeededGenerator(seed: seed)
        var records: [MoodRecord] = []
        var mood = Double.random(in: -0.3...0.4, using: &rng)
        for day in 0..<365 {
            if Double.random(in: 0...1, using: &rng) < 0.2 { continue }
            if day % 7 == 0 { mood = max(-0.8, min(0.8, mood + Double.random(in: -0.4...0.4, using: &rng))) }
            for n in 0..<Int.random(in: 1...3, using: &rng) {
                let at = MoodFixtures.day(Double(day), hour: 8 + 5 * Double(n))
                var signals: [MoodSignal]
                switch Double.random(in: 0...1, using: &rng) {
                case ..<0.05: signals = [MoodFixtures.text(0.99, at: at)]
                case ..<0.10: signals = [MoodFixtures.text(-0.98, at: at)]
                case ..<0.15: signals = MoodFixtures.randomSignals(&rng, at: at)
                case ..<0.45:
                    let rating = (5 + 5 * (mood + Double.random(in: -0.3...0.3, using: &rng))).rounded()
                    signals = [.selfReport(rating: rating, at: at)]
                default:
                    let v = max(-1, min(1, mood + Double.random(in: -0.35...0.35, using: &rng)))
                    signals = [MoodFixtures.text(v, confidence: Double.random(in: 0.05...0.9, using: &rng), at: at)]
                }
                records.append(MoodRecord(at: at, signals: signals))
            }
        }
        return records
    }

    /// Readings whose band contradicts their own valence: non-typical, and the other side of the
    /// centre, or closer to it than the spread floor.
    static func contradictions(_ results: [MoodResult], band: (MoodResult) -> BaselineBand?) -> Int {
        results.filter { r in
            guard let b = band(r), b.direction != 0, let centre = r.baselineCentre else { return false }
            let gap = r.valence - centre
            return Double(b.direction) * gap < MoodBaseline.minimumValenceSpread
        }.count
    }

    @Test("over simulated years, every band is its own valence against the reported baseline", arguments: BaselinePrior.allCases)
    func bandsAgreeWithReadings(prior: BaselinePrior) {
        var trendContradictions = 0, readings = 0
        for seed in UInt64(1)...10 {
            let (_, results) = MoodPipeline.rebuild(from: Self.year(seed: seed), prior: prior)
            readings += results.count
            for r in results {
                guard let centre = r.baselineCentre, let spread = r.baselineSpread, let z = r.valenceZ, let band = r.band else {
                    #expect(r.band == nil && r.valenceZ == nil && r.baselineCentre == nil && r.baselineDays == 0)
                    continue
                }
                #expect(spread >= MoodBaseline.minimumValenceSpread)
                #expect(abs(z - (r.valence - centre) / spread) < 1e-9)
                #expect(band == BaselineBand(z: z))
            }
            #expect(Self.contradictions(results, band: \.band) == 0)
            // The rule this replaces: the trend's z shown beside the reading.
            trendContradictions += Self.contradictions(results) { r in
                BaselineBand.of(valence: r.smoothedValence, centre: r.baselineCentre, spread: r.baselineSpread)
            }
        }
        print("prior \(prior.rawValue): \(readings) readings; contradictions 0 with own-valence bands, \(trendContradictions) with trend bands")
    }

    @Test("a reading far from recent days is banded by its own value even when the filter sets it aside")
    func outlierDayKeepsItsSign() {
        var pipeline = MoodPipeline(prior: .mostlyOkay)
        for d in 0..<10 {
            let at = MoodFixtures.day(Double(d))
            _ = pipeline.update(signals: [MoodFixtures.text(-0.3, at: at)], at: at)
        }
        let joyful = pipeline.update(signals: [MoodFixtures.text(0.99, at: MoodFixtures.day(10))], at: MoodFixtures.day(10))
        #expect(joyful.valenceOutlier, "the filter keeps the trend where it was")
        #expect(joyful.smoothedValence < 0)
        #expect(joyful.band == .unusuallyHigh)
    }

    @Test("the first readings have no band; the next day's are read against the first day and the prior")
    func firstReadings() {
        var pipeline = MoodPipeline(prior: .unknown)
        let first = pipeline.update(signals: [MoodFixtures.text(0.9, at: MoodFixtures.day(0, hour: 9))], at: MoodFixtures.day(0, hour: 9))
        let sameDay = pipeline.update(signals: [.selfReport(rating: 1, at: MoodFixtures.day(0, hour: 21))], at: MoodFixtures.day(0, hour: 21))
        for r in [first, sameDay] {
            #expect(r.band == nil && r.valenceZ == nil && r.baselineCentre == nil && r.baselineDays == 0)
        }
        let next = pipeline.update(signals: [MoodFixtures.text(-0.5, at: MoodFixtures.day(1))], at: MoodFixtures.day(1))
        // Day 0's mean is 0.05 (0.9 and −0.8); blended with the prior as 7 days: (7·0.10 + 0.05)/8.
        #expect(next.baselineDays == 1)
        #expect(abs(next.baselineCentre! - (7 * 0.10 + 0.05) / 8) < 1e-9)
        #expect(next.band == .lower)
    }

    @Test("a back-dated reading leaves earlier days and its own day alone; later baselines gain only its day")
    func backDatedReading() throws {
        var history = Self.year(seed: 42).filter { $0.at < MoodFixtures.day(90) }
        let (_, before) = MoodPipeline.rebuild(from: history, prior: .mostlyOkay)
        // A hard day in the middle, written a month later.
        let at = MoodFixtures.day(45, hour: 12)
        history.append(MoodRecord(at: at, signals: [.selfReport(rating: 0, at: at)]))
        let (_, after) = MoodPipeline.rebuild(from: history, prior: .mostlyOkay)
        let added = try #require(after.firstIndex { $0.at == at && $0.readings.first?.rating == 0 })
        let others = after.enumerated().filter { $0.offset != added }.map(\.element)
        #expect(others.count == before.count)
        let day45 = MoodFixtures.day(45, hour: 0)
        let day46 = MoodFixtures.day(46, hour: 0)
        // What the baseline must be for later days: the same fused days, plus the one added.
        var reference = MoodBaseline(prior: .mostlyOkay)
        for r in after where !r.readings.isEmpty { reference.record(day: MoodPipeline().day(of: r.at), valence: r.valence, arousal: r.arousal, smoothedValence: 0, smoothedArousal: 0) }
        var changedBands = 0
        for (old, new) in zip(before, others) {
            #expect(old.at == new.at && old.valence == new.valence, "no reading's own value moves")
            if new.at < day46 {
                #expect(old.band == new.band && old.valenceZ == new.valenceZ && old.baselineCentre == new.baselineCentre,
                        "days up to the back-dated one keep their baseline")
            } else {
                let expected = reference.estimate(before: MoodPipeline().day(of: new.at))
                #expect(abs(new.baselineCentre! - expected.valenceMean) < 1e-12)
                #expect(abs(new.baselineSpread! - expected.valenceSpread) < 1e-12)
                if old.band != new.band { changedBands += 1 }
            }
            if new.at < day45 { #expect(old == new, "earlier readings are untouched") }
        }
        #expect(Self.contradictions(after, band: \.band) == 0)
        print("back-dated reading: \(changedBands) of \(others.filter { $0.at >= day46 }.count) later readings changed band")
    }
}

@Suite("What a reading may say about emotions")
struct EmotionEvidenceTests {
    func result(_ signals: [MoodSignal]) -> MoodResult {
        var pipeline = MoodPipeline()
        return pipeline.update(signals: signals, at: MoodFixtures.day(0))
    }

    @Test func bareRatingNamesNothing() {
        #expect(result([.selfReport(rating: 2, at: MoodFixtures.day(0))]).emotionEvidence == .none)
    }

    @Test func chosenFeelingsAreNamed() {
        let r = result([.selfReport(rating: 2, category: .sadness, at: MoodFixtures.day(0))])
        #expect(r.emotionEvidence == .named(.sadness))
    }

    @Test func thinTextIsHardToRead() {
        #expect(result([MoodFixtures.text(0.1, confidence: 0.05, at: MoodFixtures.day(0))]).emotionEvidence == .hardToRead)
        #expect(result([MoodFixtures.text(0.1, confidence: 0.05, at: MoodFixtures.day(0)),
                        .selfReport(rating: 4, at: MoodFixtures.day(0))]).emotionEvidence == .hardToRead)
    }

    /// A rating beside clear words moves the valence, but the words name the emotion.
    @Test func aRatingBesideWordsDoesNotPickTheEmotion() {
        let words = MoodFixtures.text(0.3, arousal: 0.3, confidence: 0.6, at: MoodFixtures.day(0))
        let distribution = words.distribution
        for rating in [0.0, 2, 5, 9, 10] {
            let r = result([words, .selfReport(rating: rating, at: MoodFixtures.day(0))])
            #expect(r.emotionEvidence == .named(distribution.top), "rating \(rating)")
        }
    }

    @Test func clearTextIsNamed() {
        let r = result([MoodFixtures.text(0.8, confidence: 0.6, at: MoodFixtures.day(0))])
        #expect(r.emotionEvidence == .named(r.top))
    }
}

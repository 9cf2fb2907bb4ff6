// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation
import Testing
@testable import InkyCore

@Suite("Mood corrections")
struct MoodCorrectionTests {
    @Test("a correction overrides the result and the filter")
    func overrides() {
        var p = MoodPipeline()
        let date = MoodFixtures.day(0)
        let result = p.update(signals: [MoodFixtures.text(0.5, at: date)], at: date)
        let corrected = p.correct(result, with: .rating(2))
        #expect(abs(corrected.valence - -0.6) < 1e-12)
        #expect(abs(corrected.smoothedValence - -0.6) < 1e-12)
        #expect(abs(p.kalman.valence.mean - -0.6) < 1e-12)
        #expect(corrected.correction == .rating(2))
        #expect(corrected.band == nil && corrected.valenceZ == nil, "the first reading has no baseline to be banded against")
    }

    @Test("after corrections that agree, later readings from the same source move toward the person's judgement")
    func laterReadingsMove() {
        var learning = MoodPipeline(), plain = MoodPipeline()
        for d in 0..<6 { // (three steps: each waits for a second correction that agrees)
            let date = MoodFixtures.day(Double(d))
            let result = learning.update(signals: [MoodFixtures.text(0.5, at: date)], at: date)
            _ = learning.correct(result, with: .valence(-0.2))
            _ = plain.update(signals: [MoodFixtures.text(0.5, at: date)], at: date)
        }
        let date = MoodFixtures.day(6)
        let later = learning.update(signals: [MoodFixtures.text(0.5, at: date)], at: date)
        let uncorrected = plain.update(signals: [MoodFixtures.text(0.5, at: date)], at: date)
        #expect(abs(uncorrected.readings[0].valence - 0.5) < 1e-12)
        #expect(later.readings[0].valence < 0.1)
        #expect(later.readings[0].valence > -0.2 - 0.15)
        #expect(later.valence < uncorrected.valence - 0.4)
        #expect(learning.calibration.text.corrections == 6)
        #expect(learning.calibration.text.valenceBias < 0)
    }

    @Test("a self-report is the reference and is not recalibrated")
    func selfReportUntouched() {
        var p = MoodPipeline()
        let date = MoodFixtures.day(0)
        let result = p.update(signals: [.selfReport(rating: 7, at: date), MoodFixtures.text(0.4, at: date)], at: date)
        _ = p.correct(result, with: .rating(3))
        #expect(p.calibration.selfReport == SignalCalibration())
        #expect(p.calibration.text.corrections == 1)
    }

    @Test("an emotion correction sets the distribution and tempers a source that was wrong")
    func emotion() {
        var p = MoodPipeline()
        let date = MoodFixtures.day(0)
        let result = p.update(signals: [MoodFixtures.text(0.7, arousal: 0.7, at: date)], at: date)
        #expect(result.top == .joy)
        let corrected = p.correct(result, with: .emotion(.gratitude))
        #expect(corrected.top == .gratitude)
        #expect(corrected.distribution[.gratitude] > 0.8)
        #expect(p.calibration.text.temperature == 1, "one correction stays with its reading")
        #expect(corrected.valence == result.valence)
        let next = p.update(signals: [MoodFixtures.text(0.7, arousal: 0.7, at: MoodFixtures.day(1))], at: MoodFixtures.day(1))
        _ = p.correct(next, with: .emotion(.gratitude))
        #expect(p.calibration.text.temperature > 1, "a second that agrees tempers the source")
    }
}

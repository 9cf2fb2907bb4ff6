// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation
import Testing
@testable import InkyCore

@Suite("Mood calibration")
struct MoodCalibrationTests {
    let now = MoodFixtures.day(0)

    @Test("temperature 1 leaves a distribution alone; higher flattens, lower sharpens")
    func temperature() {
        let d = EmotionDistribution(normalizing: [EmotionCategory.joy: 3, .calm: 1])
        #expect(SignalCalibration().calibratedDistribution(d) == d)
        let flat = SignalCalibration(temperature: 2).calibratedDistribution(d)
        let sharp = SignalCalibration(temperature: 0.5).calibratedDistribution(d)
        // p^(1/2): √3 : 1 → joy = √3/(√3+1).
        #expect(abs(flat[.joy] - 3.0.squareRoot() / (3.0.squareRoot() + 1)) < 1e-12)
        // p^2: 9 : 1.
        #expect(abs(sharp[.joy] - 0.9) < 1e-12)
        #expect(flat[.sadness] == 0)
    }

    @Test("valence is scaled, biased and clamped")
    func valenceScaleBias() {
        let c = SignalCalibration(valenceScale: 0.5, valenceBias: 0.2)
        #expect(abs(c.calibratedValence(0.6) - 0.5) < 1e-12)
        #expect(SignalCalibration(valenceBias: 0.6).calibratedValence(0.9) == 1)
    }

    @Test("documented defaults per source")
    func defaults() {
        let c = MoodCalibration()
        #expect(c.text == SignalCalibration())
        #expect(c.selfReport == SignalCalibration())
        #expect(c.typing.temperature == 2)
        #expect(c.image.temperature == 1.5 && c.image.valenceScale == 0.8)
    }

    @Test("one valence correction moves bias and scale by the documented step")
    func learningStep() {
        var c = SignalCalibration()
        c.learn(valence: -0.2, raw: 0.5)
        // e = −0.2 − 0.5 = −0.7: bias = 0.3·(−0.7) = −0.21; scale = 1 + 0.15·(−0.7)·0.5 = 0.9475.
        #expect(abs(c.valenceBias - -0.21) < 1e-12)
        #expect(abs(c.valenceScale - 0.9475) < 1e-12)
        #expect(c.corrections == 1)
    }

    @Test("an emotion correction flattens a source that was wrong and sharpens one that was right")
    func emotionLearning() {
        let d = EmotionDistribution(normalizing: [EmotionCategory.joy: 3, .calm: 1])
        var wrong = SignalCalibration(), right = SignalCalibration()
        wrong.learn(emotion: .sadness, calibrated: d)
        right.learn(emotion: .joy, calibrated: d)
        #expect(abs(wrong.temperature - 1.15) < 1e-12)
        #expect(abs(right.temperature - 0.95) < 1e-12)
    }

    @Test("calibration survives a JSON round trip")
    func codable() throws {
        var c = MoodCalibration()
        c.text.learn(valence: 0.3, raw: -0.1)
        let data = try JSONEncoder().encode(c)
        #expect(try JSONDecoder().decode(MoodCalibration.self, from: data) == c)
    }
}

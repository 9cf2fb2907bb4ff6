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

    @Test("one valence correction teaches nothing global; a second that agrees moves bias and scale by the documented step")
    func learningStep() {
        var c = SignalCalibration()
        c.learn(valence: -0.2, raw: 0.5)
        #expect(c.valenceBias == 0 && c.valenceScale == 1, "one correction stays with its own reading")
        #expect(c.corrections == 1 && c.pendingErrors.count == 1)
        c.learn(valence: -0.4, raw: 0.3)
        // errors −0.7 and −0.7 (mean −0.7), raw mean 0.4: bias = 0.3·(−0.7) = −0.21; scale = 1 + 0.15·(−0.7)·0.4 = 0.958.
        #expect(abs(c.valenceBias - -0.21) < 1e-12)
        #expect(abs(c.valenceScale - 0.958) < 1e-12)
        #expect(c.corrections == 2 && c.pendingErrors.isEmpty)
    }

    @Test("corrections that disagree, or agree with the reading, move nothing")
    func disagreeingCorrections() {
        var c = SignalCalibration()
        for (target, raw) in [(-0.2, 0.5), (0.9, 0.1), (-0.5, 0.2), (0.3, 0.28), (0.8, 0.0)] { c.learn(valence: target, raw: raw) }
        // −0.7 then +0.8 (starts again), −0.7 (again), +0.02 (agrees: clears), +0.8 (one alone).
        #expect(c.valenceBias == 0 && c.valenceScale == 1)
        #expect(c.pendingErrors.count == 1 && c.corrections == 5)
    }

    @Test("an emotion correction moves temperature only when a second one agrees")
    func emotionLearning() {
        let d = EmotionDistribution(normalizing: [EmotionCategory.joy: 3, .calm: 1])
        var wrong = SignalCalibration(), right = SignalCalibration(), mixed = SignalCalibration()
        wrong.learn(emotion: .sadness, calibrated: d)
        #expect(wrong.temperature == 1)
        wrong.learn(emotion: .anger, calibrated: d)
        right.learn(emotion: .joy, calibrated: d)
        right.learn(emotion: .joy, calibrated: d)
        mixed.learn(emotion: .joy, calibrated: d)
        mixed.learn(emotion: .sadness, calibrated: d)
        #expect(abs(wrong.temperature - 1.15) < 1e-12)
        #expect(abs(right.temperature - 0.95) < 1e-12)
        #expect(mixed.temperature == 1)
    }

    @Test("a calibration saved before corrections waited reads back")
    func olderSavedCalibration() throws {
        let old = #"{"temperature":1.2,"valenceScale":0.9,"valenceBias":-0.1,"corrections":3}"#
        let c = try JSONDecoder().decode(SignalCalibration.self, from: Data(old.utf8))
        #expect(c.temperature == 1.2 && c.valenceScale == 0.9 && c.valenceBias == -0.1 && c.corrections == 3)
        #expect(c.pendingErrors.isEmpty && c.pendingEmotion == 0)
    }

    @Test("calibration survives a JSON round trip")
    func codable() throws {
        var c = MoodCalibration()
        c.text.learn(valence: 0.3, raw: -0.1)
        let data = try JSONEncoder().encode(c)
        #expect(try JSONDecoder().decode(MoodCalibration.self, from: data) == c)
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation
import Testing
@testable import InkyCore

@Suite("Mood fusion")
struct MoodFusionTests {
    let now = MoodFixtures.day(0)

    func readings(_ signals: [MoodSignal]) -> [CalibratedReading] {
        let calibration = MoodCalibration()
        return signals.map { calibration.apply(to: $0) }
    }

    @Test("agreeing signals fuse to a precision-weighted mean without conflict and gain confidence")
    func agreeing() throws {
        let text = MoodFixtures.text(0.5, arousal: 0.6, confidence: 0.8, at: now)
        let rating = MoodSignal.selfReport(rating: 8, category: .joy, at: now)
        let fused = try #require(MoodFusion.fuse(readings([text, rating])))
        #expect(fused.conflict == nil)
        // Weights: text 0.8·1.0 = 0.8, self-report 0.9·1.5 = 1.35 → (0.8·0.5 + 1.35·0.6) / 2.15.
        #expect(abs(fused.valence - (0.8 * 0.5 + 1.35 * 0.6) / 2.15) < 1e-12)
        #expect(abs(fused.valenceVariance - 0.09 / 2.15) < 1e-12)
        // 1 − (1 − 0.8/1.5)(1 − 1.35/1.5).
        #expect(abs(fused.confidence - (1 - (1 - 0.8 / 1.5) * (1 - 0.9))) < 1e-12)
        #expect(fused.confidence > 0.8)
        #expect(fused.distribution.top == .joy)
    }

    @Test("arousal is fused in logit space")
    func arousalLogit() throws {
        let a = MoodFixtures.text(0, arousal: 0.9, confidence: 1, at: now)
        let b = MoodFixtures.text(0, arousal: 0.5, confidence: 1, at: now)
        let fused = try #require(MoodFusion.fuse(readings([a, b])))
        let expected = 1 / (1 + exp(-(log(9.0) + 0) / 2))
        #expect(abs(fused.arousal - expected) < 1e-12)
        #expect(fused.arousal > 0.7)  // the plain mean would be 0.7
    }

    @Test("a rating of 8 against heavy words is a conflict, described in the person's terms")
    func conflicting() throws {
        let text = MoodFixtures.text(-0.5, confidence: 0.7, at: now)
        let rating = MoodSignal.selfReport(rating: 8, at: now)
        let agreeing = try #require(MoodFusion.fuse(readings([MoodFixtures.text(0.5, confidence: 0.7, at: now), rating])))
        let fused = try #require(MoodFusion.fuse(readings([text, rating])))
        let conflict = try #require(fused.conflict)
        #expect(conflict.higher.source == .selfReport && conflict.lower.source == .text)
        #expect(abs(conflict.spread - 1.1) < 1e-9)
        #expect(conflict.summary == "self-report 8/10 vs text −0.50")
        #expect(fused.confidence < agreeing.confidence)
        #expect(abs(fused.confidence - agreeing.confidence * (1 - 1.1 / 4)) < 1e-9)
    }

    @Test("a low-confidence dissenter does not raise a conflict")
    func weakDissent() throws {
        let text = MoodFixtures.text(0.7, confidence: 0.8, at: now)
        let faint = MoodFixtures.text(-0.6, confidence: 0.1, at: now)
        #expect(try #require(MoodFusion.fuse(readings([text, faint]))).conflict == nil)
    }

    @Test("no readings, no fusion")
    func empty() { #expect(MoodFusion.fuse([]) == nil) }
}

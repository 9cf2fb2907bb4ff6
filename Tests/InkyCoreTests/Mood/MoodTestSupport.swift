// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation
@testable import InkyCore

/// Helpers shared by the mood tests.
enum MoodFixtures {
    /// 2026-01-01 00:00 UTC.
    static let start = Date(timeIntervalSince1970: 1_767_225_600)

    static func day(_ n: Double, hour: Double = 20) -> Date {
        start.addingTimeInterval(n * 86_400 + hour * 3_600)
    }

    static func text(_ valence: Double, arousal: Double = 0.5, confidence: Double = 0.7, at date: Date) -> MoodSignal {
        MoodSignal.text(
            valence: valence, arousal: arousal,
            distribution: CategoryCentroids.distribution(valence: valence, arousal: arousal),
            confidence: confidence, at: date)
    }

    /// A random signal of a random source, any values (including out-of-range ones, which builders clamp).
    static func randomSignal(_ rng: inout SeededGenerator, at date: Date) -> MoodSignal {
        let source = SignalSource.allCases.randomElement(using: &rng)!
        switch source {
        case .text:
            let weights = (0..<EmotionCategory.count).map { _ in Double.random(in: 0...1, using: &rng) }
            return .text(
                valence: Double.random(in: -1.2...1.2, using: &rng), arousal: Double.random(in: -0.1...1.1, using: &rng),
                distribution: EmotionDistribution(normalizing: weights),
                confidence: Double.random(in: 0...1, using: &rng), at: date)
        case .selfReport:
            let category = Bool.random(using: &rng) ? EmotionCategory.allCases.randomElement(using: &rng) : nil
            return .selfReport(rating: Double(Int.random(in: 0...10, using: &rng)), category: category, at: date)
        case .typing:
            var recorder = TypingRhythm.Recorder()
            var t = 0.0
            for _ in 0..<Int.random(in: 0...150, using: &rng) {
                t += Double.random(in: 0.02...3, using: &rng)
                recorder.record(Double.random(in: 0...1, using: &rng) < 0.15 ? .delete : .insert, at: t)
            }
            return .typing(recorder.rhythm, at: date)
        case .image:
            let w = Int.random(in: 1...8, using: &rng), h = Int.random(in: 1...8, using: &rng)
            let pixels = (0..<(w * h * 3)).map { _ in UInt8.random(in: 0...255, using: &rng) }
            return .image(RGBImage(width: w, height: h, pixels: pixels)!, at: date)
        }
    }

    static func randomSignals(_ rng: inout SeededGenerator, at date: Date) -> [MoodSignal] {
        (0..<Int.random(in: 1...3, using: &rng)).map { _ in randomSignal(&rng, at: date) }
    }

    static func isBounded(_ result: MoodResult) -> Bool {
        let numbers = [result.valence, result.arousal, result.confidence, result.smoothedValence,
                       result.smoothedArousal, result.valenceZ ?? 0, result.arousalZ]
        guard numbers.allSatisfy(\.isFinite) else { return false }
        let sum = result.distribution.probabilities.reduce(0, +)
        return (-1...1).contains(result.valence) && (0...1).contains(result.arousal)
            && (0...1).contains(result.confidence) && (-1...1).contains(result.smoothedValence)
            && (0...1).contains(result.smoothedArousal) && abs(sum - 1) < 1e-9
            && result.distribution.probabilities.allSatisfy { $0 >= 0 && $0.isFinite }
    }
}

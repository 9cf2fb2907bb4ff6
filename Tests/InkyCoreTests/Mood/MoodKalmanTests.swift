// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation
import Testing
@testable import InkyCore

@Suite("Mood Kalman filter")
struct MoodKalmanTests {
    @Test("over many seeded random readings: gain ≤ 0.6, variance never grows on an accepted update, outliers change nothing, variance ≥ floor")
    func properties() {
        for seed in UInt64(1)...40 {
            var rng = SeededGenerator(seed: seed)
            var channel = KalmanChannel(mean: 0, variance: KalmanSettings.valence.stationaryVariance)
            for _ in 0..<200 {
                let before = channel
                let days = Double.random(in: 0...5, using: &rng)
                let z = Double.random(in: -1...1, using: &rng)
                let r = Double.random(in: 0.001...1, using: &rng)
                let target = Double.random(in: -0.5...0.5, using: &rng)
                let outcome = channel.update(
                    measurement: z, variance: r, days: days, toward: target, settings: .valence, force: false)
                switch outcome {
                case .accepted(let gain, let prior):
                    #expect(gain <= 0.6 && gain >= 0)
                    #expect(channel.variance <= prior + 1e-15)
                    #expect(channel.variance >= KalmanSettings.valence.varianceFloor)
                    #expect(channel.outlierStreak == 0)
                case .rejected(let sigmas):
                    #expect(sigmas > 2.5)
                    #expect(channel.mean == before.mean && channel.variance == before.variance)
                    #expect(channel.outlierStreak == before.outlierStreak + 1)
                }
                #expect(channel.mean.isFinite && channel.variance.isFinite)
            }
        }
    }

    @Test("process noise grows with the gap and levels off at q·τ/2")
    func processNoise() {
        let channel = KalmanChannel(mean: 0.5, variance: 0.01)
        let s = KalmanSettings.valence
        let hour = channel.predicted(days: 1.0 / 24, toward: 0, settings: s).variance
        let day = channel.predicted(days: 1, toward: 0, settings: s).variance
        let year = channel.predicted(days: 365, toward: 0, settings: s).variance
        #expect(hour < day && day < year)
        #expect(abs(year - s.stationaryVariance) < 1e-9)
        // Short gaps: about q per day.
        #expect(abs((day - 0.01 * exp(-2.0 / 7)) - 0.105 * (1 - exp(-2.0 / 7))) < 1e-12)
    }

    @Test("the mean reverts toward the baseline with the gap")
    func reversion() {
        let channel = KalmanChannel(mean: 0.8, variance: 0.01)
        let week = channel.predicted(days: 7, toward: 0.1, settings: .valence).mean
        #expect(abs(week - (0.1 + 0.7 * exp(-1))) < 1e-12)
        #expect(abs(channel.predicted(days: 1000, toward: 0.1, settings: .valence).mean - 0.1) < 1e-9)
    }

    @Test("a far reading is rejected, and a third in a row is taken as a real change")
    func outlierStreak() {
        var channel = KalmanChannel(mean: 0.6, variance: 0.01)
        let first = channel.update(measurement: -0.9, variance: 0.02, days: 0.5, toward: 0.6, settings: .valence, force: false)
        #expect(first == .rejected(innovationSigmas: 1.5 / (0.01 * exp(-1.0 / 7) + 0.105 * (1 - exp(-1.0 / 7)) + 0.02).squareRoot()))
        #expect(channel.mean == 0.6 && channel.variance == 0.01)
        _ = channel.update(measurement: -0.9, variance: 0.02, days: 0.5, toward: 0.6, settings: .valence, force: false)
        #expect(channel.outlierStreak == 2)
        let third = channel.update(measurement: -0.9, variance: 0.02, days: 0.5, toward: 0.6, settings: .valence, force: false)
        guard case .accepted(let gain, let prior) = third else { Issue.record("third reading rejected"); return }
        #expect(abs(gain - prior / (prior + 0.02)) < 1e-12)
        #expect(channel.mean < 0)
    }

    @Test("a forced reading (a self-report) is never rejected")
    func forced() {
        var channel = KalmanChannel(mean: 0.6, variance: 0.01)
        let outcome = channel.update(measurement: -0.9, variance: 0.02, days: 0.5, toward: 0.6, settings: .valence, force: true)
        if case .rejected = outcome { Issue.record("forced reading rejected") }
    }
}

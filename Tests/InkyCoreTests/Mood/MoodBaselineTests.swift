// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation
import Testing
@testable import InkyCore

@Suite("Mood baseline")
struct MoodBaselineTests {
    @Test("bands follow the documented z thresholds")
    func bands() {
        #expect(BaselineBand(z: -2.5) == .unusuallyLow)
        #expect(BaselineBand(z: -2) == .unusuallyLow)
        #expect(BaselineBand(z: -1.5) == .lower)
        #expect(BaselineBand(z: -1) == .lower)
        #expect(BaselineBand(z: 0) == .typical)
        #expect(BaselineBand(z: 0.99) == .typical)
        #expect(BaselineBand(z: 1) == .higher)
        #expect(BaselineBand(z: 2) == .unusuallyHigh)
        #expect(BaselineBand(z: .nan) == .typical)
        #expect(BaselineBand.unusuallyLow.phrase == "unusually low for you")
    }

    @Test("with no days the prior is the baseline; each check-in answer seeds it as documented")
    func prior() {
        let heavy = MoodBaseline(prior: .heavy).estimate(before: 100)
        #expect(heavy.valenceMean == -0.25 && heavy.valenceSpread == 0.30 && heavy.days == 0)
        #expect(MoodBaseline(prior: .mostlyOkay).estimate(before: 0).valenceMean == 0.25)
        #expect(MoodBaseline(prior: .upAndDown).estimate(before: 0).valenceSpread == 0.45)
    }

    @Test("median and MAD blended with the prior as 7 pseudo-days, from earlier days only")
    func blending() {
        var b = MoodBaseline(prior: .mostlyOkay)
        // Days 0…6 with fused valences 0.1, 0.2, …, 0.7 (median 0.4, MAD 0.2); the smoothed trend does not count.
        for d in 0..<7 {
            b.record(day: d, valence: 0.1 * Double(d + 1), arousal: 0.5, smoothedValence: -0.9, smoothedArousal: 0.5)
        }
        b.record(day: 7, valence: -1, arousal: 0.5, smoothedValence: -1, smoothedArousal: 0.5)
        let e = b.estimate(before: 7)
        #expect(e.days == 7)
        #expect(abs(e.valenceMean - (7 * 0.25 + 7 * 0.4) / 14) < 1e-12)
        #expect(abs(e.valenceSpread - (7 * 0.30 + 7 * 1.4826 * 0.2) / 14) < 1e-12)
        // Arousal is constant: its spread is floored at 0.05 before blending.
        #expect(abs(e.arousalSpread - (7 * 0.15 + 7 * 0.05) / 14) < 1e-12)
        #expect(b.estimate(before: 8).days == 8)
    }

    @Test("a window of 60 days; older days do not count")
    func window() {
        var b = MoodBaseline()
        for d in 0..<100 {
            b.record(day: d, valence: d < 40 ? -0.8 : 0.5, arousal: 0.5, smoothedValence: 0, smoothedArousal: 0.5)
        }
        let e = b.estimate(before: 100)
        #expect(e.days == 60)
        #expect(abs(e.valenceMean - (7 * 0.10 + 60 * 0.5) / 67) < 1e-12)
    }

    @Test("a day far below a steady person's usual is unusually low")
    func steadyPersonLowDay() {
        var pipeline = MoodPipeline(prior: .mostlyOkay)
        for d in 0..<30 {
            _ = pipeline.update(signals: [MoodFixtures.text(0.4 + (d % 2 == 0 ? 0.05 : -0.05), at: MoodFixtures.day(Double(d)))],
                                at: MoodFixtures.day(Double(d)))
        }
        let typical = pipeline.update(signals: [MoodFixtures.text(0.4, at: MoodFixtures.day(30))], at: MoodFixtures.day(30))
        #expect(typical.band == .typical)
        let low = pipeline.update(
            signals: [.selfReport(rating: 1, at: MoodFixtures.day(31))], at: MoodFixtures.day(31))
        #expect(low.band == .unusuallyLow)
        #expect((low.valenceZ ?? 0) < -2)
    }
}

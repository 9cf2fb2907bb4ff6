// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation
import Testing
@testable import InkyCore

@Suite("Mood traits")
struct MoodTraitsTests {
    func pipeline(days valences: [Double]) -> MoodPipeline {
        var p = MoodPipeline()
        for (i, v) in valences.enumerated() {
            let date = MoodFixtures.day(Double(i))
            _ = p.update(signals: [MoodFixtures.text(v, at: date)], at: date)
        }
        return p
    }

    @Test("not enough days before 14, traits from the 14th day on")
    func threshold() throws {
        let values = (0..<14).map { $0 % 2 == 0 ? 0.5 : -0.5 }
        let early = pipeline(days: Array(values.prefix(13))).traits
        #expect(early == .notEnoughDays(have: 13, need: 14))
        #expect(early.notReadyMessage == "not enough days yet (13 of 14)")
        let traits = try #require(pipeline(days: values).traits.traits)
        #expect(traits.days == 14)
    }

    @Test("alternating ±0.5: unstable, balanced, reactive, quick to recover")
    func alternating() throws {
        let values = (0..<14).map { $0 % 2 == 0 ? 0.5 : -0.5 }
        let t = try #require(pipeline(days: values).traits.traits)
        #expect(abs(t.emotionalStability - 0) < 1e-9)  // RMSSD = 1
        #expect(t.optimismBias == 0.5)                  // 7 bright, 7 heavy
        #expect(abs(t.reactivity - 1) < 1e-9)           // mean |v − 0| = 0.5
        #expect(t.recoveryRate == 1)                    // ρ₁ = −13/14
    }

    @Test("a steady bright person")
    func constant() {
        let t = MoodTraits.compute(valences: Array(repeating: 0.3, count: 14))
        #expect(t.emotionalStability == 1 && t.optimismBias == 1 && t.reactivity == 0 && t.recoveryRate == 1)
        #expect(t.readings[0].reading == "your mood stays fairly steady from day to day")
    }

    @Test("a slow climb from −0.65 to 0.65: stable but slow to turn around")
    func ramp() {
        let t = MoodTraits.compute(valences: (0..<14).map { -0.65 + 0.1 * Double($0) })
        #expect(abs(t.emotionalStability - 0.9) < 1e-9)  // every step 0.1
        #expect(t.optimismBias == 0.5)                    // 6 days above 0.1, 6 below −0.1
        #expect(abs(t.reactivity - 0.7) < 1e-9)           // median 0, mean |v| 0.35
        #expect(abs(t.recoveryRate - 3.0 / 14) < 1e-9)    // ρ₁ = 178.75 / 227.5 = 11/14
        #expect(t.readings[3].reading == "a heavy day tends to linger for a while")
    }
}

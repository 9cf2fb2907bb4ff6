// SPDX-License-Identifier: GPL-3.0-or-later
import Testing
@testable import InkyCore

@Suite("Correlation maths")
struct GroupComparisonTests {
    /// 1, 2, 3 against 4, 5, 6: means 2 and 5; all six have population variance 17.5/6, so
    /// r = −3/√(17.5/6) · √(9/36) = −0.878310; both sample variances are 1, so t = −3/√(2/3) = −3.674235.
    @Test func equalGroupsByHand() throws {
        let c = try #require(GroupComparison(with: [1, 2, 3], without: [4, 5, 6]))
        #expect(c.countWith == 3 && c.countWithout == 3)
        #expect(c.meanWith == 2 && c.meanWithout == 5 && c.difference == -3)
        #expect(abs(c.r - -0.878310) < 1e-6)
        #expect(abs(c.welchT! - -3.674235) < 1e-6)
    }

    /// Unequal groups: means 0.3 and −0.1; the Pearson r of the values with a 0/1 indicator is 0.703452;
    /// sample variances 0.04 and 0.2/3, so t = 0.4/√(0.04/3 + 0.2/12) = 0.4/√0.03 = 2.309401.
    @Test func unequalGroupsByHand() throws {
        let c = try #require(GroupComparison(with: [0.5, 0.1, 0.3], without: [-0.2, 0.0, -0.4, 0.2]))
        #expect(abs(c.meanWith - 0.3) < 1e-12 && abs(c.meanWithout - -0.1) < 1e-12)
        #expect(abs(c.r - 0.703452) < 1e-6)
        #expect(abs(c.welchT! - 2.309401) < 1e-6)
    }

    @Test func needsThreeDaysEachSide() {
        #expect(GroupComparison(with: [1, 2], without: [3, 4, 5]) == nil)
        #expect(GroupComparison(with: [1, 2, 3], without: [3, 4]) == nil)
        #expect(GroupComparison(with: [1, 2, .nan], without: [3, 4, 5]) == nil, "a NaN does not count as a day")
    }

    /// No spread at all: r is 0 when everything is equal; t is undefined (nil), never NaN or infinite.
    @Test func noSpread() throws {
        let same = try #require(GroupComparison(with: [0.2, 0.2, 0.2], without: [0.2, 0.2, 0.2]))
        #expect(same.r == 0 && same.welchT == nil)
        let apart = try #require(GroupComparison(with: [1, 1, 1], without: [0, 0, 0]))
        #expect(abs(apart.r - 1) < 1e-12 && apart.welchT == nil)
    }

    /// Property: over many random groups r is finite and within [−1, 1], t finite when present,
    /// and r has the sign of the difference of means.
    @Test func neverNaNAndBounded() {
        var g = SeededGenerator(seed: 11)
        func value() -> Double {
            switch g.next(upperBound: UInt64(10)) {
            case 0: return 0.5 // ties
            case 1: return g.next(upperBound: UInt64(2)) == 0 ? -1 : 1 // extremes
            default: return Double(g.next(upperBound: UInt64(2001))) / 1000 - 1
            }
        }
        for _ in 0..<2_000 {
            let a = (0..<(3 + Int(g.next(upperBound: UInt64(20))))).map { _ in value() }
            let b = (0..<(3 + Int(g.next(upperBound: UInt64(20))))).map { _ in value() }
            guard let c = GroupComparison(with: a, without: b) else { Issue.record("three each side must compare"); continue }
            #expect(c.r.isFinite && (-1...1).contains(c.r))
            if let t = c.welchT { #expect(t.isFinite) }
            if abs(c.difference) > 1e-9 { #expect(c.r == 0 || (c.r > 0) == (c.difference > 0)) }
        }
    }

    @Test func correlationsOnlyWithEnoughDays() {
        // Ten days: the Mondays (3) are low, everything else middling; 'work' on 2 days only.
        let start = Day("2026-11-02")! // a Monday
        var values: [Day: Double] = [:], topics: [Day: Set<String>] = [:]
        for n in 0..<21 {
            let day = start.adding(days: n)
            values[day] = DayParser.weekday(of: day) == 1 ? -0.6 : 0.1 + Double(n % 3) / 10
        }
        topics[start] = ["work"]
        topics[start.adding(days: 1)] = ["work"]
        let result = MoodCorrelations.compute(dayValues: values, hours: [:], topics: topics, tags: [:])
        #expect(!result.contains { $0.factor == .topic }, "two days with a topic are not enough")
        let monday = result.first { $0.factor == .weekday && $0.value == "monday" }
        #expect(monday?.comparison.countWith == 3 && monday?.comparison.countWithout == 18)
        #expect(result.first?.value == "monday", "the strongest comes first")
        #expect(result.allSatisfy { $0.comparison.r.isFinite && abs($0.comparison.r) <= 1 })
    }
}

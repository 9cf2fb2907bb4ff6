// SPDX-License-Identifier: GPL-3.0-or-later
import Testing
@testable import InkyCore

/// Recall and false alarms on inky's own development set (`safety-dev-positives.tsv`: first-person crisis
/// and concern lines by category; `safety-dev-negatives.tsv`: hard negatives by category), and on a
/// held-out set written apart and never tuned against (`safety-holdout.tsv`). A second development set
/// (`safety-dev2-*.tsv`), and four more (`safety-dev3-*` to `safety-dev6-*`) were written apart later, each measured once
/// before rules were written against it.
/// All written for inky.
///
/// Figures are printed so they show in `swift test` output; the floors sit just under the figures measured
/// when they were set (README, "Safety"), so the test fails if either gets worse.
@Suite struct SafetyDevSetTests {
    /// Crisis and concern lines together that raise an alarm (measured 0.985 when set; the issue's
    /// target is 0.97, not reached yet: README, "Safety").
    static let recallFloor = 0.98
    /// Hard negatives that raise one (measured 0.015 when set; target ≤ 0.03).
    static let falseAlarmCeiling = 0.02
    /// The second development set (`safety-dev2-*.tsv`, written apart by another hand; measured 0.650 and
    /// 0.030 before any rule was written against it, 0.938 and 0.007 when set).
    static let secondRecallFloor = 0.94
    static let secondFalseAlarmCeiling = 0.015
    /// The third (`safety-dev3-*.tsv`, short posts, written apart later still; measured 0.694 and 0.068 before
    /// any rule was written against it, 0.946 and 0.018 when set).
    static let thirdRecallFloor = 0.93
    static let thirdFalseAlarmCeiling = 0.02
    /// The fourth (`safety-dev4-*.tsv`, longer posts and hard days; measured 0.689 and 0.050 before any rule
    /// was written against it, 0.926 and 0.005 when set).
    static let fourthRecallFloor = 0.915
    static let fourthFalseAlarmCeiling = 0.015
    /// The fifth (`safety-dev5-*.tsv`, answers to reflection questions; measured 0.689 and 0.020 before any
    /// rule was written against it, 0.906 and 0.020 when set).
    static let fifthRecallFloor = 0.895
    static let fifthFalseAlarmCeiling = 0.025
    /// The sixth (`safety-dev6-*.tsv`, long forum posts; measured 0.833 and 0.113 before any rule was written
    /// against it, 0.952 and 0.042 when set).
    static let sixthRecallFloor = 0.94
    static let sixthFalseAlarmCeiling = 0.05
    /// The held-out set, never tuned against (measured recall 0.809, false alarms 0.038 when set).
    static let heldOutRecallFloor = 0.80
    static let heldOutFalseAlarmCeiling = 0.04
    /// A second held-out set (`safety-holdout2.tsv`), written by another hand after the rules and measured
    /// once, never tuned against (recall 0.797, false alarms 0.043 when set).
    static let secondHeldOutRecallFloor = 0.78
    static let secondHeldOutFalseAlarmCeiling = 0.05
    /// Each category's own recall on the first set may not fall below these (measured when set, minus a little).
    static let categoryFloors: [SafetyCategory: Double] = [
        .passive: 0.93, .active: 0.96, .plan: 0.92, .method: 0.96, .preparatory: 0.93, .selfharm: 0.97, .attempt: 0.95,
    ]

    struct Figures {
        var positives = 0, found = 0, negatives = 0, alarms = 0
        var byCategory: [String: (total: Int, flagged: Int)] = [:]
        var recall: Double { Double(found) / Double(max(positives, 1)) }
        var falseAlarms: Double { Double(alarms) / Double(max(negatives, 1)) }
        var missed: [String] = []
        var raised: [String] = []
    }

    static func measure(_ lines: [SafetyFixture.Line]) -> Figures {
        var figures = Figures()
        for line in lines {
            let flagged = SafetyFixture.screen.level(of: line.text) > .none
            let key = (line.label == "none" ? "negative " : "positive ") + line.category
            var entry = figures.byCategory[key] ?? (0, 0)
            entry.total += 1
            if flagged { entry.flagged += 1 }
            figures.byCategory[key] = entry
            if line.label == "none" {
                figures.negatives += 1
                if flagged { figures.alarms += 1; figures.raised.append(line.text) }
            } else {
                figures.positives += 1
                if flagged { figures.found += 1 } else { figures.missed.append(line.text) }
            }
        }
        return figures
    }

    static func report(_ name: String, _ f: Figures) {
        print("safety \(name): recall \(f.found)/\(f.positives) = \(f.recall), false alarms \(f.alarms)/\(f.negatives) = \(f.falseAlarms)")
        for (key, value) in f.byCategory.sorted(by: { $0.key < $1.key }) {
            print("  \(key): \(value.flagged)/\(value.total) flagged")
        }
    }

    @Test func developmentSet() {
        let lines = SafetyFixture.lines("safety-dev-positives.tsv") + SafetyFixture.lines("safety-dev-negatives.tsv")
        #expect(lines.filter { $0.label != "none" }.count >= 500)
        #expect(lines.filter { $0.label == "none" }.count >= 500)
        let f = Self.measure(lines)
        Self.report("development set", f)
        #expect(f.recall >= Self.recallFloor, "missed: \(f.missed.prefix(20))")
        #expect(f.falseAlarms <= Self.falseAlarmCeiling, "raised: \(f.raised.prefix(20))")
    }

    @Test func secondDevelopmentSet() {
        let lines = SafetyFixture.lines("safety-dev2-positives.tsv") + SafetyFixture.lines("safety-dev2-negatives.tsv")
        #expect(lines.filter { $0.label != "none" }.count >= 400)
        #expect(lines.filter { $0.label == "none" }.count >= 400)
        let f = Self.measure(lines)
        Self.report("second development set", f)
        #expect(f.recall >= Self.secondRecallFloor, "missed: \(f.missed.prefix(20))")
        #expect(f.falseAlarms <= Self.secondFalseAlarmCeiling, "raised: \(f.raised.prefix(20))")
    }

    @Test func thirdDevelopmentSet() {
        let lines = SafetyFixture.lines("safety-dev3-positives.tsv") + SafetyFixture.lines("safety-dev3-negatives.tsv")
        #expect(lines.filter { $0.label != "none" }.count >= 350)
        #expect(lines.filter { $0.label == "none" }.count >= 400)
        let f = Self.measure(lines)
        Self.report("third development set", f)
        #expect(f.recall >= Self.thirdRecallFloor, "missed: \(f.missed.prefix(20))")
        #expect(f.falseAlarms <= Self.thirdFalseAlarmCeiling, "raised: \(f.raised.prefix(20))")
    }

    @Test func fourthDevelopmentSet() {
        let lines = SafetyFixture.lines("safety-dev4-positives.tsv") + SafetyFixture.lines("safety-dev4-negatives.tsv")
        #expect(lines.filter { $0.label != "none" }.count >= 350)
        #expect(lines.filter { $0.label == "none" }.count >= 400)
        let f = Self.measure(lines)
        Self.report("fourth development set", f)
        #expect(f.recall >= Self.fourthRecallFloor, "missed: \(f.missed.prefix(20))")
        #expect(f.falseAlarms <= Self.fourthFalseAlarmCeiling, "raised: \(f.raised.prefix(20))")
    }

    @Test func fifthDevelopmentSet() {
        let lines = SafetyFixture.lines("safety-dev5-positives.tsv") + SafetyFixture.lines("safety-dev5-negatives.tsv")
        #expect(lines.filter { $0.label != "none" }.count >= 350)
        #expect(lines.filter { $0.label == "none" }.count >= 400)
        let f = Self.measure(lines)
        Self.report("fifth development set", f)
        #expect(f.recall >= Self.fifthRecallFloor, "missed: \(f.missed.prefix(20))")
        #expect(f.falseAlarms <= Self.fifthFalseAlarmCeiling, "raised: \(f.raised.prefix(20))")
    }

    @Test func sixthDevelopmentSet() {
        let lines = SafetyFixture.lines("safety-dev6-positives.tsv") + SafetyFixture.lines("safety-dev6-negatives.tsv")
        #expect(lines.filter { $0.label != "none" }.count >= 210)
        #expect(lines.filter { $0.label == "none" }.count >= 240)
        let f = Self.measure(lines)
        Self.report("sixth development set", f)
        #expect(f.recall >= Self.sixthRecallFloor, "missed: \(f.missed.prefix(20))")
        #expect(f.falseAlarms <= Self.sixthFalseAlarmCeiling, "raised: \(f.raised.prefix(20))")
    }

    @Test func everyPositiveCategoryIsCovered() {
        let f = Self.measure(SafetyFixture.lines("safety-dev-positives.tsv"))
        for category in SafetyCategory.allCases {
            let entry = f.byCategory["positive " + category.rawValue]
            #expect((entry?.total ?? 0) >= 50, "\(category) has too few lines")
            #expect(Double(entry?.flagged ?? 0) / Double(max(entry?.total ?? 1, 1)) >= Self.categoryFloors[category] ?? 1, "\(category)")
        }
    }

    @Test func heldOutSet() {
        let f = Self.measure(SafetyFixture.lines("safety-holdout.tsv"))
        Self.report("held-out set", f)
        #expect(f.recall >= Self.heldOutRecallFloor)
        #expect(f.falseAlarms <= Self.heldOutFalseAlarmCeiling)
    }

    @Test func secondHeldOutSet() {
        let f = Self.measure(SafetyFixture.lines("safety-holdout2.tsv"))
        Self.report("second held-out set", f)
        #expect(f.positives >= 300 && f.negatives >= 300)
        #expect(f.recall >= Self.secondHeldOutRecallFloor)
        #expect(f.falseAlarms <= Self.secondHeldOutFalseAlarmCeiling)
    }

    @Test func flaggedLinesReadStronglyNegative() {
        for line in SafetyFixture.lines("safety-dev-positives.tsv") {
            let analysis = SafetyFixture.analyzer.analyze(line.text)
            guard analysis.safety > .none else { continue }
            #expect(analysis.valence <= -0.6, "\(line.text)")
            #expect([.sadness, .shame, .loneliness].contains(analysis.top), "\(line.text): \(analysis.top)")
        }
    }
}

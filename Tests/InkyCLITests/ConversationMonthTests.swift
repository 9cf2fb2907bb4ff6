// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing
@testable import InkyCLI

/// A simulated month of daily reflections answered from a written bank (issue 16, item 11), checked
/// against the issue's targets. The figures are printed and stated in the README ("Conversation").
@Suite("A month of reflections")
struct ConversationMonthTests {
    static let bankPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Month/month-answers.tsv")

    @Test func aMonthMeetsTheTargets() throws {
        let simulation = MonthSimulation(bank: try MonthSimulation.Bank(path: Self.bankPath))
        let evenings = simulation.run(in: Harness())
        let f = MonthSimulation.figures(evenings)
        print("conversation month: \(f)")
        if ProcessInfo.processInfo.environment["INKY_MONTH_DUMP"] != nil {
            for e in evenings {
                print("== \(e.day) \(e.kind)")
                for (k, q) in e.questions.enumerated() {
                    print("  Q[\(q.state)/\(q.rule)/\(q.tone)\(q.echoes.isEmpty ? "" : " echo")] \(q.text)")
                    for a in e.answers where a.question == k { print("    A(\(String(format: "%+.2f", a.valence))) \(a.text)") }
                }
            }
        }
        #expect(f.sessions == 30)
        #expect(f.exploratoryRepeats == 0)
        #expect(f.gentleShare >= 0.98)
        #expect(f.echoShare >= 0.60)
        #expect(f.terseWithinThree == f.terseEvenings)
        #expect(f.closedTodos == f.doneAnswers)
        #expect((f.workNamedOn ?? 99) <= 3)
    }
}

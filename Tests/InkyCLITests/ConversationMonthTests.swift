// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing
@testable import InkyCLI

/// A simulated month of daily reflections answered from a written bank (issue 16, item 11), checked
/// against the issue's targets. The figures are printed and stated in the README ("Conversation").
@Suite("A month of reflections")
struct ConversationMonthTests {
    static func bank(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Month/" + name)
    }

    /// The first bank was written beside the conversation; the second (`month-answers-2.tsv`) by another
    /// hand who saw neither the first nor the questions.
    @Test(arguments: ["month-answers.tsv", "month-answers-2.tsv"])
    func aMonthMeetsTheTargets(bankFile: String) throws {
        let simulation = MonthSimulation(bank: try MonthSimulation.Bank(path: Self.bank(bankFile)))
        let evenings = simulation.run(in: Harness())
        let f = MonthSimulation.figures(evenings)
        print("conversation month (\(bankFile)): \(f)")
        if ProcessInfo.processInfo.environment["INKY_MONTH_DUMP"] == bankFile {
            for e in evenings {
                print("== \(e.day) \(e.kind)")
                for (k, q) in e.questions.enumerated() {
                    print("  Q[\(q.state)/\(q.rule)/\(q.tone)\(q.echoes.isEmpty ? "" : " echo")] \(q.text)")
                    for a in e.answers where a.question == k { print("    A(\(String(format: "%+.2f", a.valence))) \(a.text)") }
                }
            }
        }
        #expect(f.sessions == 30 && f.perSession >= 3, "every evening is a conversation")
        #expect(f.exploratoryRepeats == 0 && f.exploratoryRepeatsIn14 == 0, "no exploratory question again within 14 days")
        #expect(f.gentleShare >= 0.98)
        #expect(f.echoShare >= 0.60)
        #expect(f.terseWithinThree == f.terseEvenings)
        #expect(f.closedTodos == f.doneAnswers)
        #expect((f.workNamedOn ?? 99) <= 3)
        // Nobody in either bank speaks of risk: safety questions are false alarms (measured 0 and 7; 0 and 0 once the
        // model trained on ordinary first-person answers and long answers were held to @long; 0 and 1 since the
        // analyzer's learned layer changed the evenings' paths, so that bank 2's long next step "... last time i got
        // on a roll i ended up sitting on the floor for two hours reading" is now screened, and the model reads it as
        // a past attempt). A false alarm asks one gentle question and the evening goes on; at most one a month.
        #expect(f.safetyEvents <= 1)
    }
}

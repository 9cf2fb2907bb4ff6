// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing
@testable import InkyCore

/// Answers to the reflection's own questions, read as a reflection reads them: alone, then beside the question's
/// `frame:` when the question has one.
@Suite("Safety: answers read beside the questions they answer")
struct SafetyAnswerSetTests {
    /// Every question of the shipped flows by id, with its frame (nil: the answer is read alone).
    static let questions: [String: String?] = {
        let folder = LexiconFixture.packageRoot().appendingPathComponent("Prompts")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var found: [String: String?] = [:]
        for name in files.filter({ $0.hasSuffix(".yaml") }).sorted() {
            let text = (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
            guard text.contains("\nkind: flow"), let flow = FlowParser.parse(text, file: name).0 else { continue }
            for question in flow.states.flatMap(\.questions) { found[question.id] = question.frame }
        }
        return found
    }()

    /// One labelled answer: level (crisis, concern or none), category or kind, the question's id, the answer.
    struct Answer { var label: String; var category: String; var question: String; var text: String }

    static func answers(_ name: String) -> [Answer] {
        SafetyFixture.rows(name, columns: 4).map { Answer(label: $0[0], category: $0[1], question: $0[2], text: $0[3]) }
    }

    /// A set of answers, the fewest positives and negatives it holds, and the floor and ceiling it keeps.
    struct AnswerSet { var stem: String; var positives: Int; var negatives: Int; var recallFloor: Double; var falseAlarmCeiling: Double }

    /// With `INKY_ANSWERS_DUMP=/some/file.tsv` every answer is written there with what the screen found and the
    /// model's probability alone and beside the question.
    ///
    /// - `safety-answers39` (2026-12-02, session 17): 254 risk answers and 454 ordinary ones, many hard, by a hand
    ///   that saw nothing of the screen's files, to 128 questions of the shipped flows (45% to questions with a
    ///   frame), short most of them. Unseen 0.791 (201/254) / 0.048 (22/454); after a negator's reach stopped at
    ///   a comma and rows for its kinds, 0.902 (229/254) / 0.042 (19/454). (Session 18, with sets 41 and 42's rows:
    ///   0.906 (230/254) / 0.044 (20/454).)
    static let sets: [AnswerSet] = [
        .init(stem: "safety-answers39", positives: 250, negatives: 450, recallFloor: 0.90, falseAlarmCeiling: 0.045),
    ]

    @Test(arguments: sets.map(\.stem))
    func answersReadBesideTheirQuestions(_ stem: String) throws {
        let set = try #require(Self.sets.first { $0.stem == stem })
        let positives = Self.answers("\(stem)-positives.tsv"), negatives = Self.answers("\(stem)-negatives.tsv")
        #expect(positives.count >= set.positives && negatives.count >= set.negatives)
        let unknown = (positives + negatives).filter { Self.questions[$0.question] == nil }.map(\.question)
        #expect(unknown.isEmpty, "questions not in the shipped flows: \(Set(unknown).sorted())")
        let screen = SafetyFixture.screen
        var dump = ""
        func raised(_ answer: Answer) -> Bool {
            let frame = Self.questions[answer.question] ?? nil
            // (as a reflection reads it: a next step's "goal:" is left off beside the question)
            let text = frame == nil ? answer.text : NextStep.goalText(answer.text, goalPrefix: "goal:") ?? answer.text
            let finding = screen.assess(text, framedBy: frame)
            func probability(_ text: String?) -> String {
                text.flatMap { screen.model.read($0) }.map { String(format: "%.3f", $0.probability) } ?? "-"
            }
            dump += "\(answer.label)\t\(answer.category)\t\(answer.question)\t\(frame == nil ? "alone" : "framed")\t"
                + "\(finding?.isAlarm == true ? finding!.level.rawValue : "-")\t\(finding?.rule ?? "-")\t\(answer.text)\t"
                + "\(probability(answer.text))\t\(probability(frame?.replacing(FlowQuestion.answerSlot, with: answer.text)))\n"
            return finding?.isAlarm == true
        }
        let found = positives.filter(raised).count, alarms = negatives.filter(raised).count
        if let path = ProcessInfo.processInfo.environment["INKY_ANSWERS_DUMP"] {
            try dump.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let recall = Double(found) / Double(max(positives.count, 1))
        let falseAlarms = Double(alarms) / Double(max(negatives.count, 1))
        #expect(recall >= set.recallFloor, "\(stem): recall \(found)/\(positives.count)")
        #expect(falseAlarms <= set.falseAlarmCeiling, "\(stem): false alarms \(alarms)/\(negatives.count)")
    }
}

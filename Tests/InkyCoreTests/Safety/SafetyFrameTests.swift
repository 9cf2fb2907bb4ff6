// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing
@testable import InkyCore

/// A short answer read beside its question (a flow question's `frame:`): what it adds, and what it must not.
@Suite("Safety: an answer beside its question")
struct SafetyFrameTests {
    static let help = "What would help me is {answer}."

    /// Every `frame:` of the shipped flows.
    static let shippedFrames: [String] = {
        let folder = LexiconFixture.packageRoot().appendingPathComponent("Prompts")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".yaml") }.sorted().flatMap { name -> [String] in
            let text = (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
            guard text.contains("\nkind: flow") else { return [] }
            return FlowParser.parse(text, file: name).0?.states.flatMap { $0.questions.compactMap(\.frame) } ?? []
        }
    }()

    /// Everyday answers to the questions that carry a frame, written here.
    static let everydayAnswers = [
        "a long bath", "sleep", "an early night", "a hug from my partner", "tea and a book", "finish the report",
        "call my mum", "less work", "the weekend", "for this week to end", "to be left alone for an hour",
        "the deadline", "my inbox", "nothing", "idk", "a walk by the river", "stop checking my phone",
        "go to bed early", "the guilt about the exam", "cancel the meeting", "a day off", "my sister", "music",
        "cook something warm", "quiet", "end the call early", "forget about work for a bit", "get lost in a book",
        "sleep for a week", "the end of the month", "not having to talk to anyone", "being somewhere else",
    ]

    @Test func aShortAnswerSaysMoreBesideItsQuestion() throws {
        let screen = SafetyFixture.screen
        let alone = screen.assess("never waking up")
        #expect(alone == nil)
        let finding = try #require(screen.assess("never waking up", framedBy: Self.help))
        #expect(finding.isAlarm && finding.level == .concern)
        #expect(finding.adjustments.contains(SafetyScreen.framed))
        #expect(finding.rule == "help-is-not-being")
        for answer in ["sleeping forever.", "dying", "not existing"] {
            let framed = screen.assess(answer, framedBy: Self.help)
            #expect(framed?.isAlarm == true, "\(answer)")
        }
        // An intent the next step's frame completes asks too, never more.
        let step = screen.assess("end it", framedBy: "Next I will {answer}.")
        #expect(step?.isAlarm == true && step?.level == .concern)
        #expect(screen.assess("end it")?.isAlarm != true)
    }

    /// A crisis the answer says alone is read alone; a long answer carries its own context; an act or a means
    /// the frame's words meet in an everyday answer ("slit the sausages") is no alarm; without a frame nothing
    /// changes.
    @Test func theFrameAddsOnlyWhatTheAnswerLeftOpen() {
        let screen = SafetyFixture.screen
        #expect(screen.assess("I want to kill myself", framedBy: Self.help)?.level == .crisis)
        let long = screen.assess("never waking up, and I mean that more than I have ever meant anything at all", framedBy: Self.help)
        #expect(long == nil)
        for answer in ["my phone died", "slit the sausages before grilling", "cut back on coffee"] {
            let framed = screen.assess(answer, framedBy: Self.help)
            #expect(framed?.isAlarm != true, "\(answer)")
        }
        let unframed = screen.assess("never waking up", framedBy: nil)
        #expect(unframed == nil)
    }

    @Test func everydayAnswersStayEverydayInEveryShippedFrame() {
        #expect(Self.shippedFrames.count >= 10)
        for frame in Set(Self.shippedFrames) {
            for answer in Self.everydayAnswers {
                let finding = SafetyFixture.screen.assess(answer, framedBy: frame)
                #expect(finding == nil, "\(frame) ← \(answer): \(finding?.rule ?? "")")
            }
        }
    }

    @Test func aFrameMustHoldTheAnswerOnce() {
        let yaml = """
            version: 1
            flow: t
            start: one
            states:
              one:
                ask:
                  - id: q
                    frame: "What would help me is."
                    text: "What would help?"
            """
        let problems = FlowParser.parse(yaml, file: "t.yaml").1.map(\.message)
        #expect(problems.contains("'frame' of question 'q' must hold {answer} once, as in \"What would help me is {answer}.\""))
    }
}

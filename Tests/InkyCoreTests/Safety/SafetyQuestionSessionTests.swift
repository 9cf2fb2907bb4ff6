// SPDX-License-Identifier: GPL-3.0-or-later
import Testing
@testable import InkyCore

/// The session's side of the safety screen: one question asked outside the flow, then the flow goes on
/// from where it was, with nothing upbeat after.
@Suite("Safety question in a session")
struct SafetyQuestionSessionTests {
    static let flow: FlowScript = FlowParser.parse("""
        version: 1
        flow: test
        start: one
        states:
          one:
            ask:
              - id: one
                text: "How was it?"
            next: two
          two:
            ask:
              - id: bright
                rank: 5
                tone: upbeat
                text: "What made you smile?"
              - id: plain
                tone: neutral
                text: "What else happened?"
            next: close
          close:
            say: "Bye."
        """, file: "t.yaml").0!

    func asked(_ steps: [ReflectionSession.Step]) -> [AskedQuestion] {
        steps.compactMap { if case .ask(let q) = $0 { q } else { nil } }
    }

    @Test func theQuestionIsAskedThenTheFlowGoesOnGently() {
        var session = ReflectionSession(flow: Self.flow, slots: [:], seed: 1)
        #expect(asked(session.start()).map(\.questionID) == ["one"])
        let check = asked(session.respond(.safetyQuestion(id: "safety-check", text: "Are you safe?", why: "because", reason: "plainly")))
        #expect(check.map(\.state) == [ReflectionSession.safetyState])
        #expect(check.first?.tone == .supportive)
        #expect(session.gentle)
        let next = asked(session.respond(.answer("no")))
        #expect(next.map(\.questionID) == ["plain"], "the upbeat question ranks higher but is never asked now")
        #expect(session.answered == 2)
    }

    @Test func withoutItTheUpbeatQuestionIsAsked() {
        var session = ReflectionSession(flow: Self.flow, slots: [:], seed: 1)
        _ = session.start()
        #expect(asked(session.respond(.answer("fine"))).map(\.questionID) == ["bright"])
    }

    @Test func aCrisisEndsTheSession() {
        var session = ReflectionSession(flow: Self.flow, slots: [:], seed: 1)
        _ = session.start()
        _ = session.respond(.safetyQuestion(id: "safety-check", text: "Are you safe?", why: "because", reason: "plainly"))
        #expect(session.respond(.safety) == [.end(.safety)])
        #expect(session.finished == .safety)
    }
}

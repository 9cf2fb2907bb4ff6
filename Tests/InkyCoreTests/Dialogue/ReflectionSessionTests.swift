// SPDX-License-Identifier: GPL-3.0-or-later
import Testing
@testable import InkyCore

@Suite("Reflection session")
struct ReflectionSessionTests {
    static let flow: FlowScript = {
        let yaml = """
            version: 1
            flow: test
            start: greet
            close: close
            states:
              greet:
                say: ["Hello, {name}.", "Hello."]
                next: one
              one:
                ask:
                  - id: one-a
                    text: ["A1?", "A2?", "A3?"]
                  - id: one-b
                    text: "B?"
                next: two
              two:
                ask:
                  - id: two-low
                    rank: 0
                    text: "Low?"
                  - id: two-high
                    rank: 5
                    text: "High?"
                next: close
              close:
                say: "Bye."
            """
        return FlowParser.parse(yaml, file: "t.yaml").0!
    }()

    func texts(_ steps: [ReflectionSession.Step]) -> [String] {
        steps.map {
            switch $0 {
            case .say(_, let t): return "say:" + t
            case .ask(let q): return "ask:" + q.text
            case .end(let r): return "end:" + r.rawValue
            }
        }
    }

    @Test func sameSeedSameConversation() {
        for seed in UInt64(0)..<50 {
            var a = ReflectionSession(flow: Self.flow, slots: [:], seed: seed)
            var b = ReflectionSession(flow: Self.flow, slots: [:], seed: seed)
            #expect(texts(a.start()) == texts(b.start()))
            #expect(texts(a.respond(.answer("x"))) == texts(b.respond(.answer("x"))))
        }
    }

    @Test func seedsRotateAmongEqualQuestions() {
        var seen = Set<String>()
        for seed in UInt64(0)..<200 {
            var s = ReflectionSession(flow: Self.flow, slots: [:], seed: seed)
            _ = s.start()
            seen.insert(s.current!.text)
        }
        #expect(seen == ["A1?", "A2?", "A3?", "B?"])
    }

    @Test func highestRankWins() {
        for seed in UInt64(0)..<50 {
            var s = ReflectionSession(flow: Self.flow, slots: [:], seed: seed)
            _ = s.start()
            _ = s.respond(.answer("fine"))
            #expect(s.current?.questionID == "two-high")
        }
    }

    @Test func recentlyAskedIsAvoidedWhileAnotherFits() {
        for seed in UInt64(0)..<50 {
            var s = ReflectionSession(flow: Self.flow, slots: [:], recentlyAsked: ["one-a", "two-high"], seed: seed)
            _ = s.start()
            #expect(s.current?.questionID == "one-b")
            _ = s.respond(.answer("x"))
            #expect(s.current?.questionID == "two-low")
        }
        // When every question was asked recently, one is still asked, and /why says so.
        var s = ReflectionSession(flow: Self.flow, slots: [:], recentlyAsked: ["one-a", "one-b"], seed: 1)
        _ = s.start()
        #expect(s.current != nil)
        #expect(s.current!.why.contains("asked recently"))
    }

    @Test func slotsChooseUsableVariants() {
        var named = ReflectionSession(flow: Self.flow, slots: ["name": "Sam"], seed: 3)
        var anonymous = ReflectionSession(flow: Self.flow, slots: [:], seed: 3)
        let namedGreeting = texts(named.start()).first!
        #expect(namedGreeting == "say:Hello, Sam." || namedGreeting == "say:Hello.")
        #expect(texts(anonymous.start()).first == "say:Hello.")
    }

    @Test func fullRunSkipDoneQuitAndEOF() {
        var s = ReflectionSession(flow: Self.flow, slots: [:], seed: 1)
        _ = s.start()
        _ = s.respond(.answer("a"))
        #expect(texts(s.respond(.answer("b"))) == ["say:Bye.", "end:complete"])
        #expect(s.answered == 2 && s.finished == .complete)

        var skip = ReflectionSession(flow: Self.flow, slots: [:], seed: 1)
        _ = skip.start()
        _ = skip.respond(.skip)
        _ = skip.respond(.skip)
        #expect(skip.answered == 0 && skip.skipped == 2 && skip.finished == .complete)

        var done = ReflectionSession(flow: Self.flow, slots: [:], seed: 1)
        _ = done.start()
        #expect(texts(done.respond(.done)) == ["say:Bye.", "end:done"])

        var quit = ReflectionSession(flow: Self.flow, slots: [:], seed: 1)
        _ = quit.start()
        #expect(texts(quit.respond(.quit)) == ["end:quit"])

        var eof = ReflectionSession(flow: Self.flow, slots: [:], seed: 1)
        _ = eof.start()
        _ = eof.respond(.answer("a"))
        #expect(texts(eof.respond(.endOfInput)) == ["end:eof"])
        #expect(eof.answered == 1)
        #expect(eof.respond(.answer("late")).isEmpty)
    }
}

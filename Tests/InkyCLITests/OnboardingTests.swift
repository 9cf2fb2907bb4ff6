// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyCore
import InkyStore
import Testing
@testable import InkyCLI

/// Lines typed at a pretend terminal.
final class ScriptedReader: LineReader, @unchecked Sendable {
    private var lines: [String]
    init(_ lines: [String]) { self.lines = lines }
    func readLine(prompt: String) -> ReadResult { lines.isEmpty ? .end : .line(lines.removeFirst()) }
    func keepHistory(in path: String) {}
    func finish() {}
    var typingRhythm: TypingRhythm? { nil }
}

final class Pauses: @unchecked Sendable {
    var seconds: [TimeInterval] = []
    let lock = NSLock()
    func add(_ s: TimeInterval) { lock.lock(); seconds.append(s); lock.unlock() }
}

@Suite("Onboarding")
struct OnboardingTests {
    func runAtTerminal(_ h: Harness, _ lines: [String], pauses: Pauses) -> (Int32, String) {
        let out = BufferSink(), err = BufferSink()
        let reader = ScriptedReader(lines)
        let context = Context(environment: h.environment, clock: try! WallClock.fromEnvironment(h.environment),
                              output: out, errors: err, input: MemoryLineSource(""), stdinIsTerminal: true,
                              makeInteractiveReader: { _ in reader }, pause: { pauses.add($0) })
        let code = Inky.run(arguments: ["--seed", "1", "--home", h.home.path], context: context)
        return (code, out.text)
    }

    @Test func nameBreathingAndCheckInSeedTheJournal() throws {
        let h = Harness()
        let pauses = Pauses()
        let (code, out) = runAtTerminal(h, ["Robin", "y", "2", "calm enough"], pauses: pauses)
        #expect(code == 0)
        #expect(out.contains("Welcome to inky."))
        #expect(out.contains("Breathe in… 1 2 3") && out.contains("Hold… 1 2 3 4") && out.contains("Breathe out… 1 2 3 4 5"))
        #expect(pauses.seconds == Array(repeating: 1, count: 24), "two rounds of 3 + 4 + 5 seconds, paced by the second")
        let db = try h.database()
        #expect(try db.setting(.person(.name)) == "Robin")
        #expect(try db.setting(.person(.prior)) == "upAndDown")
        #expect(try db.setting(.onboarded) == "yes")
    }

    @Test func everyStepSkipsAndItIsShownOnce() throws {
        let h = Harness()
        let pauses = Pauses()
        let (_, first) = runAtTerminal(h, ["", "", "", "fine"], pauses: pauses)
        #expect(first.contains("Welcome to inky."))
        #expect(pauses.seconds.isEmpty)
        #expect(try h.database().setting(.person(.prior)) == nil)
        let (_, second) = runAtTerminal(h, ["fine"], pauses: pauses)
        #expect(!second.contains("Welcome to inky."))
    }

    /// Issue 17, item 9: "mostly steady" is "Mostly okay"; words that match no option get one more question.
    @Test func aCheckInInOwnWordsIsKeptOrAskedOnce() throws {
        let own = Harness()
        let (_, out) = runAtTerminal(own, ["", "", "mostly steady", "fine"], pauses: Pauses())
        #expect(try own.database().setting(.person(.prior)) == "mostlyOkay")
        #expect(!out.contains("Which of the three is closest?"))
        let unclear = Harness()
        let (_, asked) = runAtTerminal(unclear, ["", "", "hmm, not sure", "2", "fine"], pauses: Pauses())
        #expect(asked.contains("Which of the three is closest?"))
        #expect(try unclear.database().setting(.person(.prior)) == "upAndDown")
        let skipped = Harness()
        _ = runAtTerminal(skipped, ["", "", "hmm", "", "fine"], pauses: Pauses())
        #expect(try skipped.database().setting(.person(.prior)) == nil, "Enter at the second question still skips")
    }

    @Test func neverInAPipeOrWithJSON() throws {
        let h = Harness()
        #expect(!h.run(["--seed", "1"], input: "hi\n").out.contains("Welcome to inky."))
        #expect(try h.database().setting(.onboarded) == nil)
    }

    @Test func theShippedScriptIsValid() throws {
        let script = try #require(Onboarding.script())
        #expect(script.latelyOptions.count == 3 && script.rounds >= 1)
    }
}

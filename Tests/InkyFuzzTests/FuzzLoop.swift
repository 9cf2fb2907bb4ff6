// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyCore

/// A small, seeded mutation fuzzer for anything that reads text: `(String) throws -> X`.
///
/// Each iteration takes an input from the corpus (real files, so mutations start from structure the
/// parser understands), applies one to four mutations — byte flips, deletions, duplications,
/// splices with another corpus item, interesting tokens (YAML and TSV syntax, escapes, NUL,
/// invalid UTF-8, huge numbers), truncation — and runs the target. A throw is an answer; a crash,
/// a trap or an input that takes more processor time than `slowLimit(bytes:)` is a finding (the
/// thread's own processor time, not the wall clock, so a loaded CI machine does not make a finding). The stream is fixed by the seed, and
/// each input is written to `$TMPDIR/inky-fuzz-NAME.last` before it runs, so a crash leaves the
/// input that caused it behind.
///
/// CI runs `FuzzLoop.iterations` per target (default 400); a longer run:
/// `INKY_FUZZ_ITERATIONS=100000 INKY_FUZZ_SEED=$RANDOM swift test --filter InkyFuzzTests`.
/// To fuzz a new reader (an importer, say), add a `@Test` calling `FuzzLoop.run` with its corpus.
struct FuzzLoop {
    static var iterations: Int {
        ProcessInfo.processInfo.environment["INKY_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 400
    }
    static var seed: UInt64 {
        ProcessInfo.processInfo.environment["INKY_FUZZ_SEED"].flatMap(UInt64.init) ?? 0x1A4B_2026
    }
    /// An input that takes more processor seconds than this is reported as a (near-)hang: five, and more
    /// for a big input (a whole lexicon doubled by a splice reads in about a second in a debug build; a
    /// reader gone quadratic takes minutes).
    static func slowLimit(bytes: Int) -> TimeInterval { 5 + Double(bytes) * 25e-6 }

    static let tokens: [[UInt8]] = [
        ":", ": ", "- ", "-", "\t", "\n", "\r\n", "  ", "#", "{", "}", "[", "]", "\"", "'", "&a", "*a", "!!binary ", "!!str",
        "? ", "|", ">", "%YAML 1.2\n", "---\n", "...\n", "<<: *a\n", "~", "null", "true", "version: 1\n", "version: 99\n",
        "0", "-1", "1e308", "-1e308", "nan", "inf", "99999999999999999999999", "0.", ".5", "1,5", "{slot}", "{", "{{",
        "when:", "next:", "ask:", "say:", "states:", "start:", "id:", "rank: ", "topic ", "valence ", "\u{1B}[2J", "\u{1B}]0;x\u{07}",
        "\u{FFFD}", "\u{202E}", "e\u{301}", "🙂", "👨‍👩‍👧", "n't", "not ", "very ", "but ",
    ].map { Array($0.utf8) } + [[0], [0xFF], [0xC3], [0xE2, 0x82], [0xF0, 0x9F], [0xED, 0xA0, 0x80]]

    /// A finding: what went wrong, and the iteration that reproduces it.
    struct Finding: CustomStringConvertible {
        var target: String
        var iteration: Int
        var problem: String
        var description: String { "\(target) #\(iteration) (seed \(FuzzLoop.seed)): \(problem)" }
    }

    /// Runs `target` over `iterations` mutated inputs; `check` inspects each result and returns a problem, or nil.
    static func run<X>(_ name: String, corpus: [String], iterations: Int = iterations,
                       target: (String) throws -> X, check: (String, X) -> String? = { _, _ in nil }) -> [Finding] {
        var random = SeededGenerator(seed: seed ^ fnv(name))
        let corpusBytes = corpus.map { Array($0.utf8) }
        let last = FileManager.default.temporaryDirectory.appendingPathComponent("inky-fuzz-\(name).last")
        var findings: [Finding] = []
        for iteration in 0..<iterations {
            var bytes = corpusBytes.isEmpty ? [] : corpusBytes[Int.random(in: 0..<corpusBytes.count, using: &random)]
            for _ in 0..<Int.random(in: 1...4, using: &random) { mutate(&bytes, corpus: corpusBytes, using: &random) }
            try? Data(bytes).write(to: last)
            let input = String(decoding: bytes, as: UTF8.self)
            let start = processorSeconds()
            if let result = try? target(input), let problem = check(input, result) {
                findings.append(Finding(target: name, iteration: iteration, problem: problem))
            }
            let seconds = processorSeconds() - start
            if seconds > slowLimit(bytes: bytes.count) {
                findings.append(Finding(target: name, iteration: iteration, problem: "took \(seconds) s of processor time on \(bytes.count) bytes"))
            }
        }
        try? FileManager.default.removeItem(at: last)
        return findings
    }

    /// The processor time the calling thread has used, in seconds: what a slow input costs, whatever else
    /// the machine is doing.
    static func processorSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    static func mutate(_ bytes: inout [UInt8], corpus: [[UInt8]], using random: inout SeededGenerator) {
        let position = bytes.isEmpty ? 0 : Int.random(in: 0...bytes.count, using: &random)
        switch Int.random(in: 0..<8, using: &random) {
        case 0 where !bytes.isEmpty: // flip a bit
            let i = Int.random(in: 0..<bytes.count, using: &random)
            bytes[i] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &random)
        case 1: // a random byte
            bytes.insert(UInt8.random(in: 0...255, using: &random), at: position)
        case 2 where !bytes.isEmpty: // delete a range
            let end = min(bytes.count, position + Int.random(in: 1...64, using: &random))
            if position < end { bytes.removeSubrange(position..<end) }
        case 3 where !bytes.isEmpty: // duplicate a range
            let start = Int.random(in: 0..<bytes.count, using: &random)
            let end = min(bytes.count, start + Int.random(in: 1...256, using: &random))
            bytes.insert(contentsOf: bytes[start..<end], at: min(position, bytes.count))
        case 4 where !corpus.isEmpty: // splice in part of another corpus item
            let other = corpus[Int.random(in: 0..<corpus.count, using: &random)]
            guard !other.isEmpty else { return }
            let start = Int.random(in: 0..<other.count, using: &random)
            let end = min(other.count, start + Int.random(in: 1...512, using: &random))
            bytes.insert(contentsOf: other[start..<end], at: position)
        case 5 where !bytes.isEmpty: // truncate
            bytes.removeSubrange(Int.random(in: 0..<bytes.count, using: &random)...)
        case 6: // repeat one token many times (deep nesting, long lines)
            let token = tokens[Int.random(in: 0..<tokens.count, using: &random)]
            let times = Int.random(in: 1...2_000, using: &random)
            bytes.insert(contentsOf: Array([[UInt8]](repeating: token, count: times).joined()), at: position)
        default: // an interesting token
            bytes.insert(contentsOf: tokens[Int.random(in: 0..<tokens.count, using: &random)], at: position)
        }
    }

    /// FNV-1a, so each target gets its own stream from one seed (Swift's hashValue is randomised per process).
    static func fnv(_ text: String) -> UInt64 {
        text.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }
}

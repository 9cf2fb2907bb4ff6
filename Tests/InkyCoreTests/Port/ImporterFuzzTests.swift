// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing
@testable import InkyCore

/// Random and mutated inputs for every import parser and the format detector: none may crash, each
/// parser throws only `PortError`, and the detector only that or `UnrecognisedImport`. Bounded for CI; `INKY_FUZZ_ITERATIONS=200000 swift test --filter ImporterFuzzTests`
/// runs longer.
@Suite("importer fuzzing")
struct ImporterFuzzTests {
    static var iterations: Int {
        ProcessInfo.processInfo.environment["INKY_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 1_500
    }

    static let seeds: [String] = [
        "[2024-01-03 09:12] Slept badly. Work was hard with @work people\nand more @Health.\n\n[2024-01-04 10:00:00 PM] * Good day!\n",
        "2024-01-05 07:30 No sentence end\nbody line\n",
        "{\"tags\": {\"@work\": 1}, \"entries\": [{\"date\": \"2024-01-03\", \"time\": \"09:12\", \"title\": \"Hi.\", \"body\": \"x \\u00e9\", \"tags\": [\"@work\"], \"starred\": true}]}",
        "x 2024-01-05 2024-01-03 (A) call Sam +family @phone due:2024-01-10\n(B) buy milk +home\nplain\n",
        "[14.11.2026 21:05] Abend. @müde\nKörper war schwer.\n\n[15.11.2026 9:00] Morgen *\n",
        "# Journal\n\n## 2026-11-22\n\n### Entry 1\ntext\n",
        "kind,id,day,time,title,text\nentry,1,2026-11-22,21:00,,a\n",
        "{\"format\": \"inky-export\", \"migrations\": [\"v1-journal\"], \"tables\": {\"entries\": [{\"id\": 1, \"text\": \"a\", \"v\": 1.5e-3}]}, \"version\": 1}",
    ]

    /// The bytes JSON and jrnl care about, so mutations hit the parsers' branches often.
    static let alphabet: [UInt8] = Array("[]{}\":,.-0123456789 \n\r\t\\u@+x()*AMPdue:truefalsenull".utf8) + [0x00, 0xC3, 0xA9, 0xFF, 0xED, 0xA0, 0x80]

    static func mutate(_ input: [UInt8], _ rng: inout SeededGenerator) -> [UInt8] {
        var bytes = input
        for _ in 0...Int.random(in: 0..<4, using: &rng) {
            switch Int.random(in: 0..<5, using: &rng) {
            case 0 where !bytes.isEmpty: bytes.remove(at: Int.random(in: 0..<bytes.count, using: &rng))
            case 1: bytes.insert(alphabet.randomElement(using: &rng)!, at: Int.random(in: 0...bytes.count, using: &rng))
            case 2 where !bytes.isEmpty: bytes[Int.random(in: 0..<bytes.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng)
            case 3 where !bytes.isEmpty: bytes = Array(bytes.prefix(Int.random(in: 0..<bytes.count, using: &rng)))
            default:
                let start = Int.random(in: 0...bytes.count, using: &rng)
                let piece = bytes[start..<min(bytes.count, start + Int.random(in: 0..<20, using: &rng))]
                bytes.insert(contentsOf: piece, at: Int.random(in: 0...bytes.count, using: &rng))
            }
        }
        return bytes
    }

    static func randomBytes(_ rng: inout SeededGenerator) -> [UInt8] {
        (0..<Int.random(in: 0..<80, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }
    }

    /// Runs every parser on `bytes`; returns a description of anything other than success or a `PortError`.
    static func misbehaviour(_ bytes: [UInt8]) -> String? {
        let parsers: [(String, ([UInt8]) throws -> Void)] = [
            ("jrnl text", { _ = try JrnlTextParser.parse($0) }),
            ("jrnl text, day-first time format", {
                _ = try JrnlTextParser.parse($0, settings: JrnlSettings(timeFormat: "%d.%m.%Y %H:%M", tagSymbols: "@#"))
            }),
            ("jrnl JSON", { _ = try JrnlJSONParser.parse($0) }),
            ("todo.txt", { _ = try TodoTxt.parse($0) }),
            ("JSON", { _ = try JSONReader.parse($0) }),
        ]
        do { _ = try ImportDetector.detect(bytes) } catch is UnrecognisedImport {
        } catch let error as PortError {
            if let line = error.line, line < 1 { return "detector: line \(line)" }
        } catch {
            return "detector: threw \(type(of: error))"
        }
        for (name, parse) in parsers {
            do { try parse(bytes) } catch let error as PortError {
                if let line = error.line, line < 1 { return "\(name): line \(line)" }
            } catch {
                return "\(name): threw \(type(of: error))"
            }
        }
        return nil
    }

    @Test func mutatedAndRandomInputsNeverCrashAndOnlyThrowPortError() {
        var rng = SeededGenerator(seed: 6)
        var problems: [String] = []
        for i in 0..<Self.iterations {
            let seed = Array(Self.seeds[i % Self.seeds.count].utf8)
            let input = i % 5 == 4 ? Self.randomBytes(&rng) : Self.mutate(seed, &rng)
            if let problem = Self.misbehaviour(input) { problems.append(problem) }
        }
        #expect(problems.isEmpty, "\(problems.prefix(5))")
    }

    @Test func errorLinesStayWithinTheFile() {
        var rng = SeededGenerator(seed: 8)
        for i in 0..<min(Self.iterations, 500) {
            let input = Self.mutate(Array(Self.seeds[i % 2].utf8), &rng)
            let lines = input.filter { $0 == 0x0A }.count + 1
            do { _ = try JrnlTextParser.parse(input) } catch let error as PortError {
                #expect((1...lines).contains(error.line ?? 1))
            } catch {
                Issue.record("unexpected \(type(of: error))")
            }
        }
    }
}

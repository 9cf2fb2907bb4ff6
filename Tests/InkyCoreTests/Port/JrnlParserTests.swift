// SPDX-License-Identifier: GPL-3.0-or-later
import Testing
@testable import InkyCore

@Suite("jrnl text and JSON")
struct JrnlParserTests {
    func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }

    @Test func readsEntriesByJrnlsRulesTitlesAreWholeFirstLinesAndBareDatesStayInTheBody() throws {
        let text = """
            [2024-01-03 09:12] Slept badly. Work was hard with @work people
            and more @Health.

            [2024-01-04 10:00:00 PM] * Good day! Walked
            2024-01-05 07:30 No header without brackets
            body line
            [2024-01-06 08:00] Starred at the end *
            [2024-01-07 9:05 PM] A single-digit hour, as jrnl writes it
            """
        let entries = try JrnlTextParser.parse(bytes(text))
        #expect(entries.count == 4)
        #expect(entries[0].day == Day("2024-01-03") && entries[0].hour == 9 && entries[0].minute == 12)
        #expect(entries[0].title == "Slept badly. Work was hard with @work people")
        #expect(entries[0].body == "and more @Health.")
        #expect(entries[0].tags == ["work", "Health"] && entries[0].line == 1 && !entries[0].starred)
        #expect(entries[1].hour == 22 && entries[1].starred && entries[1].title == "Good day! Walked")
        #expect(entries[1].body == "2024-01-05 07:30 No header without brackets\nbody line" && entries[1].line == 4)
        #expect(entries[2].starred && entries[2].title == "Starred at the end")
        #expect(entries[3].hour == 21 && entries[3].minute == 5 && entries[3].line == 8)
    }

    @Test func aJournalOfJrnl1WithoutBracketsIsRead() throws {
        let entries = try JrnlTextParser.parse(bytes("2012-03-29 09:00 Called in sick.\nCleaned the house.\n2012-03-30 18:10 Better.\n"))
        #expect(entries.map(\.title) == ["Called in sick.", "Better."])
        #expect(entries[0].body == "Cleaned the house." && entries[1].hour == 18)
    }

    @Test func timeformatsFromTheConfigAndTheUsualWritten() throws {
        let german = try JrnlTextParser.parse(bytes("[14.11.2026 21:00] eins\n[15.11.2026 08:05] zwei\n"), settings: JrnlSettings(timeFormat: "%d.%m.%Y %H:%M"))
        #expect(german.map(\.day) == [Day("2026-11-14"), Day("2026-11-15")] && german[1].hour == 8 && german[1].minute == 5)
        // Without a format, each date is read the lenient way: dots are day first, slashes month first
        // unless one of the file's dates cannot be.
        #expect(try JrnlTextParser.parse(bytes("[14.11.2026 21:00] eins\n"))[0].day == Day("2026-11-14"))
        let us = try JrnlTextParser.parse(bytes("[11/05/2026 09:00 PM] one\n[11/14/2026 10:00 AM] two\n"))
        #expect(us.map(\.day) == [Day("2026-11-05"), Day("2026-11-14")] && us[0].hour == 21)
        let european = try JrnlTextParser.parse(bytes("[05/11/2026 21:00] one\n[14/11/2026 10:00] two\n"))
        #expect(european.map(\.day) == [Day("2026-11-05"), Day("2026-11-14")])
        let named = try JrnlTextParser.parse(bytes("[Nov 14, 2026 9:00 PM] one\n[Sunday, 15 November 2026 at 10am] two\n[2026-11-16] three\n"))
        #expect(named.map(\.day) == [Day("2026-11-14"), Day("2026-11-15"), Day("2026-11-16")])
        #expect(named.map(\.hour) == [21, 10, 9])
        #expect(JrnlTime.parse("Nov 14, 2026 09:00:00 PM", format: "%b %d, %Y %r")?.hour == 21)
        #expect(JrnlTime.parse("2026-11-14 09:00:00 PM", format: "%F %r") == JrnlTimestamp(day: Day("2026-11-14")!, hour: 21, minute: 0))
        #expect(JrnlTime.parse("2026-02-30 09:00", format: "%Y-%m-%d %H:%M") == nil)
        #expect(JrnlTime.parseLoosely("Marching 14 2026") == nil)
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        let entries = try JrnlTextParser.parse([0xEF, 0xBB, 0xBF] + bytes("[2026-11-14 21:00] one\n"))
        #expect(entries.count == 1 && entries[0].title == "one")
    }

    @Test func titleSplitsLikeJrnl() {
        #expect(Jrnl.splitTitle("Version 2.5 shipped. Yay") == ("Version 2.5 shipped.", "Yay"))
        #expect(Jrnl.splitTitle("Why? Because") == ("Why?", "Because"))
        #expect(Jrnl.splitTitle("one line") == ("one line", ""))
        #expect(Jrnl.splitTitle("first. Still first\nsecond") == ("first. Still first", "second"))
    }

    @Test func tagsFollowJrnlsCharactersAndSymbols() {
        #expect(Jrnl.tags(in: "mail me@example.com about @Work and @work, (@home)") == ["Work"])
        #expect(Jrnl.tags(in: "learning @C++ and @C# and @C today") == ["C++", "C#", "C"])
        #expect(Jrnl.tags(in: "a #idea and @home/office") == ["idea", "home/office"])
        #expect(Jrnl.tags(in: "a #idea and @home", symbols: "@") == ["home"])
        let long = String(repeating: "a", count: Jrnl.maximumTagLength + 1)
        #expect(Jrnl.tags(in: "@" + long) == [] && Jrnl.overlongTags(in: "x @" + long) == [long])
    }

    @Test func textBeforeTheFirstHeaderIsAnErrorNamingTheLine() {
        #expect(throws: PortError(line: 2, .expectedEntryHeader)) {
            try JrnlTextParser.parse(bytes("\nnot a header\n[2024-01-03 09:12] ok"))
        }
    }

    @Test func aHeaderWhoseDateDoesNotReadStaysInTheBodyAsInJrnl() throws {
        let entries = try JrnlTextParser.parse(bytes("[2024-01-03 09:12] ok\nbody\n[2024-02-30 09:12] not a date"))
        #expect(entries.count == 1 && entries[0].body == "body\n[2024-02-30 09:12] not a date")
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
        #expect(entries.count == 1 && entries[0].title == "One. Two" && entries[0].body == "three")
    }

    @Test func readsJrnlJSON() throws {
        let json = """
            {"tags": {"@work": 1}, "entries": [
              {"date": "2024-01-03", "time": "09:12", "title": "Hello.", "body": "More \\u00e9 text", "tags": ["@work", "#c++"], "starred": true},
              {"date": "2024-01-04", "time": "21:05", "title": "Evening", "body": "with @home"}
            ]}
            """
        let entries = try JrnlJSONParser.parse(bytes(json))
        #expect(entries.count == 2)
        #expect(entries[0].title == "Hello." && entries[0].body == "More é text" && entries[0].tags == ["work", "c++"] && entries[0].starred)
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

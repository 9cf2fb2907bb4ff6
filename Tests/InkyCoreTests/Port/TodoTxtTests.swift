// SPDX-License-Identifier: GPL-3.0-or-later
import Testing
@testable import InkyCore

@Suite("todo.txt")
struct TodoTxtTests {
    @Test func readsDoneMarkerDatesPriorityDueAndProjects() throws {
        let items = try TodoTxt.parse(Array("x 2024-01-05 2024-01-03 (A) call Sam +family @phone due:2024-01-10\n\n(B) buy milk +home +Home\nplain\n".utf8))
        #expect(items.count == 3)
        let a = items[0]
        #expect(a.done && a.completed == Day("2024-01-05") && a.created == Day("2024-01-03") && a.priority == "A")
        #expect(a.text == "call Sam +family @phone" && a.due == Day("2024-01-10") && a.projects == ["family"] && a.line == 1)
        #expect(items[1].priority == "B" && !items[1].done && items[1].created == nil && items[1].projects == ["home"] && items[1].line == 3)
        #expect(items[2].text == "plain" && items[2].textWithPriority == "plain")
        #expect(items[1].textWithPriority == "(B) buy milk +home +Home")
    }

    @Test func writesTheSameFormatBack() throws {
        let line = "(A) 2024-01-03 call Sam +family @phone due:2024-01-10"
        let item = try TodoTxt.parse(Array(line.utf8))[0]
        #expect(TodoTxt.line(item) == line)
        let done = TodoTxtItem(done: true, completed: Day("2024-01-05"), created: Day("2024-01-03"), text: "walk\nthe dog", projects: ["pets"])
        #expect(TodoTxt.line(done) == "x 2024-01-05 2024-01-03 walk the dog +pets")
        #expect(TodoTxtItem.priority(of: "(C) thing") == ("C", "thing"))
        #expect(TodoTxtItem.priority(of: "(c) thing") == (nil, "(c) thing"))
    }

    @Test func badDatesNameTheLine() {
        #expect(throws: PortError(line: 2, .badDate)) { try TodoTxt.parse(Array("ok\nfix due:2024-13-01\n".utf8)) }
        #expect(throws: PortError(line: 1, .badDate)) { try TodoTxt.parse(Array("2024-02-30 thing".utf8)) }
        #expect(throws: PortError(line: 1, .badDate)) { try TodoTxt.parse(Array("thing due:soon".utf8)) }
    }
}

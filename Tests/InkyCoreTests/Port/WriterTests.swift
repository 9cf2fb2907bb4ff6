// SPDX-License-Identifier: GPL-3.0-or-later
import Testing
@testable import InkyCore

@Suite("CSV and Markdown writers")
struct WriterTests {
    @Test func csvQuotesAsRFC4180() {
        #expect(CSVWriter.row(["a", "b,c", "say \"hi\"", "two\nlines", ""]) == "a,\"b,c\",\"say \"\"hi\"\"\",\"two\nlines\",\r\n")
    }

    @Test func markdownIsByDayWithControlCharactersNeutralised() {
        var page = JournalPage(day: Day("2026-11-22")!)
        page.answers = [.init(id: 1, time: "21:00", question: "How are you?", answer: "fine\nreally")]
        page.entries = [.init(id: 2, time: "09:00", title: "Hi.", text: "esc \u{1B}[31m red", tags: ["work"])]
        page.todos = [.init(id: 3, time: "09:00", text: "call", done: true, due: "2026-11-25", tags: [])]
        page.goals = [.init(id: 4, title: "run", progress: 50, steps: [("shoes", true), ("1k", false)])]
        page.logs = [.init(id: 5, time: "20:00", rating: 7, category: "joy", feelings: ["calm"], note: "tea", place: "home")]
        page.mood = "joy, typical for you"
        #expect(MarkdownWriter.write([page]) == """
            # Journal

            ## 2026-11-22 Sunday

            ### Reflection

            **How are you?**

            > fine
            > really

            ### Entries

            #### 09:00 Hi.

            esc ^[[31m red

            Tags: work

            ### Todos

            - [x] call (due 2026-11-25)

            ### Goals

            - run — 50%
              - [x] shoes
              - [ ] 1k

            ### Feelings

            - 20:00 — 7/10, joy (calm) at home: tea

            ### Mood

            joy, typical for you

            """)
    }
}

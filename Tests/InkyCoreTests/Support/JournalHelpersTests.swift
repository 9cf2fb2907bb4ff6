// SPDX-License-Identifier: GPL-3.0-or-later
import Testing
@testable import InkyCore

@Suite("Hashtags, search expressions, month grids")
struct JournalHelpersTests {
    @Test func hashtagsAreFoundAfterSpacesOnly() {
        #expect(Hashtags.extract("A walk #outdoors with #Sam-2 and #outdoors again") == ["outdoors", "Sam-2"])
        #expect(Hashtags.extract("#first thing") == ["first"])
        #expect(Hashtags.extract("issue#12 and C# and # alone and #123") == [], "mid-word, bare and numeric # are not tags")
        #expect(Hashtags.extract("(#work) #WORK") == ["work"], "once, ignoring case")
        #expect(Hashtags.extract("#" + String(repeating: "a", count: 31)).isEmpty)
        #expect(Hashtags.extract("#café-au-lait!") == ["café-au-lait"])
    }

    @Test func tagNamesGivenWithTagAreLettersDigitsDashesAndUnderscores() {
        for good in ["work", "#work", "Sam-2", "café_au_lait", "東京", "2026", String(repeating: "a", count: 30)] {
            #expect(Hashtags.isValidName(good), "\(good)")
        }
        for bad in ["", "#", "##work", "two words", "a/b", "semi;colon", "tab\t", "e\u{1B}[31m",
                    String(repeating: "a", count: 31), "#" + String(repeating: "a", count: 31), "🙂"] {
            #expect(!Hashtags.isValidName(bad), "\(bad)")
        }
    }

    @Test func searchExpressionsQuoteEveryWord() {
        #expect(SearchExpression.make("long walk") == "\"long\" \"walk\"")
        #expect(SearchExpression.make("\"long walk\" river") == "\"long walk\" \"river\"")
        #expect(SearchExpression.make("walk*") == "\"walk\"*")
        #expect(SearchExpression.make("walk OR NOT x") == "\"walk\" \"OR\" \"NOT\" \"x\"")
        #expect(SearchExpression.make("say \"hi") == "\"say\" \"hi\"", "an unclosed quote still makes a phrase")
        #expect(SearchExpression.make("a\"b") == "\"a\" \"b\"")
        #expect(SearchExpression.make("  * \"\" ; -- ") == nil)
        #expect(SearchExpression.make("") == nil)
    }

    @Test func searchExpressionsNeverLeaveAQuoteOpen() {
        var generator = SeededGenerator(seed: 7)
        let alphabet = Array("ab \"*():^-'\n\tNEAR OR")
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...20, using: &generator)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            guard let expression = SearchExpression.make(text) else { continue }
            #expect(expression.filter { $0 == "\"" }.count % 2 == 0, "\(text)")
            #expect(expression.hasPrefix("\""))
        }
    }

    @Test func monthGridsStartOnMonday() throws {
        let november = try #require(MonthGrid(year: 2026, month: 11)) // 1 November 2026 is a Sunday
        #expect(november.weeks.count == 6)
        #expect(november.weeks[0].compactMap { $0 }.map(\.day) == [1])
        #expect(november.weeks[0][6] == Day(year: 2026, month: 11, day: 1))
        #expect(november.lastDay == Day(year: 2026, month: 11, day: 30))
        let february = try #require(MonthGrid(year: 2027, month: 2)) // starts on a Monday, 28 days
        #expect(february.weeks.count == 4 && february.weeks.allSatisfy { $0.allSatisfy { $0 != nil } })
        #expect(MonthGrid(year: 2026, month: 13) == nil)
        #expect(MonthGrid.parse("2026-02")?.year == 2026 && MonthGrid.parse("2026-02")?.month == 2)
        #expect(MonthGrid.parse("2026-2") == nil && MonthGrid.parse("26-02") == nil)
    }

    @Test func everyMonthGridHoldsItsDaysOnceInOrder() throws {
        for year in [2024, 2025, 2100] {
            for month in 1...12 {
                let grid = try #require(MonthGrid(year: year, month: month))
                let days = grid.weeks.flatMap { $0 }.compactMap { $0 }
                #expect(days.first?.day == 1 && days.count >= 28 && days.count <= 31)
                #expect(zip(days, days.dropFirst()).allSatisfy { $0.adding(days: 1) == $1 })
                #expect(grid.weeks.allSatisfy { $0.count == 7 })
                for (index, cell) in grid.weeks.flatMap({ $0 }).enumerated() {
                    if let cell { #expect((DayParser.weekday(of: cell) + 6) % 7 == index % 7) }
                }
            }
        }
    }
}

@Suite("Day arithmetic at the edges")
struct DayEdgeTests {
    @Test func addingPastTheNameableRangeClampsInsteadOfTrapping() {
        let early = Day(year: 1, month: 1, day: 5)!
        #expect(early.adding(days: -7) == Day(year: 1, month: 1, day: 1))
        #expect(Day(year: 9999, month: 12, day: 30)!.adding(days: 3) == Day(year: 9999, month: 12, day: 31))
        #expect(early.adding(days: 3) == Day(year: 1, month: 1, day: 8))
    }
}

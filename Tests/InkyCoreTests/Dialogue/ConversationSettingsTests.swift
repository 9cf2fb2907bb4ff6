// SPDX-License-Identifier: GPL-3.0-or-later
import InkyData
import Testing
@testable import InkyCore

@Suite("Conversation settings and the reflected day")
struct ConversationSettingsTests {
    static let shipped: ConversationSettings? = ConversationSettings.parse(EmbeddedData.file(ConversationSettings.path) ?? "").0

    @Test func theShippedFileParsesAndMatchesTheFallback() throws {
        let text = try #require(EmbeddedData.file(ConversationSettings.path))
        let (settings, problems) = ConversationSettings.parse(text)
        #expect(problems.isEmpty, "\(problems)")
        #expect(settings == .fallback)
    }

    @Test func theShippedReplyWordsAreClean() throws {
        let (lexicon, problems) = ReplyLexicon.parse(try #require(EmbeddedData.file(ReplyLexicon.path)))
        #expect(problems.isEmpty, "\(problems)")
        #expect(ReplyLexicon.Kind.allCases.allSatisfy { !lexicon.phrases($0).isEmpty })
    }

    @Test func thePaceSettingsAreReadAndChecked() throws {
        let text = try #require(EmbeddedData.file(ConversationSettings.path))
        let settings = try #require(ConversationSettings.parse(text).0)
        #expect(settings.noRepeatDays == 14 && settings.shortAnswerWords == 3 && settings.lowAnswerValence == -0.3)
        let changed = ConversationSettings.parse(text.replacingOccurrences(of: "no_repeat_days: 14", with: "no_repeat_days: 21")).0
        #expect(changed?.noRepeatDays == 21)
        let (bad, problems) = ConversationSettings.parse(text.replacingOccurrences(of: "low_answer_valence: -0.3", with: "low_answer_valence: -3"))
        #expect(bad == nil && problems.contains { $0.message.contains("low_answer_valence") })
        #expect(settings.streakMilestones.contains(7) && !settings.streakMilestones.contains(8))
        let (none, why) = ConversationSettings.parse(text.replacingOccurrences(of: "streak_milestones: [7,", with: "streak_milestones: [seven,"))
        #expect(none == nil && why.contains { $0.message.contains("streak_milestones") })
    }

    /// Issue 16, item 10: the budget, what counts as recent and the wording memory are data, not Swift.
    @Test func theShapingConstantsAreData() throws {
        let text = try #require(EmbeddedData.file(ConversationSettings.path))
        let settings = try #require(ConversationSettings.parse(text).0)
        #expect(settings.budgetSeconds == 300 && settings.recentReflections == 5 && settings.wordingMemoryDays == 90)
        let changed = try #require(ConversationSettings.parse(text
            .replacingOccurrences(of: "budget_seconds: 300", with: "budget_seconds: 240")
            .replacingOccurrences(of: "recent_reflections: 5", with: "recent_reflections: 7")).0)
        #expect(changed.budgetSeconds == 240 && changed.recentReflections == 7)
        for (from, to) in [("budget_seconds: 300", "budget_seconds: 5"), ("recent_reflections: 5", "recent_reflections: 0"),
                           ("wording_memory_days: 90", "wording_memory_days: soon")] {
            let (bad, problems) = ConversationSettings.parse(text.replacingOccurrences(of: from, with: to))
            let key = String(from.prefix { $0 != ":" })
            #expect(bad == nil && problems.contains { $0.message.contains(key) }, "\(to)")
        }
    }

    @Test func noGoodNightAtNight() throws {
        let settings = try #require(Self.shipped)
        #expect(settings.part(atHour: 23).name == "night" && settings.part(atHour: 23).greeting == "Hello")
        #expect(settings.part(atHour: 0).this == "tonight")
        #expect(settings.part(atHour: 4).name == "night", "before the first part's hour, the last part")
        #expect(settings.part(atHour: 5).greeting == "Good morning")
        #expect(settings.part(atHour: 21).this == "this evening")
        #expect(settings.partsOfDay.allSatisfy { !$0.greeting.lowercased().contains("night") })
    }

    @Test func untilTheDayStartsItIsStillTheDayBefore() throws {
        let day = try #require(Day("2026-11-23"))
        #expect(ReflectedDay.of(calendarDay: day, hour: 0, dayStartsAt: 4).description == "2026-11-22")
        #expect(ReflectedDay.of(calendarDay: day, hour: 3, dayStartsAt: 4).description == "2026-11-22")
        #expect(ReflectedDay.of(calendarDay: day, hour: 4, dayStartsAt: 4) == day)
        #expect(ReflectedDay.of(calendarDay: day, hour: 21, dayStartsAt: 4) == day)
        #expect(ReflectedDay.of(calendarDay: day, hour: 0, dayStartsAt: 0) == day, "0 turns the rule off")
        let newYear = try #require(Day("2027-01-01"))
        #expect(ReflectedDay.of(calendarDay: newYear, hour: 1, dayStartsAt: 4).description == "2026-12-31")
    }

    @Test(arguments: [
        ("version: 1\nday_starts_at: 25\noffered_option_weight: 0.5\nopen_steps_to_review: 3\nparts_of_day: []", "'day_starts_at' needs an hour"),
        ("version: 1\nday_starts_at: 4\noffered_option_weight: 2\nopen_steps_to_review: 3", "'offered_option_weight' needs a number from 0 to 1"),
        ("version: 1\nday_starts_at: 4\noffered_option_weight: 0.5\nopen_steps_to_review: 3\nparts_of_day:\n  - name: night\n    from: 22\n    greeting: Good night\n    this: tonight", "sounds like a goodbye"),
        ("version: 1\nday_starts_at: 4\noffered_option_weight: 0.5\nopen_steps_to_review: 3\nparts_of_day:\n  - name: night\n    from: 22", "needs name, from"),
        ("day_starts_at: 4", "missing 'version: 1'"),
    ])
    func mistakesAreNamed(yaml: String, message: String) {
        let (settings, problems) = ConversationSettings.parse(yaml, file: "conversation.yaml")
        #expect(settings == nil)
        #expect(problems.contains { $0.message.contains(message) && $0.file == "conversation.yaml" }, "\(problems)")
    }

    @Test func replyLineMistakesAreNamedWithTheirLine() {
        let text = "# words\ndone\tdone\nDid It\tdone\nyes\tmaybe\nno\tnothing\tstart\ndone\tdone\nnope\tnot-yet\tanywhere\n"
        let (lexicon, problems) = ReplyLexicon.parse(text, file: "replies.tsv")
        #expect(lexicon.phrases(.done).count == 1)
        #expect(problems.contains { $0.line == 3 && $0.message.contains("write 'did it'") })
        #expect(problems.contains { $0.line == 4 && $0.message.contains("unknown kind 'maybe'") })
        #expect(problems.contains { $0.line == 5 && $0.message.contains("may stand anywhere") })
        #expect(problems.contains { $0.line == 6 && $0.message.contains("listed twice") })
        #expect(problems.contains { $0.line == 7 && $0.message.contains("unknown place 'anywhere'") })
        #expect(problems.contains { $0.line == 0 && $0.message.contains("no 'negator' phrases") })
    }
}

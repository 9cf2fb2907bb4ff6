// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import Foundation
import InkyCore
import InkyStore

/// `inky day [DATE]`: one day's page — reflections, entries, logs, todos, goals and mood.
struct DayCommand: InkyRunnable {
    static let configuration = CommandConfiguration(commandName: "day", abstract: Messages.Help.day)

    @OptionGroup var global: GlobalOptions
    @Argument(parsing: .allUnrecognized, help: ArgumentHelp(Messages.Help.dayDate, valueName: "date")) var words: [String] = []
    @Flag(name: .long, help: ArgumentHelp(Messages.Help.jsonObject)) var json = false

    func run(in context: Context) throws {
        // A day still ahead is shown too (it holds nothing yet); only a reflection or an entry refuses one.
        let day = try DayOption.resolve(words.isEmpty ? nil : words.joined(separator: " "), today: context.clock.today,
                                        latest: DayOption.farthest)
        let db = try context.openForReading(home: global.home)
        let start = WallClock.midnight(of: day, in: context.clock.timeZone)
        let end = WallClock.midnight(of: day.adding(days: 1), in: context.clock.timeZone)
        let page = try db.dayPage(day, dayStart: start, dayEnd: end)
        if json { return context.output.line(Self.json(page, context: context).text) }
        DayPageRenderer(output: context.output, style: context.style, timeZone: context.clock.timeZone)
            .render(page, ahead: day > context.clock.today)
    }

    static func json(_ page: DayPage, context: Context) -> JSONValue {
        .object([
            ("day", .string(page.day.description)),
            ("reflections", .array(page.reflections.map { answers in
                .array(answers.map { .object([("question", .string($0.question)), ("answer", .string($0.answer))]) })
            })),
            ("entries", .array(page.entries.map { EntryCommand.json($0.entry, tags: $0.tags, analysis: nil, mood: nil) })),
            ("logs", .array(page.logs.map { .object(LogCommand.json($0)) })),
            ("todos_added", .array(page.todosAdded.map { TodoCommand.json($0, context: context) })),
            ("todos_done", .array(page.todosDone.map { TodoCommand.json($0, context: context) })),
            ("goals", .array(page.goals.map { .object([("id", .int($0.number)), ("text", .string($0.text)), ("progress", .int(Int64($0.progress)))]) })),
            ("moods", .array(page.moods.map { .object(MoodPresenter.json($0)) })),
        ])
    }
}

/// Draws a day page as text: a heading, then one section per kind of thing written.
struct DayPageRenderer {
    let output: TextSink
    let style: Style
    let timeZone: TimeZone

    /// `ahead`: the day has not come yet.
    func render(_ page: DayPage, ahead: Bool = false) {
        output.line(style.bold(Messages.dayWithWeekday(page.day)))
        guard !page.isEmpty else { return output.line(ahead ? Messages.dayAhead : Messages.dayEmpty) }
        if let mood = page.moods.last {
            output.line(style.band(mood.result.band, BaselineBand.symbol(mood.result.band)) + " " + MoodPresenter.sentence(mood))
        }
        for (index, answers) in page.reflections.enumerated() {
            section(page.reflections.count == 1 ? Messages.dayReflection : Messages.dayReflectionNumbered(index + 1))
            for qa in answers {
                output.line(style.dim(SafeText.forTerminal(qa.question)))
                output.line("  " + (qa.answer.isEmpty ? style.dim(Messages.daySkipped) : indented(qa.answer)))
            }
        }
        if !page.entries.isEmpty {
            section(Messages.dayEntries)
            for (entry, tags) in page.entries {
                let tagText = tags.isEmpty ? "" : " " + style.dim(Messages.tagList(tags.map { SafeText.forTerminal($0) }))
                output.line(style.accent(Messages.entryNumber(entry.number ?? entry.id)) + tagText)
                if let title = entry.title, !title.isEmpty { output.line("  " + style.bold(SafeText.forTerminal(title))) }
                output.line("  " + indented(entry.text))
            }
        }
        if !page.logs.isEmpty {
            section(Messages.dayLogs)
            for log in page.logs { output.line("  " + LogCommand.line(log)) }
        }
        if !page.todosAdded.isEmpty || !page.todosDone.isEmpty {
            section(Messages.dayTodos)
            var shown = Set<Int64>()
            for todo in page.todosAdded + page.todosDone where shown.insert(todo.item.id).inserted {
                output.line("  " + Messages.dayTodoLine(id: todo.item.id, done: todo.item.isDone, text: SafeText.forTerminal(todo.item.text)))
            }
        }
        if !page.goals.isEmpty {
            section(Messages.dayGoals)
            for goal in page.goals {
                output.line("  " + Messages.dayGoalLine(id: goal.number, text: SafeText.forTerminal(goal.text), percent: goal.progress))
            }
        }
    }

    private func section(_ title: String) {
        output.line("")
        output.line(style.bold(title))
    }

    /// Multi-line text, safe for a terminal, continuation lines indented under the first.
    private func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { SafeText.forTerminal(String($0)) }.joined(separator: "\n  ")
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later
import InkyCore
import InkyStore

/// What todo and goal lists and their commands say.
extension Messages {
    /// `Fri 2026-11-27`: a day with its weekday, as lists show it.
    static func dayWithWeekday(_ day: Day) -> String {
        "\(DayParser.weekdayName(of: day).prefix(3)) \(day)"
    }
    static func todoAdded(_ id: Int64, text: String, due: Day?) -> String {
        "Added todo \(id): \(text)" + (due.map { " (due \(dayWithWeekday($0)))" } ?? "")
    }
    static func todoMarkedDone(_ id: Int64, text: String) -> String { "Done: todo \(id), \(text). Nicely done." }
    static func todoAlreadyDone(_ id: Int64, day: String) -> String {
        "Todo \(id) was already done, on \(day). `inky todo undo \(id)` opens it again."
    }
    static func todoAlreadyOpen(_ id: Int64) -> String { "Todo \(id) is not done; nothing changed." }
    static func todoReopened(_ id: Int64, text: String) -> String { "Todo \(id) is open again: \(text)" }
    static func todoEdited(_ id: Int64, text: String, due: Day?) -> String {
        "Changed todo \(id): \(text)" + (due.map { " (due \(dayWithWeekday($0)))" } ?? "")
    }
    static let todoEditNeedsChange = "Say what to change: new words, --due DATE, --no-due or --tag TAG, e.g. `inky todo edit 3 --due friday`."
    static let todoDueOrNoDue = "Give --due DATE or --no-due, not both."
    static func todoRemoved(_ id: Int64) -> String { "Removed todo \(id). It is kept in the trash." }
    static let todoNeedsText = "A todo needs some words, e.g. `inky todo add call my sister`."
    static func noSuchTodo(_ id: Int64) -> String {
        "There is no todo \(id) (it may have been removed). `inky todo list --all` shows every todo with its id."
    }
    static func badDueDate(_ value: String) -> String {
        "'\(value.prefix(40))' is not a due date inky understands. Use YYYY-MM-DD, today, tomorrow, in 3 days, in 2 weeks, next week, +N, a weekday (the next one: friday, next friday) or one of these with a part of the day (tomorrow evening)."
    }
    static let noOpenTodos = "No open todos. `inky todo add TEXT` adds one."
    static let noTodos = "No todos yet. `inky todo add TEXT` adds one."
    /// One line of `inky todo list`, e.g. `  12  [ ] call my sister  (due Fri 2026-11-27, overdue)`.
    static func todoLine(
        id: String, done: Bool, text: String, due: Day?, overdue: Bool, doneDay: Day?, tags: [String], reflectionDay: Day?
    ) -> String {
        var line = "  \(id)  [\(done ? "x" : " ")] \(text)"
        var notes: [String] = []
        if let due { notes.append("due \(dayWithWeekday(due))" + (overdue ? ", overdue" : "")) }
        if let doneDay { notes.append("done \(dayWithWeekday(doneDay))") }
        if !notes.isEmpty { line += "  (\(notes.joined(separator: "; ")))" }
        if !tags.isEmpty { line += "  " + tags.map { "#" + $0 }.joined(separator: " ") }
        if let reflectionDay { line += "  (from your reflection on \(dayWithWeekday(reflectionDay)))" }
        return line
    }

    static func goalAdded(_ id: Int64, text: String, steps: Int) -> String {
        "Added goal \(id): \(text)" + (steps == 0 ? "" : " (\(steps) step\(steps == 1 ? "" : "s"))")
    }
    static let goalNeedsText = "A goal needs some words, e.g. `inky goal add \"Run a 10k\" --step \"buy shoes\"`."
    static let goalStepNeedsText = "A step needs some words; leave out --step for a goal without steps."
    static func noSuchGoal(_ id: Int64) -> String {
        "There is no goal \(id) (it may have been removed). `inky goal list` shows every goal with its number."
    }
    static func noSuchGoalStep(goal: Int64, step: Int, count: Int) -> String {
        count == 0
            ? "Goal \(goal) has no steps. `inky goal progress \(goal) PCT` sets its progress instead."
            : "Goal \(goal) has no step \(step): its steps are numbered 1 to \(count). `inky goal list` shows them."
    }
    static func badPercent(_ value: String) -> String {
        "'\(value.prefix(40))' is not a percentage: give a whole number from 0 to 100, e.g. `inky goal progress 7 60`."
    }
    static func goalProgressSet(_ id: Int64, percent: Int) -> String { "Goal \(id) is at \(percent)%." }
    static func goalStepMarked(goal: Int64, step: Int, percent: Int, done: Int, of count: Int) -> String {
        "Step \(step) of goal \(goal) done (\(done) of \(count) steps); the goal is at \(percent)%."
            + (done == count ? " When it feels reached, `inky goal done \(goal)` marks it." : "")
    }
    static func goalStepAlreadyDone(goal: Int64, step: Int, day: String) -> String {
        "Step \(step) of goal \(goal) was already done, on \(day). `inky goal step undo \(goal) \(step)` opens it again."
    }
    static func goalStepReopened(goal: Int64, step: Int, percent: Int) -> String {
        "Step \(step) of goal \(goal) is open again; the goal is at \(percent)%."
    }
    static func goalStepWasOpen(goal: Int64, step: Int) -> String { "Step \(step) of goal \(goal) was not done; nothing changed." }
    static func goalStepAdded(goal: Int64, step: Int, text: String) -> String { "Added step \(step) to goal \(goal): \(text)." }
    static func goalStepEdited(goal: Int64, step: Int, text: String) -> String { "Step \(step) of goal \(goal) now reads: \(text)." }
    static let goalStepEmpty = "A step needs a few words, e.g. `inky goal step add 7 \"run 2k\"`."
    static func goalAlreadyReached(_ id: Int64, day: String) -> String {
        "Goal \(id) was already reached, on \(day). `inky goal progress \(id) N` opens it again."
    }
    static func goalCompleted(_ id: Int64, text: String) -> String { "Goal \(id) reached: \(text). Well done." }
    static func goalRemoved(_ id: Int64) -> String { "Removed goal \(id). It is kept in the trash." }
    static let noGoals = "No goals yet. `inky goal add TEXT --step S` adds one."
    /// A ten-cell bar that reads without colour: `[██████░░░░]`.
    static func progressBar(_ percent: Int) -> String {
        let filled = max(0, min(10, percent / 10))
        return "[" + String(repeating: "█", count: filled) + String(repeating: "░", count: 10 - filled) + "]"
    }
    /// The head line of a goal in `inky goal list`, e.g. `  7  Run a 10k  [██████░░░░] 60%  (3 of 5 steps)`.
    static func goalLine(id: String, text: String, percent: Int, stepsDone: Int, steps: Int, completedDay: Day?) -> String {
        var notes: [String] = []
        if steps > 0 { notes.append("\(stepsDone) of \(steps) step\(steps == 1 ? "" : "s")") }
        if let completedDay { notes.append("reached \(dayWithWeekday(completedDay))") }
        return "  \(id)  \(text)  \(progressBar(percent)) \(percent)%" + (notes.isEmpty ? "" : "  (\(notes.joined(separator: "; ")))")
    }
    /// A step under its goal, e.g. `       2. [x] buy shoes`.
    static func goalStepLine(indent: Int, number: Int, done: Bool, text: String) -> String {
        String(repeating: " ", count: indent) + "\(number). [\(done ? "x" : " ")] \(text)"
    }
}

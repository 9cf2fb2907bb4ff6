// SPDX-License-Identifier: GPL-3.0-or-later
import InkyCore
import InkyStore

/// Every line inky says outside the conversation scripts, in one place.
///
/// Conversation text lives in Prompts/. Messages never include journal text.
public enum Messages {
    public static let version = "0.1.0"

    // MARK: Help

    public enum Help {
        public static let abstract = "A private reflection companion for the terminal."
        public static let discussion = """
            Run `inky` for today's reflection: a few short questions, and one next step.
            Everything stays in one SQLite file on this machine.
            """
        public static let home = "The data folder (default: $INKY_HOME, else $XDG_DATA_HOME/inky, else ~/.local/share/inky)."
        public static let reflect = "Reflect on the day in a short guided conversation (the default)."
        public static let json = "Print one JSON object per line (NDJSON) instead of text."
        public static let seed = "Seed for the question choice, to repeat a conversation exactly."
        public static let date = "Reflect on an earlier day: YYYY-MM-DD, today, yesterday, -N, or a weekday."
        public static let flow = "The conversation flow to follow (default: daily); weekly on the day chosen with `inky config set weekly DAY`."
        public static let lint = "Check prompt files and lexicons for mistakes, with file and line."
        public static let lintDir = "A folder to check (default: the shipped Prompts/ and Lexicons/, and your own flows)."
        public static let config = "Read or change a setting (name, history, prior, reminder, theme, weekly)."
        public static let analyze = "Read text from standard input, one line at a time, and print its mood: valence alone, or JSON."
        public static let analyzeJSON = "Print one JSON object per line: valence, arousal, emotions, top, ekman, confidence, keywords, topics."
        public static let explain = "Also show which words and rules moved the score, and by how much."
        public static let log = "Log how you feel: a 0-10 rating, a category, specific feelings, a note and a place."
        public static let logRating = "How you feel, from 0 (very low) to 10 (very good)."
        public static let logCategory = "The emotion category (see --list)."
        public static let logFeel = "Specific feelings, comma-separated (see --list)."
        public static let logNote = "A short note."
        public static let logWhere = "Where you are."
        public static let logDate = "The day it belongs to: YYYY-MM-DD, yesterday, -N... (default today)."
        public static let logList = "List the categories and their feelings."
        public static let write = "Write a free-form entry: TEXT, text piped in, or your $EDITOR at a terminal."
        public static let writeText = "The entry's text (quote it, or pipe text in)."
        public static let writeTag = "A tag (repeat for several; at most \(AppDatabase.maximumTags) distinct tags in a journal)."
        public static let writeImage = "A JPEG or PNG photo; its colours join the entry's mood reading (referenced, not copied)."
        public static let tags = "List your tags and how often each is used (at most \(AppDatabase.maximumTags) in a journal); rm, rename and merge them."
        public static let show = "Open one item a search names: entry, reflection, log, todo or goal, by its number."
        public static let showKind = "entry, reflection, log, todo or goal (as search names it)."
        public static let showID = "Its number, as search shows it."
        public static let tagsList = "List your tags and how often each is used."
        public static let tagsRemove = "Take a tag off every entry and todo that has it (they stay), freeing its slot."
        public static let tagsRename = "Give a tag a new name."
        public static let tagsMerge = "Move every use of one tag to another and remove the first."
        public static let affirm = "An affirmation suited to how things have been lately."
        public static let nudge = "One gentle line when today has no reflection yet and the reminder time has passed (for a shell start-up file)."
        public static let mood = "Your mood readings: the current state, history, corrections, rebuild."
        public static let moodShow = "The current mood, your baseline and, after 14 days, your traits."
        public static let moodHistory = "Every mood reading, oldest first."
        public static let moodFix = "Correct a reading: what you actually felt overrides it, and inky learns from it."
        public static let moodRebuild = "Recompute every reading from the stored history."
        public static let moodCalibration = "Show what your corrections have taught each signal; --reset forgets it."
        public static let moodCalibrationReset = "Forget what corrections taught (stored readings stay as they are)."
        public static let jsonObject = "Print JSON instead of text."
        public static let from = "First day (YYYY-MM-DD or yesterday, -N...)."
        public static let to = "Last day."
        public static let todo = "Your todos: add, list, done, undo, edit, rm."
        public static let todoAdd = "Add a todo for today."
        public static let todoText = "What to do (quote it, or give several words)."
        public static let todoDue = "When it is due: YYYY-MM-DD, today, tomorrow, in 3 days, next week, or a weekday (the next one)."
        public static let todoNoDue = "Take the due date off."
        public static let todoTag = "A tag (repeat for several; at most \(AppDatabase.maximumTags) distinct tags in a journal)."
        public static let todoList = "List open todos, by due day; overdue ones are marked."
        public static let todoAll = "Also list the todos already done."
        public static let todoSort = "Order open todos by due (the default: by due day, undated last) or priority (todo.txt's (A) first, then by due day)."
        public static let todoDone = "Mark a todo done (its completion time is kept)."
        public static let todoUndo = "Open a done todo again."
        public static let todoEdit = "Change a todo's text."
        public static let todoRemove = "Remove a todo (kept in the trash)."
        public static let todoID = "The todo's id, as `inky todo list` shows it."
        public static let goal = "Your goals: add, list, progress, step done, done, rm."
        public static let goalAdd = "Add a goal, with steps if you like."
        public static let goalText = "The goal (quote it, or give several words)."
        public static let goalStepOption = "A step toward the goal (repeat for several, in order)."
        public static let goalList = "List your goals with their progress and steps."
        public static let goalProgress = "Set how far along a goal is, from 0 to 100 percent."
        public static let goalPercent = "Percent done, 0 to 100."
        static let reflections = "Your past reflections, by number: list, show, edit an answer, rm."
        static let reflectionList = "List reflections, newest first, with their number and first answer."
        static let reflectionShow = "Show one reflection: each question and answer, numbered, and its mood reading."
        static let reflectionEdit = "Change one answer of a reflection (TEXT, or text piped in); its mood reading is taken again."
        static let reflectionRemove = "Remove a reflection; it is kept in the trash for 30 days."
        static let reflectionNumber = "The reflection's number, as `inky reflection list` shows it."
        static let reflectionAnswer = "The answer's number, as `inky reflection show` shows it."
        static let reflectionText = "The new answer."
        public static let goalStep = "Work with a goal's steps."
        public static let goalStepDone = "Mark a step done; progress follows the share of steps done."
        public static let goalStepAdd = "Add a step at the end of a goal's steps."
        public static let goalStepUndo = "Mark a done step not done again; progress that came from the steps follows."
        public static let goalStepEdit = "Reword a step."
        public static let goalStepText = "The step, in a few words."
        public static let goalStepNumber = "The step's number, as `inky goal list` shows it."
        public static let goalDone = "Mark a goal reached (progress 100%)."
        public static let goalRemove = "Remove a goal (kept in the trash)."
        public static let goalID = "The goal's number, as `inky goal list` shows it."
    }

    // MARK: REPL

    public static let prompt = "› "
    public static let slashHelp = """
        While reflecting you can type:
          /skip        pass this question
          /why         why inky asked it
          /mood 0-10   rate how you feel right now (your word weighs most)
          /feel WORDS  name your feelings, e.g. /feel tired, hopeful
          /attach PATH add a photo; its colours join the mood reading
          /summary     a look at your last seven days (or ask "how was my week?")
          /done        wrap up now (your answers are saved)
          /quit        stop at once (your answers are saved)
          /help        this list
        A line starting with // is kept as text starting with /.
        Ctrl-C clears the line; Ctrl-C twice on an empty line, or Ctrl-D, ends and saves.
        """
    public static let emptyAnswer = "(Take your time. Type /skip to pass, or /done to wrap up.)"
    /// Questions that ask for the week's summary inside a reflection (lower case, compared loosely).
    public static let weekQuestions = ["how was my week", "how has my week been", "hows my week", "how's my week been",
                                       "weekly summary", "week summary", "summary of my week", "show my week"]
    public static let weekBackToQuestion = "Back to where we were:"

    /// A reflection turn's own notes, worded.
    static func reflectionNote(_ note: ReflectionNote) -> String {
        switch note {
        case .help: return slashHelp
        case .pause: return emptyAnswer
        case .unknownCommand(let command): return unknownSlash(command)
        case .moodNoted(let rating): return moodNoted(rating)
        case .moodNeedsRating: return moodNeedsRating
        case .feelNoted(let words): return feelNoted(words.map { SafeText.forTerminal($0) })
        case .feelNeedsWords: return feelNeedsWords
        case .attachNeedsPath: return attachNeedsPath
        case .nextStepNothing: return nextStepNothing
        case .lastStepKept(let id): return lastStepKept(id)
        case .intentionNothing: return intentionNothing
        }
    }

    /// The words a reflection turn writes itself.
    static let reflectionWording = ReflectionWording(
        concernWhy: { safetyConcernWhy($0, rule: $1) }, concernReason: { safetyConcernReason($0) },
        someoneElseWhy: { safetySomeoneElseWhy($0, rule: $1) }, someoneElseReason: { safetySomeoneElseReason($0) },
        weekQuestions: Set(weekQuestions))

    /// A next step's answer that starts with this is kept as a goal instead of a todo.
    public static let goalPrefix = "goal:"
    public static func nextStepTodo(_ id: Int64) -> String { "Saved as todo \(id); `inky todo list` shows it." }
    public static func nextStepGoal(_ id: Int64) -> String { "Saved as goal \(id); `inky goal list` shows it." }
    public static let nextStepNothing = "No step saved this time; that's fine."
    public static func intentionSaved(_ id: Int64) -> String {
        "Saved as goal \(id), your intention for the week ahead; `inky goal list` shows it, and next week's look back asks about it."
    }
    public static let intentionNothing = "No intention saved this time; that's fine."
    public static func openStepsToReview(_ count: Int) -> String {
        "\(count) steps from your reflections are open: `inky todo list` shows them; `inky todo done ID` or `inky todo rm ID` clears one."
    }
    public static func lastStepDone(_ id: Int64, text: String) -> String {
        "Marked todo \(id) done: \(text). (`inky todo undo \(id)` opens it again.)"
    }
    public static func lastStepKept(_ id: Int64) -> String {
        "Todo \(id) stays open and carries over; I'll ask about it next time. (`inky todo done \(id)` when it's done.)"
    }
    public static let interruptHint = "(Press Ctrl-C again to end and save, or keep writing.)"
    public static func unknownSlash(_ command: String) -> String {
        "There's no command \(command). Type /help to see them, or start with // to write a line beginning with /."
    }
    public static let noQuestionForWhy = "There's no question waiting right now."
    /// `/why`, in plain words (the question follows again).
    public static func whyAsked(_ reason: String) -> String {
        "Why I asked: \(reason)" + (reason.hasSuffix(".") ? "" : ".")
    }
    public static let moodNeedsRating = "Type /mood with a number from 0 (very low) to 10 (very good), e.g. /mood 6."
    public static func moodNoted(_ rating: Int) -> String { "Noted: \(rating)/10. Your own word counts most." }
    public static let feelNeedsWords = "Type /feel with a word or two, e.g. /feel tired, hopeful."
    public static func feelNoted(_ words: [String]) -> String { "Noted: \(words.joined(separator: ", "))." }
    public static let attachNeedsPath = "Type /attach with the path of a JPEG or PNG photo."
    public static func attachNoted(_ name: String) -> String { "Added \(name); its colours join today's mood reading." }
    public static func attachFailed(_ reason: String) -> String {
        "That photo could not be used: \(reason) Your answers are all kept; carry on, or try another file."
    }

    /// What a reflection kept, said in one line at every ending: the answers, the step saved
    /// ("todo 4", "goal 2") and the todo marked done.
    public static func ended(answers: Int, step: String? = nil, closedTodo: Int64? = nil) -> String {
        var parts = answers == 0 ? [] : [answers == 1 ? "1 answer" : "\(answers) answers"]
        if let step { parts.append(step) }
        let closed = closedTodo.map { " Todo \($0) is marked done." } ?? ""
        guard !parts.isEmpty else {
            return closed.isEmpty ? "Nothing was saved this time. Come back whenever you like." : "Saved nothing new." + closed
        }
        return "Saved " + parts.joined(separator: " and ") + "." + closed
    }
    public static func savedTodo(_ id: Int64) -> String { "todo \(id)" }
    public static func savedGoal(_ id: Int64) -> String { "goal \(id)" }

    // MARK: Mood

    /// What a reading says of emotions: "joy stands out; ", "hard to read; mostly neutral, " or nothing.
    static func moodLead(_ evidence: EmotionEvidence) -> String {
        switch evidence {
        case .named(let top): "\(top.rawValue) stands out; "
        case .hardToRead: "hard to read; mostly neutral, "
        case .none: ""
        }
    }
    /// The emotion column of `mood history`: the category, "unclear" or "—".
    public static func emotionWord(_ evidence: EmotionEvidence) -> String {
        switch evidence {
        case .named(let top): top.rawValue
        case .hardToRead: "unclear"
        case .none: "—"
        }
    }
    /// A band's words, or the first readings' (no band yet).
    public static func bandPhrase(_ band: BaselineBand?) -> String {
        band?.phrase ?? "\(BaselineBand.firstReadingsPhrase), no usual to compare with yet"
    }
    public static func moodSentence(_ evidence: EmotionEvidence, band: BaselineBand?, valence: Double, trend: Double, id: Int64) -> String {
        "Mood reading \(id): \(moodLead(evidence))\(bandPhrase(band)) (valence \(signed(valence)), trend \(signed(trend)))."
    }
    public static func moodSentenceOutlier(_ evidence: EmotionEvidence, band: BaselineBand?, valence: Double, trend: Double, id: Int64) -> String {
        "Mood reading \(id): \(moodLead(evidence))\(bandPhrase(band)) (valence \(signed(valence))). That's far from your recent days, so your trend (\(signed(trend))) waits to see whether it lasts."
    }
    /// A signal in the person's terms: "words", "photo", "typing rhythm", "feelings you named".
    static func signalNoun(_ source: SignalSource) -> String {
        switch source {
        case .text: "words"
        case .image: "photo"
        case .typing: "typing rhythm"
        case .selfReport: "feelings you named"
        }
    }
    public static func moodConflictWithRating(rating: Int, other: SignalSource, heavier: Bool, id: Int64) -> String {
        "You rated \(rating)/10, and your \(signalNoun(other)) \(other == .text ? "sound" : "sounds") \(heavier ? "heavier" : "lighter"). Which is closer? If it's the \(signalNoun(other)), nothing to do; otherwise `inky mood fix \(id) --rating N` tells inky."
    }
    public static func moodConflictWithLoggedRating(rating: Int, other: SignalSource, heavier: Bool, id: Int64) -> String {
        "Earlier today you logged \(rating)/10, and your \(signalNoun(other)) now \(other == .text ? "sound" : "sounds") \(heavier ? "heavier" : "lighter"). Which is closer? If it's the \(signalNoun(other)), nothing to do; otherwise `inky mood fix \(id) --rating N` tells inky."
    }
    public static func moodConflictWithFeelings(other: SignalSource, heavier: Bool, id: Int64) -> String {
        "The feelings you named sound \(heavier ? "lighter" : "heavier") than your \(signalNoun(other)). Which is closer? `inky mood fix \(id) --rating N` tells inky what's true."
    }
    public static func moodConflict(lighter: SignalSource, heavier: SignalSource, id: Int64) -> String {
        "Your \(signalNoun(lighter)) and your \(signalNoun(heavier)) disagree today (the \(signalNoun(heavier)) heavier); the reading is less sure. `inky mood fix \(id) --rating N` tells inky what's true."
    }
    static func signed(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100 + 0 // + 0 turns −0 into 0, so −0.001 reads +0.00
        return (rounded >= 0 ? "+" : "") + String(format: "%.2f", rounded)
    }

    public static let calibrationReset = "Calibration reset: every signal is read as it was before any correction. Your readings stay as they are."
    /// One signal's calibration: what corrections changed, and what waits for a second correction that agrees.
    public static func calibrationLine(_ signal: String, calibration c: SignalCalibration, asShipped: Bool) -> String {
        let learned = asShipped ? "as shipped"
            : "valence × \(String(format: "%.2f", c.valenceScale)) \(c.valenceBias < 0 ? "−" : "+") \(String(format: "%.2f", abs(c.valenceBias))), temperature \(String(format: "%.2f", c.temperature))"
        let waiting = c.pendingErrors.count + abs(c.pendingEmotion)
        let corrections = c.corrections == 1 ? "1 correction" : "\(c.corrections) corrections"
        return "\(signal.padded(14)) \(learned) · \(corrections)" + (waiting > 0 ? ", \(waiting) waiting for one more that agrees" : "")
    }

    public static func logged(id: Int64, rating: Int, category: String?, feelings: [String]) -> String {
        let detail = ([category].compactMap { $0 } + feelings).joined(separator: ", ")
        return "Logged \(rating)/10\(detail.isEmpty ? "" : " (\(detail))") as log \(id)."
    }
    public static let logNeedsRating = "Give a rating from 0 to 10 with --rating, e.g. `inky log --rating 6 --feel calm`."
    public static func badCategory(_ value: String) -> String {
        "'\(value.prefix(40))' is not a category. Categories: \(EmotionCategoryNames.all). See `inky log --list`."
    }
    public static let noMoodYet = "No mood readings yet. A reflection (`inky`) or `inky log --rating N` makes the first."
    public static func noSuchMood(_ id: Int64) -> String { "There is no mood reading \(id). `inky mood history` lists them." }
    public static let fixNeedsOne = "Say what you felt with exactly one of --rating 0-10, --valence -1..1 or --emotion NAME."
    public static func fixed(_ id: Int64) -> String {
        "Corrected reading \(id); no other reading changes. When corrections agree, later readings lean toward them (`inky mood calibration` shows what was learned)."
    }
    public static func rebuilt(_ count: Int) -> String { "Rebuilt \(count) mood reading\(count == 1 ? "" : "s") from history." }
    public static func baselineLine(mean: Double, spread: Double, days: Int) -> String {
        days == 0 ? "Baseline: from your check-in for now (valence \(signed(mean)) ± \(String(format: "%.2f", spread)))."
                  : "Baseline over \(days) day\(days == 1 ? "" : "s"): valence \(signed(mean)) ± \(String(format: "%.2f", spread))."
    }
    public static func traitsNotReady(have: Int, need: Int) -> String {
        "Traits: not enough days yet (\(have) of \(need) days with a mood reading)."
    }
    public static let traitsHeading = "Traits (from mood numbers only, never your words):"

    // MARK: Entries

    public static func entryAdded(_ id: Int64) -> String { "Added entry \(id)." }
    public static let nothingToWrite = "There's nothing to write: give TEXT, pipe text in, or run `inky write` at a terminal to use your editor."
    public static let nothingWritten = "Nothing was written; the entry was left empty."
    public static let editorTemplate = "# Write freely. Lines starting with # are left out. Save and close to keep it; leave it empty to cancel.\n"
    public static func editorFailed(_ editor: String) -> String {
        "The editor '\(editor.prefix(60))' did not finish cleanly, so nothing was written. Set $EDITOR to an editor you use, or pass TEXT."
    }
    public static func tagLimit(_ existing: [String]) -> String {
        "A journal keeps at most \(AppDatabase.maximumTags) tags, and this one has them all: \(existing.joined(separator: ", ")). Use one of these, or free a slot: `inky tags rm NAME` takes a tag off everything that has it, `inky tags merge NAME INTO` joins two."
    }
    public static func badTag(_ tag: String) -> String {
        "'\(tag.prefix(40))' can't be a tag: use letters, digits, - and _ (at most 30)."
    }
    public static func imageFailedEntryKept(_ reason: String, id: Int64) -> String {
        "The photo could not be used: \(reason) Entry \(id) was saved without it."
    }

    // MARK: Todos and goals

    /// `Fri 2026-11-27`: a day with its weekday, as lists show it.
    static func dayWithWeekday(_ day: String) -> String {
        guard let d = Day(day) else { return day }
        return "\(DayParser.weekdayName(of: d).prefix(3)) \(day)"
    }
    public static func todoAdded(_ id: Int64, text: String, due: String?) -> String {
        "Added todo \(id): \(text)" + (due.map { " (due \(dayWithWeekday($0)))" } ?? "")
    }
    public static func todoMarkedDone(_ id: Int64, text: String) -> String { "Done: todo \(id), \(text). Nicely done." }
    public static func todoAlreadyDone(_ id: Int64, day: String) -> String {
        "Todo \(id) was already done, on \(day). `inky todo undo \(id)` opens it again."
    }
    public static func todoAlreadyOpen(_ id: Int64) -> String { "Todo \(id) is not done; nothing changed." }
    public static func todoReopened(_ id: Int64, text: String) -> String { "Todo \(id) is open again: \(text)" }
    public static func todoEdited(_ id: Int64, text: String, due: String?) -> String {
        "Changed todo \(id): \(text)" + (due.map { " (due \(dayWithWeekday($0)))" } ?? "")
    }
    public static let todoEditNeedsChange = "Say what to change: new words, --due DATE, --no-due or --tag TAG, e.g. `inky todo edit 3 --due friday`."
    public static let todoDueOrNoDue = "Give --due DATE or --no-due, not both."
    public static func todoRemoved(_ id: Int64) -> String { "Removed todo \(id). It is kept in the trash." }
    public static let todoNeedsText = "A todo needs some words, e.g. `inky todo add call my sister`."
    public static func noSuchTodo(_ id: Int64) -> String {
        "There is no todo \(id) (it may have been removed). `inky todo list --all` shows every todo with its id."
    }
    public static func badDueDate(_ value: String) -> String {
        "'\(value.prefix(40))' is not a due date inky understands. Use YYYY-MM-DD, today, tomorrow, in 3 days, in 2 weeks, next week, +N, a weekday (the next one: friday, next friday) or one of these with a part of the day (tomorrow evening)."
    }
    public static let noOpenTodos = "No open todos. `inky todo add TEXT` adds one."
    public static let noTodos = "No todos yet. `inky todo add TEXT` adds one."
    /// One line of `inky todo list`, e.g. `  12  [ ] call my sister  (due Fri 2026-11-27, overdue)`.
    public static func todoLine(
        id: String, done: Bool, text: String, due: String?, overdue: Bool, doneDay: String?, tags: [String], reflectionDay: String?
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

    public static func goalAdded(_ id: Int64, text: String, steps: Int) -> String {
        "Added goal \(id): \(text)" + (steps == 0 ? "" : " (\(steps) step\(steps == 1 ? "" : "s"))")
    }
    public static let goalNeedsText = "A goal needs some words, e.g. `inky goal add \"Run a 10k\" --step \"buy shoes\"`."
    public static let goalStepNeedsText = "A step needs some words; leave out --step for a goal without steps."
    public static func noSuchGoal(_ id: Int64) -> String {
        "There is no goal \(id) (it may have been removed). `inky goal list` shows every goal with its number."
    }
    public static func noSuchGoalStep(goal: Int64, step: Int, count: Int) -> String {
        count == 0
            ? "Goal \(goal) has no steps. `inky goal progress \(goal) PCT` sets its progress instead."
            : "Goal \(goal) has no step \(step): its steps are numbered 1 to \(count). `inky goal list` shows them."
    }
    public static func badPercent(_ value: String) -> String {
        "'\(value.prefix(40))' is not a percentage: give a whole number from 0 to 100, e.g. `inky goal progress 7 60`."
    }
    public static func goalProgressSet(_ id: Int64, percent: Int) -> String { "Goal \(id) is at \(percent)%." }
    public static func goalStepMarked(goal: Int64, step: Int, percent: Int, done: Int, of count: Int) -> String {
        "Step \(step) of goal \(goal) done (\(done) of \(count) steps); the goal is at \(percent)%."
            + (done == count ? " When it feels reached, `inky goal done \(goal)` marks it." : "")
    }
    public static func goalStepAlreadyDone(goal: Int64, step: Int, day: String) -> String {
        "Step \(step) of goal \(goal) was already done, on \(day). `inky goal step undo \(goal) \(step)` opens it again."
    }
    public static func goalStepReopened(goal: Int64, step: Int, percent: Int) -> String {
        "Step \(step) of goal \(goal) is open again; the goal is at \(percent)%."
    }
    public static func goalStepWasOpen(goal: Int64, step: Int) -> String { "Step \(step) of goal \(goal) was not done; nothing changed." }
    public static func goalStepAdded(goal: Int64, step: Int, text: String) -> String { "Added step \(step) to goal \(goal): \(text)." }
    public static func goalStepEdited(goal: Int64, step: Int, text: String) -> String { "Step \(step) of goal \(goal) now reads: \(text)." }
    public static let goalStepEmpty = "A step needs a few words, e.g. `inky goal step add 7 \"run 2k\"`."
    public static func goalAlreadyReached(_ id: Int64, day: String) -> String {
        "Goal \(id) was already reached, on \(day). `inky goal progress \(id) N` opens it again."
    }
    public static func goalCompleted(_ id: Int64, text: String) -> String { "Goal \(id) reached: \(text). Well done." }
    public static func goalRemoved(_ id: Int64) -> String { "Removed goal \(id). It is kept in the trash." }
    public static let noGoals = "No goals yet. `inky goal add TEXT --step S` adds one."
    /// A ten-cell bar that reads without colour: `[██████░░░░]`.
    public static func progressBar(_ percent: Int) -> String {
        let filled = max(0, min(10, percent / 10))
        return "[" + String(repeating: "█", count: filled) + String(repeating: "░", count: 10 - filled) + "]"
    }
    /// The head line of a goal in `inky goal list`, e.g. `  7  Run a 10k  [██████░░░░] 60%  (3 of 5 steps)`.
    public static func goalLine(id: String, text: String, percent: Int, stepsDone: Int, steps: Int, completedDay: String?) -> String {
        var notes: [String] = []
        if steps > 0 { notes.append("\(stepsDone) of \(steps) step\(steps == 1 ? "" : "s")") }
        if let completedDay { notes.append("reached \(dayWithWeekday(completedDay))") }
        return "  \(id)  \(text)  \(progressBar(percent)) \(percent)%" + (notes.isEmpty ? "" : "  (\(notes.joined(separator: "; ")))")
    }
    /// A step under its goal, e.g. `       2. [x] buy shoes`.
    public static func goalStepLine(indent: Int, number: Int, done: Bool, text: String) -> String {
        String(repeating: " ", count: indent) + "\(number). [\(done ? "x" : " ")] \(text)"
    }

    // MARK: Tags, affirmations, nudge

    public static func unreadableData(_ path: String) -> String { "\(path) could not be read. Run `inky lint` to see why." }
    public static let noTags = "No tags yet. Add one with `inky write TEXT --tag NAME` or `inky todo add TEXT --tag NAME`."
    public static func tagsFooter(_ count: Int) -> String {
        "\(count) of \(AppDatabase.maximumTags) tags used. `inky tags rm|rename|merge` tidies them."
    }
    public static func tagRemoved(_ name: String, uses: Int) -> String {
        "Removed the tag \(name)\(uses > 0 ? " from \(uses) \(uses == 1 ? "item" : "items"), which stay as they are" : ""). Its slot is free."
    }
    /// A mistyped command name, with the closest real one.
    static func didYouMean(_ typed: String, command: String, group: String) -> String {
        "'\(SafeText.forTerminal(String(typed.prefix(40))))' is not \(group == "inky" ? "an inky command" : "a command of `\(group)`"). Did you mean `\(command)`? (`\(group) --help` lists them.)"
    }
    public static func tagRenamed(_ old: String, _ new: String) -> String { "Renamed the tag \(old) to \(new)." }
    public static func tagMerged(_ name: String, into target: String, uses: Int) -> String {
        "Merged \(name) into \(target): \(uses) \(uses == 1 ? "item carries" : "items carry") \(target) now, and \(name)'s slot is free."
    }
    public static func noSuchTag(_ name: String) -> String { "There is no tag \(name). `inky tags` lists them." }
    public static func tagNameTaken(_ name: String) -> String {
        "A tag named \(name) already exists. To join the two, use `inky tags merge OLD \(name)`."
    }
    public static let tagName = "The tag's name (a leading # is fine)."
    public static let tagNewName = "The tag's new name."
    public static let tagMergeTarget = "The tag that takes its place."
    /// The time a reminder falls when none is set.
    public static let defaultReminder = "20:00"
    public static let nudgeLine = "A quiet moment for today's reflection? Just type `inky` when you're ready."

    // MARK: Input problems

    public static func invalidUTF8(line: Int) -> String {
        "inky: line \(line) had bytes that are not valid UTF-8; they were kept as \u{FFFD}. Check the text's encoding (iconv -f LATIN1 -t UTF-8 converts older files)."
    }
    public static func nulBytes(line: Int) -> String {
        "inky: line \(line) held NUL bytes; each was kept as \u{FFFD}."
    }
    /// For text piped into `write` or `entry edit`, refused whole; the caller adds the "inky: " prefix.
    public static func pipedLineTooLong(line: Int, bytes: Int, limit: Int) -> String {
        "line \(line) is \(bytes) bytes, over the limit of \(limit) bytes for one line; nothing was saved. Split the text into shorter lines (paragraphs may be as many lines as you like)."
    }
    public static func lineTooLong(line: Int, bytes: Int, limit: Int) -> String {
        "inky: line \(line) is \(bytes) bytes, over the limit of \(limit) bytes; it was not saved. Split it into shorter lines, or use `inky write` for long texts."
    }

    // MARK: Usage

    public static func badInkyNow(_ value: String) -> String {
        "INKY_NOW must look like 2026-11-22T21:00:00 (local time), not '\(value.prefix(40))'. Unset it to use the system clock."
    }
    public static func badDate(_ value: String) -> String {
        "'\(value.prefix(40))' is not a date inky understands. Use YYYY-MM-DD, today, yesterday, -N or 3 days ago, last week, or a weekday (monday is the latest one, last monday the one before today)."
    }
    public static func futureDate(_ day: String, today: String) -> String {
        "\(day) is in the future (today is \(today)). inky only keeps days that have happened; pick today or an earlier day."
    }
    public static func unknownFlow(_ name: String, known: [String]) -> String {
        "There's no flow named '\(name.prefix(40))'. Available: \(known.joined(separator: ", "))."
    }
    public static func brokenFlows(_ count: Int) -> String {
        "\(count) problem\(count == 1 ? "" : "s") in the prompt files (shown above). Fix them, or run `inky lint` for details."
    }
    public static func unknownSetting(_ key: String, known: [String]) -> String {
        "There's no setting '\(key.prefix(40))'. Settings: \(known.joined(separator: ", "))."
    }
    public static func badSettingValue(_ key: String, allowed: String) -> String {
        "The setting \(key) takes \(allowed)."
    }
    public static func settingSaved(_ key: String) -> String { "Saved \(key)." }
    public static let configUsage = "Use `inky config` to list settings, `inky config get KEY`, or `inky config set KEY VALUE`."
    /// One line on what a setting does, for `inky config`.
    static func settingAbout(_ key: SettingKey) -> String {
        switch key {
        case .name: return "what inky calls you in greetings"
        case .history: return "on keeps what you type in a reflection for the up arrow, across sessions"
        case .prior: return "how things have felt lately: the mood baseline's starting point"
        case .reminder: return "after this time, `inky nudge` reminds you when today has no reflection"
        case .theme: return "colours: auto, dark or light background, or none"
        case .weekly: return "the day plain `inky` looks back on the whole week"
        }
    }
    static func settingLine(_ key: String, value: String, isDefault: Bool, defaultValue: String, about: String) -> String {
        "\(key)=\(value)".padding(toLength: max(18, key.count + value.count + 2), withPad: " ", startingAt: 0)
            + "# \(about)" + (isDefault ? " (default)" : " (default: \(defaultValue.isEmpty ? "none" : defaultValue))")
    }

    // MARK: Analysis

    public static func brokenLexicons(_ detail: String) -> String {
        "The lexicon files could not be read: \(detail). Run `inky lint Lexicons` to see every problem."
    }
    public static func analyzeLineTooLong(line: Int, bytes: Int, limit: Int) -> String {
        "inky: line \(line) is \(bytes) bytes, over the limit of \(limit) bytes; it was not analysed (an empty result was printed in its place)."
    }

    // MARK: Lint

    public static func lintClean(files: Int) -> String { "\(files) file\(files == 1 ? "" : "s") checked, no problems." }
    public static func lintFound(errors: Int, warnings: Int, files: Int) -> String {
        "\(files) file\(files == 1 ? "" : "s") checked: \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")."
    }
    public static func lintNoFolder(_ path: String) -> String {
        "\(path) is not a folder inky can read. Name a Prompts/ or Lexicons/ folder, or one that holds them."
    }

    // MARK: Store

    public static func store(_ error: StoreError) -> String {
        switch error {
        case .folderNotWritable(let path):
            return "inky cannot write its data folder \(path). Check its permissions (it should be yours: chmod 700), or choose another with --home DIR."
        case .folderIsAFile(let path):
            return "\(path) is a file, not a folder. Move it aside, or choose another data folder with --home DIR."
        case .notADatabase(let path):
            return "\(path) is not an inky journal (it is not a SQLite database inky made). Nothing was changed. Move it aside to start a new journal, or restore a backup from the backups/ folder."
        case .newerVersion(let path, let unknown):
            return "\(path) was written by a newer inky (it has \(unknown.count) change\(unknown.count == 1 ? "" : "s") this version does not know). Nothing was changed. Update inky to open it."
        case .corrupt(let path):
            return "\(path) is damaged. Nothing was written. Restore a copy from the backups/ folder beside it, or run `inky doctor`."
        case .locked(let path):
            return "\(path) is busy: another inky process held it for over \(Int(AppDatabase.busyTimeout)) seconds. Nothing was written; try again in a moment."
        case .readOnly(let path):
            return "\(path) cannot be written (it or its folder is read-only). Nothing was changed. Check its permissions: it should be yours, mode 600."
        case .diskFull(let path):
            return "The disk holding \(path) is full. Nothing more was written; what was saved before is kept. Free some space and try again."
        case .sqlite(let path, let code, let meaning):
            return "inky could not use \(path): SQLite error \(code) (\(meaning)). Nothing more was written; run `inky doctor` to check the journal."
        }
    }

    public static func storeWarning(_ warning: StoreWarning) -> String {
        switch warning {
        case .looseFolderPermissions(let path, let mode):
            return "inky: warning: \(path) can be read by others (mode \(String(mode, radix: 8))). Run `chmod 700 \(path)` to keep it private."
        case .looseFilePermissions(let path, let mode):
            return "inky: warning: \(path) can be read by others (mode \(String(mode, radix: 8))). Run `chmod 600 \(path)` to keep it private."
        case .plainCopyBesideEncrypted(let path):
            return plainCopyBesideEncrypted(path)
        }
    }

    public static func migrated(backup: String) -> String {
        "inky: updated the journal's format; a copy of the old file is at \(backup)."
    }

    public static let unexpected = "inky hit an unexpected problem. Nothing more was written. Please report it, with the command you ran (not your journal text)."
}

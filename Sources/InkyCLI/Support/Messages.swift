// SPDX-License-Identifier: GPL-3.0-or-later
import InkyCore
import InkyStore

/// Every line inky says outside the conversation scripts, in one place (this file and its `Messages+*.swift`
/// extensions beside it, by subject).
///
/// Conversation text lives in Prompts/. Messages never include journal text.
enum Messages {
    static let version = "0.1.0"

    // MARK: REPL

    static let prompt = "› "
    static let slashHelp = """
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
    static let emptyAnswer = "(Take your time. Type /skip to pass, or /done to wrap up.)"
    /// Questions that ask for the week's summary inside a reflection (lower case, compared loosely).
    static let weekQuestions = ["how was my week", "how has my week been", "hows my week", "how's my week been",
                                       "weekly summary", "week summary", "summary of my week", "show my week"]
    static let weekBackToQuestion = "Back to where we were:"

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
        weekQuestions: Set(weekQuestions), besideQuestion: safetyBesideQuestion)

    /// A next step's answer that starts with this is kept as a goal instead of a todo.
    static let goalPrefix = "goal:"
    static func nextStepTodo(_ id: Int64) -> String { "Saved as todo \(id); `inky todo list` shows it." }
    static func nextStepGoal(_ id: Int64) -> String { "Saved as goal \(id); `inky goal list` shows it." }
    static let nextStepNothing = "No step saved this time; that's fine."
    static func intentionSaved(_ id: Int64) -> String {
        "Saved as goal \(id), your intention for the week ahead; `inky goal list` shows it, and next week's look back asks about it."
    }
    static let intentionNothing = "No intention saved this time; that's fine."
    static func openStepsToReview(_ count: Int) -> String {
        "\(count) steps from your reflections are open: `inky todo list` shows them; `inky todo done ID` or `inky todo rm ID` clears one."
    }
    static func lastStepDone(_ id: Int64, text: String) -> String {
        "Marked todo \(id) done: \(text). (`inky todo undo \(id)` opens it again.)"
    }
    static func lastStepKept(_ id: Int64) -> String {
        "Todo \(id) stays open and carries over; I'll ask about it next time. (`inky todo done \(id)` when it's done.)"
    }
    static let interruptHint = "(Press Ctrl-C again to end and save, or keep writing.)"
    static func unknownSlash(_ command: String) -> String {
        "There's no command \(command). Type /help to see them, or start with // to write a line beginning with /."
    }
    static let noQuestionForWhy = "There's no question waiting right now."
    /// `/why`, in plain words (the question follows again).
    static func whyAsked(_ reason: String) -> String {
        "Why I asked: \(reason)" + (reason.hasSuffix(".") ? "" : ".")
    }
    static let moodNeedsRating = "Type /mood with a number from 0 (very low) to 10 (very good), e.g. /mood 6."
    static func moodNoted(_ rating: Int) -> String { "Noted: \(rating)/10. Your own word counts most." }
    static let feelNeedsWords = "Type /feel with a word or two, e.g. /feel tired, hopeful."
    static func feelNoted(_ words: [String]) -> String { "Noted: \(words.joined(separator: ", "))." }
    static let attachNeedsPath = "Type /attach with the path of a JPEG or PNG photo."
    static func attachNoted(_ name: String) -> String { "Added \(name); its colours join today's mood reading." }
    static func attachFailed(_ reason: String) -> String {
        "That photo could not be used: \(reason) Your answers are all kept; carry on, or try another file."
    }

    /// What a reflection kept, said in one line at every ending: the answers, the step saved
    /// ("todo 4", "goal 2") and the todo marked done.
    static func ended(answers: Int, step: String? = nil, closedTodo: Int64? = nil) -> String {
        var parts = answers == 0 ? [] : [answers == 1 ? "1 answer" : "\(answers) answers"]
        if let step { parts.append(step) }
        let closed = closedTodo.map { " Todo \($0) is marked done." } ?? ""
        guard !parts.isEmpty else {
            return closed.isEmpty ? "Nothing was saved this time. Come back whenever you like." : "Saved nothing new." + closed
        }
        return "Saved " + parts.joined(separator: " and ") + "." + closed
    }
    static func savedTodo(_ id: Int64) -> String { "todo \(id)" }
    static func savedGoal(_ id: Int64) -> String { "goal \(id)" }

    // MARK: Entries

    static func entryAdded(_ id: Int64) -> String { "Added entry \(id)." }
    static let nothingToWrite = "There's nothing to write: give TEXT, pipe text in, or run `inky write` at a terminal to use your editor."
    static let nothingWritten = "Nothing was written; the entry was left empty."
    static let editorTemplate = "# Write freely. Lines starting with # are left out. Save and close to keep it; leave it empty to cancel.\n"
    static func editorFailed(_ editor: String) -> String {
        "The editor '\(editor.prefix(60))' did not finish cleanly, so nothing was written. Set $EDITOR to an editor you use, or pass TEXT."
    }
    static func tagLimit(_ existing: [String]) -> String {
        "A journal keeps at most \(AppDatabase.maximumTags) tags, and this one has them all: \(existing.joined(separator: ", ")). Use one of these, or free a slot: `inky tags rm NAME` takes a tag off everything that has it, `inky tags merge NAME INTO` joins two."
    }
    static func badTag(_ tag: String) -> String {
        "'\(tag.prefix(40))' can't be a tag: use letters, digits, - and _ (at most 30)."
    }
    static func imageFailedEntryKept(_ reason: String, id: Int64) -> String {
        "The photo could not be used: \(reason) Entry \(id) was saved without it."
    }

    // MARK: Tags, affirmations, nudge

    static func unreadableData(_ path: String) -> String { "\(path) could not be read. Run `inky lint` to see why." }
    static let noTags = "No tags yet. Add one with `inky write TEXT --tag NAME` or `inky todo add TEXT --tag NAME`."
    static func tagsFooter(_ count: Int) -> String {
        "\(count) of \(AppDatabase.maximumTags) tags used. `inky tags rm|rename|merge` tidies them."
    }
    static func tagRemoved(_ name: String, uses: Int) -> String {
        "Removed the tag \(name)\(uses > 0 ? " from \(uses) \(uses == 1 ? "item" : "items"), which stay as they are" : ""). Its slot is free."
    }
    /// A mistyped command name, with the closest real one.
    static func didYouMean(_ typed: String, command: String, group: String) -> String {
        "'\(SafeText.forTerminal(String(typed.prefix(40))))' is not \(group == "inky" ? "an inky command" : "a command of `\(group)`"). Did you mean `\(command)`? (`\(group) --help` lists them.)"
    }
    static func tagRenamed(_ old: String, _ new: String) -> String { "Renamed the tag \(old) to \(new)." }
    static func tagMerged(_ name: String, into target: String, uses: Int) -> String {
        "Merged \(name) into \(target): \(uses) \(uses == 1 ? "item carries" : "items carry") \(target) now, and \(name)'s slot is free."
    }
    static func noSuchTag(_ name: String) -> String { "There is no tag \(name). `inky tags` lists them." }
    static func tagNameTaken(_ name: String) -> String {
        "A tag named \(name) already exists. To join the two, use `inky tags merge OLD \(name)`."
    }
    static let tagName = "The tag's name (a leading # is fine)."
    static let tagNewName = "The tag's new name."
    static let tagMergeTarget = "The tag that takes its place."
    /// The time a reminder falls when none is set.
    static let defaultReminder = "20:00"
    static let nudgeLine = "A quiet moment for today's reflection? Just type `inky` when you're ready."

    // MARK: Input problems

    static func invalidUTF8(line: Int) -> String {
        "inky: line \(line) had bytes that are not valid UTF-8; they were kept as \u{FFFD}. Check the text's encoding (iconv -f LATIN1 -t UTF-8 converts older files)."
    }
    static func nulBytes(line: Int) -> String {
        "inky: line \(line) held NUL bytes; each was kept as \u{FFFD}."
    }
    /// For text piped into `write` or `entry edit`, refused whole; the caller adds the "inky: " prefix.
    static func pipedLineTooLong(line: Int, bytes: Int, limit: Int) -> String {
        "line \(line) is \(bytes) bytes, over the limit of \(limit) bytes for one line; nothing was saved. Split the text into shorter lines (paragraphs may be as many lines as you like)."
    }
    static func lineTooLong(line: Int, bytes: Int, limit: Int) -> String {
        "inky: line \(line) is \(bytes) bytes, over the limit of \(limit) bytes; it was not saved. Split it into shorter lines, or use `inky write` for long texts."
    }

    // MARK: Usage

    static func badInkyNow(_ value: String) -> String {
        "INKY_NOW must look like 2026-11-22T21:00:00 (local time), not '\(value.prefix(40))'. Unset it to use the system clock."
    }
    static func badDate(_ value: String) -> String {
        "'\(value.prefix(40))' is not a date inky understands. Use YYYY-MM-DD, today, yesterday, -N or 3 days ago, last week, or a weekday (monday is the latest one, last monday the one before today)."
    }
    static func futureDate(_ day: Day, today: Day) -> String {
        "\(day) is in the future (today is \(today)). inky only keeps days that have happened; pick today or an earlier day."
    }
    static func unknownFlow(_ name: String, known: [String]) -> String {
        "There's no flow named '\(name.prefix(40))'. Available: \(known.joined(separator: ", "))."
    }
    static func brokenFlows(_ count: Int) -> String {
        "\(count) problem\(count == 1 ? "" : "s") in the prompt files (shown above). Fix them, or run `inky lint` for details."
    }
    static func unknownSetting(_ key: String, known: [String]) -> String {
        "There's no setting '\(key.prefix(40))'. Settings: \(known.joined(separator: ", "))."
    }
    static func badSettingValue(_ key: String, allowed: String) -> String {
        "The setting \(key) takes \(allowed)."
    }
    static func settingSaved(_ key: String) -> String { "Saved \(key)." }
    static let configUsage = "Use `inky config` to list settings, `inky config get KEY`, or `inky config set KEY VALUE`."
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

    static func brokenLexicons(_ detail: String) -> String {
        "The lexicon files could not be read: \(detail). Run `inky lint Lexicons` to see every problem."
    }
    static func analyzeLineTooLong(line: Int, bytes: Int, limit: Int) -> String {
        "inky: line \(line) is \(bytes) bytes, over the limit of \(limit) bytes; it was not analysed (an empty result was printed in its place)."
    }

    // MARK: Lint

    static func lintClean(files: Int) -> String { "\(files) file\(files == 1 ? "" : "s") checked, no problems." }
    static func lintFound(errors: Int, warnings: Int, files: Int) -> String {
        "\(files) file\(files == 1 ? "" : "s") checked: \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")."
    }
    static func lintNoFolder(_ path: String) -> String {
        "\(path) is not a folder inky can read. Name a Prompts/ or Lexicons/ folder, or one that holds them."
    }

    // MARK: Store

    static func store(_ error: StoreError) -> String {
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

    static func storeWarning(_ warning: StoreWarning) -> String {
        switch warning {
        case .looseFolderPermissions(let path, let mode):
            return "inky: warning: \(path) can be read by others (mode \(String(mode, radix: 8))). Run `chmod 700 \(path)` to keep it private."
        case .looseFilePermissions(let path, let mode):
            return "inky: warning: \(path) can be read by others (mode \(String(mode, radix: 8))). Run `chmod 600 \(path)` to keep it private."
        case .plainCopyBesideEncrypted(let path):
            return plainCopyBesideEncrypted(path)
        }
    }

    static func migrated(backup: String) -> String {
        "inky: updated the journal's format; a copy of the old file is at \(backup)."
    }

    static let unexpected = "inky hit an unexpected problem. Nothing more was written. Please report it, with the command you ran (not your journal text)."
}

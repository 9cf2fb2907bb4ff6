// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyCore

/// How an import runs: whether tags come along, whether anything is written, and what the mood
/// pipeline needs when readings are added.
public struct ImportOptions: Sendable {
    public var tags: Bool
    /// Parse, match and count inside a transaction that is rolled back: nothing is written.
    public var dryRun: Bool
    public var prior: BaselinePrior
    public var timeZone: TimeZone
    public var now: Date
    /// Called as rows are processed: (done, total).
    public var progress: (@Sendable (Int, Int) -> Void)?
    /// What the file was (`jrnl`, `todotxt`, …) and its name without the folder, kept with the import.
    public var format = ""
    public var file: String?

    public init(tags: Bool = true, dryRun: Bool = false, prior: BaselinePrior = .unknown, timeZone: TimeZone,
                now: Date, progress: (@Sendable (Int, Int) -> Void)? = nil) {
        self.tags = tags
        self.dryRun = dryRun
        self.prior = prior
        self.timeZone = timeZone
        self.now = now
        self.progress = progress
    }
}

/// What an import did: rows added per table, exact duplicates skipped, existing settings kept.
public struct ImportCounts: Sendable, Equatable {
    /// Table name → rows added.
    public var added: [String: Int] = [:]
    public var duplicates = 0
    /// Settings and pipeline state the journal already had, kept as they were.
    public var kept = 0
    /// Tags past the journal's limit, left in the text only (the most used became tags).
    public var tagsLeftInText: [String] = []
    /// The import's number for `inky import --undo`, when it added anything.
    public var importID: Int64?

    public init() {}

    public var totalAdded: Int { added.values.reduce(0, +) }
}

/// An import that would take the journal past its 10 tags; nothing was written.
public struct ImportTagLimit: Error, Sendable, Equatable {
    public var existing: [String]
    /// The tags the import would add.
    public var incoming: [String]
}

/// An inky export made by a newer inky (it names migrations this one does not know); nothing was written.
public struct ImportUnknownMigrations: Error, Sendable, Equatable {
    public var unknown: [String]
}

/// A free-form entry to import (from jrnl), with its mood observation.
public struct EntryDraft: Sendable {
    public var day: Day
    public var createdAt: Date
    public var title: String?
    public var text: String
    public var tags: [String]
    public var mood: MoodRecord?
    public var starred: Bool

    public init(day: Day, createdAt: Date, title: String?, text: String, tags: [String], mood: MoodRecord?, starred: Bool = false) {
        self.starred = starred
        self.day = day
        self.createdAt = createdAt
        self.title = title
        self.text = text
        self.tags = tags
        self.mood = mood
    }
}

/// A todo to import (from todo.txt) into its day's `todos` entry.
public struct TodoDraft: Sendable {
    public var day: Day
    public var text: String
    public var isDone: Bool
    public var doneAt: Date?
    public var dueDay: Day?
    public var createdAt: Date
    public var tags: [String]
    /// The source gave no day (an undated todo.txt line): it matches an identical todo on any day.
    public var undated: Bool
    /// The todo.txt line as written, given back by `export --format todotxt` while the todo is unchanged.
    public var sourceLine: String?

    public init(day: Day, text: String, isDone: Bool, doneAt: Date?, dueDay: Day?, createdAt: Date, tags: [String], undated: Bool = false,
                sourceLine: String? = nil) {
        self.sourceLine = sourceLine
        self.undated = undated
        self.day = day
        self.text = text
        self.isDone = isDone
        self.doneAt = doneAt
        self.dueDay = dueDay
        self.createdAt = createdAt
        self.tags = tags
    }
}

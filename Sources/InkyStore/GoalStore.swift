// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
import InkyCore

/// A goal number that does not exist, or whose goal was removed.
public struct GoalNotFound: Error, Sendable, Equatable {
    /// The number asked for (as `inky goal list` shows them).
    public var id: Int64
}

/// A step number a goal does not have.
public struct GoalStepNotFound: Error, Sendable, Equatable {
    /// The goal's number.
    public var goal: Int64
    public var step: Int
    /// How many steps the goal has.
    public var count: Int
}

/// A goal as a list shows it: its entry (title, progress, completion) and its steps in order.
public struct ListedGoal: Sendable, Hashable {
    public var entry: Entry
    public var steps: [GoalItem]

    /// The goal's row id (what its steps and the search index refer to).
    public var rowID: Int64 { entry.id }
    /// The number people see and type: `goal show 1`, `goal done 1`.
    public var number: Int64 { entry.number ?? entry.id }
    public var text: String { entry.title ?? "" }
    public var progress: Int { entry.progress ?? 0 }
    public var stepsDone: Int { steps.filter(\.isDone).count }
    public var isComplete: Bool { entry.completedAt != nil }
}

/// Goals: a `goals` entry (title = the goal, `progress` 0–100, `completed_at`) with `goal_items`
/// as its steps. Each write is one transaction.
extension AppDatabase {
    /// Adds a goal with its steps, at progress 0.
    public func addGoal(text: String, steps: [String], day: Day, at date: Date) throws -> ListedGoal {
        try write { db in
            var new = Entry.New(type: .goals, title: text, day: day, at: date)
            new.progress = 0
            let entry = try new.insertStored(db)
            for (i, bullet) in steps.enumerated() {
                try GoalItem.New(entryId: entry.id, position: i + 1, bullet: bullet).insert(db)
            }
            return try Self.listedGoal(entry, db)
        }
    }

    /// A goal that is not deleted, by its number; throws `GoalNotFound` otherwise.
    public func goal(_ number: Int64) throws -> ListedGoal {
        try read { db in try Self.listedGoal(Self.liveGoal(number, db), db) }
    }

    /// Goals not deleted: open ones first, then completed ones, each by number.
    public func goals() throws -> [ListedGoal] {
        try read { db in
            try Entry.fetchAll(db, sql: """
                SELECT * FROM entries WHERE type = 'goals' AND deleted_at IS NULL
                ORDER BY completed_at IS NOT NULL, number, id
                """).map { try Self.listedGoal($0, db) }
        }
    }

    /// Sets progress explicitly (0–100). Below 100 a completed goal is open again.
    public func setGoalProgress(_ number: Int64, percent: Int, at date: Date) throws -> ListedGoal {
        precondition((0...100).contains(percent), "progress is checked by the caller")
        return try write { db in
            var entry = try Self.liveGoal(number, db)
            entry.progress = percent
            if percent < 100 { entry.completedAt = nil }
            entry.updatedAt = date
            try entry.update(db)
            return try Self.listedGoal(entry, db)
        }
    }

    /// Marks step `step` (1-based) of goal `goal` done; progress becomes the share of steps done unless it was
    /// already set higher.
    public func markGoalStepDone(_ goal: Int64, step: Int, at date: Date) throws -> ListedGoal {
        try setGoalStep(goal, step: step, done: true, at: date)
    }

    /// Marks step `step` of goal `number` done or not done. Undone, progress that came from the steps (no higher than
    /// their share was) follows them down, and a completed goal is open again.
    public func setGoalStep(_ number: Int64, step: Int, done: Bool, at date: Date) throws -> ListedGoal {
        try write { db in
            var entry = try Self.liveGoal(number, db)
            var steps = try Self.goalSteps(entry.id, db)
            let index = try Self.stepIndex(step, of: number, in: steps)
            let before = Self.stepShare(done: steps.filter(\.isDone).count, of: steps.count)
            if steps[index].isDone != done {
                steps[index].isDone = done
                steps[index].doneAt = done ? date : nil
                try steps[index].update(db)
            }
            let share = Self.stepShare(done: steps.filter(\.isDone).count, of: steps.count)
            if done {
                entry.progress = max(entry.progress ?? 0, share)
            } else if (entry.progress ?? 0) <= before {
                entry.progress = share
                if share < 100 { entry.completedAt = nil }
            }
            entry.updatedAt = date
            try entry.update(db)
            return try Self.listedGoal(entry, db)
        }
    }

    /// Adds a step at the end of a goal's steps.
    public func addGoalStep(_ number: Int64, text: String, at date: Date) throws -> ListedGoal {
        try write { db in
            var entry = try Self.liveGoal(number, db)
            let steps = try Self.goalSteps(entry.id, db)
            try GoalItem.New(entryId: entry.id, position: (steps.map(\.position).max() ?? 0) + 1, bullet: text).insert(db)
            entry.updatedAt = date
            try entry.update(db)
            return try Self.listedGoal(entry, db)
        }
    }

    /// Rewords step `step` of goal `number`.
    public func editGoalStep(_ number: Int64, step: Int, text: String, at date: Date) throws -> ListedGoal {
        try write { db in
            var entry = try Self.liveGoal(number, db)
            var steps = try Self.goalSteps(entry.id, db)
            let index = try Self.stepIndex(step, of: number, in: steps)
            steps[index].bullet = text
            try steps[index].update(db)
            entry.updatedAt = date
            try entry.update(db)
            return try Self.listedGoal(entry, db)
        }
    }

    /// Completes a goal: progress 100 and the completion time (the first one, if done twice).
    public func completeGoal(_ number: Int64, at date: Date) throws -> ListedGoal {
        try write { db in
            var entry = try Self.liveGoal(number, db)
            entry.progress = 100
            if entry.completedAt == nil { entry.completedAt = date }
            entry.updatedAt = date
            try entry.update(db)
            return try Self.listedGoal(entry, db)
        }
    }

    /// Soft-deletes a goal: it leaves every list, and a trash can restore it.
    public func removeGoal(_ number: Int64, at date: Date) throws -> ListedGoal {
        try write { db in
            var entry = try Self.liveGoal(number, db)
            entry.deletedAt = date
            entry.updatedAt = date
            try entry.update(db)
            return try Self.listedGoal(entry, db)
        }
    }

    /// The whole percentage of `done` steps out of `count` (rounded down, so 100 means all).
    public static func stepShare(done: Int, of count: Int) -> Int {
        count == 0 ? 0 : done * 100 / count
    }

    static func liveGoal(_ number: Int64, _ db: Database) throws -> Entry {
        guard let entry = try liveEntry(.goals, number: number, db) else { throw GoalNotFound(id: number) }
        return entry
    }

    /// Where step `number` is among `steps`; throws `GoalStepNotFound`.
    static func stepIndex(_ number: Int, of goal: Int64, in steps: [GoalItem]) throws -> Int {
        guard let index = steps.firstIndex(where: { $0.position == number }) else {
            throw GoalStepNotFound(goal: goal, step: number, count: steps.count)
        }
        return index
    }

    static func goalSteps(_ id: Int64, _ db: Database) throws -> [GoalItem] {
        try GoalItem.filter(Column("entry_id") == id).order(Column("position"), Column("id")).fetchAll(db)
    }

    static func listedGoal(_ entry: Entry, _ db: Database) throws -> ListedGoal {
        ListedGoal(entry: entry, steps: try goalSteps(entry.id, db))
    }
}

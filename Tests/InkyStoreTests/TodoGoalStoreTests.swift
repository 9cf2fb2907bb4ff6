// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
import InkyCore
import Testing
@testable import InkyStore

@Suite("Todos and goals in the store")
struct TodoGoalStoreTests {
    let tmp = TemporaryFolder()
    var location: StoreLocation { StoreLocation(folder: tmp.url.appendingPathComponent("journal")) }
    let now = Date(timeIntervalSince1970: 1_795_000_000)

    @Test func migratesAV1OnlyJournalToTodoTags() throws {
        var v1 = DatabaseMigrator()
        v1.registerMigration("v1-journal", migrate: Migrations.v1Journal)
        do {
            let old = try AppDatabase(location: location, migrator: v1, at: Date())
            #expect(try old.read { try v1.appliedIdentifiers($0) } == ["v1-journal"])
            #expect(try old.read { try $0.tableExists("todo_item_tags") } == false)
            try old.write { db in
                try db.execute(sql: "INSERT INTO tags (name, created_at) VALUES ('home', ?)", arguments: [now])
            }
        }
        let db = try AppDatabase(location: location, at: Date())
        #expect(try db.appliedMigrations() == AppDatabase.knownMigrations.sorted())
        #expect(try db.read { try $0.tableExists("todo_item_tags") })
        let backup = try #require(db.migrationBackup)
        #expect(backup.lastPathComponent.contains("before-v2-todo-tags"))
        // The old tag is kept and counts toward the same limit; a todo can use it.
        let item = try db.addTodo(text: "fix the tap", day: Day("2026-11-20")!, tags: ["HOME"], at: now)
        #expect(try db.tags(ofTodo: item.id) == ["home"])
        let columns = try db.read { try $0.columns(in: "todo_item_tags").map(\.name) }
        #expect(columns == ["todo_id", "tag_id"])
        // Deleting the todo's row cascades to its tag links.
        try db.write { try $0.execute(sql: "DELETE FROM todo_items WHERE id = ?", arguments: [item.id]) }
        #expect(try db.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM todo_item_tags") } == 0)
    }

    @Test func oneTodosEntryPerDayWithPositions() throws {
        let db = try AppDatabase(location: location, at: Date())
        let a = try db.addTodo(text: "a", day: Day("2026-11-20")!, at: now)
        let b = try db.addTodo(text: "b", day: Day("2026-11-20")!, at: now)
        let c = try db.addTodo(text: "c", day: Day("2026-11-21")!, at: now)
        #expect(a.entryId == b.entryId && a.entryId != c.entryId)
        #expect([a.position, b.position, c.position] == [Int](arrayLiteral: 1, 2, 1))
        let entries = try db.entries()
        #expect(entries.map(\.type) == [.todos, .todos])
        #expect(entries.allSatisfy { $0.title == "Todos" })
    }

    @Test func doneAndUndoKeepAndClearTheCompletionTime() throws {
        let db = try AppDatabase(location: location, at: Date())
        let item = try db.addTodo(text: "call", day: Day("2026-11-20")!, at: now)
        let later = now.addingTimeInterval(3600)
        let done = try db.setTodoDone(item.id, done: true, at: later)
        #expect(done.item.isDone && done.item.doneAt == later)
        // Marking it done again keeps the first completion time.
        #expect(try db.setTodoDone(item.id, done: true, at: later.addingTimeInterval(60)).item.doneAt == later)
        let undone = try db.setTodoDone(item.id, done: false, at: later)
        #expect(!undone.item.isDone && undone.item.doneAt == nil)
        #expect(try db.read { try Bool.fetchOne($0, sql: "SELECT done_at IS NULL FROM todo_items") } == true)
    }

    @Test func listsSortOpenByDueDayAndHideDeleted() throws {
        let db = try AppDatabase(location: location, at: Date())
        let undated = try db.addTodo(text: "undated", day: Day("2026-11-20")!, at: now)
        let late = try db.addTodo(text: "late", day: Day("2026-11-20")!, dueDay: Day("2026-11-30")!, at: now)
        let soon = try db.addTodo(text: "soon", day: Day("2026-11-20")!, dueDay: Day("2026-11-22")!, at: now)
        let gone = try db.addTodo(text: "gone", day: Day("2026-11-20")!, at: now)
        _ = try db.setTodoDone(late.id, done: true, at: now)
        _ = try db.removeTodo(gone.id, at: now)
        #expect(try db.todos().map(\.item.id) == [soon.id, undated.id])
        #expect(try db.todos(includeDone: true).map(\.item.id) == [soon.id, undated.id, late.id])
        #expect(throws: TodoNotFound(id: gone.id)) { try db.todo(gone.id) }
        #expect(throws: TodoNotFound(id: gone.id)) { try db.removeTodo(gone.id, at: now) }
        #expect(throws: TodoNotFound(id: 999)) { try db.editTodo(999, text: "x", at: now) }
        #expect(try db.read { try Date.fetchOne($0, sql: "SELECT deleted_at FROM todo_items WHERE id = ?", arguments: [gone.id]) } == now)
    }

    @Test func anEleventhTagIsRefusedForTodosAndNothingIsWritten() throws {
        let db = try AppDatabase(location: location, at: Date())
        for i in 1...10 { _ = try db.addEntry(text: "e\(i)", day: Day("2026-11-20")!, tags: ["t\(i)"], at: now) }
        _ = try db.addTodo(text: "reuses", day: Day("2026-11-20")!, tags: ["#T4", "t4"], at: now)
        #expect(throws: TagLimitReached.self) { try db.addTodo(text: "new tag", day: Day("2026-11-20")!, tags: ["eleven"], at: now) }
        #expect(try db.todos().map(\.item.text) == ["reuses"])
        #expect(try db.todos().first?.tags == ["t4"])
    }

    @Test func aTodoFromAReflectionKnowsItsDay() throws {
        let db = try AppDatabase(location: location, at: Date())
        let session = try db.startSession(flow: "daily", day: Day("2026-11-19")!, seed: 1, at: now)
        let item = try db.addTodo(text: "book the dentist", day: Day("2026-11-20")!, sessionID: session, at: now)
        let listed = try db.todo(item.id)
        #expect(listed.reflectionDay == Day("2026-11-19") && listed.item.sessionId == session)
    }

    @Test func goalProgressFollowsStepsUnlessSetHigher() throws {
        let db = try AppDatabase(location: location, at: Date())
        let goal = try db.addGoal(text: "Run a 10k", steps: ["shoes", "3k", "5k", "8k"], day: Day("2026-11-20")!, at: now)
        #expect(goal.steps.map(\.position) == [1, 2, 3, 4] && goal.progress == 0 && goal.entry.type == .goals)
        #expect(try db.markGoalStepDone(goal.number, step: 1, at: now).progress == 25)
        #expect(try db.setGoalProgress(goal.number, percent: 70, at: now).progress == 70)
        #expect(try db.markGoalStepDone(goal.number, step: 2, at: now).progress == 70) // set higher: kept
        let three = try db.markGoalStepDone(goal.number, step: 4, at: now)
        #expect(three.progress == 75 && three.stepsDone == 3)
        #expect(three.steps[3].doneAt == now)
        #expect(throws: GoalStepNotFound(goal: goal.number, step: 5, count: 4)) { try db.markGoalStepDone(goal.number, step: 5, at: now) }
        let done = try db.completeGoal(goal.number, at: now)
        #expect(done.progress == 100 && done.entry.completedAt == now && done.isComplete)
        #expect(try db.setGoalProgress(goal.number, percent: 90, at: now).isComplete == false)
    }

    @Test func removedAndUnknownGoals() throws {
        let db = try AppDatabase(location: location, at: Date())
        let goal = try db.addGoal(text: "Read more", steps: [], day: Day("2026-11-20")!, at: now)
        let todo = try db.addTodo(text: "not a goal", day: Day("2026-11-20")!, at: now)
        _ = try db.removeGoal(goal.number, at: now)
        #expect(try db.goals().isEmpty)
        #expect(throws: GoalNotFound(id: goal.number)) { try db.goal(goal.number) }
        #expect(throws: GoalNotFound(id: todo.entryId)) { try db.completeGoal(todo.entryId, at: now) }
        #expect(AppDatabase.stepShare(done: 2, of: 3) == 66 && AppDatabase.stepShare(done: 0, of: 0) == 0)
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
import InkyCore
import Testing
@testable import InkyStore

/// `AppDatabase` on a database already open, here one in memory: migrated to the whole schema, no folder involved.
@Suite("A journal in memory")
struct InMemoryJournalTests {
    let now = Date(timeIntervalSince1970: 1_795_000_000)
    let day = Day("2026-11-20")!

    @Test func anEntryAndATodoAreReadBack() throws {
        let db = try AppDatabase(DatabaseQueue())
        #expect(try db.appliedMigrations() == AppDatabase.knownMigrations.sorted())
        #expect(!db.isEncrypted)
        let entry = try db.addEntry(text: "a walk by the canal", day: day, tags: ["walks"], at: now)
        let todo = try db.addTodo(text: "call the bakery", day: day, tags: ["errands"], at: now)
        #expect(try db.entries().first == entry)
        let todos = try db.todos()
        #expect(todos.map(\.item) == [todo])
        #expect(todos.map(\.tags) == [["errands"]])
    }

    @Test func aDatabaseAlreadyMigratedKeepsItsRows() throws {
        let queue = try DatabaseQueue()
        _ = try AppDatabase(queue).addEntry(text: "first light", day: day, tags: [], at: now)
        let again = try AppDatabase(queue)
        #expect(try again.entries().map(\.text) == ["first light"])
        #expect(try again.appliedMigrations() == AppDatabase.knownMigrations.sorted())
    }
}

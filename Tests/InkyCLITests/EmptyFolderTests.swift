// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing
@testable import InkyCLI

/// Issue 17, item 8 (part): a command that only reads, run where there is no journal yet, shows an empty
/// journal and creates nothing: no folder, no file.
@Suite("Reading an empty folder")
struct EmptyFolderTests {
    @Test(arguments: [
        ["summary"], ["summary", "--json"], ["day"], ["calendar"], ["todo", "list"], ["todo"], ["search", "river"], ["tags"],
        ["entry", "list"], ["goal", "list"], ["export", "--format", "json"], ["export", "--format", "markdown"],
    ])
    func aLookCreatesNothing(command: [String]) throws {
        let h = Harness()
        let r = h.run(command)
        #expect(r.code == 0, "\(command): \(r.err)")
        #expect(!FileManager.default.fileExists(atPath: h.home.path), "\(command) created \(h.home.path)")
    }

    @Test func theFirstWriteStillCreatesTheJournal() throws {
        let h = Harness()
        #expect(h.run(["todo", "list"]).out.contains(Messages.noOpenTodos))
        #expect(h.run(["todo", "add", "first"]).code == 0)
        #expect(FileManager.default.fileExists(atPath: h.home.appendingPathComponent("inky.sqlite").path))
        #expect(h.run(["todo", "list"]).out.contains("first"))
    }
}

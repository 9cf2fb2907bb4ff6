// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyStore
import InkyCore
import Testing

/// `inky write` and `inky entry edit` at a real pseudo-terminal, with an editor that reads the
/// terminal as vi does: it must be in the terminal's foreground group to read at all.
@Suite("The editor at a terminal", .enabled(if: TerminalSession.available))
struct EditorTerminalTests {
    @Test func writeKeepsWhatTheEditorReadFromTheTerminal() throws {
        let editor = try TerminalEditor()
        defer { editor.remove() }
        let t = try TerminalSession(seed: 1, arguments: ["write"], extraEnvironment: editor.environment)
        defer { t.close() }
        try t.waitFor("editor> ")
        let draft = try editor.draftPath()
        #expect(draft.hasPrefix(editor.temporary.path + "/"), "the draft is made under $TMPDIR: \(draft)")
        let folder = (draft as NSString).deletingLastPathComponent
        #expect(try FileManager.default.attributesOfItem(atPath: folder)[.posixPermissions] as? Int == 0o700)
        #expect(try FileManager.default.attributesOfItem(atPath: draft)[.posixPermissions] as? Int == 0o600)
        t.type("a line typed into the editor\r")
        try t.waitFor("Added entry 1.")
        #expect(t.exitCode() == 0)
        let db = try AppDatabase(location: StoreLocation(folder: t.home), at: Date())
        #expect(try db.entries().map(\.text) == ["a line typed into the editor"])
        #expect(try editor.leftovers(home: t.home).isEmpty, "no draft is left anywhere")
    }

    @Test(arguments: [SIGTERM, SIGHUP])
    func aStopSignalWhileTheEditorRunsLeavesNoDraft(signal: Int32) throws {
        let editor = try TerminalEditor()
        defer { editor.remove() }
        let t = try TerminalSession(seed: 1, arguments: ["write"], extraEnvironment: editor.environment)
        defer { t.close() }
        try t.waitFor("editor> ")
        let draft = try editor.draftPath()
        #expect(FileManager.default.fileExists(atPath: draft))
        let inky = try #require(t.inkyPID)
        #expect(kill(inky, signal) == 0)
        #expect(t.exitCode() != 0)
        #expect(!FileManager.default.fileExists(atPath: (draft as NSString).deletingLastPathComponent))
        #expect(try editor.leftovers(home: t.home).isEmpty, "no draft is left anywhere")
        #expect(try AppDatabase(location: StoreLocation(folder: t.home), at: Date()).entries().isEmpty)
    }

    /// Ctrl-C goes to the editor, not inky: this editor dies of it, and inky says so and keeps nothing.
    @Test func ctrlCEndsTheEditorAndInkyKeepsNothing() throws {
        let editor = try TerminalEditor()
        defer { editor.remove() }
        let t = try TerminalSession(seed: 1, arguments: ["write"], extraEnvironment: editor.environment)
        defer { t.close() }
        try t.waitFor("editor> ")
        t.type("half a line")
        try t.waitFor("half a line")
        t.type("\u{03}")
        try t.waitFor("did not finish cleanly")
        #expect(t.exitCode() == 1)
        #expect(try editor.leftovers(home: t.home).isEmpty, "no draft is left anywhere")
        #expect(try AppDatabase(location: StoreLocation(folder: t.home), at: Date()).entries().isEmpty)
    }

    @Test func entryEditUsesTheSameForegroundEditor() throws {
        let editor = try TerminalEditor()
        defer { editor.remove() }
        let t = try TerminalSession(seed: 1, arguments: ["entry", "edit", "1"], extraEnvironment: editor.environment) {
            _ = try $0.addEntry(text: "the first words", day: Day("2026-11-22")!, tags: [], at: Date())
        }
        defer { t.close() }
        try t.waitFor("editor> ")
        #expect(try editor.draftPath().hasPrefix(editor.temporary.path + "/"))
        t.type("and a line added at the terminal\r")
        try t.waitFor("Changed entry 1")
        #expect(t.exitCode() == 0)
        let db = try AppDatabase(location: StoreLocation(folder: t.home), at: Date())
        #expect(try db.rawEntry(1).text == "the first words\nand a line added at the terminal")
        #expect(try editor.leftovers(home: t.home).isEmpty, "no draft is left anywhere")
    }
}

/// A shell-script editor that notes its draft's path, asks on the terminal and adds the line read there.
struct TerminalEditor {
    let folder: URL
    var temporary: URL { folder.appendingPathComponent("tmp") }
    var script: URL { folder.appendingPathComponent("tty-editor.sh") }
    var marker: URL { folder.appendingPathComponent("draft-path") }
    var environment: [String: String] { ["EDITOR": script.path, "TMPDIR": temporary.path] }

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("inky-editor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let body = """
            #!/bin/sh
            printf '%s' "$1" > '\(marker.path)'
            printf 'editor> ' > /dev/tty
            read line < /dev/tty || exit 3
            printf '%s\\n' "$line" >> "$1"

            """
        try body.write(to: script, atomically: true, encoding: .utf8)
        chmod(script.path, 0o755)
    }

    /// The draft's path, as the editor noted it.
    func draftPath() throws -> String {
        try String(contentsOf: marker, encoding: .utf8)
    }

    /// Whatever is left in the temporary folder, and any draft in the data folder.
    func leftovers(home: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: temporary.path)
            + FileManager.default.contentsOfDirectory(atPath: home.path).filter { $0.contains("draft") }
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}

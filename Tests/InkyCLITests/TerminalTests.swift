// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyStore
import Testing

/// Drives the built binary on a real pseudo-terminal (through util-linux `script`), typing keys
/// as a person would: readline editing, Tab completion, Ctrl-C and Ctrl-D.
@Suite("At a terminal", .enabled(if: TerminalSession.available))
struct TerminalTests {
    @Test func ctrlCClearsTheLineAndTwiceOnAnEmptyLineEndsAndSaves() throws {
        let t = try TerminalSession(seed: 3)
        defer { t.close() }
        let question = "\u{1B}[1m" // each question is printed in bold at a terminal
        try t.waitFor(question)
        try t.waitFor("› ")
        t.type("feeling ok\r")
        try t.waitFor(question, count: 2)
        t.type("/sk\t\r") // Tab completes /skip
        try t.waitFor(question, count: 3)
        try t.waitFor("›", count: 3)
        t.type("words I take back")
        try t.waitFor("take back")
        let prompts = t.count("›")
        t.type("\u{03}")
        try t.waitFor("›", count: prompts + 1)
        t.type("\u{03}")
        try t.waitFor("Press Ctrl-C again")
        t.type("\u{03}")
        try t.waitFor("Saved 1 answer.")
        #expect(t.exitCode() == 0)
        let db = try AppDatabase(location: StoreLocation(folder: t.home), at: Date())
        #expect(try db.read { try String.fetchAll($0, sql: "SELECT answer FROM reflection_qas") } == ["feeling ok"])
        let session = try #require(try db.sessions().first)
        #expect(session.questionCount == 3 && session.answerCount == 1)
    }

    @Test func ctrlDOnAnEmptyLineEndsAndSaves() throws {
        let t = try TerminalSession(seed: 1)
        defer { t.close() }
        try t.waitFor("› ")
        t.typeSlowly("maple\r")
        try t.waitFor("›", count: 2)
        t.typeSlowly("harbor\r")
        try t.waitFor("›", count: 3)
        Thread.sleep(forTimeInterval: 0.1)
        t.type("\u{04}")
        try t.waitFor("Saved 2 answers.")
        #expect(t.exitCode() == 0)
        let db = try AppDatabase(location: StoreLocation(folder: t.home), at: Date())
        #expect(try db.read { try String.fetchAll($0, sql: "SELECT answer FROM reflection_qas ORDER BY id") } == ["maple", "harbor"])
        // At a keyboard the typing rhythm joins the reading, as aggregates only.
        let record = try #require(try db.read { try String.fetchOne($0, sql: "SELECT record FROM mood_results") })
        #expect(record.contains("\"typing\""))
        #expect(!record.contains("maple") && !record.contains("harbor"), "no journal text in the stored signals")
    }

    @Test func colourAtATerminalButNotWithNoColor() throws {
        let coloured = try TerminalSession(seed: 1)
        defer { coloured.close() }
        try coloured.waitFor("› ")
        #expect(coloured.output.contains("\u{1B}[1m"))
        coloured.type("\u{04}")
        _ = coloured.exitCode()
        let plain = try TerminalSession(seed: 1, extraEnvironment: ["NO_COLOR": "1"])
        defer { plain.close() }
        try plain.waitFor("› ")
        #expect(!plain.output.contains("\u{1B}[1m"))
        plain.type("\u{04}")
        _ = plain.exitCode()
    }
}

extension TerminalTests {
    /// The first run at a terminal offers the onboarding; Enter skips each step, and it is not shown again.
    @Test func onboardingOnTheFirstRunOnly() throws {
        let t = try TerminalSession(seed: 1, onboarded: false)
        defer { t.close() }
        try t.waitFor("Welcome to inky.")
        for _ in 0..<3 {
            let prompts = t.count("›")
            t.type("\r")
            try t.waitFor("›", count: prompts + 1)
        }
        try t.waitFor("\u{1B}[1m", count: 4) // three onboarding questions, then the first reflection question
        t.typeSlowly("quiet\r")
        Thread.sleep(forTimeInterval: 0.2)
        t.type("\u{04}")
        try t.waitFor("Saved 1 answer.")
        #expect(t.exitCode() == 0)
        let db = try AppDatabase(location: StoreLocation(folder: t.home), at: Date())
        #expect(try db.setting(.onboarded) == "yes")
        #expect(try db.setting(.person(.name)) == nil && db.setting(.person(.prior)) == nil)
    }
}

/// The binary running under `script`, which gives it a pseudo-terminal.
final class TerminalSession: @unchecked Sendable {
    static var available: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/script") }

    let root: URL
    var home: URL { root.appendingPathComponent("data") }
    private let process = Process()
    private let input = Pipe()
    private let lock = NSLock()
    private var buffer = Data()

    /// Starts `inky --seed SEED` (a reflection), or `inky ARGUMENTS` when given, on a fresh journal
    /// that `prepare` may fill first.
    init(seed: Int, arguments: [String]? = nil, extraEnvironment: [String: String] = [:], onboarded: Bool = true,
         prepare: ((AppDatabase) throws -> Void)? = nil) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("inky-tty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        if onboarded { try AppDatabase(location: StoreLocation(folder: home), at: Date()).setSetting(.onboarded, to: "yes", at: Date()) }
        if let prepare { try prepare(try AppDatabase(location: StoreLocation(folder: home), at: Date())) }
        // exec: no shell stays between script and inky to catch the SIGINTs itself.
        let command = "exec \(BuiltBinary.url.path) " + (arguments.map { $0.joined(separator: " ") + " --home \(home.path)" }
            ?? "--home \(home.path) --seed \(seed)")
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qfec", command, "/dev/null"]
        var environment = ["INKY_NOW": "2026-11-22T21:00:00", "TZ": "UTC", "HOME": root.path, "TERM": "xterm",
                           "PATH": "/usr/bin:/bin", "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
                           "INPUTRC": "/dev/null"]
        environment.merge(extraEnvironment) { _, new in new }
        process.environment = environment
        process.standardInput = input
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            self.lock.lock()
            self.buffer.append(data)
            self.lock.unlock()
        }
        try process.run()
    }

    var output: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: buffer, as: UTF8.self)
    }

    func type(_ keys: String) {
        input.fileHandleForWriting.write(Data(keys.utf8))
    }

    /// Types one key at a time, as a person does (text written at once reads as a paste, not typing).
    func typeSlowly(_ keys: String) {
        for key in keys {
            type(String(key))
            Thread.sleep(forTimeInterval: 0.03)
        }
    }

    /// How many times `text` has appeared so far.
    func count(_ text: String) -> Int { output.components(separatedBy: text).count - 1 }

    /// Waits (up to 15 s) until `text` has appeared `count` times in the output.
    func waitFor(_ text: String, count: Int = 1, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let deadline = Date().addingTimeInterval(15)
        while Date() < deadline {
            if self.count(text) >= count { return }
            Thread.sleep(forTimeInterval: 0.02)
        }
        Issue.record("timed out waiting for \(text.debugDescription) ×\(count); screen so far: \(output.debugDescription)", sourceLocation: sourceLocation)
        throw CancellationError()
    }

    /// The process id of inky itself, the child `script` started (nil once it has ended).
    var inkyPID: pid_t? {
        let parent = process.processIdentifier
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for entry in entries {
            guard let pid = pid_t(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, pid_t(fields[1]) == parent { return pid }
        }
        return nil
    }

    func exitCode() -> Int32 {
        let deadline = Date().addingTimeInterval(15)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        return process.terminationStatus
    }

    func close() {
        if process.isRunning { process.terminate() }
        try? FileManager.default.removeItem(at: root)
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
@testable import InkyCLI
import InkyStore

/// Runs inky in-process against a temporary data folder, with a fixed clock and memory I/O.
final class Harness {
    let root: URL
    var home: URL { root.appendingPathComponent("journal") }
    var environment: [String: String]
    /// scrypt's cost for `inky encrypt` and `inky passphrase` (cheap, so tests stay quick; the file records it).
    var keyDerivation = KDFParameters(log2N: 10, r: 8, p: 1)

    init(now: String = "2026-11-22T21:00:00") {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("inky-cli-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        environment = ["INKY_NOW": now, "TZ": "UTC", "HOME": root.path,
                       "XDG_CONFIG_HOME": root.appendingPathComponent("config").path]
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    struct Result {
        var code: Int32
        var out: String
        var err: String
    }

    /// Runs `inky ARGS --home HOME` (the home is added unless `withHome` is false) with `input` on stdin.
    @discardableResult
    func run(_ arguments: [String], input: String = "", withHome: Bool = true) -> Result {
        let out = BufferSink(), err = BufferSink()
        let clock = try! WallClock.fromEnvironment(environment)
        let context = Context(environment: environment, clock: clock, output: out, errors: err,
                              input: MemoryLineSource(input), keyDerivation: keyDerivation)
        let args = withHome ? arguments + ["--home", home.path] : arguments
        let code = Inky.run(arguments: args, context: context)
        return Result(code: code, out: out.text, err: err.text)
    }

    /// Runs with raw input lines (bytes that may not be UTF-8).
    func run(_ arguments: [String], rawLines: [RawLine]) -> Result {
        let out = BufferSink(), err = BufferSink()
        let context = Context(environment: environment, clock: try! WallClock.fromEnvironment(environment),
                              output: out, errors: err, input: MemoryLineSource(rawLines: rawLines),
                              keyDerivation: keyDerivation)
        let code = Inky.run(arguments: arguments + ["--home", home.path], context: context)
        return Result(code: code, out: out.text, err: err.text)
    }

    /// The journal, opened with `INKY_PASSPHRASE` from the environment when it is encrypted.
    func database() throws -> AppDatabase {
        let passphrase = environment["INKY_PASSPHRASE"].map { Array($0.utf8) }
        return try AppDatabase(location: StoreLocation(folder: home), passphrase: { passphrase }, at: Date())
    }

    /// Every stored answer, in order.
    func answers() throws -> [String] {
        try database().read { db in
            try String.fetchAll(db, sql: "SELECT answer FROM reflection_qas ORDER BY id")
        }
    }
}

/// The built `inky` binary, beside the test bundle.
enum BuiltBinary {
    /// Starts every command (`inky ARGS --home HOME`) at once, stdin from `stdin` (or nothing), output
    /// discarded, and returns their exit codes once all have ended.
    static func runTogether(_ commands: [[String]], home: String, environment: [String: String], stdin: URL? = nil) throws -> [Int32] {
        var processes: [Process] = []
        for arguments in commands {
            let p = Process()
            p.executableURL = url
            p.arguments = arguments + ["--home", home]
            p.environment = environment
            p.standardInput = try stdin.map { try FileHandle(forReadingFrom: $0) } ?? FileHandle.nullDevice
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            processes.append(p)
        }
        for p in processes { try p.run() }
        for p in processes { p.waitUntilExit() }
        return processes.map(\.terminationStatus)
    }

    static var url: URL {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = testBinary.deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("inky")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../.build/debug/inky").standardizedFileURL
    }

    struct Output {
        var code: Int32
        var out: Data
        var err: String
    }

    /// Runs the binary with `stdin` from a file holding `input`; stdout and stderr go to files, so a child
    /// that fills one while the other is being read cannot stall on a full pipe.
    static func run(_ arguments: [String], input: Data, environment: [String: String]) throws -> Output {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inky-stdin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let stdinFile = folder.appendingPathComponent("stdin")
        let stdoutFile = folder.appendingPathComponent("stdout"), stderrFile = folder.appendingPathComponent("stderr")
        try input.write(to: stdinFile)
        for file in [stdoutFile, stderrFile] { try Data().write(to: file) }
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.environment = environment
        process.standardInput = try FileHandle(forReadingFrom: stdinFile)
        process.standardOutput = try FileHandle(forWritingTo: stdoutFile)
        process.standardError = try FileHandle(forWritingTo: stderrFile)
        try process.run()
        process.waitUntilExit()
        return Output(code: process.terminationStatus, out: try Data(contentsOf: stdoutFile),
                      err: String(decoding: try Data(contentsOf: stderrFile), as: UTF8.self))
    }
}

/// Lines asked for one at a time: `next` sees everything written so far and returns the next line, or nil to end.
final class RespondingLineSource: LineSource {
    var limit = InputLimits.answerBytes
    private let sink: BufferSink
    private let next: (String) -> String?

    init(sink: BufferSink, next: @escaping (String) -> String?) {
        self.sink = sink
        self.next = next
    }

    func nextLine() -> RawLine? {
        next(sink.text).map { .bytes(Array($0.utf8)) }
    }
}

extension Harness {
    /// Runs `inky ARGS --home HOME`, answering each line it reads with `respond(output so far)`.
    func run(_ arguments: [String], respond: @escaping (String) -> String?) -> Result {
        let out = BufferSink(), err = BufferSink()
        let context = Context(environment: environment, clock: try! WallClock.fromEnvironment(environment),
                              output: out, errors: err, input: RespondingLineSource(sink: out, next: respond),
                              keyDerivation: keyDerivation)
        let code = Inky.run(arguments: arguments + ["--home", home.path], context: context)
        return Result(code: code, out: out.text, err: err.text)
    }
}

extension Harness {
    /// A piped reflection at `time` (INKY_NOW) with `seed`, answering `answers` one per line.
    func reflect(at time: String, seed: Int, _ answers: [String], _ extra: [String] = []) -> Result {
        environment["INKY_NOW"] = time
        return run(["--seed", String(seed)] + extra, input: answers.map { $0 + "\n" }.joined())
    }
}

/// The events of a `--json` reflection's output, in order.
func jsonEvents(_ out: String) -> [[String: Any]] {
    out.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
}

/// The `question` events of a `--json` reflection's output, in order.
func questionEvents(_ out: String) -> [[String: Any]] {
    jsonEvents(out).filter { $0["type"] as? String == "question" }
}

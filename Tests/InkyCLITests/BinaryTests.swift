// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyStore
import Testing

/// Runs the built `inky` binary as a person's shell would, with stdin from a file.
@Suite("The built binary")
struct BinaryTests {
    func environment(home: URL) -> [String: String] {
        ["INKY_NOW": "2026-11-22T21:00:00", "TZ": "UTC", "HOME": home.path, "PATH": "/usr/bin:/bin",
         "XDG_CONFIG_HOME": home.appendingPathComponent("config").path, "TERM": "xterm-256color"]
    }

    @Test func pipedReflectionEndToEnd() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("inky-bin-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let home = root.appendingPathComponent("data")
        let input = Data("a slow morning\nfinished the draft\nmy sister called\nsunlight on the desk\nsend the draft to Jo\n".utf8)
        let run = try BuiltBinary.run(["--home", home.path, "--seed", "5"], input: input, environment: environment(home: root))
        #expect(run.code == 0, "stderr: \(run.err)")
        #expect(!run.out.contains(0x1B), "no ESC byte when output is not a terminal")
        #expect(run.err.isEmpty)
        let db = try AppDatabase(location: StoreLocation(folder: home), at: Date())
        let answers = try db.read { try String.fetchAll($0, sql: "SELECT answer FROM reflection_qas ORDER BY position") }
        #expect(answers == ["a slow morning", "finished the draft", "my sister called", "sunlight on the desk", "send the draft to Jo"])
        var info = stat()
        stat(home.path, &info)
        #expect(Int(info.st_mode) & 0o777 == 0o700)
        stat(home.appendingPathComponent("inky.sqlite").path, &info)
        #expect(Int(info.st_mode) & 0o777 == 0o600)
    }

    @Test func exitCodesFromTheBinary() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("inky-bin-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let env = environment(home: root)
        let future = try BuiltBinary.run(["--home", root.path + "/d", "--date", "2027-01-01"], input: Data(), environment: env)
        #expect(future.code == 3)
        let usage = try BuiltBinary.run(["--no-such-flag"], input: Data(), environment: env)
        #expect(usage.code == 1)
        let version = try BuiltBinary.run(["--version"], input: Data(), environment: env)
        #expect(version.code == 0 && String(decoding: version.out, as: UTF8.self).hasPrefix("0."))
        try FileManager.default.createDirectory(at: root.appendingPathComponent("bad"), withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: root.appendingPathComponent("bad/inky.sqlite").path, contents: Data("junk".utf8))
        let data = try BuiltBinary.run(["--home", root.path + "/bad"], input: Data("hi\n".utf8), environment: env)
        #expect(data.code == 2)
        #expect(data.err.contains("not an inky journal"))
    }

    /// Killed with SIGKILL after k answers, exactly k answers are kept and the file is sound.
    @Test(arguments: [1, 3])
    func killedMidSessionKeepsEveryGivenAnswer(k: Int) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("inky-kill-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let home = root.appendingPathComponent("data")
        let process = Process()
        process.executableURL = BuiltBinary.url
        process.arguments = ["--home", home.path, "--seed", "1", "--json"]
        process.environment = environment(home: root)
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        let reader = stdout.fileHandleForReading
        var buffer = Data()
        func waitFor(_ needle: String, count: Int) {
            while buffer.split(separator: 0x0A).filter({ String(decoding: $0, as: UTF8.self).contains(needle) }).count < count {
                let chunk = reader.availableData
                if chunk.isEmpty { return }
                buffer.append(chunk)
            }
        }
        waitFor("\"type\":\"question\"", count: 1)
        for i in 1...k {
            stdin.fileHandleForWriting.write(Data("answer \(i)\n".utf8))
            waitFor("\"type\":\"saved\"", count: i)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let db = try AppDatabase(location: StoreLocation(folder: home), at: Date())
        #expect(try db.read { try String.fetchAll($0, sql: "SELECT answer FROM reflection_qas ORDER BY position") }
                == (1...k).map { "answer \($0)" })
        #expect(try db.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") } == "ok")
    }

    /// `analyze` reads ahead only what is already waiting: a script that writes a line and waits for its
    /// answer gets each answer while the pipe stays open, and a whole file at once gives the same lines.
    @Test func analyzeAnswersEachLineWhileThePipeStaysOpen() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("inky-an-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let lines = (0..<300).map { i in ["a calm walk by the river", "work was awful again", "I felt so proud of her", "meh"][i % 4] + " \(i)" }
        let whole = try BuiltBinary.run(["analyze", "--json"], input: Data(lines.map { $0 + "\n" }.joined().utf8),
                                        environment: environment(home: root))
        let batch = String(decoding: whole.out, as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(batch.count == lines.count)
        let process = Process()
        process.executableURL = BuiltBinary.url
        process.arguments = ["analyze", "--json"]
        process.environment = environment(home: root)
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        var buffer = Data()
        var answered: [String] = []
        for line in lines.prefix(5) {
            stdin.fileHandleForWriting.write(Data((line + "\n").utf8))
            while !buffer.contains(0x0A) {
                let chunk = stdout.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                buffer.append(chunk)
            }
            let end = try #require(buffer.firstIndex(of: 0x0A), "no answer to \(line) while the pipe is open")
            answered.append(String(decoding: buffer[buffer.startIndex..<end], as: UTF8.self))
            buffer = Data(buffer[(end + 1)...])
        }
        try stdin.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(answered == Array(batch.prefix(5)), "one line at a time reads the same as a whole file")
    }
}

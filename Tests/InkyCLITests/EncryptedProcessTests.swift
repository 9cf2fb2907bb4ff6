// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyStore
import Testing

/// The built binary on an encrypted journal: kill -9 mid-reflection, and several writers at once.
@Suite("Encrypted journal, whole processes")
struct EncryptedProcessTests {
    static let passphrase = "kept in the environment for the test"

    func environment(root: URL) -> [String: String] {
        ["INKY_NOW": "2026-11-22T21:00:00", "TZ": "UTC", "HOME": root.path, "PATH": "/usr/bin:/bin",
         "INKY_PASSPHRASE": Self.passphrase]
    }

    /// A journal with one entry, encrypted by the binary with the product's scrypt cost.
    func encryptedJournal(root: URL) throws -> URL {
        let home = root.appendingPathComponent("data")
        let env = environment(root: root)
        #expect(try BuiltBinary.run(["write", "first", "--home", home.path], input: Data(), environment: env).code == 0)
        let encrypt = try BuiltBinary.run(["encrypt", "--home", home.path], input: Data(), environment: env)
        #expect(encrypt.code == 0, "\(encrypt.err)")
        return home
    }

    func open(_ home: URL) throws -> AppDatabase {
        try AppDatabase(location: StoreLocation(folder: home), passphrase: { Array(Self.passphrase.utf8) }, at: Date())
    }

    /// Killed with SIGKILL after k answers, exactly k answers are in the sealed file and it is sound.
    @Test(arguments: [2])
    func killedMidReflectionKeepsEveryGivenAnswer(k: Int) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("inky-sealkill-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let home = try encryptedJournal(root: root)
        let process = Process()
        process.executableURL = BuiltBinary.url
        process.arguments = ["--home", home.path, "--seed", "1", "--json"]
        process.environment = environment(root: root)
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
            stdin.fileHandleForWriting.write(Data("sealed answer \(i)\n".utf8))
            waitFor("\"type\":\"saved\"", count: i)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let db = try open(home)
        #expect(try db.read { try String.fetchAll($0, sql: "SELECT answer FROM reflection_qas ORDER BY position") }
                == (1...k).map { "sealed answer \($0)" })
        #expect(try db.integrityProblems().isEmpty)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: home.path).filter { $0.hasPrefix(".") }
        for name in leftovers {
            // A temporary file from the killed process holds ciphertext only; it is never the journal.
            let bytes = FileManager.default.contents(atPath: home.appendingPathComponent(name).path) ?? Data()
            #expect(bytes.range(of: Data("sealed answer".utf8)) == nil)
        }
    }

    /// A reflection, todos, logs and entries from six processes at once all land in the sealed journal.
    @Test func parallelWritersOnAnEncryptedJournal() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("inky-sealpar-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let home = try encryptedJournal(root: root)
        let stdin = root.appendingPathComponent("answers")
        // (answers of more than a few words, so no evening is kept short)
        try Data("the first answer here\nthe second answer here\nthe third answer here\n".utf8).write(to: stdin)
        let commands: [[String]] = [["--seed", "1"], ["--seed", "2"], ["todo", "add", "water the fern"], ["todo", "add", "call Jo"],
                                    ["log", "--rating", "7"], ["write", "second"]]
        let processes = try commands.map { arguments -> Process in
            let p = Process()
            p.executableURL = BuiltBinary.url
            p.arguments = arguments + ["--home", home.path]
            p.environment = environment(root: root)
            p.standardInput = try FileHandle(forReadingFrom: stdin)
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            return p
        }
        for p in processes { try p.run() }
        for p in processes { p.waitUntilExit() }
        #expect(processes.map(\.terminationStatus) == Array(repeating: 0, count: commands.count))
        let db = try open(home)
        #expect(try db.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM reflection_qas") } == 6)
        #expect(try db.todos().count == 2)
        #expect(try db.emotionLogs().count == 1)
        #expect(try db.entries().filter { $0.type == .raw }.count == 2)
        #expect(try db.integrityProblems().isEmpty)
    }
}

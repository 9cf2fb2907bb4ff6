// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyStore
import Testing

/// At a terminal the passphrase is asked for with echo off (run under `script`, which gives inky a pty).
@Suite("Passphrase prompt", .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
struct PassphrasePromptTests {
    /// Runs `inky ARGS` on a pseudo-terminal, answering each prompt in `replies` once it appears; returns the transcript.
    func onTerminal(_ arguments: [String], replies: [(prompt: String, line: String)], environment: [String: String]) throws -> (Int32, String) {
        let command = ([BuiltBinary.url.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        return try onTerminal(command: command, replies: replies.map { ($0.prompt, Data(($0.line + "\r").utf8)) }, environment: environment)
    }

    /// Runs a shell `command` under `script` (a pseudo-terminal), typing each reply's bytes once its prompt appears.
    func onTerminal(command: String, replies: [(prompt: String, bytes: Data)], environment: [String: String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qfec", command, "/dev/null"]
        process.environment = environment
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: watchdog) // never hang the suite
        defer { watchdog.cancel() }
        var transcript = Data()
        for reply in replies {
            while !String(decoding: transcript, as: UTF8.self).hasSuffix(reply.prompt) {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                transcript.append(chunk)
            }
            input.fileHandleForWriting.write(reply.bytes)
            transcript.append(Data("<sent>".utf8))
        }
        transcript.append(output.fileHandleForReading.readDataToEndOfFile())
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: transcript, as: UTF8.self))
    }

    /// A temporary folder with a plain journal of one entry in `data/`, and the environment to run inky in it.
    func plainJournal() throws -> (root: URL, home: URL, environment: [String: String]) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("inky-tty-\(UUID().uuidString)")
        let home = root.appendingPathComponent("data")
        let env = ["INKY_NOW": "2026-11-22T21:00:00", "TZ": "UTC", "HOME": root.path, "PATH": "/usr/bin:/bin", "TERM": "dumb"]
        #expect(try BuiltBinary.run(["write", "first", "--home", home.path], input: Data(), environment: env).code == 0)
        return (root, home, env)
    }

    @Test func encryptAsksTwiceWithoutEchoThenOpensWithThePrompt() throws {
        let (root, home, env) = try plainJournal()
        defer { try? FileManager.default.removeItem(at: root) }
        let secret = "quiet harbour lantern"
        let (code, transcript) = try onTerminal(["encrypt", "--home", home.path],
                                                replies: [("Passphrase: ", secret), ("Type it again: ", secret)], environment: env)
        #expect(code == 0, "\(transcript)")
        #expect(transcript.contains("Encrypted."))
        #expect(!transcript.contains(secret), "the passphrase was echoed: \(transcript)")
        // Issue 18, item 7: a wrong passphrase at a terminal is asked again, three tries in all.
        let (retryCode, retried) = try onTerminal(["todo", "list", "--home", home.path],
                                                  replies: [("Passphrase: ", "wrong guess"), ("Passphrase: ", secret)], environment: env)
        #expect(retryCode == 0 && retried.contains("Try again (2 more tries"), "\(retried)")
        let (listCode, listing) = try onTerminal(["todo", "list", "--home", home.path],
                                                 replies: Array(repeating: ("Passphrase: ", "wrong guess"), count: 3), environment: env)
        #expect(listCode == 2)
        #expect(listing.contains("That passphrase does not open this journal"))
        #expect(!listing.contains("wrong guess"))
        let db = try AppDatabase(location: StoreLocation(folder: home), passphrase: { Array(secret.utf8) }, at: Date())
        #expect(try db.entries().map(\.text).contains("first"))
    }

    @Test func twoDifferentTypingsChangeNothing() throws {
        let (root, home, env) = try plainJournal()
        defer { try? FileManager.default.removeItem(at: root) }
        let (code, transcript) = try onTerminal(["encrypt", "--home", home.path],
                                                replies: [("Passphrase: ", "one thing"), ("Type it again: ", "another")], environment: env)
        #expect(code == 1, "\(transcript)")
        #expect(transcript.contains("The two passphrases differ"))
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("inky.sealed").path))
    }

    /// Issue 18, item 7: Ctrl-C at the passphrase prompt ends inky with the terminal as it was: under `sh`,
    /// which does not put the terminal back itself, the next command still sees echo on.
    @Test func ctrlCAtThePromptLeavesEchoOnUnderSh() throws {
        let (root, home, env) = try plainJournal()
        defer { try? FileManager.default.removeItem(at: root) }
        // The shell traps Ctrl-C (a handler, which inky does not inherit) so that it lives on to report.
        let script = "trap true INT; '\(BuiltBinary.url.path)' encrypt --home '\(home.path)'; echo status \\$?; stty -a"
        let (_, text) = try onTerminal(command: "/bin/sh -c \"\(script)\"", replies: [("Passphrase: ", Data([0x03]))], environment: env)
        #expect(text.contains("status 130"), "inky ended by the signal: \(text)")
        let flags = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == ";" })
        #expect(flags.contains("echo") && !flags.contains("-echo"), "echo is back on: \(text)")
        #expect(FileManager.default.fileExists(atPath: home.appendingPathComponent("inky.sqlite").path), "nothing was encrypted")
    }
}

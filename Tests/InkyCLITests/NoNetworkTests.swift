// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing

/// inky links no networking code: a whole reflection under strace opens no socket but AF_UNIX.
@Suite("No network", .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/strace")))
struct NoNetworkTests {
    @Test(arguments: [
        ["--seed", "1", "--json"], ["analyze", "--json"], ["log", "--rating", "6", "--note", "quiet day"],
        ["write", "a short entry"], ["mood", "show", "--json"],
    ])
    func noSocketsButUnix(arguments: [String]) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("inky-net-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let trace = root.appendingPathComponent("trace")
        let stdin = root.appendingPathComponent("stdin")
        try Data("calm\nwe shipped it\n".utf8).write(to: stdin)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/strace")
        process.arguments = ["-f", "-qq", "-e", "trace=network", "-o", trace.path, BuiltBinary.url.path]
            + arguments + ["--home", root.appendingPathComponent("data").path]
        process.environment = ["INKY_NOW": "2026-11-22T21:00:00", "TZ": "UTC", "HOME": root.path]
        process.standardInput = try FileHandle(forReadingFrom: stdin)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let calls = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n")
        let sockets = calls.filter { $0.contains("socket(") || $0.contains("connect(") }
        let foreign = sockets.filter { !$0.contains("AF_UNIX") && !$0.contains("AF_LOCAL") }
        #expect(foreign.isEmpty, "network calls: \(foreign)")
    }
}

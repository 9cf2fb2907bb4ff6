// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing

/// The product links no networking code: the built binary imports no socket, name-lookup or
/// send/receive function (swift-crypto's BoringSSL brings BIO socket code, which must not be linked);
/// and an encrypted journal's reflection, like a plain one (NoNetworkTests), opens no socket but AF_UNIX.
@Suite("No networking code")
struct NoNetworkCodeTests {
    static let networking = ["socket", "connect", "bind", "listen", "accept", "accept4", "getaddrinfo", "gethostbyname",
                             "gethostbyname_r", "sendto", "recvfrom", "sendmsg", "recvmsg", "getsockopt", "setsockopt"]

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/nm")))
    func theBinaryImportsNoNetworkFunction() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/nm")
        process.arguments = ["-D", "--undefined-only", BuiltBinary.url.path]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let imported = Set(text.split(separator: "\n").compactMap { $0.split(separator: " ").last.map { String($0.split(separator: "@").first ?? "") } })
        #expect(imported.contains("open"), "nm read the binary's imports")
        #expect(imported.intersection(Self.networking).isEmpty, "imports: \(imported.intersection(Self.networking).sorted())")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/strace")))
    func anEncryptedReflectionOpensNoSocket() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("inky-net-sealed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let home = root.appendingPathComponent("data").path
        let env = ["INKY_NOW": "2026-11-22T21:00:00", "TZ": "UTC", "HOME": root.path, "INKY_PASSPHRASE": "no network here"]
        #expect(try BuiltBinary.run(["write", "first", "--home", home], input: Data(), environment: env).code == 0)
        let trace = root.appendingPathComponent("trace")
        let stdin = root.appendingPathComponent("stdin")
        try Data("calm\nwe shipped it\n".utf8).write(to: stdin)
        for arguments in [["encrypt"], ["--seed", "1", "--json"], ["backup"], ["doctor"], ["passphrase"], ["decrypt"]] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/strace")
            process.arguments = ["-f", "-qq", "-e", "trace=network", "-o", trace.path, BuiltBinary.url.path] + arguments + ["--home", home]
            var environment = env
            if arguments == ["passphrase"] { environment["INKY_NEW_PASSPHRASE"] = env["INKY_PASSPHRASE"] }
            process.environment = environment
            process.standardInput = try FileHandle(forReadingFrom: stdin)
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(arguments)")
            let calls = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n")
            let foreign = calls.filter { ($0.contains("socket(") || $0.contains("connect(")) && !$0.contains("AF_UNIX") && !$0.contains("AF_LOCAL") }
            #expect(foreign.isEmpty, "\(arguments): \(foreign)")
        }
    }
}

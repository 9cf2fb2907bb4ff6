// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyStore
import Testing

/// A full disk, two ways: a small tmpfs when this machine lets the test mount one (root in most
/// containers and CI runners), and always a file-size limit (RLIMIT_FSIZE through `prlimit`) on a
/// child process. Either way: exit 2, a message saying what to do, and nothing already saved lost.
@Suite("A full disk")
struct FullDiskTests {
    static let passphrase = "full disk passphrase"
    /// One entry of 600 KB: more than the space or the limit left, less than the 1 MiB line limit.
    static let bigEntry = String(repeating: "a long entry that will not fit ", count: 20_000)

    /// A fresh tmpfs of `size` bytes, or nil when mounting is not permitted here.
    static func mountTmpfs(at folder: URL, size: Int) -> Bool {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/mount") || FileManager.default.isExecutableFile(atPath: "/bin/mount") else { return false }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(size),mode=700", "tmpfs", folder.path]) == 0
    }

    @discardableResult
    static func run(_ tool: String, _ arguments: [String]) -> Int32 {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: tool)
        p.arguments = arguments
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        guard (try? p.run()) != nil else { return -1 }
        p.waitUntilExit()
        return p.terminationStatus
    }

    static var canMount: Bool {
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("inky-mount-probe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: probe) }
        guard mountTmpfs(at: probe, size: 65536) else { return false }
        run("/bin/umount", [probe.path])
        return true
    }

    func rawTexts(_ h: Harness) throws -> [String] {
        try h.database().entries().filter { $0.type == .raw }.map(\.text)
    }

    @Test(.enabled(if: canMount, "mounting a tmpfs needs root (CAP_SYS_ADMIN); the RLIMIT_FSIZE test below still runs"),
          arguments: [false, true])
    func aFullTmpfs(encrypted: Bool) throws {
        let h = Harness()
        #expect(Self.mountTmpfs(at: h.home, size: 1 << 20))
        defer { Self.run("/bin/umount", [h.home.path]) }
        #expect(h.run(["write", "kept from before"]).code == 0)
        if encrypted {
            h.environment["INKY_PASSPHRASE"] = Self.passphrase
            #expect(h.run(["encrypt"]).code == 0)
        }
        let filler = h.home.appendingPathComponent("filler")
        Self.run("/bin/dd", ["if=/dev/zero", "of=\(filler.path)", "bs=4096"])
        let sealedBefore = FileManager.default.contents(atPath: h.home.appendingPathComponent("inky.sealed").path)

        let full = h.run(["write"], input: Self.bigEntry + "\n")
        #expect(full.code == 2, "\(full.err)")
        #expect(full.err.contains("is full") || full.err.contains("may be full"), "\(full.err)")
        #expect(!full.err.contains("a long entry"), "journal text never appears in an error")
        if encrypted {
            #expect(FileManager.default.contents(atPath: h.home.appendingPathComponent("inky.sealed").path) == sealedBefore)
        }
        try FileManager.default.removeItem(at: filler)
        #expect(try rawTexts(h) == ["kept from before"])
        #expect(try h.database().integrityProblems().isEmpty)
        #expect(h.run(["write", "and after"]).code == 0)
        #expect(try rawTexts(h) == ["kept from before", "and after"])
    }

    /// Issue 18, item 4: `doctor` finds low space by measuring it, says so as a problem, and exits 2; with room
    /// made, all is well again.
    @Test(.enabled(if: canMount, "mounting a tmpfs needs root (CAP_SYS_ADMIN)"))
    func doctorSaysWhenSpaceRunsLow() throws {
        let h = Harness()
        #expect(Self.mountTmpfs(at: h.home, size: 64 << 20))
        defer { Self.run("/bin/umount", [h.home.path]) }
        #expect(h.run(["write", "kept from before"]).code == 0)
        #expect(h.run(["doctor"]).code == 0)
        let filler = h.home.appendingPathComponent("filler")
        Self.run("/bin/dd", ["if=/dev/zero", "of=\(filler.path)", "bs=1048576", "count=40"])
        let low = h.run(["doctor"])
        #expect(low.code == 2 && low.out.contains("disk space   problem:") && low.out.contains("Free some space"), "\(low.out)")
        try FileManager.default.removeItem(at: filler)
        let fine = h.run(["doctor"])
        #expect(fine.code == 0 && fine.out.contains("disk space   ok"), "\(fine.out)")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/prlimit")), arguments: [false, true])
    func aFileSizeLimit(encrypted: Bool) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("inky-fsize-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let home = root.appendingPathComponent("data")
        var env = ["INKY_NOW": "2026-11-22T21:00:00", "TZ": "UTC", "HOME": root.path, "PATH": "/usr/bin:/bin"]
        #expect(try BuiltBinary.run(["write", "kept from before", "--home", home.path], input: Data(), environment: env).code == 0)
        if encrypted {
            env["INKY_PASSPHRASE"] = Self.passphrase
            #expect(try BuiltBinary.run(["encrypt", "--home", home.path], input: Data(), environment: env).code == 0)
        }
        let largest = try FileManager.default.contentsOfDirectory(atPath: home.path).map {
            (try FileManager.default.attributesOfItem(atPath: home.appendingPathComponent($0).path)[.size] as? Int) ?? 0
        }.max() ?? 0
        let limit = largest + 32_768
        let sealed = home.appendingPathComponent("inky.sealed")
        let sealedBefore = FileManager.default.contents(atPath: sealed.path)

        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/prlimit")
        p.arguments = ["--fsize=\(limit)", BuiltBinary.url.path, "write", "--home", home.path]
        p.environment = env
        let input = root.appendingPathComponent("stdin")
        try Data((Self.bigEntry + "\n").utf8).write(to: input)
        p.standardInput = try FileHandle(forReadingFrom: input)
        let err = Pipe()
        p.standardOutput = FileHandle.nullDevice
        p.standardError = err
        try p.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationReason == .exit, "killed by SIGXFSZ instead of failing the write")
        #expect(p.terminationStatus == 2, "\(message)")
        #expect(message.contains("is full") || message.contains("may be full"), "\(message)")
        if encrypted { #expect(FileManager.default.contents(atPath: sealed.path) == sealedBefore) }

        let db = try AppDatabase(location: StoreLocation(folder: home), passphrase: { Array(Self.passphrase.utf8) }, at: Date())
        #expect(try db.entries().filter { $0.type == .raw }.map(\.text) == ["kept from before"])
        #expect(try db.integrityProblems().isEmpty)
    }
}

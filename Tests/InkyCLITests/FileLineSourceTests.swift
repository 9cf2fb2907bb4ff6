// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing
@testable import InkyCLI

@Suite("Reading lines from a file descriptor")
struct FileLineSourceTests {
    func lines(of data: Data, limit: Int) throws -> [RawLine] {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("inky-lines-\(UUID().uuidString)")
        try data.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let fd = open(url.path, O_RDONLY)
        try #require(fd >= 0)
        defer { close(fd) }
        let source = FileLineSource(fd: fd, limit: limit)
        var out: [RawLine] = []
        while let line = source.nextLine() { out.append(line) }
        return out
    }

    @Test func splitsOnNewlinesAndDropsCR() throws {
        #expect(try lines(of: Data("one\r\ntwo\n\nlast".utf8), limit: 100) ==
                [.bytes(Array("one".utf8)), .bytes(Array("two".utf8)), .bytes([]), .bytes(Array("last".utf8))])
        #expect(try lines(of: Data(), limit: 100).isEmpty)
    }

    /// Lines longer than the limit come back as `.tooLong` with their size, without holding them,
    /// and the lines after them are read normally, including across 64 KiB reads.
    @Test func overlongLinesAreMeasuredAndSkipped() throws {
        let long = Data(repeating: 0x61, count: 3 << 20)
        var data = Data("short\n".utf8)
        data.append(long)
        data.append(Data("\nafter\n".utf8))
        data.append(Data(repeating: 0x62, count: 200_000))
        data.append(Data("\n".utf8))
        data.append(long) // unterminated at the end
        let result = try lines(of: data, limit: 1 << 20)
        #expect(result == [.bytes(Array("short".utf8)), .tooLong(byteCount: 3 << 20), .bytes(Array("after".utf8)),
                           .bytes([UInt8](repeating: 0x62, count: 200_000)), .tooLong(byteCount: 3 << 20)])
    }
}

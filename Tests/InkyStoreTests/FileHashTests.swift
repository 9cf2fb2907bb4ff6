// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation
import InkyStore
import Testing

@Suite("File hash")
struct FileHashTests {
    @Test("SHA-256 matches the FIPS 180-4 test vectors")
    func vectors() {
        #expect(FileHash.sha256(Data()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(FileHash.sha256(Data("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(FileHash.sha256(Data("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(FileHash.sha256(Data(repeating: UInt8(ascii: "a"), count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test("a file hashes like its bytes; a missing file is an error")
    func file() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inky-hash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Over 1 MiB, so it is read in more than one piece.
        let bytes = Data((0..<1_100_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        let path = folder.appendingPathComponent("blob.bin").path
        try bytes.write(to: URL(fileURLWithPath: path))
        #expect(try FileHash.sha256(fileAt: path) == FileHash.sha256(bytes))
        #expect(throws: FileHash.Failure.missing(path: path + ".gone")) { try FileHash.sha256(fileAt: path + ".gone") }
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyStore
import Testing
@testable import InkyCLI

/// `inky encrypt`, `decrypt` and `passphrase` through the command line (passphrases from the environment).
@Suite("Encryption commands")
struct EncryptionCommandTests {
    static let answers = ["tired but hopeful about the zeppelin", "the quarterly spreadsheet at work", "lunch with Ana and her marmoset",
                          "a quiet walk by the canal", "book the dentist"]

    /// Every file under `folder`, byte for byte.
    static func files(under folder: URL) -> [(String, Data)] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)!
        return enumerator.compactMap { $0 as? String }.compactMap { name in
            let path = folder.appendingPathComponent(name).path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { return nil }
            return (name, FileManager.default.contents(atPath: path) ?? Data())
        }
    }

    /// After `inky encrypt`, a reflection, a todo, an entry with tags and a log leave none of their
    /// text, keywords, topics or tag names in any file of the data folder, and all of it reads back.
    @Test func nothingReadableInTheDataFolder() throws {
        let h = Harness()
        #expect(h.run(["write", "the aardvark slept", "--tag", "wombatcare"]).code == 0)
        #expect(h.run(["config", "set", "history", "on"]).code == 0)
        h.environment["INKY_PASSPHRASE"] = "a long and private passphrase"
        let encrypt = h.run(["encrypt"])
        #expect(encrypt.code == 0, "\(encrypt.err)")
        #expect(encrypt.out.contains("Encrypted."))
        let reflection = h.run(["--seed", "7", "--json"], input: Self.answers.joined(separator: "\n") + "\n")
        #expect(reflection.code == 0, "\(reflection.err)")
        #expect(h.run(["todo", "add", "phone the lighthouse keeper", "--tag", "burrowing"]).code == 0)
        #expect(h.run(["write", "an okapi at the window", "--tag", "mustelid"]).code == 0)
        #expect(h.run(["log", "--rating", "6", "--note", "a gentle platypus day"]).code == 0)
        #expect(h.run(["backup"]).code == 0)

        var secrets = ["aardvark", "wombatcare", "zeppelin", "quarterly", "spreadsheet", "marmoset", "canal", "dentist",
                       "lighthouse", "burrowing", "okapi", "mustelid", "platypus", "Robin"]
        for line in reflection.out.split(separator: "\n") {
            let event = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            guard event["type"] as? String == "answer" else { continue }
            secrets += (event["keywords"] as? [String] ?? []) + (event["topics"] as? [String] ?? [])
        }
        #expect(secrets.contains("work"), "the analyser found the work topic")
        let files = Self.files(under: h.home)
        #expect(files.contains { $0.0 == "inky.sealed" })
        for (name, bytes) in files {
            for secret in Set(secrets) where secret.count >= 4 {
                #expect(bytes.range(of: Data(secret.utf8)) == nil, "'\(secret)' is readable in \(name)")
            }
        }
        // Everything reads back, decrypted in memory.
        #expect(try h.answers() == Self.answers)
        #expect(h.run(["todo", "list"]).out.contains("phone the lighthouse keeper"))
        #expect(h.run(["tags"]).out.contains("mustelid"))
        #expect(try h.database().entries().filter { $0.type == .raw }.map(\.text) == ["the aardvark slept", "an okapi at the window"])
        // Search (FTS5) and the day page read the journal decrypted in memory.
        let search = h.run(["search", "okapi"])
        #expect(search.code == 0 && search.out.contains("entry 2  an okapi at the window"), "\(search.out)\(search.err)")
        #expect(h.run(["day", "today"]).out.contains("okapi"))

        let decrypt = h.run(["decrypt"])
        #expect(decrypt.code == 0, "\(decrypt.err)")
        h.environment["INKY_PASSPHRASE"] = nil
        #expect(try h.answers() == Self.answers)
        #expect(!FileManager.default.fileExists(atPath: h.home.appendingPathComponent("inky.sealed").path))
    }

    @Test func passphraseProblemsExitTwoAndChangeNothing() throws {
        let h = Harness()
        #expect(h.run(["write", "first entry"]).code == 0)
        let noPassphrase = h.run(["encrypt"])
        #expect(noPassphrase.code == 2)
        #expect(noPassphrase.err.contains("Set INKY_PASSPHRASE"))
        #expect(h.run(["decrypt"]).err.contains("not encrypted"))
        h.environment["INKY_PASSPHRASE"] = ""
        #expect(h.run(["encrypt"]).code == 1, "an empty passphrase is refused")
        // Issue 18, item 7: a short one too, saying how long it must be.
        h.environment["INKY_PASSPHRASE"] = "x"
        let short = h.run(["encrypt"])
        #expect(short.code == 1 && short.err.contains("at least 8"), "\(short.err)")
        #expect(!FileManager.default.fileExists(atPath: h.home.appendingPathComponent("inky.sealed").path))

        h.environment["INKY_PASSPHRASE"] = "right one"
        #expect(h.run(["encrypt"]).code == 0)
        let sealed = h.home.appendingPathComponent("inky.sealed")
        let before = FileManager.default.contents(atPath: sealed.path)
        #expect(h.run(["encrypt"]).err.contains("already encrypted"))

        h.environment["INKY_PASSPHRASE"] = "wrong one"
        let wrong = h.run(["write", "second entry"])
        #expect(wrong.code == 2)
        #expect(wrong.err.contains("That passphrase does not open this journal"))
        #expect(!wrong.err.contains("second entry"))
        #expect(h.run(["decrypt"]).code == 2)
        h.environment["INKY_PASSPHRASE"] = nil
        let missing = h.run(["todo", "list"])
        #expect(missing.code == 2)
        #expect(missing.err.contains("This journal is encrypted. Set INKY_PASSPHRASE"))
        #expect(h.run(["nudge"]).out.isEmpty, "nudge never asks for a passphrase")
        #expect(FileManager.default.contents(atPath: sealed.path) == before)

        h.environment["INKY_PASSPHRASE"] = "right one"
        #expect(h.run(["passphrase"]).err.contains("INKY_NEW_PASSPHRASE"))
        h.environment["INKY_NEW_PASSPHRASE"] = "newer one"
        let rekey = h.run(["passphrase"])
        #expect(rekey.code == 0, "\(rekey.err)")
        #expect(h.run(["todo", "list"]).code == 2)
        h.environment["INKY_PASSPHRASE"] = "newer one"
        #expect(try h.database().entries().map(\.text) == ["first entry"])
    }
}

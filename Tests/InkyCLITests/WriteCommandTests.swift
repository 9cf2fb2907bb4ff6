// SPDX-License-Identifier: GPL-3.0-or-later
import CPNG
import Foundation
import Testing
@testable import InkyCLI

@Suite("inky write")
struct WriteCommandTests {
    /// A solid-colour PNG written with libpng into `folder`.
    func png(red: UInt8, green: UInt8, blue: UInt8, in folder: URL) throws -> URL {
        let (width, height) = (16, 16)
        let pixels = [UInt8]((0..<(width * height)).flatMap { _ in [red, green, blue] })
        var out: UnsafeMutablePointer<UInt8>?
        var size = 0
        let status = pixels.withUnsafeBufferPointer { cpng_encode_rgb($0.baseAddress, Int32(width), Int32(height), &out, &size) }
        try #require(status == 0 && out != nil)
        defer { free(out) }
        let url = folder.appendingPathComponent("photo-\(red)-\(green)-\(blue).png")
        try Data(bytes: out!, count: size).write(to: url)
        return url
    }

    @Test func textArgumentsAndTags() throws {
        let h = Harness()
        let result = h.run(["write", "Long", "walk", "by", "the", "sea,", "felt", "calm", "--tag", "nature", "--tag", "#Walks", "--json"])
        #expect(result.code == 0, "\(result.err)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        #expect(object["tags"] as? [String] == ["nature", "Walks"])
        #expect((object["mood"] as? [String: Any])?["source"] as? String == "entry")
        let entries = try h.database().entries()
        #expect(entries.map(\.text) == ["Long walk by the sea, felt calm"])
    }

    @Test func fromAPipe() throws {
        let h = Harness()
        #expect(h.run(["write"], input: "first line\nsecond line\n").code == 0)
        #expect(try h.database().entries().first?.text == "first line\nsecond line")
        #expect(h.run(["write"], input: "\n  \n").code == 1)
    }

    @Test func aPipedLineOverTheLimitIsRefusedOnceAndPlainly() throws {
        let h = Harness()
        let result = h.run(["write"], input: "short line\n" + String(repeating: "x", count: 2_000_000) + "\n")
        #expect(result.code == 1)
        #expect(result.err.contains("inky: line 2 is 2000001 bytes") || result.err.contains("inky: line 2 is 2000000 bytes"))
        #expect(!result.err.contains("inky: inky:"))
        #expect(!result.err.contains("use `inky write`"))
        #expect(try h.database().entries().isEmpty)
    }

    @Test func anEleventhTagIsRefusedAndNothingIsWritten() throws {
        let h = Harness()
        for i in 1...10 { #expect(h.run(["write", "entry \(i)", "--tag", "t\(i)"]).code == 0) }
        #expect(h.run(["write", "reuse is fine", "--tag", "T3"]).code == 0)
        let refused = h.run(["write", "one too many", "--tag", "eleven"])
        #expect(refused.code == 1)
        #expect(refused.err.contains("at most 10 tags") && refused.err.contains("t1, t10, t2"))
        #expect(try h.database().entries().count == 11)
        #expect(h.run(["write", "bad tag", "--tag", "two words"]).code == 1)
    }

    @Test func anImageJoinsTheReadingAndABadOneStillKeepsTheEntry() throws {
        let h = Harness()
        let warm = try png(red: 250, green: 120, blue: 30, in: h.root)
        let result = h.run(["write", "the market at noon", "--image", warm.path, "--json"])
        #expect(result.code == 0, "\(result.err)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let image = try #require(object["image"] as? [String: Any])
        #expect((image["sha256"] as? String)?.count == 64)
        #expect(((object["mood"] as? [String: Any])?["signals"] as? [String])?.contains("image") == true)

        let notAnImage = h.root.appendingPathComponent("notes.jpg")
        try "just text".write(to: notAnImage, atomically: true, encoding: .utf8)
        for bad in [notAnImage.path, h.root.appendingPathComponent("missing.png").path] {
            let failed = h.run(["write", "kept anyway", "--image", bad])
            #expect(failed.code == 1)
            #expect(failed.err.contains("was saved without it"))
        }
        #expect(try h.database().entries().filter { $0.text == "kept anyway" }.count == 2)
    }

    @Test func anEditorAtATerminal() throws {
        let h = Harness()
        let script = h.root.appendingPathComponent("fake-editor.sh")
        try "#!/bin/sh\nprintf 'written in the editor\\n# a comment line\\n' >> \"$1\"\n".write(to: script, atomically: true, encoding: .utf8)
        chmod(script.path, 0o755)
        h.environment["EDITOR"] = script.path
        let out = BufferSink(), err = BufferSink()
        let context = Context(environment: h.environment, clock: try WallClock.fromEnvironment(h.environment),
                              output: out, errors: err, input: MemoryLineSource(""), stdinIsTerminal: true)
        #expect(Inky.run(arguments: ["write", "--home", h.home.path], context: context) == 0, "\(err.text)")
        #expect(try h.database().entries().first?.text == "written in the editor")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: h.home.path).filter { $0.hasPrefix(".draft") }
        #expect(leftovers.isEmpty, "the draft holding journal text is removed")
    }

    @Test func aMoodRatingAfterAnswersCorrectsTheReading() throws {
        let h = Harness()
        let out = h.run(["--seed", "1", "--json"], input: "a grim, exhausting day\n/mood 9\n/done\n").out
        let mood = try #require(out.split(separator: "\n").first { $0.contains("\"type\":\"mood\"") })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(mood.utf8)) as? [String: Any])
        #expect(object["corrected"] as? Bool == true)
        #expect(abs((object["valence"] as? Double ?? 0) - 0.8) < 1e-9, "the person's rating overrides the reading")
    }
}

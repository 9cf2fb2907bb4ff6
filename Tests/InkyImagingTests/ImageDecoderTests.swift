// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation
import InkyCore
import InkyImaging
import Testing

@Suite("Image decoding")
struct ImageDecoderTests {
    @Test("JPEG and PNG files decode to their colours")
    func roundTrip() throws {
        let fixtures = try ImageFixtures()
        defer { fixtures.remove() }
        let rgb = ImageFixtures.solid(200, 40, 30)
        let jpeg = try fixtures.write(#require(ImageFixtures.jpegBytes(rgb, width: 32, height: 32)), as: "red.jpg")
        let png = try fixtures.write(#require(ImageFixtures.pngBytes(rgb, width: 32, height: 32)), as: "red.png")
        let j = try ImageDecoder.decode(path: jpeg)
        let p = try ImageDecoder.decode(path: png)
        #expect(j.width == 32 && j.height == 32)
        #expect(p.pixels == rgb)
        // JPEG is lossy: within a few levels.
        #expect(abs(Int(j.pixels[0]) - 200) <= 4 && abs(Int(j.pixels[1]) - 40) <= 4 && abs(Int(j.pixels[2]) - 30) <= 4)
    }

    @Test("large pictures are shrunk to at most 256 on the longest side")
    func downsampling() throws {
        let rgb = ImageFixtures.gradient(width: 1200, height: 600)
        let jpeg = try #require(ImageFixtures.jpegBytes(rgb, width: 1200, height: 600))
        let png = try #require(ImageFixtures.pngBytes(rgb, width: 1200, height: 600))
        for data in [jpeg, png] {
            let image = try ImageDecoder.decode(data: data)
            #expect(image.width == 256 && image.height == 128)
            #expect(image.pixels[0] < 10 && image.pixels[(image.width - 1) * 3] > 245)
        }
    }

    @Test("the format is recognised from the bytes, not the name")
    func sniffing() throws {
        let fixtures = try ImageFixtures()
        defer { fixtures.remove() }
        let rgb = ImageFixtures.solid(0, 0, 255, width: 8, height: 8)
        let pngNamedJpg = try fixtures.write(#require(ImageFixtures.pngBytes(rgb, width: 8, height: 8)), as: "actually-png.jpg")
        #expect(try ImageDecoder.decode(path: pngNamedJpg).pixels == rgb)
        #expect(ImageFormat.sniff(Data("GIF89a".utf8)) == nil)
        #expect(ImageFormat.recogniseUnsupported(Data("GIF89a......".utf8)) == "GIF")
    }

    @Test("a text file named .jpg is not an image")
    func textFile() throws {
        let fixtures = try ImageFixtures()
        defer { fixtures.remove() }
        let path = try fixtures.write(Data("dear diary, today was long\n".utf8), as: "note.jpg")
        #expect(throws: ImageDecodingError.unsupportedFormat(detected: nil)) { try ImageDecoder.decode(path: path) }
    }

    @Test("a truncated JPEG is corrupt, and the process survives")
    func truncatedJPEG() throws {
        let fixtures = try ImageFixtures()
        defer { fixtures.remove() }
        let rgb = ImageFixtures.gradient(width: 64, height: 64)
        let full = try #require(ImageFixtures.jpegBytes(rgb, width: 64, height: 64))
        for cut in [full.count / 2, full.count - 10, 200, 4] {
            let path = try fixtures.write(full.prefix(cut), as: "cut-\(cut).jpg")
            #expect(throws: ImageDecodingError.corrupt(format: .jpeg)) { try ImageDecoder.decode(path: path) }
        }
    }

    @Test("a truncated or damaged PNG is corrupt")
    func truncatedPNG() throws {
        let rgb = ImageFixtures.gradient(width: 64, height: 64)
        let full = try #require(ImageFixtures.pngBytes(rgb, width: 64, height: 64))
        #expect(throws: ImageDecodingError.corrupt(format: .png)) { try ImageDecoder.decode(data: full.prefix(full.count / 2)) }
        var damaged = full
        for i in 40..<min(damaged.count, 80) { damaged[i] ^= 0x5A }
        #expect(throws: ImageDecodingError.corrupt(format: .png)) { try ImageDecoder.decode(data: damaged) }
    }

    @Test("a missing path and a folder give their own errors")
    func missingAndFolder() throws {
        let fixtures = try ImageFixtures()
        defer { fixtures.remove() }
        let missing = fixtures.folder.appendingPathComponent("nope.jpg").path
        #expect(throws: ImageDecodingError.missingFile(path: missing)) { try ImageDecoder.decode(path: missing) }
        #expect(throws: ImageDecodingError.unreadableFile(path: fixtures.folder.path)) {
            try ImageDecoder.decode(path: fixtures.folder.path)
        }
        #expect(throws: ImageDecodingError.unsupportedFormat(detected: nil)) { try ImageDecoder.decode(data: Data()) }
    }

    @Test("error messages say what is wrong without quoting file contents")
    func messages() {
        #expect(ImageDecodingError.corrupt(format: .jpeg).description == "This JPEG file is damaged or incomplete.")
        #expect(ImageDecodingError.unsupportedFormat(detected: "GIF").description.contains("JPEG and PNG"))
    }
}

@Suite("Image decoding robustness")
struct ImageFuzzTests {
    @Test("damaged JPEG and PNG bytes never crash: they decode or throw a decoding error")
    func mutations() throws {
        let rgb = ImageFixtures.gradient(width: 48, height: 40)
        let jpeg = try #require(ImageFixtures.jpegBytes(rgb, width: 48, height: 40))
        let png = try #require(ImageFixtures.pngBytes(rgb, width: 48, height: 40))
        var seed: UInt64 = 0x5EED  // a small LCG, so failures replay
        func next() -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int(truncatingIfNeeded: seed >> 33)
        }
        for (format, original) in [(ImageFormat.jpeg, jpeg), (.png, png)] {
            for _ in 0..<150 {
                var bytes = [UInt8](original)
                for _ in 0..<(1 + next() % 8) {
                    let i = 8 + next() % (bytes.count - 8)  // past the signature
                    bytes[i] = UInt8(truncatingIfNeeded: next())
                }
                if next() % 3 == 0 { bytes.removeLast(next() % (bytes.count / 2)) }  // and sometimes cut short
                do {
                    let image = try ImageDecoder.decode(data: Data(bytes))
                    #expect(image.pixels.count == image.width * image.height * 3)
                } catch {
                    #expect(error == .corrupt(format: format) || error == .tooLarge || error == .unsupportedFormat(detected: "CMYK JPEG"), "\(error)")
                }
            }
        }
    }
}

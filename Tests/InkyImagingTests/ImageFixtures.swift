// SPDX-License-Identifier: GPL-3.0-or-later

import CJPEG
import CPNG
import Foundation

/// Small picture files written with libjpeg and libpng into a fresh temporary folder.
struct ImageFixtures {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("inky-imaging-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    static func solid(_ r: UInt8, _ g: UInt8, _ b: UInt8, width: Int = 32, height: Int = 32) -> [UInt8] {
        var pixels = [UInt8]()
        pixels.reserveCapacity(width * height * 3)
        for _ in 0..<(width * height) { pixels += [r, g, b] }
        return pixels
    }

    /// Left to right from black to white.
    static func gradient(width: Int, height: Int) -> [UInt8] {
        var pixels = [UInt8]()
        for _ in 0..<height {
            for x in 0..<width {
                let v = UInt8(x * 255 / max(1, width - 1))
                pixels += [v, v, v]
            }
        }
        return pixels
    }

    static func jpegBytes(_ rgb: [UInt8], width: Int, height: Int, quality: Int32 = 95) -> Data? {
        var out: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let code = rgb.withUnsafeBufferPointer {
            cjpeg_encode_rgb($0.baseAddress, Int32(width), Int32(height), quality, &out, &size)
        }
        defer { free(out) }
        guard code == 0, let out else { return nil }
        return Data(bytes: out, count: Int(size))
    }

    static func pngBytes(_ rgb: [UInt8], width: Int, height: Int) -> Data? {
        var out: UnsafeMutablePointer<UInt8>?
        var size = 0
        let code = rgb.withUnsafeBufferPointer {
            cpng_encode_rgb($0.baseAddress, Int32(width), Int32(height), &out, &size)
        }
        defer { free(out) }
        guard code == 0, let out else { return nil }
        return Data(bytes: out, count: size)
    }

    /// Writes `data` as `name` in the folder and returns its path.
    func write(_ data: Data, as name: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try data.write(to: url)
        return url.path
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later

import CJPEG
import CPNG
import Foundation
import InkyCore

/// Decodes JPEG and PNG pictures into small RGB images for the mood signal.
public enum ImageDecoder {
    /// Longest side of a decoded picture; larger ones are shrunk (libjpeg's 1/2–1/8 scaling first for
    /// JPEG, then nearest sampling).
    public static let defaultMaxSide = 256
    /// Files larger than this are refused before reading.
    public static let maximumFileBytes = 128 * 1024 * 1024

    /// Reads and decodes the picture at `path`.
    public static func decode(path: String, maxSide: Int = defaultMaxSide) throws(ImageDecodingError) -> RGBImage {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .missingFile(path: path)
        }
        guard !isDirectory.boolValue, FileManager.default.isReadableFile(atPath: path) else {
            throw .unreadableFile(path: path)
        }
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber,
           size.intValue > maximumFileBytes {
            throw .tooLarge
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadableFile(path: path)
        }
        return try decode(data: data, maxSide: maxSide)
    }

    /// Decodes a picture held in memory, recognising its format from its first bytes.
    public static func decode(data: Data, maxSide: Int = defaultMaxSide) throws(ImageDecodingError) -> RGBImage {
        guard let format = ImageFormat.sniff(data) else {
            throw .unsupportedFormat(detected: ImageFormat.recogniseUnsupported(data))
        }
        var pixels: UnsafeMutablePointer<UInt8>?
        var width: Int32 = 0
        var height: Int32 = 0
        let code: Int32 = data.withUnsafeBytes { raw in
            let buffer = raw.bindMemory(to: UInt8.self)
            return switch format {
            case .jpeg:
                cjpeg_decode_rgb(buffer.baseAddress, UInt(buffer.count), UInt32(max(1, maxSide)), &pixels, &width, &height)
            case .png:
                cpng_decode_rgb(buffer.baseAddress, buffer.count, &pixels, &width, &height)
            }
        }
        defer { free(pixels) }
        switch Int(code) {
        case CJPEG_OK where format == .jpeg, CPNG_OK where format == .png: break
        case CJPEG_NO_MEMORY, CJPEG_TOO_LARGE: throw .tooLarge  // the PNG codes share these values
        case CJPEG_UNSUPPORTED where format == .jpeg: throw .unsupportedFormat(detected: "CMYK JPEG")
        default: throw .corrupt(format: format)
        }
        guard let pixels, width > 0, height > 0 else { throw .corrupt(format: format) }
        let count = Int(width) * Int(height) * 3
        let copy = [UInt8](UnsafeBufferPointer(start: pixels, count: count))
        guard let image = RGBImage(width: Int(width), height: Int(height), pixels: copy) else {
            throw .corrupt(format: format)
        }
        return image.downsampled(maxSide: maxSide)
    }

    /// The image mood signal for the picture at `path`.
    public static func moodSignal(path: String, at date: Date) throws(ImageDecodingError) -> MoodSignal {
        MoodSignal.image(try decode(path: path), at: date)
    }
}

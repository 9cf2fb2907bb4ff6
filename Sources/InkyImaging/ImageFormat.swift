// SPDX-License-Identifier: GPL-3.0-or-later

/// The picture formats inky decodes, recognised by their first bytes, never by file name.
public enum ImageFormat: String, Sendable, Hashable, CaseIterable {
    case jpeg
    case png

    /// The format of `bytes`, or nil when it is neither JPEG (FF D8 FF) nor PNG (89 'PNG' CR LF 1A LF).
    public static func sniff<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> ImageFormat? {
        let head = Array(bytes.prefix(8))
        if head.count >= 3, head[0] == 0xFF, head[1] == 0xD8, head[2] == 0xFF { return .jpeg }
        if head == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] { return .png }
        return nil
    }

    /// A name for a few well-known formats inky does not read, for a helpful error message.
    public static func recogniseUnsupported<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String? {
        let head = Array(bytes.prefix(12))
        func ascii(_ range: Range<Int>) -> String? {
            guard head.count >= range.upperBound else { return nil }
            return String(decoding: head[range], as: UTF8.self)
        }
        if ascii(0..<4) == "GIF8" { return "GIF" }
        if ascii(0..<4) == "RIFF", ascii(8..<12) == "WEBP" { return "WebP" }
        if ascii(4..<8) == "ftyp" {
            let brand = ascii(8..<12) ?? ""
            return brand.hasPrefix("hei") || brand.hasPrefix("mif") ? "HEIC" : brand.hasPrefix("avi") ? "AVIF" : nil
        }
        if head.count >= 2, head[0] == 0x42, head[1] == 0x4D { return "BMP" }
        if ascii(0..<4) == "II*\u{0}" || ascii(0..<4) == "MM\u{0}*" { return "TIFF" }
        return nil
    }
}

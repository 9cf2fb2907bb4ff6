// SPDX-License-Identifier: GPL-3.0-or-later

/// Why a picture could not be turned into pixels.
public enum ImageDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Nothing exists at the path.
    case missingFile(path: String)
    /// Something exists but cannot be read (a folder, no permission, an I/O error).
    case unreadableFile(path: String)
    /// Not a JPEG or PNG; `detected` names a known other format (GIF, WebP, HEIC, ...) when recognised.
    case unsupportedFormat(detected: String?)
    /// Claims to be JPEG or PNG but is damaged or cut short.
    case corrupt(format: ImageFormat)
    /// Larger than inky is willing to decode.
    case tooLarge

    public var description: String {
        switch self {
        case .missingFile(let path): "No file at \(path)."
        case .unreadableFile(let path): "Cannot read \(path) (is it a folder, or not readable?)."
        case .unsupportedFormat(let detected):
            detected.map { "This is a \($0) image; inky reads JPEG and PNG." } ?? "This is not a JPEG or PNG image."
        case .corrupt(let format): "This \(format == .jpeg ? "JPEG" : "PNG") file is damaged or incomplete."
        case .tooLarge: "This image is too large to read."
        }
    }
}

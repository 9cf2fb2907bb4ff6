// SPDX-License-Identifier: GPL-3.0-or-later

/// A decoded picture: packed 8-bit RGB, row by row, no padding.
public struct RGBImage: Sendable, Hashable {
    public var width: Int
    public var height: Int
    /// `width * height * 3` bytes.
    public var pixels: [UInt8]

    /// Fails (returns nil) unless the sizes are positive and `pixels` holds exactly width·height·3 bytes.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width > 0, height > 0, pixels.count == width * height * 3 else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The image shrunk by nearest sampling (each new pixel takes the source pixel under its centre)
    /// so neither side exceeds `maxSide`, aspect ratio kept; the image itself when already small enough.
    public func downsampled(maxSide: Int) -> RGBImage {
        guard maxSide > 0, width > maxSide || height > maxSide else { return self }
        let scale = Double(max(width, height)) / Double(maxSide)
        let newWidth = max(1, min(maxSide, Int((Double(width) / scale).rounded())))
        let newHeight = max(1, min(maxSide, Int((Double(height) / scale).rounded())))
        var out = [UInt8](repeating: 0, count: newWidth * newHeight * 3)
        pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for y in 0..<newHeight {
                    let sy = min(height - 1, ((2 * y + 1) * height) / (2 * newHeight))
                    for x in 0..<newWidth {
                        let sx = min(width - 1, ((2 * x + 1) * width) / (2 * newWidth))
                        let s = (sy * width + sx) * 3
                        let d = (y * newWidth + x) * 3
                        dst[d] = src[s]
                        dst[d + 1] = src[s + 1]
                        dst[d + 2] = src[s + 2]
                    }
                }
            }
        }
        return RGBImage(width: newWidth, height: newHeight, pixels: out)!
    }
}

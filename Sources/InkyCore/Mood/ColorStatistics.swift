// SPDX-License-Identifier: GPL-3.0-or-later

/// Hue, saturation and brightness (HSB, i.e. HSV) statistics of an image.
public struct ColorStatistics: Sendable, Hashable, Codable {
    /// Hue bins of 30°, starting at red (0°); only chromatic pixels count. Fractions of all pixels.
    public static let hueBins = 12
    /// Saturation and brightness bins of 1/8 each. Fractions of all pixels.
    public static let levelBins = 8
    /// A pixel is chromatic (has a hue worth counting) at saturation and brightness at least these.
    public static let chromaticSaturation = 0.2
    public static let chromaticBrightness = 0.15

    /// Warm hues: reds, oranges and yellows, [330°, 360°) ∪ [0°, 75°).
    public static func isWarm(hue: Double) -> Bool { hue >= 330 || hue < 75 }
    /// Cool hues: greens through cyan to blue, [150°, 270°). Hues between are neither.
    public static func isCool(hue: Double) -> Bool { hue >= 150 && hue < 270 }

    public var hueHistogram: [Double]
    public var saturationHistogram: [Double]
    public var brightnessHistogram: [Double]
    /// Mean HSB brightness (max of R, G, B), 0…1.
    public var meanBrightness: Double
    /// Mean HSB saturation ((max − min)/max), 0…1.
    public var meanSaturation: Double
    /// Share of pixels that are chromatic.
    public var chromaticShare: Double
    /// Share of pixels that are chromatic and warm / cool.
    public var warmShare: Double
    public var coolShare: Double

    /// warm / (warm + cool): the warm/cool ratio as a share, 0.5 when there are neither.
    public var warmRatio: Double {
        warmShare + coolShare > 0 ? warmShare / (warmShare + coolShare) : 0.5
    }

    /// (warm − cool) / (warm + cool): 1 all warm, −1 all cool, 0 balanced or no chromatic pixels.
    public var warmth: Double {
        warmShare + coolShare > 0 ? (warmShare - coolShare) / (warmShare + coolShare) : 0
    }

    public init(image: RGBImage) {
        var hue = [Double](repeating: 0, count: Self.hueBins)
        var sat = [Double](repeating: 0, count: Self.levelBins)
        var bri = [Double](repeating: 0, count: Self.levelBins)
        var sumB = 0.0, sumS = 0.0
        var chromatic = 0, warm = 0, cool = 0
        let count = image.width * image.height
        image.pixels.withUnsafeBufferPointer { p in
            for i in 0..<count {
                let r = Int(p[3 * i]), g = Int(p[3 * i + 1]), b = Int(p[3 * i + 2])
                let maxC = max(r, g, b), minC = min(r, g, b)
                let brightness = Double(maxC) / 255
                let saturation = maxC > 0 ? Double(maxC - minC) / Double(maxC) : 0
                sumB += brightness
                sumS += saturation
                bri[min(Self.levelBins - 1, Int(brightness * Double(Self.levelBins)))] += 1
                sat[min(Self.levelBins - 1, Int(saturation * Double(Self.levelBins)))] += 1
                guard saturation >= Self.chromaticSaturation, brightness >= Self.chromaticBrightness else { continue }
                let delta = Double(maxC - minC)
                var h: Double
                if maxC == r {
                    h = 60 * (Double(g - b) / delta)
                } else if maxC == g {
                    h = 60 * (Double(b - r) / delta + 2)
                } else {
                    h = 60 * (Double(r - g) / delta + 4)
                }
                if h < 0 { h += 360 }
                if h >= 360 { h -= 360 }
                chromatic += 1
                hue[min(Self.hueBins - 1, Int(h / 30))] += 1
                if Self.isWarm(hue: h) { warm += 1 } else if Self.isCool(hue: h) { cool += 1 }
            }
        }
        let n = Double(max(1, count))
        hueHistogram = hue.map { $0 / n }
        saturationHistogram = sat.map { $0 / n }
        brightnessHistogram = bri.map { $0 / n }
        meanBrightness = sumB / n
        meanSaturation = sumS / n
        chromaticShare = Double(chromatic) / n
        warmShare = Double(warm) / n
        coolShare = Double(cool) / n
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation

/// Constants of the image signal beyond the colour equations.
public enum ImageMapping {
    /// Arousal added per unit of warmth × chromatic share: warm colours read as more activating
    /// (Jacobs & Suess 1975; Elliot & Maier 2014). Not part of Valdez–Mehrabian, whose hue effects
    /// are small; kept small here too.
    public static let warmthArousalWeight = 0.1
    /// Colour says something about mood, never much.
    public static let confidence = 0.4
    /// Longest side analysed; decoders shrink larger pictures to this first.
    public static let analysisSide = 256
}

extension MoodSignal {
    /// An image signal from an image's colour statistics.
    public static func image(_ statistics: ColorStatistics, at date: Date) -> MoodSignal {
        let pad = ColorEmotion(brightness: statistics.meanBrightness, saturation: statistics.meanSaturation)
        let valence = pad.valence
        let arousal = pad.normalizedArousal
            + ImageMapping.warmthArousalWeight * statistics.warmth * statistics.chromaticShare
        let clampedArousal = MoodMath.clamp(arousal, 0...1, fallback: 0.5)
        return MoodSignal(
            source: .image,
            distribution: CategoryCentroids.distribution(valence: valence, arousal: clampedArousal),
            valence: valence, arousal: clampedArousal, confidence: ImageMapping.confidence, observedAt: date)
    }

    /// An image signal from pixels (shrunk to `ImageMapping.analysisSide` first).
    public static func image(_ image: RGBImage, at date: Date) -> MoodSignal {
        MoodSignal.image(ColorStatistics(image: image.downsampled(maxSide: ImageMapping.analysisSide)), at: date)
    }
}

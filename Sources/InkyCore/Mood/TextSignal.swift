// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation

extension MoodSignal {
    /// A text signal from the text analyzer's numbers (the analyzer itself lives in `Analysis/`).
    public static func text(
        valence: Double,
        arousal: Double,
        distribution: EmotionDistribution,
        confidence: Double,
        at date: Date
    ) -> MoodSignal {
        MoodSignal(
            source: .text, distribution: distribution, valence: valence, arousal: arousal,
            confidence: confidence, observedAt: date)
    }
}

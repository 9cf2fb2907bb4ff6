// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation
import Testing
@testable import InkyCore

@Suite("Mood signals")
struct MoodSignalBuilderTests {
    let now = MoodFixtures.day(0)

    @Test("a 0–10 rating maps linearly to valence")
    func ratingToValence() {
        #expect(MoodSignal.valence(forRating: 0) == -1)
        #expect(MoodSignal.valence(forRating: 5) == 0)
        #expect(abs(MoodSignal.valence(forRating: 8) - 0.6) < 1e-12)
        #expect(MoodSignal.valence(forRating: 10) == 1)
        #expect(MoodSignal.valence(forRating: 14) == 1)
    }

    @Test("a self-report concentrates on the chosen category and weighs confidently")
    func selfReportCategory() {
        let signal = MoodSignal.selfReport(rating: 3, category: .anxiety, feelings: [.shame], at: now)
        #expect(signal.source == .selfReport)
        #expect(signal.confidence == MoodSignal.selfReportConfidence)
        #expect(signal.distribution.top == .anxiety)
        #expect(signal.distribution[.anxiety] > 0.5)
        #expect(signal.distribution[.shame] > 0.25)
        #expect(abs(signal.valence - -0.4) < 1e-12)
        #expect(signal.rating == 3)
        // Anxiety (0.80) counts twice, shame (0.45) once.
        #expect(abs(signal.arousal - (2 * 0.80 + 0.45) / 3) < 1e-12)
        #expect(signal.arousalCertainty == 0.5)
    }

    @Test("a bare rating barely speaks to arousal")
    func bareRating() {
        let signal = MoodSignal.selfReport(rating: 9, at: now)
        #expect(signal.arousal == 0.5)
        #expect(signal.arousalCertainty == 0.05)
        #expect([.joy, .love, .gratitude].contains(signal.distribution.top))
    }

    @Test("the typing recorder aggregates keystrokes")
    func typingAggregates() {
        // Six quick inserts (a burst), a 3 s pause, two deletes, one insert.
        var keys: [Keystroke] = (0..<6).map { Keystroke(time: Double($0) * 0.2, kind: .insert) }
        keys.append(Keystroke(time: 4.0, kind: .delete))
        keys.append(Keystroke(time: 4.5, kind: .delete))
        keys.append(Keystroke(time: 5.0, kind: .insert))
        let rhythm = TypingRhythm(keystrokes: keys.shuffled())
        #expect(rhythm.charactersTyped == 7)
        #expect(rhythm.deletions == 2)
        #expect(rhythm.duration == 5.0)
        #expect(rhythm.pauses == 1)
        #expect(abs(rhythm.longestPause - 3.0) < 1e-12)
        #expect(rhythm.bursts == 1)
        #expect(abs(rhythm.deletionsRatio - 2.0 / 9) < 1e-12)
        // Typing gaps: five of 0.2 s and two... 0.5, 0.5 → (1.0 + 1.0) / 7.
        #expect(abs(rhythm.meanInterKeyInterval - 2.0 / 7) < 1e-9)
    }

    @Test("fast bursty typing reads as more aroused than slow typing; hesitation leans negative")
    func typingMapping() {
        var fast = TypingRhythm.Recorder(), slow = TypingRhythm.Recorder(), hesitant = TypingRhythm.Recorder()
        for i in 0..<80 { fast.record(.insert, at: Double(i) * 0.12) }
        for i in 0..<80 { slow.record(.insert, at: Double(i) * 0.6) }
        var t = 0.0
        for i in 0..<80 {
            t += i % 10 == 9 ? 4 : 0.3
            hesitant.record(i % 3 == 0 ? .delete : .insert, at: t)
        }
        let f = MoodSignal.typing(fast.rhythm, at: now)
        let s = MoodSignal.typing(slow.rhythm, at: now)
        let h = MoodSignal.typing(hesitant.rhythm, at: now)
        #expect(f.arousal > s.arousal + 0.3)
        #expect(f.valence == 0 && s.valence == 0)
        #expect(h.valence < -0.2)
        #expect(f.confidence <= TypingMapping.maximumConfidence)
        #expect(MoodSignal.typing(TypingRhythm(keystrokes: []), at: now).confidence == 0)
    }

    @Test("colour: bright saturated red beats dark grey on valence and arousal; blue is cool")
    func imageColour() {
        func solid(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> RGBImage {
            RGBImage(width: 4, height: 4, pixels: Array([r, g, b].repeated(16)))!
        }
        let red = ColorStatistics(image: solid(255, 0, 0))
        let blue = ColorStatistics(image: solid(0, 0, 255))
        let grey = ColorStatistics(image: solid(64, 64, 64))
        #expect(red.warmth == 1 && blue.warmth == -1 && grey.warmth == 0)
        #expect(red.hueHistogram[0] == 1 && blue.hueHistogram[8] == 1)
        #expect(abs(grey.meanBrightness - 64.0 / 255) < 1e-12 && grey.meanSaturation == 0)
        let r = MoodSignal.image(red, at: now), g = MoodSignal.image(grey, at: now), b = MoodSignal.image(blue, at: now)
        #expect(r.valence > g.valence && r.arousal > g.arousal)
        #expect(r.arousal > b.arousal)
        // Valdez–Mehrabian for B = 1, S = 1: P = .91, A = .29, D = −.44.
        let pad = ColorEmotion(brightness: 1, saturation: 1)
        #expect(abs(pad.pleasure - 0.91) < 1e-12 && abs(pad.arousal - 0.29) < 1e-12 && abs(pad.dominance - -0.44) < 1e-12)
        #expect(abs(pad.valence - 1) < 1e-12)
    }

    @Test("downsampling keeps the aspect ratio and the colours")
    func downsample() {
        let image = RGBImage(width: 1000, height: 500, pixels: Array([10, 200, 30].repeated(500_000)))!
        let small = image.downsampled(maxSide: 256)
        #expect(small.width == 256 && small.height == 128)
        #expect(small.pixels[0..<3] == [10, 200, 30])
        #expect(RGBImage(width: 2, height: 2, pixels: [1, 2, 3]) == nil)
    }

    @Test("builders clamp and never produce NaN")
    func clamping() {
        let s = MoodSignal.text(valence: .nan, arousal: 7, distribution: .uniform, confidence: -1, at: now)
        #expect(s.valence == 0 && s.arousal == 1 && s.confidence == 0)
    }
}

fileprivate extension Array {
    func repeated(_ times: Int) -> [Element] { (0..<times).flatMap { _ in self } }
}

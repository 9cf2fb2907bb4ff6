// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation
import InkyCore
import InkyImaging
import Testing

@Suite("Image mood signal from files")
struct ImageSignalTests {
    @Test("red is warmer, brighter in mood and more aroused than dark grey; blue is cool; brightness orders")
    func colours() throws {
        let fixtures = try ImageFixtures()
        defer { fixtures.remove() }
        let now = Date(timeIntervalSince1970: 1_767_225_600)
        func signalAndStats(_ rgb: [UInt8], _ name: String, png: Bool) throws -> (MoodSignal, ColorStatistics) {
            let data = try #require(png ? ImageFixtures.pngBytes(rgb, width: 32, height: 32)
                                        : ImageFixtures.jpegBytes(rgb, width: 32, height: 32))
            let path = try fixtures.write(data, as: name)
            let image = try ImageDecoder.decode(path: path)
            return (try ImageDecoder.moodSignal(path: path, at: now), ColorStatistics(image: image))
        }
        for png in [false, true] {
            let ext = png ? "png" : "jpg"
            let (red, redStats) = try signalAndStats(ImageFixtures.solid(230, 20, 20), "red.\(ext)", png: png)
            let (blue, blueStats) = try signalAndStats(ImageFixtures.solid(20, 40, 230), "blue.\(ext)", png: png)
            let (grey, greyStats) = try signalAndStats(ImageFixtures.solid(60, 60, 60), "grey.\(ext)", png: png)
            let (ramp, rampStats) = try signalAndStats(ImageFixtures.gradient(width: 32, height: 32), "ramp.\(ext)", png: png)
            #expect(red.source == .image && red.confidence == ImageMapping.confidence)
            #expect(red.valence > grey.valence && red.arousal > grey.arousal)
            #expect(redStats.warmth > 0.9 && blueStats.warmth < -0.9)
            #expect(red.arousal > blue.arousal)
            #expect(greyStats.meanBrightness < rampStats.meanBrightness && rampStats.meanBrightness < redStats.meanBrightness)
            #expect(grey.valence < ramp.valence)
            #expect(abs(greyStats.meanSaturation) < 0.05 && rampStats.chromaticShare < 0.05)
        }
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation
import Testing
@testable import InkyCore

@Suite("Mood signal storage")
struct MoodSignalStorageTests {
    @Test("a stored signal decodes clamped, so a damaged row cannot push fusion out of range")
    func clampedDecoding() throws {
        let json = #"{"source":"text","distribution":{"joy":1},"valence":3,"arousal":-2,"confidence":-0.5,"observedAt":0}"#
        let signal = try JSONDecoder().decode(MoodSignal.self, from: Data(json.utf8))
        #expect(signal.valence == 1 && signal.arousal == 0 && signal.confidence == 0 && signal.arousalCertainty == 1)
        let original = MoodSignal.selfReport(rating: 7, category: .hope, at: MoodFixtures.day(2))
        let decoded = try JSONDecoder().decode(MoodSignal.self, from: JSONEncoder().encode(original))
        #expect(decoded.rating == 7 && decoded.valence == original.valence && decoded.observedAt == original.observedAt)
    }
}

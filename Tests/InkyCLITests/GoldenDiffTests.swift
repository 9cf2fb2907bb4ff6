// SPDX-License-Identifier: GPL-3.0-or-later
import Testing

/// The line diff a golden mismatch prints: what changed, and only that.
@Suite struct GoldenDiffTests {
    @Test func changedAddedAndRemovedLines() {
        let golden = "Good evening.\nHow are you?\nMood reading 1: calm (valence +0.27).\nSaved 5 answers.\n"
        let now = "Good evening.\nHow are you?\nMood reading 1: calm (valence +0.44).\nA new line.\nSaved 5 answers.\n"
        #expect(Golden.lineDiff(golden, now) == """
            3 - Mood reading 1: calm (valence +0.27).
            4 + Mood reading 1: calm (valence +0.44).
            4 + A new line.
            """)
        #expect(Golden.lineDiff("a\nb\nc", "a\nc") == "2 - b")
        #expect(Golden.lineDiff("same\n", "same\n") == "")
        #expect(Golden.lineDiff("", "one") == "1 - \n2 + one")
    }
}

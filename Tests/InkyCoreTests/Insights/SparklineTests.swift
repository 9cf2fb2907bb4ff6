// SPDX-License-Identifier: GPL-3.0-or-later
import Testing
@testable import InkyCore

@Suite("Sparkline")
struct SparklineTests {
    @Test func scalesAndMarksGaps() {
        #expect(Sparkline.render([-1, -0.5, 0, 0.5, 1, nil], range: -1...1) == "▁▃▅▇█·")
        #expect(Sparkline.render([], range: -1...1) == "")
        #expect(Sparkline.render([5, -5, .nan], range: -1...1) == "█▁·")
    }

    /// Property: one character per value, always.
    @Test func oneCharacterPerValue() {
        var g = SeededGenerator(seed: 3)
        for n in 0..<50 {
            let values: [Double?] = (0..<n).map { _ in g.next(upperBound: UInt64(5)) == 0 ? nil : Double(g.next(upperBound: UInt64(2001))) / 1000 - 1 }
            #expect(Sparkline.render(values, range: -1...1).count == n)
        }
    }
}

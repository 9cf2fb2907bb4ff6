// SPDX-License-Identifier: GPL-3.0-or-later
import Testing
import InkyCore

@Suite struct FloorDivisionTests {
    @Test func theQuotientRoundsDownAndTheRemainderIsNeverNegative() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<10_000 {
            let a = Int.random(in: -1_000_000_000_000...1_000_000_000_000, using: &generator)
            let b = Int.random(in: 1...100_000_000, using: &generator)
            let (q, r) = floorDivide(a, b)
            #expect(q * b + r == a)
            #expect(r >= 0 && r < b)
        }
        #expect(floorDivide(-1, 1000) == (-1, 999))
        #expect(floorDivide(Int64(-86_400_000), 86_400_000) == (-1, 0))
        #expect(floorDivide(7, 7) == (1, 0))
    }
}

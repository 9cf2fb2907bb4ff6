// SPDX-License-Identifier: GPL-3.0-or-later
import Testing
@testable import InkyCore

/// `Array.concurrentMap` is `map`: the same results in the same order, whatever the size and lanes.
@Suite("Concurrent map")
struct ConcurrentMapTests {
    @Test(arguments: [0, 1, 63, 64, 127, 128, 129, 1000, 4099])
    func itIsMapInOrder(count: Int) {
        let values = (0..<count).map { "line \($0)" }
        for lanes in [1, 2, 3, 8] {
            #expect(values.concurrentMap(lanes: lanes) { $0.uppercased() + "!" } == values.map { $0.uppercased() + "!" },
                    "\(count) values on \(lanes) lanes")
        }
    }
}

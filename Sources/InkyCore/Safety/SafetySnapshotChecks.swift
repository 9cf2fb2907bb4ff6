// SPDX-License-Identifier: GPL-3.0-or-later

/// Checks a safety snapshot's index arrays before anything indexes with them, so a snapshot that is not
/// what `SafetyScreen.snapshot()` wrote reads as nil instead of trapping later.
extension Array where Element == Int32 {
    /// Offsets into an array of `total` items: `count` of them, from 0, never decreasing, ending at `total`.
    func areOffsets(count: Int, total: Int) -> Bool {
        guard self.count == count, first == 0, last.map({ Int($0) == total }) == true else { return false }
        return zip(self, dropFirst()).allSatisfy { $0 <= $1 }
    }

    /// Every element indexes an array of `count` items (or is -1, when `orNone`).
    func areIndices(below count: Int, orNone: Bool = false) -> Bool {
        allSatisfy { ($0 >= 0 || (orNone && $0 == -1)) && Int($0) < count }
    }
}

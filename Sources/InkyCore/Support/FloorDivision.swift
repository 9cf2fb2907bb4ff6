// SPDX-License-Identifier: GPL-3.0-or-later

/// `a` divided by `b` (positive) rounded toward minus infinity, and the remainder, which is never negative:
/// the day and the time of day of a moment before 1970 count back from the epoch's midnight.
@inlinable public func floorDivide<T: BinaryInteger>(_ a: T, _ b: T) -> (quotient: T, remainder: T) {
    let q = a >= 0 ? a / b : (a - b + 1) / b
    return (q, a - q * b)
}

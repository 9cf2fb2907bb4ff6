// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

extension Array where Element: Sendable {
    /// `map(transform)`, with the elements split into contiguous runs worked on by up to `lanes` threads at once;
    /// the results keep the elements' order. Runs shorter than `minimumRun` are not worth a thread.
    public func concurrentMap<T: Sendable>(lanes: Int = ProcessInfo.processInfo.activeProcessorCount, minimumRun: Int = 64,
                                           _ transform: @Sendable (Element) -> T) -> [T] {
        let lanes = Swift.max(1, Swift.min(lanes, count / Swift.max(1, minimumRun)))
        guard lanes > 1 else { return map(transform) }
        let count = self.count
        return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            let results = ResultSlots(buffer.baseAddress!)
            withoutActuallyEscaping(transform) { transform in
                DispatchQueue.concurrentPerform(iterations: lanes) { lane in
                    for i in (count * lane / lanes)..<(count * (lane + 1) / lanes) {
                        results.put(transform(self[i]), at: i)
                    }
                }
            }
            initialized = count
        }
    }
}

/// Uninitialised result slots, each written once by exactly one thread.
private struct ResultSlots<T>: @unchecked Sendable {
    let base: UnsafeMutablePointer<T>
    init(_ base: UnsafeMutablePointer<T>) { self.base = base }
    func put(_ value: T, at index: Int) { (base + index).initialize(to: value) }
}

// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// Encodes many values to JSON text on every core, keeping their order.
///
/// Foundation's JSONEncoder is most of the cost of storing thousands of imported mood readings;
/// each value is independent, so the work splits cleanly across threads.
enum ParallelEncoding {
    /// Below this many values one thread is faster than starting several.
    static let threshold = 256

    static func encode<T: Encodable & Sendable>(_ values: [T], with makeEncoder: @Sendable () -> JSONEncoder) throws -> [String] {
        guard values.count >= threshold else {
            let encoder = makeEncoder()
            return try values.map { String(decoding: try encoder.encode($0), as: UTF8.self) }
        }
        let slots = Slots(count: values.count)
        defer { slots.free() }
        let lanes = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8))
        DispatchQueue.concurrentPerform(iterations: lanes) { lane in
            let encoder = makeEncoder()
            for i in stride(from: lane, to: values.count, by: lanes) {
                do {
                    slots.set(i, String(decoding: try encoder.encode(values[i]), as: UTF8.self))
                } catch {
                    slots.fail(error)
                    return
                }
            }
        }
        if let error = slots.error { throw error }
        return slots.strings()
    }

    /// Preallocated results, each written by exactly one thread; the first error is kept under a lock.
    private final class Slots: @unchecked Sendable {
        let count: Int
        let base: UnsafeMutablePointer<String>
        private let lock = NSLock()
        private(set) var error: (any Error)?

        init(count: Int) {
            self.count = count
            base = .allocate(capacity: count)
            base.initialize(repeating: "", count: count)
        }

        func set(_ index: Int, _ value: String) { base[index] = value }

        func fail(_ error: any Error) {
            lock.lock()
            if self.error == nil { self.error = error }
            lock.unlock()
        }

        func strings() -> [String] { Array(UnsafeBufferPointer(start: base, count: count)) }

        func free() {
            base.deinitialize(count: count)
            base.deallocate()
        }
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// Where a command writes text: standard output, standard error, or a buffer in tests.
public protocol TextSink: AnyObject, Sendable {
    func write(_ text: String)
    func flush()
}

extension TextSink {
    /// Writes `text` and a newline.
    func line(_ text: String = "") { write(text + "\n") }
}

/// A buffered writer on a file descriptor; `flush()` hands the bytes to the kernel.
final class FileSink: TextSink, @unchecked Sendable {
    private let fd: Int32
    private var buffer: [UInt8] = []
    private let lock = NSLock()

    init(fd: Int32) {
        self.fd = fd
        buffer.reserveCapacity(1 << 16)
    }

    func write(_ text: String) {
        lock.lock()
        buffer.append(contentsOf: text.utf8)
        let full = buffer.count >= 1 << 16
        lock.unlock()
        if full { flush() }
    }

    func flush() {
        lock.lock()
        defer { lock.unlock() }
        var offset = 0
        while offset < buffer.count {
            let n = buffer.withUnsafeBytes { raw in
                Foundation.write(fd, raw.baseAddress! + offset, raw.count - offset)
            }
            if n < 0 {
                if errno == EINTR { continue }
                break // EPIPE or a closed descriptor: the reader has gone; drop the rest.
            }
            offset += n
        }
        buffer.removeAll(keepingCapacity: true)
    }

    deinit { flush() }
}

/// Collects text in memory, for tests.
public final class BufferSink: TextSink, @unchecked Sendable {
    private var storage = ""
    private let lock = NSLock()

    public init() {}

    public func write(_ text: String) {
        lock.lock()
        storage += text
        lock.unlock()
    }

    public func flush() {}

    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}

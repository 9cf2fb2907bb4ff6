// SPDX-License-Identifier: GPL-3.0-or-later
import Dispatch
import Foundation
import InkyCore
import InkyData

/// The lexicons embedded from Lexicons/, loaded into an analyzer once per process.
enum ShippedLexicons {
    /// Starts reading the lexicons on another thread, so a command can open its journal meanwhile
    /// (a few milliseconds of an `inky write`).
    static func preload() { load.start() }

    /// Starts reading them before the command line is even parsed, when it names a command that
    /// analyses text; a hint only, since that command calls `preload()` itself as well.
    static func preload(forCommandLine arguments: [String]) {
        let words = arguments.filter { !$0.hasPrefix("-") }
        switch words.first {
        case "write", "reflect", "analyze": preload()
        case "log" where !["list", "rm"].contains(words.dropFirst().first ?? ""): preload()
        default: break
        }
    }

    /// A text analyzer over the shipped lexicons; a broken lexicon is a usage error naming the problem.
    static func analyzer() throws -> TextAnalyzer { try load.value() }

    private static let load = Load()

    /// One load, shared by every caller in the process: started by the first of `start` or `value`.
    private final class Load: @unchecked Sendable { // every field is guarded by `lock`
        private let lock = NSLock()
        private let done = DispatchGroup()
        private var started = false
        private var result: Result<TextAnalyzer, InkyFailure>?

        func start() {
            lock.lock()
            defer { lock.unlock() }
            guard !started else { return }
            started = true
            done.enter()
            DispatchQueue.global(qos: .userInitiated).async {
                let loaded = Self.read()
                self.lock.lock()
                self.result = loaded
                self.lock.unlock()
                self.done.leave()
            }
        }

        func value() throws -> TextAnalyzer {
            start()
            done.wait()
            lock.lock()
            defer { lock.unlock() }
            return try result!.get()
        }

        private static func read() -> Result<TextAnalyzer, InkyFailure> {
            // Compiled at build time from the same files; parsing them is the fallback.
            if let bytes = EmbeddedData.lexiconSnapshot, let lexicons = LexiconSet(snapshot: bytes) {
                return .success(TextAnalyzer(lexicons: lexicons))
            }
            do {
                return .success(TextAnalyzer(lexicons: try LexiconSet.load(files: EmbeddedData.files(in: "Lexicons"))))
            } catch {
                return .failure(InkyFailure.usage(Messages.brokenLexicons(String(describing: error))))
            }
        }
    }
}

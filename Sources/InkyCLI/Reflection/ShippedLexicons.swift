// SPDX-License-Identifier: GPL-3.0-or-later
import Dispatch
import InkyCore
import InkyData

/// The lexicons embedded from Lexicons/, loaded into an analyzer once per process.
enum ShippedLexicons {
    /// A text analyzer over the shipped lexicons and safety screen; a broken lexicon is a usage error naming the problem.
    static func analyzer() throws -> TextAnalyzer { try loaded.get() }

    /// Read on first use: the snapshot compiled at build time from the same files (a third of a
    /// millisecond), or the files themselves when they did not parse then, so the error is named.
    /// The safety screen is read on another thread meanwhile (the two snapshots are about the same size);
    /// `SafetyNet.shippedScreen` is initialised once, so the first reader waits for it.
    private static let loaded: Result<TextAnalyzer, InkyFailure> = {
        DispatchQueue.global(qos: .userInitiated).async { _ = SafetyNet.shippedScreen }
        if let bytes = EmbeddedData.lexiconSnapshot, let lexicons = LexiconSet(snapshot: bytes) {
            return .success(TextAnalyzer(lexicons: lexicons, safety: SafetyNet.shippedScreen))
        }
        do {
            return .success(TextAnalyzer(lexicons: try LexiconSet.load(files: EmbeddedData.files(in: "Lexicons")), safety: SafetyNet.shippedScreen))
        } catch {
            return .failure(InkyFailure.usage(Messages.brokenLexicons(String(describing: error))))
        }
    }()
}

// SPDX-License-Identifier: GPL-3.0-or-later
import InkyCore
import InkyData

/// The lexicons embedded from Lexicons/, loaded into an analyzer.
enum ShippedLexicons {
    /// A text analyzer over the shipped lexicons; a broken lexicon is a usage error naming the problem.
    static func analyzer() throws -> TextAnalyzer {
        do {
            return TextAnalyzer(lexicons: try LexiconSet.load(files: EmbeddedData.files(in: "Lexicons")))
        } catch {
            throw InkyFailure.usage(Messages.brokenLexicons(String(describing: error)))
        }
    }
}

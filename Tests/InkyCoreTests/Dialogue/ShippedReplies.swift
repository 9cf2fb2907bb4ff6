// SPDX-License-Identifier: GPL-3.0-or-later
import InkyData
@testable import InkyCore

/// The shipped Lexicons/replies.tsv, parsed once for the reply tests.
enum ShippedReplies {
    static let lexicon: ReplyLexicon = ReplyLexicon.parse(EmbeddedData.file(ReplyLexicon.path) ?? "").0
}

// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyCore
import InkyData

/// The conversation's settings (Prompts/conversation.yaml), reply words (Lexicons/replies.tsv) and words for
/// saying back what was said (Lexicons/echo.tsv), as shipped;
/// a usable `conversation.yaml` in the person's own Prompts/ folder replaces the shipped one.
struct ConversationData: Sendable {
    var settings: ConversationSettings
    var replies: ReplyLexicon
    var echo: EchoLexicon

    static func load(configFolder: URL) -> ConversationData {
        let settings = DataCatalogue(configFolder: configFolder)
            .value(ConversationSettings.path) { ConversationSettings.parse($0, file: $1).0 }.value ?? .fallback
        let replies = shippedReplies()
        let echo = EmbeddedData.file(EchoLexicon.path).map { EchoLexicon.parse($0).0 } ?? EchoLexicon()
        return ConversationData(settings: settings, replies: replies, echo: echo)
    }

    /// The shipped reply words (Lexicons/replies.tsv).
    static func shippedReplies() -> ReplyLexicon {
        EmbeddedData.file(ReplyLexicon.path).map { ReplyLexicon.parse($0).0 } ?? ReplyLexicon()
    }
}

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
        let own = configFolder.appendingPathComponent(ConversationSettings.path).path
        let text = FileManager.default.contents(atPath: own).map { String(decoding: $0, as: UTF8.self) }
        let settings = text.flatMap { ConversationSettings.parse($0, file: own).0 }
            ?? EmbeddedData.file(ConversationSettings.path).flatMap { ConversationSettings.parse($0).0 }
            ?? .fallback
        let replies = shippedReplies()
        let echo = EmbeddedData.file(EchoLexicon.path).map { EchoLexicon.parse($0).0 } ?? EchoLexicon()
        return ConversationData(settings: settings, replies: replies, echo: echo)
    }

    /// The shipped reply words (Lexicons/replies.tsv).
    static func shippedReplies() -> ReplyLexicon {
        EmbeddedData.file(ReplyLexicon.path).map { ReplyLexicon.parse($0).0 } ?? ReplyLexicon()
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyCore
import InkyData

/// The safety screen and its message: shipped in Lexicons/safety.tsv and Prompts/safety.yaml; a
/// person's own Prompts/safety.yaml in the config folder replaces the message.
struct SafetyNet {
    let screen: SafetyScreen
    let message: String
    /// The person's own safety.yaml, when it exists but could not be read (the shipped message is used).
    var skippedOwnFile: String? = nil

    /// The text to show when `text` speaks of suicide or self-harm, else nil.
    func check(_ text: String) -> String? {
        screen.match(text) == nil ? nil : message
    }

    static func load(configFolder: URL) -> SafetyNet {
        let screen = SafetyScreen.parse(EmbeddedData.file(SafetyScreen.path) ?? "").0
        let ownPath = configFolder.appendingPathComponent(SafetyMessage.path).path
        let own = FileManager.default.contents(atPath: ownPath).map { String(decoding: $0, as: UTF8.self) }
        let ownMessage = own.flatMap { SafetyMessage.parse($0).0 }
        let message = ownMessage
            ?? SafetyMessage.parse(EmbeddedData.file(SafetyMessage.path) ?? "").0
            ?? "Please reach out to someone you trust, or to local emergency services if you are in danger."
        return SafetyNet(screen: screen, message: message, skippedOwnFile: own != nil && ownMessage == nil ? ownPath : nil)
    }
}

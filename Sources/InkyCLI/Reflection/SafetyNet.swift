// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyCore
import InkyData

/// The safety screen and what inky says around it: the screen from Lexicons/safety.tsv and
/// Lexicons/safety-words.tsv, the words from Prompts/safety.yaml (a person's own copy in the config
/// folder wins, and what it leaves out comes from the shipped one).
struct SafetyNet {
    let screen: SafetyScreen
    let prompts: SafetyPrompts
    /// The person's own safety.yaml, when it exists but could not be read (the shipped words are used).
    var skippedOwnFile: String? = nil

    /// What the screen finds in `text`, if anything.
    func assess(_ text: String) -> SafetyFinding? { screen.assess(text) }

    /// The shipped screen, read once per process: the snapshot compiled at build time from the same
    /// files (no parsing), or the files themselves when there is none or it does not read back.
    static let shippedScreen: SafetyScreen = EmbeddedData.safetySnapshot.flatMap(SafetyScreen.init(snapshot:))
        ?? SafetyScreen.parse(words: EmbeddedData.file(SafetyScreen.wordsPath) ?? "",
                              rules: EmbeddedData.file(SafetyScreen.rulesPath) ?? "",
                              model: EmbeddedData.file(SafetyScreen.modelPath) ?? "").0

    static func load(configFolder: URL) -> SafetyNet {
        let shipped = SafetyPrompts.parse(DataCatalogue.shipped(SafetyPrompts.path) ?? "").0
            ?? SafetyPrompts(message: Messages.safetyFallback)
        let own = DataCatalogue(configFolder: configFolder).own(SafetyPrompts.path)
        let ownPrompts = own.flatMap { SafetyPrompts.parse($0.text).0 }
        return SafetyNet(screen: shippedScreen, prompts: ownPrompts?.filling(from: shipped) ?? shipped,
                         skippedOwnFile: ownPrompts == nil ? own?.path : nil)
    }

    /// Outside a reflection (`write`, `log`, `entry edit`): the calm message once when the writer's own
    /// words call for it; nothing is refused or lost. With `--json` it goes to standard error, so standard
    /// output stays one JSON object. The prompts are read only when the message is due.
    static func note(_ text: String, context: Context, json: Bool = false) {
        guard shippedScreen.level(of: text) > .none else { return }
        let message = load(configFolder: context.configFolder).prompts.savedMessage
        if json { return context.warn(message) }
        context.output.line("")
        context.output.line(message)
        context.output.flush()
    }
}

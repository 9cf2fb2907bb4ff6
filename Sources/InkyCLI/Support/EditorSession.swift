// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// Writing an entry in the person's `$VISUAL` or `$EDITOR`, through an owner-only draft in a private
/// temporary folder that is removed however the editing ends.
struct EditorSession {
    let context: Context

    /// Opens `template` in the editor; the text without `#` lines, or nil when it was left empty.
    func edit(template: String) throws -> String? {
        let editor = context.environment["VISUAL"].flatMap { $0.isEmpty ? nil : $0 }
            ?? context.environment["EDITOR"].flatMap { $0.isEmpty ? nil : $0 } ?? "vi"
        let folder = try DraftFolder.make(environment: context.environment)
        defer { folder.remove() }
        try folder.writeDraft(template)
        context.output.flush()
        context.errors.flush()
        let outcome = EditorProcess.run(editor: editor, file: folder.draft.path,
                                        environment: context.environment, onStopSignal: folder.remove)
        guard outcome == .exited(0) else { throw InkyFailure.usage(Messages.editorFailed(editor)) }
        let text = folder.readDraft().split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("#") }.joined(separator: "\n")
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }
}

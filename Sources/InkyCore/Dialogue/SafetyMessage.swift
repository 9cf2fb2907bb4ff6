// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Yams

/// The calm message shown when an answer speaks of suicide or self-harm, read from Prompts/safety.yaml.
public enum SafetyMessage {
    public static let path = "Prompts/safety.yaml"

    /// The message text, or nil with diagnostics when the file is not usable.
    public static func parse(_ yaml: String, file: String = path) -> (String?, [LintDiagnostic]) {
        func problem(_ message: String) -> (String?, [LintDiagnostic]) {
            (nil, [LintDiagnostic(file: file, line: 0, message: message)])
        }
        guard let node = try? Yams.compose(yaml: yaml), let map = node.mapping else {
            return problem("expected a mapping with version and message")
        }
        guard map["version"]?.int == FlowParser.supportedVersion else {
            return problem("needs 'version: \(FlowParser.supportedVersion)'")
        }
        guard let text = map["message"]?.string?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else {
            return problem("needs a non-empty 'message'")
        }
        return (text, [])
    }
}

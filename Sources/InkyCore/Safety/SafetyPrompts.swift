// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Yams

/// What inky says around the safety screen, read from Prompts/safety.yaml.
///
/// Only `message` is required, so a person's own file may hold just that; anything it leaves out
/// comes from the shipped file (`filling(from:)`).
public struct SafetyPrompts: Sendable, Hashable {
    public static let path = "Prompts/safety.yaml"

    /// The calm message with resources, for a crisis (and for a "yes" to the concern question).
    public var message: String
    /// Said after the message inside a reflection, which then stops.
    public var stop: String?
    /// Said after the message outside a reflection (`write`, `log`, imports), where nothing stops.
    public var saved: String?
    /// Said before the concern question.
    public var concernLead: String?
    /// The concern question by category; `default` for the rest.
    public var concernQuestions: [String: String] = [:]
    /// Said when the answer to the concern question is no; the reflection goes on gently.
    public var afterNo: String?
    /// Said when the concern question is skipped; the reflection goes on gently.
    public var afterSkip: String?
    /// Answers to the concern question that mean yes or not sure (the crisis message follows).
    public var yesWords: [String] = []
    /// Answers that mean no.
    public var noWords: [String] = []
    /// The caring question when the words were about someone else.
    public var someoneElse: String?
    /// Plain words for each category, for `/why`.
    public var categoryWords: [String: String] = [:]

    public init(message: String) { self.message = message }

    /// The prompts, or nil with diagnostics when the file is not usable.
    public static func parse(_ yaml: String, file: String = path) -> (SafetyPrompts?, [LintDiagnostic]) {
        func problem(_ message: String) -> (SafetyPrompts?, [LintDiagnostic]) {
            (nil, [LintDiagnostic(file: file, line: 0, message: message)])
        }
        let (prompt, unread) = PromptFile.read(yaml, file: file, keys: "version and message")
        guard let map = prompt?.map else { return (nil, unread) }
        func text(_ node: Node?) -> String? {
            node?.string.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.flatMap { $0.isEmpty ? nil : $0 }
        }
        guard let message = text(map["message"]) else { return problem("needs a non-empty 'message'") }
        var prompts = SafetyPrompts(message: message)
        prompts.stop = text(map["stop"])
        prompts.saved = text(map["saved"])
        prompts.someoneElse = text(map["someone-else"])
        var issues: [LintDiagnostic] = []
        if let concern = map["concern"] {
            guard let concern = concern.mapping else { return problem("'concern' must be a mapping") }
            prompts.concernLead = text(concern["lead"])
            prompts.afterNo = text(concern["after-no"])
            prompts.afterSkip = text(concern["after-skip"])
            if let ask = concern["ask"] {
                guard let ask = ask.mapping else { return problem("'concern.ask' must map categories to questions") }
                for (key, value) in ask {
                    guard let name = key.string, let question = text(value) else { continue }
                    if name != "default", SafetyCategory(rawValue: name) == nil {
                        issues.append(LintDiagnostic(file: file, line: key.mark.map { $0.line } ?? 0,
                                                     message: "unknown category '\(name)' in concern.ask"))
                    }
                    prompts.concernQuestions[name] = question
                }
            }
            prompts.yesWords = concern["yes"]?.sequence?.compactMap { text($0)?.lowercased() } ?? []
            prompts.noWords = concern["no"]?.sequence?.compactMap { text($0)?.lowercased() } ?? []
        }
        if let categories = map["categories"]?.mapping {
            for (key, value) in categories {
                guard let name = key.string, let words = text(value) else { continue }
                if SafetyCategory(rawValue: name) == nil {
                    issues.append(LintDiagnostic(file: file, line: key.mark.map { $0.line } ?? 0,
                                                 message: "unknown category '\(name)' in categories"))
                }
                prompts.categoryWords[name] = words
            }
        }
        return (prompts, issues)
    }

    /// A complete set: what this file leaves out is taken from `shipped`.
    public func filling(from shipped: SafetyPrompts) -> SafetyPrompts {
        var out = self
        out.stop = stop ?? shipped.stop
        out.saved = saved ?? shipped.saved
        out.concernLead = concernLead ?? shipped.concernLead
        out.concernQuestions = shipped.concernQuestions.merging(concernQuestions) { _, own in own }
        out.afterNo = afterNo ?? shipped.afterNo
        out.afterSkip = afterSkip ?? shipped.afterSkip
        out.yesWords = yesWords.isEmpty ? shipped.yesWords : yesWords
        out.noWords = noWords.isEmpty ? shipped.noWords : noWords
        out.someoneElse = someoneElse ?? shipped.someoneElse
        out.categoryWords = shipped.categoryWords.merging(categoryWords) { _, own in own }
        return out
    }

    /// The message as said inside a reflection, which stops after it.
    public var reflectionMessage: String { [message, stop].compactMap { $0 }.joined(separator: "\n") }

    /// The message as said after `write`, `log` or an import, where nothing stops.
    public var savedMessage: String { [message, saved].compactMap { $0 }.joined(separator: "\n") }

    /// The gentle, direct question for a concern of this category.
    public func concernQuestion(for category: SafetyCategory) -> String {
        concernQuestions[category.rawValue] ?? concernQuestions["default"]
            ?? "Can I ask you directly: are you having thoughts of ending your life?"
    }

    /// How a category reads in plain words ("wishing not to be alive").
    public func words(for category: SafetyCategory) -> String {
        categoryWords[category.rawValue] ?? category.rawValue
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Yams

/// The first-run texts, read from Prompts/onboarding.yaml.
public struct OnboardingScript: Sendable, Hashable {
    public static let path = "Prompts/onboarding.yaml"

    public var welcome: String
    public var name: String
    public var breatheOffer: String
    public var breatheIn: String
    public var breatheHold: String
    public var breatheOut: String
    public var rounds: Int
    public var breatheDone: String
    public var lately: String
    /// Three answers, in the order of BaselinePrior: mostly okay, up and down, heavy.
    public var latelyOptions: [String]
    public var thanks: String

    /// The script, or nil with diagnostics when the file is not usable.
    public static func parse(_ yaml: String, file: String = path) -> (OnboardingScript?, [LintDiagnostic]) {
        func problem(_ message: String) -> (OnboardingScript?, [LintDiagnostic]) {
            (nil, [LintDiagnostic(file: file, line: 0, message: message)])
        }
        guard let node = try? Yams.compose(yaml: yaml), let map = node.mapping else { return problem("expected a mapping") }
        guard map["version"]?.int == FlowParser.supportedVersion else { return problem("needs 'version: \(FlowParser.supportedVersion)'") }
        func text(_ key: String, in m: Node.Mapping = map) -> String? { m[key]?.string.flatMap { $0.isEmpty ? nil : $0 } }
        guard let breathe = map["breathe"]?.mapping else { return problem("needs 'breathe' with in, hold, out and rounds") }
        let options = map["lately_options"]?.sequence?.compactMap(\.string) ?? []
        guard options.count == 3 else { return problem("'lately_options' needs exactly three answers (mostly okay, up and down, heavy)") }
        guard let welcome = text("welcome"), let name = text("name"), let offer = text("breathe_offer"),
              let bIn = text("in", in: breathe), let hold = text("hold", in: breathe), let out = text("out", in: breathe),
              let rounds = breathe["rounds"]?.int, (1...10).contains(rounds),
              let done = text("breathe_done"), let lately = text("lately"), let thanks = text("thanks")
        else { return problem("needs welcome, name, breathe_offer, breathe (in, hold, out, rounds 1-10), breathe_done, lately, lately_options and thanks") }
        return (OnboardingScript(welcome: welcome, name: name, breatheOffer: offer, breatheIn: bIn, breatheHold: hold,
                                 breatheOut: out, rounds: rounds, breatheDone: done, lately: lately,
                                 latelyOptions: options, thanks: thanks), [])
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import Foundation
import Testing
@testable import InkyCLI

/// Issue 17: the README's command list keeps in step with the commands `--help` knows.
@Suite("README command list")
struct CommandListTests {
    /// The lines of the README's "## Commands" block.
    static func readmeCommands() throws -> [String] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../README.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        let start = try #require(text.range(of: "## Commands\n\n```\n"))
        let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
        return text[start.upperBound..<end.lowerBound].split(separator: "\n").map(String.init)
    }

    /// Each command's name with its subcommands' names (but the default one, which runs as the command
    /// itself: `inky log --rating 7` is `inky log add`), from the definitions `--help` prints.
    static func commandNames() -> [(name: String, subcommands: [String])] {
        var names: [(String, [String])] = []
        for command in InkyCommand.configuration.subcommands {
            let configuration = command.configuration
            var subs: [String] = []
            let fallback = configuration.defaultSubcommand.map { $0.configuration.commandName ?? "" }
            for sub in configuration.subcommands {
                let subConfiguration = sub.configuration
                if subConfiguration.commandName != fallback {
                    subs.append(subConfiguration.commandName ?? "")
                }
            }
            names.append((configuration.commandName ?? "", subs))
        }
        return names
    }

    @Test func everyCommandAndSubcommandIsInTheREADME() throws {
        let lines = try Self.readmeCommands()
        let commands = Self.commandNames()
        for (name, subcommands) in commands {
            let own = lines.filter { $0.hasPrefix("inky \(name) ") || $0.hasPrefix("inky \(name)\t") || $0 == "inky \(name)"
                || $0.hasPrefix("inky [\(name)]") || $0.contains("| \(name) ") || $0.hasPrefix("inky encrypt | ") && ["decrypt", "passphrase"].contains(name) }
            #expect(!own.isEmpty, "`inky \(name)` is missing from the README's command list")
            for subName in subcommands {
                #expect(own.contains { line in
                    line.range(of: "(^|[ |\\[])\(NSRegularExpression.escapedPattern(for: subName))([ |\\]]|$)", options: .regularExpression) != nil
                }, "`inky \(name) \(subName)` is missing from the README's command list")
            }
        }
        // And nothing listed that inky does not know.
        let known = Set(commands.map(\.name))
        for line in lines {
            let word = line.dropFirst("inky ".count).prefix { $0 != " " }.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
            guard !word.hasPrefix("-") else { continue }
            #expect(known.contains(word), "the README lists `inky \(word)`, which inky does not know")
        }
    }

    /// The man page is made from the command definitions (`swift package generate-manual` reads this dump),
    /// so every command and subcommand is in it with its abstract.
    @Test func theHelpDumpTheManualIsMadeFromNamesEveryCommand() throws {
        let r = Harness().run(["--experimental-dump-help"], withHome: false)
        #expect(r.code == 0, "\(r.err)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        let command = try #require(root["command"] as? [String: Any])
        let subcommands = try #require(command["subcommands"] as? [[String: Any]])
        let names = Set(subcommands.compactMap { $0["commandName"] as? String })
        let known = Set(Self.commandNames().map(\.name))
        #expect(known.isSubset(of: names), "\(known.subtracting(names))")
        #expect(subcommands.allSatisfy { ($0["abstract"] as? String)?.isEmpty == false })
    }
}

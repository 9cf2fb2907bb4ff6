// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import InkyCore
import InkyStore

/// `inky config [--json] [get KEY | set KEY VALUE]`: the journal's settings, each with its default and what it does.
struct ConfigCommand: InkyRunnable {
    static let configuration = CommandConfiguration(commandName: "config", abstract: Messages.Help.config)

    @OptionGroup var global: GlobalOptions
    @Argument(help: "get KEY, set KEY VALUE, or nothing to list.") var words: [String] = []
    @Flag(name: .long, help: ArgumentHelp(Messages.Help.json)) var json = false

    func run(in context: Context) throws {
        // Reading settings is a look: where there is no journal yet, it creates none.
        let db = try words.first == "set" ? context.openStore(home: global.home) : context.openForReading(home: global.home)
        let known = SettingKey.allCases.map(\.rawValue)
        func key(_ name: String) throws -> SettingKey {
            guard let key = SettingKey(rawValue: name.lowercased()) else {
                throw InkyFailure.usage(Messages.unknownSetting(name, known: known))
            }
            return key
        }
        switch words.first {
        case nil, "list":
            // Each setting with the value in effect, its default and what it does.
            var objects: [JSONValue] = []
            for k in SettingKey.allCases {
                let stored = try db.setting(.person(k)).map(k.display)
                let value = stored ?? k.defaultValue
                if json {
                    objects.append(.object([("key", .string(k.rawValue)), ("value", .string(value)), ("set", .bool(stored != nil)),
                                            ("default", .string(k.defaultValue)), ("about", .string(Messages.settingAbout(k)))]))
                } else {
                    context.output.line(Messages.settingLine(k.rawValue, value: SafeText.forTerminal(value), isDefault: stored == nil,
                                                             defaultValue: k.defaultValue, about: Messages.settingAbout(k)))
                }
            }
            if json { context.output.line(JSONValue.array(objects).text) }
        case "get" where words.count == 2:
            let k = try key(words[1])
            context.output.line(SafeText.forTerminal(try db.setting(.person(k)).map(k.display) ?? k.defaultValue))
        case "set" where words.count >= 2:
            let k = try key(words[1])
            guard let value = k.normalise(words.dropFirst(2).joined(separator: " ")) else {
                throw InkyFailure.usage(Messages.badSettingValue(k.rawValue, allowed: k.allowed))
            }
            try db.setSetting(.person(k), to: value, at: context.clock.now())
            if k == .prior {
                // The baseline's starting point changed: replay the readings from it.
                try db.rebuildMood(prior: BaselinePrior(rawValue: value) ?? .unknown,
                                   timeZone: context.clock.timeZone, now: context.clock.now())
            }
            context.output.line(Messages.settingSaved(k.rawValue))
        default:
            throw InkyFailure.usage(Messages.configUsage)
        }
    }
}

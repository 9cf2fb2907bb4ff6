// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import InkyCore
import InkyStore

/// `inky config [get KEY | set KEY VALUE]`: the journal's settings.
struct ConfigCommand: InkyRunnable {
    static let configuration = CommandConfiguration(commandName: "config", abstract: Messages.Help.config)

    @OptionGroup var global: GlobalOptions
    @Argument(help: "get KEY, set KEY VALUE, or nothing to list.") var words: [String] = []

    func run(in context: Context) throws {
        let db = try context.openStore(home: global.home)
        let known = SettingKey.allCases.map(\.rawValue)
        func key(_ name: String) throws -> SettingKey {
            guard let key = SettingKey(rawValue: name.lowercased()) else {
                throw InkyFailure.usage(Messages.unknownSetting(name, known: known))
            }
            return key
        }
        switch words.first {
        case nil, "list":
            for k in SettingKey.allCases {
                let value = try db.setting(k.rawValue).map(k.display) ?? ""
                context.output.line("\(k.rawValue)=\(SafeText.forTerminal(value))")
            }
        case "get" where words.count == 2:
            let k = try key(words[1])
            guard let value = try db.setting(k.rawValue) else { throw InkyFailure.usage(Messages.settingUnset(k.rawValue)) }
            context.output.line(SafeText.forTerminal(k.display(value)))
        case "set" where words.count >= 2:
            let k = try key(words[1])
            guard let value = k.normalise(words.dropFirst(2).joined(separator: " ")) else {
                throw InkyFailure.usage(Messages.badSettingValue(k.rawValue, allowed: k.allowed))
            }
            try db.setSetting(k.rawValue, to: value, at: context.clock.now())
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

// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import Foundation
import InkyCore
import InkyStore

/// `inky show KIND N [--json]`: one item as search names it (`entry 4`, `reflection 12`, `log 3`, `todo 7`,
/// `goal 2`), so every search result can be opened.
struct ShowCommand: InkyRunnable {
    static let configuration = CommandConfiguration(commandName: "show", abstract: Messages.Help.show)
    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp(Messages.Help.showKind, valueName: "kind")) var kind: String
    @Argument(help: ArgumentHelp(Messages.Help.showID, valueName: "id")) var id: Int64
    @Flag(name: .long, help: ArgumentHelp(Messages.Help.jsonObject)) var json = false

    func run(in context: Context) throws {
        guard let kind = SearchCommand.kind(kind) else { throw InkyFailure.usage(Messages.unknownShowKind(self.kind)) }
        let home = global.home.map { ["--home", $0] } ?? []
        switch kind {
        case "entry":
            // The same page as `inky entry show`.
            return try EntryCommand.Show.parse([String(id)] + home + (json ? ["--json"] : [])).run(in: context)
        case "todo":
            try TodoCommand.withStore(context, home: global.home, reading: true) { db in
                let todo = try db.todo(id)
                context.output.line(json ? TodoCommand.json(todo, context: context).text
                                         : TodoCommand.line(todo, idWidth: 0, today: context.clock.today, context: context))
            }
        case "goal":
            try GoalCommand.withStore(context, home: global.home, reading: true) { db in
                let goal = try db.goal(id)
                if json { return context.output.line(GoalCommand.json(goal).text) }
                for line in GoalCommand.lines(goal, idWidth: 0, context: context) { context.output.line(line) }
            }
        case "log":
            try LogCommand.withStore(context, home: global.home, reading: true) { db in
                let log = try db.emotionLog(id)
                context.output.line(json ? JSONValue.object(LogCommand.json(log)).text : LogCommand.line(log))
            }
        default: // a reflection, by its number: the same page as `inky reflection show`
            return try ReflectionsCommand.Show.parse([String(id)] + home + (json ? ["--json"] : [])).run(in: context)
        }
    }
}

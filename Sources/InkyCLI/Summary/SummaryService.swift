// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyCore
import InkyStore

/// Builds summaries for `inky summary`, the reflection's week glance and its facts of the week.
enum SummaryService {
    /// The earliest day a summary may start on (its comparison period reaches back as far again).
    static let earliest = Day(year: 1900, month: 1, day: 1)!

    /// Reads and builds the summary of `period`, with its suggestion and affirmation.
    static func summary(db: AppDatabase, period: SummaryPeriod, context: Context) throws -> Summary {
        let input = try db.summaryInput(for: period, timeZone: context.clock.timeZone)
        let affirmations = Affirmations.parse(DataCatalogue.shipped(Affirmations.path) ?? "").0
        return SummaryBuilder.build(input, today: context.clock.today, rules: suggestionRules(context), affirmations: affirmations)
    }

    /// Your own `Prompts/suggestions.yaml` in the config folder when it is sound (else a warning), or the
    /// shipped rules.
    static func suggestionRules(_ context: Context) -> SuggestionRules? {
        let (rules, unread) = context.catalogue.value(SuggestionRules.path) { SuggestionRules.parse($0, file: $1).0 }
        if unread != nil { context.warn(Messages.SummaryText.ownRulesBroken) }
        return rules
    }

    /// Columns to fit: `$COLUMNS`, else the terminal's width, else 80; kept within 40…200.
    static func width(_ context: Context) -> Int {
        if let text = context.environment["COLUMNS"], let columns = Int(text), columns > 0 { return min(200, max(40, columns)) }
        if context.stdoutIsTerminal {
            var size = winsize()
            if ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return min(200, max(40, Int(size.ws_col))) }
        }
        return 80
    }
}

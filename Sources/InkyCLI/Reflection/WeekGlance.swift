// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyCore
import InkyStore

/// The compact week summary shown inside a reflection, for `/summary` or "how was my week?".
enum WeekGlance {
    /// The compact form of `inky summary` for the seven days ending on `day`.
    static func lines(db: AppDatabase, day: Day, context: Context) throws -> [String] {
        guard day >= SummaryService.earliest else { return [Messages.SummaryText.tooEarly(SummaryService.earliest)] }
        let summary = try SummaryService.summary(db: db, period: SummaryPeriod(kind: .week, ending: day), context: context)
        return SummaryTextRenderer(palette: SummaryPalette(enabled: false), width: SummaryService.width(context)).compact(summary)
    }
}

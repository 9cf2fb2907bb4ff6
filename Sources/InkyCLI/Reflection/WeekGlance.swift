// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyCore
import InkyStore

/// The compact week summary shown inside a reflection, for `/summary` or "how was my week?".
enum WeekGlance {
    /// Whether an answer is really the question "how was my week?".
    static func isWeekQuestion(_ text: String) -> Bool {
        let plain = text.lowercased().filter { $0.isLetter || $0 == " " || $0 == "'" }
            .replacingOccurrences(of: "’", with: "'").trimmingCharacters(in: .whitespaces)
        let question = plain.hasSuffix(" please") ? String(plain.dropLast(" please".count)) : plain
        return Messages.weekQuestions.contains(question)
    }

    /// The lines of the summary of the seven days ending on `day`.
    static func lines(db: AppDatabase, day: Day) throws -> [String] {
        let from = day.adding(days: -6)
        let digest = try db.weekDigest(from: from.description, to: day.description, previousFrom: from.adding(days: -7).description)
        let values = (0..<7).map { digest.moodByDay[from.adding(days: $0).description] }
        var lines = [Messages.weekHeading(from: from.description, to: day.description),
                     Messages.weekMood(Sparkline.render(values, range: -1...1), average: digest.average)]
        if let now = digest.average, let before = digest.previousAverage {
            lines.append(Messages.weekComparison(now: now, before: before))
        }
        lines.append(Messages.weekCounts(reflections: digest.reflections, answers: digest.answers,
                                         done: digest.todosDone, open: digest.todosOpen))
        return lines
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later

/// The days a summary covers, and the run of days it is compared with.
///
/// A week is the seven days ending on `end`; a month or a year is the calendar month or year holding
/// `end`, cut at `end` (days after it have not happened yet). The previous period is the week before,
/// the whole previous calendar month or year, or for a custom range the same number of days before it.
public struct SummaryPeriod: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case week, month, year, custom
    }

    public var kind: Kind
    public var from: Day
    public var to: Day
    public var previousFrom: Day
    public var previousTo: Day

    /// A week, month or year ending on (or holding) `end`; `.custom` means a week here.
    public init(kind: Kind, ending end: Day) {
        self.kind = kind == .custom ? .week : kind
        switch kind {
        case .week, .custom:
            from = end.adding(days: -6)
            previousFrom = from.adding(days: -7)
        case .month:
            from = Day(year: end.year, month: end.month, day: 1)!
            let before = from.adding(days: -1)
            previousFrom = Day(year: before.year, month: before.month, day: 1)!
        case .year:
            from = Day(year: end.year, month: 1, day: 1)!
            previousFrom = Day(year: end.year - 1, month: 1, day: 1) ?? from
        }
        to = end
        previousTo = from.adding(days: -1)
    }

    /// The days `from...to` (callers check `from <= to`), compared with as many days before them.
    public init(from: Day, to: Day) {
        kind = .custom
        self.from = from
        self.to = to
        let length = from.days(to: to) + 1
        previousTo = from.adding(days: -1)
        previousFrom = from.adding(days: -length)
    }

    /// How many days the period holds.
    public var length: Int { from.days(to: to) + 1 }

    /// Every day of the period, in order.
    public var days: [Day] { (0..<length).map { from.adding(days: $0) } }

    /// The first day any section of the summary reads: the start of the previous period.
    public var windowStart: Day { previousFrom }

    /// Whether `day` lies in the period.
    public func contains(_ day: Day) -> Bool { from <= day && day <= to }

    /// Whether `day` lies in the previous period.
    public func previousContains(_ day: Day) -> Bool { previousFrom <= day && day <= previousTo }
}

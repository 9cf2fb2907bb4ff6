// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyCore

/// The time inky believes it is: the system clock, or fixed by `INKY_NOW` for tests and demos.
public struct WallClock: Sendable {
    let fixed: Date?
    let timeZone: TimeZone

    public init(fixed: Date? = nil, timeZone: TimeZone = .current) {
        self.fixed = fixed
        self.timeZone = timeZone
    }

    func now() -> Date { fixed ?? Date() }

    /// Reads `INKY_NOW` (`2026-11-22T21:00:00` in local time, or with `Z` or an offset); nil when unset.
    static func fromEnvironment(_ environment: [String: String]) throws -> WallClock {
        let zone = environment["TZ"].flatMap { TimeZone(identifier: $0) } ?? .current
        guard let text = environment["INKY_NOW"], !text.isEmpty else { return WallClock(timeZone: zone) }
        guard let date = parse(text, in: zone) else { throw InkyFailure.usage(Messages.badInkyNow(text)) }
        return WallClock(fixed: date, timeZone: zone)
    }

    /// `YYYY-MM-DD[THH:MM[:SS]][Z|±HH:MM]`, read by hand: no ICU-backed formatter at start-up.
    static func parse(_ text: String, in zone: TimeZone) -> Date? {
        var rest = Substring(text)
        var offset: Int?
        if rest.hasSuffix("Z") {
            offset = 0
            rest = rest.dropLast()
        } else if rest.count > 6, let sign = rest.dropLast(5).last, sign == "+" || sign == "-",
                  rest.suffix(5).dropFirst(2).first == ":",
                  let hours = Int(rest.suffix(5).prefix(2)), let minutes = Int(rest.suffix(2)) {
            offset = (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
            rest = rest.dropLast(6)
        }
        let halves = rest.split(separator: "T", omittingEmptySubsequences: false)
        guard (1...2).contains(halves.count), let day = Day(String(halves[0])) else { return nil }
        var clock = [0, 0, 0]
        if halves.count == 2 {
            let parts = halves[1].split(separator: ":", omittingEmptySubsequences: false)
            guard (2...3).contains(parts.count) else { return nil }
            for (i, part) in parts.enumerated() {
                guard part.count == 2, let value = Int(part) else { return nil }
                clock[i] = value
            }
            guard clock[0] < 24, clock[1] < 60, clock[2] < 60 else { return nil }
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = offset.flatMap { TimeZone(secondsFromGMT: $0) } ?? zone
        return calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day,
                                                  hour: clock[0], minute: clock[1], second: clock[2]))
    }

    /// Today's day in this clock's zone.
    var today: Day { Day(now(), in: timeZone) }

    /// When a reading for `day` is taken: now for today, else that day's noon, so back-filled
    /// readings keep the order of the days they belong to.
    func observationTime(for day: Day) -> Date {
        day == today ? now() : Self.noon(of: day, in: timeZone)
    }

    /// The first instant of `day` in `zone`.
    static func midnight(of day: Day, in zone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day))!
    }

    /// Noon of `day` in `zone`.
    static func noon(of day: Day, in zone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day, hour: 12))!
    }

    /// The hour of the day, 0–23, in this clock's zone.
    var hour: Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.component(.hour, from: now())
    }
}

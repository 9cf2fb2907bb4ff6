// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import InkyCore

/// The time inky believes it is: the system clock, or fixed by `INKY_NOW` for tests and demos.
public struct Clock: Sendable {
    public let fixed: Date?
    public let timeZone: TimeZone

    public init(fixed: Date? = nil, timeZone: TimeZone = .current) {
        self.fixed = fixed
        self.timeZone = timeZone
    }

    public func now() -> Date { fixed ?? Date() }

    /// Reads `INKY_NOW` (`2026-11-22T21:00:00` in local time, or with `Z` or an offset); nil when unset.
    public static func fromEnvironment(_ environment: [String: String]) throws -> Clock {
        let zone = environment["TZ"].flatMap { TimeZone(identifier: $0) } ?? .current
        guard let text = environment["INKY_NOW"], !text.isEmpty else { return Clock(timeZone: zone) }
        guard let date = parse(text, in: zone) else { throw InkyFailure.usage(Messages.badInkyNow(text)) }
        return Clock(fixed: date, timeZone: zone)
    }

    static func parse(_ text: String, in zone: TimeZone) -> Date? {
        let formats = ["yyyy-MM-dd'T'HH:mm:ssXXXXX", "yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd"]
        for format in formats {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = zone
            formatter.dateFormat = format
            if let date = formatter.date(from: text) { return date }
        }
        return nil
    }

    /// Today's day in this clock's zone.
    public var today: Day { Day(now(), in: timeZone) }

    /// The hour of the day, 0–23, in this clock's zone.
    public var hour: Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.component(.hour, from: now())
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
import InkyCore

/// A moment as the journal stores it: `yyyy-MM-dd HH:mm:ss.SSS` in UTC, the text GRDB writes for a
/// `Date`, made by arithmetic instead of GRDB's ICU date formatter, whose creation alone costs a
/// short command about a millisecond.
enum Timestamp {
    private static let epoch = Day(year: 1970, month: 1, day: 1)!
    /// Milliseconds since 1970 from 1600-01-01 on; earlier moments (ICU's calendar turns Julian
    /// before 1582) and those past 9999 are left to GRDB's own formatter.
    private static let fastRange: ClosedRange<Double> = -11_676_096_000_000 ... 253_402_300_799_999

    /// The stored text of `date`.
    static func text(_ date: Date) -> String {
        // Milliseconds since 1970, rounded to the nearest (halves upwards), as GRDB's formatter writes them.
        let millis = ((date.timeIntervalSinceReferenceDate + Date.timeIntervalBetween1970AndReferenceDate) * 1000 + 0.5).rounded(.down)
        guard fastRange.contains(millis) else {
            return String.fromDatabaseValue(date.databaseValue) ?? ""
        }
        let total = Int64(millis)
        let (days, msInDay) = floorDivide(total, 86_400_000)
        let calendarDay = epoch.adding(days: Int(days))
        var bytes: [UInt8] = []
        bytes.reserveCapacity(23)
        func put(_ value: Int, digits: Int) {
            var divisor = 1
            for _ in 1..<digits { divisor *= 10 }
            var rest = value
            while divisor > 0 {
                bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
                rest %= divisor
                divisor /= 10
            }
        }
        let ms = Int(msInDay)
        put(calendarDay.year, digits: 4); bytes.append(UInt8(ascii: "-"))
        put(calendarDay.month, digits: 2); bytes.append(UInt8(ascii: "-"))
        put(calendarDay.day, digits: 2); bytes.append(UInt8(ascii: " "))
        put(ms / 3_600_000, digits: 2); bytes.append(UInt8(ascii: ":"))
        put(ms / 60_000 % 60, digits: 2); bytes.append(UInt8(ascii: ":"))
        put(ms / 1000 % 60, digits: 2); bytes.append(UInt8(ascii: "."))
        put(ms % 1000, digits: 3)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// How records store their dates: the same text as `text(_:)`.
    static var encoding: DatabaseDateEncodingStrategy { .custom { text($0) } }
}

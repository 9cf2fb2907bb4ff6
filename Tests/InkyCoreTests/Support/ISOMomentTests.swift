// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing
import InkyCore

/// ISO 8601 moments by arithmetic write what Foundation's formatter writes.
@Suite struct ISOMomentTests {
    @Test func aMomentInUTCAndInAZoneAheadAndBehind() {
        let date = Date(timeIntervalSince1970: 1_795_964_645.75) // 2026-11-29 15:04:05.75 UTC
        #expect(ISOMoment.text(date) == "2026-11-29T15:04:05Z")
        #expect(ISOMoment.text(date, in: TimeZone(identifier: "Asia/Kolkata")!) == "2026-11-29T20:34:05+05:30")
        #expect(ISOMoment.text(date, in: TimeZone(identifier: "America/St_Johns")!) == "2026-11-29T11:34:05-03:30")
    }

    /// A property over moments from 1900 to 2100 (before 1970 too) and zones with half hours and summer time.
    @Test func agreesWithFoundationsFormatter() {
        var generator = SeededGenerator(seed: 19)
        let zones = ["UTC", "Europe/Berlin", "America/New_York", "Asia/Kolkata", "America/St_Johns",
                     "Australia/Lord_Howe", "Pacific/Chatham", "Asia/Kathmandu"].compactMap(TimeZone.init(identifier:))
        for _ in 0..<5_000 {
            let date = Date(timeIntervalSince1970: Double.random(in: -2_208_988_800 ... 4_102_444_800, using: &generator))
            let zone = zones[Int.random(in: 0..<zones.count, using: &generator)]
            let formatter = ISO8601DateFormatter()
            formatter.timeZone = zone
            #expect(ISOMoment.text(date, in: zone) == formatter.string(from: date), "\(date.timeIntervalSince1970) \(zone.identifier)")
        }
    }
}

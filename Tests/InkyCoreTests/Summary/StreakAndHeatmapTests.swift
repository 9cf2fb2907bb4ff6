// SPDX-License-Identifier: GPL-3.0-or-later
import Testing
@testable import InkyCore

@Suite("Streaks, unusual days and heatmap cells")
struct StreakAndHeatmapTests {
    let d = { (s: String) in Day(s)! }

    @Test func streaks() {
        let run = Streak.Run(latest: d("2026-11-22"), length: 3)
        #expect(Streak.current(run, endingOn: d("2026-11-22"), graceToday: false) == 3)
        let sinceYesterday = Streak.Run(latest: d("2026-11-21"), length: 2)
        #expect(Streak.current(sinceYesterday, endingOn: d("2026-11-22"), graceToday: true) == 2, "today may still come")
        #expect(Streak.current(sinceYesterday, endingOn: d("2026-11-22"), graceToday: false) == 0)
        #expect(Streak.current(Streak.Run(latest: d("2026-11-20"), length: 5), endingOn: d("2026-11-22"), graceToday: true) == 0)
        #expect(Streak.current(nil, endingOn: d("2026-11-22"), graceToday: true) == 0)
        let days = ["2026-11-22", "2026-11-21", "2026-11-20", "2026-11-18", "2026-11-17"].map(d)
        #expect(Streak.longest(days: days, from: d("2026-11-16"), to: d("2026-11-22")) == 3)
        #expect(Streak.longest(days: days, from: d("2026-11-16"), to: d("2026-11-19")) == 2)
        #expect(Streak.longest(days: [], from: d("2026-11-16"), to: d("2026-11-22")) == 0)
    }

    func mood(_ day: String, z: Double?) -> Summary.DayMood {
        Summary.DayMood(day: d(day), readings: z == nil ? 0 : 1, valence: z.map { $0 / 4 }, smoothedValence: z.map { $0 / 4 },
                        baselineZ: z, band: z.map(BaselineBand.init(z:)), top: nil, rating: nil, conflict: false)
    }

    @Test func unusualDaysFurthestFirst() {
        let days = [mood("2026-11-16", z: -1.2), mood("2026-11-17", z: 0.3), mood("2026-11-18", z: nil), mood("2026-11-19", z: 2.4), mood("2026-11-20", z: -0.99)]
        let unusual = SummaryBuilder.unusualDays(days)
        #expect(unusual.map(\.day) == [d("2026-11-19"), d("2026-11-16")])
        #expect(unusual.map(\.band) == [.unusuallyHigh, .lower])
    }

    @Test func calendarStartsOnMonday() {
        var input = SummaryInput(period: SummaryPeriod(kind: .month, ending: d("2026-11-22")))
        input.readings = [SummaryReading(day: d("2026-11-03"), hour: 9, valence: -0.5, smoothedValence: -0.4, baselineCentre: 0.1,
                                         baselineSpread: 0.2, top: .sadness, conflict: false, corrected: false, rating: nil)]
        let summary = SummaryBuilder.build(input, today: d("2026-11-22"))
        let month = try! #require(MoodHeatmap.calendar(summary).first)
        #expect(month.weeks.count == 6 && month.weeks.allSatisfy { $0.count == 7 })
        // 2026-11-01 is a Sunday: six blanks, then the 1st.
        #expect(month.weeks[0].prefix(6).allSatisfy { $0 == .blank } && month.weeks[0][6] == .noReading(d("2026-11-01")))
        #expect(month.weeks[1][1] == .band(d("2026-11-03"), .unusuallyLow))
        #expect(month.weeks[3][6] == .noReading(d("2026-11-22")) && month.weeks[4][0] == .outside(d("2026-11-23")), "days to come are outside")
        let pixels = MoodHeatmap.pixels(summary)
        #expect(pixels.count == 1 && pixels[0].cells.count == 31 && pixels[0].cells[30] == .blank, "November has no 31st")
    }
}

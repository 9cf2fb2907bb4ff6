// SPDX-License-Identifier: GPL-3.0-or-later

/// The day a reflection is about, from the calendar day and the hour: before `dayStartsAt` it is still
/// the day before (a reflection at 00:40 looks back on the evening just gone).
public enum ReflectedDay {
    public static func of(calendarDay: Day, hour: Int, dayStartsAt: Int) -> Day {
        hour < dayStartsAt ? calendarDay.adding(days: -1) : calendarDay
    }
}

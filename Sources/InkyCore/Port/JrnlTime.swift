// SPDX-License-Identifier: GPL-3.0-or-later

/// A jrnl entry's date and time, as read from the text between an entry header's brackets.
public struct JrnlTimestamp: Sendable, Hashable {
    public var day: Day
    public var hour: Int
    public var minute: Int
}

/// Reads the dates in jrnl's entry headers: by the journal's `timeformat` (a strftime pattern) when it
/// is known, and otherwise, as jrnl itself falls back to, by the usual ways people write a date and a time.
///
/// A date without a time is at 09:00, jrnl's default hour.
public enum JrnlTime {
    /// jrnl's default `timeformat` (`%Y-%m-%d %H:%M`); newer versions write `%F %r`.
    public static let defaultFormat = "%Y-%m-%d %H:%M"

    /// The order of day and month in a numeric date with `/` (`11/05/2026`), when no format says.
    public enum Order: Sendable, Hashable {
        case monthFirst, dayFirst
    }

    /// `blob` read by the strftime `format` exactly (nil when it does not match or is no real date).
    public static func parse(_ blob: Substring, format: String) -> JrnlTimestamp? {
        var scanner = Scanner(text: blob)
        var fields = Fields()
        guard scanner.match(format: format[...], into: &fields), scanner.atEnd else { return nil }
        return fields.timestamp
    }

    /// `blob` read the lenient way: ISO (`2026-11-14 9:00 PM`), day first with dots (`14.11.2026 21:00`),
    /// numeric with slashes in `order`, or with a month name (`Nov 14, 2026`, `14 November 2026`,
    /// `Saturday, November 14 2026 at 9pm`); seconds and AM/PM optional.
    public static func parseLoosely(_ blob: Substring, order: Order = .monthFirst) -> JrnlTimestamp? {
        let tokens = Token.split(blob)
        var numbers: [(value: Int, digits: Int, separator: Character?)] = []
        var month: Int?
        var hour: Int?, minute = 0, meridiem: Character?
        var i = 0
        while i < tokens.count {
            switch tokens[i] {
            case .word(let word):
                let lower = word.lowercased()
                if let m = monthNumber(lower) {
                    guard month == nil else { return nil }
                    month = m
                } else if lower == "am" || lower == "a.m" || lower == "pm" || lower == "p.m" {
                    meridiem = lower.first
                } else if !weekdayNames.contains(where: { lower.hasPrefix($0) }) && !filler.contains(lower) {
                    return nil
                }
            case .time(let h, let m, let meridiemMark):
                guard hour == nil else { return nil }
                hour = h
                minute = m
                if let meridiemMark { meridiem = meridiemMark }
            case .number(let value, let digits, let separator):
                numbers.append((value, digits, separator))
            }
            i += 1
        }
        var year: Int?, monthValue: Int?, day: Int?
        if let month {
            // "Nov 14 2026", "14 Nov 2026", "Nov 14, 2026 9pm" (a lone number after the year is an hour).
            var rest = numbers
            if let yearIndex = rest.firstIndex(where: { $0.digits == 4 }) { year = rest.remove(at: yearIndex).value }
            guard let first = rest.first, first.digits <= 2 else { return nil }
            day = first.value
            rest.removeFirst()
            if hour == nil, let h = rest.first, meridiem != nil { hour = h.value; rest.removeFirst() }
            guard rest.isEmpty, year != nil else { return nil }
            monthValue = month
        } else {
            guard numbers.count >= 3 else { return nil }
            let (a, b, c) = (numbers[0], numbers[1], numbers[2])
            if hour == nil, numbers.count == 4, meridiem != nil { hour = numbers[3].value } else if numbers.count != 3 { return nil }
            if a.digits == 4 {
                (year, monthValue, day) = (a.value, b.value, c.value)
            } else if c.digits == 4 || c.digits == 2 {
                year = c.digits == 2 ? 2000 + c.value : c.value
                let dayFirst = b.separator == "." || a.separator == "." || a.value > 12 || (order == .dayFirst && b.value <= 12)
                    || (a.separator == "-" && order == .dayFirst)
                (day, monthValue) = dayFirst ? (a.value, b.value) : (b.value, a.value)
            } else {
                return nil
            }
        }
        guard let year, let monthValue, let day, let date = Day(year: year, month: monthValue, day: day) else { return nil }
        var h = hour ?? 9
        if let meridiem {
            guard (1...12).contains(h) else { return nil }
            h = h % 12 + (meridiem == "p" ? 12 : 0)
        }
        guard h < 24, minute < 60 else { return nil }
        return JrnlTimestamp(day: date, hour: h, minute: minute)
    }

    /// The order of day and month among numeric `/` dates: day first as soon as one of them cannot be month first.
    public static func order(of blobs: [Substring]) -> Order {
        for blob in blobs {
            let numbers = Token.split(blob).compactMap { token -> Int? in if case .number(let v, let d, _) = token, d <= 2 { v } else { nil } }
            if blob.contains("/"), let first = numbers.first, first > 12 { return .dayFirst }
        }
        return .monthFirst
    }

    static let monthNames = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
    static let weekdayNames = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
    /// Words a written-out date may hold besides months, weekdays and AM/PM.
    static let filler: Set<String> = ["at", "of", "the", "on", "t"]

    static func monthNumber(_ lower: String) -> Int? {
        guard lower.count >= 3, let index = monthNames.firstIndex(where: { lower.hasPrefix($0) }) else { return nil }
        let full = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"][index]
        // "Sept" and "Nov." read as months; "Marching" does not.
        return full.hasPrefix(lower) || lower == "sept" ? index + 1 : nil
    }

    /// What the lenient reader sees in a header: numbers with the separator after them, times and words.
    enum Token: Equatable {
        case number(Int, digits: Int, separator: Character?)
        case time(hour: Int, minute: Int, meridiem: Character?)
        case word(String)

        static func split(_ text: Substring) -> [Token] {
            var tokens: [Token] = []
            var chars = Array(text)
            chars.append(" ")
            var i = 0
            while i < chars.count - 1 {
                let c = chars[i]
                if c.isASCII && c.isNumber {
                    var j = i
                    while chars[j].isASCII && chars[j].isNumber { j += 1 }
                    let digits = String(chars[i..<j])
                    if chars[j] == ":", chars[j + 1].isASCII && chars[j + 1].isNumber {
                        // H:MM, H:MM:SS, optionally followed at once by am/pm ("9:00pm").
                        var k = j + 1
                        while chars[k].isASCII && chars[k].isNumber { k += 1 }
                        let minutes = String(chars[(j + 1)..<k])
                        if chars[k] == ":" {
                            k += 1
                            while chars[k].isASCII && chars[k].isNumber { k += 1 }
                        }
                        var meridiem: Character?
                        let after = String(chars[k..<min(chars.count, k + 2)]).lowercased()
                        if after == "am" || after == "pm" { meridiem = after.first; k += 2 }
                        tokens.append(.time(hour: Int(digits) ?? 99, minute: minutes.count == 2 ? Int(minutes)! : 99, meridiem: meridiem))
                        i = k
                        continue
                    }
                    let after = String(chars[j..<min(chars.count, j + 2)]).lowercased()
                    if after == "am" || after == "pm" {
                        tokens.append(.time(hour: Int(digits) ?? 99, minute: 0, meridiem: after.first))
                        i = j + 2
                        continue
                    }
                    // "14th", "1st": the ordinal ending belongs to the number.
                    let suffix = String(chars[j..<min(chars.count, j + 2)]).lowercased()
                    if ["st", "nd", "rd", "th"].contains(suffix), !(chars[min(chars.count - 1, j + 2)].isLetter) { j += 2 }
                    let separator: Character? = ["-", "/", "."].contains(chars[j]) ? chars[j] : nil
                    tokens.append(.number(Int(digits.prefix(9)) ?? 0, digits: digits.count, separator: separator))
                    i = j + (separator == nil ? 0 : 1)
                } else if c.isLetter {
                    var j = i
                    while chars[j].isLetter || chars[j] == "." { j += 1 }
                    var word = String(chars[i..<j])
                    while word.hasSuffix(".") { word.removeLast() }
                    tokens.append(.word(word))
                    i = j
                } else {
                    i += 1
                }
            }
            return tokens
        }
    }

    /// The parts of a date a strftime pattern has read so far.
    struct Fields {
        var year: Int?, month: Int?, day: Int?, hour = 9, minute = 0, pm: Bool?

        var timestamp: JrnlTimestamp? {
            guard let year, let month, let day, let date = Day(year: year, month: month, day: day) else { return nil }
            var h = hour
            if let pm {
                guard (1...12).contains(h) else { return nil }
                h = h % 12 + (pm ? 12 : 0)
            }
            guard h < 24, minute < 60 else { return nil }
            return JrnlTimestamp(day: date, hour: h, minute: minute)
        }
    }

    /// Reads text by a strftime pattern (the directives jrnl's formats use; others match any one word).
    struct Scanner {
        var chars: [Character]
        var at = 0

        init(text: Substring) { chars = Array(text) }

        var atEnd: Bool { at == chars.count }

        mutating func number(maxDigits: Int) -> Int? {
            // strptime lets numbers have fewer digits, and a leading space (`%e`).
            while at < chars.count, chars[at] == " " { at += 1 }
            var value = 0, count = 0
            while at < chars.count, count < maxDigits, let d = chars[at].wholeNumberValue, chars[at].isASCII {
                value = value * 10 + d
                count += 1
                at += 1
            }
            return count > 0 ? value : nil
        }

        mutating func word() -> String? {
            let start = at
            while at < chars.count, chars[at].isLetter || chars[at] == "." { at += 1 }
            return at > start ? String(chars[start..<at]) : nil
        }

        mutating func match(format: Substring, into fields: inout Fields) -> Bool {
            var f = format.startIndex
            while f < format.endIndex {
                let c = format[f]
                f = format.index(after: f)
                if c != "%" {
                    if c == " " {
                        // Whitespace in the pattern matches any run of it, as strptime does.
                        while at < chars.count, chars[at] == " " { at += 1 }
                        continue
                    }
                    guard at < chars.count, chars[at] == c else { return false }
                    at += 1
                    continue
                }
                guard f < format.endIndex else { return false }
                var directive = format[f]
                f = format.index(after: f)
                if directive == "-" || directive == "#", f < format.endIndex { directive = format[f]; f = format.index(after: f) }
                switch directive {
                case "Y": guard let v = number(maxDigits: 4) else { return false }; fields.year = v
                case "y": guard let v = number(maxDigits: 2) else { return false }; fields.year = v < 69 ? 2000 + v : 1900 + v
                case "m": guard let v = number(maxDigits: 2) else { return false }; fields.month = v
                case "d", "e": guard let v = number(maxDigits: 2) else { return false }; fields.day = v
                case "H", "I", "k", "l": guard let v = number(maxDigits: 2) else { return false }; fields.hour = v
                case "M": guard let v = number(maxDigits: 2) else { return false }; fields.minute = v
                case "S": guard number(maxDigits: 2) != nil else { return false }
                case "f": guard number(maxDigits: 6) != nil else { return false }
                case "j": guard number(maxDigits: 3) != nil else { return false }
                case "p", "P":
                    guard let w = word()?.lowercased() else { return false }
                    if w == "am" || w == "a.m" { fields.pm = false } else if w == "pm" || w == "p.m" { fields.pm = true } else { return false }
                case "b", "B", "h":
                    guard let w = word()?.lowercased(), let m = JrnlTime.monthNumber(w) else { return false }
                    fields.month = m
                case "a", "A":
                    guard let w = word()?.lowercased(), JrnlTime.weekdayNames.contains(where: { w.hasPrefix($0) }) else { return false }
                case "F": guard match(format: "%Y-%m-%d", into: &fields) else { return false }
                case "T": guard match(format: "%H:%M:%S", into: &fields) else { return false }
                case "R": guard match(format: "%H:%M", into: &fields) else { return false }
                case "r": guard match(format: "%I:%M:%S %p", into: &fields) else { return false }
                case "D": guard match(format: "%m/%d/%y", into: &fields) else { return false }
                case "c": guard match(format: "%a %b %e %H:%M:%S %Y", into: &fields) else { return false }
                case "x": guard match(format: "%m/%d/%y", into: &fields) else { return false }
                case "X": guard match(format: "%H:%M:%S", into: &fields) else { return false }
                case "z", "Z":
                    while at < chars.count, chars[at] != " " { at += 1 }
                case "%": guard at < chars.count, chars[at] == "%" else { return false }; at += 1
                default: return false
                }
            }
            return true
        }
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later

extension BaselineBand {
    /// A symbol per band, so charts read without colour: ▼ ▽ ○ △ ▲ from unusually low to unusually high.
    public var symbol: String {
        switch self {
        case .unusuallyLow: "▼"
        case .lower: "▽"
        case .typical: "○"
        case .higher: "△"
        case .unusuallyHigh: "▲"
        }
    }

    /// The symbol of a day without readings.
    public static let noReadingSymbol = "·"

    /// The symbol of a reading (or day) before the baseline has data, which has no band yet.
    public static let firstReadingsSymbol = "◌"

    /// The symbol of an optional band: nil is the first readings.
    public static func symbol(_ band: BaselineBand?) -> String { band?.symbol ?? firstReadingsSymbol }
}

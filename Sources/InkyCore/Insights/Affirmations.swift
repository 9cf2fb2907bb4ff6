// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Yams

/// Affirmations by mood band, read from Prompts/affirmations.yaml.
public struct Affirmations: Sendable, Hashable {
    public static let path = "Prompts/affirmations.yaml"

    /// Which set suits a mood: low, typical or high, against the person's usual.
    public enum Band: String, Sendable, CaseIterable {
        case low, typical, high

        /// From a baseline z-score of the latest mood (none yet: typical).
        public init(z: Double?) {
            guard let z else { self = .typical; return }
            self = z <= -1 ? .low : z >= 1 ? .high : .typical
        }
    }

    public private(set) var lines: [Band: [String]] = [:]

    public static func parse(_ yaml: String, file: String = path) -> (Affirmations?, [LintDiagnostic]) {
        func problem(_ message: String) -> (Affirmations?, [LintDiagnostic]) {
            (nil, [LintDiagnostic(file: file, line: 0, message: message)])
        }
        let (prompt, unread) = PromptFile.read(yaml, file: file, keys: "version, low, typical and high")
        guard let map = prompt?.map else { return (nil, unread) }
        var set = Affirmations()
        for band in Band.allCases {
            let texts = map[band.rawValue]?.sequence?.compactMap(\.string).filter { !$0.isEmpty } ?? []
            guard texts.count >= 2 else { return problem("'\(band.rawValue)' needs at least two lines, so none repeats twice in a row") }
            set.lines[band] = texts
        }
        return (set, [])
    }

    /// A line for `band`, never `previous`, chosen by the generator.
    public func pick<G: RandomNumberGenerator>(for band: Band, avoiding previous: String?, using generator: inout G) -> String {
        let pool = (lines[band] ?? []).filter { $0 != previous }
        return pool[Int(generator.next(upperBound: UInt64(pool.count)))]
    }
}

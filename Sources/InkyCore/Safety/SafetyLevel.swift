// SPDX-License-Identifier: GPL-3.0-or-later

/// How strongly a text speaks of suicide or self-harm by the person writing it.
///
/// `crisis`: clear first-person intent, plan, method, preparatory act, self-harm act or recent attempt;
/// the reflection stops for the calm message. `concern`: passive, ambiguous or past; inky asks one gentle,
/// direct question and follows the answer. The names are an interface (`--json`, `Lexicons/safety.tsv`).
public enum SafetyLevel: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case none, concern, crisis

    var rank: Int {
        switch self {
        case .none: 0
        case .concern: 1
        case .crisis: 2
        }
    }

    /// One step milder: crisis becomes concern, concern becomes none.
    var milder: SafetyLevel { self == .crisis ? .concern : .none }

    public static func < (lhs: SafetyLevel, rhs: SafetyLevel) -> Bool { lhs.rank < rhs.rank }
}

/// What kind of language a safety finding is about, after the categories clinicians screen for
/// (the Columbia Suicide Severity Rating Scale's ideation and behaviour items).
public enum SafetyCategory: String, Sendable, Hashable, Codable, CaseIterable {
    /// Wishing to be dead, not waking up, no point, better off without me, being a burden.
    case passive
    /// Thoughts of killing oneself, wanting to end one's life, feeling suicidal.
    case active
    /// A plan or its timing.
    case plan
    /// Methods and means.
    case method
    /// Letters, giving things away, goodbyes, finding out how.
    case preparatory
    /// Hurting oneself on purpose.
    case selfharm
    /// An attempt, recent or past.
    case attempt

    /// When one text matches several categories at the same level, the more telling one is reported.
    var specificity: Int {
        switch self {
        case .passive: 0
        case .active: 1
        case .selfharm: 2
        case .plan: 3
        case .method: 4
        case .preparatory: 5
        case .attempt: 6
        }
    }
}

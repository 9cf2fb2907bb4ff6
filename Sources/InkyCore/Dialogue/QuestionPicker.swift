// SPDX-License-Identifier: GPL-3.0-or-later

/// Chooses which question of a bank to ask, ELIZA-style.
///
/// The highest rank wins; among equals the seeded generator rotates; a question asked in the
/// recent past is passed over while another one fits.
public enum QuestionPicker {
    /// With `preferred`, among the highest-ranked a question it accepts wins (one that can say back the
    /// person's own words, until one has).
    public static func pick<G: RandomNumberGenerator>(
        from bank: [FlowQuestion], recentlyAsked: Set<String>, preferred: ((FlowQuestion) -> Bool)? = nil,
        using generator: inout G
    ) -> FlowQuestion? {
        guard !bank.isEmpty else { return nil }
        let fresh = bank.filter { !recentlyAsked.contains($0.id) }
        let pool = fresh.isEmpty ? bank : fresh
        let best = pool.map(\.rank).max()!
        var top = pool.filter { $0.rank == best }
        if let preferred {
            let liked = top.filter(preferred)
            if !liked.isEmpty { top = liked }
        }
        return top[Int(generator.next(upperBound: UInt64(top.count)))]
    }

    /// One of the variants whose slots are all filled, chosen by the generator.
    public static func variant<G: RandomNumberGenerator>(
        of texts: [String], slots: [String: String], using generator: inout G
    ) -> String? {
        filledVariant(of: texts, slots: slots, using: &generator)?.text
    }

    /// One of the variants whose slots are all filled, with its index and the template it was filled from.
    ///
    /// With `preferring` slots, a variant that uses one of them is chosen when one can be filled. Among the
    /// rest, one never asked, else the one asked longest ago (`lastAsked`, by `variantKey`, larger is later),
    /// so a ritual question asked every evening rotates its wording.
    public static func filledVariant<G: RandomNumberGenerator>(
        of texts: [String], id: String = "", slots: [String: String], lastAsked: [String: Double] = [:],
        preferring: Set<String> = [], using generator: inout G
    ) -> (index: Int, template: String, text: String)? {
        var usable = texts.enumerated().compactMap { i, t in Template.fill(t, with: slots).map { (index: i, template: t, text: $0) } }
        if !preferring.isEmpty {
            let personal = usable.filter { Template.slots(in: $0.template).contains(where: preferring.contains) }
            if !personal.isEmpty { usable = personal }
        }
        guard !usable.isEmpty else { return nil }
        let when = usable.map { lastAsked[variantKey(id: id, index: $0.index)] ?? -.infinity }
        let oldest = when.min()!
        usable = zip(usable, when).filter { $0.1 == oldest }.map(\.0)
        return usable[Int(generator.next(upperBound: UInt64(usable.count)))]
    }

    /// How an asked variant is remembered beside its question's id: "id#index".
    public static func variantKey(id: String, index: Int) -> String { "\(id)#\(index)" }
}

// SPDX-License-Identifier: GPL-3.0-or-later

/// Chooses which question of a bank to ask, ELIZA-style.
///
/// The highest rank wins; among equals the seeded generator rotates; a question asked in the
/// recent past is passed over while another one fits.
public enum QuestionPicker {
    public static func pick<G: RandomNumberGenerator>(
        from bank: [FlowQuestion], recentlyAsked: Set<String>, using generator: inout G
    ) -> FlowQuestion? {
        guard !bank.isEmpty else { return nil }
        let fresh = bank.filter { !recentlyAsked.contains($0.id) }
        let pool = fresh.isEmpty ? bank : fresh
        let best = pool.map(\.rank).max()!
        let top = pool.filter { $0.rank == best }
        return top[Int(generator.next(upperBound: UInt64(top.count)))]
    }

    /// One of the variants whose slots are all filled, chosen by the generator.
    public static func variant<G: RandomNumberGenerator>(
        of texts: [String], slots: [String: String], using generator: inout G
    ) -> String? {
        filledVariant(of: texts, slots: slots, using: &generator)?.text
    }

    /// One of the variants whose slots are all filled, with the template it was filled from.
    public static func filledVariant<G: RandomNumberGenerator>(
        of texts: [String], slots: [String: String], using generator: inout G
    ) -> (template: String, text: String)? {
        let usable = texts.compactMap { t in Template.fill(t, with: slots).map { (template: t, text: $0) } }
        guard !usable.isEmpty else { return nil }
        return usable[Int(generator.next(upperBound: UInt64(usable.count)))]
    }
}

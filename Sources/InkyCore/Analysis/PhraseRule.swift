// SPDX-License-Identifier: GPL-3.0-or-later

/// A multi-word term: where its word ids sit in `LexiconSet.phraseWords` (its first word included) and
/// the term id the words become.
struct PhraseRule: Sendable {
    var wordsStart: Int32
    var wordsCount: Int32
    var term: Int32
}

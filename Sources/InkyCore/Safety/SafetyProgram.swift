// SPDX-License-Identifier: GPL-3.0-or-later

/// One step of a flattened pattern: plain values only, so matching copies no references and hashes nothing.
struct SafetyStep: Sendable {
    /// What the step matches; `argument` says which.
    enum Kind: UInt8, Sendable {
        /// One word of the set `argument`.
        case words
        /// The word class `argument`: one of the options of its choice (`SafetyProgram.classChoice`).
        case ref
        /// The choice `argument`: one of its options.
        case choice
        /// Up to `argument` words, none of them someone else, within the sentence.
        case gap
        /// The end of the sentence.
        case end
        /// The end of a sequence: go on with what follows the choice it is an option of.
        case done
    }
    var kind: Kind
    var optional: Bool
    var argument: Int32
}

/// The screen's patterns and word classes flattened into arrays: every sequence is a run of steps ended by
/// `done`, and a choice is a run of options, each naming where its steps begin and its first words.
struct SafetyProgram: Sendable {
    /// A sequence: its first step, and the word set its first word must be in (-1: any word may begin it;
    /// set by `SafetyFirstWords`).
    struct Entry: Sendable {
        var start: Int32
        var first: Int32 = -1
    }

    var steps: [SafetyStep] = []
    /// Choice c's options are `options[choiceStart[c]..<choiceStart[c + 1]]`.
    var choiceStart: [Int32] = [0]
    var options: [Entry] = []
    /// Per choice, the words any of its options may begin with (-1: any word; set by `SafetyFirstWords`),
    /// so a choice none of whose options can begin at a word is passed over at once.
    var choiceFirst: [Int32] = []
    /// Each word class's choice.
    var classChoice: [Int32] = []
    var sets: SafetyWordSets

    /// An empty program; `SafetyPatternCompiler` lays patterns out in it.
    init() { sets = SafetyWordSets(idCount: 0) }

    /// Adds a choice among these options; returns its index.
    mutating func add(choice entries: [Entry]) -> Int32 {
        options.append(contentsOf: entries)
        choiceStart.append(Int32(options.count))
        return Int32(choiceStart.count - 2)
    }

    /// Where the option entries of a choice are.
    @inline(__always) func optionRange(of choice: Int32) -> Range<Int> {
        Int(choiceStart[Int(choice)])..<Int(choiceStart[Int(choice) + 1])
    }

    /// Whether a sequence is a single step (the reserved classes are read word by word).
    func isSingleStep(_ entry: Entry) -> Bool { steps[Int(entry.start) + 1].kind == .done }
}

// SPDX-License-Identifier: GPL-3.0-or-later

/// Works out which words can begin each sequence and class, so the matcher tries an alternative only
/// where its first word stands (most alternatives fail on their first word; checking one set is cheap).
struct SafetyFirstWords: Sendable {
    /// Per class: the ids its matches begin with (nil: any word), and whether it can match nothing.
    private var classFirst: [SafetyIDBits?]
    private var classNullable: [Bool]

    /// A sequence's or step's first words were added to the set being built, unless `any` word may begin
    /// it; `nullable`: it may match no words, so what follows may begin the match too.
    private struct Summary: Sendable {
        var any: Bool
        var nullable: Bool
    }

    /// Computes the classes' first words to a fixed point (classes may refer to later ones), then marks
    /// every option of the program and every pattern.
    static func mark(_ program: inout SafetyProgram, patterns: inout [SafetyProgram.Entry]) {
        let words = SafetyFirstWords(program)
        var sets = program.sets
        var scratch = SafetyIDBits(count: sets.idCount)
        var classSets = [Int32?](repeating: nil, count: program.classChoice.count)
        func first(_ entry: SafetyProgram.Entry, _ program: SafetyProgram) -> Int32 {
            // Most sequences begin with a word or a class that must be there: their first words are its.
            let step = program.steps[Int(entry.start)]
            if step.kind == .words, !step.optional { return step.argument }
            if step.kind == .ref, !step.optional, !words.classNullable[Int(step.argument)] {
                let c = Int(step.argument)
                if classSets[c] == nil { classSets[c] = words.classFirst[c].map { sets.intern($0) } ?? -1 }
                return classSets[c]!
            }
            scratch.removeAll()
            return words.summarize(sequence: entry.start, into: &scratch, program).any ? -1 : sets.intern(scratch)
        }
        for k in program.options.indices { program.options[k].first = first(program.options[k], program) }
        for k in patterns.indices { patterns[k].first = first(patterns[k], program) }
        program.choiceFirst = (0..<Int32(program.choiceStart.count - 1)).map { choice in
            scratch.removeAll()
            for o in program.optionRange(of: choice) {
                guard program.options[o].first >= 0 else { return -1 }
                sets.formUnion(&scratch, with: program.options[o].first)
            }
            return sets.intern(scratch)
        }
        program.sets = sets
    }

    private init(_ program: SafetyProgram) {
        let empty = SafetyIDBits(count: program.sets.idCount)
        classFirst = Array(repeating: empty, count: program.classChoice.count)
        classNullable = Array(repeating: false, count: program.classChoice.count)
        var changed = true
        var rounds = 0
        while changed, rounds < 64 {
            changed = false
            rounds += 1
            for c in classFirst.indices {
                var first = empty
                let summary = summarize(choice: program.classChoice[c], into: &first, program)
                let found: SafetyIDBits? = summary.any ? nil : first
                if found != classFirst[c] || summary.nullable != classNullable[c] {
                    classFirst[c] = found
                    classNullable[c] = summary.nullable
                    changed = true
                }
            }
        }
    }

    /// A sequence's first words: its steps' up to the first that must match a word.
    private func summarize(sequence start: Int32, into first: inout SafetyIDBits, _ program: SafetyProgram) -> Summary {
        var k = Int(start)
        while program.steps[k].kind != .done {
            let step = program.steps[k]
            let summary = summarize(step, into: &first, program)
            if summary.any { return Summary(any: true, nullable: false) }
            if !(summary.nullable || step.optional) { return Summary(any: false, nullable: false) }
            k += 1
        }
        return Summary(any: true, nullable: true) // it can match nothing, so whatever follows may begin it
    }

    private func summarize(_ step: SafetyStep, into first: inout SafetyIDBits, _ program: SafetyProgram) -> Summary {
        switch step.kind {
        case .words:
            program.sets.formUnion(&first, with: step.argument)
            return Summary(any: false, nullable: false)
        case .gap, .end, .done:
            return Summary(any: true, nullable: true)
        case .ref:
            let c = Int(step.argument)
            guard let ids = classFirst[c] else { return Summary(any: true, nullable: classNullable[c]) }
            first.formUnion(ids)
            return Summary(any: false, nullable: classNullable[c])
        case .choice:
            return summarize(choice: step.argument, into: &first, program)
        }
    }

    /// A choice's first words: all its options'.
    private func summarize(choice: Int32, into first: inout SafetyIDBits, _ program: SafetyProgram) -> Summary {
        var summary = Summary(any: false, nullable: false)
        for o in program.optionRange(of: choice) {
            let option = summarize(sequence: program.options[o].start, into: &first, program)
            summary.any = summary.any || option.any
            summary.nullable = summary.nullable || option.nullable
        }
        return summary
    }
}

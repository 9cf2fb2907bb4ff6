// SPDX-License-Identifier: GPL-3.0-or-later

/// A compiled `SafetyProgram` as bytes, for `SafetyScreen.snapshot()`, and the checks that make reading
/// one back safe: every index in range, every sequence ended, and no choice that reaches itself.
extension SafetyProgram {
    /// The steps, choices, options and word sets.
    func write(to out: inout SnapshotWriter) {
        out.numbers(steps.map(\.kind.rawValue))
        out.numbers(steps.map { $0.optional ? UInt8(1) : 0 })
        out.numbers(steps.map(\.argument))
        out.numbers(choiceStart)
        out.numbers(options.map(\.start))
        out.numbers(options.map(\.first))
        out.numbers(choiceFirst)
        out.numbers(classChoice)
        sets.write(to: &out)
    }

    /// The program `write(to:)` wrote.
    init(snapshot input: inout SnapshotReader) throws {
        self.init()
        let kinds: [UInt8] = try input.numbers(), optional: [UInt8] = try input.numbers(), arguments: [Int32] = try input.numbers()
        guard kinds.count == optional.count, kinds.count == arguments.count else { throw SnapshotReader.Malformed() }
        steps = try kinds.indices.map {
            guard let kind = SafetyStep.Kind(rawValue: kinds[$0]), optional[$0] <= 1 else { throw SnapshotReader.Malformed() }
            return SafetyStep(kind: kind, optional: optional[$0] == 1, argument: arguments[$0])
        }
        choiceStart = try input.numbers()
        let starts: [Int32] = try input.numbers(), firsts: [Int32] = try input.numbers()
        guard starts.count == firsts.count else { throw SnapshotReader.Malformed() }
        options = zip(starts, firsts).map { Entry(start: $0, first: $1) }
        choiceFirst = try input.numbers()
        classChoice = try input.numbers()
        sets = try SafetyWordSets(snapshot: &input)
        guard isWellFormed else { throw SnapshotReader.Malformed() }
    }

    /// Whether a sequence may begin at `entry`: a step of the program, and a word set or none.
    func isValid(_ entry: Entry) -> Bool {
        entry.start >= 0 && Int(entry.start) < steps.count && entry.first >= -1 && Int(entry.first) < sets.setCount
    }

    /// Every index in range, the last step a `done` (so every sequence ends), and no cycle of choices.
    private var isWellFormed: Bool {
        let choices = choiceStart.count - 1
        guard choices >= 0, choiceStart.areOffsets(count: choiceStart.count, total: options.count),
              steps.last?.kind == .done, options.allSatisfy(isValid),
              choiceFirst.count == choices, choiceFirst.areIndices(below: sets.setCount, orNone: true),
              classChoice.areIndices(below: choices)
        else { return false }
        let argumentsFit = steps.allSatisfy { step in
            switch step.kind {
            case .words: step.argument >= 0 && Int(step.argument) < sets.setCount
            case .ref: step.argument >= 0 && Int(step.argument) < classChoice.count
            case .choice: step.argument >= 0 && Int(step.argument) < choices
            case .gap: step.argument >= 0
            case .end, .done: true
            }
        }
        return argumentsFit && !hasCycle
    }

    /// Whether some sequence reaches itself through the choices and classes in it (matching would not end).
    private var hasCycle: Bool {
        var state = [UInt8](repeating: 0, count: steps.count) // by first step: 0 new, 1 visiting, 2 done
        func visit(_ start: Int) -> Bool {
            if state[start] == 1 { return true }
            if state[start] == 2 { return false }
            state[start] = 1
            var k = start
            while steps[k].kind != .done {
                let step = steps[k]
                if step.kind == .ref || step.kind == .choice {
                    let choice = step.kind == .ref ? classChoice[Int(step.argument)] : step.argument
                    if optionRange(of: choice).contains(where: { visit(Int(options[$0].start)) }) { return true }
                }
                k += 1
            }
            state[start] = 2
            return false
        }
        return options.contains { visit(Int($0.start)) }
    }
}

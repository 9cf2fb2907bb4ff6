// SPDX-License-Identifier: GPL-3.0-or-later

/// What a pattern's matches must hold, worked out once from the program: the words of a class, anchor
/// sets (one of whose words any match consumes, so a text without them skips the rule), and whether the
/// pattern names the writer. Anchor sets are stored among the program's word sets.
struct SafetyAnchors: Sendable {
    private(set) var program: SafetyProgram
    /// Words so common ("i", "not", "she") that they make poor anchors.
    private let common: SafetyIDBits
    /// Per id, how many letters its word has: short words ("on", "this") are common in texts, weak anchors.
    private let letterCounts: [Int32]
    /// `union(of:depth:)` by choice and depth (-1: none): classes are met again and again.
    private var unions: [Int: Int32] = [:]
    /// `cost(_:common: false)` by set (-1: not yet known).
    private var costs: [Int] = []

    static let maximumDepth = 16
    /// Words shorter than this count as short.
    static let shortWord = 6

    init(program: SafetyProgram, common: SafetyIDBits, letterCounts: [Int32]) {
        self.program = program
        self.common = common
        self.letterCounts = letterCounts
    }

    /// How poor an anchor a set makes: its size, more the shorter its shortest word, far more with common
    /// words (counted only when `common`).
    private mutating func cost(_ set: Int32, common counts: Bool) -> Int {
        if Int(set) >= costs.count { costs += repeatElement(-1, count: Int(set) + 1 - costs.count) }
        if costs[Int(set)] < 0 {
            var shortest = Self.shortWord
            program.sets.forEach(in: set) { id in
                if Int(id) < letterCounts.count { shortest = min(shortest, Int(letterCounts[Int(id)])) }
            }
            costs[Int(set)] = program.sets.count(of: set) + (Self.shortWord - shortest) * 1_000
        }
        return costs[Int(set)] + (counts && !program.sets.isDisjoint(set, with: common) ? 1_000_000 : 0)
    }

    /// Every word id a class's single-word alternatives name (for the reserved classes read word by word).
    static func wordIDs(ofClass c: Int, in program: SafetyProgram) -> SafetyIDBits {
        var ids = SafetyIDBits(count: program.sets.idCount)
        for o in program.optionRange(of: program.classChoice[c]) where program.isSingleStep(program.options[o]) {
            let step = program.steps[Int(program.options[o].start)]
            switch step.kind {
            case .words: program.sets.formUnion(&ids, with: step.argument)
            case .ref: ids.formUnion(wordIDs(ofClass: Int(step.argument), in: program))
            case .choice, .gap, .end, .done: break
            }
        }
        return ids
    }

    /// Word sets, one per required part of the pattern that has one, such that any match consumes a word
    /// of each: the most telling first (small, without short or common words), common ones last.
    mutating func anchors(of pattern: SafetyProgram.Entry) -> [Int32] {
        var found: [(set: Int32, cost: Int)] = []
        var k = Int(pattern.start)
        while program.steps[k].kind != .done {
            defer { k += 1 }
            guard !program.steps[k].optional, let set = anchor(of: program.steps[k], depth: 0) else { continue }
            found.append((set, cost(set, common: true)))
        }
        return found.enumerated().sorted { ($0.element.cost, $0.offset) < ($1.element.cost, $1.offset) }.map(\.element.set)
    }

    private mutating func anchor(of step: SafetyStep, depth: Int) -> Int32? {
        guard depth < Self.maximumDepth else { return nil }
        switch step.kind {
        case .words: return step.argument
        case .gap, .end, .done: return nil
        case .ref: return union(of: program.classChoice[Int(step.argument)], depth: depth + 1)
        case .choice: return union(of: step.argument, depth: depth + 1)
        }
    }

    /// Per option the most telling set one of whose words it must consume, all together; nil when an
    /// option has none. (Any required part's set would do; a telling one skips more texts.)
    private mutating func union(of choice: Int32, depth: Int) -> Int32? {
        let key = Int(choice) * (Self.maximumDepth + 1) + depth
        if let known = unions[key] { return known < 0 ? nil : known }
        var all = SafetyIDBits(count: program.sets.idCount)
        var found = true
        for o in program.optionRange(of: choice) {
            var best: (set: Int32, cost: Int)?
            var k = Int(program.options[o].start)
            while program.steps[k].kind != .done {
                defer { k += 1 }
                guard !program.steps[k].optional, let set = anchor(of: program.steps[k], depth: depth) else { continue }
                let cost = cost(set, common: false)
                if best == nil || cost < best!.cost { best = (set, cost) }
            }
            guard let best else { found = false; break }
            program.sets.formUnion(&all, with: best.set)
        }
        let result = found && !all.isEmpty ? program.sets.intern(all) : -1
        unions[key] = result
        return result < 0 ? nil : result
    }

    /// Whether a required part of the sequence is always one of the writer's own words.
    func mentions(_ writer: SafetyIDBits, in sequence: SafetyProgram.Entry, depth: Int = 0) -> Bool {
        guard depth < Self.maximumDepth, !writer.isEmpty else { return false }
        var k = Int(sequence.start)
        while program.steps[k].kind != .done {
            defer { k += 1 }
            let step = program.steps[k]
            guard !step.optional else { continue }
            let names: Bool
            switch step.kind {
            case .words: names = program.sets.isSubset(step.argument, of: writer)
            case .gap, .end, .done: names = false
            case .ref:
                let options = program.optionRange(of: program.classChoice[Int(step.argument)])
                names = !options.isEmpty && options.allSatisfy { mentions(writer, in: program.options[$0], depth: depth + 1) }
            case .choice:
                names = program.optionRange(of: step.argument).allSatisfy { mentions(writer, in: program.options[$0], depth: depth + 1) }
            }
            if names { return true }
        }
        return false
    }
}

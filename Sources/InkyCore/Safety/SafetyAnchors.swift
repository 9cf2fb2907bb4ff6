// SPDX-License-Identifier: GPL-3.0-or-later

/// What a pattern's matches must hold, worked out once from the program: the words of a class, anchor
/// sets (one of whose words any match consumes, so a text without them skips the rule), and whether the
/// pattern names the writer. Anchor sets are stored among the program's word sets.
struct SafetyAnchors: Sendable {
    private(set) var program: SafetyProgram
    /// Per id, how poor an anchor the word alone makes (`wordCost`).
    private var wordCosts: [Int] = []
    /// `cost(_:)` by set (-1: not yet known).
    private var costs: [Int] = []
    /// `union(of:depth:)` by choice and depth (-1: none): classes are met again and again.
    private var unions: [Int: Int32] = [:]

    static let maximumDepth = 16
    /// Words shorter than this count as short.
    static let shortWord = 6

    /// `common`: words so common ("i", "not", "she") that they make poor anchors.
    init(program: SafetyProgram, common: SafetyIDBits, letterCounts: [Int32]) {
        self.program = program
        var uses = [Int](repeating: 0, count: Int(program.sets.idCount))
        for step in program.steps where step.kind == .words { program.sets.forEach(in: step.argument) { uses[Int($0)] += 1 } }
        wordCosts = uses.indices.map { id in
            Self.wordCost(uses: uses[id], letters: id < letterCounts.count ? Int(letterCounts[id]) : Self.shortWord,
                          common: common.words[id >> 6] & (1 << UInt64(id & 63)) != 0)
        }
    }

    /// How poor an anchor one word makes, that is how often everyday texts are likely to hold it: more
    /// the more patterns use it ("my", "would", "end" recur in many; "affairs" in one), the shorter it
    /// is, and far more when it is a reserved class's word ("i", "not", "she").
    static func wordCost(uses: Int, letters: Int, common: Bool) -> Int {
        1 + uses * 10 + max(0, shortWord - letters) * 25 + (common ? 10_000 : 0)
    }

    /// How poor an anchor a set makes: the sum of its words' costs (each word is one more way to be hit).
    private mutating func cost(_ set: Int32) -> Int {
        if Int(set) >= costs.count { costs += repeatElement(-1, count: Int(set) + 1 - costs.count) }
        if costs[Int(set)] < 0 {
            var total = 0
            program.sets.forEach(in: set) { id in total += Int(id) < wordCosts.count ? wordCosts[Int(id)] : 1 }
            costs[Int(set)] = total
        }
        return costs[Int(set)]
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
    /// of each: the most telling first (`cost`), common ones last. A choice gives two when every option
    /// has two parts to draw from ("before it worked|before it kicked in": {worked, kicked} and {before}).
    mutating func anchors(of pattern: SafetyProgram.Entry) -> [Int32] {
        var found: [(set: Int32, cost: Int)] = []
        var k = Int(pattern.start)
        while program.steps[k].kind != .done {
            defer { k += 1 }
            let step = program.steps[k]
            guard !step.optional, let set = anchor(of: step, depth: 0) else { continue }
            found.append((set, cost(set)))
            if let second = anchor(of: step, depth: 0, rank: 1), second != set { found.append((second, cost(second))) }
        }
        return found.enumerated().sorted { ($0.element.cost, $0.offset) < ($1.element.cost, $1.offset) }.map(\.element.set)
    }

    /// A set one of whose words any match of the step consumes: for a choice, per option its most telling
    /// part's set (rank 0) or its next most telling (rank 1), all together.
    private mutating func anchor(of step: SafetyStep, depth: Int, rank: Int = 0) -> Int32? {
        guard depth < Self.maximumDepth else { return nil }
        switch step.kind {
        case .words: return rank == 0 ? step.argument : nil
        case .gap, .end, .done: return nil
        case .ref: return union(of: program.classChoice[Int(step.argument)], depth: depth + 1, rank: rank)
        case .choice: return union(of: step.argument, depth: depth + 1, rank: rank)
        }
    }

    /// Per option the rank-th most telling of the sets its required parts must consume a word of, all
    /// together; nil when an option has too few. (Any required parts' sets would do; telling ones skip
    /// more texts.)
    private mutating func union(of choice: Int32, depth: Int, rank: Int) -> Int32? {
        let key = (Int(choice) * (Self.maximumDepth + 1) + depth) * 2 + rank
        if let known = unions[key] { return known < 0 ? nil : known }
        var all = SafetyIDBits(count: program.sets.idCount)
        var found = true
        for o in program.optionRange(of: choice) {
            var parts: [(set: Int32, cost: Int)] = []
            var k = Int(program.options[o].start)
            while program.steps[k].kind != .done {
                defer { k += 1 }
                guard !program.steps[k].optional, let set = anchor(of: program.steps[k], depth: depth) else { continue }
                parts.append((set, cost(set)))
            }
            guard parts.count > rank else { found = false; break }
            let ranked = parts.indices.sorted { (parts[$0].cost, $0) < (parts[$1].cost, $1) }
            program.sets.formUnion(&all, with: parts[ranked[rank]].set)
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

// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// Reads `Lexicons/safety-words.tsv` (word classes) and `Lexicons/safety.tsv` (rules) into a screen's parts.
///
/// Problems come back as lint diagnostics with file and line; a bad row is skipped, the rest still load.
struct SafetyLexicon: Sendable {
    var table = SafetyWordTable()
    var classes: [[SafetySequence]] = []
    var classNames: [String] = []
    var rules: [SafetyRule] = []
    /// Per class, the ids its matches begin with (nil: any word).
    var classFirst: [Set<Int32>?] = []
    var alarms = SafetyRuleIndex(rules: []) { _ in false }
    var ignores = SafetyRuleIndex(rules: []) { _ in false }
    var cues = SafetyRuleIndex(rules: []) { _ in false }
    var diagnostics: [LintDiagnostic] = []
    /// Words so common ("i", "not", "she") that they make poor anchors.
    private var common: Set<Int32> = []

    /// The word classes the screen itself reads, beside those patterns refer to.
    static let reservedClasses = ["@negator", "@negation-pass", "@writer", "@someone-else", "@not-a-name"]

    init(words: String, rules rulesText: String, wordsFile: String, rulesFile: String) {
        let wordRows = Self.rows(words)
        var index: [String: Int] = [:]
        for row in wordRows {
            guard row.fields.count == 2, row.fields[0].hasPrefix("@"), row.fields[0].count > 1, !row.fields[1].isEmpty else {
                diagnostics.append(.init(file: wordsFile, line: row.line, message: "expected '@name', a tab, then alternatives separated by ' | '"))
                continue
            }
            guard index[row.fields[0]] == nil else {
                diagnostics.append(.init(file: wordsFile, line: row.line, message: "word class '\(row.fields[0])' is defined twice"))
                continue
            }
            index[row.fields[0]] = index.count
            classNames.append(row.fields[0])
        }
        var compiler = SafetyPatternCompiler(table: table, classIndex: index)
        classes = Array(repeating: [], count: index.count)
        for row in wordRows {
            guard row.fields.count == 2, let at = index[row.fields[0]], classes[at].isEmpty else { continue }
            do throws(SafetyPatternError) {
                // The alternatives are a group: "|" separates them, each may be several words.
                let item = try compiler.sequence("(" + row.fields[1] + ")").items[0]
                switch item.kind {
                case .choice(let alternatives) where !item.optional: classes[at] = alternatives
                default: classes[at] = [SafetySequence(items: [item])]
                }
            } catch {
                diagnostics.append(.init(file: wordsFile, line: row.line, message: error.message))
            }
        }
        for name in Self.reservedClasses where index[name] == nil {
            diagnostics.append(.init(file: wordsFile, line: 0, message: "needs the word class '\(name)'"))
        }
        compiler.used.formUnion(Self.reservedClasses)
        var seen = Set<String>()
        for row in Self.rows(rulesText) {
            func problem(_ message: String) { diagnostics.append(.init(file: rulesFile, line: row.line, message: message)) }
            guard row.fields.count == 4, row.fields.allSatisfy({ !$0.isEmpty }) else {
                problem("expected four tab-separated columns: kind, category, rule, pattern")
                continue
            }
            let kind = row.fields[0], detail = row.fields[1], name = row.fields[2]
            let role: SafetyRule.Role
            switch kind {
            case "crisis", "concern":
                guard let category = SafetyCategory(rawValue: detail) else {
                    problem("unknown category '\(detail)' (expected \(SafetyCategory.allCases.map(\.rawValue).joined(separator: ", ")))")
                    continue
                }
                role = .alarm(SafetyLevel(rawValue: kind)!, category)
            case "ignore": role = .ignore
            case "cue":
                guard let cue = SafetyCue(rawValue: detail) else {
                    problem("unknown cue '\(detail)' (expected \(SafetyCue.allCases.map(\.rawValue).joined(separator: ", ")))")
                    continue
                }
                role = .cue(cue)
            default:
                problem("unknown kind '\(kind)' (expected crisis, concern, ignore or cue)")
                continue
            }
            guard seen.insert(kind + "\t" + row.fields[3]).inserted else {
                problem("the pattern '\(row.fields[3])' is listed twice")
                continue
            }
            do throws(SafetyPatternError) {
                let pattern = try compiler.sequence(row.fields[3])
                if case .gap = pattern.items.first?.kind { throw .init("a pattern may not begin with a gap") }
                if case .gap = pattern.items.last?.kind { throw .init("a pattern may not end with a gap") }
                guard pattern.items.contains(where: { !$0.optional }) else { throw .init("every part is optional, so it matches anywhere") }
                rules.append(SafetyRule(name: name, role: role, pattern: pattern, anchor: nil, namesWriter: false, line: row.line))
            } catch {
                problem(error.message)
            }
        }
        table = compiler.table
        for name in classNames where !compiler.used.contains(name) {
            diagnostics.append(.init(file: wordsFile, line: 0, severity: .warning, message: "word class '\(name)' is never used"))
        }
        while let cycle = findCycle() {
            diagnostics.append(.init(file: wordsFile, line: 0, message: "word class '\(classNames[cycle])' refers to itself"))
            classes[cycle] = []
        }
        if !rules.contains(where: { if case .alarm(.crisis, _) = $0.role { true } else { false } }) {
            diagnostics.append(.init(file: rulesFile, line: 0, message: "no crisis patterns"))
        }
        let writer = index["@writer"].map { wordIDs(ofClass: $0) } ?? []
        common = Self.reservedClasses.compactMap { index[$0] }.reduce(into: Set<Int32>()) { $0.formUnion(wordIDs(ofClass: $1)) }
        for k in rules.indices {
            rules[k].anchor = anchor(of: rules[k].pattern)
            rules[k].namesWriter = mentions(writer, in: rules[k].pattern, depth: 0)
        }
        classFirst = SafetyFirstWords(classes: &classes, rules: &rules).classFirst
        alarms = SafetyRuleIndex(rules: rules) { if case .alarm = $0.role { true } else { false } }
        ignores = SafetyRuleIndex(rules: rules) { $0.role == .ignore }
        cues = SafetyRuleIndex(rules: rules) { if case .cue = $0.role { true } else { false } }
    }

    private static func rows(_ text: String) -> [TSVRow] {
        var rows: [TSVRow] = []
        TSVReader.forEachRow(text) { line, bytes, ranges in
            rows.append(TSVRow(line: line, fields: ranges.map { String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self) }))
        }
        return rows
    }

    /// A class that reaches itself through its alternatives would never finish matching.
    private func findCycle() -> Int? {
        var state = [UInt8](repeating: 0, count: classes.count) // 0 new, 1 visiting, 2 done
        func visit(_ c: Int) -> Bool {
            if state[c] == 1 { return true }
            if state[c] == 2 { return false }
            state[c] = 1
            for sequence in classes[c] where refs(in: sequence).contains(where: visit) { return true }
            state[c] = 2
            return false
        }
        return classes.indices.first(where: visit)
    }

    private func refs(in sequence: SafetySequence) -> [Int] {
        sequence.items.flatMap { item -> [Int] in
            switch item.kind {
            case .ref(let c): [c]
            case .choice(let alternatives): alternatives.flatMap(refs)
            case .words, .gap, .end: []
            }
        }
    }

    /// Every word id a class's single-word alternatives name (for the reserved classes read word by word).
    func wordIDs(ofClass c: Int) -> Set<Int32> {
        var ids = Set<Int32>()
        for sequence in classes[c] where sequence.items.count == 1 {
            switch sequence.items[0].kind {
            case .words(let set): ids.formUnion(set)
            case .ref(let inner): ids.formUnion(wordIDs(ofClass: inner))
            case .choice, .gap, .end: break
            }
        }
        return ids
    }

    /// A set of ids one of which any match must consume: the smallest without common words, else the
    /// smallest; nil when none exists.
    private func anchor(of sequence: SafetySequence) -> Set<Int32>? {
        var best: Set<Int32>?
        func cost(_ ids: Set<Int32>) -> Int { ids.count + (ids.isDisjoint(with: common) ? 0 : 1_000_000) }
        for item in sequence.items where !item.optional {
            guard let ids = anchor(of: item.kind, depth: 0) else { continue }
            if best == nil || cost(ids) < cost(best!) { best = ids }
        }
        return best
    }

    private func anchor(of kind: SafetyItem.Kind, depth: Int) -> Set<Int32>? {
        guard depth < 16 else { return nil }
        switch kind {
        case .words(let ids): return ids
        case .gap, .end: return nil
        case .ref(let c): return union(classes[c], depth: depth + 1)
        case .choice(let alternatives): return union(alternatives, depth: depth + 1)
        }
    }

    private func union(_ alternatives: [SafetySequence], depth: Int) -> Set<Int32>? {
        var all = Set<Int32>()
        for sequence in alternatives {
            var best: Set<Int32>?
            for item in sequence.items where !item.optional {
                guard let ids = anchor(of: item.kind, depth: depth) else { continue }
                if best == nil || ids.count < best!.count { best = ids }
            }
            guard let best else { return nil }
            all.formUnion(best)
        }
        return all.isEmpty ? nil : all
    }

    /// Whether a required part of the pattern is always one of the writer's own words.
    private func mentions(_ writer: Set<Int32>, in sequence: SafetySequence, depth: Int) -> Bool {
        guard depth < 16, !writer.isEmpty else { return false }
        return sequence.items.contains { item in
            guard !item.optional else { return false }
            switch item.kind {
            case .words(let ids): return ids.isSubset(of: writer)
            case .gap, .end: return false
            case .ref(let c): return !classes[c].isEmpty && classes[c].allSatisfy { mentions(writer, in: $0, depth: depth + 1) }
            case .choice(let alternatives): return alternatives.allSatisfy { mentions(writer, in: $0, depth: depth + 1) }
            }
        }
    }
}

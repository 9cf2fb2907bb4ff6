// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// Reads `Lexicons/safety-words.tsv` (word classes) and `Lexicons/safety.tsv` (rules) into a screen's parts.
///
/// Problems come back as lint diagnostics with file and line; a bad row is skipped, the rest still load.
struct SafetyLexicon: Sendable {
    var table = SafetyWordTable()
    /// The word classes and the rules' patterns, flattened; the word sets live here.
    var program = SafetyProgram()
    var classNames: [String] = []
    var rules: [SafetyRule] = []
    /// The word sets each of which a rule's matches must consume a word of, to skip rules at once.
    var anchors = SafetyAnchorTable()
    var alarms = SafetyRuleIndex()
    var ignores = SafetyRuleIndex()
    var cues = SafetyRuleIndex()
    var diagnostics: [LintDiagnostic] = []
    /// The word sets of the classes the screen reads word by word (`reservedClasses`), by name.
    var reservedSets: [String: Int32] = [:]
    /// The alarm rules by first anchor, to turn most texts away before matching (nil: try every rule).
    var alarmFilter: SafetyAlarmFilter?

    /// The word classes the screen itself reads, beside those patterns refer to.
    static let reservedClasses = ["@negator", "@negation-pass", "@writer", "@someone-else", "@not-a-name", "@speech", "@me", "@sent-to",
                                   "@object-of", "@object-lead", "@relative", "@open-group", "@report", "@speaker"]
    /// Words too frequent to start looking at a pattern from (speed only; optional).
    static let everydayClass = "@everyday"

    init(words: String, rules rulesText: String, wordsFile: String, rulesFile: String) {
        let wordRows = TSVReader.rows(words)
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
        var compiler = SafetyPatternCompiler(table: table, classIndex: index, used: Array(repeating: false, count: index.count))
        // Each class's choice of alternatives; -1 until one of its rows compiles.
        var classChoice = [Int32](repeating: -1, count: index.count)
        var entries: [SafetyProgram.Entry] = []
        for row in wordRows {
            guard row.fields.count == 2, let at = index[row.fields[0]], classChoice[at] < 0 else { continue }
            do throws(SafetyPatternError) {
                // The alternatives are a group: "|" separates them, each may be several words.
                let item = try compiler.sequence("(" + row.fields[1] + ")")[0]
                classChoice[at] = compiler.choice(of: item)
            } catch {
                diagnostics.append(.init(file: wordsFile, line: row.line, message: error.message))
            }
        }
        for name in Self.reservedClasses where index[name] == nil {
            diagnostics.append(.init(file: wordsFile, line: 0, message: "needs the word class '\(name)'"))
        }
        for name in Self.reservedClasses + [Self.everydayClass] { if let c = index[name] { compiler.used[c] = true } }
        var seen = Set<String>()
        for row in TSVReader.rows(rulesText) {
            func problem(_ message: String) { diagnostics.append(.init(file: rulesFile, line: row.line, message: message)) }
            guard (4...5).contains(row.fields.count), row.fields.allSatisfy({ !$0.isEmpty }) else {
                problem("expected four tab-separated columns: kind, category, rule, pattern (and maybe 'writer')")
                continue
            }
            let writersOwn = row.fields.count == 5
            if writersOwn, row.fields[4] != "writer" {
                problem("the fifth column may only say 'writer', not '\(row.fields[4])'")
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
                if case .gap = pattern.first?.kind { throw .init("a pattern may not begin with a gap") }
                if case .gap = pattern.last?.kind { throw .init("a pattern may not end with a gap") }
                guard pattern.contains(where: { !$0.optional }) else { throw .init("every part is optional, so it matches anywhere") }
                rules.append(SafetyRule(name: name, role: role, pattern: .init(start: -1), namesWriter: writersOwn,
                                        writersOwn: writersOwn, line: row.line))
                entries.append(SafetyProgram.Entry(start: compiler.layOut(pattern)))
            } catch {
                problem(error.message)
            }
        }
        table = compiler.table
        program = compiler.program
        program.sets.idCount = table.count
        // A class none of whose rows compiled, or that refers to itself, has no alternatives.
        let none = program.add(choice: [])
        program.classChoice = classChoice.map { $0 < 0 ? none : $0 }
        for (c, name) in classNames.enumerated() where !compiler.used[c] {
            diagnostics.append(.init(file: wordsFile, line: 0, severity: .warning, message: "word class '\(name)' is never used"))
        }
        while let cycle = Self.findCycle(in: program) {
            diagnostics.append(.init(file: wordsFile, line: 0, message: "word class '\(classNames[cycle])' refers to itself"))
            program.classChoice[cycle] = none
        }
        if !rules.contains(where: { if case .alarm(.crisis, _) = $0.role { true } else { false } }) {
            diagnostics.append(.init(file: rulesFile, line: 0, message: "no crisis patterns"))
        }
        let letterCounts = table.letterCounts
        table.seal()
        prepare(&entries, classIndex: index, letterCounts: letterCounts)
    }

    /// Works out, once the patterns are laid out, what matching goes by: the anchors and first words of
    /// every pattern, the reserved classes' words, and the rule indexes.
    private mutating func prepare(_ entries: inout [SafetyProgram.Entry], classIndex index: [String: Int],
                                  letterCounts: [Int32]) {
        let laidOut = program
        func wordIDs(_ name: String) -> SafetyIDBits {
            index[name].map { SafetyAnchors.wordIDs(ofClass: $0, in: laidOut) } ?? SafetyIDBits(count: table.count)
        }
        let writer = wordIDs("@writer")
        var common = SafetyIDBits(count: table.count)
        // (@negation-pass is left out: it holds verbs like "writing" or "planning" that make good anchors.)
        for name in Self.reservedClasses + [Self.everydayClass] where name != "@negation-pass" { common.formUnion(wordIDs(name)) }
        var analysis = SafetyAnchors(program: laidOut, common: common, letterCounts: letterCounts)
        let ruleAnchors = entries.map { analysis.anchors(of: $0) }
        for k in rules.indices where !rules[k].namesWriter { rules[k].namesWriter = analysis.mentions(writer, in: entries[k]) }
        program = analysis.program // with the anchor sets
        anchors = SafetyAnchorTable(anchors: ruleAnchors, sets: program.sets)
        for name in Self.reservedClasses { reservedSets[name] = program.sets.intern(wordIDs(name)) }
        SafetyFirstWords.mark(&program, patterns: &entries)
        program.sets.seal()
        for k in rules.indices { rules[k].pattern = entries[k] }
        alarms = SafetyRuleIndex(rules: rules, sets: program.sets) { if case .alarm = $0.role { true } else { false } }
        ignores = SafetyRuleIndex(rules: rules, sets: program.sets) { $0.role == .ignore }
        cues = SafetyRuleIndex(rules: rules, sets: program.sets) { if case .cue = $0.role { true } else { false } }
        alarmFilter = SafetyAlarmFilter(rules: rules, anchors: anchors, idCount: Int(table.count))
    }

    /// The word set of a class the screen reads word by word (one of `reservedClasses`); empty when missing.
    func reservedSet(_ name: String) -> Int32 { reservedSets[name]! }

    /// Whether some pattern names the word (lower-case letters), as the screen would read it in a text.
    func knows(_ word: String) -> Bool {
        let words = SafetyTokens(word)
        guard words.tokens.count == 1 else { return false }
        var ids: [Int32] = []
        table.ids(of: words.tokens[0], letters: words.letters, into: &ids)
        return !ids.isEmpty
    }

    /// A class that reaches itself through its alternatives would never finish matching.
    static func findCycle(in program: SafetyProgram) -> Int? {
        var state = [UInt8](repeating: 0, count: program.classChoice.count) // 0 new, 1 visiting, 2 done
        func visit(_ c: Int) -> Bool {
            if state[c] == 1 { return true }
            if state[c] == 2 { return false }
            state[c] = 1
            for o in program.optionRange(of: program.classChoice[c])
            where refs(from: program.options[o].start, in: program).contains(where: visit) { return true }
            state[c] = 2
            return false
        }
        return program.classChoice.indices.first(where: visit)
    }

    /// The classes a sequence refers to, in order, through its choices too.
    private static func refs(from start: Int32, in program: SafetyProgram) -> [Int] {
        var found: [Int] = []
        var k = Int(start)
        while program.steps[k].kind != .done {
            let step = program.steps[k]
            switch step.kind {
            case .ref: found.append(Int(step.argument))
            case .choice:
                for o in program.optionRange(of: step.argument) { found += refs(from: program.options[o].start, in: program) }
            case .words, .gap, .end, .done: break
            }
            k += 1
        }
        return found
    }
}

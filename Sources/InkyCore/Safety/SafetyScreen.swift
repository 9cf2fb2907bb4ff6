// SPDX-License-Identifier: GPL-3.0-or-later

/// Finds language about suicide or self-harm, and whose it is, from the rules of `Lexicons/safety.tsv`.
///
/// A rule's pattern matches the words; then what surrounds them decides what it means. An overlapping
/// `ignore` pattern drops it (idioms, prevention work); a negator shortly before it drops it ("I would never
/// kill myself", "not suicidal"); a nearer subject that is someone else makes it theirs ("my friend
/// attempted suicide"); and cues in the sentence soften it (past, accident, hyperbole, being asked).
/// The screen errs toward asking: where it is unsure it says concern, which asks one gentle question.
///
/// A second reader (`SafetyModel`) weighs every word: where no rule spoke and it is sure, it raises a
/// concern; where a crisis rule matched a line it reads as ordinary ("I'm so glad it's Friday"), the
/// screen asks instead of stopping. Where a rule's match was set aside as negated, someone else's words, an
/// accident or an everyday reason, the model overrules it (a concern) only when it is far surer than its
/// threshold (`SafetyModel.overrule`); an idiom or a story told as over it never overrules.
public struct SafetyScreen: Sendable {
    public static let rulesPath = "Lexicons/safety.tsv"
    public static let wordsPath = "Lexicons/safety-words.tsv"
    public static let modelPath = SafetyModel.path
    /// The rule name a concern raised by the model alone carries (for /why and --json).
    public static let modelRule = "model"
    /// The reasons for setting a match aside that the model may overrule when it is sure (`SafetyModel.overrule`):
    /// not an `ignore` row ("I couldn't have planned it better if I tried") nor a story told as over, which the
    /// model misreads for their words.
    static let overrulable: SafetySetAside = [.negated, .accident, .everyday, .denied]

    /// How many words before a match a negator is looked for.
    static let negationReach = 4
    /// How many words before a match its subject is looked for: long posts name the person early ("My roommate
    /// came home drunk tonight after a breakup and started crying about wanting to die"; at eight, set 32 raised such lines).
    static let subjectReach = 12
    /// How many words before a match a word of saying is looked for (`reportsSpeech(before:in:)`).
    static let reportReach = 5
    /// How many words besides a match a question may hold to be read as a question put (`isBriefQuestion`).
    static let briefQuestionWords = 3

    let lexicon: SafetyLexicon
    let model: SafetyModel
    /// The reserved classes' word sets (in `lexicon.program.sets`).
    let negators: Int32
    let negationPass: Int32
    let writer: Int32
    let someoneElse: Int32
    let notNames: Int32
    let speech: Int32
    let report: Int32
    /// "me" (`@me`) right after a word of sending (`@sent-to`): the writer as the one sent to, no subject.
    let me: Int32, sentTo: Int32
    /// A subject pronoun right after a word of saying (`@speaker`: 'keeps saying he "…"') speaks the quotation after it.
    let speaker: Int32
    /// A person after a word like "of", "for", "behind" (`@object-of`), with at most two words like "my",
    /// "the", "little" between (`@object-lead`), is no subject: "a handful of Mum's tablets".
    let objectOf: Int32, objectLead: Int32
    /// "who" (`@relative`) names someone else ("a keeper who wants to die") unless the word before it is the
    /// writer ("people like me who") or leaves the writer in (`@open-group`: "anyone else who's attempted").
    let relative: Int32, openGroup: Int32

    /// A screen that matches nothing, for when no safety files exist.
    public init() {
        self.init(SafetyLexicon(words: "", rules: "", wordsFile: Self.wordsPath, rulesFile: Self.rulesPath), model: SafetyModel())
    }

    init(_ lexicon: SafetyLexicon, model: SafetyModel) {
        self.lexicon = lexicon
        self.model = model
        negators = lexicon.reservedSet("@negator")
        negationPass = lexicon.reservedSet("@negation-pass")
        writer = lexicon.reservedSet("@writer")
        someoneElse = lexicon.reservedSet("@someone-else")
        notNames = lexicon.reservedSet("@not-a-name")
        speech = lexicon.reservedSet("@speech")
        report = lexicon.reservedSet("@report")
        me = lexicon.reservedSet("@me")
        sentTo = lexicon.reservedSet("@sent-to")
        speaker = lexicon.reservedSet("@speaker")
        objectOf = lexicon.reservedSet("@object-of")
        objectLead = lexicon.reservedSet("@object-lead")
        relative = lexicon.reservedSet("@relative")
        openGroup = lexicon.reservedSet("@open-group")
    }

    /// Reads the three files; problems come back with file and line, and bad rows are skipped. Without a
    /// model (`model` empty) the rules alone decide.
    public static func parse(words: String, rules: String, model: String = "", wordsFile: String = wordsPath,
                             rulesFile: String = rulesPath, modelFile: String = modelPath) -> (SafetyScreen, [LintDiagnostic]) {
        let lexicon = SafetyLexicon(words: words, rules: rules, wordsFile: wordsFile, rulesFile: rulesFile)
        let (reader, problems) = SafetyModel.parse(model, file: modelFile)
        return (SafetyScreen(lexicon, model: reader), lexicon.diagnostics + problems)
    }

    /// The screen as bytes, for `init?(snapshot:)`: what inky-embed compiles the shipped files into.
    /// The rules' own snapshot (sealed by its checksum), then the model, then a checksum of it all.
    public func snapshot() -> [UInt8] {
        var out = SnapshotWriter()
        out.numbers(lexicon.snapshot())
        model.write(to: &out)
        var bytes = out.bytes
        withUnsafeBytes(of: SafetyLexicon.checksum(bytes[...]).littleEndian) { bytes.append(contentsOf: $0) }
        return bytes
    }

    /// The screen `snapshot()` wrote; nil for anything else (another format, a truncated or altered
    /// copy), so the caller parses the files instead.
    public init?(snapshot bytes: [UInt8]) {
        guard bytes.count >= 8 else { return nil }
        var stored: UInt64 = 0
        withUnsafeMutableBytes(of: &stored) { $0.copyBytes(from: bytes[(bytes.count - 8)...]) }
        guard UInt64(littleEndian: stored) == SafetyLexicon.checksum(bytes[..<(bytes.count - 8)]) else { return nil }
        var input = SnapshotReader(bytes) // (the checksum, checked above, is what is left at the end)
        guard let rules: [UInt8] = try? input.numbers(), let lexicon = SafetyLexicon(snapshot: rules),
              let model = try? SafetyModel(snapshot: &input), input.remaining == 8 else { return nil }
        self.init(lexicon, model: model)
    }

    /// The most telling finding in `text`: the writer's own alarm when there is one, else someone else's
    /// words (a finding with level none), else nil. The rules speak first, then the model (see above).
    public func assess(_ text: String) -> SafetyFinding? {
        var cleared = SafetySetAside()
        return assess(text, features: nil, cleared: &cleared)
    }

    /// `assess(_:)`, given the distinct words and pairs of `text` when they are already read
    /// (`SafetyModelWords.distinctFeatures(in:)`; nil: read here when the model is asked).
    func assess(_ text: String, features: [UInt32]?) -> SafetyFinding? {
        var cleared = SafetySetAside()
        return assess(text, features: features, cleared: &cleared)
    }

    /// The same, telling in `cleared` why some alarm rule's match was set aside.
    func assess(_ text: String, features: [UInt32]?, cleared: inout SafetySetAside) -> SafetyFinding? {
        // "s*icide", "k1ll mys3lf": masked words are read as the words they stand for (rarely: a cheap look first).
        let masked = SafetyUnmasking.mayHoldMask(text)
        let text = masked ? SafetyUnmasking.unmask(text, knows: lexicon.knows) : text
        // (the words the model reads are those of the text as unmasked)
        func modelReading() -> SafetyModel.Reading? {
            guard !masked, let features else { return model.read(text) }
            return model.read(features: features)
        }
        let ruled = rulesAssess(text, cleared: &cleared, consultModel: true)
        guard !model.isEmpty else { return ruled }
        if var finding = ruled, finding.isAlarm {
            if finding.level == .crisis, let reading = modelReading(), model.callsOrdinary(reading) {
                // The words match a crisis rule, but nothing else in the line leans toward risk: ask, don't stop.
                finding.level = .concern
                finding.adjustments.append("the rest reads as everyday")
            }
            return finding
        }
        // The model is read only where it may speak: no rule spoke, or one set its match aside for a reason it may overrule.
        let unclaimed = ruled == nil && cleared.isEmpty
        let overrulable = !unclaimed && Self.overrulable.isSuperset(of: cleared)
        guard unclaimed || overrulable, let reading = modelReading() else { return ruled }
        if unclaimed, model.raises(reading) {
            return SafetyFinding(level: .concern, category: reading.category ?? .passive, rule: Self.modelRule,
                                 adjustments: ["no rule matched; the words as a whole lean toward risk"])
        }
        // "My granddaughter says don't talk like that, but I mean it", "I'm not going to pretend I haven't thought
        // that death would be a rest": a rule set its match aside, yet the words as a whole lean far toward risk.
        if overrulable, model.overrules(reading) {
            return SafetyFinding(level: .concern, category: reading.category ?? .passive, rule: Self.modelRule,
                                 adjustments: ["a rule set its match aside; the words as a whole lean far toward risk"])
        }
        return ruled
    }

    /// What the rules alone find; `cleared` tells why any alarm rule's match was set aside.
    /// With `consultModel`, the model is asked whether the words as a whole lean toward risk where an everyday
    /// thing could explain a match (rarely: no closure or cache on the path every line takes).
    func rulesAssess(_ text: String, cleared: inout SafetySetAside, consultModel: Bool = false) -> SafetyFinding? {
        guard !lexicon.rules.isEmpty else { return nil }
        let words = SafetyTokens(text)
        guard !words.tokens.isEmpty else { return nil }
        let line = SafetyLine(words: words, table: lexicon.table, sets: lexicon.program.sets, someoneElse: someoneElse,
                              negators: negators)
        var reading: SafetyReading
        let found: [(rule: Int, span: Range<Int>)]
        if let filter = lexicon.alarmFilter {
            // Most texts hold no word of any alarm's most telling anchor, or not every anchor of any alarm,
            // and so can match no alarm; the rest try only the alarms whose anchors they hold.
            let candidates = filter.candidates(in: line)
            guard !candidates.isEmpty else { return nil }
            var hits: [UInt64] = []
            let live = filter.rules(candidates, line: line, anchors: lexicon.anchors, sets: lexicon.program.sets, hits: &hits)
            guard !live.isEmpty else { return nil }
            reading = SafetyReading(line: line, hits: hits)
            found = reading.matches(of: live, in: lexicon)
        } else {
            reading = SafetyReading(line: line)
            found = reading.matches(of: lexicon.alarms, in: lexicon)
        }
        var best: SafetyFinding?
        for (r, span) in found {
            let rule = lexicon.rules[r]
            guard case .alarm(let level, let category) = rule.role else { continue }
            guard let finding = judge(span, level: level, category: category, rule: rule, reading: &reading,
                                      text: consultModel ? text : nil, cleared: &cleared) else { continue }
            if best.map(finding.outranks) ?? true { best = finding }
        }
        return best
    }

    /// The cues of each sentence of the text, named ("past,better|recent"), for reading the screen's
    /// mistakes (`SafetyDumpTests`).
    func cueNames(in text: String) -> String {
        let words = SafetyTokens(text)
        var reading = SafetyReading(line: SafetyLine(words: words, table: lexicon.table, sets: lexicon.program.sets,
                                                     someoneElse: someoneElse, negators: negators))
        var names: [String] = []
        var k = 0
        while k < words.tokens.count {
            let cues = reading.cues(inSentenceOf: k, lexicon: lexicon)
            names.append(SafetyCue.allCases.filter(cues.contains).map(\.rawValue).joined(separator: ","))
            let sentence = words.tokens[k].sentence
            while k < words.tokens.count, words.tokens[k].sentence == sentence { k += 1 }
        }
        return names.joined(separator: "|")
    }

    /// The level, for callers that need no more.
    public func level(of text: String) -> SafetyLevel {
        assess(text).map { $0.isAlarm ? $0.level : .none } ?? .none
    }

    /// Whether the writer explains the matched words as meaning something else ("it's a song", "I meant the work
    /// trip"), in their sentence or any later one, and nowhere says they mean them or takes the explanation back.
    private func explainedAway(_ span: Range<Int>, cues: SafetyCueSet, reading: inout SafetyReading) -> Bool {
        (cues.contains(.explained) || reading.laterSentence(after: span, holdsAll: [.explained], lexicon: lexicon))
            && !reading.anySentence(holds: .earnest, lexicon: lexicon)
            && !reading.anySentence(holds: .retracted, lexicon: lexicon)
    }

    /// Whether the match stands in a question of few words besides it ("Self-harm?", "Any thoughts of ending
    /// it?"): a question put, as on a form or in a check-in, rather than the writer's own words.
    private func isBriefQuestion(_ span: Range<Int>, in line: SafetyLine) -> Bool {
        let tokens = line.words.tokens
        guard !span.isEmpty else { return false }
        let sentence = tokens[span.lowerBound].sentence
        guard line.words.questions.contains(sentence) else { return false }
        var from = span.lowerBound, to = span.upperBound
        while from > 0, tokens[from - 1].sentence == sentence { from -= 1 }
        while to < tokens.count, tokens[to].sentence == sentence { to += 1 }
        return (to - from) - span.count <= Self.briefQuestionWords
    }

    /// What one match means in its place, or nil when it means nothing here.
    /// `text`: the whole text, for the model to read where an everyday thing or a turn could clear the match
    /// (nil: the rules alone decide).
    private func judge(_ span: Range<Int>, level: SafetyLevel, category: SafetyCategory, rule: SafetyRule,
                       reading: inout SafetyReading, text: String?, cleared: inout SafetySetAside) -> SafetyFinding? {
        let line = reading.line
        // (before the costlier look at ignores; "I'd be lying if I said I hadn't thought about it" takes it back)
        if negated(before: span.lowerBound, in: line), !reading.anySentence(holds: .retracted, lexicon: lexicon) {
            cleared.insert(.negated)
            return nil
        }
        let cues = reading.cues(inSentenceOf: span.lowerBound, lexicon: lexicon)
        let harm = category == .selfharm || category == .method // an act or a means that can hurt
        // "burnt my hand on the stove on purpose": on purpose outweighs what would explain the words away.
        // A question answered no is set aside by an `ignore` row too ("asked ... and I said no"), unless taken back.
        let takenBack = cues.contains(.asked) && reading.anySentence(holds: .retracted, lexicon: lexicon)
        // "I'd rather die than go back there, and I mean that literally": an idiom the writer says is meant.
        if !(harm && cues.contains(.purpose)), !takenBack, reading.ignored(span, lexicon: lexicon),
           !reading.anySentence(holds: .earnest, lexicon: lexicon) {
            cleared.insert(.ignored)
            return nil
        }
        // An accident explains an injury, a dose or an attempt, never a wish or a plan ("my letters are on
        // the shelf").
        if harm || category == .attempt, cues.contains(.accident), !cues.contains(.purpose) {
            cleared.insert(.accident)
            return nil
        }
        // "update my life insurance now the baby's here": an everyday reason explains a preparation.
        if category == .preparatory, cues.contains(.prudent), !cues.contains(.recent), !cues.contains(.purpose) {
            cleared.insert(.everyday)
            return nil
        }
        // "tomorrow I'll just do it, the car insurance renewal": a plan or preparation in words that name no
        // act, beside an everyday thing they can be about (for a plan, in its sentence or the next: "Tonight's
        // the night! Proposing at..."), with nothing naming harm and nothing else leaning toward risk.
        if category == .plan || category == .preparatory, !cues.contains(.purpose),
           cues.contains(.errand) || (category == .plan && reading.sentenceAfter(span, holds: .errand, lexicon: lexicon)),
           !reading.anySentence(holds: .harm, lexicon: lexicon), !(text.flatMap(model.read).map(model.raises) ?? false) {
            cleared.insert(.everyday)
            return nil
        }
        var finding = SafetyFinding(level: level, category: category, rule: rule.name)
        if isQuotedFromSomeoneElse(span.lowerBound, in: line) || (!rule.namesWriter && isSomeoneElse(before: span.lowerBound, in: line, text: text)) {
            finding.subject = .someoneElse
            finding.level = .none
            return finding
        }
        if span.contains(where: { line.words.tokens[$0].quote >= 0 }) || reportsSpeech(before: span.lowerBound, in: line),
           explainedAway(span, cues: cues, reading: &reading) {
            // 'Texted my sister "I want to die" after the speech flopped. It was embarrassment, not anything real':
            // the writer's own words, quoted or reported as said, then explained as meaning something else.
            cleared.insert(.explained)
            return nil
        }
        if cues.contains(.hyperbole), finding.level == .crisis, !reading.anySentence(holds: .earnest, lexicon: lexicon) {
            // "kms lol": joking words soften a crisis to a question, never to nothing.
            finding.level = .concern
            finding.adjustments.append("said lightly")
        }
        if !takenBack, isBriefQuestion(span, in: line), reading.sentenceAfter(span, holds: .denied, lexicon: lexicon) {
            // "Psychiatrist did the usual questions. Suicidal thoughts? No.": a question in a few words, answered no.
            cleared.insert(.denied)
            return nil
        }
        if cues.contains(.asked), !takenBack {
            // "She asked whether I'd had thoughts of ending my life, and I could honestly say no": asked and
            // answered no, in its sentence or the next (unless taken back: "I said no. I lied.").
            if cues.contains(.denied) || reading.sentenceAfter(span, holds: .denied, lexicon: lexicon)
                || explainedAway(span, cues: cues, reading: &reading) {
                cleared.insert(.denied)
                return nil
            }
            finding.level = finding.level.milder
            finding.adjustments.append("being asked")
        }
        if !cues.contains(.recent), category == .selfharm || category == .attempt || cues.contains(.past),
           !reading.anySentence(holds: .relapse, lexicon: lexicon),
           reading.anySentence(holds: .recovered, lexicon: lexicon)
            || (cues.contains(.past) && reading.anySentence(holds: .better, lexicon: lexicon)),
           !reading.laterSentence(after: span, holdsAll: [.recent, .unsettled], unless: [.better, .recovered], lexicon: lexicon) {
            // "I used to cut. Two years clean and I don't miss it": a past act or wish told, anywhere in the
            // text, as recovered from is no alarm; a wish told in the present still is, and so is a present told
            // later as unsettled ("I'm 30 now and those thoughts still visit").
            finding.level = .none
            finding.adjustments.append("recovered")
        }
        if finding.level != .none, let turn = reading.turn(after: span, lexicon: lexicon),
           !(text != nil && (model.read(reading.words(from: turn.lowerBound)).map(model.raises) ?? false)) {
            // "five years ago I tried to end my life and today I ran my first half marathon": told as past,
            // then a present apart from it.
            finding.level = .none
            finding.adjustments.append("told as past, then the present")
        }
        if finding.level != .none, let text, reading.anySentence(holds: .past, lexicon: lexicon),
           !reading.anySentence(holds: .relapse, lexicon: lexicon), let whole = model.read(text), model.callsSettled(whole) {
            // "My attempt was in 2009. I think about it maybe once a year now. I'm married, two kids": told as
            // past, and nothing in the words as a whole leans toward risk (a life told since, in words no cue knows).
            finding.level = .none
            finding.adjustments.append("told as past, and the rest reads as settled")
        }
        if cues.contains(.past), !cues.contains(.recent), finding.level == .crisis {
            finding.level = .concern
            finding.adjustments.append("in the past")
        }
        if cues.contains(.purpose), finding.level == .concern, harm {
            finding.level = .crisis
            finding.adjustments.append("on purpose")
        }
        guard finding.level != .none else {
            cleared.insert(.over)
            return nil
        }
        return finding
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later

/// Reads the lexicon files into a `LexiconSet`, collecting every problem as a located diagnostic.
///
/// `LexiconSet.load` throws the first error; `LexiconLinter` returns them all.
struct LexiconParser {
    private(set) var diagnostics: [LintDiagnostic] = []
    private var set = LexiconSet()
    /// Duplicate detection: normalised key of an emotion-valued term to where it was first defined.
    private var emotionKeys: [UInt64: (file: Int, line: Int)] = Dictionary(minimumCapacity: 4096)
    private var modifierKeys: [UInt64: (file: Int, line: Int)] = [:]
    /// Paths of the files read so far, so duplicate records hold an index rather than a string.
    private var paths: [String] = []

    private mutating func fileIndex(_ path: String) -> Int {
        if let i = paths.lastIndex(of: path) { return i }
        paths.append(path)
        return paths.count - 1
    }
    private var phraseTerms = Set<Int32>()
    private var topicsByTerm: [Int32: [UInt8]] = [:]
    /// Phrase rules by first word, flattened into the set by `finish()`.
    private var phraseGroups: [Int32: [(words: [Int32], term: Int32)]] = [:]

    /// Parses every known file; with `requireFiles`, a missing `categories.tsv` or emotion lexicon is an error
    /// even when no lexicon file at all was given.
    mutating func parse(files: [String: String], requireFiles: Bool = true) -> LexiconSet {
        let known = files.compactMap { path, text in LexiconFileKind(path: path).map { (path: path, kind: $0, text: text) } }
            .sorted { $0.path < $1.path }
        if known.isEmpty && !requireFiles { return set }
        // (The learned layer's file holds no terms: its size must not size the term table.)
        reserve(bytes: known.filter { $0.kind != .moodModel }.reduce(0) { $0 + $1.text.utf8.count })
        let order: [LexiconFileKind] = [.categories, .settings, .emotions, .modifiers, .topics, .stopWords, .moodModel]
        for kind in order {
            let ofKind = known.filter { $0.kind == kind }
            if ofKind.isEmpty && (kind == .categories || kind == .emotions) {
                let name = kind == .categories ? "categories.tsv" : "emotions.tsv"
                report("Lexicons/\(name)", 0, "\(name) is missing")
            }
            for file in ofKind {
                if kind == .emotions {
                    parseEmotions(file.path, file.text)
                    continue
                }
                if kind == .moodModel {
                    let (model, problems) = MoodModel.parse(file.text, file: file.path)
                    set.moodModel = model
                    diagnostics += problems
                    continue
                }
                let rows = TSVReader.rows(file.text)
                switch kind {
                case .categories: parseCategories(file.path, rows)
                case .settings: parseSettings(file.path, rows)
                case .emotions, .moodModel: break
                case .modifiers: parseModifiers(file.path, rows)
                case .topics: parseTopics(file.path, rows)
                case .stopWords: parseStopWords(file.path, rows)
                }
            }
        }
        finish()
        return set
    }

    /// Reserves table space from the total file size (about 30 bytes a line), so loading never regrows arrays.
    private mutating func reserve(bytes: Int) {
        let terms = bytes / 16 + 64
        set.table = TermTable(capacity: terms)
        set.termFlags.reserveCapacity(terms)
        set.termEmotion.reserveCapacity(terms)
        set.termModifier.reserveCapacity(terms)
        let entries = bytes / 24 + 64
        set.emotionValence.reserveCapacity(entries)
        set.emotionArousal.reserveCapacity(entries)
        set.emotionTop.reserveCapacity(entries)
        set.emotionWeights.reserveCapacity(entries * EmotionCategory.count)
    }

    // MARK: - Diagnostics and values

    private mutating func report(_ file: String, _ line: Int, _ message: String, _ severity: LintDiagnostic.Severity = .error) {
        diagnostics.append(LintDiagnostic(file: file, line: line, severity: severity, message: message))
    }

    private mutating func number(_ text: String, _ name: String, _ range: ClosedRange<Double>, _ file: String, _ line: Int) -> Double? {
        guard let value = DecimalParser.parse(text.utf8) ?? Double(text), value.isFinite else {
            report(file, line, "\(name) \"\(text)\" is not a number")
            return nil
        }
        guard range.contains(value) else {
            report(file, line, "\(name) \(text) is outside \(format(range.lowerBound))...\(format(range.upperBound))")
            return nil
        }
        return value
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }

    private var fileNames: [String: String] = [:]

    /// "emotions.tsv:12": where a first definition was, for duplicate messages.
    private mutating func location(_ file: String, _ line: Int) -> String {
        if let name = fileNames[file] { return "\(name):\(line)" }
        let name = file.split(separator: "/").last.map(String.init) ?? file
        fileNames[file] = name
        return "\(name):\(line)"
    }

    // MARK: - Terms

    /// Interns a term's words and returns its id: the word's own id, or a phrase id with a phrase rule.
    private mutating func termID(_ parts: [String]) -> Int32 {
        let ids = parts.map { intern($0) }
        if ids.count == 1 { return ids[0] }
        let phrase = intern(parts.joined(separator: " "))
        if phraseTerms.insert(phrase).inserted {
            phraseGroups[ids[0], default: []].append((ids, phrase))
        }
        return phrase
    }

    private mutating func intern(_ key: String) -> Int32 {
        let id = set.table.intern(key)
        var copy = key
        if copy.withUTF8({ $0.contains(0x27) && !$0.contains(0x20) }) { internedWithApostrophe[key] = id }
        while set.termFlags.count < set.table.idCapacity {
            set.termFlags.append([])
            set.termEmotion.append(-1)
            set.termModifier.append(-1)
        }
        return id
    }

    /// Hash of a term's parts with apostrophes dropped from words, so "can't wait" and "cant wait" collide.
    private static func duplicateKey(_ parts: [String]) -> UInt64 {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        for (i, part) in parts.enumerated() {
            if i > 0 { h = (h ^ 0x20) &* 0x0000_0100_0000_01B3 }
            let isWord = part.utf8.first.map { $0 >= 0x61 && $0 <= 0x7A || $0 >= 0x80 } ?? false
            for b in part.utf8 where !(isWord && b == 0x27) { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
        }
        return h
    }

    // MARK: - Files

    private mutating func parseCategories(_ file: String, _ rows: [TSVRow]) {
        var seen: [EmotionCategory: Int] = [:]
        var profiles: [EmotionCategory: CategoryProfile] = [:]
        for row in rows {
            guard row.fields.count == 6 else {
                report(file, row.line, "expected 6 columns (category, valence, arousal, ekman, prior, negated), found \(row.fields.count)")
                continue
            }
            let f = row.fields
            guard let category = EmotionCategory(rawValue: f[0]) else {
                report(file, row.line, "unknown category \"\(f[0])\"")
                continue
            }
            if let first = seen[category] {
                report(file, row.line, "duplicate category \"\(f[0])\" (first at \(location(file, first)))")
                continue
            }
            seen[category] = row.line
            let valence = number(f[1], "valence", -1...1, file, row.line)
            let arousal = number(f[2], "arousal", 0...1, file, row.line)
            let ekman = EkmanEmotion(rawValue: f[3])
            if ekman == nil { report(file, row.line, "unknown Ekman emotion \"\(f[3])\"") }
            let prior = number(f[4], "prior", 0...1, file, row.line)
            let negated = EmotionCategory(rawValue: f[5])
            if negated == nil { report(file, row.line, "unknown negated category \"\(f[5])\"") }
            if let valence, let arousal, let ekman, let prior, let negated {
                profiles[category] = CategoryProfile(category: category, valence: valence, arousal: arousal, ekman: ekman,
                                                     prior: prior, negated: negated)
            }
        }
        for category in EmotionCategory.allCases where seen[category] == nil {
            report(file, 0, "category \"\(category.rawValue)\" is missing")
        }
        let total = profiles.values.reduce(0) { $0 + $1.prior }
        if profiles.count == EmotionCategory.count && abs(total - 1) > 0.01 {
            var rounded = JSONWriter()
            rounded.number(total)
            report(file, 0, "priors sum to \(rounded.text), expected 1")
        }
        set.categories = EmotionCategory.allCases.map {
            profiles[$0] ?? CategoryProfile(category: $0, valence: 0, arousal: 0.5, ekman: .neutral,
                                           prior: 1 / Double(EmotionCategory.count), negated: $0)
        }
    }

    private mutating func parseSettings(_ file: String, _ rows: [TSVRow]) {
        var seen: [String: Int] = [:]
        for row in rows {
            guard row.fields.count == 2 else {
                report(file, row.line, "expected 2 columns (name, value), found \(row.fields.count)")
                continue
            }
            let name = row.fields[0]
            guard let range = AnalyzerSettings.range(of: name) else {
                report(file, row.line, "unknown setting \"\(name)\"")
                continue
            }
            if let first = seen[name] {
                report(file, row.line, "duplicate setting \"\(name)\" (first at \(location(file, first)))")
                continue
            }
            seen[name] = row.line
            if let value = number(row.fields[1], name, range, file, row.line) {
                _ = set.settings.set(name, to: value)
            }
        }
    }

    /// Parses "category:weight,..." into normalised dense weights.
    private mutating func categoryWeights(_ text: String, _ file: String, _ line: Int) -> [Double]? {
        var text = text
        return text.withUTF8 { bytes in categoryWeights(bytes, file, line) }
    }

    private mutating func categoryWeights(_ bytes: UnsafeBufferPointer<UInt8>, _ file: String, _ line: Int) -> [Double]? {
        var weights = [Double](repeating: 0, count: EmotionCategory.count)
        var ok = true
        var start = 0
        while start <= bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != 0x2C { end += 1 }
            let pair = bytes[start..<end]
            start = end + 1
            let colon = pair.firstIndex(of: 0x3A)
            guard let colon, !pair[(colon + 1)...].contains(0x3A) else {
                report(file, line, "\"\(String(decoding: pair, as: UTF8.self))\" is not a category:weight pair")
                ok = false
                continue
            }
            let nameBytes = LexiconParser.trimmedBytes(pair[pair.startIndex..<colon])
            guard let category = LexiconParser.category(named: nameBytes) else {
                let name = String(decoding: nameBytes, as: UTF8.self)
                report(file, line, "unknown category \"\(name)\"")
                ok = false
                continue
            }
            let weightBytes = LexiconParser.trimmedBytes(pair[(colon + 1)...])
            let weightText = String(decoding: weightBytes, as: UTF8.self)
            guard let weight = DecimalParser.parse(weightBytes) ?? Double(weightText), weight.isFinite else {
                report(file, line, "weight \"\(weightText)\" of \(category.rawValue) is not a number")
                ok = false
                continue
            }
            guard weight > 0 && weight <= 10 else {
                report(file, line, "weight \(weightText) of \(category.rawValue) is outside 0 (excluded)...10")
                ok = false
                continue
            }
            weights[category.index] += weight
        }
        guard ok else { return nil }
        let total = weights.reduce(0, +)
        for i in weights.indices { weights[i] /= total }
        return weights
    }

    private static func trimmedBytes(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Slice<UnsafeBufferPointer<UInt8>> {
        var a = bytes.startIndex, b = bytes.endIndex
        while a < b && bytes[a] == 0x20 { a += 1 }
        while b > a && bytes[b - 1] == 0x20 { b -= 1 }
        return bytes[a..<b]
    }

    private static let categoryNames: [(bytes: [UInt8], category: EmotionCategory)] =
        EmotionCategory.allCases.map { (Array($0.rawValue.utf8), $0) }

    private static func category(named bytes: Slice<UnsafeBufferPointer<UInt8>>) -> EmotionCategory? {
        categoryNames.first { $0.bytes.elementsEqual(bytes) }?.category
    }

    /// Adds an emotion entry and returns its index.
    private mutating func addEmotion(valence: Double, arousal: Double, weights: [Double]) -> Int32 {
        // Appended element by element: `append(contentsOf:)` of an array goes through a slower generic path.
        let index = Int32(set.emotionValence.count)
        set.emotionValence.append(valence)
        set.emotionArousal.append(arousal)
        for w in weights { set.emotionWeights.append(w) }
        var top = 0
        for i in weights.indices where weights[i] > weights[top] { top = i }
        set.emotionTop.append(UInt8(top))
        set.emotionEntryCount += 1
        return index
    }

    /// Validates the value columns shared by emotion files and special modifiers; returns the new entry index.
    private mutating func emotionValues(_ f: ArraySlice<String>, _ file: String, _ line: Int) -> Int32? {
        let valence = number(f[f.startIndex], "valence", -1...1, file, line)
        let arousal = number(f[f.startIndex + 1], "arousal", 0...1, file, line)
        let weights = categoryWeights(f[f.startIndex + 2], file, line)
        guard let valence, let arousal, let weights else { return nil }
        return addEmotion(valence: valence, arousal: arousal, weights: weights)
    }

    private mutating func claimEmotionKey(_ parts: [String], _ term: String, _ file: String, _ line: Int) -> Bool {
        let key = LexiconParser.duplicateKey(parts)
        if let first = emotionKeys[key] {
            report(file, line, "duplicate term \"\(term)\" (first at \(location(paths[first.file], first.line)))")
            return false
        }
        emotionKeys[key] = (fileIndex(file), line)
        return true
    }

    /// Emotion files are most of the data, so they are read straight from bytes.
    private mutating func parseEmotions(_ file: String, _ text: String) {
        TSVReader.forEachRow(text) { line, bytes, fields in
            guard fields.count == 4 else {
                report(file, line, "expected 4 columns (term, valence, arousal, categories), found \(fields.count)")
                return
            }
            let term = String(decoding: UnsafeBufferPointer(rebasing: bytes[fields[0]]), as: UTF8.self)
            let parts = TermKey.parts(of: term)
            guard !parts.isEmpty else {
                report(file, line, "empty term")
                return
            }
            guard claimEmotionKey(parts, term, file, line) else { return }
            let valence = number(bytes[fields[1]], "valence", -1...1, file, line)
            let arousal = number(bytes[fields[2]], "arousal", 0...1, file, line)
            let weights = categoryWeights(UnsafeBufferPointer(rebasing: bytes[fields[3]]), file, line)
            guard let valence, let arousal, let weights else { return }
            let entry = addEmotion(valence: valence, arousal: arousal, weights: weights)
            let id = termID(parts)
            set.termEmotion[Int(id)] = entry
            if parts.count == 1, let first = parts[0].utf8.first, first < 0x80,
               !(first >= 0x61 && first <= 0x7A), !(first >= 0x30 && first <= 0x39), first != 0x27, first != 0x5F {
                set.termFlags[Int(id)].insert(.emoticon)
                set.emoticonFirstBytes[Int(first)] = true
                set.maxEmoticonLength = max(set.maxEmoticonLength, parts[0].utf8.count)
            }
        }
    }

    /// `number(_:_:_:_:_:)` over bytes; a `String` is built only for messages and unusual numbers.
    private mutating func number(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, _ name: String, _ range: ClosedRange<Double>,
                                 _ file: String, _ line: Int) -> Double? {
        if let value = DecimalParser.parse(bytes), range.contains(value) { return value }
        return number(String(decoding: bytes, as: UTF8.self), name, range, file, line)
    }

    private mutating func parseModifiers(_ file: String, _ rows: [TSVRow]) {
        for row in rows {
            guard let kindText = row.fields.first, let kind = ModifierKind(rawValue: kindText) else {
                report(file, row.line, "unknown modifier kind \"\(row.fields.first ?? "")\"")
                continue
            }
            guard row.fields.count == kind.columnCount else {
                report(file, row.line, "\(kind.rawValue) rows have \(kind.columnCount) columns (\(kind.columnNames)), found \(row.fields.count)")
                continue
            }
            let term = row.fields[1]
            let parts = TermKey.parts(of: term)
            guard !parts.isEmpty else {
                report(file, row.line, "empty term")
                continue
            }
            let key = LexiconParser.duplicateKey(parts)
            if let first = modifierKeys[key] {
                report(file, row.line, "duplicate modifier \"\(term)\" (first at \(location(paths[first.file], first.line)))")
                continue
            }
            modifierKeys[key] = (fileIndex(file), row.line)
            var modifier = Modifier(kind: kind, value: 0, after: 0)
            switch kind {
            case .negator:
                guard let scope = number(row.fields[2], "scope", 1...8, file, row.line) else { continue }
                guard scope == scope.rounded() else {
                    report(file, row.line, "scope \(row.fields[2]) is not a whole number")
                    continue
                }
                modifier.value = scope
            case .booster, .dampener:
                guard let strength = number(row.fields[2], "strength", 0...1, file, row.line) else { continue }
                modifier.value = strength
            case .contrast:
                let before = number(row.fields[2], "before weight", 0...3, file, row.line)
                let after = number(row.fields[3], "after weight", 0...3, file, row.line)
                guard let before, let after else { continue }
                modifier.value = before
                modifier.after = after
            case .frame:
                let factor = number(row.fields[2], "factor", -2...2, file, row.line)
                let reach = wholeNumber(row.fields[3], "reach", 1...8, file, row.line)
                let category = categoryOrNone(row.fields[4], file, row.line)
                guard let factor, let reach, let category else { continue }
                modifier.value = factor
                modifier.after = reach
                modifier.category = category
            case .sarcastic:
                let factor = number(row.fields[2], "factor", -2...0, file, row.line)
                let category = categoryOrNone(row.fields[3], file, row.line)
                guard let factor, let category, isEmotionTerm(parts, term, kind, file, row.line) else { continue }
                modifier.value = factor
                modifier.category = category
            case .literal:
                guard let reach = wholeNumber(row.fields[2], "reach", 1...8, file, row.line),
                      isEmotionTerm(parts, term, kind, file, row.line) else { continue }
                modifier.value = reach
            case .afterBooster:
                guard let strength = number(row.fields[2], "strength", 0...1, file, row.line) else { continue }
                modifier.value = strength
            case .complaint:
                guard let weight = number(row.fields[2], "weight", 0...1, file, row.line) else { continue }
                modifier.value = weight
            case .feeling, .interjection:
                break
            case .special:
                guard claimEmotionKey(parts, term, file, row.line) else { continue }
                guard let entry = emotionValues(row.fields[2...], file, row.line) else { continue }
                let id = termID(parts)
                set.termEmotion[Int(id)] = entry
                set.termFlags[Int(id)].insert(.modifierWord)
                continue
            }
            let id = termID(parts)
            set.termModifier[Int(id)] = Int32(set.modifiers.count)
            set.modifiers.append(modifier)
            // A sarcastic or literal word stays a keyword: it is a feeling word read in context.
            if ![.sarcastic, .literal, .complaint].contains(kind) { set.termFlags[Int(id)].insert(.modifierWord) }
            if parts == ["n't"] { set.notSuffixTerm = id }
        }
    }

    /// A whole number in `range`, or nil after reporting why not.
    private mutating func wholeNumber(_ text: String, _ name: String, _ range: ClosedRange<Double>, _ file: String, _ line: Int) -> Double? {
        guard let value = number(text, name, range, file, line) else { return nil }
        guard value == value.rounded() else {
            report(file, line, "\(name) \(text) is not a whole number")
            return nil
        }
        return value
    }

    /// A category name as its index, -1 for "-", or nil after reporting an unknown name.
    private mutating func categoryOrNone(_ text: String, _ file: String, _ line: Int) -> Int8? {
        if text == "-" { return -1 }
        guard let category = EmotionCategory(rawValue: text) else {
            report(file, line, "unknown category \"\(text)\" (a name of categories.tsv, or -)")
            return nil
        }
        return Int8(category.index)
    }

    /// Whether a sarcastic or literal row names a word the emotion lexicons define; reports it when not.
    private mutating func isEmotionTerm(_ parts: [String], _ term: String, _ kind: ModifierKind, _ file: String, _ line: Int) -> Bool {
        let id = termID(parts)
        if set.termEmotion[Int(id)] >= 0 { return true }
        report(file, line, "\(kind.rawValue) term \"\(term)\" is not in the emotion lexicons")
        return false
    }

    private mutating func parseTopics(_ file: String, _ rows: [TSVRow]) {
        var seen: [String: Int] = [:]
        for row in rows {
            guard row.fields.count == 2 else {
                report(file, row.line, "expected 2 columns (topic, terms), found \(row.fields.count)")
                continue
            }
            let name = row.fields[0]
            guard !name.isEmpty, name.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || $0 == "-" }) else {
                report(file, row.line, "topic name \"\(name)\" must be lower-case letters and hyphens")
                continue
            }
            if let first = seen[name] {
                report(file, row.line, "duplicate topic \"\(name)\" (first at \(location(file, first)))")
                continue
            }
            guard set.topicNames.count < 255 else {
                report(file, row.line, "too many topics (at most 255)")
                continue
            }
            seen[name] = row.line
            let topic = UInt8(set.topicNames.count)
            set.topicNames.append(name)
            var terms = Set<UInt64>()
            for rawTerm in row.fields[1].split(separator: ",", omittingEmptySubsequences: false) {
                let term = rawTerm.trimmingSpaces()
                let parts = TermKey.parts(of: term)
                guard !parts.isEmpty else {
                    report(file, row.line, "empty term in topic \(name)")
                    continue
                }
                let key = LexiconParser.duplicateKey(parts)
                guard terms.insert(key).inserted else {
                    report(file, row.line, "duplicate term \"\(term)\" in topic \(name)")
                    continue
                }
                addTopic(topic, to: termID(parts))
                if parts.count == 1 {
                    for plural in LexiconParser.plurals(of: parts[0]) { addTopic(topic, to: intern(plural)) }
                }
            }
        }
    }

    private mutating func addTopic(_ topic: UInt8, to id: Int32) {
        var list = topicsByTerm[id] ?? []
        if !list.contains(topic) { list.append(topic) }
        topicsByTerm[id] = list
    }

    /// The plural forms the loader accepts for a topic word ("meeting" → "meetings", "class" → "classes",
    /// "party" → "parties"); none for words of two letters or fewer or with non-letters.
    static func plurals(of word: String) -> [String] {
        let bytes = Array(word.utf8)
        guard bytes.count > 2, bytes.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else { return [] }
        let last = bytes[bytes.count - 1], second = bytes[bytes.count - 2]
        if last == 0x73 || last == 0x78 || last == 0x7A || (second == 0x63 && last == 0x68) || (second == 0x73 && last == 0x68) {
            return [word + "es"]
        }
        if last == 0x79 && !"aeiou".utf8.contains(second) {
            return [String(decoding: bytes.dropLast(), as: UTF8.self) + "ies"]
        }
        return [word + "s"]
    }

    private mutating func parseStopWords(_ file: String, _ rows: [TSVRow]) {
        var seen: [String: Int] = [:]
        for row in rows {
            guard row.fields.count == 1 else {
                report(file, row.line, "expected 1 column (term), found \(row.fields.count)")
                continue
            }
            let parts = TermKey.parts(of: row.fields[0])
            guard parts.count == 1 else {
                report(file, row.line, parts.isEmpty ? "empty term" : "stop word \"\(row.fields[0])\" must be a single word")
                continue
            }
            if let first = seen[parts[0]] {
                report(file, row.line, "duplicate stop word \"\(row.fields[0])\" (first at \(location(file, first)))")
                continue
            }
            seen[parts[0]] = row.line
            set.termFlags[Int(intern(parts[0]))].insert(.stopWord)
        }
    }

    // MARK: - Finishing

    private mutating func finish() {
        // Apostrophe-less spellings ("dont") find the same term unless they are words of their own ("ill", "well").
        for (key, id) in internedWithApostrophe.sorted(by: { $0.key < $1.key }) {
            set.table.alias(key.filter { $0 != "'" }, to: id)
        }
        set.termTopicStart = [Int32](repeating: 0, count: set.termFlags.count)
        set.termTopicCount = [UInt8](repeating: 0, count: set.termFlags.count)
        for (id, topics) in topicsByTerm.sorted(by: { $0.key < $1.key }) {
            set.termTopicStart[Int(id)] = Int32(set.topicIDs.count)
            set.termTopicCount[Int(id)] = UInt8(min(topics.count, 255))
            set.topicIDs.append(contentsOf: topics.prefix(255))
        }
        set.termPhraseStart = [Int32](repeating: -1, count: set.termFlags.count)
        set.termPhraseCount = [UInt8](repeating: 0, count: set.termFlags.count)
        for (head, rules) in phraseGroups.sorted(by: { $0.key < $1.key }) {
            set.termPhraseStart[Int(head)] = Int32(set.phraseRules.count)
            set.termPhraseCount[Int(head)] = UInt8(min(rules.count, 255))
            for rule in rules.sorted(by: { $0.words.count > $1.words.count }).prefix(255) {
                set.phraseRules.append(PhraseRule(wordsStart: Int32(set.phraseWords.count), wordsCount: Int32(rule.words.count),
                                                  term: rule.term))
                set.phraseWords.append(contentsOf: rule.words)
            }
        }
    }

    private var internedWithApostrophe: [String: Int32] = [:]
}

extension Substring {
    fileprivate func trimmingSpaces() -> String {
        var s = self
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}

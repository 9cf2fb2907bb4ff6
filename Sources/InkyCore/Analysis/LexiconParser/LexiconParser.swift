// SPDX-License-Identifier: GPL-3.0-or-later

/// Reads the lexicon files into a `LexiconSet`, collecting every problem as a located diagnostic.
///
/// `LexiconSet.load` throws the first error; `LexiconLinter` returns them all. Each file kind is read
/// in an extension of its own (`LexiconParser+Emotions.swift` and so on); all the parser's state is here.
struct LexiconParser {
    private(set) var diagnostics: [LintDiagnostic] = []
    /// The set being built.
    var set = LexiconSet()
    /// The file and line being read, where `report` places a diagnostic.
    var file = ""
    var line = 0
    /// Where each emotion-valued term (an emotion file's or a special modifier's) was first defined, by `spellingKey`.
    var emotionTerms: [[UInt8]: Location] = [:]
    /// Where each modifier term was first defined, by `spellingKey`.
    var modifierTerms: [[UInt8]: Location] = [:]
    /// Terms written with an apostrophe, so their spelling without it can find them too.
    var termsWithApostrophe: [String: Int32] = [:]
    /// Phrase rules by the id of their first word.
    var phrasesByFirstWord: [Int32: [(words: [Int32], term: Int32)]] = [:]
    /// Phrase terms that already have a rule.
    var phraseTerms = Set<Int32>()
    /// The topics of each term id, in the order they were given.
    var topicsByTerm: [Int32: [UInt8]] = [:]

    /// A line of a lexicon file, as duplicate messages name it: "emotions.tsv:12".
    struct Location: CustomStringConvertible {
        var file: String
        var line: Int

        var description: String {
            let name = file.split(separator: "/").last.map(String.init) ?? file
            return "\(name):\(line)"
        }
    }

    /// Parses every lexicon file among `files` (path → text); other files are ignored.
    ///
    /// With `requireFiles`, a missing `categories.tsv` or emotion lexicon is an error even when no lexicon
    /// file at all was given.
    mutating func parse(files: [String: String], requireFiles: Bool = true) -> LexiconSet {
        let lexicons = files.compactMap { path, text in LexiconFileKind(path: path).map { (path: path, kind: $0, text: text) } }
            .sorted { $0.path < $1.path }
        if lexicons.isEmpty && !requireFiles { return set }
        // The table's size is part of a snapshot, so it is sized from the files (about 30 bytes a line);
        // the learned layer's file holds no terms and does not count.
        let termBytes = lexicons.filter { $0.kind != .moodModel }.reduce(0) { $0 + $1.text.utf8.count }
        set.table = TermTable(capacity: termBytes / 16 + 64)
        let order: [LexiconFileKind] = [.categories, .settings, .emotions, .modifiers, .topics, .stopWords, .moodModel]
        for kind in order {
            let ofKind = lexicons.filter { $0.kind == kind }
            if ofKind.isEmpty && (kind == .categories || kind == .emotions) {
                let name = kind == .categories ? "categories.tsv" : "emotions.tsv"
                diagnostics.append(LintDiagnostic(file: "Lexicons/\(name)", line: 0, message: "\(name) is missing"))
            }
            for lexicon in ofKind { read(lexicon.text, of: kind, from: lexicon.path) }
        }
        buildIndexes()
        return set
    }

    private mutating func read(_ text: String, of kind: LexiconFileKind, from path: String) {
        file = path
        line = 0
        switch kind {
        case .categories: readCategories(TSVReader.rows(text))
        case .settings: readSettings(TSVReader.rows(text))
        case .emotions: readEmotions(TSVReader.rows(text))
        case .modifiers: readModifiers(TSVReader.rows(text))
        case .topics: readTopics(TSVReader.rows(text))
        case .stopWords: readStopWords(TSVReader.rows(text))
        case .moodModel:
            let (model, problems) = MoodModel.parse(text, file: path)
            set.moodModel = model
            diagnostics += problems
        }
    }

    /// Adds an error at the line being read, or at `line` (0 for the whole file).
    mutating func report(_ message: String, line: Int? = nil) {
        diagnostics.append(LintDiagnostic(file: file, line: line ?? self.line, message: message))
    }

    /// Where the line being read is.
    var here: Location { Location(file: file, line: line) }

    /// Moves to `row`'s line and says whether it has `count` fields; a row of another width is reported.
    mutating func enter(_ row: TSVRow, columns count: Int, _ names: String) -> Bool {
        line = row.line
        guard row.fields.count == count else {
            report("expected \(count) column\(count == 1 ? "" : "s") (\(names)), found \(row.fields.count)")
            return false
        }
        return true
    }

    /// Notes `key` at this line and returns true the first time it is given in this file (`firstLines`);
    /// after that, reports it as a duplicate `what` and returns false.
    mutating func isFirst<Key: Hashable>(_ key: Key, in firstLines: inout [Key: Int], _ what: String, _ text: String) -> Bool {
        guard let first = firstLines[key] else {
            firstLines[key] = line
            return true
        }
        report("duplicate \(what) \"\(text)\" (first at \(Location(file: file, line: first)))")
        return false
    }
}

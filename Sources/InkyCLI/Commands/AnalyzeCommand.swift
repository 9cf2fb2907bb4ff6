// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import InkyCore

/// `inky analyze [--json] [--explain]`: one line of text in, one line of mood out.
///
/// Lines already waiting in the input are read together, analysed on every core and written in order;
/// the output is flushed whenever no further line is waiting, so a script that writes a line and waits
/// for its answer gets it at once, and a whole journal piped in is not written a line at a time.
struct AnalyzeCommand: InkyRunnable {
    static let configuration = CommandConfiguration(commandName: "analyze", abstract: Messages.Help.analyze)

    @OptionGroup var global: GlobalOptions
    @Flag(name: .long, help: ArgumentHelp(Messages.Help.analyzeJSON)) var json = false
    @Flag(name: .long, help: ArgumentHelp(Messages.Help.explain)) var explain = false

    /// The most lines read ahead and analysed together.
    static let batchLines = 1024

    func run(in context: Context) throws {
        let analyzer = try ShippedLexicons.analyzer()
        let input = context.input
        input.limit = InputLimits.analyzeBytes
        var lineNumber = 0
        let (json, explain) = (self.json, self.explain)
        while let first = input.nextLine() {
            var texts: [String] = []
            for raw in [first] + input.waitingLines(max: Self.batchLines - 1) {
                lineNumber += 1
                texts.append(decode(raw, line: lineNumber, context: context))
            }
            for line in texts.concurrentMap({ Self.render(analyzer, $0, json: json, explain: explain) }) {
                context.output.write(line)
            }
            context.output.flush()
        }
    }

    /// A line's text; what was wrong with it (too long, invalid UTF-8, NUL bytes) is said on standard error.
    private func decode(_ raw: RawLine, line: Int, context: Context) -> String {
        switch raw {
        case .tooLong(let bytes):
            context.warn(Messages.analyzeLineTooLong(line: line, bytes: bytes, limit: InputLimits.analyzeBytes))
            return ""
        case .bytes(let bytes):
            let decoded = SafeText.decode(bytes)
            if decoded.hadInvalidUTF8 { context.warn(Messages.invalidUTF8(line: line)) }
            if decoded.hadNUL { context.warn(Messages.nulBytes(line: line)) }
            return decoded.text
        }
    }

    /// One line's output, its newline included.
    private static func render(_ analyzer: TextAnalyzer, _ text: String, json: Bool, explain: Bool) -> String {
        switch (json, explain) {
        case (true, true): return analyzer.explain(text).jsonLine() + "\n"
        case (true, false): return analyzer.analyze(text).jsonLine() + "\n"
        case (false, true):
            let explanation = analyzer.explain(text)
            return ([number(explanation.analysis.valence)] + explanation.lines.map { "  " + SafeText.forTerminal($0) })
                .joined(separator: "\n") + "\n"
        case (false, false): return number(analyzer.valence(text)) + "\n"
        }
    }

    /// A valence with four decimals, as `0.4321` or `-0.25`.
    static func number(_ value: Double) -> String {
        JSONValue.double(value).text
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import InkyCore

/// `inky analyze [--json] [--explain]`: one line of text in, one line of mood out, flushed per line.
struct AnalyzeCommand: InkyRunnable {
    static let configuration = CommandConfiguration(commandName: "analyze", abstract: Messages.Help.analyze)

    @OptionGroup var global: GlobalOptions
    @Flag(name: .long, help: ArgumentHelp(Messages.Help.analyzeJSON)) var json = false
    @Flag(name: .long, help: ArgumentHelp(Messages.Help.explain)) var explain = false

    func run(in context: Context) throws {
        let analyzer = try ShippedLexicons.analyzer()
        let input = context.input
        input.limit = InputLimits.analyzeBytes
        var lineNumber = 0
        while let raw = input.nextLine() {
            lineNumber += 1
            let text: String
            switch raw {
            case .tooLong(let bytes):
                context.warn(Messages.analyzeLineTooLong(line: lineNumber, bytes: bytes, limit: InputLimits.analyzeBytes))
                text = ""
            case .bytes(let bytes):
                let decoded = SafeText.decode(bytes)
                if decoded.hadInvalidUTF8 { context.warn(Messages.invalidUTF8(line: lineNumber)) }
                if decoded.hadNUL { context.warn(Messages.nulBytes(line: lineNumber)) }
                text = decoded.text
            }
            context.output.write(render(analyzer, text) + "\n")
            context.output.flush()
        }
    }

    private func render(_ analyzer: TextAnalyzer, _ text: String) -> String {
        switch (json, explain) {
        case (true, true): return analyzer.explain(text).jsonLine()
        case (true, false): return analyzer.analyze(text).jsonLine()
        case (false, true):
            let explanation = analyzer.explain(text)
            return ([Self.number(explanation.analysis.valence)] + explanation.lines.map { "  " + SafeText.forTerminal($0) })
                .joined(separator: "\n")
        case (false, false): return Self.number(analyzer.analyze(text).valence)
        }
    }

    /// A valence with four decimals, as `0.4321` or `-0.25`.
    static func number(_ value: Double) -> String {
        JSONValue.double(value).text
    }
}

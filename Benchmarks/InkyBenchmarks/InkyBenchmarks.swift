// SPDX-License-Identifier: GPL-3.0-or-later
// In-process benchmarks (ordo-one/benchmark). Run: INKY_BENCHMARKS=1 swift package benchmark
import Benchmark
import Foundation
import InkyData

let benchmarks: @Sendable () -> Void = {
    storeBenchmarks()
    analyzerBenchmarks(lexiconFiles: EmbeddedData.files(in: "Lexicons"))
    safetyBenchmarks(lexiconFiles: EmbeddedData.files(in: "Lexicons"))
    moodBenchmarks()
    conversationBenchmarks()
}

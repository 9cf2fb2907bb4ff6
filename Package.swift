// swift-tools-version: 6.1
// inky: a private reflection companion for the terminal.
// SPDX-License-Identifier: GPL-3.0-or-later

import PackageDescription
import Foundation

/// The `.tsv` data sets under a test target's folders, relative to the target, for `exclude:`.
func dataSets(in target: String, folders: [String]) -> [String] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(target)
    return folders.flatMap { folder -> [String] in
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
        return names.filter { $0.hasSuffix(".tsv") }.sorted().map { folder + "/" + $0 }
    }
}

let package = Package(
    name: "inky",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "inky", targets: ["inky"]),
        .library(name: "InkyCore", targets: ["InkyCore"]),
        .library(name: "InkyStore", targets: ["InkyStore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
        .package(url: "https://github.com/apple/swift-crypto", exact: "4.5.2"),
    ],
    targets: [
        // readline, through static inline setters (Swift 6 may not touch its C globals directly).
        .systemLibrary(
            name: "CReadline",
            path: "Sources/CReadline",
            providers: [.apt(["libreadline-dev"])]
        ),
        // The editor's signal guard and the wait-status macros, for the editor that `inky write` starts.
        .systemLibrary(name: "CEditorGuard", path: "Sources/CEditorGuard"),
        // Puts the terminal back (echo on) when a signal ends inky at the passphrase prompt.
        .target(name: "CTerminalGuard"),
        // sqlite3_db_config, which is variadic, through static inline wrappers.
        .systemLibrary(name: "CSQLiteConfig", path: "Sources/CSQLiteConfig", providers: [.apt(["libsqlite3-dev"])]),
        // Pure logic: analysis, mood, dialogue, insights. No I/O.
        .target(
            name: "InkyCore",
            dependencies: [.product(name: "Yams", package: "Yams")]
        ),
        // libjpeg and libpng from Debian, for the image mood signal.
        .systemLibrary(name: "CJPEG", path: "Sources/CJPEG", providers: [.apt(["libjpeg-dev"])]),
        .systemLibrary(name: "CPNG", path: "Sources/CPNG", providers: [.apt(["libpng-dev"])]),
        // Decodes JPEG and PNG files into pixels for InkyCore's image signal.
        .target(name: "InkyImaging", dependencies: ["InkyCore", "CJPEG", "CPNG"]),
        // The SQLite store (GRDB); an encrypted journal is sealed whole with swift-crypto.
        .target(
            name: "InkyStore",
            dependencies: [
                "InkyCore",
                "CSQLiteConfig",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"), // sqlite3_serialize / sqlite3_deserialize
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "CryptoExtras", package: "swift-crypto"), // KDF.Scrypt
            ]
        ),
        // Prompts/ and Lexicons/ embedded into the binary at build time.
        .target(
            name: "InkyData",
            plugins: ["EmbedData"]
        ),
        .executableTarget(
            name: "inky-embed",
            dependencies: ["InkyCore"], // compiles the lexicons into a snapshot at build time
            path: "Plugins/InkyEmbedTool"
        ),
        .plugin(
            name: "EmbedData",
            capability: .buildTool(),
            dependencies: ["inky-embed"]
        ),
        // Commands, REPL, line readers, rendering.
        .target(
            name: "InkyCLI",
            dependencies: [
                "InkyCore",
                "InkyStore",
                "InkyData",
                "InkyImaging",
                "CReadline",
                "CEditorGuard",
                "CTerminalGuard",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "inky",
            dependencies: ["InkyCLI"],
            // The static Swift runtime's link arguments export every symbol of the package's own
            // objects (20,000); nothing looks them up, and the dynamic loader's work at each start
            // shrinks without them (about 1 ms a command, measured in Benchmarks/journal.sh).
            linkerSettings: [.unsafeFlags(["-Xlinker", "--no-export-dynamic"])]
        ),
        // Data sets (dev, train and held-out .tsv files) are read by path, never bundled.
        .testTarget(name: "InkyCoreTests", dependencies: ["InkyCore", "InkyData"],
                    exclude: dataSets(in: "Tests/InkyCoreTests", folders: ["Analysis", "Safety"])),
        .testTarget(name: "InkyStoreTests", dependencies: ["InkyStore", "CSQLiteConfig"]),
        .testTarget(name: "InkyImagingTests", dependencies: ["InkyImaging", "CJPEG", "CPNG"]),
        .testTarget(name: "InkyCLITests", dependencies: ["InkyCLI", "inky", "CPNG"], exclude: ["Golden", "Month/month-answers.tsv", "Month/month-answers-2.tsv"]),
        // Seeded mutation fuzzing of every text reader (a short run here; INKY_FUZZ_ITERATIONS for a longer one).
        .testTarget(name: "InkyFuzzTests", dependencies: ["InkyCore", "InkyStore", "InkyData", "InkyCLI"]),
    ]
)

// Benchmarks live in Benchmarks/ and pull in ordo-one/benchmark only when asked for,
// so `swift test` stays lean: `INKY_BENCHMARKS=1 swift package benchmark`.
if ProcessInfo.processInfo.environment["INKY_BENCHMARKS"] != nil {
    package.dependencies.append(
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"])
    )
    package.targets.append(
        .executableTarget(
            name: "InkyBenchmarks",
            dependencies: [
                "InkyCore", "InkyStore", "InkyCLI", "InkyData",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/InkyBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    )
}

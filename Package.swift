// swift-tools-version: 6.0
import PackageDescription

/// Layers point one way: CLI → Views → ViewModels → Service → Models → JSON; every layer may use
/// Reactive, and the CLI uses ArgumentParser; JSON, Reactive and ArgumentParser use nothing of ours.
let package = Package(
    name: "repos",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "repos", targets: ["repos"]),
        .library(name: "Reactive", targets: ["Reactive"]),
    ],
    targets: [
        .target(name: "Reactive"),
        // GitHub's JSON as bytes: the one lexer, the fast readers over its tokens, and the
        // assembler of an object sent over pages. Like ArgumentParser, it uses nothing of ours.
        .target(name: "JSON"),
        .target(name: "Models", dependencies: ["JSON"]),
        // libcurl, the one system package: Debian's libcurl4-openssl-dev, or the SDK's on macOS.
        .systemLibrary(
            name: "CCurl", path: "Sources/CCurl", pkgConfig: "libcurl",
            providers: [.apt(["libcurl4-openssl-dev"]), .brew(["curl"])]
        ),
        // libjq, for --jq: Debian's libjq-dev (jq 1.6, no pkg-config file, so linked by name), or jq from Homebrew.
        .systemLibrary(name: "CJQ", path: "Sources/CJQ", providers: [.apt(["libjq-dev"]), .brew(["jq"])]),
        // cmark-gfm, GitHub's Markdown parser: Debian's libcmark-gfm-dev and libcmark-gfm-extensions-dev, or Homebrew's cmark-gfm.
        .systemLibrary(
            name: "CMarkGFM", path: "Sources/CMarkGFM",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]), .brew(["cmark-gfm"])]),
        .target(name: "Service", dependencies: ["Models", "JSON", "Reactive", "CCurl"]),
        .target(name: "ViewModels", dependencies: ["Service", "Models", "Reactive"]),
        .target(name: "Views", dependencies: ["ViewModels", "Service", "Models", "JSON", "Reactive", "CJQ", "CMarkGFM"]),
        // Command-line parsing after swift-argument-parser: property wrappers, parsing, help, completions.
        .target(name: "ArgumentParser"),
        // The commit a build was made from, passed by scripts/install and scripts/package.
        .target(name: "CBuildInfo"),
        .target(name: "CLI", dependencies: ["ArgumentParser", "Views", "ViewModels", "Service", "Models", "Reactive", "CBuildInfo"]),
        .executableTarget(name: "repos", dependencies: ["CLI"]),
        .executableTarget(name: "fixture-server", dependencies: ["TestSupport", "Reactive"], path: "Benchmarks/FixtureServer"),
        .target(name: "TestSupport", dependencies: ["Reactive", "Service", "Models", "ViewModels"], path: "Tests/TestSupport", exclude: ["make-test-ca.sh"]),
        .testTarget(name: "ReactiveTests", dependencies: ["Reactive", "TestSupport"]),
        .testTarget(name: "JSONTests", dependencies: ["JSON", "TestSupport"]),
        .testTarget(name: "ModelsTests", dependencies: ["Models", "JSON", "TestSupport"]),
        .testTarget(name: "ServiceTests", dependencies: ["Service", "Models", "Reactive", "TestSupport"]),
        .testTarget(name: "ViewModelsTests", dependencies: ["ViewModels", "Service", "Models", "Reactive", "TestSupport"]),
        .testTarget(
            name: "ViewsTests", dependencies: ["Views", "ViewModels", "Service", "Models", "Reactive", "CJQ", "TestSupport"],
            // Reviewed screens the golden tests compare with, read by path.
            exclude: ["Goldens"]),
        .testTarget(name: "ArgumentParserTests", dependencies: ["ArgumentParser"]),
        .testTarget(name: "CLITests", dependencies: ["CLI", "ArgumentParser", "Views", "ViewModels", "Service", "Models", "Reactive", "TestSupport"]),
        // Reads Sources/ and Package.swift: the rules of ARCHITECTURE.md a machine can check.
        .testTarget(name: "ArchitectureTests"),
        .testTarget(name: "EndToEndTests", dependencies: ["CLI", "ArgumentParser", "Views", "Service", "Models", "TestSupport", "Reactive"]),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.0
// libFuzzer targets for the shell (not part of the main package: a fuzzer has no `main` of its own, libFuzzer
// supplies it). Built and run by `scripts/fuzz`, which passes `--sanitize fuzzer --sanitize address` and
// `-enable-testing` (the targets read the session's internals through `@testable import LKShell`).
import PackageDescription

// The shell's engine is the `lks` executable's, not a product of the main package: this package compiles the main
// package's sources itself (Sources/ListKit, Sources/Lists and Sources/LKShell are links to ../../Sources/…), so it
// does not depend on the main package (whose targets would have the same names).
let package = Package(
  name: "ListKitFuzz",
  targets: [
    .target(name: "ListKit"),
    .target(name: "Lists", dependencies: ["ListKit"]),
    // As in the main package: the --html page's files compiled in by the EmbedPageResources plugin (Plugins/… are
    // links to ../../Plugins/…).
    .target(
      name: "LKShell", dependencies: ["ListKit", "Lists"], exclude: ["Rendering/Page"],
      plugins: ["EmbedPageResources"]),
    .plugin(name: "EmbedPageResources", capability: .buildTool()),
    .executableTarget(name: "FuzzShell", dependencies: ["LKShell", "Lists", "ListKit"]),
    .executableTarget(name: "FuzzLexer", dependencies: ["LKShell"]),
  ]
)

// swift-tools-version: 6.0
// ListKit (engine), Lists (view-model layer), LKShell (the shell's language and session) and `lks` (the
// line-edited shell). ListKit has no dependencies; only the `lks` executable depends on outside packages. LKShell is
// the executable's engine, not a product: its public API is the `Shell` facade that `lks` drives, and the tests see the
// rest through `@testable import` (the fuzz package compiles its sources itself, Fuzz/Package.swift).
import PackageDescription

// Internal checks (every snapshot mutation ends in an O(n) invariant check) are the package's own business: they are
// on only when the build's environment sets LISTKIT_INTERNAL_CHECKS=1, as `scripts/test` (and so CI) does for the
// project's own test runs. A plain `swift build`, and every app that depends on ListKit, builds without them in
// debug as in release. (Changing the variable re-evaluates this manifest and rebuilds ListKit.)
let internalChecks = Context.environment["LISTKIT_INTERNAL_CHECKS"].map { $0 != "" && $0 != "0" } ?? false
let listKitSettings: [SwiftSetting] =
  internalChecks ? [.define("LISTKIT_INTERNAL_CHECKS", .when(configuration: .debug))] : []

// GNU readline for `lks`: apt's libreadline-dev puts its headers on the default include path; Homebrew's readline is
// keg-only, so on macOS SwiftPM finds it through its pkg-config file (the `.brew` provider adds
// `$(brew --prefix)/opt/readline/lib/pkgconfig` to the search). Not on Linux, where Debian's readline.pc pulls in
// flags SwiftPM refuses and warns about at every build.
// The engine alone (ListKit, Lists, ListKitDiffUI, their tests and the ported code): `scripts/test` sets
// LISTKIT_ENGINE_ONLY=1 for its run under the thread sanitizer, which has its own build and so need not compile the
// shell, its tests and the argument parser a second time.
let engineOnly = Context.environment["LISTKIT_ENGINE_ONLY"].map { $0 != "" && $0 != "0" } ?? false
let shellTargetNames: Set<String> = [
  "LKShell", "EmbedPageResources", "LKShellMCP", "EmbedDocuments", "CReadline", "lks", "LKShellTests",
]

#if os(macOS)
  let readlinePkgConfig: String? = "readline"
#else
  let readlinePkgConfig: String? = nil
#endif

let package = Package(
  name: "ListKit",
  // The oldest systems with the standard library's Mutex and Atomic (ListKit's shared storage, lks's Ctrl-C counter)
  // and String(validating:as:). Linux has no such floor.
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "ListKit", targets: ["ListKit"]),
    .library(name: "Lists", targets: ["Lists"]),
    .library(name: "ListKitDiffUI", targets: ["ListKitDiffUI"]),
    .executable(name: "lks", targets: ["lks"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // `swift package generate-documentation` (the DocC catalogs of ListKit and Lists); a plugin only, linked into
    // nothing.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    // `lks mcp` (LKShellMCP): the Model Context Protocol's official Swift SDK. Its MCP library needs swift-system and
    // swift-log only (swift-nio is for its conformance executables, which nothing here builds).
    .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
    // The SDK's Transport protocol names swift-log's Logger (LKShellMCP's DrainingTransport); already the SDK's.
    .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
  ],
  targets: [
    .target(name: "ListKit", swiftSettings: listKitSettings),
    .target(name: "Lists", dependencies: ["ListKit"]),
    // ListDiffUI's vocabulary (view models, cell controllers, sections, ListDiffDataSource) on Lists' cell-controller
    // machinery and the headless view.
    .target(name: "ListKitDiffUI", dependencies: ["ListKit", "Lists"]),
    // The --html page's markup, style sheet and script are files (Rendering/Page) that the EmbedPageResources plugin
    // makes Swift string constants of, compiled in: `lks` is one binary that needs nothing beside it.
    .target(
      name: "LKShell", dependencies: ["ListKit", "Lists"], exclude: ["Rendering/Page"],
      plugins: ["EmbedPageResources"]),
    .plugin(name: "EmbedPageResources", capability: .buildTool()),
    .systemLibrary(
      name: "CReadline", pkgConfig: readlinePkgConfig, providers: [.apt(["libreadline-dev"]), .brew(["readline"])]),
    // `lks mcp`: the shell's tools (Shell+AssistantTools) served over standard input/output with the MCP SDK, and
    // the documents an assistant reads (docs/language.md, docs/semantics.md, examples/*.lks) compiled in by the
    // EmbedDocuments plugin, so that an installed `lks` needs nothing beside it.
    .target(
      name: "LKShellMCP",
      dependencies: [
        "LKShell", .product(name: "MCP", package: "swift-sdk"), .product(name: "Logging", package: "swift-log"),
      ],
      plugins: ["EmbedDocuments"]),
    .plugin(name: "EmbedDocuments", capability: .buildTool()),
    .executableTarget(
      name: "lks",
      dependencies: [
        "LKShell", "LKShellMCP", "CReadline",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // What the test targets share (one seeded generator, one snapshot builder, one warning capture); not a product.
    .target(name: "ListKitTestSupport", dependencies: ["ListKit"], path: "Tests/TestSupport"),
    .testTarget(name: "ListKitTests", dependencies: ["ListKit", "ListKitTestSupport"]),
    .testTarget(name: "ListsTests", dependencies: ["Lists", "ListKit", "ListKitTestSupport"]),
    // Code written as UIKit and ListDiffUI users write it, ported by changing the import and the UIKit controls.
    .testTarget(name: "PortedCodeTests", dependencies: ["ListKit", "Lists", "ListKitDiffUI"]),
    // Golden files (expected outputs and their input scripts) are read at test time through #filePath.
    .testTarget(
      name: "LKShellTests", dependencies: ["LKShell", "Lists", "ListKit", "ListKitTestSupport"], exclude: ["Golden"]),
  ]
)

if engineOnly {
  package.products.removeAll { $0.name == "lks" }
  package.targets.removeAll { shellTargetNames.contains($0.name) }
  // The single-threaded suites of ListKitTests, which the sanitizer run skips (`single_threaded` in scripts/test:
  // each file holds one such suite and what only it uses), are not compiled into that build either.
  let singleThreadedFiles = [
    "SnapshotSharedStorageTests", "SharedMiddleDiffTests", "FailureCatalogueTests", "HandWrittenBatchRandomTests",
    "BatchPlanTests", "DataSourceRebaseTests", "SnapshotItemTableTests", "ItemNodeStorageTests", "SectionedDiffTests",
    "HeckelDiffTests", "SnapshotRandomizedTests", "ViewFolderOrderTests",
  ]
  package.targets.first { $0.name == "ListKitTests" }?.exclude += singleThreadedFiles.map { "\($0).swift" }
  // Nor resolve the MCP SDK and what it declares (swift-nio among them) into the sanitizer's own checkouts.
  package.dependencies.removeAll {
    guard case .sourceControl(_, let location, _) = $0.kind else { return false }
    return location.contains("swift-sdk") || location.contains("swift-log")
  }
}

// swift-tools-version: 6.1
// The ListKit benchmark suite, a package of its own so that the product keeps its light dependencies.
// `Workloads` builds the inputs and runs the timed bodies (it consumes ListKit as a separate module, so every
// specialization comes from the engine's own @inlinable code); `ListKitBenchmarks` registers them with
// package-benchmark; `Profile` runs one of them alone for callgrind; `BenchReport` turns the exported histograms into the table of medians, ratios and targets.
import Foundation
import PackageDescription

// The engine under test: the root package, or another copy of it named by LISTKIT_BENCH_ENGINE (`scripts/bench
// compare` runs the same workloads against the build before a change).
let engine = Context.environment["LISTKIT_BENCH_ENGINE"].flatMap { $0.isEmpty ? nil : $0 } ?? ".."
// Older engines (before issue 9) have no table view: the table workload is then left out (`ENGINE_HAS_TABLE_VIEW`),
// so that the rest of the suite still compares against them.
let engineDirectory = engine.hasPrefix("/") ? engine : Context.packageDirectory + "/" + engine
// The table's data source has lived in TableView/ and, since issue 18, in DataSource/.
let engineHasTableView = ["TableView", "DataSource"].contains {
  FileManager.default.fileExists(atPath: engineDirectory + "/Sources/ListKit/\($0)/TableViewDiffableDataSource.swift")
}

// Lists' cell controllers were `ListCellController` and `ListViewModel` until they made room for ListDiffUI's names
// (issue 30): an older engine gets the new names as typealiases (`ENGINE_NAMES_CELL_CONTROLLER` unset).
let engineNamesCellController = FileManager.default.fileExists(
  atPath: engineDirectory + "/Sources/Lists/Controllers/CellController.swift")
let workloadDefines: [SwiftSetting] =
  (engineHasTableView ? [.define("ENGINE_HAS_TABLE_VIEW")] : [])
  + (engineNamesCellController ? [.define("ENGINE_NAMES_CELL_CONTROLLER")] : [])

let package = Package(
  name: "ListKitBenchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "ListKit", path: engine),
    .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.1.4"),
  ],
  targets: [
    .target(
      name: "Workloads",
      dependencies: [
        "MallocStats",
        .product(name: "ListKit", package: "ListKit"),
        .product(name: "Lists", package: "ListKit"),
      ],
      swiftSettings: workloadDefines
    ),
    // glibc's heap statistics (bytes in use), for the memory workloads.
    .target(name: "MallocStats"),
    .executableTarget(
      name: "ListKitBenchmarks",
      dependencies: [
        "Workloads",
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/ListKitBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(name: "Profile", dependencies: ["Workloads"]),
    .executableTarget(
      name: "BenchReport",
      dependencies: [
        "Workloads",
        .product(name: "Histogram", package: "hdrhistogram-swift"),
      ]
    ),
  ]
)

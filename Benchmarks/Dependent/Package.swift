// swift-tools-version: 6.0
// A small package that depends on ListKit as an app does, built in **debug** by `scripts/bench` for the
// debug-dependent-10k workload: what an app's debug build pays for ListKit (no internal checks unless the build's
// environment asks for them, see the root Package.swift). `LISTKIT_BENCH_ENGINE` names another copy of the engine
// (the before/after comparison of `scripts/bench compare`).
import PackageDescription

let engine = Context.environment["LISTKIT_BENCH_ENGINE"].flatMap { $0.isEmpty ? nil : $0 } ?? "../.."

let package = Package(
  name: "DependentDebug",
  dependencies: [.package(name: "ListKit", path: engine)],
  targets: [
    .executableTarget(name: "DependentDebug", dependencies: [.product(name: "ListKit", package: "ListKit")])
  ]
)

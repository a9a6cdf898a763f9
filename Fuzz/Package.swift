// swift-tools-version: 6.0
// libFuzzer targets for the shell (not part of the main package: a fuzzer has no `main` of its own, libFuzzer
// supplies it). Built and run by `scripts/fuzz`, which passes `--sanitize fuzzer --sanitize address`.
import PackageDescription

let package = Package(
  name: "ListKitFuzz",
  dependencies: [.package(name: "ListKit", path: "..")],
  targets: [
    .executableTarget(
      name: "FuzzShell",
      dependencies: [
        .product(name: "LKShell", package: "ListKit"), .product(name: "Lists", package: "ListKit"),
        .product(name: "ListKit", package: "ListKit"),
      ]),
    .executableTarget(
      name: "FuzzLexer", dependencies: [.product(name: "LKShell", package: "ListKit")]),
  ]
)

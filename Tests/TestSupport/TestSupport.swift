// What every test target shares: one seeded generator, one snapshot builder and one warning capture.
// A plain target (not a product), built only because the test targets depend on it; it uses public API only, so it
// builds in any configuration.

import Foundation
import ListKit
import Synchronization

/// The scale of the randomized tests' round counts: `LISTKIT_TEST_SCALE` in the test run's environment (a positive
/// number; 1, the CI-sized run, when unset). `LISTKIT_TEST_SCALE=4 swift test` runs four times as many rounds (the
/// counts before CI had to stay under ten minutes), `0.25` a quick quarter. Seeds are fixed per round, so a larger
/// scale runs the same rounds and more; every round kind is in the first ones.
public let testScale: Double = {
  guard let text = ProcessInfo.processInfo.environment["LISTKIT_TEST_SCALE"], let value = Double(text), value > 0
  else { return 1 }
  return value
}()

/// `rounds` scaled by `testScale` (at least 1).
public func scaledRounds(_ rounds: Int) -> Int { max(1, Int((Double(rounds) * testScale).rounded())) }

/// SplitMix64: a small, fast, reproducible generator for seeded randomized tests (print the seed on failure).
public struct SplitMix64: RandomNumberGenerator, Sendable {
  public var state: UInt64
  public init(seed: UInt64) { state = seed }
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// A snapshot with `sections` in order, each holding its items, built through the public Apple-shaped API.
public func makeSnapshot<Section: Hashable & Sendable, Item: Hashable & Sendable>(
  _ sections: some Sequence<(Section, [Item])>
) -> DiffableDataSourceSnapshot<Section, Item> {
  var snapshot = DiffableDataSourceSnapshot<Section, Item>()
  for (section, items) in sections {
    snapshot.appendSections([section])
    snapshot.appendItems(items, toSection: section)
  }
  return snapshot
}

/// `makeSnapshot(["A": [1, 2], "B": []])`: the same builder, written as a literal.
public func makeSnapshot<Section: Hashable & Sendable, Item: Hashable & Sendable>(
  _ sections: KeyValuePairs<Section, [Item]>
) -> DiffableDataSourceSnapshot<Section, Item> {
  makeSnapshot(sections.map { ($0.key, $0.value) })
}

/// Collects the snapshot warnings that `body` sends to `SnapshotWarning.handler` and that satisfy `isIncluded`.
/// The handler is global: tests that run in parallel must either be serialized or filter to their own identifiers.
public func collectingWarnings<T>(
  where isIncluded: @escaping @Sendable (SnapshotWarning) -> Bool = { _ in true }, _ body: () throws -> T
) rethrows -> (T, [SnapshotWarning]) {
  let collected = Mutex<[SnapshotWarning]>([])
  let previous = SnapshotWarning.handler
  SnapshotWarning.handler = { warning in
    if isIncluded(warning) { collected.withLock { $0.append(warning) } }
  }
  defer { SnapshotWarning.handler = previous }
  let result = try body()
  return (result, collected.withLock { $0 })
}

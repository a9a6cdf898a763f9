// The inputs of the workloads, built outside the timed blocks: seeded random numbers, the half-overlap, shuffle and
// churn layouts of the issue, UUIDs, and one-section or many-section snapshots.

import Foundation
import ListKit

/// A snapshot with `String` sections and `Int` items, the common case of the suite.
public typealias IntSnapshot = DiffableDataSourceSnapshot<String, Int>

/// splitmix64 (Steele, Lea, Flood 2014): a tiny seeded generator, so every run diffs the same inputs.
public struct SplitMix64 {
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

public enum Inputs {
  /// `0..<n` → `n/2..<n + n/2`: half the items deleted from the front, as many inserted at the back.
  public static func halfOverlap(_ n: Int) -> (old: [Int], new: [Int]) {
    (Array(0..<n), Array(n / 2..<n + n / 2))
  }

  /// Fisher–Yates from the end, `j = splitmix64(state) % (i + 1)`.
  public static func shuffled(_ items: [Int], seed: UInt64 = 42) -> [Int] {
    var result = items
    var random = SplitMix64(seed: seed)
    var i = result.count - 1
    while i > 0 {
      let j = Int(random.next() % UInt64(i + 1))
      result.swapAt(i, j)
      i -= 1
    }
    return result
  }

  /// The churn layout: old `0..<n`; new = the survivors that stay, then `insertCount` new items, then the
  /// `moveCount` survivors moved to the end.
  public static func churn(_ n: Int, delete d: Double, insert i: Double, move m: Double) -> (old: [Int], new: [Int]) {
    let deleteCount = Int(Double(n) * d)
    let insertCount = Int(Double(n) * i)
    let moveCount = Int(Double(n - deleteCount) * m)
    let new =
      Array(deleteCount + moveCount..<n) + Array(n..<n + insertCount) + Array(deleteCount..<deleteCount + moveCount)
    return (Array(0..<n), new)
  }

  /// The 20 % churn of `churn-10k-moderate`.
  public static func moderateChurn(_ n: Int) -> (old: [Int], new: [Int]) {
    churn(n, delete: 0.2, insert: 0.2, move: 0.2)
  }

  /// `count` UUIDs from a seeded generator (version-4 layout), the same every run.
  public static func uuids(_ count: Int, seed: UInt64 = 7) -> [UUID] {
    var random = SplitMix64(seed: seed)
    return (0..<count).map { _ in
      let high = random.next()
      let low = random.next()
      var bytes = [UInt8](repeating: 0, count: 16)
      for k in 0..<8 {
        bytes[k] = UInt8(truncatingIfNeeded: high >> (8 * k))
        bytes[8 + k] = UInt8(truncatingIfNeeded: low >> (8 * k))
      }
      bytes[6] = (bytes[6] & 0x0F) | 0x40
      bytes[8] = (bytes[8] & 0x3F) | 0x80
      return UUID(
        uuid: (
          bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8], bytes[9],
          bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
        ))
    }
  }

  /// `layout` with every `Int` replaced by `pool[Int]` (pool large enough for every identifier used).
  public static func mapped<T>(_ layout: [Int], through pool: [T]) -> [T] { layout.map { pool[$0] } }

  /// A snapshot with one section, "main", holding `items`.
  public static func oneSection<Item: Hashable & Sendable>(_ items: [Item]) -> DiffableDataSourceSnapshot<
    String, Item
  > {
    var snapshot = DiffableDataSourceSnapshot<String, Item>()
    snapshot.appendSections(["main"])
    snapshot.appendItems(items, toSection: "main")
    return snapshot
  }

  /// A snapshot with sections `"s0"`, `"s1"`, … holding `sections[k]`.
  public static func sectioned(_ sections: [[Int]]) -> IntSnapshot {
    var snapshot = IntSnapshot()
    for (k, items) in sections.enumerated() {
      snapshot.appendSections(["s\(k)"])
      snapshot.appendItems(items, toSection: "s\(k)")
    }
    return snapshot
  }

  /// `sectionCount` sections of `itemsPerSection` consecutive integers.
  public static func grid(sections sectionCount: Int, items itemsPerSection: Int) -> [[Int]] {
    (0..<sectionCount).map { s in Array(s * itemsPerSection..<(s + 1) * itemsPerSection) }
  }

  /// diff-100x100-3changed: 100 × 100, then sections 10, 50 and 90 get the second half of their items replaced by
  /// new identifiers.
  public static func threeSectionsChanged() -> (old: [[Int]], new: [[Int]]) {
    let old = grid(sections: 100, items: 100)
    var new = old
    var fresh = 1_000_000
    for s in [10, 50, 90] {
      for k in 50..<100 {
        new[s][k] = fresh
        fresh += 1
      }
    }
    return (old, new)
  }
}

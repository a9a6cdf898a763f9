// The minimal-moves check of every diff workload, run once outside the timing: the moves of the batch update must
// be matched − LIS of the flattened arrays (HeckelDiff's own matching), the least any diff with that matching needs.

import ListKit

/// The moves of one diff and the minimum they are checked against.
public struct MoveCheck: Sendable, CustomStringConvertible {
  /// Item moves in the batch update.
  public let moves: Int
  /// Items matched between the flattened old and new arrays.
  public let matched: Int
  /// Longest increasing subsequence of the matched items.
  public let lis: Int

  /// matched − LIS.
  public var minimalMoves: Int { matched - lis }
  public var isMinimal: Bool { moves == minimalMoves }

  public var description: String {
    "moves \(moves), matched \(matched), LIS \(lis), matched − LIS \(minimalMoves)"
  }

  /// Checks `update` against HeckelDiff on the flattened arrays. For one section this is exact; for many sections
  /// it is exact when no item changes section (true of every multi-section workload here).
  public init<Item: Hashable>(update: BatchUpdate, old: [Item], new: [Item]) {
    let flat = HeckelDiff.diff(old: old, new: new)
    moves = update.movedItems.count
    matched = flat.matchedCount
    lis = flat.lisLength
  }
}

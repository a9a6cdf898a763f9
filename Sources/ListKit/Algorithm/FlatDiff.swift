// The result of diffing two flat arrays: deletes in the old frame, inserts in the new frame, and the minimal set of
// explicit moves (matched pairs outside one longest increasing subsequence).

/// The difference between two flat arrays, in UIKit's frames: `deletes` refer to the old array, `inserts` to the
/// new array, a move goes from an old index to a new index.
///
/// Applying it UIKit-style reproduces the new array: remove `deletes` and every `move.from` from old; the
/// remaining elements keep their order and fill, in order, the new slots that are neither in `inserts` nor a
/// `move.to`; inserted and moved elements take their new indices.
///
/// `moves.count == matchedCount − lisLength`: matched elements on one longest increasing subsequence stay in place,
/// so the number of moves is minimal for the matching.
///
/// ```swift
/// let diff = HeckelDiff.diff(old: ["a", "b", "c"] as ContiguousArray, new: ["c", "a", "d"])
/// // diff.deletes == [1], diff.inserts == [2], diff.moves == [FlatDiff.Move(from: 2, to: 0)]
/// ```
public struct FlatDiff: Sendable, Equatable, Hashable {
  /// A move of one element: `from` is an old index, `to` a new index.
  public struct Move: Sendable, Hashable, CustomStringConvertible {
    /// The index in the old array.
    public var from: Int
    /// The index in the new array.
    public var to: Int

    /// Creates a move from an old index to a new index.
    ///
    /// - Complexity: O(1).
    @inlinable
    public init(from: Int, to: Int) {
      self.from = from
      self.to = to
    }

    /// `"from→to"`.
    ///
    /// - Complexity: O(1).
    public var description: String { "\(from)→\(to)" }
  }

  /// Old indices of elements that are not in the new array, ascending.
  public var deletes: [Int]
  /// New indices of elements that were not in the old array, ascending.
  public var inserts: [Int]
  /// Explicit moves, by ascending `to`.
  public var moves: [Move]
  /// Number of elements matched between old and new (moved or not).
  public var matchedCount: Int
  /// Length of the longest increasing subsequence of matched old indices (taken in new order) that stays in place.
  public var lisLength: Int

  /// Creates a diff from its parts.
  ///
  /// - Complexity: O(1).
  @inlinable
  public init(deletes: [Int], inserts: [Int], moves: [Move], matchedCount: Int, lisLength: Int) {
    self.deletes = deletes
    self.inserts = inserts
    self.moves = moves
    self.matchedCount = matchedCount
    self.lisLength = lisLength
  }

  /// True when old and new are equal: no delete, insert or move.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var isEmpty: Bool { deletes.isEmpty && inserts.isEmpty && moves.isEmpty }
}

// Paul Heckel's linear-time diff ("A technique for isolating differences between files", 1978) over flat arrays,
// with minimal moves: matched elements outside one longest increasing subsequence.

/// Heckel's O(n) diff between two arrays of hashable elements.
///
/// Matching: the common prefix and suffix are matched in place; in between, elements that occur exactly once in
/// each array are matched, and matches are extended forward and backward to equal unmatched neighbours. Duplicates
/// that are not reached that way are not matched: each becomes a delete in old and an insert in new (a valid
/// result; see `FlatDiff`). Matched pairs outside one longest increasing subsequence of old indices (in new order)
/// become moves, so `moves.count == matchedCount − lisLength` is minimal.
///
/// ```swift
/// let diff = HeckelDiff.diff(old: [1, 2, 3, 4] as ContiguousArray, new: [4, 1, 2, 5])
/// // deletes [2], inserts [3], moves [3→0], matchedCount 3, lisLength 2
/// ```
public enum HeckelDiff {
  /// The difference between `old` and `new`.
  ///
  /// - Complexity: O(p) for the common prefix and suffix (one equality test per element), plus O(d) expected time
  ///   for the d elements between them and O(k log k) for the k matched ones (O(k) when they are already in
  ///   order); a handful of allocations (one scratch block and the three result arrays).
  @inlinable
  public static func diff<E: Hashable>(old: ContiguousArray<E>, new: ContiguousArray<E>) -> FlatDiff {
    old.withUnsafeBufferPointer { oldBuffer in
      new.withUnsafeBufferPointer { newBuffer in diff(old: oldBuffer, new: newBuffer) }
    }
  }

  /// The difference between `old` and `new` (`Array` convenience).
  ///
  /// - Complexity: O(n + m) expected time plus O(k log k) for the k matched elements, as
  ///   `diff(old:new:)` on contiguous arrays.
  @inlinable
  public static func diff<E: Hashable>(old: [E], new: [E]) -> FlatDiff {
    old.withUnsafeBufferPointer { oldBuffer in
      new.withUnsafeBufferPointer { newBuffer in diff(old: oldBuffer, new: newBuffer) }
    }
  }

  /// The difference between two buffers; the common implementation of the array overloads.
  ///
  /// - Complexity: O(n + m) expected time plus O(k log k) for the k matched elements.
  @inlinable
  public static func diff<E: Hashable>(old: UnsafeBufferPointer<E>, new: UnsafeBufferPointer<E>) -> FlatDiff {
    HeckelMatching.withMatching(old: old, new: new) { $0.flatDiff() }
  }
}

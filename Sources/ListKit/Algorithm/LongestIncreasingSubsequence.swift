// One longest strictly increasing subsequence by patience sorting (O(k log k)), used to keep the largest set of
// matched elements in place so that only the others become explicit moves.

/// Patience-sorting longest increasing subsequence over caller-provided scratch storage.
///
/// The diff uses it on the old indices of matched elements, taken in new order: the elements of one longest
/// increasing subsequence keep their relative order, every other matched element becomes a move, and the number
/// of moves (`matched − LIS`) is minimal.
@usableFromInline
internal enum LongestIncreasingSubsequence {
  /// The value `mark` stores in `predecessors[p]` for a position `p` on the chosen subsequence.
  @usableFromInline
  internal static var marked: Int32 { Int32.min }

  /// Marks one longest strictly increasing subsequence of the values at positions `0..<count`.
  ///
  /// Positions whose value is negative are skipped (they are not part of the sequence). On return
  /// `predecessors[p] == marked` exactly for the positions on the chosen subsequence; other entries hold
  /// patience-sorting bookkeeping (a predecessor position or `-1`).
  ///
  /// - Parameters:
  ///   - count: number of positions.
  ///   - tails: scratch for at least `count` positions (the position ending each pile).
  ///   - tailValues: scratch for at least `count` values (the value ending each pile, read by the binary search).
  ///   - predecessors: at least `count` entries, overwritten; holds the marks on return.
  ///   - value: the value at a position; called several times per position, must be cheap and stable.
  /// - Returns: the length of the subsequence.
  /// - Complexity: O(k log k) for k non-negative values; O(k) when the values are already increasing
  ///   (each new value is first compared with the current longest tail). No allocation.
  @inlinable
  internal static func mark(
    count: Int, tails: UnsafeMutablePointer<Int32>, tailValues: UnsafeMutablePointer<Int32>,
    predecessors: UnsafeMutablePointer<Int32>, value: (Int) -> Int32
  ) -> Int {
    var length = 0
    for position in 0..<count {
      let v = value(position)
      if v < 0 {
        predecessors[position] = -1
        continue
      }
      if length == 0 || tailValues[length &- 1] < v {
        predecessors[position] = length == 0 ? -1 : tails[length &- 1]
        tails[length] = Int32(truncatingIfNeeded: position)
        tailValues[length] = v
        length &+= 1
        continue
      }
      // First pile whose tail value is >= v (exists: the last one). Branch-free lower bound: the answer stays in
      // low...low + remaining; the sign of `tail − v` selects the step, as the comparisons are unpredictable.
      var low = 0
      var remaining = length
      let wide = Int(v)
      while remaining > 1 {
        let half = remaining >> 1
        low &+= half & ((Int(tailValues[low &+ half]) &- wide) >> 63)
        remaining &-= half
      }
      low &+= 1 & ((Int(tailValues[low]) &- wide) >> 63)
      predecessors[position] = low == 0 ? -1 : tails[low &- 1]
      tails[low] = Int32(truncatingIfNeeded: position)
      tailValues[low] = v
    }
    if length > 0 {
      var position = tails[length &- 1]
      while position >= 0 {
        let previous = predecessors[Int(position)]
        predecessors[Int(position)] = marked
        position = previous
      }
    }
    return length
  }

  /// The positions of one longest strictly increasing subsequence of `values`, ascending.
  ///
  /// Negative values are skipped. Convenience over `mark(count:tails:predecessors:value:)` for tests and
  /// callers that do not manage scratch storage.
  ///
  /// - Complexity: O(n log n) for n values.
  @inlinable
  internal static func positions(in values: [Int32]) -> [Int] {
    let count = values.count
    guard count > 0 else { return [] }
    return withUnsafeTemporaryAllocation(of: Int32.self, capacity: 3 * count) { scratch in
      let base = scratch.baseAddress!
      let length = values.withUnsafeBufferPointer { buffer in
        mark(count: count, tails: base, tailValues: base + count, predecessors: base + 2 * count) { buffer[$0] }
      }
      var result: [Int] = []
      result.reserveCapacity(length)
      for position in 0..<count where base[2 * count + position] == marked { result.append(position) }
      return result
    }
  }
}

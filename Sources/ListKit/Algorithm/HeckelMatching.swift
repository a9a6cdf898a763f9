// Heckel's passes over two buffers of hashable elements, in one scratch allocation: a flat open-addressing symbol
// table (no Dictionary), per-position symbol ids, the resulting old↔new matching and room for the LIS.

/// The old↔new matching Heckel's algorithm finds between two buffers, plus LIS scratch, valid inside
/// `HeckelMatching.withMatching(old:new:_:)` only (the storage is freed when the closure returns).
///
/// Matching rules, in order:
/// 1. the common prefix and the common suffix are matched position by position;
/// 2. in the middle, an element occurring exactly once in old and exactly once in new is matched (Heckel's
///    unique anchors);
/// 3. matches are extended forward, then backward, to equal neighbours that are still unmatched (Heckel's
///    passes 4 and 5) — this is how duplicates next to an anchor get matched;
/// 4. everything else (typically duplicates) stays unmatched and becomes a delete/insert pair.
///
/// Every matched pair holds equal elements and the matching is one-to-one, so any matching yields a valid diff.
@usableFromInline
internal struct HeckelMatching {
  /// Number of old elements.
  @usableFromInline internal let oldCount: Int
  /// Number of new elements.
  @usableFromInline internal let newCount: Int
  /// Length of the common prefix: old `k` ↔ new `k` for `k < prefix`. Not stored per element.
  @usableFromInline internal let prefix: Int
  /// Length of the common suffix: old `oldCount − 1 − k` ↔ new `newCount − 1 − k` for `k < suffix`.
  @usableFromInline internal let suffix: Int
  /// `middleNewToOld[j − prefix]` is the old index matched to the middle new index `j`, or `-1`.
  @usableFromInline internal let middleNewToOld: UnsafeMutablePointer<Int32>
  /// `middleOldToNew[i − prefix]` is the new index matched to the middle old index `i`, or `-1`.
  @usableFromInline internal let middleOldToNew: UnsafeMutablePointer<Int32>
  /// `newCount` entries of LIS scratch (pile tails).
  @usableFromInline internal let lisTails: UnsafeMutablePointer<Int32>
  /// `newCount` entries of LIS scratch (pile tail values).
  @usableFromInline internal let lisTailValues: UnsafeMutablePointer<Int32>
  /// `newCount` entries of LIS predecessors / marks, indexed by new position.
  @usableFromInline internal let lisPredecessors: UnsafeMutablePointer<Int32>
  /// Number of matched pairs.
  @usableFromInline internal let matchedCount: Int

  @inlinable
  internal init(
    oldCount: Int, newCount: Int, prefix: Int, suffix: Int, middleNewToOld: UnsafeMutablePointer<Int32>,
    middleOldToNew: UnsafeMutablePointer<Int32>, lisTails: UnsafeMutablePointer<Int32>,
    lisTailValues: UnsafeMutablePointer<Int32>, lisPredecessors: UnsafeMutablePointer<Int32>, matchedCount: Int
  ) {
    self.oldCount = oldCount
    self.newCount = newCount
    self.prefix = prefix
    self.suffix = suffix
    self.middleNewToOld = middleNewToOld
    self.middleOldToNew = middleOldToNew
    self.lisTails = lisTails
    self.lisTailValues = lisTailValues
    self.lisPredecessors = lisPredecessors
    self.matchedCount = matchedCount
  }

  /// The diff of the whole matching: the unmatched old positions (deletes) and new positions (inserts), ascending,
  /// and the matched positions off one longest increasing subsequence (moves), by ascending destination. Marks the
  /// LIS (`markLIS`).
  ///
  /// - Complexity: O(n + m) plus O(k log k) for the k matched positions out of order.
  @inlinable
  internal func flatDiff() -> FlatDiff {
    let m = oldCount
    let n = newCount
    let matched = matchedCount
    let lisLength = markLIS(newRange: 0..<n, oldRange: 0..<m)

    // The common prefix and suffix are matched in place: only the middle can hold operations.
    let (head, tail) = inPlaceEnds(newRange: 0..<n, oldRange: 0..<m)

    var deletes: [Int] = []
    deletes.reserveCapacity(m &- matched)
    for i in head..<(m &- tail) where newIndex(matching: i) < 0 { deletes.append(i) }

    var inserts: [Int] = []
    inserts.reserveCapacity(n &- matched)
    var moves: [FlatDiff.Move] = []
    moves.reserveCapacity(matched &- lisLength)
    for j in head..<(n &- tail) {
      let i = oldIndex(matching: j)
      if i < 0 {
        inserts.append(j)
      } else if !isOnLIS(j) {
        moves.append(FlatDiff.Move(from: i, to: j))
      }
    }
    return FlatDiff(deletes: deletes, inserts: inserts, moves: moves, matchedCount: matched, lisLength: lisLength)
  }

  /// The old index matched to the new index `j`, or `-1`.
  ///
  /// - Complexity: O(1).
  @inlinable
  internal func oldIndex(matching j: Int) -> Int {
    // One unsigned comparison for the usual case, a middle position.
    let k = j &- prefix
    if UInt(bitPattern: k) < UInt(bitPattern: newCount &- prefix &- suffix) { return Int(middleNewToOld[k]) }
    return j < prefix ? j : j &- newCount &+ oldCount
  }

  /// The new index matched to the old index `i`, or `-1`.
  ///
  /// - Complexity: O(1).
  @inlinable
  internal func newIndex(matching i: Int) -> Int {
    let k = i &- prefix
    if UInt(bitPattern: k) < UInt(bitPattern: oldCount &- prefix &- suffix) { return Int(middleOldToNew[k]) }
    return i < prefix ? i : i &- oldCount &+ newCount
  }

  /// The matched pairs at both ends of one old/new range pair that are in place by construction: the first `head`
  /// new positions of `newRange` match the first `head` old positions of `oldRange` in order, and the last `tail`
  /// new positions the last `tail` old positions (parts of the common prefix and suffix). They are on every
  /// longest increasing subsequence of the range, produce no operation, and `markLIS` skips them.
  ///
  /// - Complexity: O(1).
  @inlinable
  internal func inPlaceEnds(newRange: Range<Int>, oldRange: Range<Int>) -> (head: Int, tail: Int) {
    var head = 0
    if newRange.lowerBound == oldRange.lowerBound {
      // The prefix maps k ↔ k, so the range's first positions match the old range's first positions.
      head = Swift.max(
        0, Swift.min(newRange.upperBound, oldRange.upperBound, prefix) &- newRange.lowerBound)
    }
    var tail = 0
    if newCount &- newRange.upperBound == oldCount &- oldRange.upperBound {
      // The suffix maps new j ↔ old j − newRange.upperBound + oldRange.upperBound; in the range while that is
      // at least oldRange.lowerBound.
      let start = Swift.max(
        newRange.lowerBound &+ head, newCount &- suffix, newRange.upperBound &- oldRange.count)
      tail = Swift.max(0, newRange.upperBound &- start)
    }
    return (head, tail)
  }

  /// Matches `old` against `new` and passes the matching to `body`.
  ///
  /// - Complexity: O(p) for the common prefix and suffix (one equality test per element, nothing stored), plus
  ///   O(d) expected time for the d elements between them (one hash and about one equality test each); one heap
  ///   allocation of about 12·n + 24·d + 8·capacity bytes, where capacity is the next power of two ≥ 1.5·d (the
  ///   12·n bytes of LIS scratch are written only between the in-place ends).
  @inlinable
  internal static func withMatching<E: Hashable, R>(
    old: UnsafeBufferPointer<E>, new: UnsafeBufferPointer<E>, _ body: (HeckelMatching) -> R
  ) -> R {
    let m = old.count
    let n = new.count
    precondition(m < Int(Int32.max) && n < Int(Int32.max), "HeckelDiff supports fewer than 2^31 elements")

    // Common prefix and suffix: matched in place without hashing.
    let shorter = Swift.min(m, n)
    var prefix = 0
    while prefix < shorter && old[prefix] == new[prefix] { prefix &+= 1 }
    var suffix = 0
    while suffix < shorter &- prefix && old[m &- 1 &- suffix] == new[n &- 1 &- suffix] { suffix &+= 1 }
    return withMatching(
      oldMiddle: UnsafeBufferPointer(rebasing: old[prefix..<(m &- suffix)]),
      newMiddle: UnsafeBufferPointer(rebasing: new[prefix..<(n &- suffix)]), oldCount: m, newCount: n,
      prefix: prefix, suffix: suffix, body)
  }

  /// Matches two sequences whose common prefix and suffix are already known (the sectioned diff finds them by
  /// skipping shared storage): `oldMiddle` / `newMiddle` are the elements between them, `oldCount` / `newCount`
  /// the whole lengths. Indices in the matching are whole-sequence indices.
  ///
  /// - Complexity: O(d) expected time for the d elements of the middles; the allocation of
  ///   `withMatching(old:new:_:)`.
  @inlinable
  internal static func withMatching<E: Hashable, R>(
    oldMiddle: UnsafeBufferPointer<E>, newMiddle: UnsafeBufferPointer<E>, oldCount m: Int, newCount n: Int,
    prefix: Int, suffix: Int, _ body: (HeckelMatching) -> R
  ) -> R {
    precondition(m < Int(Int32.max) && n < Int(Int32.max), "HeckelDiff supports fewer than 2^31 elements")
    let old = oldMiddle
    let new = newMiddle
    let middleOld = m &- prefix &- suffix
    let middleNew = n &- prefix &- suffix
    let middle = middleOld &+ middleNew

    var capacity = 0
    if middleOld > 0 && middleNew > 0 {
      capacity = 16
      while capacity < middle &+ middle >> 1 { capacity <<= 1 }
    }

    // Layout: [slots: UInt64 × capacity][Int32: newToOld middleNew, oldToNew middleOld, tails n, predecessors n,
    //          tailValues n, newSymbol middleNew, oldSymbol middleOld, symbols middle × 4]
    // The prefix and suffix are not stored: an append to a long list costs nothing per kept element here. The LIS
    // scratch is indexed by new position but only the middle of a range is ever written, so untouched pages of a
    // large allocation cost nothing. A symbol's record is 4 Int32 (HeckelSymbolTable).
    let int32Count = 3 &* n &+ middle &* 6
    let byteCount = capacity &* 8 &+ int32Count &* 4
    let raw = UnsafeMutableRawPointer.allocate(byteCount: Swift.max(byteCount, 8), alignment: 8)
    defer { raw.deallocate() }
    let ints = (raw + capacity &* 8).bindMemory(to: Int32.self, capacity: int32Count)
    let middleNewToOld = ints
    let middleOldToNew = middleNewToOld + middleNew
    let tails = middleOldToNew + middleOld
    let predecessors = tails + n
    let tailValues = predecessors + n
    let newSymbol = tailValues + n
    let oldSymbol = newSymbol + middleNew
    let symbols = oldSymbol + middleOld
    var matched = prefix &+ suffix
    middleNewToOld.initialize(repeating: -1, count: middleNew)
    middleOldToNew.initialize(repeating: -1, count: middleOld)

    if capacity > 0 {
      var table = HeckelSymbolTable(
        old: old, new: new, slots: raw.bindMemory(to: UInt64.self, capacity: capacity), capacity: capacity,
        records: symbols)
      table.countOccurrences(newSymbol: newSymbol, oldSymbol: oldSymbol)
      matched &+= table.matchUniqueAnchors(
        newSymbol: newSymbol, prefix: prefix, newToOld: middleNewToOld, oldToNew: middleOldToNew)
      matched &+= extendMatches(
        newSymbol: newSymbol, oldSymbol: oldSymbol, middleNew: middleNew, middleOld: middleOld, prefix: prefix,
        newToOld: middleNewToOld, oldToNew: middleOldToNew)
    }

    return body(
      HeckelMatching(
        oldCount: m, newCount: n, prefix: prefix, suffix: suffix, middleNewToOld: middleNewToOld,
        middleOldToNew: middleOldToNew, lisTails: tails, lisTailValues: tailValues, lisPredecessors: predecessors,
        matchedCount: matched))
  }

  /// Heckel's passes 4 and 5: extends every match to equal neighbours that are still unmatched, forward then
  /// backward (how duplicates next to an anchor get matched); returns the number of pairs added.
  @inlinable @inline(__always)
  internal static func extendMatches(
    newSymbol: UnsafeMutablePointer<Int32>, oldSymbol: UnsafeMutablePointer<Int32>, middleNew: Int, middleOld: Int,
    prefix: Int, newToOld middleNewToOld: UnsafeMutablePointer<Int32>,
    oldToNew middleOldToNew: UnsafeMutablePointer<Int32>
  ) -> Int {
    guard middleNew > 1 && middleOld > 1 else { return 0 }
    var matched = 0
    for j in 0..<(middleNew &- 1) {
      let globalI = middleNewToOld[j]
      guard globalI >= 0 else { continue }
      let i = Int(globalI) &- prefix
      guard i >= 0, i &+ 1 < middleOld else { continue }
      if middleNewToOld[j &+ 1] < 0 && middleOldToNew[i &+ 1] < 0 && newSymbol[j &+ 1] == oldSymbol[i &+ 1] {
        middleNewToOld[j &+ 1] = Int32(truncatingIfNeeded: prefix &+ i &+ 1)
        middleOldToNew[i &+ 1] = Int32(truncatingIfNeeded: prefix &+ j &+ 1)
        matched &+= 1
      }
    }
    var j = middleNew &- 1
    while j > 0 {
      let globalI = middleNewToOld[j]
      if globalI >= 0 {
        let i = Int(globalI) &- prefix
        if i > 0 && i < middleOld && middleNewToOld[j &- 1] < 0 && middleOldToNew[i &- 1] < 0
          && newSymbol[j &- 1] == oldSymbol[i &- 1]
        {
          middleNewToOld[j &- 1] = Int32(truncatingIfNeeded: prefix &+ i &- 1)
          middleOldToNew[i &- 1] = Int32(truncatingIfNeeded: prefix &+ j &- 1)
          matched &+= 1
        }
      }
      j &-= 1
    }
    return matched
  }

  /// Marks one longest increasing subsequence of matched old indices, over the new positions `newRange`, counting
  /// only matches whose old index lies in `oldRange`. The in-place ends (`inPlaceEnds(newRange:oldRange:)`) are on
  /// it by construction and are neither visited nor marked: afterwards `isOnLIS(j)` tells whether a matched
  /// position between them stays in place.
  ///
  /// - Returns: the length of the subsequence, in-place ends included.
  /// - Complexity: O(k log k) for k qualifying matches between the in-place ends; O(k) when they are in order.
  @inlinable
  internal func markLIS(newRange: Range<Int>, oldRange: Range<Int>) -> Int {
    let (head, tail) = inPlaceEnds(newRange: newRange, oldRange: oldRange)
    let lower = oldRange.lowerBound
    let upper = oldRange.upperBound
    let start = newRange.lowerBound &+ head
    return head &+ tail
      &+ LongestIncreasingSubsequence.mark(
        count: newRange.count &- head &- tail, tails: lisTails, tailValues: lisTailValues,
        predecessors: lisPredecessors + start
      ) { position in
        let i = oldIndex(matching: start &+ position)
        return i >= lower && i < upper ? Int32(truncatingIfNeeded: i) : -1
      }
  }

  /// Whether the matched new position `j` is on the subsequence marked by the last `markLIS` covering it.
  ///
  /// - Complexity: O(1).
  @inlinable
  internal func isOnLIS(_ j: Int) -> Bool {
    lisPredecessors[j] == LongestIncreasingSubsequence.marked
  }
}

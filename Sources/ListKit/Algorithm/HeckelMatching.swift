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
  /// `newToOld[j]` is the old index matched to new index `j`, or `-1`.
  @usableFromInline internal let newToOld: UnsafeMutablePointer<Int32>
  /// `oldToNew[i]` is the new index matched to old index `i`, or `-1`.
  @usableFromInline internal let oldToNew: UnsafeMutablePointer<Int32>
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
    oldCount: Int, newCount: Int, newToOld: UnsafeMutablePointer<Int32>, oldToNew: UnsafeMutablePointer<Int32>,
    lisTails: UnsafeMutablePointer<Int32>, lisTailValues: UnsafeMutablePointer<Int32>,
    lisPredecessors: UnsafeMutablePointer<Int32>, matchedCount: Int
  ) {
    self.oldCount = oldCount
    self.newCount = newCount
    self.newToOld = newToOld
    self.oldToNew = oldToNew
    self.lisTails = lisTails
    self.lisTailValues = lisTailValues
    self.lisPredecessors = lisPredecessors
    self.matchedCount = matchedCount
  }

  /// Matches `old` against `new` and passes the matching to `body`.
  ///
  /// - Complexity: O(n + m) expected time (one hash and about one equality test per element), one heap
  ///   allocation of about 4·(4n + 2m) + 20·(n + m) + 8·capacity bytes, where capacity is the next power of two ≥ 1.5·(n + m)
  ///   of the middle part that is not a common prefix or suffix.
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
    let middleOld = m &- prefix &- suffix
    let middleNew = n &- prefix &- suffix
    let middle = middleOld &+ middleNew

    var capacity = 0
    if middleOld > 0 && middleNew > 0 {
      capacity = 16
      while capacity < middle &+ middle >> 1 { capacity <<= 1 }
    }

    // Layout: [slots: UInt64 × capacity][Int32: newToOld n, oldToNew m, tails n, predecessors n,
    //          tailValues n, newSymbol middleNew, oldSymbol middleOld, symbols middle × 4]
    // A symbol is 4 Int32 in one 16-byte record — representative, last old index, counts, padding — so that a
    // lookup touches one cache line.
    let int32Count = 4 &* n &+ m &+ middle &* 5
    let byteCount = capacity &* 8 &+ int32Count &* 4
    let raw = UnsafeMutableRawPointer.allocate(byteCount: Swift.max(byteCount, 8), alignment: 8)
    defer { raw.deallocate() }
    let ints = (raw + capacity &* 8).bindMemory(to: Int32.self, capacity: int32Count)
    let newToOld = ints
    let oldToNew = newToOld + n
    let tails = oldToNew + m
    let predecessors = tails + n
    let tailValues = predecessors + n
    let newSymbol = tailValues + n
    let oldSymbol = newSymbol + middleNew
    let symbols = oldSymbol + middleOld

    var matched = prefix &+ suffix
    for k in 0..<prefix {
      newToOld[k] = Int32(truncatingIfNeeded: k)
      oldToNew[k] = Int32(truncatingIfNeeded: k)
    }
    for k in 0..<suffix {
      newToOld[n &- 1 &- k] = Int32(truncatingIfNeeded: m &- 1 &- k)
      oldToNew[m &- 1 &- k] = Int32(truncatingIfNeeded: n &- 1 &- k)
    }
    for j in prefix..<(n &- suffix) { newToOld[j] = -1 }
    for i in prefix..<(m &- suffix) { oldToNew[i] = -1 }

    if capacity > 0 {
      let slots = raw.bindMemory(to: UInt64.self, capacity: capacity)
      slots.initialize(repeating: 0, count: capacity)
      let mask = capacity &- 1
      var symbolCount: Int32 = 0

      // Symbol table lookup: slot = (upper 32 hash bits) << 32 | (symbol + 1); 0 is empty. A representative is a
      // new index (>= 0) or the complement of an old index (< 0) — both relative to the middle part.
      @inline(__always)
      func symbol(for element: E, representative newRepresentative: Int32) -> Int32 {
        let hash = element.hashValue
        let tag = UInt64(truncatingIfNeeded: UInt(bitPattern: hash) >> 32)
        var bucket = hash & mask
        while true {
          let slot = slots[bucket]
          if slot == 0 {
            let id = symbolCount
            symbolCount &+= 1
            slots[bucket] = tag << 32 | UInt64(truncatingIfNeeded: id &+ 1)
            let record = symbols + Int(id) &<< 2
            record[0] = newRepresentative
            record[2] = 0
            return id
          }
          if slot >> 32 == tag {
            let id = Int32(truncatingIfNeeded: slot & 0xFFFF_FFFF) &- 1
            let r = symbols[Int(id) &<< 2]
            let candidate = r >= 0 ? new[prefix &+ Int(r)] : old[prefix &+ Int(~r)]
            if candidate == element { return id }
          }
          bucket = (bucket &+ 1) & mask
        }
      }

      // Passes 1 and 2: count occurrences (saturating at 2) — new counts in the low byte, old in the next.
      for j in 0..<middleNew {
        let id = symbol(for: new[prefix &+ j], representative: Int32(truncatingIfNeeded: j))
        newSymbol[j] = id
        let record = symbols + Int(id) &<< 2
        if record[2] & 0xFF < 2 { record[2] &+= 1 }
      }
      for i in 0..<middleOld {
        let id = symbol(for: old[prefix &+ i], representative: ~Int32(truncatingIfNeeded: i))
        oldSymbol[i] = id
        let record = symbols + Int(id) &<< 2
        if record[2] >> 8 < 2 { record[2] &+= 0x100 }
        record[1] = Int32(truncatingIfNeeded: i)
      }

      // Pass 3: unique anchors.
      for j in 0..<middleNew {
        let record = symbols + Int(newSymbol[j]) &<< 2
        if record[2] == 0x101 {
          let i = Int(record[1])
          newToOld[prefix &+ j] = Int32(truncatingIfNeeded: prefix &+ i)
          oldToNew[prefix &+ i] = Int32(truncatingIfNeeded: prefix &+ j)
          matched &+= 1
        }
      }

      // Passes 4 and 5: extend matches to equal unmatched neighbours, forward then backward.
      if middleNew > 1 && middleOld > 1 {
        for j in 0..<(middleNew &- 1) {
          let globalI = newToOld[prefix &+ j]
          guard globalI >= 0 else { continue }
          let i = Int(globalI) &- prefix
          guard i >= 0, i &+ 1 < middleOld else { continue }
          if newToOld[prefix &+ j &+ 1] < 0 && oldToNew[prefix &+ i &+ 1] < 0
            && newSymbol[j &+ 1] == oldSymbol[i &+ 1]
          {
            newToOld[prefix &+ j &+ 1] = Int32(truncatingIfNeeded: prefix &+ i &+ 1)
            oldToNew[prefix &+ i &+ 1] = Int32(truncatingIfNeeded: prefix &+ j &+ 1)
            matched &+= 1
          }
        }
        var j = middleNew &- 1
        while j > 0 {
          let globalI = newToOld[prefix &+ j]
          if globalI >= 0 {
            let i = Int(globalI) &- prefix
            if i > 0 && i < middleOld && newToOld[prefix &+ j &- 1] < 0 && oldToNew[prefix &+ i &- 1] < 0
              && newSymbol[j &- 1] == oldSymbol[i &- 1]
            {
              newToOld[prefix &+ j &- 1] = Int32(truncatingIfNeeded: prefix &+ i &- 1)
              oldToNew[prefix &+ i &- 1] = Int32(truncatingIfNeeded: prefix &+ j &- 1)
              matched &+= 1
            }
          }
          j &-= 1
        }
      }
    }

    return body(
      HeckelMatching(
        oldCount: m, newCount: n, newToOld: newToOld, oldToNew: oldToNew, lisTails: tails,
        lisTailValues: tailValues, lisPredecessors: predecessors, matchedCount: matched))
  }

  /// Marks one longest increasing subsequence of matched old indices, over the new positions
  /// `newRange`, counting only matches whose old index lies in `oldRange`. Afterwards
  /// `isOnLIS(newPosition)` tells whether a matched position stays in place.
  ///
  /// - Complexity: O(k log k) for k qualifying matches; O(k) when they are already in order.
  @inlinable
  internal func markLIS(newRange: Range<Int>, oldRange: Range<Int>) -> Int {
    let lower = Int32(truncatingIfNeeded: oldRange.lowerBound)
    let upper = Int32(truncatingIfNeeded: oldRange.upperBound)
    let base = newToOld + newRange.lowerBound
    return LongestIncreasingSubsequence.mark(
      count: newRange.count, tails: lisTails, tailValues: lisTailValues,
      predecessors: lisPredecessors + newRange.lowerBound
    ) { position in
      let i = base[position]
      return i >= lower && i < upper ? i : -1
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

// The symbol table of Heckel's first three passes, over the middles of two buffers: a flat open-addressing hash
// table whose records live in `HeckelMatching`'s one scratch allocation.

/// Symbols of the elements between the common prefix and suffix, with their occurrence counts.
///
/// A slot is `(upper 32 hash bits) << 32 | (symbol + 1)`; 0 is empty. A symbol's record is 4 `Int32` in one 16-byte
/// record — representative, last old index, counts, padding — so that a lookup touches one cache line. A
/// representative is a new index (≥ 0) or the complement of an old index (< 0), both relative to the middles.
/// Elements are read in place through the buffers (never bound to a local), so reference-counted elements are not
/// retained and released per lookup.
@usableFromInline
internal struct HeckelSymbolTable<E: Hashable> {
  @usableFromInline internal let old: UnsafeBufferPointer<E>
  @usableFromInline internal let new: UnsafeBufferPointer<E>
  /// `capacity` slots, a power of two.
  @usableFromInline internal let slots: UnsafeMutablePointer<UInt64>
  @usableFromInline internal let mask: Int
  /// Room for a record per distinct element of the middles.
  @usableFromInline internal let records: UnsafeMutablePointer<Int32>
  @usableFromInline internal var symbolCount: Int32 = 0

  /// A table over `capacity` zeroed slots.
  @inlinable @inline(__always)
  internal init(
    old: UnsafeBufferPointer<E>, new: UnsafeBufferPointer<E>, slots: UnsafeMutablePointer<UInt64>, capacity: Int,
    records: UnsafeMutablePointer<Int32>
  ) {
    self.old = old
    self.new = new
    self.slots = slots
    self.mask = capacity &- 1
    self.records = records
    slots.initialize(repeating: 0, count: capacity)
  }

  /// Passes 1 and 2: the symbol of every new and old element, and the occurrences of each symbol, saturating at 2
  /// (new counts in the low byte, old in the next), with the last old index of each.
  @inlinable @inline(__always)
  internal mutating func countOccurrences(
    newSymbol: UnsafeMutablePointer<Int32>, oldSymbol: UnsafeMutablePointer<Int32>
  ) {
    for j in 0..<new.count {
      let id = symbol(in: new, at: j, representative: Int32(truncatingIfNeeded: j))
      newSymbol[j] = id
      let record = records + Int(id) &<< 2
      if record[2] & 0xFF < 2 { record[2] &+= 1 }
    }
    for i in 0..<old.count {
      let id = symbol(in: old, at: i, representative: ~Int32(truncatingIfNeeded: i))
      oldSymbol[i] = id
      let record = records + Int(id) &<< 2
      if record[2] >> 8 < 2 { record[2] &+= 0x100 }
      record[1] = Int32(truncatingIfNeeded: i)
    }
  }

  /// Pass 3: matches every element that occurs exactly once in each middle (Heckel's unique anchors), writing
  /// whole-sequence indices; returns the number of pairs matched.
  @inlinable @inline(__always)
  internal func matchUniqueAnchors(
    newSymbol: UnsafeMutablePointer<Int32>, prefix: Int, newToOld: UnsafeMutablePointer<Int32>,
    oldToNew: UnsafeMutablePointer<Int32>
  ) -> Int {
    var matched = 0
    for j in 0..<new.count {
      let record = records + Int(newSymbol[j]) &<< 2
      if record[2] == 0x101 {
        let i = Int(record[1])
        newToOld[j] = Int32(truncatingIfNeeded: prefix &+ i)
        oldToNew[i] = Int32(truncatingIfNeeded: prefix &+ j)
        matched &+= 1
      }
    }
    return matched
  }

  /// The symbol of `buffer[index]`, a new one (represented by `newRepresentative`, counts 0) when the element is not
  /// in the table yet.
  @inlinable @inline(__always)
  internal mutating func symbol(
    in buffer: UnsafeBufferPointer<E>, at index: Int, representative newRepresentative: Int32
  ) -> Int32 {
    let hash = buffer[index].hashValue
    let tag = UInt64(truncatingIfNeeded: UInt(bitPattern: hash) >> 32)
    var bucket = hash & mask
    while true {
      let slot = slots[bucket]
      if slot == 0 {
        let id = symbolCount
        symbolCount &+= 1
        slots[bucket] = tag << 32 | UInt64(truncatingIfNeeded: id &+ 1)
        let record = records + Int(id) &<< 2
        record[0] = newRepresentative
        record[2] = 0
        return id
      }
      if slot >> 32 == tag {
        let id = Int32(truncatingIfNeeded: slot & 0xFFFF_FFFF) &- 1
        if matches(records[Int(id) &<< 2], buffer, index) { return id }
      }
      bucket = (bucket &+ 1) & mask
    }
  }

  /// Whether the element a representative stands for equals `buffer[index]`.
  @inlinable @inline(__always)
  internal func matches(_ representative: Int32, _ buffer: UnsafeBufferPointer<E>, _ index: Int) -> Bool {
    representative >= 0 ? new[Int(representative)] == buffer[index] : old[Int(~representative)] == buffer[index]
  }
}

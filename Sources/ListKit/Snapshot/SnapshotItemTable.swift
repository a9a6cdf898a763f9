// The item table of `DiffableDataSourceSnapshot`: item → section slot and leaf hint. A flat open-addressing index
// (linear probing, backward-shift deletion) over dense arrays of the items, their slots and hints (docs/storage.md,
// "The item table" and "Per-item hints").

/// The per-process key of `_itemTableHash` (random, from `Hasher`'s seed).
@usableFromInline internal let _itemTableSeed: UInt64 = {
  var hasher = Hasher()
  hasher.combine(0x5EED_1157)
  return UInt64(UInt(bitPattern: hasher.finalize())) | 1
}()

/// The 32-bit hash the item table files `item` under.
///
/// `Int` identifiers (the common case) are mixed with a per-process random key by a MurmurHash3 finalizer: a few
/// instructions instead of a SipHash run, which would be most of the cost of building a table. Every other
/// type uses its `Hashable` hash.
@inlinable @inline(__always)
internal func _itemTableHash<Item: Hashable>(_ item: Item, seed: UInt64) -> UInt32 {
  if Item.self == Int.self {
    var x = UInt64(UInt(bitPattern: unsafeBitCast(item, to: Int.self))) ^ seed
    x = (x ^ (x &>> 33)) &* 0xff51_afd7_ed55_8ccd
    x = (x ^ (x &>> 33)) &* 0xc4ce_b9fe_1a85_ec53
    return UInt32(truncatingIfNeeded: (x ^ (x &>> 33)) &>> 32)
  }
  return UInt32(truncatingIfNeeded: UInt(bitPattern: item.hashValue) &>> 32)
}

/// Item → section slot (see `DiffableDataSourceSnapshot._itemSlots`).
///
/// `items` and `slots` are dense parallel arrays (a removal moves the last entry into the hole); `buckets` is the
/// hash index over them, `capacity` (a power of two, or 0) words of `hash << 32 | index + 1`, 0 for an empty bucket.
/// The stored hash makes growing free of rehashing and skips most `==` calls. Only standard arrays: copies share
/// them until one changes (copy-on-write), and the table is `Sendable` when the items are.
///
/// `births` is empty except in the table of a shared storage (`_ItemTableStorage`), where it runs parallel to
/// `items`: the version that added each item (0: older than every version held), so that adding new items does not
/// have to log them for the older versions. The table's own edits keep it parallel (new entries get 0).
///
/// `hints` runs parallel to `items` in a snapshot's table: the label of the leaf of its section's list that holds
/// each item (`_ItemNode.label`), so that the item's position is one descent away (`_ItemList.index(ofUnique:hint:)`).
/// An empty `hints` reads as 0 for every item: the label of a list's first leaf (`_ItemList`), where every item of a
/// section of up to `leafCapacity` items is. The array is started (`_startHints`) only when a non-zero hint is
/// written, so a snapshot of small sections keeps no third parallel array to grow, copy and fill. A hint is only a
/// hint: a stale one costs a scan, never a wrong answer, so hints are not versioned.
///
/// `lazyHints`, only while `hints` is empty, stands for the hints of one run of dense entries added together (a bulk
/// build of a list from empty, the first page past a first leaf) without writing them: each is computed from the run's
/// leaf labels. The first edit that must write a hint or move an entry of the run writes them all (`_startHints`): a
/// snapshot that is built and only read never writes its 8 bytes per item.
@usableFromInline
internal struct _ItemTable<Item: Hashable> {
  @usableFromInline internal var buckets: ContiguousArray<UInt64>
  @usableFromInline internal var items: ContiguousArray<Item>
  @usableFromInline internal var slots: ContiguousArray<Int32>
  @usableFromInline internal var births: ContiguousArray<Int32>
  @usableFromInline internal var hints: ContiguousArray<UInt64>
  @usableFromInline internal var lazyHints: _LazyHints?

  @inlinable internal init() {
    buckets = []
    items = []
    slots = []
    births = []
    hints = []
    lazyHints = nil
  }

  /// Number of items.
  @inlinable internal var count: Int { items.count }

  // MARK: Lookups

  /// The bucket holding `item` (filed under `hash`) and its dense index, or the empty bucket where it would go and
  /// `nil`. Requires a non-empty `buckets`.
  @inlinable @inline(__always)
  internal static func _find(
    _ item: Item, hash: UInt32, buckets: UnsafeBufferPointer<UInt64>, items: UnsafeBufferPointer<Item>
  ) -> (bucket: Int, index: Int?) {
    let mask = buckets.count &- 1
    var bucket = Int(hash) & mask
    while true {
      let entry = buckets[bucket]
      if entry == 0 { return (bucket, nil) }
      if UInt32(truncatingIfNeeded: entry &>> 32) == hash {
        let index = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) &- 1
        if items[index] == item { return (bucket, index) }
      }
      bucket = (bucket &+ 1) & mask
    }
  }

  /// The dense index of `item`, or `nil`.
  @inlinable
  internal func _index(of item: Item, hash: UInt32) -> Int? {
    guard !items.isEmpty else { return nil }
    return buckets.withUnsafeBufferPointer { buckets in
      items.withUnsafeBufferPointer { items in Self._find(item, hash: hash, buckets: buckets, items: items).index }
    }
  }

  /// The slot of `item`, or `nil` when it is not in the table.
  ///
  /// - Complexity: O(1) expected, one hash.
  @inlinable
  internal func slot(of item: Item) -> Int? {
    guard let index = _index(of: item, hash: _itemTableHash(item, seed: _itemTableSeed)) else { return nil }
    return Int(slots[index])
  }

  /// The slot and the leaf hint (0: none) of `item`, or `nil` when it is not in the table.
  ///
  /// - Complexity: O(1) expected, one hash.
  @inlinable
  internal func location(of item: Item) -> (slot: Int, hint: UInt64)? {
    guard let index = _index(of: item, hash: _itemTableHash(item, seed: _itemTableSeed)) else { return nil }
    return _location(at: index)
  }

  /// The slot and the leaf hint (0: the table keeps none) of the entry at dense `index`.
  @inlinable
  internal func _location(at index: Int) -> (slot: Int, hint: UInt64) {
    (Int(slots[index]), hints.isEmpty ? (lazyHints?.hint(at: index) ?? 0) : hints[index])
  }

  /// Makes `hints` parallel to `items` (zeros, what an empty `hints` reads as), so that non-zero hints can be recorded.
  @inlinable
  internal mutating func _startHints() {
    if hints.isEmpty && !items.isEmpty { _startHints(count: items.count) }
  }

  /// Starts `hints` with `count` entries, zeros but for the run `lazyHints` stands for (written out, and dropped), and
  /// room for as many entries as `items` has, so that the two grow in step: a hints array started at its used size
  /// when a list outgrows its first leaf doubles on a schedule of its own and ends up larger than `items` (by a
  /// quarter in a long history of appended pages).
  @inlinable
  internal mutating func _startHints(count: Int) {
    var started = ContiguousArray<UInt64>()
    started.reserveCapacity(Swift.max(count, items.capacity))
    if let lazy = lazyHints {
      started.append(contentsOf: repeatElement(0, count: lazy.start))
      lazy.leaf.write(count: lazy.count, to: &started)
      lazyHints = nil
    }
    started.append(contentsOf: repeatElement(0, count: count &- started.count))
    hints = started
  }

  /// Records `hint` for `item` when it is in the table (a 0 into an empty `hints` needs no write).
  ///
  /// - Complexity: O(1) expected, one hash; O(n) when it starts `hints`.
  @inlinable
  internal mutating func setHint(_ hint: UInt64, for item: Item) {
    guard hint != 0 || !hints.isEmpty || lazyHints != nil,
      let index = _index(of: item, hash: _itemTableHash(item, seed: _itemTableSeed))
    else { return }
    _startHints()
    hints[index] = hint
  }

  /// Whether `item` is in the table.
  @inlinable
  internal func contains(_ item: Item) -> Bool {
    _index(of: item, hash: _itemTableHash(item, seed: _itemTableSeed)) != nil
  }

  // MARK: Insertion

  /// Grows `buckets` (geometrically) so that `minimumCount` items stay at a load of at most 3/4.
  @inlinable
  internal mutating func _reserveBuckets(_ minimumCount: Int) {
    let capacity = buckets.count
    if minimumCount &* 4 <= capacity &* 3 { return }
    var newCapacity = Swift.max(16, capacity &* 2)
    while minimumCount &* 4 > newCapacity &* 3 { newCapacity &<<= 1 }
    var grown = ContiguousArray<UInt64>(repeating: 0, count: newCapacity)
    let mask = newCapacity &- 1
    grown.withUnsafeMutableBufferPointer { grown in
      for entry in buckets where entry != 0 {
        var bucket = Int(truncatingIfNeeded: entry &>> 32) & mask
        while grown[bucket] != 0 { bucket = (bucket &+ 1) & mask }
        grown[bucket] = entry
      }
    }
    buckets = grown
  }

  /// Makes room for `minimumCount` items in the index and the dense arrays (geometric growth), so that adding them
  /// one by one (`setSlot`) reallocates nothing.
  @inlinable
  internal mutating func reserve(_ minimumCount: Int) {
    _reserveBuckets(minimumCount)
    Self._reserve(&items, minimumCount)
    Self._reserve(&slots, minimumCount)
    if !births.isEmpty { Self._reserve(&births, minimumCount) }
    if !hints.isEmpty { Self._reserve(&hints, minimumCount) }
  }

  /// Adds every identifier with `slot` (and the leaf labels `leafHints` gives them, when given), one hash each.
  /// Returns `false`, with the table exactly as before, when an identifier was already present or is repeated.
  ///
  /// - Complexity: O(k) amortized.
  @inlinable
  internal mutating func insertNew(_ identifiers: [Item], slot: Int, hints leafHints: _LeafHints? = nil) -> Bool {
    guard !identifiers.isEmpty else { return true }
    let base = items.count
    _reserveBuckets(base &+ identifiers.count)
    // An empty table adopts the argument's buffer (no copy); the claims are the tail of the dense arrays.
    if base == 0 {
      items = ContiguousArray(identifiers)
    } else {
      Self._reserve(&items, base &+ identifiers.count)
      // One item: `append(_:)`, not the generic `append(contentsOf:)` a debug build of a dependent walks.
      if identifiers.count == 1 { items.append(identifiers[0]) } else { items.append(contentsOf: identifiers) }
    }
    let seed = _itemTableSeed
    let failed: Int? = items.withUnsafeBufferPointer { items in
      buckets.withUnsafeMutableBufferPointer { buckets in
        let mask = buckets.count &- 1
        for index in base..<items.count {
          let item = items[index]
          let hash = _itemTableHash(item, seed: seed)
          var bucket = Int(hash) & mask
          while true {
            let entry = buckets[bucket]
            if entry == 0 {
              buckets[bucket] = UInt64(hash) &<< 32 | UInt64(truncatingIfNeeded: index &+ 1)
              break
            }
            if UInt32(truncatingIfNeeded: entry &>> 32) == hash
              && items[Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) &- 1] == item
            {
              return index
            }
            bucket = (bucket &+ 1) & mask
          }
        }
        return nil
      }
    }
    if let failed {
      for index in base..<failed { _removeBucket(of: index) }
      items.removeLast(items.count &- base)
      return false
    }
    Self._reserve(&slots, items.count)
    if identifiers.count == 1 {
      // One item (an app appending rows one by one): no `Repeated` collection, which unoptimized (debug) builds
      // of a dependent walk element by element through generic witnesses.
      slots.append(Int32(truncatingIfNeeded: slot))
    } else {
      slots.append(contentsOf: repeatElement(Int32(truncatingIfNeeded: slot), count: identifiers.count))
    }
    if !births.isEmpty { for _ in 0..<identifiers.count { births.append(0) } }
    if let leafHints, hints.isEmpty, lazyHints == nil, !leafHints.stayInFirstLeaf(count: identifiers.count) {
      // The first run of non-zero hints is kept as its labels, not written (see `lazyHints`).
      lazyHints = _LazyHints(start: base, count: identifiers.count, leaf: leafHints)
    } else if let leafHints, !hints.isEmpty || !leafHints.stayInFirstLeaf(count: identifiers.count) {
      if hints.count != base { _startHints(count: base) }
      Self._reserve(&hints, items.count)
      leafHints.write(count: identifiers.count, to: &hints)
    } else if !hints.isEmpty {
      hints.append(contentsOf: repeatElement(0, count: identifiers.count))
    }
    return true
  }

  /// Makes room for `minimumCount` elements: geometric growth when the buffer is too small, else an exact-size copy
  /// when it is shared (a copy of a snapshot that appends a page should not double the whole array).
  @inlinable @inline(__always)
  internal static func _reserve<T>(_ array: inout ContiguousArray<T>, _ minimumCount: Int) {
    if minimumCount > array.capacity {
      array.reserveCapacity(Swift.max(minimumCount, 2 &* array.capacity))
    } else {
      array.reserveCapacity(minimumCount)
    }
  }

  /// The dense index of every identifier, marked in a bit set over the dense arrays, in argument order. `nil` when an
  /// identifier is absent or repeated (checked without hashing twice: a repeat finds its index already marked).
  ///
  /// - Complexity: O(k) lookups plus O(n / 64) for the bit set.
  @inlinable
  internal func indicesOfUniquePresent(_ identifiers: [Item]) -> (indices: [Int], marks: [UInt64])? {
    guard !items.isEmpty else { return identifiers.isEmpty ? ([], []) : nil }
    var marks = [UInt64](repeating: 0, count: (items.count &+ 63) &>> 6)
    var indices: [Int] = []
    indices.reserveCapacity(identifiers.count)
    let seed = _itemTableSeed
    let complete = buckets.withUnsafeBufferPointer { buckets in
      items.withUnsafeBufferPointer { items in
        marks.withUnsafeMutableBufferPointer { marks in
          for id in identifiers {
            guard let index = Self._find(id, hash: _itemTableHash(id, seed: seed), buckets: buckets, items: items).index
            else { return false }
            let bit = UInt64(1) &<< UInt64(index & 63)
            if marks[index &>> 6] & bit != 0 { return false }
            marks[index &>> 6] |= bit
            indices.append(index)
          }
          return true
        }
      }
    }
    return complete ? (indices, marks) : nil
  }

  /// Removes the items whose dense index is set in `marks` (`removedCount` of them): one compaction pass over the
  /// dense arrays and one rebuild of the index from the stored hashes, no hashing.
  ///
  /// - Complexity: O(n + capacity).
  @inlinable
  internal mutating func removeMarked(_ marks: [UInt64], removedCount: Int) {
    guard removedCount > 0 else { return }
    if lazyHints != nil { _startHints() }
    let count = items.count
    var newIndex = [Int32](repeating: -1, count: count)
    var write = 0
    let hasBirths = !births.isEmpty
    let hasHints = !hints.isEmpty
    newIndex.withUnsafeMutableBufferPointer { newIndex in
      items.withUnsafeMutableBufferPointer { items in
        slots.withUnsafeMutableBufferPointer { slots in
          births.withUnsafeMutableBufferPointer { births in
            hints.withUnsafeMutableBufferPointer { hints in
              for read in 0..<count where marks[read &>> 6] & (UInt64(1) &<< UInt64(read & 63)) == 0 {
                newIndex[read] = Int32(truncatingIfNeeded: write)
                if write != read {
                  items.swapAt(write, read)
                  slots[write] = slots[read]
                  if hasBirths { births[write] = births[read] }
                  if hasHints { hints[write] = hints[read] }
                }
                write &+= 1
              }
            }
          }
        }
      }
    }
    items.removeLast(count &- write)
    slots.removeLast(count &- write)
    if hasBirths { births.removeLast(count &- write) }
    if hasHints { hints.removeLast(count &- write) }
    var rebuilt = ContiguousArray<UInt64>(repeating: 0, count: Self._capacityAfterRemoval(buckets.count, write))
    rebuilt.withUnsafeMutableBufferPointer { rebuilt in
      newIndex.withUnsafeBufferPointer { newIndex in
        let mask = rebuilt.count &- 1
        for entry in buckets where entry != 0 {
          let index = Int(newIndex[Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) &- 1])
          guard index >= 0 else { continue }
          var bucket = Int(truncatingIfNeeded: entry &>> 32) & mask
          while rebuilt[bucket] != 0 { bucket = (bucket &+ 1) & mask }
          rebuilt[bucket] = entry & 0xFFFF_FFFF_0000_0000 | UInt64(truncatingIfNeeded: index &+ 1)
        }
      }
    }
    buckets = rebuilt
  }

  /// The bucket capacity the index is rebuilt with after a removal leaves `count` items: the same, unless that
  /// leaves it at most 1/8 full (collapsing an outline, deleting a page), then the smallest power of two (16 or
  /// more) at most 3/8 full. A table emptied of its 10,000 children then rebuilds 16 buckets instead of 16,384
  /// (128 KiB), and the copy a later edit takes of it is as small; the 3/8 leaves room to grow back by half before
  /// the next rehash.
  @inlinable
  internal static func _capacityAfterRemoval(_ capacity: Int, _ count: Int) -> Int {
    guard count &* 8 <= capacity else { return capacity }
    var shrunk = 16
    while count &* 8 > shrunk &* 3 { shrunk &<<= 1 }
    return Swift.min(shrunk, capacity)
  }

  /// Removes every item whose slot is set in `deletedSlots` (indexed by slot); returns how many.
  ///
  /// - Complexity: O(n + capacity), no hashing.
  @inlinable
  internal mutating func removeAll(inSlots deletedSlots: [Bool]) -> Int {
    var marks = [UInt64](repeating: 0, count: (items.count &+ 63) &>> 6)
    var removed = 0
    for (index, slot) in slots.enumerated() where deletedSlots[Int(slot)] {
      marks[index &>> 6] |= UInt64(1) &<< UInt64(index & 63)
      removed &+= 1
    }
    removeMarked(marks, removedCount: removed)
    return removed
  }

  /// Sets the slot of `item`, adding it when absent, and its leaf hint when given (a new item without one gets 0).
  ///
  /// - Complexity: O(1) amortized, one hash; O(n) when a non-zero hint starts `hints`.
  @inlinable
  internal mutating func setSlot(_ slot: Int, for item: Item, hint: UInt64? = nil) {
    let hash = _itemTableHash(item, seed: _itemTableSeed)
    if let hint, hint != 0 || lazyHints != nil { _startHints() }
    if let index = _index(of: item, hash: hash) {
      slots[index] = Int32(truncatingIfNeeded: slot)
      if let hint, !hints.isEmpty { hints[index] = hint }
      return
    }
    _reserveBuckets(items.count &+ 1)
    let bucket = buckets.withUnsafeBufferPointer { buckets in
      items.withUnsafeBufferPointer { items in Self._find(item, hash: hash, buckets: buckets, items: items).bucket }
    }
    buckets[bucket] = UInt64(hash) &<< 32 | UInt64(truncatingIfNeeded: items.count &+ 1)
    // `_startHints` starts nothing in an empty table: the first item's hint starts it here.
    let hinted = !hints.isEmpty || (hint ?? 0) != 0
    items.append(item)
    slots.append(Int32(truncatingIfNeeded: slot))
    if !births.isEmpty { births.append(0) }
    if hinted { hints.append(hint ?? 0) }
  }

  // MARK: Removal

  /// Removes `item`; returns its slot, or `nil` when it was absent.
  ///
  /// - Complexity: O(1) expected, two hashes (the item and the entry moved into its place).
  @inlinable
  @discardableResult
  internal mutating func remove(_ item: Item) -> Int? { removeLocated(item)?.slot }

  /// Removes `item`; returns its slot and leaf hint, or `nil` when it was absent.
  ///
  /// - Complexity: O(1) expected, two hashes (the item and the entry moved into its place).
  @inlinable
  @discardableResult
  internal mutating func removeLocated(_ item: Item) -> (slot: Int, hint: UInt64)? {
    guard let index = _index(of: item, hash: _itemTableHash(item, seed: _itemTableSeed)) else { return nil }
    let location = _location(at: index)
    _removeBucket(of: index)
    let last = items.count &- 1
    // An entry of the run `lazyHints` stands for that moves or goes: the run's hints are written out first.
    if let lazy = lazyHints, lazy.contains(index) || lazy.contains(last) { _startHints() }
    if index != last {
      _retargetBucket(of: last, to: index)
      items.swapAt(index, last)
      slots.swapAt(index, last)
      if !births.isEmpty { births.swapAt(index, last) }
      if !hints.isEmpty { hints.swapAt(index, last) }
    }
    items.removeLast()
    slots.removeLast()
    if !births.isEmpty { births.removeLast() }
    if !hints.isEmpty { hints.removeLast() }
    return location
  }

  /// The bucket whose entry points at dense `index`.
  @inlinable
  internal func _bucket(of index: Int) -> Int {
    let hash = _itemTableHash(items[index], seed: _itemTableSeed)
    return buckets.withUnsafeBufferPointer { buckets in
      let mask = buckets.count &- 1
      var bucket = Int(hash) & mask
      while Int(truncatingIfNeeded: buckets[bucket] & 0xFFFF_FFFF) &- 1 != index { bucket = (bucket &+ 1) & mask }
      return bucket
    }
  }

  /// Points the bucket of dense `index` at `newIndex`.
  @inlinable
  internal mutating func _retargetBucket(of index: Int, to newIndex: Int) {
    let bucket = _bucket(of: index)
    buckets[bucket] = buckets[bucket] & 0xFFFF_FFFF_0000_0000 | UInt64(truncatingIfNeeded: newIndex &+ 1)
  }

  /// Empties the bucket of dense `index` (the dense arrays are left to the caller), shifting the following run back
  /// so that every probe sequence stays unbroken.
  @inlinable
  internal mutating func _removeBucket(of index: Int) {
    let start = _bucket(of: index)
    buckets.withUnsafeMutableBufferPointer { buckets in
      let mask = buckets.count &- 1
      var hole = start
      var next = (start &+ 1) & mask
      while true {
        let entry = buckets[next]
        if entry == 0 { break }
        let home = Int(truncatingIfNeeded: entry &>> 32) & mask
        // Move `next` into the hole unless its home lies cyclically in (hole, next].
        if (next &- home) & mask >= (next &- hole) & mask {
          buckets[hole] = entry
          hole = next
        }
        next = (next &+ 1) & mask
      }
      buckets[hole] = 0
    }
  }

  /// Removes every item.
  @inlinable
  internal mutating func removeAll() { self = Self() }
}

extension _ItemTable: Sendable where Item: Sendable {}

extension _ItemTable {
  /// Describes every broken invariant of the table; empty when consistent. Checked: the dense arrays have equal
  /// lengths; every dense entry has exactly one bucket, filed under the item's hash and reachable by probing from
  /// its home bucket; the capacity is a power of two with a load of at most 3/4.
  ///
  /// - Complexity: O(capacity + n).
  internal func invariantViolations() -> [String] {
    var problems: [String] = []
    if items.count != slots.count { problems.append("item table: \(items.count) items, \(slots.count) slots") }
    if !births.isEmpty && births.count != items.count {
      problems.append("item table: \(items.count) items, \(births.count) births")
    }
    if !hints.isEmpty && hints.count != items.count {
      problems.append("item table: \(items.count) items, \(hints.count) hints")
    }
    if let lazy = lazyHints,
      !hints.isEmpty || lazy.start < 0 || lazy.count <= 0 || lazy.start + lazy.count > items.count
    {
      problems.append("item table: lazy hints \(lazy.start)..<\(lazy.start + lazy.count) over \(items.count) items")
    }
    let capacity = buckets.count
    if capacity != 0 && (capacity & (capacity - 1) != 0 || items.count * 4 > capacity * 3) {
      problems.append("item table: capacity \(capacity) for \(items.count) items")
    }
    // Each item hashed once, for both the buckets' hashes and the probing.
    let seed = _itemTableSeed
    let hashes = items.map { _itemTableHash($0, seed: seed) }
    var referenced = [Int](repeating: 0, count: items.count)
    for entry in buckets where entry != 0 {
      let index = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
      guard referenced.indices.contains(index) else {
        problems.append("item table: bucket points at index \(index) of \(items.count)")
        continue
      }
      referenced[index] += 1
      if UInt32(truncatingIfNeeded: entry >> 32) != hashes[index] {
        problems.append("item table: stale hash for \(items[index])")
      }
    }
    for (index, count) in referenced.enumerated() where count != 1 {
      problems.append("item table: \(items[index]) has \(count) buckets")
    }
    guard !buckets.isEmpty else {
      if !items.isEmpty { problems.append("item table: \(items.count) items and no buckets") }
      return problems
    }
    let unfound = buckets.withUnsafeBufferPointer { buckets in
      items.withUnsafeBufferPointer { items in
        items.indices.filter { Self._find(items[$0], hash: hashes[$0], buckets: buckets, items: items).index != $0 }
      }
    }
    for index in unfound { problems.append("item table: \(items[index]) is not found by probing") }
    return problems
  }
}

extension _ItemTable where Item: Sendable {
  /// The part of `DiffableDataSourceSnapshot.invariantViolations()` about the items, when this table is the
  /// snapshot's (its storage's tip, flat): every item of `lists[i]` (for each `i` below `slots.count`) is in the table
  /// under slot `slots[i]`, and no item is repeated across the lists. Each item is hashed and probed once and marked by
  /// its dense index (equal items have the same index; an item the table lacks is marked in a set instead).
  ///
  /// - Complexity: O(n) for n items in the lists.
  internal func membershipViolations(
    of lists: ContiguousArray<_ItemList<Item>>, slots expected: ContiguousArray<Int>
  ) -> [String] {
    var problems: [String] = []
    var marks = [UInt64](repeating: 0, count: (items.count &+ 63) &>> 6)
    var absent = Set<Item>()
    let seed = _itemTableSeed
    let table = self
    buckets.withUnsafeBufferPointer { buckets in
      items.withUnsafeBufferPointer { items in
        slots.withUnsafeBufferPointer { slots in
          marks.withUnsafeMutableBufferPointer { marks in
            for (index, list) in zip(lists.indices, lists) where index < expected.count {
              let slot = expected[index]
              list.forEachLeafNode { leaf in
                leaf.withItems { leafItems in
                  for item in leafItems {
                    let found =
                      buckets.isEmpty
                      ? nil
                      : Self._find(item, hash: _itemTableHash(item, seed: seed), buckets: buckets, items: items).index
                    let repeated: Bool
                    if let found {
                      let bit = UInt64(1) &<< UInt64(found & 63)
                      repeated = marks[found &>> 6] & bit != 0
                      marks[found &>> 6] |= bit
                    } else {
                      repeated = !absent.insert(item).inserted
                    }
                    if repeated { problems.append("item \(item) appears more than once") }
                    let tableSlot = found.map { Int(slots[$0]) }
                    if tableSlot != slot {
                      problems.append(
                        "item \(item) is in section \(index) (slot \(slot)) but the table says \(String(describing: table.slot(of: item)))"
                      )
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
    return problems
  }
}

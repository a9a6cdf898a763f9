// The storage that snapshot copies share: the item table of the newest version, the log of what newer versions
// replaced, overlay forks over an older version, and the lock (docs/storage.md, "The versioned shared table").

import Synchronization

/// The storage that snapshot copies share: the flat `_ItemTable` of the newest version (the *tip*) and, for the
/// older versions still held by copies, a log of what each change replaced. docs/storage.md draws it, with the rules
/// for reading and editing a version and their costs.
///
/// This is a partially persistent hash table: a copy that edits the tip writes into the shared table in place and
/// logs the previous slot of every item it changes; copies at older versions read the table through the log (an
/// item changed after their version reads as it was). The derive–edit–apply cycle (`dataSource.snapshot()`, edit,
/// apply) always edits the tip, so it never copies the table. The log is dropped as soon as one value holds the
/// storage again, and a copy that would grow it beyond the table's size takes a flat table of its own instead
/// (amortized O(1) per change). Adding a new item is not logged: the flat table records the version that added it
/// (`_ItemTable.births`), and older versions do not see it; its first logged change logs its addition first. So a
/// history of appended pages holds one table and almost no log.
///
/// Editing an older version *forks* it: a storage of its own whose `table` is an **overlay** over the version it
/// was taken from (`base` at `baseVersion`, read through `base`'s log): it holds only the items the fork changed
/// (slot -1: removed), so a fork costs O(change), not a copy of the whole table. A fork of a fork shares the same
/// flat base (the overlay is copied, at most max(1024, n / 8) entries; a larger one is flattened into a flat table).
/// The bulk removals (O(n) anyway) flatten an overlay first.
///
/// Every access to a shared storage holds `lock` (a reader at an old version and the copy editing the tip may be
/// on different threads); a value that holds the only reference edits without it. An overlay reads its base
/// holding the base's lock inside its own (bases never read their forks, so locks are taken in one order).
///
/// The stored properties are accessed without exclusivity checks (`@exclusivity(unchecked)`): each access of a class
/// property otherwise pays a dynamic check (a runtime call and a thread-local access set), four or more per edit, a
/// large part of a small edit's cost. The checks could only catch an overlapping access to one storage, which the lock
/// and the uniqueness test above already rule out.
@usableFromInline
internal final class _ItemTableStorage<Item: Hashable & Sendable>: @unchecked Sendable {
  @usableFromInline internal let lock = Mutex<Void>(())
  /// The items and slots of version `tip`; for an overlay, only the items changed since `base` (slot -1: absent).
  @usableFromInline @exclusivity(unchecked) internal var table: _ItemTable<Item>
  /// The newest version; a value whose version is older reads through the log.
  @usableFromInline @exclusivity(unchecked) internal var tip: Int
  /// Item → index in `changes` of its newest change (as the table's slot field).
  @usableFromInline @exclusivity(unchecked) internal var log: _ItemTable<Item>
  @usableFromInline @exclusivity(unchecked) internal var changes: ContiguousArray<_ItemTableChange>
  /// The flat storage an overlay reads through (`nil`: `table` is flat).
  @usableFromInline @exclusivity(unchecked) internal var base: _ItemTableStorage<Item>?
  /// The version of `base` the overlay starts from.
  @usableFromInline @exclusivity(unchecked) internal var baseVersion: Int
  /// Items at `baseVersion` of `base`.
  @usableFromInline @exclusivity(unchecked) internal var baseCount: Int
  /// Items at `tip` of an overlay (a flat table counts its own).
  @usableFromInline @exclusivity(unchecked) internal var overlayCount: Int
  /// At least the newest version in `table.births`.
  @usableFromInline @exclusivity(unchecked) internal var newestBirth: Int

  @inlinable
  internal init(table: _ItemTable<Item> = _ItemTable()) {
    self.table = table
    self.tip = 0
    self.log = _ItemTable()
    self.changes = []
    self.base = nil
    self.baseVersion = 0
    self.baseCount = 0
    self.overlayCount = 0
    self.newestBirth = 0
  }

  /// Runs `body` holding the lock.
  @inlinable @inline(__always)
  internal func locked<R: Sendable>(_ body: () -> R) -> R {
    lock.withLock { _ in body() }
  }

  /// Number of items at `tip`.
  @inlinable internal var count: Int { base == nil ? table.count : overlayCount }

  /// The slot and leaf hint of `item` in a flat table at `version`, which no logged change of `item` follows:
  /// absent when a newer version added it.
  @inlinable @inline(__always)
  internal func _flatLocation(of item: Item, at version: Int) -> (slot: Int, hint: UInt64)? {
    guard let index = table._index(of: item, hash: _itemTableHash(item, seed: _itemTableSeed)) else { return nil }
    if version < newestBirth && !table.births.isEmpty && Int(table.births[index]) > version { return nil }
    return table._location(at: index)
  }

  /// The slot of `item` at `tip` (the lock held or the storage unshared).
  @inlinable
  internal func tipSlot(of item: Item) -> Int? { tipLocation(of: item)?.slot }

  /// The slot and leaf hint of `item` at `tip` (the lock held or the storage unshared).
  @inlinable @inline(__always)
  internal func tipLocation(of item: Item) -> (slot: Int, hint: UInt64)? {
    guard let base else { return table.location(of: item) }
    if let location = table.location(of: item) { return location.slot < 0 ? nil : location }
    let version = baseVersion
    return base.locked { base.location(of: item, at: version) }
  }

  /// The slot of `item` at `version` (the lock held or the storage unshared).
  @inlinable
  internal func slot(of item: Item, at version: Int) -> Int? { location(of: item, at: version)?.slot }

  /// The slot of `item` at `version` and its leaf hint (the tip's, a hint for any version; 0: none), the lock held
  /// or the storage unshared.
  @inlinable @inline(__always)
  internal func location(of item: Item, at version: Int) -> (slot: Int, hint: UInt64)? {
    if version != tip && !changes.isEmpty, let head = log.slot(of: item) {
      var change = head
      var previous: _ItemTableChange? = nil
      while change >= 0 && changes[change].version > version {
        previous = changes[change]
        change = Int(changes[change].older)
      }
      if let previous {
        guard previous.previousSlot >= 0 else { return nil }
        return (Int(previous.previousSlot), previous.previousHint)
      }
    }
    return base == nil ? _flatLocation(of: item, at: version) : tipLocation(of: item)
  }

  /// Records that `item`, at slot `previousSlot` (-1: absent) until now, changes at `version` (before the table
  /// changes). Only the first change of an item per version is kept: older versions read the slot it had before
  /// that version. The first logged change of an item added unlogged logs its addition first.
  @inlinable
  internal func record(_ item: Item, previousSlot: Int, previousHint: UInt64 = 0, version: Int) {
    var older: Int32 = -1
    if let head = log.slot(of: item) {
      if changes[head].version == version { return }
      older = Int32(truncatingIfNeeded: head)
    } else if base == nil, !table.births.isEmpty,
      let index = table._index(of: item, hash: _itemTableHash(item, seed: _itemTableSeed)), table.births[index] > 0
    {
      let birth = Int(table.births[index])
      older = Int32(truncatingIfNeeded: changes.count)
      changes.append(_ItemTableChange(version: birth, previousSlot: -1, older: -1))
      if birth == version {
        log.setSlot(Int(older), for: item)
        return
      }
    }
    let index = changes.count
    changes.append(
      _ItemTableChange(
        version: version, previousSlot: Int32(truncatingIfNeeded: previousSlot), older: older,
        previousHint: previousHint))
    log.setSlot(index, for: item)
  }

  /// Makes room in the log for `count` more changes (a bulk removal's), so that logging them one by one does not
  /// grow the log and its index by doubling, each step a fresh allocation and a copy.
  @inlinable
  internal func _reserveLog(_ count: Int) {
    _ItemTable<Item>._reserve(&changes, changes.count &+ count)
    log.reserve(log.count &+ count)
  }

  /// The items of a flat table added after `version` without a log entry.
  @inlinable
  internal func _bornAfter(_ version: Int) -> [Item] {
    guard version < newestBirth, !table.births.isEmpty else { return [] }
    var born: [Item] = []
    for (index, birth) in table.births.enumerated() where Int(birth) > version { born.append(table.items[index]) }
    return born
  }

  /// Sets the slot and leaf hint of `item` at `tip` (`nil`: absent) without logging.
  @inlinable
  internal func _setTipLocation(_ location: (slot: Int, hint: UInt64)?, for item: Item) {
    if base != nil {
      table.setSlot(location?.slot ?? -1, for: item, hint: location?.hint)
    } else if let location {
      table.setSlot(location.slot, for: item, hint: location.hint)
    } else {
      table.remove(item)
    }
  }

  /// Turns the table back into what it was at `version`, which holds `count` items, and forgets the log (the
  /// storage unshared, or a fresh copy).
  ///
  /// - Complexity: O(l) for l logged changes.
  @inlinable
  internal func rollBack(to version: Int, count: Int) {
    if version != tip {
      for item in _bornAfter(version) { table.remove(item) }
      for item in log.items { _setTipLocation(self.location(of: item, at: version), for: item) }
    }
    tip = version
    newestBirth = Swift.min(newestBirth, version)
    overlayCount = count
    if !changes.isEmpty {
      log = _ItemTable()
      changes = []
    }
  }

  /// The flat table of `version` (the lock held).
  ///
  /// - Complexity: O(n + l), plus the base's when an overlay.
  @inlinable
  internal func _flatTable(at version: Int) -> _ItemTable<Item> {
    var flat: _ItemTable<Item>
    let changed: ContiguousArray<Item>
    if let base {
      let baseVersion = self.baseVersion
      flat = base.locked { base._flatTable(at: baseVersion) }
      changed = table.items
    } else {
      flat = table
      flat.births = []
      guard version != tip else { return flat }
      for item in _bornAfter(version) { flat.remove(item) }
      changed = log.items
    }
    for item in changed {
      if let (slot, hint) = self.location(of: item, at: version) {
        flat.setSlot(slot, for: item, hint: hint)
      } else {
        flat.remove(item)
      }
    }
    return flat
  }

  /// Makes the tip's table flat (an overlay no longer reads through its base); older versions read as before.
  ///
  /// - Complexity: O(n + l).
  @inlinable
  internal func _flatten() {
    guard base != nil else { return }
    table = _flatTable(at: tip)
    base = nil
  }

  /// A storage of its own holding the table as it was at `version` (which holds `count` items), the lock held: an
  /// overlay over this storage (or over this overlay's base) when `overlay` allows it, `version` is not the tip and
  /// the table is large, else a flat copy.
  ///
  /// - Complexity: O(1) for an overlay of a flat table, O(m + l) for an overlay of an overlay of m entries, O(n + l)
  ///   for a flat copy.
  @inlinable
  internal func forked(at version: Int, count: Int, overlay: Bool) -> _ItemTableStorage<Item> {
    let overlayLimit = Swift.max(1024, baseCount / 8)
    guard overlay, version != tip, count >= 512, base == nil || table.count <= overlayLimit else {
      return _ItemTableStorage(table: _flatTable(at: version))
    }
    let copy = _ItemTableStorage()
    if let base {
      copy.table = table
      copy.tip = tip
      copy.log = log
      copy.changes = changes
      copy.base = base
      copy.baseVersion = baseVersion
      copy.baseCount = baseCount
      copy.rollBack(to: version, count: count)
    } else {
      copy.base = self
      copy.baseVersion = version
      copy.baseCount = count
      copy.overlayCount = count
    }
    copy.tip = 0
    return copy
  }

  // MARK: Edits of the tip

  // Each edit changes the table at `tip` and, when `log` is given, logs under that version what it replaced.

  /// Adds every identifier with `slot` and the leaf labels `hints` gives them; `false`, with nothing changed, when
  /// one was present or is repeated.
  @inlinable
  internal func insertNew(_ identifiers: [Item], slot: Int, hints: _LeafHints?, log version: Int?) -> Bool {
    if base == nil {
      guard table.insertNew(identifiers, slot: slot, hints: hints) else { return false }
      guard let version, version < Int(Int32.max) else { return true }
      // New items are not logged: their birth says which versions see them (an item logged before, removed and
      // added again, is logged as before).
      if table.births.isEmpty { table.births = ContiguousArray(repeating: 0, count: table.count) }
      newestBirth = version
      // One access to the births for the whole page, and the log read once to see whether it holds any of the
      // items: a write and a lookup per item through the class's properties cost an exclusivity check and a
      // retain of the log's arrays each.
      let first = table.count &- identifiers.count
      let birth = Int32(truncatingIfNeeded: version)
      table.births.withUnsafeMutableBufferPointer { births in
        for index in first..<births.count { births[index] = birth }
      }
      if !changes.isEmpty && _logHoldsAny(of: identifiers) {
        for id in identifiers where log.contains(id) { record(id, previousSlot: -1, version: version) }
      }
      return true
    } else {
      if identifiers.count > 1 {
        var distinct = _ItemTable<Item>()
        guard distinct.insertNew(identifiers, slot: 0) else { return false }
      }
      for id in identifiers where tipSlot(of: id) != nil { return false }
      for (offset, id) in identifiers.enumerated() { table.setSlot(slot, for: id, hint: hints?.hint(at: offset) ?? 0) }
      overlayCount &+= identifiers.count
    }
    if let version { for id in identifiers { record(id, previousSlot: -1, version: version) } }
    return true
  }

  /// Whether the log holds one of `identifiers` (read through one copy of the log, not one access per item).
  @inlinable
  internal func _logHoldsAny(of identifiers: [Item]) -> Bool {
    let log = self.log
    for id in identifiers where log.contains(id) { return true }
    return false
  }

  /// Sets the slot and the leaf hint of `item`, adding it when absent.
  @inlinable
  internal func setSlot(_ slot: Int, for item: Item, hint: UInt64, log version: Int?) {
    if base == nil && version == nil { return table.setSlot(slot, for: item, hint: hint) }
    let previous = tipLocation(of: item)
    if let version {
      record(item, previousSlot: previous?.slot ?? -1, previousHint: previous?.hint ?? 0, version: version)
    }
    if base != nil && previous == nil { overlayCount &+= 1 }
    table.setSlot(slot, for: item, hint: hint)
  }

  /// Removes `item`; returns its slot and leaf hint, or `nil` when it was absent.
  @inlinable
  internal func remove(_ item: Item, log version: Int?) -> (slot: Int, hint: UInt64)? {
    if base == nil && version == nil { return table.removeLocated(item) }
    guard let location = tipLocation(of: item) else { return nil }
    if let version { record(item, previousSlot: location.slot, previousHint: location.hint, version: version) }
    if base == nil {
      table.remove(item)
    } else {
      table.setSlot(-1, for: item)
      overlayCount &-= 1
    }
    return location
  }

  /// Removes every identifier when all are present and none is repeated, and returns what `locate` makes of each
  /// (given the item, its slot and its leaf hint), in argument order; otherwise `nil`, with the table as before.
  @inlinable
  internal func removeAllPresent<Located>(
    _ identifiers: [Item], log version: Int?, locate: (_ item: Item, _ slot: Int, _ hint: UInt64) -> Located
  ) -> [Located]? {
    _flatten()
    guard let (indices, marks) = table.indicesOfUniquePresent(identifiers) else { return nil }
    // The compaction below writes a run kept as its labels out anyway; written first, the hints are read below
    // without a division each.
    if table.lazyHints != nil { table._startHints() }
    // The caller's entries are made, and the removals logged, in the same pass as the lookups' results are read: no
    // intermediate array of (item, slot, hint) to write and read again.
    if version != nil { _reserveLog(indices.count) }
    let located = indices.map { index in
      let item = table.items[index]
      let (slot, hint) = table._location(at: index)
      if let version { record(item, previousSlot: slot, previousHint: hint, version: version) }
      return locate(item, slot, hint)
    }
    table.removeMarked(marks, removedCount: indices.count)
    return located
  }

  /// Removes every item whose slot is set in `deletedSlots` (indexed by slot); returns how many.
  @inlinable
  internal func removeAll(inSlots deletedSlots: [Bool], log version: Int?) -> Int {
    _flatten()
    if let version {
      var removed = 0
      for slot in table.slots where deletedSlots[Int(slot)] { removed &+= 1 }
      _reserveLog(removed)
      for (index, slot) in table.slots.enumerated() where deletedSlots[Int(slot)] {
        record(
          table.items[index], previousSlot: Int(slot), previousHint: table._location(at: index).hint, version: version)
      }
    }
    return table.removeAll(inSlots: deletedSlots)
  }
}

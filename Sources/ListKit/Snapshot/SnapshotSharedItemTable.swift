// The item index of `DiffableDataSourceSnapshot` as copies share it: one flat item table per family of snapshot
// copies, versioned, so that a copy is O(1) and an edit of a copy O(k) instead of a copy of the whole table.

import Synchronization

/// One change of the shared table: at `version`, the item's slot stopped being `previousSlot` (-1: absent).
@usableFromInline
internal struct _ItemTableChange: Sendable {
  @usableFromInline internal var version: Int
  @usableFromInline internal var previousSlot: Int32
  /// The item's previous change (an index in `changes`), or -1.
  @usableFromInline internal var older: Int32

  @inlinable
  internal init(version: Int, previousSlot: Int32, older: Int32) {
    self.version = version
    self.previousSlot = previousSlot
    self.older = older
  }
}

/// The storage that snapshot copies share: the flat `_ItemTable` of the newest version (the *tip*) and, for the
/// older versions still held by copies, a log of what each change replaced.
///
/// This is a partially persistent hash table: a copy that edits the tip writes into the shared table in place and
/// logs the previous slot of every item it changes; copies at older versions read the table through the log (an
/// item changed after their version reads as it was). Editing an older version forks it: a table of its own,
/// O(n), as an unshared copy-on-write array would. The derive–edit–apply cycle (`dataSource.snapshot()`, edit,
/// apply) always edits the tip, so it never copies the table. The log is dropped as soon as one value holds the
/// storage again, and a copy that would grow it beyond the table's size forks instead (amortized O(1) per change).
///
/// Every access to a shared storage holds `lock` (a reader at an old version and the copy editing the tip may be
/// on different threads); a value that holds the only reference edits without it.
@usableFromInline
internal final class _ItemTableStorage<Item: Hashable & Sendable>: @unchecked Sendable {
  @usableFromInline internal let lock = Mutex<Void>(())
  /// The items and slots of version `tip`.
  @usableFromInline internal var table: _ItemTable<Item>
  /// The newest version; a value whose version is older reads through the log.
  @usableFromInline internal var tip: Int
  /// Item → index in `changes` of its newest change (as the table's slot field).
  @usableFromInline internal var log: _ItemTable<Item>
  @usableFromInline internal var changes: ContiguousArray<_ItemTableChange>

  @inlinable
  internal init(table: _ItemTable<Item> = _ItemTable()) {
    self.table = table
    self.tip = 0
    self.log = _ItemTable()
    self.changes = []
  }

  /// Runs `body` holding the lock.
  @inlinable @inline(__always)
  internal func locked<R: Sendable>(_ body: () -> R) -> R {
    lock.withLock { _ in body() }
  }

  /// The slot of `item` at `version` (the lock held or the storage unshared).
  @inlinable
  internal func slot(of item: Item, at version: Int) -> Int? {
    if version != tip && !changes.isEmpty, let head = log.slot(of: item) {
      var change = head
      var previous: Int32? = nil
      while change >= 0 && changes[change].version > version {
        previous = changes[change].previousSlot
        change = Int(changes[change].older)
      }
      if let previous { return previous < 0 ? nil : Int(previous) }
    }
    return table.slot(of: item)
  }

  /// Records that `item`, at slot `previousSlot` (-1: absent) until now, changes at `version`. Only the first change
  /// of an item per version is kept: older versions read the slot it had before that version.
  @inlinable
  internal func record(_ item: Item, previousSlot: Int, version: Int) {
    let index = Int32(truncatingIfNeeded: changes.count)
    if let head = log.slot(of: item) {
      if changes[head].version == version { return }
      changes.append(
        _ItemTableChange(
          version: version, previousSlot: Int32(truncatingIfNeeded: previousSlot),
          older: Int32(truncatingIfNeeded: head)))
    } else {
      changes.append(
        _ItemTableChange(version: version, previousSlot: Int32(truncatingIfNeeded: previousSlot), older: -1))
    }
    log.setSlot(Int(index), for: item)
  }

  /// Turns the table back into what it was at `version` and forgets the log (the storage unshared, or a fresh copy).
  ///
  /// - Complexity: O(l) for l logged changes.
  @inlinable
  internal func rollBack(to version: Int) {
    if version != tip {
      for item in log.items {
        let slot = self.slot(of: item, at: version)
        if let slot { table.setSlot(slot, for: item) } else { table.remove(item) }
      }
    }
    tip = version
    if !changes.isEmpty {
      log = _ItemTable()
      changes = []
    }
  }

  /// A storage of its own holding the table as it was at `version` (the lock held).
  ///
  /// - Complexity: O(n + l).
  @inlinable
  internal func forked(at version: Int) -> _ItemTableStorage<Item> {
    let copy = _ItemTableStorage(table: table)
    copy.tip = tip
    copy.log = log
    copy.changes = changes
    copy.rollBack(to: version)
    copy.tip = 0
    return copy
  }
}

/// The item table of one snapshot value: a shared `_ItemTableStorage` and the version this value sees.
///
/// The read operations answer for this value's version; the edits make this value the storage's tip (forking when
/// it is not) and log what they replace when other values share the storage.
@usableFromInline
internal struct _SharedItemTable<Item: Hashable & Sendable>: Sendable {
  @usableFromInline internal var storage: _ItemTableStorage<Item>?
  @usableFromInline internal var version: Int
  /// Number of items at this value's version.
  @usableFromInline internal var count: Int

  @inlinable
  internal init() {
    storage = nil
    version = 0
    count = 0
  }

  // MARK: Reads

  /// The slot of `item`, or `nil` when it is not in the table.
  ///
  /// - Complexity: O(1) expected.
  @inlinable
  internal func slot(of item: Item) -> Int? {
    guard let storage else { return nil }
    let version = self.version
    return storage.locked { storage.slot(of: item, at: version) }
  }

  /// Whether `item` is in the table.
  ///
  /// - Complexity: O(1) expected.
  @inlinable
  internal func contains(_ item: Item) -> Bool { slot(of: item) != nil }

  /// The flat table of this value's version when this value is its storage's tip (as it is after an edit), to read
  /// without taking the lock per lookup; `nil` otherwise. The copy shares the table's arrays, so a later edit of the
  /// storage copies them instead of changing this copy.
  ///
  /// - Complexity: O(1).
  @inlinable
  internal func tipTable() -> _ItemTable<Item>? {
    guard let storage else { return nil }
    let version = self.version
    return storage.locked { storage.tip == version ? storage.table : nil }
  }

  /// Whether every identifier is in the table and none is repeated.
  ///
  /// - Complexity: O(k) lookups (plus O(n / 64) for the tip's bit set).
  @inlinable
  internal func containsAllOnce(_ identifiers: [Item]) -> Bool {
    guard let storage else { return identifiers.isEmpty }
    let version = self.version
    return storage.locked {
      if version == storage.tip { return storage.table.indicesOfUniquePresent(identifiers) != nil }
      var seen = Set<Item>(minimumCapacity: identifiers.count)
      for id in identifiers where storage.slot(of: id, at: version) == nil || !seen.insert(id).inserted {
        return false
      }
      return true
    }
  }

  // MARK: Edits

  /// Makes this value's storage its own when nobody else holds it (rolling back a newer tip that no value holds any
  /// more); `false` when it is shared.
  @inlinable
  internal mutating func _isUnshared() -> Bool {
    guard storage != nil else {
      storage = _ItemTableStorage()
      version = 0
      return true
    }
    guard isKnownUniquelyReferenced(&storage!) else { return false }
    storage!.rollBack(to: version)
    return true
  }

  /// Runs `edit` on the shared storage as its new tip (`edit` gets the version to log under), holding the lock;
  /// `nil`, with nothing done, when this value is not the tip or the log has grown as large as the table.
  @inlinable
  internal mutating func _editShared<R: Sendable>(_ edit: (_ItemTableStorage<Item>, Int) -> R) -> R? {
    let storage = self.storage!
    let version = self.version
    let outcome: (result: R, count: Int)? = storage.locked {
      guard storage.tip == version, storage.changes.count <= Swift.max(1024, storage.table.count) else { return nil }
      let result = edit(storage, version &+ 1)
      storage.tip = version &+ 1
      return (result, storage.table.count)
    }
    guard let outcome else { return nil }
    self.version = version &+ 1
    count = outcome.count
    return outcome.result
  }

  /// Takes a storage of its own holding this value's version (after `_editShared` refused).
  @inlinable
  internal mutating func _fork() {
    let storage = self.storage!
    let version = self.version
    self.storage = storage.locked { storage.forked(at: version) }
    self.version = 0
  }

  /// Runs `unshared` on a storage this value holds alone, or `shared` on the storage as its new tip (forking when
  /// that is refused); keeps `count` current.
  @inlinable
  internal mutating func _edit<R: Sendable>(
    unshared: (inout _ItemTable<Item>) -> R, shared: (_ItemTableStorage<Item>, Int) -> R
  ) -> R {
    if !_isUnshared() {
      if let result = _editShared(shared) { return result }
      _fork()
    }
    let result = unshared(&storage!.table)
    count = storage!.table.count
    return result
  }

  /// Adds every identifier with `slot`. Returns `false`, with the table as before, when an identifier was already
  /// present or is repeated.
  ///
  /// A batch larger than the table this value sees (a first page, the children shown under an expanded parent)
  /// takes a table of its own first instead of logging every item: the copy costs O(n + l) with n < k and l ≤
  /// max(1024, n), less than logging k changes, and the edit then runs on a table nobody else holds.
  ///
  /// - Complexity: O(k) amortized.
  @inlinable
  internal mutating func insertNew(_ identifiers: [Item], slot: Int) -> Bool {
    if identifiers.count > Swift.max(count, 64), storage != nil, !isKnownUniquelyReferenced(&storage!) { _fork() }
    return _edit(
      unshared: { $0.insertNew(identifiers, slot: slot) },
      shared: { storage, version in
        guard storage.table.insertNew(identifiers, slot: slot) else { return false }
        for id in identifiers { storage.record(id, previousSlot: -1, version: version) }
        return true
      })
  }

  /// Sets the slot of `item`, adding it when absent.
  ///
  /// - Complexity: O(1) amortized.
  @inlinable
  internal mutating func setSlot(_ slot: Int, for item: Item) {
    _edit(
      unshared: { $0.setSlot(slot, for: item) },
      shared: { storage, version in
        storage.record(item, previousSlot: storage.table.slot(of: item) ?? -1, version: version)
        storage.table.setSlot(slot, for: item)
      })
  }

  /// Removes `item`; returns its slot, or `nil` when it was absent.
  ///
  /// - Complexity: O(1) expected.
  @inlinable
  @discardableResult
  internal mutating func remove(_ item: Item) -> Int? {
    _edit(
      unshared: { $0.remove(item) },
      shared: { storage, version in
        guard let slot = storage.table.remove(item) else { return nil }
        storage.record(item, previousSlot: slot, version: version)
        return slot
      })
  }

  /// Removes every identifier and returns each with its slot, in argument order, when all are present and none is
  /// repeated; otherwise `nil`, with the table as before.
  ///
  /// - Complexity: O(k) lookups plus one compaction, O(n).
  @inlinable
  internal mutating func removeAllPresent(_ identifiers: [Item]) -> [(item: Item, slot: Int)]? {
    func remove(_ table: inout _ItemTable<Item>) -> [(item: Item, slot: Int)]? {
      guard let (indices, marks) = table.indicesOfUniquePresent(identifiers) else { return nil }
      let located = indices.map { (item: table.items[$0], slot: Int(table.slots[$0])) }
      table.removeMarked(marks, removedCount: indices.count)
      return located
    }
    return _edit(
      unshared: { remove(&$0) },
      shared: { storage, version in
        let located = remove(&storage.table)
        for (item, slot) in located ?? [] { storage.record(item, previousSlot: slot, version: version) }
        return located
      })
  }

  /// Removes every item whose slot is set in `deletedSlots` (indexed by slot); returns how many.
  ///
  /// - Complexity: O(n + capacity), no hashing (plus one log entry per removed item when shared).
  @inlinable
  internal mutating func removeAll(inSlots deletedSlots: [Bool]) -> Int {
    _edit(
      unshared: { $0.removeAll(inSlots: deletedSlots) },
      shared: { storage, version in
        for (index, slot) in storage.table.slots.enumerated() where deletedSlots[Int(slot)] {
          storage.record(storage.table.items[index], previousSlot: Int(slot), version: version)
        }
        return storage.table.removeAll(inSlots: deletedSlots)
      })
  }

  /// Describes every broken invariant of the table at this value's version; empty when consistent (the flat table
  /// is checked when this value is its tip).
  internal func invariantViolations() -> [String] {
    guard let storage else { return count == 0 ? [] : ["item table: \(count) items without storage"] }
    let version = self.version
    return storage.locked {
      guard version == storage.tip else { return [] }
      var problems = storage.table.invariantViolations()
      if storage.table.count != count { problems.append("item table: count \(count), table \(storage.table.count)") }
      return problems
    }
  }
}

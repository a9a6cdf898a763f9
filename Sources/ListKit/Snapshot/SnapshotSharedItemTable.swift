// The item index of `DiffableDataSourceSnapshot` as copies share it: one flat item table per family of snapshot
// copies, versioned, so that a copy is O(1) and an edit of a copy O(k) instead of a copy of the whole table. The
// storage it points to is `_ItemTableStorage`; docs/storage.md, "The versioned shared table", is the whole picture.

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

  /// The slot of `item` and the label of the leaf that holds it, as a hint (`_ItemTable.hints`), or `nil` when it
  /// is not in the table.
  ///
  /// - Complexity: O(1) expected.
  @inlinable
  internal func location(of item: Item) -> (slot: Int, hint: UInt64)? {
    guard let storage else { return nil }
    let version = self.version
    return storage.locked { storage.location(of: item, at: version) }
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
    return storage.locked { storage.tip == version && storage.base == nil ? storage.table : nil }
  }

  /// Whether every identifier is in the table and none is repeated.
  ///
  /// - Complexity: O(k) lookups (plus O(n / 64) for the tip's bit set).
  @inlinable
  internal func containsAllOnce(_ identifiers: [Item]) -> Bool {
    guard let storage else { return identifiers.isEmpty }
    let version = self.version
    return storage.locked {
      if version == storage.tip && storage.base == nil {
        return storage.table.indicesOfUniquePresent(identifiers) != nil
      }
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
    storage!.rollBack(to: version, count: count)
    return true
  }

  /// Runs `edit` on the shared storage as its new tip (`edit` gets the version to log under), holding the lock;
  /// `nil`, with nothing done, when this value is not the tip or the log has grown as large as the table.
  @inlinable
  internal mutating func _editShared<R: Sendable>(_ edit: (_ItemTableStorage<Item>, Int?) -> R) -> R? {
    let storage = self.storage!
    let version = self.version
    let outcome: (result: R, count: Int)? = storage.locked {
      guard storage.tip == version, storage.changes.count <= Swift.max(1024, storage.table.count) else { return nil }
      let result = edit(storage, version &+ 1)
      storage.tip = version &+ 1
      return (result, storage.count)
    }
    guard let outcome else { return nil }
    self.version = version &+ 1
    count = outcome.count
    return outcome.result
  }

  /// Takes a storage of its own holding this value's version (after `_editShared` refused): an overlay over the
  /// shared one when `overlay` allows it and this value is not the tip, else a flat copy.
  @inlinable
  internal mutating func _fork(overlay: Bool) {
    let storage = self.storage!
    let version = self.version
    let count = self.count
    self.storage = storage.locked { storage.forked(at: version, count: count, overlay: overlay) }
    self.version = 0
  }

  /// Runs `edit` on a storage this value holds alone (no log), or on the shared storage as its new tip (forking
  /// when that is refused); keeps `count` current.
  @inlinable
  internal mutating func _edit<R: Sendable>(_ edit: (_ItemTableStorage<Item>, _ log: Int?) -> R) -> R {
    if !_isUnshared() {
      if let result = _editShared(edit) { return result }
      _fork(overlay: true)
    }
    let storage = self.storage!
    let result = edit(storage, nil)
    count = storage.count
    return result
  }

  /// Adds every identifier with `slot` and the leaf labels `hints` gives them (0 without). Returns `false`, with the
  /// table as before, when an identifier was already present or is repeated.
  ///
  /// A batch larger than the table this value sees (a first page, the children shown under an expanded parent)
  /// takes a flat table of its own first instead of logging every item: the copy costs O(n + l) with n < k and l ≤
  /// max(1024, n), less than logging k changes, and the edit then runs on a table nobody else holds.
  ///
  /// - Complexity: O(k) amortized.
  @inlinable
  internal mutating func insertNew(_ identifiers: [Item], slot: Int, hints: _LeafHints?) -> Bool {
    if identifiers.count > Swift.max(count, 64), storage != nil, !isKnownUniquelyReferenced(&storage!) {
      _fork(overlay: false)
    }
    return _edit { $0.insertNew(identifiers, slot: slot, hints: hints, log: $1) }
  }

  /// Sets the slot and the leaf hint of `item`, adding it when absent.
  ///
  /// - Complexity: O(1) amortized.
  @inlinable
  internal mutating func setSlot(_ slot: Int, for item: Item, hint: UInt64) {
    _edit { $0.setSlot(slot, for: item, hint: hint, log: $1) }
  }

  /// Removes `item`; returns its slot and leaf hint, or `nil` when it was absent.
  ///
  /// - Complexity: O(1) expected.
  @inlinable
  @discardableResult
  internal mutating func remove(_ item: Item) -> (slot: Int, hint: UInt64)? {
    _edit { $0.remove(item, log: $1) }
  }

  /// Records the labels of the leaves `insertion` wrote into as the hints of the items there: `inserted` (in the
  /// landing leaf unless a created leaf holds them) and every item of a created leaf. Hints are not versioned: they
  /// are written into the shared table when this value is its tip, which needs no new version, and dropped
  /// otherwise (a stale hint costs a scan, not a wrong answer).
  ///
  /// - Complexity: O(k + leafCapacity · created leaves) lookups.
  @inlinable
  internal mutating func recordHints<C: Collection>(inserted: C, _ insertion: _ItemInsertion<Item>)
  where C.Element == Item {
    guard storage != nil else { return }
    func write(_ table: inout _ItemTable<Item>) {
      for item in inserted { table.setHint(insertion.landing, for: item) }
      for leaf in insertion.created { leaf.withItems { for item in $0 { table.setHint(leaf.label, for: item) } } }
    }
    if isKnownUniquelyReferenced(&storage!) { return write(&storage!.table) }
    let storage = self.storage!
    let version = self.version
    storage.locked { if storage.tip == version { write(&storage.table) } }
  }

  /// Removes every identifier when all are present and none is repeated, and returns what `locate` makes of each
  /// (given the item, its slot and its leaf hint), in argument order; otherwise `nil`, with the table as before.
  ///
  /// - Complexity: O(k) lookups plus one compaction, O(n).
  @inlinable
  internal mutating func removeAllPresent<Located: Sendable>(
    _ identifiers: [Item], locate: (_ item: Item, _ slot: Int, _ hint: UInt64) -> Located
  ) -> [Located]? {
    _edit { $0.removeAllPresent(identifiers, log: $1, locate: locate) }
  }

  /// Removes every item whose slot is set in `deletedSlots` (indexed by slot); returns how many.
  ///
  /// - Complexity: O(n + capacity), no hashing (plus one log entry per removed item when shared).
  @inlinable
  internal mutating func removeAll(inSlots deletedSlots: [Bool]) -> Int {
    _edit { $0.removeAll(inSlots: deletedSlots, log: $1) }
  }

  /// Describes every broken invariant of the table at this value's version; empty when consistent (the table is
  /// checked when this value is its tip: a flat one in full, an overlay's entries and its count against its base).
  internal func invariantViolations() -> [String] {
    guard let storage else { return count == 0 ? [] : ["item table: \(count) items without storage"] }
    let version = self.version
    let count = self.count
    return storage.locked {
      guard version == storage.tip else { return [] }
      var problems = storage.table.invariantViolations()
      guard let base = storage.base else {
        if storage.table.count != count { problems.append("item table: count \(count), table \(storage.table.count)") }
        return problems
      }
      var counted = storage.baseCount
      let baseVersion = storage.baseVersion
      for (item, slot) in zip(storage.table.items, storage.table.slots) {
        let inBase = base.locked { base.slot(of: item, at: baseVersion) } != nil
        counted += (slot >= 0 ? 1 : 0) - (inBase ? 1 : 0)
      }
      if counted != count || storage.overlayCount != count {
        problems.append("item table: count \(count), overlay \(storage.overlayCount), counted \(counted)")
      }
      return problems
    }
  }
}

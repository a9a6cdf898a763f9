// Item mutators of `DiffableDataSourceSnapshot`: append, insert, delete, move, reload, reconfigure — checked
// (`try…`, throws `SnapshotError`, value untouched on failure) and Apple-shaped (traps with Apple's message).

extension DiffableDataSourceSnapshot {
  // MARK: Append

  /// Appends items to the end of `toSection`, or of the last section when `toSection` is `nil`.
  ///
  /// Checks, in order: the snapshot has no sections → `.noSections`; the argument repeats an item →
  /// `.itemsNotUnique`; `toSection` unknown → `.appendToUnknownSection`. On failure nothing changes.
  ///
  /// Items that are already in the snapshot (in any section) are **moved** to their place in the appended run, as
  /// Apple does; the returned warning lists them (`SnapshotWarning.Kind.itemsAlreadyExist`).
  ///
  /// > Warning: Appending an item that is already there is not an error: it moves the item (iOS 15 and later logs
  /// > a warning and moves it too). `tryAppendItems` returns the warning, so a caller that meant a new item can see
  /// > it; `appendItems` sends it to `SnapshotWarning.handler`.
  ///
  ///     try snapshot.tryAppendItems([1, 2], toSection: "A")
  ///     let warnings = try snapshot.tryAppendItems([2, 3])   // 2 moves to the last section, then 3
  ///
  /// - Complexity: O(k) for k items, one hash operation each when none of them exists yet; otherwise also
  ///   O(size of the sections the existing items leave).
  @discardableResult
  @inlinable
  public mutating func tryAppendItems(
    _ identifiers: [ItemIdentifierType], toSection: SectionIdentifierType? = nil
  ) throws(SnapshotError) -> [SnapshotWarning] {
    defer { _checkInvariants() }
    if _sectionIdentifiers.isEmpty { throw .noSections }
    let sectionIndex: Int
    if let toSection {
      guard let index = _sectionIndex[toSection] else {
        try Self._checkUniqueItems(identifiers)
        throw .appendToUnknownSection(String(describing: toSection))
      }
      sectionIndex = index
    } else {
      sectionIndex = _sectionIdentifiers.count - 1
    }
    guard !identifiers.isEmpty else { return [] }
    let slot = _sectionSlots[sectionIndex]
    // The table records each new item's leaf label as it adds the item: where an append goes is known before.
    if _itemSlots.insertNew(
      identifiers, slot: slot, hints: _sections[sectionIndex].appendHints(count: identifiers.count))
    {
      _invalidateQueryCache()
      _sections[sectionIndex].append(contentsOf: identifiers)
      _numberOfItems += identifiers.count
      return []
    }
    try Self._checkUniqueItems(identifiers)
    let existing = identifiers.filter { _itemSlots.contains($0) }
    _invalidateQueryCache()
    _detachExistingItems(existing)
    _claimInserted(identifiers, slot: slot, _sections[sectionIndex].append(contentsOf: identifiers))
    _numberOfItems += identifiers.count
    return [SnapshotWarning(kind: .itemsAlreadyExist, identifiers: existing.map { String(describing: $0) })]
  }

  /// Apple-shaped `appendItems(_:toSection:)`: traps where `tryAppendItems` throws; warnings go to
  /// `SnapshotWarning.handler`.
  ///
  /// - Complexity: as `tryAppendItems`.
  @inlinable
  public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection: SectionIdentifierType? = nil) {
    SnapshotWarning.emit(_trapping { try tryAppendItems(identifiers, toSection: toSection) })
  }

  // MARK: Insert

  /// Inserts items, contiguously and in argument order, immediately before `beforeItem`, in its section.
  ///
  /// Checks, in order: repeated argument → `.itemsNotUnique`; `beforeItem` is in the argument →
  /// `.itemInsertDestinationInInsertedItems`; `beforeItem` unknown → `.insertRelativeToUnknownItem`. On failure
  /// nothing changes. Items already in the snapshot are moved into place (position computed after removing them)
  /// and reported in the returned warning.
  ///
  /// - Complexity: O(k + log n + leafCapacity) when every item is new: the destination is found from the leaf the item
  ///   table names for it (a scan of its section when that hint is stale, see `_ItemList.index(ofUnique:hint:)`);
  ///   plus the sections existing items leave.
  @discardableResult
  @inlinable
  public mutating func tryInsertItems(
    _ identifiers: [ItemIdentifierType], beforeItem: ItemIdentifierType
  ) throws(SnapshotError) -> [SnapshotWarning] {
    try _insertItems(identifiers, relativeTo: beforeItem, after: false)
  }

  /// Inserts items immediately after `afterItem`; same checks and moves as `tryInsertItems(_:beforeItem:)`.
  ///
  /// - Complexity: O(k + log n + leafCapacity) when every item is new: the destination is found from the leaf the item
  ///   table names for it (a scan of its section when that hint is stale, see `_ItemList.index(ofUnique:hint:)`);
  ///   plus the sections existing items leave.
  @discardableResult
  @inlinable
  public mutating func tryInsertItems(
    _ identifiers: [ItemIdentifierType], afterItem: ItemIdentifierType
  ) throws(SnapshotError) -> [SnapshotWarning] {
    try _insertItems(identifiers, relativeTo: afterItem, after: true)
  }

  /// Apple-shaped `insertItems(_:beforeItem:)`: traps where `tryInsertItems` throws; warnings go to the handler.
  ///
  /// - Complexity: as `tryInsertItems`.
  @inlinable
  public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem: ItemIdentifierType) {
    SnapshotWarning.emit(_trapping { try tryInsertItems(identifiers, beforeItem: beforeItem) })
  }

  /// Apple-shaped `insertItems(_:afterItem:)`: traps where `tryInsertItems` throws; warnings go to the handler.
  ///
  /// - Complexity: as `tryInsertItems`.
  @inlinable
  public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem: ItemIdentifierType) {
    SnapshotWarning.emit(_trapping { try tryInsertItems(identifiers, afterItem: afterItem) })
  }

  @inlinable
  internal mutating func _insertItems(
    _ identifiers: [ItemIdentifierType], relativeTo destination: ItemIdentifierType, after: Bool
  ) throws(SnapshotError) -> [SnapshotWarning] {
    defer { _checkInvariants() }
    // Fast path: the destination exists and every item is new (which also rules out repeats and the destination).
    let unique = _hasUniqueItems
    if let (slot, hint) = _itemSlots.location(of: destination),
      _itemSlots.insertNew(identifiers, slot: slot, hints: nil)
    {
      guard !identifiers.isEmpty else { return [] }
      _invalidateQueryCache()
      let section = _slotSections[slot]
      let position = _position(of: destination, inSection: section, hint: hint, unique: unique) + (after ? 1 : 0)
      let insertion = _sections[section].insert(contentsOf: identifiers, at: position)
      _itemSlots.recordHints(inserted: identifiers, insertion)
      _numberOfItems += identifiers.count
      return []
    }
    try Self._checkUniqueItems(identifiers)
    if identifiers.contains(destination) {
      throw .itemInsertDestinationInInsertedItems(String(describing: destination))
    }
    guard let slot = _itemSlots.slot(of: destination) else {
      throw .insertRelativeToUnknownItem(String(describing: destination))
    }
    let existing = identifiers.filter { _itemSlots.contains($0) }
    _invalidateQueryCache()
    _detachExistingItems(existing)
    let section = _slotSections[slot]
    let position = _sections[section].firstIndex(of: destination)! + (after ? 1 : 0)
    _claimInserted(identifiers, slot: slot, _sections[section].insert(contentsOf: identifiers, at: position))
    _numberOfItems += identifiers.count
    return [SnapshotWarning(kind: .itemsAlreadyExist, identifiers: existing.map { String(describing: $0) })]
  }

  // MARK: Delete

  /// Deletes items; items that are not in the snapshot are ignored, and sections stay even when emptied. Reload
  /// and reconfigure marks are kept (resolved when the snapshot is applied, docs/semantics.md §8.5).
  ///
  /// Fails with `.itemsNotUnique` when the argument repeats an item (nothing changes).
  ///
  /// - Complexity: O(k · (log n + leafCapacity)) for a few items (each found from the leaf the item table names for
  ///   it), O(k + size of the touched sections) for many: deleting 5,000 of 10,000 items is linear.
  @inlinable
  public mutating func tryDeleteItems(_ identifiers: [ItemIdentifierType]) throws(SnapshotError) {
    defer { _checkInvariants() }
    // Many items: locate them all (a repeat finds its index already marked) before changing anything, then one
    // compaction of the table.
    let slotSections = _slotSections
    if identifiers.count &* 8 >= _itemSlots.count,
      let located = _itemSlots.removeAllPresent(
        identifiers, locate: { item, slot, hint in (section: slotSections[slot], item: item, hint: hint) })
    {
      guard !located.isEmpty else { return }
      _invalidateQueryCache()
      _removeFromSections(located, removedFromTable: true)
      return
    }
    // Taking each argument out of the table proves the argument unique when every one was there (a repeat would
    // miss the second time); only a miss pays for the separate uniqueness check, which restores the table.
    var located: [(section: Int, item: ItemIdentifierType, hint: UInt64)] = []
    located.reserveCapacity(identifiers.count)
    var missed = false
    for id in identifiers {
      if let (slot, hint) = _itemSlots.remove(id) {
        located.append((_slotSections[slot], id, hint))
      } else {
        missed = true
      }
    }
    if missed {
      let duplicates = Self._duplicates(in: identifiers)
      if !duplicates.isEmpty {
        for (section, item, hint) in located { _itemSlots.setSlot(_sectionSlots[section], for: item, hint: hint) }
        throw .itemsNotUnique(duplicates.map { String(describing: $0) })
      }
    }
    guard !located.isEmpty else { return }
    _invalidateQueryCache()
    _removeFromSections(located, removedFromTable: true)
  }

  /// Apple-shaped `deleteItems(_:)`: traps where `tryDeleteItems` throws.
  ///
  /// - Complexity: as `tryDeleteItems`.
  @inlinable
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    _trapping { try tryDeleteItems(identifiers) }
  }

  /// Deletes every item **and every section** (observed Apple behaviour, docs/semantics.md §8.1): the result equals
  /// `DiffableDataSourceSnapshot()`, marks included.
  ///
  /// - Complexity: O(1) (plus releasing the storage).
  @inlinable
  public mutating func deleteAllItems() {
    defer { _checkInvariants() }
    self = Self()
  }

  // MARK: Move

  /// Moves `identifier` immediately before `beforeItem`, into `beforeItem`'s section (cross-section moves allowed).
  ///
  /// Checks, in order: `identifier == beforeItem` → `.itemMoveToItself`; `identifier` unknown →
  /// `.moveUnknownItem`; `beforeItem` unknown → `.moveRelativeToUnknownItem`. On failure nothing changes.
  ///
  /// - Complexity: O(log n + leafCapacity): both items are found from the leaves the item table names for them (a
  ///   scan of their sections when a hint is stale, see `_ItemList.index(ofUnique:hint:)`).
  @inlinable
  public mutating func tryMoveItem(
    _ identifier: ItemIdentifierType, beforeItem: ItemIdentifierType
  ) throws(SnapshotError) {
    try _moveItem(identifier, relativeTo: beforeItem, after: false)
  }

  /// Moves `identifier` immediately after `afterItem`; same checks as `tryMoveItem(_:beforeItem:)`.
  ///
  /// - Complexity: O(log n + leafCapacity): both items are found from the leaves the item table names for them (a
  ///   scan of their sections when a hint is stale, see `_ItemList.index(ofUnique:hint:)`).
  @inlinable
  public mutating func tryMoveItem(
    _ identifier: ItemIdentifierType, afterItem: ItemIdentifierType
  ) throws(SnapshotError) {
    try _moveItem(identifier, relativeTo: afterItem, after: true)
  }

  /// Apple-shaped `moveItem(_:beforeItem:)`: traps where `tryMoveItem` throws.
  ///
  /// - Complexity: as `tryMoveItem`.
  @inlinable
  public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem: ItemIdentifierType) {
    _trapping { try tryMoveItem(identifier, beforeItem: beforeItem) }
  }

  /// Apple-shaped `moveItem(_:afterItem:)`: traps where `tryMoveItem` throws.
  ///
  /// - Complexity: as `tryMoveItem`.
  @inlinable
  public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem: ItemIdentifierType) {
    _trapping { try tryMoveItem(identifier, afterItem: afterItem) }
  }

  @inlinable
  internal mutating func _moveItem(
    _ identifier: ItemIdentifierType, relativeTo destination: ItemIdentifierType, after: Bool
  ) throws(SnapshotError) {
    defer { _checkInvariants() }
    if identifier == destination { throw .itemMoveToItself(String(describing: identifier)) }
    guard let (fromSlot, fromHint) = _itemSlots.location(of: identifier) else {
      throw .moveUnknownItem(String(describing: identifier))
    }
    guard let (toSlot, toHint) = _itemSlots.location(of: destination) else {
      throw .moveRelativeToUnknownItem(String(describing: destination))
    }
    _invalidateQueryCache()
    let unique = _hasUniqueItems
    let fromSection = _slotSections[fromSlot]
    _sections[fromSection].remove(
      at: _position(of: identifier, inSection: fromSection, hint: fromHint, unique: unique))
    let toSection = _slotSections[toSlot]
    let position = _position(of: destination, inSection: toSection, hint: toHint, unique: unique) + (after ? 1 : 0)
    let insertion = _sections[toSection].insert(identifier, at: position)
    if fromSlot != toSlot { _itemSlots.setSlot(toSlot, for: identifier, hint: insertion.landing) }
    _itemSlots.recordHints(inserted: CollectionOfOne(identifier), insertion)
  }

  // MARK: Reload and reconfigure

  /// Records items to be reloaded (new cell) when the snapshot is applied (`reloadedItemIdentifiers`, record
  /// order, no repeats).
  ///
  /// > Warning: A reload marks an identifier; it does not store a new value. The snapshot keeps the value it holds
  /// > for the identifier (an item equal to the argument by `==`), and the cell provider is given that value. For an
  /// > `Identifiable` item whose content changed (a new like count), put the new value in the snapshot — build it
  /// > from the new values, or delete and insert the item — and mark it; `reconfigureItems` is the same.
  ///
  /// Checks, in order: repeated argument → `.itemsNotUnique`; an item not in the snapshot → `.reloadUnknownItem`
  /// (the first one). On failure no mark is recorded.
  ///
  /// - Complexity: O(k + r) for k arguments and r items already marked: reloading 5,000 items is linear.
  @inlinable
  public mutating func tryReloadItems(_ identifiers: [ItemIdentifierType]) throws(SnapshotError) {
    defer { _checkInvariants() }
    // Fast path: every item found once (a repeat finds its index already marked); else the checks, in Apple's order.
    if !_itemSlots.containsAllOnce(identifiers) {
      try Self._checkUniqueItems(identifiers)
      if let unknown = identifiers.first(where: { !_itemSlots.contains($0) }) {
        throw .reloadUnknownItem(String(describing: unknown))
      }
    }
    Self._appendMarks(identifiers, to: &_reloadedItems)
  }

  /// Apple-shaped `reloadItems(_:)`: traps where `tryReloadItems` throws.
  ///
  /// - Complexity: O(k + r).
  @inlinable
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    _trapping { try tryReloadItems(identifiers) }
  }

  /// Records items to be reconfigured in place when the snapshot is applied (`reconfiguredItemIdentifiers`,
  /// record order, no repeats). An item may be both reloaded and reconfigured.
  ///
  /// Checks, in order: repeated argument → `.itemsNotUnique`; an item not in the snapshot →
  /// `.reconfigureUnknownItem` (the first one). On failure no mark is recorded.
  ///
  /// - Complexity: O(k + r).
  @inlinable
  public mutating func tryReconfigureItems(_ identifiers: [ItemIdentifierType]) throws(SnapshotError) {
    defer { _checkInvariants() }
    // Fast path: every item found once (a repeat finds its index already marked); else the checks, in Apple's order.
    if !_itemSlots.containsAllOnce(identifiers) {
      try Self._checkUniqueItems(identifiers)
      if let unknown = identifiers.first(where: { !_itemSlots.contains($0) }) {
        throw .reconfigureUnknownItem(String(describing: unknown))
      }
    }
    Self._appendMarks(identifiers, to: &_reconfiguredItems)
  }

  /// Apple-shaped `reconfigureItems(_:)`: traps where `tryReconfigureItems` throws.
  ///
  /// - Complexity: O(k + r).
  @inlinable
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    _trapping { try tryReconfigureItems(identifiers) }
  }

  // MARK: Helpers

  /// Whether no item occurs twice (the item table holds one entry per distinct item).
  @inlinable
  internal var _hasUniqueItems: Bool { _itemSlots.count == _numberOfItems }

  /// The position of `item` in section `section`, which holds it: when the snapshot's items are `unique`, in the
  /// leaf its `hint` leads to (the item table's), else searched from both ends; otherwise the first occurrence.
  ///
  /// - Complexity: O(log n + leafCapacity) when unique and the hint holds, O(min(position, count − position)) when
  ///   it does not, else O(position).
  @inlinable
  internal func _position(of item: ItemIdentifierType, inSection section: Int, hint: UInt64, unique: Bool) -> Int {
    unique ? _sections[section].index(ofUnique: item, hint: hint)! : _sections[section].firstIndex(of: item)!
  }

  /// Gives every identifier, some of them already in the table, `slot` and the label of the leaf `insertion` wrote
  /// them into (the leaves it created relabel the items they hold).
  @inlinable
  internal mutating func _claimInserted(
    _ identifiers: [ItemIdentifierType], slot: Int, _ insertion: _ItemInsertion<ItemIdentifierType>
  ) {
    for id in identifiers { _itemSlots.setSlot(slot, for: id, hint: insertion.landing) }
    _itemSlots.recordHints(inserted: EmptyCollection(), insertion)
  }

  /// Takes existing items out of their sections (their table entries stay; the caller rewrites them).
  @inlinable
  internal mutating func _detachExistingItems(_ existing: [ItemIdentifierType]) {
    guard !existing.isEmpty else { return }
    let located = existing.map { item in
      let (slot, hint) = _itemSlots.location(of: item)!
      return (section: _slotSections[slot], item: item, hint: hint)
    }
    _removeFromSections(located, removedFromTable: false)
  }

  /// Removes located items from their sections and updates `_numberOfItems`. Sections losing few items use a linear
  /// search per item; others one filtering pass (chunks that lose nothing stay shared with copies) that keeps the
  /// items the item table still holds when the located items were `removedFromTable` (no second table to build),
  /// else drops the members of a table of the located items. Located items that were removed from the table in list
  /// order (a range, the result of a filter) are first matched against the leaves' items in step, without hashing.
  ///
  /// - Complexity: O(k + size of the touched sections).
  @inlinable
  internal mutating func _removeFromSections(
    _ located: [(section: Int, item: ItemIdentifierType, hint: UInt64)], removedFromTable: Bool
  ) {
    _numberOfItems -= located.count
    if located.count <= 4 {
      // The table no longer holds the located items: unique when the rest agrees with it.
      let unique = _itemSlots.count == _numberOfItems
      for (section, item, hint) in located {
        _sections[section].remove(at: _position(of: item, inSection: section, hint: hint, unique: unique))
      }
      return
    }
    // The touched sections, in order, with the items each loses: counted in one pass (no sort of k section numbers).
    var removedCounts = [Int](repeating: 0, count: _sections.count)
    for entry in located { removedCounts[entry.section] &+= 1 }
    let seed = _itemTableSeed
    if removedFromTable, let table = _itemSlots.tipTable() {
      let isGone = { (item: ItemIdentifierType) in table._index(of: item, hash: _itemTableHash(item, seed: seed)) == nil
      }
      for section in removedCounts.indices where removedCounts[section] > 0 {
        // Only the leaves the items' hints name are read when there are few of them (a run of deleted items
        // shares its leaves); a stale hint makes the count come out short, and the whole section is filtered.
        if let (labels, inListOrder) = _leafLabels(of: located, inSection: section) {
          let expected = removedCounts[section]
          if inListOrder
            && _sections[section].removeAll(expected: expected, inLeavesLabelled: labels, inOrder: located, of: section)
          {
            continue
          }
          if _sections[section].removeAll(expected: expected, inLeavesLabelled: labels, where: isGone) { continue }
        }
        _sections[section].removeAll(where: isGone)
      }
      return
    }
    var members = _ItemTable<ItemIdentifierType>()
    _ = members.insertNew(located.map(\.item), slot: 0)
    for section in removedCounts.indices where removedCounts[section] > 0 {
      _sections[section].removeAll { members._index(of: $0, hash: _itemTableHash($0, seed: seed)) != nil }
    }
  }

  /// The leaf hints of the located items of section `section`, ascending and without repeats, and whether the items
  /// came in that order (as they do when given in list order), when there are no more runs of them than the section
  /// has full leaves (else `nil`: reading every leaf costs less than sorting them).
  ///
  /// - Complexity: O(k), plus O(m log m) for m runs of equal hints that are not in order.
  @inlinable
  internal func _leafLabels(
    of located: [(section: Int, item: ItemIdentifierType, hint: UInt64)], inSection section: Int
  ) -> (labels: [UInt64], inListOrder: Bool)? {
    let limit = Swift.max(4, _sections[section].count / _ItemList<ItemIdentifierType>.leafCapacity)
    var labels: [UInt64] = []
    var inListOrder = true
    for entry in located where entry.section == section && entry.hint != labels.last {
      if labels.count == limit { return nil }
      if let last = labels.last, entry.hint < last { inListOrder = false }
      labels.append(entry.hint)
    }
    if !inListOrder { labels.sort() }
    var unique = 0
    for label in labels where unique == 0 || label != labels[unique &- 1] {
      labels[unique] = label
      unique &+= 1
    }
    labels.removeLast(labels.count &- unique)
    return (labels, inListOrder)
  }
}

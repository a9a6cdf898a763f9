// Section mutators of `DiffableDataSourceSnapshot`: append, insert, delete, move, reload — checked (`try…`, throws
// `SnapshotError`, value untouched on failure) and Apple-shaped (traps with Apple's message).

extension DiffableDataSourceSnapshot {
  // MARK: Append

  /// Appends sections at the end, each with no items.
  ///
  /// Checks, in order: the argument repeats a section → `.sectionsNotUnique`; a section is already in the snapshot
  /// → `.sectionsAlreadyExist`. On failure nothing changes. An empty array is a no-op.
  ///
  ///     try snapshot.tryAppendSections(["A", "B"])
  ///
  /// - Complexity: O(k) hash operations for k new sections (one each when the call succeeds).
  @inlinable
  public mutating func tryAppendSections(_ identifiers: [SectionIdentifierType]) throws(SnapshotError) {
    defer { _checkInvariants() }
    guard !identifiers.isEmpty else { return }
    let base = _sectionIdentifiers.count
    if base + identifiers.count > _sectionIndex.capacity {
      _sectionIndex.reserveCapacity(Swift.max(base + identifiers.count, 2 * _sectionIndex.capacity))
    }
    // Fast path: one hash per section; the first collision undoes the claims and takes the checked path.
    for (offset, id) in identifiers.enumerated() {
      guard let previous = _sectionIndex.updateValue(base + offset, forKey: id) else { continue }
      for claimed in identifiers[..<offset] { _sectionIndex.removeValue(forKey: claimed) }
      if _sectionIndex[id] != nil { _sectionIndex[id] = previous }
      try Self._checkUniqueSections(identifiers)
      throw .sectionsAlreadyExist(
        identifiers.filter { _sectionIndex[$0] != nil }.map { String(describing: $0) })
    }
    _invalidateQueryCache()
    _sectionIdentifiers.append(contentsOf: identifiers)
    _sections.reserveCapacity(base + identifiers.count)
    _sectionSlots.reserveCapacity(base + identifiers.count)
    for offset in identifiers.indices {
      _sections.append(_ItemList())
      _sectionSlots.append(_allocateSlot(forSectionAt: base + offset))
    }
  }

  /// Appends sections at the end, each with no items; traps with Apple's message where `tryAppendSections` throws.
  ///
  /// - Complexity: O(k) hash operations for k sections.
  @inlinable
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    _trapping { try tryAppendSections(identifiers) }
  }

  // MARK: Insert

  /// Inserts sections, contiguously and in argument order, immediately before `beforeSection`.
  ///
  /// Checks, in order: repeated argument → `.sectionsNotUnique`; `beforeSection` is in the argument →
  /// `.sectionInsertDestinationInInsertedSections`; `beforeSection` unknown → `.insertRelativeToUnknownSection`;
  /// a section already exists → `.sectionsAlreadyExist`. On failure nothing changes.
  ///
  /// - Complexity: O(s + k) for s sections in the snapshot and k inserted.
  @inlinable
  public mutating func tryInsertSections(
    _ identifiers: [SectionIdentifierType], beforeSection: SectionIdentifierType
  ) throws(SnapshotError) {
    try _insertSections(identifiers, relativeTo: beforeSection, after: false)
  }

  /// Inserts sections immediately after `afterSection`; same checks as `tryInsertSections(_:beforeSection:)`.
  ///
  /// - Complexity: O(s + k).
  @inlinable
  public mutating func tryInsertSections(
    _ identifiers: [SectionIdentifierType], afterSection: SectionIdentifierType
  ) throws(SnapshotError) {
    try _insertSections(identifiers, relativeTo: afterSection, after: true)
  }

  /// Apple-shaped `insertSections(_:beforeSection:)`: traps where `tryInsertSections` throws.
  ///
  /// - Complexity: O(s + k).
  @inlinable
  public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection: SectionIdentifierType) {
    _trapping { try tryInsertSections(identifiers, beforeSection: beforeSection) }
  }

  /// Apple-shaped `insertSections(_:afterSection:)`: traps where `tryInsertSections` throws.
  ///
  /// - Complexity: O(s + k).
  @inlinable
  public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection: SectionIdentifierType) {
    _trapping { try tryInsertSections(identifiers, afterSection: afterSection) }
  }

  @inlinable
  internal mutating func _insertSections(
    _ identifiers: [SectionIdentifierType], relativeTo destination: SectionIdentifierType, after: Bool
  ) throws(SnapshotError) {
    defer { _checkInvariants() }
    try Self._checkUniqueSections(identifiers)
    if identifiers.contains(destination) {
      throw .sectionInsertDestinationInInsertedSections(String(describing: destination))
    }
    guard let destinationIndex = _sectionIndex[destination] else {
      throw .insertRelativeToUnknownSection(String(describing: destination))
    }
    let existing = identifiers.filter { _sectionIndex[$0] != nil }
    if !existing.isEmpty { throw .sectionsAlreadyExist(existing.map { String(describing: $0) }) }
    guard !identifiers.isEmpty else { return }
    _invalidateQueryCache()
    let position = after ? destinationIndex + 1 : destinationIndex
    _sectionIdentifiers.insert(contentsOf: identifiers, at: position)
    _sections.insert(
      contentsOf: repeatElement(_ItemList<ItemIdentifierType>(), count: identifiers.count), at: position)
    var slots = ContiguousArray<Int>()
    slots.reserveCapacity(identifiers.count)
    for offset in identifiers.indices { slots.append(_allocateSlot(forSectionAt: position + offset)) }
    _sectionSlots.insert(contentsOf: slots, at: position)
    _reindexSections(position..<_sectionIdentifiers.count)
  }

  // MARK: Delete

  /// Deletes sections and all their items. Sections that are not in the snapshot are ignored. Reload and
  /// reconfigure marks are kept (they are resolved when the snapshot is applied, docs/semantics.md §8.5).
  ///
  /// Fails with `.sectionsNotUnique` when the argument repeats a section (nothing changes).
  ///
  /// - Complexity: O(s + k + m): s sections, k arguments, m items in the deleted sections.
  @inlinable
  public mutating func tryDeleteSections(_ identifiers: [SectionIdentifierType]) throws(SnapshotError) {
    defer { _checkInvariants() }
    try Self._checkUniqueSections(identifiers)
    var deleted = identifiers.compactMap { _sectionIndex[$0] }
    guard !deleted.isEmpty else { return }
    _invalidateQueryCache()
    if deleted.count == _sectionIdentifiers.count {
      let marks = (_reloadedSections, _reloadedItems, _reconfiguredItems)
      self = Self()
      (_reloadedSections, _reloadedItems, _reconfiguredItems) = marks
      return
    }
    deleted.sort()
    let deletedItems = deleted.reduce(0) { $0 + _sections[$1].count }
    if deletedItems &* 8 >= _itemSlots.count {
      // Many items: one pass over the table by slot, no hashing.
      var deletedSlots = [Bool](repeating: false, count: _slotSections.count)
      for index in deleted { deletedSlots[_sectionSlots[index]] = true }
      _ = _itemSlots.removeAll(inSlots: deletedSlots)
    } else {
      for index in deleted { for item in _sections[index] { _itemSlots.remove(item) } }
    }
    for index in deleted {
      _numberOfItems -= _sections[index].count
      _sectionIndex.removeValue(forKey: _sectionIdentifiers[index])
      let slot = _sectionSlots[index]
      _slotSections[slot] = -1
      _freeSlots.append(slot)
    }
    // Compact the parallel arrays in one pass.
    var write = deleted[0]
    var next = 0
    for read in deleted[0]..<_sectionIdentifiers.count {
      if next < deleted.count && deleted[next] == read {
        next += 1
        continue
      }
      _sectionIdentifiers.swapAt(write, read)
      _sections.swapAt(write, read)
      _sectionSlots.swapAt(write, read)
      write += 1
    }
    let remaining = _sectionIdentifiers.count - deleted.count
    _sectionIdentifiers.removeLast(deleted.count)
    _sections.removeLast(deleted.count)
    _sectionSlots.removeLast(deleted.count)
    _reindexSections(deleted[0]..<remaining)
  }

  /// Apple-shaped `deleteSections(_:)`: traps where `tryDeleteSections` throws.
  ///
  /// - Complexity: O(s + k + m).
  @inlinable
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    _trapping { try tryDeleteSections(identifiers) }
  }

  // MARK: Move

  /// Moves `identifier` (with its items) immediately before `beforeSection`; the destination position is computed
  /// after the section is removed.
  ///
  /// Checks, in order: `identifier == beforeSection` → `.sectionMoveToItself`; `identifier` unknown →
  /// `.moveUnknownSection`; `beforeSection` unknown → `.moveRelativeToUnknownSection`.
  ///
  /// - Complexity: O(s).
  @inlinable
  public mutating func tryMoveSection(
    _ identifier: SectionIdentifierType, beforeSection: SectionIdentifierType
  ) throws(SnapshotError) {
    try _moveSection(identifier, relativeTo: beforeSection, after: false)
  }

  /// Moves `identifier` immediately after `afterSection`; same checks as `tryMoveSection(_:beforeSection:)`.
  ///
  /// - Complexity: O(s).
  @inlinable
  public mutating func tryMoveSection(
    _ identifier: SectionIdentifierType, afterSection: SectionIdentifierType
  ) throws(SnapshotError) {
    try _moveSection(identifier, relativeTo: afterSection, after: true)
  }

  /// Apple-shaped `moveSection(_:beforeSection:)`: traps where `tryMoveSection` throws.
  ///
  /// - Complexity: O(s).
  @inlinable
  public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection: SectionIdentifierType) {
    _trapping { try tryMoveSection(identifier, beforeSection: beforeSection) }
  }

  /// Apple-shaped `moveSection(_:afterSection:)`: traps where `tryMoveSection` throws.
  ///
  /// - Complexity: O(s).
  @inlinable
  public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection: SectionIdentifierType) {
    _trapping { try tryMoveSection(identifier, afterSection: afterSection) }
  }

  @inlinable
  internal mutating func _moveSection(
    _ identifier: SectionIdentifierType, relativeTo destination: SectionIdentifierType, after: Bool
  ) throws(SnapshotError) {
    defer { _checkInvariants() }
    if identifier == destination { throw .sectionMoveToItself(String(describing: identifier)) }
    guard let from = _sectionIndex[identifier] else { throw .moveUnknownSection(String(describing: identifier)) }
    guard var to = _sectionIndex[destination] else {
      throw .moveRelativeToUnknownSection(String(describing: destination))
    }
    if to > from { to -= 1 }
    if after { to += 1 }
    guard to != from else { return }
    _invalidateQueryCache()
    let section = _sectionIdentifiers.remove(at: from)
    let items = _sections.remove(at: from)
    let slot = _sectionSlots.remove(at: from)
    _sectionIdentifiers.insert(section, at: to)
    _sections.insert(items, at: to)
    _sectionSlots.insert(slot, at: to)
    _reindexSections(min(from, to)..<(max(from, to) + 1))
  }

  // MARK: Reload

  /// Records sections to be reloaded when the snapshot is applied (`reloadedSectionIdentifiers`, record order,
  /// no repeats).
  ///
  /// Checks, in order: repeated argument → `.sectionsNotUnique`; a section not in the snapshot →
  /// `.reloadUnknownSection` (the first one). On failure no mark is recorded.
  ///
  /// - Complexity: O(k + r) for k arguments and r sections already marked.
  @inlinable
  public mutating func tryReloadSections(_ identifiers: [SectionIdentifierType]) throws(SnapshotError) {
    defer { _checkInvariants() }
    try Self._checkUniqueSections(identifiers)
    if let unknown = identifiers.first(where: { _sectionIndex[$0] == nil }) {
      throw .reloadUnknownSection(String(describing: unknown))
    }
    Self._appendMarks(identifiers, to: &_reloadedSections)
  }

  /// Apple-shaped `reloadSections(_:)`: traps where `tryReloadSections` throws.
  ///
  /// - Complexity: O(k + r).
  @inlinable
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    _trapping { try tryReloadSections(identifiers) }
  }

  /// Appends the (unique) `identifiers` that are not yet in `marks`.
  @inlinable
  internal static func _appendMarks<T: Hashable>(_ identifiers: [T], to marks: inout ContiguousArray<T>) {
    if marks.isEmpty {
      marks.append(contentsOf: identifiers)
      return
    }
    var present = Set(marks)
    for id in identifiers where present.insert(id).inserted { marks.append(id) }
  }
}

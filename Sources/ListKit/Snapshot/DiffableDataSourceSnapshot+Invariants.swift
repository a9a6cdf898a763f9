// The one consistency checker of `DiffableDataSourceSnapshot`: called by the tests, and after every mutation in an
// internal-checks build (`LISTKIT_INTERNAL_CHECKS`).

extension DiffableDataSourceSnapshot {
  /// Describes every broken internal invariant; empty when the snapshot is consistent.
  ///
  /// Checked: the parallel section arrays have equal lengths; the section index maps exactly the sections to their
  /// positions; sections are unique; `numberOfItems` is the sum of the section sizes; items are unique across the
  /// snapshot; every section's chunk tree is consistent (`_ItemList.invariantViolations()`); the item table is
  /// consistent (`_SharedItemTable.invariantViolations()`) and holds exactly the items, each
  /// mapped to its section's slot; slots map back to their
  /// sections and free slots are unused; marks have no repeats.
  ///
  /// - Complexity: O(s + n + r).
  @usableFromInline
  internal func invariantViolations() -> [String] {
    var problems: [String] = []
    let count = _sectionIdentifiers.count
    if _sections.count != count { problems.append("_sections.count \(_sections.count) != \(count)") }
    if _sectionSlots.count != count { problems.append("_sectionSlots.count \(_sectionSlots.count) != \(count)") }
    if _sectionIndex.count != count { problems.append("_sectionIndex.count \(_sectionIndex.count) != \(count)") }
    for (index, section) in _sectionIdentifiers.enumerated() where _sectionIndex[section] != index {
      problems.append("_sectionIndex[\(section)] is \(String(describing: _sectionIndex[section])), expected \(index)")
    }
    let total = _sections.reduce(0) { $0 + $1.count }
    for items in _sections { problems += items.invariantViolations() }
    if total != _numberOfItems { problems.append("_numberOfItems \(_numberOfItems) != \(total)") }
    if _itemSlots.count != total { problems.append("item table holds \(_itemSlots.count) entries for \(total) items") }
    problems += _itemSlots.invariantViolations()
    for (index, _) in _sections.enumerated() where index < _sectionSlots.count {
      let slot = _sectionSlots[index]
      if !_slotSections.indices.contains(slot) || _slotSections[slot] != index {
        problems.append("slot \(slot) of section \(index) maps elsewhere")
      }
    }
    if let table = _itemSlots.tipTable() {
      // This value is its flat table's tip (as after every mutation): the items are looked up in the table read
      // once, without its lock, and marked by their dense index instead of hashed into a set (the same findings).
      problems += table.membershipViolations(of: _sections, slots: _sectionSlots)
    } else {
      problems += itemMembershipViolations()
    }
    var freeSeen = Set<Int>()
    for slot in _freeSlots {
      if !freeSeen.insert(slot).inserted { problems.append("slot \(slot) is free twice") }
      if !_slotSections.indices.contains(slot) || _slotSections[slot] != -1 {
        problems.append("free slot \(slot) is still bound")
      }
    }
    let bound = _slotSections.filter { $0 >= 0 }.count
    if bound != count { problems.append("\(bound) bound slots for \(count) sections") }
    if bound + _freeSlots.count != _slotSections.count { problems.append("slots leak: neither bound nor free") }
    if Set(_reloadedSections).count != _reloadedSections.count { problems.append("repeated section reload marks") }
    if Set(_reloadedItems).count != _reloadedItems.count { problems.append("repeated item reload marks") }
    if Set(_reconfiguredItems).count != _reconfiguredItems.count { problems.append("repeated reconfigure marks") }
    if let positions = _queryCache.state.withLock({ $0.positions }) {
      var position = 0
      for items in _sections {
        for item in items {
          if positions[item] != position { problems.append("cached position of \(item) is stale") }
          position += 1
        }
      }
      if positions.count != position { problems.append("cached position table has extra entries") }
    }
    return problems
  }
}

extension DiffableDataSourceSnapshot {
  /// Items are unique across the snapshot and each is mapped to its section's slot, looked up at this value's
  /// version (an older version, an overlay): the part of `invariantViolations()` that
  /// `_ItemTable.membershipViolations(of:slots:)` does for a flat table's tip.
  ///
  /// - Complexity: O(n) lookups.
  internal func itemMembershipViolations() -> [String] {
    var problems: [String] = []
    var seen = Set<ItemIdentifierType>(minimumCapacity: _numberOfItems)
    for (index, items) in _sections.enumerated() where index < _sectionSlots.count {
      let slot = _sectionSlots[index]
      for item in items {
        if !seen.insert(item).inserted { problems.append("item \(item) appears more than once") }
        if _itemSlots.slot(of: item) != slot {
          problems.append(
            "item \(item) is in section \(index) (slot \(slot)) but the table says \(String(describing: _itemSlots.slot(of: item)))"
          )
        }
      }
    }
    return problems
  }
}

extension DiffableDataSourceSnapshot: _InvariantChecked {}

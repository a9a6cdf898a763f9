// Read-only queries of `DiffableDataSourceSnapshot`: counts, identifiers, lookups, and the marks.

extension DiffableDataSourceSnapshot {
  // MARK: Counts and identifiers

  /// The total number of items, across all sections.
  ///
  /// - Complexity: O(1).
  @inlinable public var numberOfItems: Int { _numberOfItems }

  /// The number of sections.
  ///
  /// - Complexity: O(1).
  @inlinable public var numberOfSections: Int { _sectionIdentifiers.count }

  /// `true` only when the snapshot has no sections (ListKit's meaning; Apple's snapshot has no `isEmpty`). A
  /// snapshot of empty sections is **not** empty: it shows section headers and footers. Ask `numberOfItems == 0`
  /// for "no rows".
  ///
  /// - Complexity: O(1).
  @inlinable public var isEmpty: Bool { _sectionIdentifiers.isEmpty }

  /// The section identifiers, in order.
  ///
  /// - Complexity: O(s).
  @inlinable public var sectionIdentifiers: [SectionIdentifierType] { Array(_sectionIdentifiers) }

  /// All items, flattened in section order (the order `indexOfItem(_:)` counts in).
  ///
  /// - Complexity: O(n); one allocation, one bulk copy per chunk of items.
  @inlinable public var itemIdentifiers: [ItemIdentifierType] {
    // Never `unsafeUninitializedCapacity: 0` (the shared empty storage, see `SectionedDiff.diffSections`).
    guard _numberOfItems > 0 else { return [] }
    return [ItemIdentifierType](unsafeUninitializedCapacity: _numberOfItems) { buffer, initialized in
      var next = buffer.baseAddress!
      // Each section's list is borrowed in place (no copy of it, no retain of its root).
      _sections.withUnsafeBufferPointer { sections in
        for i in sections.indices { next = sections[i].copyItems(to: next) }
      }
      initialized = next - buffer.baseAddress!
    }
  }

  /// The number of items in `section`, or `.sectionNotFound` when the section is not in the snapshot.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func tryNumberOfItems(inSection section: SectionIdentifierType) throws(SnapshotError) -> Int {
    guard let index = _sectionIndex[section] else { throw .sectionNotFound(String(describing: section)) }
    return _sections[index].count
  }

  /// Apple-shaped `numberOfItems(inSection:)`: traps with "Section identifier was not found…" for an unknown
  /// section.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func numberOfItems(inSection section: SectionIdentifierType) -> Int {
    _trapping { try tryNumberOfItems(inSection: section) }
  }

  /// The items of `section`, in order, or `.sectionNotFound` when the section is not in the snapshot (iOS 14+
  /// behaviour; iOS 13 returned `[]`).
  ///
  /// - Complexity: O(items of the section); one allocation.
  @inlinable
  public func tryItemIdentifiers(
    inSection section: SectionIdentifierType
  ) throws(SnapshotError) -> [ItemIdentifierType] {
    guard let index = _sectionIndex[section] else { throw .sectionNotFound(String(describing: section)) }
    return Array(_sections[index].elements)
  }

  /// Apple-shaped `itemIdentifiers(inSection:)`: traps for an unknown section.
  ///
  /// - Complexity: O(items of the section).
  @inlinable
  public func itemIdentifiers(inSection section: SectionIdentifierType) -> [ItemIdentifierType] {
    _trapping { try tryItemIdentifiers(inSection: section) }
  }

  // MARK: Lookups

  /// The section that holds `identifier`, or `nil` when the item is not in the snapshot.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
    guard let slot = _itemSlots.slot(of: identifier) else { return nil }
    return _sectionIdentifiers[_slotSections[slot]]
  }

  /// The index of `identifier` in the flattened `itemIdentifiers`, or `nil` when absent.
  ///
  /// The first query after a mutation finds the item in its section (found in O(1)) from the leaf the item table
  /// names for it; from the second query on, a position table of the whole snapshot is built once and kept until
  /// the next mutation, so repeated queries on an unchanged snapshot are O(1). Thread-safe on a shared value.
  ///
  /// - Complexity: O(s + log n) for the first query after a mutation (O(s + size of the item's section) when the
  ///   table's leaf hint is stale), O(n) once for the second, then O(1).
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    guard let (slot, hint) = _itemSlots.location(of: identifier) else { return nil }
    let useTable = _queryCache.state.withLock { state -> Int?? in
      if let positions = state.positions { return .some(positions[identifier]) }
      state.queries += 1
      return state.queries > 1 ? .some(nil) : nil
    }
    switch useTable {
    case .some(.some(let position)):
      return position
    case .some(.none):
      let positions = _buildPositions()
      _queryCache.state.withLock { $0.positions = positions }
      return positions[identifier]
    case .none:
      let section = _slotSections[slot]
      var offset = 0
      for index in 0..<section { offset += _sections[index].count }
      return offset + _position(of: identifier, inSection: section, hint: hint, unique: _hasUniqueItems)
    }
  }

  private func _buildPositions() -> [ItemIdentifierType: Int] {
    var positions = [ItemIdentifierType: Int](minimumCapacity: _numberOfItems)
    var position = 0
    for items in _sections {
      items.forEachChunk { chunk in
        for item in chunk {
          positions[item] = position
          position += 1
        }
        return true
      }
    }
    return positions
  }

  /// The index of `identifier` in `sectionIdentifiers`, or `nil` when absent.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    _sectionIndex[identifier]
  }

  /// The section at `index`, or `nil` when `index` is out of range (negative included).
  ///
  /// - Complexity: O(1).
  @inlinable
  public func sectionIdentifier(at index: Int) -> SectionIdentifierType? {
    _sectionIdentifiers.indices.contains(index) ? _sectionIdentifiers[index] : nil
  }

  /// The item at `indexPath` (section index, item index within the section), or `nil` when out of range (negative
  /// included, or not a two-element index path).
  ///
  /// - Complexity: O(log n).
  @inlinable
  public func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
    guard indexPath.count == 2 else { return nil }
    let section = indexPath.section
    guard _sections.indices.contains(section) else { return nil }
    let items = _sections[section]
    return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
  }

  /// Whether `identifier` is an item of the snapshot.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func contains(_ identifier: ItemIdentifierType) -> Bool {
    _itemSlots.contains(identifier)
  }

  /// Whether `section` is a section of the snapshot.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func contains(section: SectionIdentifierType) -> Bool {
    _sectionIndex[section] != nil
  }

  // MARK: Marks

  /// Sections marked with `reloadSections`, in record order, without repeats.
  ///
  /// - Complexity: O(r).
  @inlinable public var reloadedSectionIdentifiers: [SectionIdentifierType] { Array(_reloadedSections) }

  /// Items marked with `reloadItems`, in record order, without repeats. Marks stay when the item is later deleted
  /// (the data source ignores them at apply time).
  ///
  /// - Complexity: O(r).
  @inlinable public var reloadedItemIdentifiers: [ItemIdentifierType] { Array(_reloadedItems) }

  /// Items marked with `reconfigureItems`, in record order, without repeats. Marks stay when the item is later
  /// deleted (the data source ignores them at apply time).
  ///
  /// - Complexity: O(r).
  @inlinable public var reconfiguredItemIdentifiers: [ItemIdentifierType] { Array(_reconfiguredItems) }
}

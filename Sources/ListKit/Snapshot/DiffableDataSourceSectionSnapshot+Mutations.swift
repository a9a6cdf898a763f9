// Mutators of `DiffableDataSourceSectionSnapshot`: append, insert (items and sub-snapshots), delete, replace,
// expand/collapse — checked (`try…`, value untouched on failure) and Apple-shaped (trap with Apple's message).

extension DiffableDataSourceSectionSnapshot {
  // MARK: Append

  /// Appends items as roots (`parent == nil`) or as the last children of `parent`, collapsed.
  ///
  /// Checks, in order: `parent` unknown → `.parentNotFound`; an item already in the tree or repeated →
  /// `.duplicateItems`. Empty array → no-op.
  ///
  ///     try outline.tryAppend(["Apple"], to: "Fruit")
  ///
  /// - Complexity: O(n + k): the parent is located by a scan, and the array insertion shifts what follows.
  @inlinable
  public mutating func tryAppend(
    _ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil
  ) throws(SectionSnapshotError) {
    defer { _checkInvariants() }
    var level = 0
    if let parent {
      guard let node = _nodes[parent] else { throw .parentNotFound(String(describing: parent)) }
      level = node.level + 1
    }
    try _checkUnique(items)
    guard !items.isEmpty else { return }
    let position = parent.map { _subtreeEnd(_position(of: $0)) } ?? _items.count
    _insertFlat(items, at: position, parent: parent, level: level)
  }

  /// Apple-shaped `append(_:to:)`: traps where `tryAppend` throws.
  ///
  /// - Complexity: O(n + k).
  @inlinable
  public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
    _trapping { try tryAppend(items, to: parent) }
  }

  // MARK: Insert items

  /// Inserts items as siblings of `before` (same parent, same level), immediately before it, collapsed.
  ///
  /// Checks, in order: `before` unknown → `.insertBeforeItemNotFound`; duplicates → `.duplicateItems`.
  ///
  /// - Complexity: O(n + k).
  @inlinable
  public mutating func tryInsert(
    _ items: [ItemIdentifierType], before item: ItemIdentifierType
  ) throws(SectionSnapshotError) {
    defer { _checkInvariants() }
    guard let node = _nodes[item] else { throw .insertBeforeItemNotFound(String(describing: item)) }
    try _checkUnique(items)
    guard !items.isEmpty else { return }
    _insertFlat(items, at: _position(of: item), parent: node.parent, level: node.level)
  }

  /// Inserts items as siblings of `after`, placed after `after`'s **whole subtree**, collapsed.
  ///
  /// Checks, in order: `after` unknown → `.insertAfterItemNotFound`; duplicates → `.duplicateItems`.
  ///
  /// - Complexity: O(n + k).
  @inlinable
  public mutating func tryInsert(
    _ items: [ItemIdentifierType], after item: ItemIdentifierType
  ) throws(SectionSnapshotError) {
    defer { _checkInvariants() }
    guard let node = _nodes[item] else { throw .insertAfterItemNotFound(String(describing: item)) }
    try _checkUnique(items)
    guard !items.isEmpty else { return }
    _insertFlat(items, at: _subtreeEnd(_position(of: item)), parent: node.parent, level: node.level)
  }

  /// Apple-shaped `insert(_:before:)`: traps where `tryInsert(_:before:)` throws.
  ///
  /// - Complexity: O(n + k).
  @inlinable
  public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
    _trapping { try tryInsert(items, before: item) }
  }

  /// Apple-shaped `insert(_:after:)`: traps where `tryInsert(_:after:)` throws.
  ///
  /// - Complexity: O(n + k).
  @inlinable
  public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
    _trapping { try tryInsert(items, after: item) }
  }

  // MARK: Insert sub-snapshots

  /// Inserts the whole forest of `snapshot` (subtrees and expansion flags) as siblings immediately before `item`.
  ///
  /// Checks, in order: `item` unknown → `.insertBeforeItemNotFound`; an item of `snapshot` already in the tree →
  /// `.duplicateItems` (the system does not check and can corrupt its tree; this never does).
  ///
  /// - Complexity: O(n + m) for m items in `snapshot`.
  @inlinable
  public mutating func tryInsert(_ snapshot: Self, before item: ItemIdentifierType) throws(SectionSnapshotError) {
    defer { _checkInvariants() }
    guard let node = _nodes[item] else { throw .insertBeforeItemNotFound(String(describing: item)) }
    try _checkUnique(snapshot._items)
    guard !snapshot._items.isEmpty else { return }
    _insertBlock(snapshot, at: _position(of: item), parent: node.parent, level: node.level)
  }

  /// Inserts the whole forest of `snapshot` as siblings after `item`'s whole subtree; checks as
  /// `tryInsert(_:before:)` with `.insertAfterItemNotFound`.
  ///
  /// - Complexity: O(n + m).
  @inlinable
  public mutating func tryInsert(_ snapshot: Self, after item: ItemIdentifierType) throws(SectionSnapshotError) {
    defer { _checkInvariants() }
    guard let node = _nodes[item] else { throw .insertAfterItemNotFound(String(describing: item)) }
    try _checkUnique(snapshot._items)
    guard !snapshot._items.isEmpty else { return }
    _insertBlock(snapshot, at: _subtreeEnd(_position(of: item)), parent: node.parent, level: node.level)
  }

  /// Apple-shaped `insert(_ snapshot:before:)`: traps where the checked form throws.
  ///
  /// - Complexity: O(n + m).
  @inlinable
  public mutating func insert(_ snapshot: Self, before item: ItemIdentifierType) {
    _trapping { try tryInsert(snapshot, before: item) }
  }

  /// Apple-shaped `insert(_ snapshot:after:)`: traps where the checked form throws.
  ///
  /// - Complexity: O(n + m).
  @inlinable
  public mutating func insert(_ snapshot: Self, after item: ItemIdentifierType) {
    _trapping { try tryInsert(snapshot, after: item) }
  }

  // MARK: Delete

  /// Deletes items **with all their descendants** (and their expansion flags). Naming the same item twice, or an
  /// item and its descendant, is fine.
  ///
  /// Fails with `.deleteItemNotFound` (the first unknown item) before anything is deleted.
  ///
  /// - Complexity: O(n + k).
  @inlinable
  public mutating func tryDelete(_ items: [ItemIdentifierType]) throws(SectionSnapshotError) {
    defer { _checkInvariants() }
    if let unknown = items.first(where: { _nodes[$0] == nil }) {
      throw .deleteItemNotFound(String(describing: unknown))
    }
    guard !items.isEmpty else { return }
    let targets = Set(items)
    _invalidateCache()
    var write = 0
    var removingBelow = Int.max  // levels deeper than this are inside a deleted subtree
    for read in _items.indices {
      let item = _items[read]
      let level = _levels[read]
      if level > removingBelow || targets.contains(item) {
        if level <= removingBelow { removingBelow = level }
        _forgetNodes(CollectionOfOne(item))
        continue
      }
      removingBelow = .max
      _items[write] = item
      _levels[write] = level
      write += 1
    }
    _items.removeLast(_items.count - write)
    _levels.removeLast(_levels.count - write)
  }

  /// Apple-shaped `delete(_:)`: traps with `Failed to find index of item X` where `tryDelete` throws.
  ///
  /// - Complexity: O(n + k).
  @inlinable
  public mutating func delete(_ items: [ItemIdentifierType]) {
    _trapping { try tryDelete(items) }
  }

  /// Removes every item and every expansion flag.
  ///
  /// - Complexity: O(1) (plus releasing the storage).
  @inlinable
  public mutating func deleteAll() {
    defer { _checkInvariants() }
    self = Self()
  }

  // MARK: Replace

  /// Replaces the whole subtree below `parent` with the forest of `snapshot` (subtrees and expansion flags). The
  /// parent's own expansion flag is kept.
  ///
  /// Checks, in order: `parent` unknown → `.parentNotFound`; an item of `snapshot` already in the tree outside the
  /// replaced subtree → `.duplicateItems` (items of the replaced subtree may come back).
  ///
  /// - Complexity: O(n + m).
  @inlinable
  public mutating func tryReplace(
    childrenOf parent: ItemIdentifierType, using snapshot: Self
  ) throws(SectionSnapshotError) {
    defer { _checkInvariants() }
    guard let node = _nodes[parent] else { throw .parentNotFound(String(describing: parent)) }
    let position = _position(of: parent)
    let end = _subtreeEnd(position)
    let replaced = Set(_items[(position + 1)..<end])
    try _checkUnique(snapshot._items, replaced: replaced)
    _invalidateCache()
    _forgetNodes(replaced)
    _items.removeSubrange((position + 1)..<end)
    _levels.removeSubrange((position + 1)..<end)
    _insertBlock(snapshot, at: position + 1, parent: parent, level: node.level + 1)
  }

  /// Apple-shaped `replace(childrenOf:using:)`: traps where `tryReplace` throws.
  ///
  /// - Complexity: O(n + m).
  @inlinable
  public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: Self) {
    _trapping { try tryReplace(childrenOf: parent, using: snapshot) }
  }

  // MARK: Expand and collapse

  /// Marks items expanded. Items without children may be expanded (children added later are visible at once).
  /// Items not in the section snapshot are ignored and listed in the returned warning, as Apple logs them.
  ///
  /// - Complexity: O(k), plus a copy of the expanded set when a copy of this value shares it (never of the tree).
  @discardableResult
  @inlinable
  public mutating func tryExpand(_ items: [ItemIdentifierType]) -> [SnapshotWarning] {
    _setExpanded(items, true)
  }

  /// Marks items collapsed; unknown items are ignored and listed in the returned warning.
  ///
  /// - Complexity: O(k).
  @discardableResult
  @inlinable
  public mutating func tryCollapse(_ items: [ItemIdentifierType]) -> [SnapshotWarning] {
    _setExpanded(items, false)
  }

  /// Apple-shaped `expand(_:)`: unknown items are ignored; the warning goes to `SnapshotWarning.handler`.
  ///
  /// - Complexity: O(k).
  @inlinable
  public mutating func expand(_ items: [ItemIdentifierType]) {
    SnapshotWarning.emit(tryExpand(items))
  }

  /// Apple-shaped `collapse(_:)`: unknown items are ignored; the warning goes to `SnapshotWarning.handler`.
  ///
  /// - Complexity: O(k).
  @inlinable
  public mutating func collapse(_ items: [ItemIdentifierType]) {
    SnapshotWarning.emit(tryCollapse(items))
  }

  @inlinable
  mutating func _setExpanded(_ items: [ItemIdentifierType], _ expanded: Bool) -> [SnapshotWarning] {
    defer { _checkInvariants() }
    var unknown: [String] = []
    var invalidated = false
    for item in items {
      guard _nodes[item] != nil else {
        unknown.append(String(describing: item))
        continue
      }
      if _expanded.contains(item) != expanded {
        if !invalidated {
          _invalidateVisibleCache()
          invalidated = true
        }
        if expanded { _expanded.insert(item) } else { _expanded.remove(item) }
      }
    }
    guard !unknown.isEmpty else { return [] }
    return [SnapshotWarning(kind: expanded ? .expandUnknownItems : .collapseUnknownItems, identifiers: unknown)]
  }
}

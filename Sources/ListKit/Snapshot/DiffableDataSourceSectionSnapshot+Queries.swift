// Read-only queries of `DiffableDataSourceSectionSnapshot`: items in their orders, per-item facts, sub-snapshots and
// the debug dump.

extension DiffableDataSourceSectionSnapshot {
  // MARK: Item lists

  /// All items, depth-first pre-order (parents before their children).
  ///
  /// - Complexity: O(n).
  @inlinable public var items: [ItemIdentifierType] { Array(_items) }

  /// The top-level items, in order.
  ///
  /// - Complexity: O(n).
  @inlinable public var rootItems: [ItemIdentifierType] {
    _items.indices.compactMap { _levels[$0] == 0 ? _items[$0] : nil }
  }

  /// Items none of whose ancestors is collapsed (roots are always visible), in `items` order.
  ///
  /// - Complexity: O(n) in the levels, with one lookup in the expanded set per visible item that has children (only
  ///   those can hide anything); the visible items are copied run by run, not one by one.
  @inlinable public var visibleItems: [ItemIdentifierType] {
    let count = _items.count
    var result: [ItemIdentifierType] = []
    result.reserveCapacity(count)
    var runStart = 0  // the current run of visible items starts here
    var index = 0
    while index < count {
      let level = _levels[index]
      index &+= 1
      // In depth-first order, an item has children exactly when the next item is deeper; a collapsed one ends the
      // run, and its descendants are skipped.
      guard index < count, _levels[index] > level, _expanded.isEmpty || !_expanded.contains(_items[index &- 1])
      else { continue }
      result.append(contentsOf: _items[runStart..<index])
      while index < count && _levels[index] > level { index &+= 1 }
      runStart = index
    }
    result.append(contentsOf: _items[runStart..<count])
    return result
  }

  /// The expanded items, in `items` order (leaves included).
  ///
  /// - Complexity: O(n); O(1) when nothing is expanded.
  @inlinable public var expandedItems: [ItemIdentifierType] {
    _expanded.isEmpty ? [] : _items.filter { _expanded.contains($0) }
  }

  // MARK: Per-item facts

  /// Whether `item` is in the section snapshot.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func contains(_ item: ItemIdentifierType) -> Bool {
    _nodes[item] != nil
  }

  /// The position of `item` in `items`, or `nil` when absent.
  ///
  /// - Complexity: O(1) after a one-time O(n) table build per version of the value.
  public func index(of item: ItemIdentifierType) -> Int? {
    guard _nodes[item] != nil else { return nil }
    if let answer = _cache.state.withLock({ $0.positions.map { $0[item] } }) { return answer }
    var positions = [ItemIdentifierType: Int](minimumCapacity: _items.count)
    for (position, each) in _items.enumerated() { positions[each] = position }
    _cache.state.withLock { $0.positions = positions }
    return positions[item]
  }

  /// The depth of `item` (0 for roots), or `.itemNotFound` when absent.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func tryLevel(of item: ItemIdentifierType) throws(SectionSnapshotError) -> Int {
    guard let node = _nodes[item] else { throw .itemNotFound(String(describing: item)) }
    return node.level
  }

  /// Apple-shaped `level(of:)`: traps for an absent item (docs/semantics.md §8.3).
  ///
  /// - Complexity: O(1).
  @inlinable
  public func level(of item: ItemIdentifierType) -> Int {
    _trapping { try tryLevel(of: item) }
  }

  /// The parent of `item` (`nil` for a root), or `.childNotFound` when absent.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func tryParent(of item: ItemIdentifierType) throws(SectionSnapshotError) -> ItemIdentifierType? {
    guard let node = _nodes[item] else { throw .childNotFound(String(describing: item)) }
    return node.parent
  }

  /// Apple-shaped `parent(of:)`: traps for an absent item.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func parent(of item: ItemIdentifierType) -> ItemIdentifierType? {
    _trapping { try tryParent(of: item) }
  }

  /// The direct children of `parent`, in order (not in Apple's API), or `.parentNotFound` when absent.
  ///
  /// - Complexity: O(n).
  @inlinable
  public func tryChildren(of parent: ItemIdentifierType) throws(SectionSnapshotError) -> [ItemIdentifierType] {
    guard let node = _nodes[parent] else { throw .parentNotFound(String(describing: parent)) }
    let position = _position(of: parent)
    return ((position + 1)..<_subtreeEnd(position)).compactMap { _levels[$0] == node.level + 1 ? _items[$0] : nil }
  }

  /// The direct children of `parent`; traps for an absent parent.
  ///
  /// - Complexity: O(n).
  @inlinable
  public func children(of parent: ItemIdentifierType) -> [ItemIdentifierType] {
    _trapping { try tryChildren(of: parent) }
  }

  /// Whether `item` is expanded, or `.itemNotFound` when absent.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func tryIsExpanded(_ item: ItemIdentifierType) throws(SectionSnapshotError) -> Bool {
    guard _nodes[item] != nil else { throw .itemNotFound(String(describing: item)) }
    return _expanded.contains(item)
  }

  /// Apple-shaped `isExpanded(_:)`: traps for an absent item.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func isExpanded(_ item: ItemIdentifierType) -> Bool {
    _trapping { try tryIsExpanded(item) }
  }

  /// Whether no ancestor of `item` is collapsed, or `.itemNotFound` when absent.
  ///
  /// - Complexity: O(1) after a one-time O(n) build of the visible set per version of the value.
  public func tryIsVisible(_ item: ItemIdentifierType) throws(SectionSnapshotError) -> Bool {
    guard _nodes[item] != nil else { throw .itemNotFound(String(describing: item)) }
    if let answer = _cache.state.withLock({ $0.visible.map { $0.contains(item) } }) { return answer }
    let visible = Set(visibleItems)
    _cache.state.withLock { $0.visible = visible }
    return visible.contains(item)
  }

  /// Apple-shaped `isVisible(_:)`: traps for an absent item.
  ///
  /// - Complexity: as `tryIsVisible`.
  public func isVisible(_ item: ItemIdentifierType) -> Bool {
    _trapping { try tryIsVisible(item) }
  }

  // MARK: Sub-snapshots

  /// A new section snapshot of the subtree below `parent`, levels starting at 0 and expansion copied. Without the
  /// parent, the parent's children become the roots (a leaf gives an empty snapshot); with it, the parent is the
  /// single root. Fails with `.parentNotFound` when `parent` is absent.
  ///
  /// - Complexity: O(n).
  @inlinable
  public func trySnapshot(
    of parent: ItemIdentifierType, includingParent: Bool = false
  ) throws(SectionSnapshotError) -> Self {
    guard let node = _nodes[parent] else { throw .parentNotFound(String(describing: parent)) }
    let position = _position(of: parent)
    let end = _subtreeEnd(position)
    return includingParent
      ? _extract(position..<end, levelOffset: node.level)
      : _extract((position + 1)..<end, levelOffset: node.level + 1)
  }

  /// Apple-shaped `snapshot(of:includingParent:)`: traps where `trySnapshot` throws.
  ///
  /// - Complexity: O(n).
  @inlinable
  public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> Self {
    _trapping { try trySnapshot(of: parent, includingParent: includingParent) }
  }

  // MARK: Debugging

  /// A dump of the tree, one line per item in `items` order, lines separated by `"\n"` (no trailing newline):
  /// two spaces per level, then `+` (expanded) or `-` (collapsed), then `*` if visible, then a space and
  /// `String(describing: item)`. Example, `Fruit` expanded with child `Apple`, and collapsed `Veg` with hidden
  /// child `Leek`:
  ///
  ///     +* Fruit
  ///       -* Apple
  ///     -* Veg
  ///       - Leek
  ///
  /// An empty snapshot gives `""`.
  ///
  /// - Complexity: O(n).
  public func visualDescription() -> String {
    var lines: [String] = []
    lines.reserveCapacity(_items.count)
    var hiddenBelow = Int.max
    for (item, level) in zip(_items, _levels) {
      let visible = level <= hiddenBelow
      if visible { hiddenBelow = .max }
      let expanded = _expanded.contains(item)
      if visible && !expanded { hiddenBelow = level }
      lines.append(
        String(repeating: "  ", count: level) + (expanded ? "+" : "-") + (visible ? "*" : "") + " "
          + String(describing: item))
    }
    return lines.joined(separator: "\n")
  }
}

// The one consistency checker of `DiffableDataSourceSectionSnapshot`: called by the tests, and after every mutation
// in an internal-checks build (`LISTKIT_INTERNAL_CHECKS`).

extension DiffableDataSourceSectionSnapshot {
  /// Describes every broken internal invariant; empty when the section snapshot is consistent.
  ///
  /// Checked: items are unique; the level array and the node table match the items exactly; the order is a valid
  /// depth-first pre-order (first level 0, each level at most one deeper than the previous); every node's level and
  /// parent agree with the order (the parent is the nearest preceding item one level up); cached positions and
  /// visible set, if built, are current; every expanded item is in the tree.
  ///
  /// - Complexity: O(n).
  @usableFromInline
  internal func invariantViolations() -> [String] {
    var problems: [String] = []
    if _levels.count != _items.count { problems.append("_levels.count \(_levels.count) != \(_items.count)") }
    if _nodes.count != _items.count { problems.append("_nodes.count \(_nodes.count) != \(_items.count)") }
    var seen = Set<ItemIdentifierType>()
    var ancestors: [ItemIdentifierType] = []  // ancestors[l] = the latest item at level l
    for (position, item) in _items.enumerated() where position < _levels.count {
      if !seen.insert(item).inserted { problems.append("item \(item) appears more than once") }
      let level = _levels[position]
      if level < 0 || level > ancestors.count { problems.append("level \(level) of \(item) breaks pre-order") }
      let expectedParent = level > 0 && level <= ancestors.count ? ancestors[level - 1] : nil
      if level <= ancestors.count {
        ancestors.removeSubrange(level...)
        ancestors.append(item)
      }
      guard let node = _nodes[item] else {
        problems.append("item \(item) has no node")
        continue
      }
      if node.level != level { problems.append("node level \(node.level) of \(item) != \(level)") }
      if node.parent != expectedParent {
        problems.append(
          "parent of \(item) is \(String(describing: node.parent)), expected \(String(describing: expectedParent))")
      }
    }
    for item in _expanded where _nodes[item] == nil { problems.append("expanded item \(item) is not in the tree") }
    let (positions, visible) = _cache.state.withLock { ($0.positions, $0.visible) }
    if let positions {
      for (position, item) in _items.enumerated() where positions[item] != position {
        problems.append("cached position of \(item) is stale")
      }
      if positions.count != _items.count { problems.append("cached position table has extra entries") }
    }
    if let visible, visible != Set(visibleItems) { problems.append("cached visible set is stale") }
    return problems
  }
}

extension DiffableDataSourceSectionSnapshot: _InvariantChecked {}

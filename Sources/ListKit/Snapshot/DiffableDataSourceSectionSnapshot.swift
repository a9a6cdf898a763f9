// The hierarchical section snapshot: storage, initialiser, equality and shared helpers. Mutations live in
// +Mutations, queries in +Queries, invariants in +Invariants, the query cache in SectionSnapshotQueryCache.

/// A pure-Swift, `Sendable` value type with the API of `NSDiffableDataSourceSectionSnapshot`: a forest of unique item
/// identifiers for one section, plus the set of expanded items (docs/semantics.md §2).
///
/// Storage: the items in depth-first pre-order (`items`) with a parallel array of levels, one table
/// `item → (parent, level)` and the expanded items in a set of their own. So `contains`, `level(of:)`, `parent(of:)`
/// and `isExpanded` are a hash lookup or two, and expanding or collapsing copies at most the expanded set (usually
/// small), never the node table that a copy of the value shares; a subtree is the run of following items with a
/// deeper level (no child lists to maintain); `index(of:)` and `isVisible` are answered from a position table and a
/// visible set built lazily, once per version of the value, and kept until the next mutation (an expand or collapse
/// keeps the positions).
///
/// Stricter than the system (docs/semantics.md §8.2): any identifier already in the tree, or repeated in an argument,
/// is an error for every insertion, including sub-snapshot inserts and `replace(childrenOf:using:)`, so the tree is
/// never corrupt. Expansion needs no children and persists: expanding a leaf makes children added later visible.
///
///     var outline = DiffableDataSourceSectionSnapshot<String>()
///     outline.append(["Fruit", "Vegetables"])
///     outline.append(["Apple", "Pear"], to: "Fruit")
///     outline.expand(["Fruit"])
///     outline.visibleItems    // ["Fruit", "Apple", "Pear", "Vegetables"]
public struct DiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
  /// The item identifier type (a shorter name).
  public typealias Item = ItemIdentifierType

  /// One node's relations.
  @usableFromInline struct Node: Sendable, Equatable {
    @usableFromInline var parent: ItemIdentifierType?
    @usableFromInline var level: Int
    @inlinable init(parent: ItemIdentifierType?, level: Int) {
      self.parent = parent
      self.level = level
    }
  }

  /// All items, depth-first pre-order.
  @usableFromInline var _items: ContiguousArray<ItemIdentifierType>
  /// `_levels[i]` is the level of `_items[i]` (0 for roots).
  @usableFromInline var _levels: ContiguousArray<Int>
  /// Item → parent, level. Holds exactly the items of `_items`.
  @usableFromInline var _nodes: [ItemIdentifierType: Node]
  /// The expanded items, a subset of `_items` (leaves included): expansion lives apart from the nodes so that a
  /// flip copies this set, not the node table a copy of the value shares.
  @usableFromInline var _expanded: Set<ItemIdentifierType>
  /// Lazily built positions and visible set; replaced or cleared by every mutation (expanding and collapsing keep the
  /// positions).
  @usableFromInline var _cache: SectionSnapshotQueryCache<ItemIdentifierType>

  /// Creates an empty section snapshot.
  ///
  /// - Complexity: O(1).
  @inlinable
  public init() {
    _items = []
    _levels = []
    _nodes = [:]
    _expanded = []
    _cache = SectionSnapshotQueryCache()
  }
}

extension DiffableDataSourceSectionSnapshot: Equatable {
  /// Equal when both have the same items in the same tree shape and order, and the same expanded items.
  ///
  /// - Complexity: O(n).
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs._expanded == rhs._expanded && lhs._items == rhs._items && lhs._levels == rhs._levels
  }
}

// MARK: - Shared helpers

extension DiffableDataSourceSectionSnapshot {
  /// Drops this value's cached answers before it changes; a cache shared with copies is left to them.
  @inlinable
  mutating func _invalidateCache() {
    if isKnownUniquelyReferenced(&_cache) { _cache.reset() } else { _cache = SectionSnapshotQueryCache() }
  }

  /// Drops this value's cached visible set before its expansion changes, keeping the positions (the items do not
  /// move); a cache shared with copies is left to them.
  @inlinable
  mutating func _invalidateVisibleCache() {
    if isKnownUniquelyReferenced(&_cache) { _cache.resetVisible() } else { _cache = _cache.keepingPositions() }
  }

  /// Removes items known to be in the tree from the node table and the expanded set (not from `_items`).
  @inlinable
  mutating func _forgetNodes(_ items: some Sequence<ItemIdentifierType>) {
    for item in items {
      _nodes.removeValue(forKey: item)
      if !_expanded.isEmpty { _expanded.remove(item) }
    }
  }

  /// Position of an item known to exist (linear scan; mutations are linear anyway).
  @inlinable
  func _position(of item: ItemIdentifierType) -> Int {
    _items.firstIndex(of: item)!
  }

  /// One past the last position of the subtree rooted at `position`.
  @inlinable
  func _subtreeEnd(_ position: Int) -> Int {
    let level = _levels[position]
    var end = position + 1
    while end < _levels.count && _levels[end] > level { end += 1 }
    return end
  }

  /// Items of `candidates` that are already in the tree (unless in `replaced`) or repeated, each once, in order.
  @inlinable
  func _duplicates(
    in candidates: some Sequence<ItemIdentifierType>, replaced: Set<ItemIdentifierType> = []
  ) -> [ItemIdentifierType] {
    var seen = Set<ItemIdentifierType>()
    var reported = Set<ItemIdentifierType>()
    var duplicates: [ItemIdentifierType] = []
    for item in candidates {
      let clash = (_nodes[item] != nil && !replaced.contains(item)) || !seen.insert(item).inserted
      if clash && reported.insert(item).inserted { duplicates.append(item) }
    }
    return duplicates
  }

  /// Throws `.duplicateItems` for `_duplicates(in:replaced:)`.
  @inlinable
  func _checkUnique(
    _ candidates: some Sequence<ItemIdentifierType>, replaced: Set<ItemIdentifierType> = []
  ) throws(SectionSnapshotError) {
    let duplicates = _duplicates(in: candidates, replaced: replaced)
    if !duplicates.isEmpty { throw .duplicateItems(duplicates.map { String(describing: $0) }) }
  }

  /// Inserts flat, new, unique items at `position` as children of `parent` at `level`, collapsed.
  @inlinable
  mutating func _insertFlat(_ items: [ItemIdentifierType], at position: Int, parent: ItemIdentifierType?, level: Int) {
    _invalidateCache()
    _items.insert(contentsOf: items, at: position)
    _levels.insert(contentsOf: repeatElement(level, count: items.count), at: position)
    for item in items { _nodes[item] = Node(parent: parent, level: level) }
  }

  /// Inserts the whole forest of `block` (new, unique items) at `position`; its roots become children of `parent`
  /// at `level`; its expanded items stay expanded.
  @inlinable
  mutating func _insertBlock(_ block: Self, at position: Int, parent: ItemIdentifierType?, level: Int) {
    _invalidateCache()
    _items.insert(contentsOf: block._items, at: position)
    _levels.insert(contentsOf: block._levels.lazy.map { $0 + level }, at: position)
    for item in block._items {
      var node = block._nodes[item]!
      if node.level == 0 { node.parent = parent }
      node.level += level
      _nodes[item] = node
    }
    _expanded.formUnion(block._expanded)
  }

  /// Builds a section snapshot from `range` of this one, re-rooted: levels shifted by `-levelOffset`, and items at
  /// the new level 0 get no parent; the range's expanded items stay expanded.
  @inlinable
  func _extract(_ range: Range<Int>, levelOffset: Int) -> Self {
    var result = Self()
    result._items = ContiguousArray(_items[range])
    result._levels = ContiguousArray(_levels[range].lazy.map { $0 - levelOffset })
    result._nodes.reserveCapacity(range.count)
    for item in result._items {
      var node = _nodes[item]!
      node.level -= levelOffset
      if node.level == 0 { node.parent = nil }
      result._nodes[item] = node
    }
    // Whichever is smaller: the expanded set, or the range.
    if _expanded.count <= range.count {
      result._expanded = _expanded.filter { result._nodes[$0] != nil }
    } else {
      for item in result._items where _expanded.contains(item) { result._expanded.insert(item) }
    }
    return result
  }
}

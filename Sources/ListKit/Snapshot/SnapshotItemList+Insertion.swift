// Insertions into a section's item list: appends and inserts that copy only the shared nodes on the path, split
// full leaves with labels between their neighbours', and report the leaves they wrote into (docs/storage.md).

extension _ItemList {
  /// Appends `elements` at the end.
  ///
  /// - Complexity: O(k + log n): only the last leaf and its ancestors are copied when shared, and a full last leaf
  ///   is not copied at all.
  @inlinable
  @discardableResult
  internal mutating func append<C: Collection>(contentsOf elements: C) -> _ItemInsertion<Item>
  where C.Element == Item {
    insert(contentsOf: elements, at: count)
  }

  /// Inserts `elements` before position `index` (`count` appends) and says which leaves it wrote into: the
  /// inserted items are in the `landing` leaf or in one of the `created` ones.
  ///
  /// - Complexity: O(k + log n), plus O(leafCapacity) for the leaf written into.
  @inlinable
  @discardableResult
  internal mutating func insert<C: Collection>(contentsOf elements: C, at index: Int) -> _ItemInsertion<Item>
  where C.Element == Item {
    guard !elements.isEmpty else { return _ItemInsertion() }
    // Contiguous elements (an array) are read in place: no copy of them before they are cut into leaves.
    if let insertion = elements.withContiguousStorageIfAvailable({ _insert(contentsOf: $0, at: index) }) {
      return insertion
    }
    return ContiguousArray(elements).withUnsafeBufferPointer { _insert(contentsOf: $0, at: index) }
  }

  @inlinable
  internal mutating func _insert(contentsOf elements: UnsafeBufferPointer<Item>, at index: Int)
    -> _ItemInsertion<Item>
  {
    var insertion = _ItemInsertion<Item>()
    guard root != nil else {
      insertion.created = Self._leaves(
        from: elements, labels: Self._firstLabels(count: Self._leafCount(elements.count)))
      root = Self._tree(from: insertion.created)
      return insertion
    }
    let siblings = Self._insert(elements, at: index, into: &root!, before: .max, &insertion)
    if !siblings.isEmpty {
      var level = ContiguousArray<Node>([root!])
      level.append(contentsOf: siblings)
      root = Self._tree(from: level)
    }
    return insertion
  }

  /// Inserts one item before position `index`.
  ///
  /// - Complexity: O(log n + leafCapacity).
  @inlinable
  @discardableResult
  internal mutating func insert(_ item: Item, at index: Int) -> _ItemInsertion<Item> {
    insert(contentsOf: CollectionOfOne(item), at: index)
  }

  /// The labels of the leaves that `count` items appended at the end will fill (as `insert` gives them), so that
  /// the item table can record them as it adds the items, before the list changes.
  ///
  /// - Complexity: O(log n).
  @inlinable
  internal func appendHints(count: Int) -> _LeafHints {
    let capacity = Self.leafCapacity
    guard var node = root else {
      let labels = Self._firstLabels(count: Self._leafCount(count))
      return _LeafHints(landing: 0, room: 0, next: labels.first, step: labels.step, capacity: capacity)
    }
    while node.height > 0 { node = node.children[node.children.count &- 1] }
    let room = node.count >= capacity ? 0 : capacity &- node.count
    let labels = Self._labels(after: node.label, before: .max, count: Self._leafCount(Swift.max(0, count &- room)))
    return _LeafHints(landing: node.label, room: room, next: labels.first, step: labels.step, capacity: capacity)
  }

  /// Inserts `elements` at `index` below `node`, whose last leaf is followed by one labelled `upper` (`.max`: none);
  /// returns the new nodes (of `node`'s height) that must follow `node` in its parent when it overflowed.
  @inlinable
  internal static func _insert(
    _ elements: UnsafeBufferPointer<Item>, at index: Int, into node: inout Node, before upper: UInt64,
    _ insertion: inout _ItemInsertion<Item>
  ) -> ContiguousArray<Node> {
    if node.height == 0 { return _insert(elements, at: index, intoLeaf: &node, before: upper, &insertion) }
    if !isKnownUniquelyReferenced(&node) { node = node.copy() }
    node.count &+= elements.count
    var child = 0
    var offset = index
    let last = node.children.count &- 1
    while child < last && offset > node.children[child].count {
      offset &-= node.children[child].count
      child &+= 1
    }
    let next = child < last ? node.children[child &+ 1].label : upper
    let siblings = _insert(elements, at: offset, into: &node.children[child], before: next, &insertion)
    guard !siblings.isEmpty else { return [] }
    node.children.insert(contentsOf: siblings, at: child &+ 1)
    guard node.children.count > branchCapacity else { return [] }
    var groups = _groups(node.children, capacity: branchCapacity)
    let first = groups.removeFirst()
    var kept = 0
    for c in first { kept &+= c.count }
    node.children = first
    node.count = kept
    return ContiguousArray(groups.map { Node.branch($0) })
  }

  /// Inserts `elements` at `index` in the leaf `node`, followed by one labelled `upper`; returns the new leaves that
  /// must follow it when it overflowed. A leaf written in place is one uniquely referenced with room in its buffer;
  /// otherwise `node` becomes a new leaf with the same label: at the size it will have when the old one is shared (a
  /// history of appended pages keeps every version's last leaf: their room should not double), with room to grow
  /// geometrically when it was unique (items appended one by one copy each leaf O(log leafCapacity) times).
  @inlinable
  internal static func _insert(
    _ elements: UnsafeBufferPointer<Item>, at index: Int, intoLeaf node: inout Node, before upper: UInt64,
    _ insertion: inout _ItemInsertion<Item>
  ) -> ContiguousArray<Node> {
    let capacity = leafCapacity
    insertion.landing = node.label
    let count = node.count
    if index == count && count >= capacity {
      // Appending after a full leaf: new leaves, the leaf itself stays shared.
      let labels = _labels(after: node.label, before: upper, count: _leafCount(elements.count))
      let leaves = _leaves(from: elements, labels: labels)
      insertion.add(leaves)
      return leaves
    }
    let total = count &+ elements.count
    let unique = isKnownUniquelyReferenced(&node)
    if total <= capacity {
      if unique && total <= node.room {
        node.insertItems(elements, at: index)
      } else {
        let room = unique ? Swift.min(capacity, Swift.max(total, node.room &* 2)) : total
        node = node.withItems { items in
          Node.leaf(
            label: node.label, room: room, joining: UnsafeBufferPointer(rebasing: items[..<index]), elements,
            UnsafeBufferPointer(rebasing: items[index...]))
        }
      }
      return []
    }
    if index == count {
      // An append fills this leaf and continues in full new leaves, read from `elements` in place (a page
      // appended to a feed's last leaf: no temporary array of the leaf and the page).
      let fill = capacity &- count
      node = node.withItems { items in
        Node.leaf(label: node.label, joining: items, UnsafeBufferPointer(rebasing: elements[..<fill]))
      }
      let rest = UnsafeBufferPointer(rebasing: elements[fill...])
      let labels = _labels(after: node.label, before: upper, count: _leafCount(rest.count))
      let leaves = _leaves(from: rest, labels: labels)
      insertion.add(leaves)
      return leaves
    }
    var combined = ContiguousArray<Item>()
    combined.reserveCapacity(total)
    node.withItems { items in
      combined.append(contentsOf: UnsafeBufferPointer(rebasing: items[..<index]))
      combined.append(contentsOf: elements)
      combined.append(contentsOf: UnsafeBufferPointer(rebasing: items[index...]))
    }
    return combined.withUnsafeBufferPointer { combined in
      // An insertion in the middle splits evenly, so repeated insertions at one place do not leave tiny leaves.
      let pieces = (total &+ capacity &- 1) / capacity
      var start = total / pieces
      node = Node.leaf(label: node.label, joining: UnsafeBufferPointer(rebasing: combined[..<start]))
      var siblings = ContiguousArray<Node>()
      var (label, step) = _labels(after: node.label, before: upper, count: pieces &- 1)
      for piece in 2...pieces {
        let end = total &* piece / pieces
        siblings.append(Node.leaf(label: label, joining: UnsafeBufferPointer(rebasing: combined[start..<end])))
        label &+= step
        start = end
      }
      insertion.add(siblings)
      return siblings
    }
  }
}

// Removals from a section's item list: one item on its path, or many, rebuilding only the leaves that lose items
// and reading only the leaves their hints lead to (docs/storage.md).

extension _ItemList {
  /// Removes and returns the item at `index`.
  ///
  /// - Complexity: O(log n + leafCapacity).
  @inlinable
  @discardableResult
  internal mutating func remove(at index: Int) -> Item {
    let item = Self._remove(at: index, from: &root!)
    if root!.count == 0 {
      root = nil
    } else {
      while root!.height > 0 && root!.children.count == 1 { root = root!.children[0] }
    }
    return item
  }

  @inlinable
  internal static func _remove(at index: Int, from node: inout Node) -> Item {
    let unique = isKnownUniquelyReferenced(&node)
    if node.height == 0 {
      if unique { return node.removeItem(at: index) }
      // A shared leaf: the copy is made without the item, at its used size.
      let item = node.item(at: index)
      node = node.withItems { items in
        Node.leaf(
          label: node.label, joining: UnsafeBufferPointer(rebasing: items[..<index]),
          UnsafeBufferPointer(rebasing: items[(index &+ 1)...]))
      }
      return item
    }
    if !unique { node = node.copy() }
    node.count &-= 1
    var child = 0
    var offset = index
    while offset >= node.children[child].count {
      offset &-= node.children[child].count
      child &+= 1
    }
    let item = _remove(at: offset, from: &node.children[child])
    if node.children[child].count == 0 {
      node.children.remove(at: child)
      if child == 0, let first = node.children.first { node.label = first.label }
    }
    return item
  }

  /// Removes every item for which `shouldBeRemoved` is true. Leaves that lose nothing are kept (shared with copies);
  /// the branches are rebuilt over the surviving leaves, and a shrunk leaf is merged into the previous shrunk one
  /// when both fit in one leaf.
  ///
  /// - Complexity: O(n) predicate calls, O(n / leafCapacity) nodes rebuilt.
  @inlinable
  internal mutating func removeAll(where shouldBeRemoved: (Item) throws -> Bool) rethrows {
    guard root != nil else { return }
    var filter = _LeafFilter<Item>()
    try forEachLeafNode { leaf in try filter.filter(leaf, shouldBeRemoved) }
    root = Self._tree(from: filter.finish())
  }

  /// Removes the `expected` items for which `shouldBeRemoved` is true, reading only the leaves that `labels` (the
  /// leaf hints of those items, ascending, without repeats) lead to; `false`, with the list unchanged, when those
  /// leaves do not hold `expected` such items (a stale hint): the caller then filters the whole list.
  /// `shouldBeRemoved` is called once per item of the leaves read, in list order.
  ///
  /// - Complexity: O(n / leafCapacity + labels.count) plus the predicate calls of the leaves read.
  @inlinable
  internal mutating func removeAll(
    expected: Int, inLeavesLabelled labels: [UInt64], where shouldBeRemoved: (Item) -> Bool
  )
    -> Bool
  {
    guard root != nil, !labels.isEmpty else { return expected == 0 }
    var leaves = ContiguousArray<Node>()
    forEachLeafNode { leaves.append($0) }
    guard labels[0] >= leaves[0].label else { return false }
    var read = [Bool](repeating: false, count: leaves.count)
    var leaf = 0
    for label in labels {
      while leaf &+ 1 < leaves.count && leaves[leaf &+ 1].label <= label { leaf &+= 1 }
      read[leaf] = true
    }
    var filter = _LeafFilter<Item>()
    filter.leaves.reserveCapacity(leaves.count)
    for (index, leaf) in leaves.enumerated() {
      if read[index] { filter.filter(leaf, shouldBeRemoved) } else { filter.keep(leaf) }
    }
    guard filter.removed == expected else { return false }
    root = Self._tree(from: filter.finish())
    return true
  }

  /// Removes the items of `section` in `located` (`expected` of them), reading only the leaves `labels` leads to (as
  /// `removeAll(expected:inLeavesLabelled:where:)`), when they come in list order: each item of those leaves is
  /// compared with the next item to remove, one `==` where a lookup would hash it. `false`, with the list unchanged,
  /// when they are not all found that way (another order, a stale hint).
  ///
  /// - Complexity: O(n / leafCapacity + labels.count + items of the leaves read + k).
  @inlinable
  internal mutating func removeAll(
    expected: Int, inLeavesLabelled labels: [UInt64], inOrder located: [(section: Int, item: Item, hint: UInt64)],
    of section: Int
  ) -> Bool {
    var next = located.startIndex
    while next < located.endIndex && located[next].section != section { next &+= 1 }
    return removeAll(expected: expected, inLeavesLabelled: labels) { item in
      guard next < located.endIndex, located[next].item == item else { return false }
      repeat { next &+= 1 } while next < located.endIndex && located[next].section != section
      return true
    }
  }

  /// Removes every item.
  @inlinable internal mutating func removeAll() { root = nil }
}

// The leaves of a section's list rebuilt by a bulk removal: untouched leaves kept (shared), shrunk ones gathered
// (docs/storage.md, "Item lists").

/// The leaves of a list being filtered (`_ItemList.removeAll(where:)`), in order: a leaf that loses nothing is kept
/// as it is (shared with copies), and what is left of the others is gathered into new leaves, the items of
/// consecutive shrunk leaves together while they fit in one. Each new leaf is allocated once, at its used size, and
/// a merged leaf keeps the label of its first part: the labels of the items it takes in still lead to it.
@usableFromInline
internal struct _LeafFilter<Item: Hashable & Sendable> {
  @usableFromInline internal typealias Node = _ItemNode<Item>
  /// The leaves so far, in order.
  @usableFromInline internal var leaves = ContiguousArray<Node>()
  /// The items of the new leaf being gathered (one buffer reused for every new leaf), labelled `pendingLabel`.
  @usableFromInline internal var pending = ContiguousArray<Item>()
  @usableFromInline internal var pendingLabel: UInt64 = 0
  /// The items dropped so far.
  @usableFromInline internal var removed = 0

  @inlinable internal init() {}

  /// Appends `leaf` as it is.
  @inlinable
  internal mutating func keep(_ leaf: Node) {
    flush()
    leaves.append(leaf)
  }

  /// Appends what is left of `leaf` without the items for which `shouldBeRemoved` is true.
  @inlinable
  internal mutating func filter(_ leaf: Node, _ shouldBeRemoved: (Item) throws -> Bool) rethrows {
    guard let first = try leaf.withItems({ try $0.firstIndex(where: shouldBeRemoved) }) else { return keep(leaf) }
    let before = pending.count
    try leaf.withItems { items in
      pending.append(contentsOf: UnsafeBufferPointer(rebasing: items[..<first]))
      for item in items[(first &+ 1)...] where !(try shouldBeRemoved(item)) { pending.append(item) }
    }
    let kept = pending.count &- before
    removed &+= leaf.count &- kept
    guard kept > 0 else { return }
    if before == 0 {
      pendingLabel = leaf.label
    } else if pending.count > _ItemList<Item>.leafCapacity {
      // The shrunk leaves before this one make one leaf; this one's items start the next.
      leaves.append(Node.leaf(pending[..<before], label: pendingLabel))
      pending.removeFirst(before)
      pendingLabel = leaf.label
    }
  }

  /// Makes the items gathered so far a leaf.
  @inlinable
  internal mutating func flush() {
    guard !pending.isEmpty else { return }
    leaves.append(Node.leaf(pending, label: pendingLabel))
    pending.removeAll(keepingCapacity: true)
  }

  /// The leaves, the last gathered items included.
  @inlinable
  internal mutating func finish() -> ContiguousArray<Node> {
    flush()
    return leaves
  }
}

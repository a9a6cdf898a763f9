// The fields of a node of a section's item tree, stored as the header of the node's buffer (docs/storage.md,
// "Item lists").

/// The fields of an `_ItemNode`, the header of its buffer (a leaf's items follow it in the same allocation).
@usableFromInline
internal struct _ItemNodeHeader<Item: Hashable & Sendable> {
  /// Items below the node (a leaf: the initialized items of its buffer).
  @usableFromInline internal var count: Int
  /// The items a leaf's buffer has room for, at most `_ItemList.leafCapacity`; 0 for a branch.
  @usableFromInline internal let room: Int
  /// 0 for a leaf, 1 + the children's height for a branch.
  @usableFromInline internal let height: Int
  /// A leaf's label, a branch's first leaf's label: non-decreasing from leaf to leaf in a list, so that a label
  /// leads to its leaf by one descent (`_ItemList.index(ofUnique:hint:)`). The item table keeps each item's leaf
  /// label as a hint.
  @usableFromInline internal var label: UInt64
  /// The children of a branch, in order (empty in a leaf: no allocation).
  @usableFromInline internal var children: ContiguousArray<_ItemNode<Item>>

  @inlinable
  internal init(count: Int, room: Int, height: Int, label: UInt64, children: ContiguousArray<_ItemNode<Item>>) {
    self.count = count
    self.room = room
    self.height = height
    self.label = label
    self.children = children
  }
}

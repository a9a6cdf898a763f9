// What an insertion into a section's list did to its leaves, for the item table to label the inserted items
// (docs/storage.md, "Item lists").

/// What an insertion did to a list's leaves: the label of the leaf it wrote into, and the leaves it created (a
/// split's new siblings, the new leaves after a full one), whose items the item table must label again.
@usableFromInline
internal struct _ItemInsertion<Item: Hashable & Sendable> {
  @usableFromInline internal var landing: UInt64 = 0
  @usableFromInline internal var created: ContiguousArray<_ItemNode<Item>> = []
  @inlinable internal init() {}

  /// Adds new leaves to `created` (taking the array itself when it is the first: no copy).
  @inlinable
  internal mutating func add(_ leaves: ContiguousArray<_ItemNode<Item>>) {
    if created.isEmpty { created = leaves } else { created.append(contentsOf: leaves) }
  }
}

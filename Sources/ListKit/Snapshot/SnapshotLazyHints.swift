// The hints of one run of item-table entries kept as the leaf labels they were appended under, until an edit needs
// them written (docs/storage.md, "Per-item hints").

/// The hints of dense entries `start ..< start + count` of an item table, added together, as the leaf labels they
/// were appended under (`_ItemTable.lazyHints`).
@usableFromInline
internal struct _LazyHints: Sendable {
  @usableFromInline internal let start: Int
  @usableFromInline internal let count: Int
  @usableFromInline internal let leaf: _LeafHints

  @inlinable
  internal init(start: Int, count: Int, leaf: _LeafHints) {
    self.start = start
    self.count = count
    self.leaf = leaf
  }

  /// Whether dense entry `index` is in the run.
  @inlinable
  internal func contains(_ index: Int) -> Bool { index >= start && index &- start < count }

  /// The hint of dense entry `index`: its leaf's label in the run, 0 outside it.
  @inlinable
  internal func hint(at index: Int) -> UInt64 { contains(index) ? leaf.hint(at: index &- start) : 0 }
}

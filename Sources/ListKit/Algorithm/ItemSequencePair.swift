// The diff's common ends: the old and the new items of the changed section pairs, compared from the front and the
// back through the sections' item trees (docs/storage.md).

/// Two sequences of items, each the concatenation of some lists (the changed section pairs of a diff), compared
/// from the front or the back. Nodes that are the same object at the same position in both are skipped whole:
/// that is what makes the diff of a snapshot against the one it was derived from cost O(change · log n), not O(n).
@usableFromInline
internal struct _ItemSequencePair<Item: Hashable & Sendable> {
  @usableFromInline internal typealias Node = _ItemNode<Item>
  @usableFromInline internal let oldRoots: ContiguousArray<Node>
  @usableFromInline internal let newRoots: ContiguousArray<Node>

  @inlinable
  internal init<C: Collection>(old: C, new: C) where C.Element == _ItemList<Item> {
    var oldRoots = ContiguousArray<Node>()
    var newRoots = ContiguousArray<Node>()
    for list in old { if let root = list.root { oldRoots.append(root) } }
    for list in new { if let root = list.root { newRoots.append(root) } }
    self.oldRoots = oldRoots
    self.newRoots = newRoots
  }

  /// The length of the common prefix of the two sequences.
  ///
  /// - Complexity: O(h) per shared node skipped, one equality test per item compared.
  @inlinable
  internal func commonPrefix() -> Int { _common(forward: true) }

  /// The length of the common suffix of the two sequences, at most `limit` (so that it does not overlap the prefix).
  ///
  /// - Complexity: as `commonPrefix()`.
  @inlinable
  internal func commonSuffix(limit: Int) -> Int { Swift.min(_common(forward: false, limit: limit), limit) }

  /// The lengths of the common prefix and of the common suffix, which stops where the prefix leaves of the shorter
  /// sequence (`shorterCount` items): `commonPrefix()` and `commonSuffix(limit:)` with one pair of cursors.
  ///
  /// - Complexity: as `commonPrefix()`.
  @inlinable
  internal func commonEnds(shorterCount: Int) -> (prefix: Int, suffix: Int) {
    var a = _ItemCursor<Item>(oldRoots, forward: true)
    var b = _ItemCursor<Item>(newRoots, forward: true)
    let prefix = _ItemCursor.commonRun(&a, &b, limit: .max)
    let limit = shorterCount &- prefix
    a.restart(oldRoots, forward: false)
    b.restart(newRoots, forward: false)
    return (prefix, Swift.min(_ItemCursor.commonRun(&a, &b, limit: limit), limit))
  }

  @inlinable
  internal func _common(forward: Bool, limit: Int = .max) -> Int {
    var a = _ItemCursor<Item>(oldRoots, forward: forward)
    var b = _ItemCursor<Item>(newRoots, forward: forward)
    return _ItemCursor.commonRun(&a, &b, limit: limit)
  }
}

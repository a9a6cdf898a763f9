// Equality of two section item lists: O(1) for a shared root, otherwise leaf against leaf, skipping the nodes they
// share (docs/storage.md).

extension _ItemList: Equatable {
  /// Same items in the same order; O(1) when both share their root, otherwise skips shared nodes.
  ///
  /// - Complexity: O(1) for shared storage or different counts, else O(log n) per differing region plus the items
  ///   compared.
  @inlinable
  internal static func == (lhs: Self, rhs: Self) -> Bool {
    if lhs.root === rhs.root { return true }
    let count = lhs.count
    guard count == rhs.count, let left = lhs.root, let right = rhs.root else { return count == rhs.count }
    if let equal = _equalShapes(left, right) { return equal }
    return _ItemCursor.commonPrefix(left, right) == count
  }

  /// Whether two leaves' items are equal. `Int` identifiers (the common case) are equal exactly when their bits are:
  /// they are compared in blocks of 64 without a branch per item, which the compiler vectorizes (an item-by-item
  /// `==` with its early exit does not).
  @inlinable
  internal static func _equalItems(_ a: UnsafeBufferPointer<Item>, _ b: UnsafeBufferPointer<Item>) -> Bool {
    guard Item.self == Int.self, a.count == b.count, !a.isEmpty else { return a.elementsEqual(b) }
    let x = UnsafeRawPointer(a.baseAddress!).assumingMemoryBound(to: UInt.self)
    let y = UnsafeRawPointer(b.baseAddress!).assumingMemoryBound(to: UInt.self)
    var start = 0
    while start < a.count {
      let end = Swift.min(start &+ 64, a.count)
      var difference: UInt = 0
      for i in start..<end { difference |= x[i] ^ y[i] }
      if difference != 0 { return false }
      start = end
    }
    return true
  }

  /// Whether two nodes hold equal items, when they have the same shape (same heights, same child counts); `nil`
  /// when the shapes differ somewhere before a difference is found. Lists built the same way have the same shape,
  /// so equal lists built apart compare leaf against leaf without a cursor.
  @inlinable
  internal static func _equalShapes(_ a: Node, _ b: Node) -> Bool? {
    if a === b { return true }
    guard a.count == b.count, a.height == b.height else { return nil }
    if a.height == 0 { return a.withItems { a in b.withItems { b in _equalItems(a, b) } } }
    guard a.children.count == b.children.count else { return nil }
    for i in 0..<a.children.count {
      guard let equal = _equalShapes(a.children[i], b.children[i]) else { return nil }
      if !equal { return false }
    }
    return true
  }
}

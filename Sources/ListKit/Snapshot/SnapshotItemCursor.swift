// A position in a sequence of item trees (the roots of some `_ItemList`s), moved node by node or leaf by leaf from
// the front or the back, and the walk of two cursors in step that skips the nodes they share (docs/storage.md).

/// A position between items: a stack of (siblings, index) frames whose top names the current node; forward
/// cursors stand at the start of it, backward ones at its end.
@usableFromInline
internal struct _ItemCursor<Item: Hashable & Sendable> {
  @usableFromInline internal typealias Node = _ItemNode<Item>
  @usableFromInline internal var frames: [(siblings: ContiguousArray<Node>, index: Int)]
  @usableFromInline internal var forward: Bool

  @inlinable
  internal init(_ roots: ContiguousArray<Node>, forward: Bool) {
    self.forward = forward
    frames = []
    restart(roots, forward: forward)
  }

  /// Stands at the start (forward) or the end of `roots` again, keeping the frames' buffer: the common suffix
  /// reuses the prefix's cursors.
  @inlinable
  internal mutating func restart(_ roots: ContiguousArray<Node>, forward: Bool) {
    self.forward = forward
    frames.removeAll(keepingCapacity: true)
    guard !roots.isEmpty else { return }
    // One allocation: eight frames cover a tree of 2^38 items, so descending to a leaf never grows the array.
    frames.reserveCapacity(8)
    frames.append((roots, forward ? 0 : roots.count &- 1))
  }

  @inlinable internal var atEnd: Bool { frames.isEmpty }

  @inlinable
  internal var current: Node {
    let frame = frames[frames.count &- 1]
    return frame.siblings[frame.index]
  }

  /// Moves into the current node's first (forward) or last (backward) child.
  @inlinable
  internal mutating func descend() {
    let children = current.children
    frames.append((children, forward ? 0 : children.count &- 1))
  }

  /// Moves past the current node.
  @inlinable
  internal mutating func advance() {
    while !frames.isEmpty {
      let top = frames.count &- 1
      frames[top].index &+= forward ? 1 : -1
      if frames[top].index >= 0 && frames[top].index < frames[top].siblings.count { return }
      frames.removeLast()
    }
  }

  /// Moves to the leaf that holds the next item.
  @inlinable
  internal mutating func descendToLeaf() {
    while !frames.isEmpty && current.height > 0 { descend() }
  }
}

extension _ItemCursor {
  /// The number of items the trees under `a` and `b` have in common from the front.
  ///
  /// - Complexity: O(h) per shared node skipped, one equality test per item compared.
  @inlinable
  internal static func commonPrefix(_ a: Node, _ b: Node) -> Int {
    var x = _ItemCursor([a], forward: true)
    var y = _ItemCursor([b], forward: true)
    return commonRun(&x, &y, limit: .max)
  }

  /// The length of the common run of `a` and `b` from where they stand, in their direction, up to `limit` items
  /// (or a little over: a caller that wants at most `limit` clamps the result).
  @inlinable
  internal static func commonRun(_ a: inout _ItemCursor, _ b: inout _ItemCursor, limit: Int) -> Int {
    let forward = a.forward
    var total = 0
    // Aligned: both cursors stand at the edge of their current node, at the same distance from the start.
    while !a.atEnd && !b.atEnd && total < limit {
      let x = a.current
      let y = b.current
      if x === y {
        total &+= x.count
        a.advance()
        b.advance()
        continue
      }
      if x.height > 0 || y.height > 0 {
        if x.height >= y.height { a.descend() }
        if y.height >= x.height { b.descend() }
        continue
      }
      // Two different leaves.
      let n = Swift.min(x.count, y.count)
      let equal = x.withItems { p in
        y.withItems { q in
          Self._matchingRun(p, q, count: n, forward: forward, fromA: 0, fromB: 0)
        }
      }
      total &+= equal
      if equal < n { return total }
      if x.count == y.count {
        a.advance()
        b.advance()
        continue
      }
      // One leaf is longer: continue item by item, misaligned, until a difference or until both realign.
      var offsetA = n
      var offsetB = n
      while true {
        if offsetA == a.current.count {
          a.advance()
          a.descendToLeaf()
          offsetA = 0
        }
        if offsetB == b.current.count {
          b.advance()
          b.descendToLeaf()
          offsetB = 0
        }
        if a.atEnd || b.atEnd || total >= limit { return total }
        if offsetA == 0 && offsetB == 0 { break }
        let p = a.current
        let q = b.current
        let run = Swift.min(p.count &- offsetA, q.count &- offsetB)
        let equal = p.withItems { p in
          q.withItems { q in
            Self._matchingRun(p, q, count: run, forward: forward, fromA: offsetA, fromB: offsetB)
          }
        }
        total &+= equal
        if equal < run { return total }
        offsetA &+= run
        offsetB &+= run
      }
    }
    return total
  }

  /// How many of the `count` items from `fromA` in `a` and `fromB` in `b` (counted from the front, or from the
  /// back when `forward` is false) are equal before the first difference.
  @inlinable @inline(__always)
  internal static func _matchingRun(
    _ a: UnsafeBufferPointer<Item>, _ b: UnsafeBufferPointer<Item>, count: Int, forward: Bool, fromA: Int,
    fromB: Int
  ) -> Int {
    var k = 0
    if forward {
      while k < count && a[fromA &+ k] == b[fromB &+ k] { k &+= 1 }
    } else {
      let lastA = a.count &- 1 &- fromA
      let lastB = b.count &- 1 &- fromB
      while k < count && a[lastA &- k] == b[lastB &- k] { k &+= 1 }
    }
    return k
  }
}

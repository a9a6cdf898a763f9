// The items of one snapshot section: a persistent B-tree of fixed-size leaves, so that copies share every part
// that neither of them changed. Its building and reading; insertions, removals, equality, iteration and the
// invariant checker are in the `SnapshotItemList+…` files. docs/storage.md, "Item lists", is the whole picture.

/// The ordered items of one section (`DiffableDataSourceSnapshot._sections`).
///
/// A B-tree whose leaves hold at most `leafCapacity` items and whose branches count the items below them. Copying
/// is O(1); an edit copies only the shared nodes on the path to the change (O(log n) nodes of bounded size), so a
/// snapshot derived from another and edited shares every untouched leaf with it. The diff relies on that: two
/// nodes that are the same object hold the same items, and it skips them without reading an item.
///
/// A single removal never merges nodes (it drops a node only when it becomes empty), which keeps edits O(log n)
/// and untouched leaves shared; bulk removals merge shrunk leaves and rebuild the branches.
///
/// Every leaf carries a label, non-decreasing along the list, and a label names the *last* leaf whose label is at
/// most it: the item table keeps each item's leaf label as a hint and finds the item's position with one descent
/// (`index(ofUnique:hint:)`) instead of a scan. How labels are given, and why a hint keeps leading to its item until
/// a split moves the item right, is in docs/storage.md. The first leaf of a list built from empty is labelled 0 and
/// stays the first, so hint 0 leads to it, and the item table, whose missing hints read as 0, keeps no hints at all
/// while every list is one leaf (a section of up to `leafCapacity` items).
@usableFromInline
internal struct _ItemList<Item: Hashable & Sendable> {
  @usableFromInline internal typealias Node = _ItemNode<Item>

  /// The root, `nil` when the list is empty.
  @usableFromInline internal var root: Node?

  /// The most items a leaf holds: about 4 KiB of items, at least 16. Larger leaves make reads and bulk builds
  /// cheaper (fewer leaves to copy and walk) and the diff of an edit dearer (it hashes the edited leaves' items);
  /// 4 KiB is where the benchmarks found the balance (Benchmarks/README.md, "one allocation per leaf").
  @inlinable internal static var leafCapacity: Int { Swift.max(16, 4096 / Swift.max(1, MemoryLayout<Item>.stride)) }
  /// The most children a branch holds.
  @inlinable internal static var branchCapacity: Int { 32 }
  /// The distance between the labels of leaves built together or appended: room for 32 halvings between two.
  @inlinable internal static var labelGap: UInt64 { 1 &<< 32 }

  @inlinable internal init() { root = nil }

  /// A list of `elements`, in order: full leaves, branches filled evenly.
  ///
  /// - Complexity: O(n).
  @inlinable
  internal init<C: Collection>(_ elements: C) where C.Element == Item {
    root = nil
    insert(contentsOf: elements, at: 0)
  }

  /// Number of items.
  @inlinable internal var count: Int { root?.count ?? 0 }

  /// Whether the list holds no items.
  @inlinable internal var isEmpty: Bool { root == nil }

  // MARK: Building

  /// The number of full leaves (the last one holding the rest) that `count` items fill.
  @inlinable
  internal static func _leafCount(_ count: Int) -> Int { (count &+ leafCapacity &- 1) / leafCapacity }

  /// `elements` cut into full leaves (the last one holding the rest), labelled `labels.first`, then each
  /// `labels.step` more.
  @inlinable
  internal static func _leaves<C: RandomAccessCollection>(from elements: C, labels: (first: UInt64, step: UInt64))
    -> ContiguousArray<Node>
  where C.Element == Item, C.Index == Int {
    var leaves = ContiguousArray<Node>()
    let capacity = leafCapacity
    leaves.reserveCapacity(_leafCount(elements.count))
    var start = elements.startIndex
    var label = labels.first
    while start < elements.endIndex {
      let end = Swift.min(start &+ capacity, elements.endIndex)
      leaves.append(Node.leaf(elements[start..<end], label: label))
      label &+= labels.step
      start = end
    }
    return leaves
  }

  /// Labels for the `count` leaves of a list built from empty: the first 0 (see the type's comment), the others as
  /// new leaves after a leaf labelled 0.
  @inlinable
  internal static func _firstLabels(count: Int) -> (first: UInt64, step: UInt64) {
    (0, _labels(after: 0, before: .max, count: Swift.max(0, count &- 1)).step)
  }

  /// Labels for `count` new leaves between a leaf labelled `lower` and one labelled `upper` (`.max`: the end of the
  /// list): `labelGap` apart at the end while they fit, else spread evenly; all `lower` when there is no room
  /// (those leaves' items are then found by a scan).
  @inlinable
  internal static func _labels(after lower: UInt64, before upper: UInt64, count: Int) -> (first: UInt64, step: UInt64) {
    let gap = labelGap
    if upper == .max {
      let (span, overflow) = gap.multipliedReportingOverflow(by: UInt64(count &+ 1))
      if !overflow && span <= .max &- lower { return (lower &+ gap, gap) }
    }
    let step = (upper &- lower) / UInt64(count &+ 1)
    return (lower &+ step, step)
  }

  /// One tree over `nodes` (all of the same height, in order), or `nil` when there are none: levels of branches
  /// filled evenly.
  @inlinable
  internal static func _tree(from nodes: ContiguousArray<Node>) -> Node? {
    guard !nodes.isEmpty else { return nil }
    var level = nodes
    let capacity = branchCapacity
    while level.count > 1 {
      let groups = (level.count &+ capacity &- 1) / capacity
      var next = ContiguousArray<Node>()
      next.reserveCapacity(groups)
      var start = 0
      for group in 1...groups {
        let end = level.count &* group / groups
        next.append(Node.branch(ContiguousArray(level[start..<end])))
        start = end
      }
      level = next
    }
    return level[0]
  }

  /// `nodes` cut into groups of at most `capacity`, the first groups full (appends leave full nodes behind).
  @inlinable
  internal static func _groups<T>(_ nodes: ContiguousArray<T>, capacity: Int) -> [ContiguousArray<T>] {
    var groups: [ContiguousArray<T>] = []
    var start = 0
    while start < nodes.count {
      let end = Swift.min(start &+ capacity, nodes.count)
      groups.append(ContiguousArray(nodes[start..<end]))
      start = end
    }
    return groups
  }

  // MARK: Reading

  /// The item at `index`.
  ///
  /// - Complexity: O(log n).
  @inlinable
  internal subscript(index: Int) -> Item {
    let (leaf, start) = leaf(containing: index)
    return leaf.item(at: index &- start)
  }

  /// The leaf that holds the item at `index`, and the position of its first item.
  ///
  /// - Complexity: O(log n).
  @inlinable
  internal func leaf(containing index: Int) -> (leaf: Node, start: Int) {
    var node = root!
    var offset = index
    while node.height > 0 {
      var i = 0
      while offset >= node.children[i].count {
        offset &-= node.children[i].count
        i &+= 1
      }
      node = node.children[i]
    }
    return (node, index &- offset)
  }

  /// Calls `body` with the items of every leaf, in order, until it returns `false`.
  ///
  /// - Complexity: O(n / leafCapacity) calls.
  @inlinable
  @discardableResult
  internal func forEachChunk(_ body: (UnsafeBufferPointer<Item>) throws -> Bool) rethrows -> Bool {
    guard let root else { return true }
    return try Self._forEachChunk(root, body)
  }

  @inlinable
  internal static func _forEachChunk(_ node: Node, _ body: (UnsafeBufferPointer<Item>) throws -> Bool) rethrows
    -> Bool
  {
    if node.height == 0 { return try node.withItems(body) }
    for child in node.children where !(try _forEachChunk(child, body)) { return false }
    return true
  }

  /// Calls `body` with the part of every leaf that lies in `range`, in order, skipping the subtrees outside it.
  ///
  /// - Complexity: O(h · branchCapacity + range.count / leafCapacity) calls.
  @inlinable
  internal func forEachChunk(in range: Range<Int>, _ body: (UnsafeBufferPointer<Item>) -> Void) {
    guard let root, !range.isEmpty else { return }
    Self._forEachChunk(root, base: 0, in: range, body)
  }

  @inlinable
  internal static func _forEachChunk(
    _ node: Node, base: Int, in range: Range<Int>, _ body: (UnsafeBufferPointer<Item>) -> Void
  ) {
    if node.height == 0 {
      let low = Swift.max(range.lowerBound &- base, 0)
      let high = Swift.min(range.upperBound &- base, node.count)
      if low < high { node.withItems { body(UnsafeBufferPointer(rebasing: $0[low..<high])) } }
      return
    }
    var childBase = base
    for child in node.children {
      if childBase >= range.upperBound { return }
      let end = childBase &+ child.count
      if end > range.lowerBound { _forEachChunk(child, base: childBase, in: range, body) }
      childBase = end
    }
  }

  /// The items in order, in one array.
  ///
  /// - Complexity: O(n).
  @inlinable
  internal var elements: ContiguousArray<Item> {
    guard let root else { return [] }
    return ContiguousArray(unsafeUninitializedCapacity: root.count) { buffer, initialized in
      initialized = Self._copyItems(of: root, to: buffer.baseAddress!) - buffer.baseAddress!
    }
  }

  /// Copies the items into uninitialized memory at `target` (one bulk copy per leaf, no closure per leaf) and
  /// returns the position after the last one.
  ///
  /// - Complexity: O(n).
  @inlinable
  internal func copyItems(to target: UnsafeMutablePointer<Item>) -> UnsafeMutablePointer<Item> {
    guard let root else { return target }
    return Self._copyItems(of: root, to: target)
  }

  @inlinable
  internal static func _copyItems(of node: Node, to target: UnsafeMutablePointer<Item>) -> UnsafeMutablePointer<Item> {
    if node.height == 0 {
      let count = node.count
      target.initialize(from: node._items, count: count)
      return target + count
    }
    // The children are borrowed in place (an element of a buffer, not an iterator's copy): the tree holds them for
    // the whole copy, so no reference count is touched on the way down.
    return node._header.pointee.children.withUnsafeBufferPointer { children in
      var next = target
      for i in children.indices { next = _copyItems(of: children[i], to: next) }
      return next
    }
  }

  /// The position of the first `item`, or `nil`.
  ///
  /// - Complexity: O(position): a scan of the chunks, one equality test per item.
  @inlinable
  internal func firstIndex(of item: Item) -> Int? {
    var base = 0
    var found: Int? = nil
    forEachChunk { chunk in
      for i in 0..<chunk.count where chunk[i] == item {
        found = base &+ i
        return false
      }
      base &+= chunk.count
      return true
    }
    return found
  }

  /// The position of `item` in a list that holds it at most once: the leaves are searched from both ends at once,
  /// one leaf from the front, then one from the back, so an item near either end is found quickly (the first item
  /// moved after the last one, a page's anchor at the end).
  ///
  /// - Complexity: O(min(position, n − position) + h), one equality test per item read.
  @inlinable
  internal func index(ofUnique item: Item) -> Int? {
    guard let root else { return nil }
    if root.height == 0 { return root.withItems { $0.firstIndex(of: item) } }
    let roots = ContiguousArray([root])
    var front = _ItemCursor<Item>(roots, forward: true)
    var back = _ItemCursor<Item>(roots, forward: false)
    front.descendToLeaf()
    back.descendToLeaf()
    var frontBase = 0
    var backEnd = root.count
    while frontBase < backEnd {
      let leaf = front.current
      if let i = leaf.withItems({ $0.firstIndex(of: item) }) { return frontBase &+ i }
      frontBase &+= leaf.count
      front.advance()
      front.descendToLeaf()
      guard frontBase < backEnd else { break }
      let last = back.current
      backEnd &-= last.count
      if let i = last.withItems({ $0.lastIndex(of: item) }) { return backEnd &+ i }
      back.advance()
      back.descendToLeaf()
    }
    return nil
  }

  /// The position of `item` in a list that holds it at most once, looked for first in the leaf that `hint` (the
  /// label the item table keeps for it) leads to (`hintedIndex(of:hint:)`); when the item is not there (a hint
  /// another version wrote, a leaf that had no label of its own), the list is scanned from both ends.
  ///
  /// - Complexity: O(h · branchCapacity + leafCapacity) when the hint leads to the item, else as `index(ofUnique:)`.
  @inlinable
  internal func index(ofUnique item: Item, hint: UInt64) -> Int? {
    hintedIndex(of: item, hint: hint) ?? index(ofUnique: item)
  }

  /// The position of `item` when the leaf `hint` leads to holds it: the last leaf whose label is at most `hint`,
  /// found by one descent (hint 0: the first leaf, labelled 0 unless a removal emptied it); `nil` otherwise.
  ///
  /// - Complexity: O(h · branchCapacity + leafCapacity).
  @inlinable
  internal func hintedIndex(of item: Item, hint: UInt64) -> Int? {
    guard var node = root, node.label <= hint else { return nil }
    var base = 0
    while node.height > 0 {
      let children = node.children
      var i = 0
      let last = children.count &- 1
      while i < last && children[i &+ 1].label <= hint {
        base &+= children[i].count
        i &+= 1
      }
      node = children[i]
    }
    guard let i = node.withItems({ $0.firstIndex(of: item) }) else { return nil }
    return base &+ i
  }

  /// Calls `body` with every leaf node, in order.
  @inlinable
  internal func forEachLeafNode(_ body: (Node) throws -> Void) rethrows {
    guard let root else { return }
    try Self._forEachLeafNode(root, body)
  }

  @inlinable
  internal static func _forEachLeafNode(_ node: Node, _ body: (Node) throws -> Void) rethrows {
    if node.height == 0 { return try body(node) }
    for child in node.children { try _forEachLeafNode(child, body) }
  }
}

/// Unchecked because `_ItemNode`, a `ManagedBuffer`, cannot be `Sendable`: nodes another value can see are never
/// mutated (copy-on-write, node by node).
extension _ItemList: @unchecked Sendable where Item: Sendable {}

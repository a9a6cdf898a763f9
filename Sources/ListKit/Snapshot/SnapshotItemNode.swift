// A node of a section's item B-tree (`_ItemList`): one allocation, a leaf's items stored inline after its fields
// (docs/storage.md, "Item lists").

/// A node of `_ItemList`: a leaf holds up to `_ItemList.leafCapacity` items, a branch up to
/// `_ItemList.branchCapacity` children, all of the same height and none empty.
///
/// A leaf is one heap allocation: its items are tail-allocated after the header (`ManagedBuffer`), not in an array
/// of their own. Readers get the items as an `UnsafeBufferPointer` (`withItems`, `item(at:)`); only the count first
/// items of the buffer are initialized, and `deinit` deinitializes exactly those. A branch has no item room; its
/// children are an array.
///
/// Nodes are shared between snapshot copies and changed in place only while uniquely referenced (copy-on-write,
/// node by node), which is why the lists that hold nodes are `Sendable` (`ManagedBuffer` cannot be): a node that
/// another value can see is never mutated. A node's identity is what the diff matches shared subtrees by: an edit of
/// a shared node makes a new node, and an edit of a unique one may replace it by a new one too (a leaf that outgrows
/// its buffer), which only makes it unshared, as it already was.
///
/// The fields are read through the header's address, with no exclusivity check: every read of a class property
/// otherwise pays a dynamic check (a runtime call), and the tree's walks read them at every node and leaf. The
/// checks could only catch an overlapping modification of one node, which the copy-on-write discipline above
/// already rules out.
@usableFromInline
internal final class _ItemNode<Item: Hashable & Sendable>: ManagedBuffer<_ItemNodeHeader<Item>, Item> {
  @usableFromInline internal typealias Header = _ItemNodeHeader<Item>

  @inlinable
  internal var _header: UnsafeMutablePointer<Header> { withUnsafeMutablePointerToHeader { $0 } }

  /// The start of a leaf's item buffer (valid while the node lives).
  @inlinable
  internal var _items: UnsafeMutablePointer<Item> { withUnsafeMutablePointerToElements { $0 } }

  /// Items below this node.
  @inlinable
  internal var count: Int {
    get { _header.pointee.count }
    set { _header.pointee.count = newValue }
  }

  /// The items this leaf's buffer has room for (0 for a branch).
  @inlinable internal var room: Int { _header.pointee.room }

  /// 0 for a leaf, 1 + the children's height for a branch.
  @inlinable internal var height: Int { _header.pointee.height }

  /// A leaf's label, a branch's first leaf's label (see `_ItemNodeHeader.label`).
  @inlinable
  internal var label: UInt64 {
    get { _header.pointee.label }
    set { _header.pointee.label = newValue }
  }

  /// The children of a branch, in order (empty in a leaf).
  @inlinable
  internal var children: ContiguousArray<_ItemNode<Item>> {
    get { _header.pointee.children }
    _modify {
      let header = _header
      yield &header.pointee.children
    }
  }

  deinit {
    if height == 0 { _items.deinitialize(count: count) }
  }

  // MARK: Making nodes

  /// A new node whose buffer has room for `room` items, none initialized yet (`count` says how many a leaf will
  /// hold: the caller initializes them before anyone reads the node).
  @inlinable
  internal static func _make(
    count: Int, room: Int, height: Int, label: UInt64, children: ContiguousArray<_ItemNode<Item>>
  ) -> _ItemNode<Item> {
    let buffer = create(minimumCapacity: room) { _ in
      Header(count: count, room: room, height: height, label: label, children: children)
    }
    return unsafeDowncast(buffer, to: _ItemNode<Item>.self)
  }

  /// A leaf labelled `label` holding the items of `a`, then `b`, then `c`, with room for `room` items (at least
  /// their count).
  @inlinable
  internal static func leaf(
    label: UInt64, room: Int = 0, joining a: UnsafeBufferPointer<Item>,
    _ b: UnsafeBufferPointer<Item> = .init(start: nil, count: 0),
    _ c: UnsafeBufferPointer<Item> = .init(start: nil, count: 0)
  ) -> _ItemNode<Item> {
    let count = a.count &+ b.count &+ c.count
    let leaf = _make(count: count, room: Swift.max(count, room), height: 0, label: label, children: [])
    let start = leaf._items
    if a.count > 0 { start.initialize(from: a.baseAddress!, count: a.count) }
    if b.count > 0 { (start + a.count).initialize(from: b.baseAddress!, count: b.count) }
    if c.count > 0 { (start + a.count + b.count).initialize(from: c.baseAddress!, count: c.count) }
    return leaf
  }

  /// A leaf labelled `label` holding `items`, exactly as many as it has room for.
  @inlinable
  internal static func leaf<C: Collection>(_ items: C, label: UInt64) -> _ItemNode<Item> where C.Element == Item {
    if let leaf = items.withContiguousStorageIfAvailable({ Self.leaf(label: label, joining: $0) }) { return leaf }
    let count = items.count
    let leaf = _make(count: count, room: count, height: 0, label: label, children: [])
    _ = UnsafeMutableBufferPointer(start: leaf._items, count: count).initialize(from: items)
    return leaf
  }

  /// A branch over `children` (all of height `height - 1`, `count` items below them).
  @inlinable
  internal static func branch(_ children: ContiguousArray<_ItemNode<Item>>, height: Int, count: Int) -> _ItemNode<Item>
  {
    _make(count: count, room: 0, height: height, label: children[0].label, children: children)
  }

  /// A branch over `children` (of one height).
  @inlinable
  internal static func branch(_ children: ContiguousArray<_ItemNode<Item>>) -> _ItemNode<Item> {
    var count = 0
    for child in children { count &+= child.count }
    return branch(children, height: children[0].height &+ 1, count: count)
  }

  /// A node with the same contents and label: a leaf's items copied at their used size (a history of versions
  /// keeps each copy), a branch's children array shared until one side changes.
  @inlinable
  internal func copy() -> _ItemNode<Item> {
    height == 0
      ? withItems { _ItemNode.leaf(label: label, joining: $0) }
      : _ItemNode.branch(children, height: height, count: count)
  }

  // MARK: A leaf's items

  /// Calls `body` with this leaf's items (empty for a branch).
  @inlinable
  internal func withItems<R>(_ body: (UnsafeBufferPointer<Item>) throws -> R) rethrows -> R {
    let count = height == 0 ? count : 0
    return try withUnsafeMutablePointerToElements { try body(UnsafeBufferPointer(start: $0, count: count)) }
  }

  /// This leaf's item at `offset` (`0 ..< count`).
  @inlinable
  internal func item(at offset: Int) -> Item { _items[offset] }

  /// Inserts `elements` before `offset` in this uniquely referenced leaf, which has room for them.
  @inlinable
  internal func insertItems(_ elements: UnsafeBufferPointer<Item>, at offset: Int) {
    let items = _items
    let count = count
    let k = elements.count
    if offset < count { (items + offset + k).moveInitialize(from: items + offset, count: count &- offset) }
    if k > 0 { (items + offset).initialize(from: elements.baseAddress!, count: k) }
    self.count = count &+ k
  }

  /// Removes and returns the item at `offset` of this uniquely referenced leaf.
  @inlinable
  internal func removeItem(at offset: Int) -> Item {
    let items = _items
    let item = (items + offset).move()
    let count = count &- 1
    (items + offset).moveInitialize(from: items + offset + 1, count: count &- offset)
    self.count = count
    return item
  }
}

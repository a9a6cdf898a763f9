// A section's item list as a random-access collection of its items, iterated leaf by leaf.

extension _ItemList: RandomAccessCollection {
  @usableFromInline internal typealias Indices = Range<Int>
  @usableFromInline internal typealias SubSequence = Slice<_ItemList<Item>>
  @inlinable internal var startIndex: Int { 0 }
  @inlinable internal var endIndex: Int { count }

  /// Iterates leaf by leaf (O(1) amortized per item, not a tree descent per item).
  @usableFromInline
  internal struct Iterator: IteratorProtocol {
    @usableFromInline internal var leaves: ContiguousArray<Node>
    @usableFromInline internal var leaf = 0
    @usableFromInline internal var offset = 0

    @inlinable
    internal init(_ list: _ItemList) {
      var leaves = ContiguousArray<Node>()
      list.forEachLeafNode { leaves.append($0) }
      self.leaves = leaves
    }

    @inlinable
    internal mutating func next() -> Item? {
      while leaf < leaves.count {
        let node = leaves[leaf]
        if offset < node.count {
          defer { offset &+= 1 }
          return node.item(at: offset)
        }
        leaf &+= 1
        offset = 0
      }
      return nil
    }
  }

  @inlinable internal func makeIterator() -> Iterator { Iterator(self) }
}

// The item diff of two snapshots that share chunks between their edits (a snapshot derived from the other, an item
// moved far away): the changed middle is cut into the subtrees both B-trees hold (same node identity, wherever they
// are) and the items of the leaves they do not share; only the latter are hashed and matched, and a shared subtree
// is matched as one block. The moves are chosen by a longest increasing subsequence weighted by block size, which
// picks exactly the subsequence patience sorting picks over the items one by one, so the batch update is the one
// `SectionedDiff.diffItems` writes for the same snapshots, in O(change · log n) instead of O(distance).

/// A part of one side's changed middle: a whole node (`low == 0`, `count == node.count`) or a run of a leaf's items.
@usableFromInline
internal struct _MiddlePiece<Item: Hashable & Sendable> {
  @usableFromInline internal let node: _ItemNode<Item>
  /// Position of the piece's first item in the concatenation of the pairs' lists.
  @usableFromInline internal let start: Int
  /// Offset of the piece's first item in `node` (non-zero only for part of a leaf).
  @usableFromInline internal let low: Int
  @usableFromInline internal let count: Int

  @inlinable
  internal init(node: _ItemNode<Item>, start: Int, low: Int, count: Int) {
    self.node = node
    self.start = start
    self.low = low
    self.count = count
  }

  @inlinable internal var isWhole: Bool { low == 0 && count == node.count }
}

/// One side of the token sequence: runs of consecutive items matched as a block (the in-place parts of the common
/// prefix and suffix, a shared subtree) or single items, in order, with their partner on the other side.
@usableFromInline
internal struct _DiffTokens {
  /// Position of each token's first item in the concatenation of the pairs' lists.
  @usableFromInline internal var start: ContiguousArray<Int> = []
  /// Items in each token.
  @usableFromInline internal var count: ContiguousArray<Int> = []
  /// The matched token on the other side, or -1.
  @usableFromInline internal var partner: ContiguousArray<Int32> = []

  @inlinable internal init() {}

  @inlinable
  internal mutating func append(start: Int, count: Int) {
    self.start.append(start)
    self.count.append(count)
    partner.append(-1)
  }

  @inlinable internal var tokenCount: Int { start.count }
}

extension SectionedDiff {
  /// Diffs the changed pairs' items through their shared subtrees when the middles (`prefix..<total − suffix` on
  /// each side) share at least one node; returns `false`, having written nothing, when they share none (the caller
  /// then hashes the whole middle).
  ///
  /// - Complexity: O(n / leafCapacity) node visits to find out that nothing is shared (no allocation); otherwise
  ///   O(s log s + u + t log t) for s shared subtrees, u items in unshared leaves and t tokens.
  @inlinable
  internal static func diffSharedMiddle<Lists: Collection, I: Hashable & Sendable>(
    oldLists: Lists, newLists: Lists, oldBase: ContiguousArray<Int>, newBase: ContiguousArray<Int>,
    prefix: Int, suffix: Int, pairOld: ContiguousArray<Int>, pairNew: ContiguousArray<Int>,
    into update: inout BatchUpdate
  ) -> Bool where Lists.Element == _ItemList<I> {
    let oldTotal = oldBase[oldBase.count &- 1]
    let newTotal = newBase[newBase.count &- 1]
    let oldMiddle = prefix..<(oldTotal &- suffix)
    let newMiddle = prefix..<(newTotal &- suffix)
    guard !oldMiddle.isEmpty, !newMiddle.isEmpty,
      _mayShareNodes(
        old: oldLists, oldBase: oldBase, oldRange: oldMiddle, new: newLists, newBase: newBase, newRange: newMiddle)
    else { return false }
    var oldPieces = _pieces(of: oldLists, bases: oldBase, in: oldMiddle)
    var newPieces = _pieces(of: newLists, bases: newBase, in: newMiddle)
    let (oldPartner, newPartner) = _matchWholePieces(&oldPieces, &newPieces)
    guard newPartner.contains(where: { $0 >= 0 }) else { return false }

    // Tokens, in order on each side: the prefix, the middle's pieces (a shared one is one token, an unshared leaf
    // one token per item), the suffix. Runs of the prefix and suffix are cut at both sides' pair boundaries, so
    // that no token crosses a pair on either side.
    var old = _DiffTokens()
    var new = _DiffTokens()
    var cuts = ContiguousArray<Int>()
    cuts.reserveCapacity(oldBase.count &+ newBase.count)
    for b in oldBase where b > 0 && b < prefix { cuts.append(b) }
    for b in newBase where b > 0 && b < prefix { cuts.append(b) }
    _appendRuns(from: 0, to: prefix, shift: 0, cuts: &cuts, old: &old, new: &new)

    var oldPieceToken = ContiguousArray<Int32>(repeating: -1, count: oldPieces.count)
    var oldItemTokens = ContiguousArray<Int32>()
    var oldUnshared = 0
    for (i, piece) in oldPieces.enumerated() {
      if oldPartner[i] >= 0 {
        oldPieceToken[i] = Int32(truncatingIfNeeded: old.tokenCount)
        old.append(start: piece.start, count: piece.count)
      } else {
        oldUnshared &+= piece.count
        for k in 0..<piece.count {
          oldItemTokens.append(Int32(truncatingIfNeeded: old.tokenCount))
          old.append(start: piece.start &+ k, count: 1)
        }
      }
    }
    var newItemTokens = ContiguousArray<Int32>()
    var newUnshared = 0
    for (j, piece) in newPieces.enumerated() {
      let i = Int(newPartner[j])
      if i >= 0 {
        let partner = oldPieceToken[i]
        new.partner.append(partner)
        new.start.append(piece.start)
        new.count.append(piece.count)
        old.partner[Int(partner)] = Int32(truncatingIfNeeded: new.tokenCount &- 1)
      } else {
        newUnshared &+= piece.count
        for k in 0..<piece.count {
          newItemTokens.append(Int32(truncatingIfNeeded: new.tokenCount))
          new.append(start: piece.start &+ k, count: 1)
        }
      }
    }

    let shift = oldTotal &- newTotal
    cuts.removeAll(keepingCapacity: true)
    let suffixStart = newTotal &- suffix
    for b in newBase where b > suffixStart && b < newTotal { cuts.append(b) }
    for b in oldBase where b &- shift > suffixStart && b &- shift < newTotal { cuts.append(b &- shift) }
    _appendRuns(from: suffixStart, to: newTotal, shift: shift, cuts: &cuts, old: &old, new: &new)

    // The unshared items: Heckel over their bitwise copies (the lists own them for the whole call).
    _withItems(of: oldPieces, partners: oldPartner, count: oldUnshared) { oldItems in
      _withItems(of: newPieces, partners: newPartner, count: newUnshared) { newItems in
        HeckelMatching.withMatching(old: oldItems, new: newItems) { matching in
          for j in 0..<matching.newCount {
            let i = matching.oldIndex(matching: j)
            guard i >= 0 else { continue }
            let t = newItemTokens[j]
            let o = oldItemTokens[i]
            new.partner[Int(t)] = o
            old.partner[Int(o)] = t
          }
        }
      }
    }
    _writeItemOperations(
      old: old, new: new, oldBase: oldBase, newBase: newBase, pairOld: pairOld, pairNew: pairNew, into: &update)
    return true
  }

  /// Appends matched runs covering new positions `from..<to` (old positions shifted by `shift`), cut at `cuts`.
  @inlinable
  internal static func _appendRuns(
    from: Int, to: Int, shift: Int, cuts: inout ContiguousArray<Int>, old: inout _DiffTokens, new: inout _DiffTokens
  ) {
    guard from < to else { return }
    cuts.append(to)
    cuts.sort()
    var start = from
    for cut in cuts where cut > start {
      old.append(start: start &+ shift, count: cut &- start)
      new.append(start: start, count: cut &- start)
      old.partner[old.tokenCount &- 1] = Int32(truncatingIfNeeded: new.tokenCount &- 1)
      new.partner[new.tokenCount &- 1] = Int32(truncatingIfNeeded: old.tokenCount &- 1)
      start = cut
    }
  }

  /// Whether some node lies whole inside both middles (a filter of node addresses on the stack: `false` is
  /// certain, `true` may be wrong, and the exact matching decides).
  ///
  /// - Complexity: O(nodes in the two middles), no heap allocation.
  @inlinable
  internal static func _mayShareNodes<Lists: Collection, I: Hashable & Sendable>(
    old: Lists, oldBase: ContiguousArray<Int>, oldRange: Range<Int>, new: Lists, newBase: ContiguousArray<Int>,
    newRange: Range<Int>
  ) -> Bool where Lists.Element == _ItemList<I> {
    // 16,384 bits, two per node: about one false "maybe" in 60 for the 80 nodes of two 10k-item middles. In two
    // halves of 1,024 bytes: a temporary allocation larger than that is on the heap (Linux cannot tell whether the
    // stack has room), which would cost every diff an allocation.
    withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 128) { low in
      withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 128) { high in
        low.initialize(repeating: 0)
        high.initialize(repeating: 0)
        return _mayShareNodes(
          old: old, oldBase: oldBase, oldRange: oldRange, new: new, newBase: newBase, newRange: newRange,
          low: low, high: high)
      }
    }
  }

  /// `_mayShareNodes` with its filter's 256 words in two halves, `low` (words 0..<128) and `high`.
  @inlinable
  internal static func _mayShareNodes<Lists: Collection, I: Hashable & Sendable>(
    old: Lists, oldBase: ContiguousArray<Int>, oldRange: Range<Int>, new: Lists, newBase: ContiguousArray<Int>,
    newRange: Range<Int>, low: UnsafeMutableBufferPointer<UInt64>, high: UnsafeMutableBufferPointer<UInt64>
  ) -> Bool where Lists.Element == _ItemList<I> {
    @inline(__always) func word(_ index: UInt64) -> UnsafeMutablePointer<UInt64> {
      index < 128 ? low.baseAddress! + Int(index) : high.baseAddress! + Int(index &- 128)
    }
    @inline(__always) func hash(_ node: _ItemNode<I>) -> UInt64 {
      (UInt64(UInt(bitPattern: ObjectIdentifier(node))) &>> 4) &* 0x9E37_79B9_7F4A_7C15
    }
    @inline(__always) func isMarked(_ h: UInt64, _ shift: UInt64) -> Bool {
      word((h &>> shift) & 255).pointee & (UInt64(1) &<< ((h &>> (shift &+ 8)) & 63)) != 0
    }
    func mark(_ node: _ItemNode<I>, base: Int) {
      let end = base &+ node.count
      guard end > oldRange.lowerBound && base < oldRange.upperBound else { return }
      if base >= oldRange.lowerBound && end <= oldRange.upperBound {
        let h = hash(node)
        word((h &>> 50) & 255).pointee |= UInt64(1) &<< ((h &>> 58) & 63)
        word((h &>> 36) & 255).pointee |= UInt64(1) &<< ((h &>> 44) & 63)
      }
      guard node.height > 0 else { return }
      var childBase = base
      for child in node.children {
        if childBase >= oldRange.upperBound { break }
        mark(child, base: childBase)
        childBase &+= child.count
      }
    }
    func probe(_ node: _ItemNode<I>, base: Int) -> Bool {
      let end = base &+ node.count
      guard end > newRange.lowerBound && base < newRange.upperBound else { return false }
      if base >= newRange.lowerBound && end <= newRange.upperBound {
        let h = hash(node)
        if isMarked(h, 50) && isMarked(h, 36) { return true }
      }
      guard node.height > 0 else { return false }
      var childBase = base
      for child in node.children {
        if childBase >= newRange.upperBound { break }
        if probe(child, base: childBase) { return true }
        childBase &+= child.count
      }
      return false
    }
    for (p, list) in old.enumerated() {
      if let root = list.root { mark(root, base: oldBase[p]) }
    }
    for (p, list) in new.enumerated() {
      if let root = list.root, probe(root, base: newBase[p]) { return true }
    }
    return false
  }

  /// The largest nodes lying whole inside `range` of the concatenation of `lists` (list `p` starting at
  /// `bases[p]`), and the parts of the leaves cut by its ends, in order.
  ///
  /// - Complexity: O(h · branchCapacity) pieces per list end.
  @inlinable
  internal static func _pieces<Lists: Collection, I: Hashable & Sendable>(
    of lists: Lists, bases: ContiguousArray<Int>, in range: Range<Int>
  ) -> ContiguousArray<_MiddlePiece<I>> where Lists.Element == _ItemList<I> {
    var pieces = ContiguousArray<_MiddlePiece<I>>()
    func visit(_ node: _ItemNode<I>, base: Int) {
      let end = base &+ node.count
      guard end > range.lowerBound && base < range.upperBound else { return }
      if base >= range.lowerBound && end <= range.upperBound {
        pieces.append(_MiddlePiece(node: node, start: base, low: 0, count: node.count))
      } else if node.height == 0 {
        let low = Swift.max(range.lowerBound, base)
        pieces.append(
          _MiddlePiece(node: node, start: low, low: low &- base, count: Swift.min(range.upperBound, end) &- low))
      } else {
        var childBase = base
        for child in node.children {
          if childBase >= range.upperBound { break }
          visit(child, base: childBase)
          childBase &+= child.count
        }
      }
    }
    for (p, list) in lists.enumerated() {
      if let root = list.root { visit(root, base: bases[p]) }
    }
    return pieces
  }

  /// Matches the whole pieces that are the same node on both sides (a node met more than once on a side is never
  /// matched), splitting every unmatched whole branch into its children until only leaves are unmatched. Returns
  /// each piece's partner on the other side, or -1.
  ///
  /// - Complexity: O(p) per level for p pieces.
  @inlinable
  internal static func _matchWholePieces<I: Hashable & Sendable>(
    _ old: inout ContiguousArray<_MiddlePiece<I>>, _ new: inout ContiguousArray<_MiddlePiece<I>>
  ) -> (old: ContiguousArray<Int32>, new: ContiguousArray<Int32>) {
    while true {
      var oldIndex: [ObjectIdentifier: Int] = [:]
      oldIndex.reserveCapacity(old.count)
      for (i, piece) in old.enumerated() where piece.isWhole {
        let key = ObjectIdentifier(piece.node)
        oldIndex[key] = oldIndex[key] == nil ? i : -1
      }
      var newIndex: [ObjectIdentifier: Int] = [:]
      newIndex.reserveCapacity(new.count)
      for (j, piece) in new.enumerated() where piece.isWhole {
        let key = ObjectIdentifier(piece.node)
        newIndex[key] = newIndex[key] == nil ? j : -1
      }
      var oldPartner = ContiguousArray<Int32>(repeating: -1, count: old.count)
      var newPartner = ContiguousArray<Int32>(repeating: -1, count: new.count)
      for (key, j) in newIndex where j >= 0 {
        if let i = oldIndex[key], i >= 0 {
          oldPartner[i] = Int32(truncatingIfNeeded: j)
          newPartner[j] = Int32(truncatingIfNeeded: i)
        }
      }
      let splitOld = _splitUnmatchedBranches(old, partners: oldPartner)
      let splitNew = _splitUnmatchedBranches(new, partners: newPartner)
      if splitOld == nil && splitNew == nil { return (oldPartner, newPartner) }
      if let splitOld { old = splitOld }
      if let splitNew { new = splitNew }
    }
  }

  /// `pieces` with every unmatched whole branch replaced by its children, or `nil` when there is none.
  @inlinable
  internal static func _splitUnmatchedBranches<I: Hashable & Sendable>(
    _ pieces: ContiguousArray<_MiddlePiece<I>>, partners: ContiguousArray<Int32>
  ) -> ContiguousArray<_MiddlePiece<I>>? {
    guard pieces.indices.contains(where: { partners[$0] < 0 && pieces[$0].node.height > 0 && pieces[$0].isWhole })
    else { return nil }
    var result = ContiguousArray<_MiddlePiece<I>>()
    result.reserveCapacity(pieces.count &* 2)
    for (i, piece) in pieces.enumerated() {
      guard partners[i] < 0, piece.node.height > 0, piece.isWhole else {
        result.append(piece)
        continue
      }
      var start = piece.start
      for child in piece.node.children {
        result.append(_MiddlePiece(node: child, start: start, low: 0, count: child.count))
        start &+= child.count
      }
    }
    return result
  }

  /// Calls `body` with the items of the unmatched pieces, in order, in one buffer: a bitwise copy that is never
  /// destroyed (the lists own the items for the whole call, so no reference count is touched).
  @inlinable
  internal static func _withItems<I: Hashable & Sendable, R>(
    of pieces: ContiguousArray<_MiddlePiece<I>>, partners: ContiguousArray<Int32>, count: Int,
    _ body: (UnsafeBufferPointer<I>) -> R
  ) -> R {
    guard count > 0 else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
    let buffer = UnsafeMutablePointer<I>.allocate(capacity: count)
    defer { buffer.deallocate() }
    var written = 0
    for (i, piece) in pieces.enumerated() where partners[i] < 0 {
      piece.node.withItems { items in
        UnsafeMutableRawPointer(buffer + written).copyMemory(
          from: UnsafeRawPointer(items.baseAddress! + piece.low), byteCount: piece.count &* MemoryLayout<I>.stride)
      }
      written &+= piece.count
    }
    return body(UnsafeBufferPointer(start: buffer, count: written))
  }

  /// Writes the item inserts, moves and deletes of the token matching into `update`, in the order and with the
  /// choice of moves of `diffItems`: per pair, one longest increasing subsequence of the same-pair matches, weighted
  /// by token size (ties go to the latest token, as patience sorting's do), stays in place; every other match is a
  /// move of each of its items.
  ///
  /// - Complexity: O(t log t + operations) for t tokens.
  @inlinable
  internal static func _writeItemOperations(
    old: _DiffTokens, new: _DiffTokens, oldBase: ContiguousArray<Int>, newBase: ContiguousArray<Int>,
    pairOld: ContiguousArray<Int>, pairNew: ContiguousArray<Int>, into update: inout BatchUpdate
  ) {
    let pairCount = pairNew.count
    // Each side's first token of every pair (tokens never cross a pair), and each old token's pair.
    func firstTokens(_ tokens: _DiffTokens, _ bases: ContiguousArray<Int>) -> ContiguousArray<Int> {
      var first = ContiguousArray<Int>(repeating: tokens.tokenCount, count: pairCount &+ 1)
      var t = 0
      for p in 0..<pairCount {
        while t < tokens.tokenCount && tokens.start[t] < bases[p] { t &+= 1 }
        first[p] = t
      }
      return first
    }
    let oldFirst = firstTokens(old, oldBase)
    let newFirst = firstTokens(new, newBase)
    var oldPair = ContiguousArray<Int32>(repeating: 0, count: old.tokenCount)
    for p in 0..<pairCount {
      for o in oldFirst[p]..<oldFirst[p &+ 1] { oldPair[o] = Int32(truncatingIfNeeded: p) }
    }

    // Weighted LIS per pair: a Fenwick tree of prefix maxima over the pair's old tokens, each entry
    // (best weight << 32 | new token + 1), so that equal weights prefer the later token.
    var onLIS = ContiguousArray<Bool>(repeating: false, count: new.tokenCount)
    var predecessor = ContiguousArray<Int32>(repeating: -1, count: new.tokenCount)
    var tree = ContiguousArray<UInt64>(repeating: 0, count: old.tokenCount &+ 1)
    for p in 0..<pairCount {
      let oldLow = oldFirst[p]
      let size = oldFirst[p &+ 1] &- oldLow
      guard size > 0 else { continue }
      var best: UInt64 = 0
      for t in newFirst[p]..<newFirst[p &+ 1] {
        let o = Int(new.partner[t])
        guard o >= 0, Int(oldPair[o]) == p else { continue }
        var query: UInt64 = 0
        var k = o &- oldLow
        while k > 0 {
          query = Swift.max(query, tree[oldLow &+ k])
          k &= k &- 1
        }
        let weight = (query &>> 32) &+ UInt64(truncatingIfNeeded: new.count[t])
        predecessor[t] = Int32(truncatingIfNeeded: Int(truncatingIfNeeded: query & 0xFFFF_FFFF)) &- 1
        let entry = weight &<< 32 | UInt64(truncatingIfNeeded: t &+ 1)
        best = Swift.max(best, entry)
        k = o &- oldLow &+ 1
        while k <= size {
          if tree[oldLow &+ k] < entry { tree[oldLow &+ k] = entry }
          k &+= k & (0 &- k)
        }
      }
      var t = Int(truncatingIfNeeded: best & 0xFFFF_FFFF) &- 1
      while t >= 0 {
        onLIS[t] = true
        t = Int(predecessor[t])
      }
    }

    for p in 0..<pairCount {
      let newSection = IndexPath(index: pairNew[p])
      let newStart = newBase[p]
      for t in newFirst[p]..<newFirst[p &+ 1] {
        let o = Int(new.partner[t])
        let count = new.count[t]
        if o < 0 {
          for k in 0..<count { update.insertedItems.append(indexPath(new.start[t] &+ k &- newStart, newSection)) }
          continue
        }
        let q = Int(oldPair[o])
        if q == p && onLIS[t] { continue }
        let oldSection = IndexPath(index: pairOld[q])
        for k in 0..<count {
          update.movedItems.append(
            BatchUpdate.ItemMove(
              from: indexPath(old.start[o] &+ k &- oldBase[q], oldSection),
              to: indexPath(new.start[t] &+ k &- newStart, newSection)))
        }
      }
    }

    // Deletes descending: pairs by descending old section, items descending.
    let order = pairsByDescendingOldSection(pairOld)
    for k in 0..<pairOld.count {
      let p = pair(k, of: order, count: pairOld.count)
      let oldSection = IndexPath(index: pairOld[p])
      var o = oldFirst[p &+ 1]
      while o > oldFirst[p] {
        o &-= 1
        guard old.partner[o] < 0 else { continue }
        var k = old.count[o]
        while k > 0 {
          k &-= 1
          update.deletedItems.append(indexPath(old.start[o] &+ k &- oldBase[p], oldSection))
        }
      }
    }
  }
}

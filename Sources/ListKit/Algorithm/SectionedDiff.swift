// The two-level diff between snapshots (docs/semantics.md §5.5): Heckel on section identifiers, then one Heckel
// matching over the items of every surviving section pair whose items changed, turned into a UIKit-valid BatchUpdate.

/// Diffs two snapshots into one `BatchUpdate` that UIKit's classic batch-update rules accept and that, applied
/// UIKit-style to the old snapshot, reproduces the new one.
///
/// Rules:
/// - Sections: Heckel on the section identifiers. Unmatched old sections are deleted, unmatched new sections are
///   inserted, matched sections outside one longest increasing subsequence are moved (minimal moves).
/// - Items: only surviving (matched) section pairs are compared, and a pair whose item arrays are equal is skipped.
///   The items of all remaining pairs are matched together, so an item that changes surviving section is one move
///   `(A, i) → (B, j)`. Within a pair, matched items outside one longest increasing subsequence are moved.
/// - Items of deleted or inserted sections never appear in item operations: the section operation covers them. An
///   item that leaves a deleted section for a surviving one is an item insert; one that leaves a surviving section
///   for an inserted one is an item delete. No item operation refers to an inserted or deleted section, so the
///   batch never needs a move out of a deleted section or into an inserted one (rule R13).
/// - Reloads: final indices of `new`'s reloaded sections present in both snapshots; final index paths of `new`'s
///   reloaded and reconfigured items present in `new` (absent ones are skipped, docs/semantics.md §8.5).
/// - Duplicated identifiers (invalid snapshots) do not crash: unmatched duplicates become delete/insert pairs.
///
/// ```swift
/// var old = DiffableDataSourceSnapshot<String, Int>()
/// old.appendSections(["A", "B"])
/// old.appendItems([1, 2], toSection: "A")
/// old.appendItems([3], toSection: "B")
/// var new = DiffableDataSourceSnapshot<String, Int>()
/// new.appendSections(["A", "B"])
/// new.appendItems([2], toSection: "A")
/// new.appendItems([3, 1], toSection: "B")
/// let update = SectionedDiff.batchUpdate(from: old, to: new)
/// // update.movedItems == [0.0→1.1]  (item 1 moved from section A to section B)
/// ```
public enum SectionedDiff {
  /// The batch update that turns `old` into `new`.
  ///
  /// - Complexity: O(S + N) expected time, where S is the number of sections and N the number of items in the
  ///   changed section pairs (unchanged pairs cost one array comparison each, O(1) when they share storage), plus
  ///   O(k log k) for the k matched items of a pair whose order changed. Marks cost O(N_new) at most (one scan of
  ///   `new` that stops as soon as every marked item is found).
  @inlinable
  public static func batchUpdate<S, I>(
    from old: DiffableDataSourceSnapshot<S, I>, to new: DiffableDataSourceSnapshot<S, I>
  ) -> BatchUpdate {
    var update = BatchUpdate()
    let sectionNewToOld = diffSections(old._sectionIdentifiers, new._sectionIdentifiers, into: &update)

    // Surviving section pairs whose items changed, in new order (a pair that shares its storage compares in O(1)).
    var pairNew = ContiguousArray<Int>()
    var pairOld = ContiguousArray<Int>()
    for j in 0..<new._sections.count {
      let i = sectionNewToOld.map { Int($0[j]) } ?? j
      if i >= 0 && old._sections[i] != new._sections[j] {
        pairNew.append(j)
        pairOld.append(i)
      }
    }
    if !pairNew.isEmpty {
      diffPairs(old: old._sections, new: new._sections, pairOld: pairOld, pairNew: pairNew, into: &update)
    }

    update.reloadedSections = reloadedSectionIndices(from: old, to: new)
    update.reloadedItems = finalIndexPaths(of: new._reloadedItems, in: new)
    update.reconfiguredItems = finalIndexPaths(of: new._reconfiguredItems, in: new)
    return update
  }

  /// Diffs the section identifiers into `update` (deleted, inserted and moved sections) and returns, for every new
  /// section, the index of its matched old section or `-1`; `nil` when the identifier lists are equal (every
  /// section is its own match: the common case, which then allocates nothing).
  ///
  /// - Complexity: O(S) for equal identifier lists, O(S + k log k) otherwise.
  @inlinable
  internal static func diffSections<S: Hashable>(
    _ old: ContiguousArray<S>, _ new: ContiguousArray<S>, into update: inout BatchUpdate
  ) -> ContiguousArray<Int32>? {
    if old == new { return nil }
    return old.withUnsafeBufferPointer { oldBuffer in
      new.withUnsafeBufferPointer { newBuffer in
        HeckelMatching.withMatching(old: oldBuffer, new: newBuffer) { matching in
          let n = matching.newCount
          let sections = matching.flatDiff()
          update.deletedSections += sections.deletes
          update.insertedSections += sections.inserts
          update.movedSections += sections.moves.map { BatchUpdate.SectionMove(from: $0.from, to: $0.to) }
          // Never `unsafeUninitializedCapacity: 0`: for 0 the standard library passes its shared empty-array
          // storage and writes the count into it, a data race when two diffs run at once (the thread sanitizer
          // reports it).
          guard n > 0 else { return [] }
          return ContiguousArray(unsafeUninitializedCapacity: n) { buffer, initialized in
            for j in 0..<n { buffer[j] = Int32(truncatingIfNeeded: matching.oldIndex(matching: j)) }
            initialized = n
          }
        }
      }
    }
  }

  /// Diffs the items of the changed section pairs into `update`. The pairs' items, concatenated in pair order, are
  /// compared from both ends first, skipping the chunks both snapshots share (`_ItemSequencePair`). When the parts
  /// between the common prefix and suffix still share subtrees (two edits far apart, a move), they are matched
  /// block by block (`diffSharedMiddle`), so a snapshot derived from the other costs O(change · log n) here;
  /// otherwise the items between the common ends are copied out (bitwise, without retaining them: the snapshots own
  /// them for the whole call) and matched.
  ///
  /// - Complexity: O(h) per shared node skipped plus O(d + k log k) for the d unshared items between the common
  ///   ends.
  @inlinable
  internal static func diffPairs<I: Hashable & Sendable>(
    old: ContiguousArray<_ItemList<I>>, new: ContiguousArray<_ItemList<I>>, pairOld: ContiguousArray<Int>,
    pairNew: ContiguousArray<Int>, into update: inout BatchUpdate
  ) {
    var oldBase = ContiguousArray<Int>()
    var newBase = ContiguousArray<Int>()
    oldBase.reserveCapacity(pairNew.count &+ 1)
    newBase.reserveCapacity(pairNew.count &+ 1)
    var oldTotal = 0
    var newTotal = 0
    for p in 0..<pairNew.count {
      oldBase.append(oldTotal)
      newBase.append(newTotal)
      oldTotal &+= old[pairOld[p]].count
      newTotal &+= new[pairNew[p]].count
    }
    oldBase.append(oldTotal)
    newBase.append(newTotal)
    let oldLists = _PairedItemLists(old, pairOld)
    let newLists = _PairedItemLists(new, pairNew)
    let ends = _ItemSequencePair(old: oldLists, new: newLists)
    let (prefix, suffix) = ends.commonEnds(shorterCount: Swift.min(oldTotal, newTotal))
    if diffSharedMiddle(
      oldLists: oldLists, newLists: newLists, oldBase: oldBase, newBase: newBase, prefix: prefix, suffix: suffix,
      pairOld: pairOld, pairNew: pairNew, into: &update)
    {
      return
    }
    withBorrowedItems(
      of: oldLists, in: prefix..<(oldTotal &- suffix), and: newLists, in: prefix..<(newTotal &- suffix)
    ) { oldMiddle, newMiddle in
      HeckelMatching.withMatching(
        oldMiddle: oldMiddle, newMiddle: newMiddle, oldCount: oldTotal, newCount: newTotal, prefix: prefix,
        suffix: suffix
      ) { matching in
        diffItems(
          matching: matching, oldBase: oldBase, newBase: newBase, pairOld: pairOld, pairNew: pairNew, into: &update)
      }
    }
  }

  /// Calls `body` with the items at `oldRange` of the concatenation of `oldLists` and those at `newRange` of
  /// `newLists`, each in one buffer: bitwise copies, in one allocation, that are never destroyed (the items stay
  /// owned by the lists, alive for the whole call, so no reference count is touched).
  ///
  /// - Complexity: O(oldRange.count + newRange.count + h) for h the height of the lists' trees.
  @inlinable
  internal static func withBorrowedItems<Lists: Collection, I: Hashable & Sendable, R>(
    of oldLists: Lists, in oldRange: Range<Int>, and newLists: Lists, in newRange: Range<Int>,
    _ body: (UnsafeBufferPointer<I>, UnsafeBufferPointer<I>) -> R
  ) -> R where Lists.Element == _ItemList<I> {
    let total = oldRange.count &+ newRange.count
    guard total > 0 else {
      let empty = UnsafeBufferPointer<I>(start: nil, count: 0)
      return body(empty, empty)
    }
    let buffer = UnsafeMutablePointer<I>.allocate(capacity: total)
    defer { buffer.deallocate() }
    let oldCount = copyItems(of: oldLists, in: oldRange, to: buffer)
    let newCount = copyItems(of: newLists, in: newRange, to: buffer + oldCount)
    return body(
      UnsafeBufferPointer(start: oldCount > 0 ? buffer : nil, count: oldCount),
      UnsafeBufferPointer(start: newCount > 0 ? buffer + oldCount : nil, count: newCount))
  }

  /// Copies the items at `range` of the concatenation of `lists` bitwise to `destination` (not retained: see
  /// `withBorrowedItems`); returns how many.
  ///
  /// - Complexity: O(range.count + h).
  @inlinable
  internal static func copyItems<Lists: Collection, I: Hashable & Sendable>(
    of lists: Lists, in range: Range<Int>, to destination: UnsafeMutablePointer<I>
  ) -> Int where Lists.Element == _ItemList<I> {
    guard !range.isEmpty else { return 0 }
    var written = 0
    var base = 0
    for list in lists {
      let end = base &+ list.count
      if end > range.lowerBound && base < range.upperBound {
        let local = Swift.max(range.lowerBound &- base, 0)..<Swift.min(range.upperBound &- base, list.count)
        list.forEachChunk(in: local) { chunk in
          UnsafeMutableRawPointer(destination + written).copyMemory(
            from: UnsafeRawPointer(chunk.baseAddress!), byteCount: chunk.count &* MemoryLayout<I>.stride)
          written &+= chunk.count
        }
      }
      base = end
      if base >= range.upperBound { break }
    }
    return written
  }

  /// Matches the items of the changed section pairs and writes item deletes, inserts and moves into `update`.
  ///
  /// `matching` matches the concatenated items of the pairs, pair `p` occupying `oldBase[p]..<oldBase[p + 1]` and
  /// `newBase[p]..<newBase[p + 1]`; `pairOld[p]` / `pairNew[p]` are its section indices in `old` / `new`, with
  /// `pairNew` ascending.
  ///
  /// - Complexity: O(N + k log k + c log P) for N items, k matched items, c cross-section moves and P pairs.
  @inlinable
  internal static func diffItems(
    matching: HeckelMatching, oldBase: ContiguousArray<Int>, newBase: ContiguousArray<Int>,
    pairOld: ContiguousArray<Int>, pairNew: ContiguousArray<Int>, into update: inout BatchUpdate
  ) {
    do {
      let pairCount = pairNew.count
      let matched = matching.matchedCount

      // Every matched item is either on its pair's LIS or a move (cross-section matches are never on a LIS).
      var lisTotal = 0
      for p in 0..<pairCount {
        lisTotal &+= matching.markLIS(
          newRange: newBase[p]..<newBase[p &+ 1], oldRange: oldBase[p]..<oldBase[p &+ 1])
      }

      update.insertedItems.reserveCapacity(matching.newCount &- matched)
      update.movedItems.reserveCapacity(matched &- lisTotal)
      for p in 0..<pairCount {
        let newSection = IndexPath(index: pairNew[p])
        let oldSection = IndexPath(index: pairOld[p])
        let newStart = newBase[p]
        let newEnd = newBase[p &+ 1]
        let oldStart = oldBase[p]
        let oldEnd = oldBase[p &+ 1]
        // The pair's in-place ends (common prefix and suffix) hold no operation.
        let (head, tail) = matching.inPlaceEnds(newRange: newStart..<newEnd, oldRange: oldStart..<oldEnd)
        for j in (newStart &+ head)..<(newEnd &- tail) {
          let f = matching.oldIndex(matching: j)
          if f < 0 {
            update.insertedItems.append(indexPath(j &- newStart, newSection))
          } else if f >= oldStart && f < oldEnd {
            if !matching.isOnLIS(j) {
              update.movedItems.append(
                BatchUpdate.ItemMove(
                  from: indexPath(f &- oldStart, oldSection), to: indexPath(j &- newStart, newSection)))
            }
          } else {
            let q = pair(containing: f, bases: oldBase)
            update.movedItems.append(
              BatchUpdate.ItemMove(
                from: indexPath(f &- oldBase[q], IndexPath(index: pairOld[q])),
                to: indexPath(j &- newStart, newSection)))
          }
        }
      }

      // Deletes descending: pairs by descending old section, items descending.
      update.deletedItems.reserveCapacity(matching.oldCount &- matched)
      let order = pairsByDescendingOldSection(pairOld)
      for k in 0..<pairCount {
        let p = pair(k, of: order, count: pairCount)
        let oldSection = IndexPath(index: pairOld[p])
        let oldStart = oldBase[p]
        let (head, tail) = matching.inPlaceEnds(
          newRange: newBase[p]..<newBase[p &+ 1], oldRange: oldStart..<oldBase[p &+ 1])
        let first = oldStart &+ head
        var i = oldBase[p &+ 1] &- tail
        while i > first {
          i &-= 1
          if matching.newIndex(matching: i) < 0 { update.deletedItems.append(indexPath(i &- oldStart, oldSection)) }
        }
      }
    }
  }

  /// The pair whose range `bases[p]..<bases[p + 1]` contains the flat index `flat`.
  ///
  /// - Complexity: O(log P).
  @inlinable
  internal static func pair(containing flat: Int, bases: ContiguousArray<Int>) -> Int {
    var low = 0
    var high = bases.count &- 2
    while low < high {
      let middle = (low &+ high &+ 1) >> 1
      if bases[middle] <= flat { low = middle } else { high = middle &- 1 }
    }
    return low
  }

  /// The pairs by descending old section (`pairOld[p]`), the order deletes are written in: `nil` when that is the
  /// pairs reversed (no section moved, the common case: no array is made), else the pairs sorted.
  ///
  /// - Complexity: O(p), O(p log p) when sections moved.
  @inlinable
  internal static func pairsByDescendingOldSection(_ pairOld: ContiguousArray<Int>) -> ContiguousArray<Int>? {
    let pairCount = pairOld.count
    var ascending = true
    for p in 1..<Swift.max(pairCount, 1) where pairOld[p &- 1] > pairOld[p] {
      ascending = false
      break
    }
    guard !ascending else { return nil }
    var order = ContiguousArray(0..<pairCount)
    order.sort { pairOld[$0] > pairOld[$1] }
    return order
  }

  /// The `k`-th pair by descending old section, given `pairsByDescendingOldSection`'s answer `order`.
  ///
  /// - Complexity: O(1).
  @inlinable
  internal static func pair(_ k: Int, of order: ContiguousArray<Int>?, count: Int) -> Int {
    order?[k] ?? count &- 1 &- k
  }

  /// A two-element index path, built without the temporary array `IndexPath(indexes:)` allocates.
  ///
  /// - Complexity: O(1), no allocation (Foundation stores one or two indexes inline).
  @inlinable
  internal static func indexPath(_ item: Int, _ section: Int) -> IndexPath {
    indexPath(item, IndexPath(index: section))
  }

  /// The index path of `item` in the section whose one-element path is `section` (callers reuse it per section).
  ///
  /// - Complexity: O(1), no allocation.
  @inlinable
  internal static func indexPath(_ item: Int, _ section: IndexPath) -> IndexPath {
    var path = section
    path.append(item)
    return path
  }

  /// Final indices of `new`'s reloaded sections that exist in both snapshots, ascending.
  ///
  /// - Complexity: O(r log r) for r reloaded sections.
  @inlinable
  internal static func reloadedSectionIndices<S, I>(
    from old: DiffableDataSourceSnapshot<S, I>, to new: DiffableDataSourceSnapshot<S, I>
  ) -> [Int] {
    guard !new._reloadedSections.isEmpty else { return [] }
    var result: [Int] = []
    result.reserveCapacity(new._reloadedSections.count)
    for section in new._reloadedSections {
      guard let j = new._sectionIndex[section], j < new._sectionIdentifiers.count,
        new._sectionIdentifiers[j] == section, old._sectionIndex[section] != nil
      else { continue }
      result.append(j)
    }
    result.sort()
    return dropRepeats(result)
  }

  /// Final index paths of the marked items that exist in `snapshot`, ascending (the first occurrence of an item that
  /// appears several times in an invalid snapshot).
  ///
  /// - Complexity: O(N) for a snapshot of N items, stopping as soon as every mark is found, plus O(r log r).
  @inlinable
  internal static func finalIndexPaths<S, I>(
    of marks: ContiguousArray<I>, in snapshot: DiffableDataSourceSnapshot<S, I>
  ) -> [IndexPath] {
    guard !marks.isEmpty else { return [] }
    var result: [IndexPath] = []
    if marks.count <= 8 && snapshot._itemSlots.count == snapshot._numberOfItems {
      // Few marks: each found through the item table and the leaf it names, not a scan of the snapshot.
      var seen = Set<I>(minimumCapacity: marks.count)
      for item in marks where seen.insert(item).inserted {
        guard let (slot, hint) = snapshot._itemSlots.location(of: item) else { continue }
        let section = snapshot._slotSections[slot]
        guard let index = snapshot._sections[section].index(ofUnique: item, hint: hint) else { continue }
        result.append(indexPath(index, section))
      }
      result.sort()
      return result
    }
    var wanted = Set<I>(minimumCapacity: marks.count)
    for item in marks { wanted.insert(item) }
    result.reserveCapacity(wanted.count)
    search: for section in 0..<snapshot._sections.count {
      var index = 0
      let complete = snapshot._sections[section].forEachChunk { chunk in
        for item in chunk {
          if wanted.remove(item) != nil {
            result.append(indexPath(index, section))
            if wanted.isEmpty { return false }
          }
          index &+= 1
        }
        return true
      }
      if !complete { break search }
    }
    result.sort()
    return result
  }

  /// `sorted` without repeated elements.
  ///
  /// - Complexity: O(n).
  @inlinable
  internal static func dropRepeats(_ sorted: [Int]) -> [Int] {
    var result = sorted
    var write = 0
    for read in 0..<result.count where write == 0 || result[write &- 1] != result[read] {
      result[write] = result[read]
      write &+= 1
    }
    result.removeLast(result.count &- write)
    return result
  }
}

/// The item lists of the changed section pairs on one side of a diff, read in place (`lists[pairs[p]]`), so that no
/// array of them is built per diff.
@usableFromInline
internal struct _PairedItemLists<Item: Hashable & Sendable>: RandomAccessCollection {
  @usableFromInline internal let lists: ContiguousArray<_ItemList<Item>>
  @usableFromInline internal let pairs: ContiguousArray<Int>

  @inlinable
  internal init(_ lists: ContiguousArray<_ItemList<Item>>, _ pairs: ContiguousArray<Int>) {
    self.lists = lists
    self.pairs = pairs
  }

  @inlinable internal var startIndex: Int { 0 }
  @inlinable internal var endIndex: Int { pairs.count }
  @inlinable internal subscript(p: Int) -> _ItemList<Item> { lists[pairs[p]] }
}

// Rebasing the stored section snapshots of the data source onto a newly applied full snapshot (docs/semantics.md §2.3):
// the tree is kept, removed items are dropped, new items — and the item a user's drag moved (§3.8) — are placed after
// the preceding visible item at its level.

extension CollectionViewDiffableDataSource {
  /// The stored section snapshots after applying `snapshot` (and, for `apply(_:to:)`, the tree `applying` to its
  /// section, which the caller stores as given).
  ///
  /// Each other stored tree is kept when its section still exists, rebased with
  /// `rebase(_:toRows:isClaimed:)` onto the section's items in `snapshot`; a tree whose section is gone is dropped.
  /// An identifier is "claimed" elsewhere when it is a row of `snapshot` (any section) or an item of the applied
  /// tree: a collapsed (hidden) item of a stored tree that is claimed leaves that tree, so that no identifier is in
  /// two places. `moved` is the item a user's drag moved: it is placed where it was dropped (see
  /// `rebase(_:toRows:isClaimed:moved:)`).
  ///
  /// - Complexity: O(n) in the items of the trees and `snapshot`'s rows of their sections (one hash lookup per
  ///   hidden item), O(rows) per tree whose rows did not change.
  static func rebased(
    _ trees: [SectionIdentifierType: SectionSnapshot], onto snapshot: Snapshot,
    applying applied: (section: SectionIdentifierType, tree: SectionSnapshot)? = nil,
    moved: ItemIdentifierType? = nil
  ) -> [SectionIdentifierType: SectionSnapshot] {
    var result: [SectionIdentifierType: SectionSnapshot] = [:]
    let isClaimed = { (item: ItemIdentifierType) -> Bool in
      snapshot.contains(item) || applied?.tree.contains(item) == true
    }
    for (section, tree) in trees where section != applied?.section {
      guard let index = snapshot.indexOfSection(section) else { continue }
      result[section] = rebase(tree, toRows: snapshot._sections[index], isClaimed: isClaimed, moved: moved)
    }
    return result
  }

  /// `tree` rebased so that its `visibleItems` are exactly `rows`, keeping as much of its shape and expansion as
  /// the new rows allow.
  ///
  /// Rows are placed one by one, in order, each at the end of the tree built so far (so visible order is `rows`):
  /// - An item that was visible in `tree` keeps its parent when that parent is an ancestor of (or is) the previous
  ///   row; a root stays a root. A collapsed one brings its hidden descendants along (minus claimed ones).
  /// - Any other row — a new item, a formerly hidden item that is now a row, the `moved` item (dropped there by a
  ///   user's drag, wherever its parent was), or a visible item whose parent is no longer on the path above the
  ///   previous row (the rows were reordered) — is placed **after the preceding visible item, at its level** (its next
  ///   sibling, after its hidden descendants); as the first row, it becomes a root. Exception: when a later row was a
  ///   visible child of that preceding item, the new row becomes the preceding item's child instead, so that the
  ///   later child keeps its parent. (So when rows are only deleted and inserted, never reordered, every kept row
  ///   whose parent is still a row keeps that parent; and when one row is moved, every other row keeps its parent: a
  ///   drop between two children of an expanded parent lands in that parent, a drop right below an expanded parent
  ///   becomes its first child.) A collapsed `moved` row brings its hidden descendants along, as a kept row does.
  /// - Items that are no longer rows are dropped with their hidden descendants; hidden items that are `isClaimed`
  ///   (rows somewhere, or items of another tree) are dropped with their hidden descendants.
  /// - Expansion flags of kept items are kept; new items are collapsed.
  ///
  /// - Complexity: O(n) for a tree of n items and the rows (plus one `isClaimed` call per hidden item).
  static func rebase(
    _ tree: SectionSnapshot, toRows rows: some Collection<ItemIdentifierType>,
    isClaimed: (ItemIdentifierType) -> Bool, moved: ItemIdentifierType? = nil
  ) -> SectionSnapshot {
    typealias Node = SectionSnapshot.Node
    let oldItems = tree._items
    let oldLevels = tree._levels
    // Old positions of the visible items, and whether the tree needs any change at all.
    var visiblePosition: [ItemIdentifierType: Int] = [:]
    visiblePosition.reserveCapacity(rows.count)
    var unchanged = true
    var rowIterator = rows.makeIterator()
    var hiddenBelow = Int.max
    for position in oldItems.indices {
      let level = oldLevels[position]
      if level > hiddenBelow {
        if unchanged && isClaimed(oldItems[position]) { unchanged = false }
        continue
      }
      hiddenBelow = .max
      visiblePosition[oldItems[position]] = position
      if unchanged && rowIterator.next() != oldItems[position] { unchanged = false }
      if !tree._expanded.contains(oldItems[position]) { hiddenBelow = level }
    }
    if unchanged && rowIterator.next() == nil { return tree }

    // For each item that was a visible parent, the last row that is one of its formerly visible children.
    let rowArray = Array(rows)
    var lastChildRow: [ItemIdentifierType: Int] = [:]
    for (index, row) in rowArray.enumerated() where visiblePosition[row] != nil && row != moved {
      if let parent = tree._nodes[row]!.parent { lastChildRow[parent] = index }
    }

    var result = SectionSnapshot()
    result._items.reserveCapacity(oldItems.count + rows.count)
    result._levels.reserveCapacity(oldItems.count + rows.count)
    var path: [ItemIdentifierType] = []  // the previous row and its ancestors, root first
    var onPath = Set<ItemIdentifierType>()

    func append(_ item: ItemIdentifierType, parent: ItemIdentifierType?, level: Int, isExpanded: Bool) {
      result._items.append(item)
      result._levels.append(level)
      result._nodes[item] = Node(parent: parent, level: level)
      if isExpanded { result._expanded.insert(item) }
    }

    for (index, row) in rowArray.enumerated() {
      let oldPosition = visiblePosition[row]
      let oldParent = oldPosition.flatMap { _ in tree._nodes[row]!.parent }
      let parent: ItemIdentifierType?
      if oldPosition != nil && row != moved && (oldParent == nil || onPath.contains(oldParent!)) {
        parent = oldParent
      } else if let previous = path.last {
        // Next sibling of the previous row, or its first child when a later row still needs it as a parent.
        let previousNode = result._nodes[previous]!
        let needed = (lastChildRow[previous] ?? -1) > index && result._expanded.contains(previous)
        parent = needed ? previous : previousNode.parent
      } else {
        parent = nil
      }
      // The path becomes the parent's path plus this row.
      while let last = path.last, last != parent {
        onPath.remove(last)
        path.removeLast()
      }
      path.append(row)
      onPath.insert(row)
      let level = parent.map { result._nodes[$0]!.level + 1 } ?? 0

      guard let position = oldPosition else {
        append(row, parent: parent, level: level, isExpanded: false)
        continue
      }
      let isExpanded = tree._expanded.contains(row)
      append(row, parent: parent, level: level, isExpanded: isExpanded)
      guard !isExpanded else { continue }
      // A collapsed row carries its hidden descendants, minus claimed ones (with their own descendants).
      let rowLevel = oldLevels[position]
      var cursor = position + 1
      while cursor < oldItems.count && oldLevels[cursor] > rowLevel {
        let item = oldItems[cursor]
        let itemLevel = oldLevels[cursor]
        if isClaimed(item) {
          cursor += 1
          while cursor < oldItems.count && oldLevels[cursor] > itemLevel { cursor += 1 }
          continue
        }
        let node = tree._nodes[item]!
        append(
          item, parent: node.parent, level: level + itemLevel - rowLevel, isExpanded: tree._expanded.contains(item))
        cursor += 1
      }
    }
    return result
  }
}

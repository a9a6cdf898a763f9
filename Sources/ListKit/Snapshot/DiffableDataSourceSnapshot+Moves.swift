// The snapshot a drag ends with: an item moved to a row of a section, counted as the view counts its rows. Written once
// for every interactive move (the collection view's reorder, the table's `moveRowAt`, the apps that follow them).

extension DiffableDataSourceSnapshot {
  /// Moves `identifier` so that afterwards it is at `destination`: row `destination.item` of the section at index
  /// `destination.section`, the rows counted without the moved item — the destination UIKit passes to
  /// `collectionView(_:moveItemAt:to:)` and `tableView(_:moveRowAt:to:)`, where a drag puts the row. Moves within a
  /// section and across sections alike; `destination.item` may be the section's count (the end).
  ///
  /// ```swift
  /// var snapshot = DiffableDataSourceSnapshot<String, String>()
  /// snapshot.appendSections(["A", "B"])
  /// snapshot.appendItems(["a", "b", "c"], toSection: "A")
  /// snapshot.appendItems(["d"], toSection: "B")
  /// try snapshot.tryMoveItem("a", to: IndexPath(item: 2, section: 0))  // A: b, c, a
  /// try snapshot.tryMoveItem("c", to: IndexPath(item: 1, section: 1))  // A: b, a; B: d, c
  /// ```
  ///
  /// Checks, in order: `identifier` unknown → `.moveUnknownItem`; `destination` not a row position of the snapshot
  /// (not two indexes, no such section, or a row past the end) → `.moveRelativeToUnknownItem` naming the index path.
  /// On failure nothing changes. The item is taken out and put back (as an app's `moveRowAt` does with
  /// `deleteItems` and `insertItems`), so its reload and reconfigure marks go.
  ///
  /// - Complexity: O(size of the two sections involved), plus the delete and insert.
  public mutating func tryMoveItem(_ identifier: ItemIdentifierType, to destination: IndexPath)
    throws(SnapshotError)
  {
    guard let source = sectionIdentifier(containingItem: identifier) else {
      throw .moveUnknownItem(String(describing: identifier))
    }
    let position = destination.map(String.init).joined(separator: ".")
    guard destination.count == 2, destination.section >= 0, destination.section < numberOfSections else {
      throw .moveRelativeToUnknownItem(position)
    }
    let section = sectionIdentifiers[destination.section]
    var rows = itemIdentifiers(inSection: section)
    if section == source { rows.removeAll { $0 == identifier } }
    guard destination.item >= 0, destination.item <= rows.count else { throw .moveRelativeToUnknownItem(position) }
    if section == source && rows.isEmpty { return }  // the only row of its section stays where it is
    try tryDeleteItems([identifier])
    if destination.item < rows.count {
      try tryInsertItems([identifier], beforeItem: rows[destination.item])
    } else {
      try tryAppendItems([identifier], toSection: section)
    }
  }

  /// Apple-shaped form of ``tryMoveItem(_:to:)``: traps where it throws.
  ///
  /// - Complexity: as ``tryMoveItem(_:to:)``.
  public mutating func moveItem(_ identifier: ItemIdentifierType, to destination: IndexPath) {
    _trapping { try tryMoveItem(identifier, to: destination) }
  }
}

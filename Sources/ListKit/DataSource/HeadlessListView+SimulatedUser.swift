// The simulated user, in one place and one naming scheme: what a person does to a list — tap a row, tap an outline
// disclosure, drag a row, swipe-delete a row — as calls on the view they touch (`userTap(at:)`, `userTapDisclosure(at:)`,
// `userMove(at:to:)`, `userDelete(at:)`), each with its checked `tryUser…` twin. The view passes a gesture on as
// UIKit's does: to its delegate (a tap), to the cell's accessory handler or the diffable data source's section
// snapshot handlers (a disclosure), to the data source's move and commit methods (a drag, a swipe-delete).

extension HeadlessListView {
  /// A user taps the row at `indexPath`: in single-selection mode the other rows are deselected and the row is
  /// selected; in multiple-selection mode the tap toggles the row; the delegate is told each change
  /// (`didSelectItemAt`/`didSelectRowAt`, `didDeselect…`).
  ///
  /// ```swift
  /// try view.tryUserTap(at: IndexPath(item: 0, section: 0))
  /// view.selectedIndexPaths  // [0.0]
  /// ```
  ///
  /// - Throws: ``HeadlessViewError/invalidIndexPath(operation:_:)`` (as a ``ListViewError``) when the row is not in
  ///   the view; nothing changes then.
  /// - Complexity: O(s log s) for s selected rows, plus the delegate's work.
  public func tryUserTap(at indexPath: IndexPath) throws(ListViewError) {
    guard let view = self as? any SimulatedUserView else { return try tryPerform(.tapRow(indexPath)) }
    try view.simulateTap(at: indexPath)
  }

  /// ``tryUserTap(at:)`` that traps with the view's message.
  ///
  /// - Complexity: as ``tryUserTap(at:)``.
  public func userTap(at indexPath: IndexPath) {
    do { try tryUserTap(at: indexPath) } catch { preconditionFailure(error.description) }
  }

  /// A user drags the row at `source` (before the move) and drops it at `destination` (where it ends up, after the
  /// move), in the same or another section. The view asks its data source as UIKit's does: a collection view's
  /// diffable data source (`collectionView(_:canMoveItemAt:)`, then `collectionView(_:moveItemAt:to:)`, whose default
  /// runs `reorderingHandlers` around the apply); a table asks `tableView(_:canMoveRowAt:)`, moves the row itself,
  /// then calls `tableView(_:moveRowAt:to:)`.
  ///
  /// - Returns: false when the data source says the row cannot move (nothing moved), or when a collection view's
  ///   data source is not a diffable one (it has no default move).
  /// - Throws: `.indexPathOutOfRange` (collection view) or the table's `.invalidIndexPath` (as
  ///   ``DataSourceError/tableView(_:)``) for a source without a row or a destination outside the sections; the
  ///   apply's errors. Nothing changes then.
  /// - Complexity: O(n) in the rows of the snapshot (collection view) or O(rows) for the move's plan (table), plus
  ///   the data source's work.
  @discardableResult
  public func tryUserMove(at source: IndexPath, to destination: IndexPath) throws(DataSourceError) -> Bool {
    guard let view = self as? any SimulatedUserView else { return false }
    return try view.simulateMove(at: source, to: destination)
  }

  /// ``tryUserMove(at:to:)`` that traps with the message.
  ///
  /// - Complexity: as ``tryUserMove(at:to:)``.
  @discardableResult
  public func userMove(at source: IndexPath, to destination: IndexPath) -> Bool {
    do { return try tryUserMove(at: source, to: destination) } catch { preconditionFailure(error.description) }
  }
}

/// What each view does for a gesture that reaches its data source; ListKit's two views conform.
@MainActor
protocol SimulatedUserView: HeadlessListView {
  /// The view's own tap (`tryTapItem(at:)`, `tryTapRow(at:)`), with whatever the view does for a tap beyond
  /// selecting.
  func simulateTap(at indexPath: IndexPath) throws(ListViewError)
  func simulateMove(at source: IndexPath, to destination: IndexPath) throws(DataSourceError) -> Bool
}

/// A data source that answers a user's gestures itself (the collection view's diffable data source).
@MainActor
protocol SimulatedUserResponder: AnyObject {
  /// The user tapped the outline disclosure of the row at `indexPath`: expand or collapse it.
  func userDidTapDisclosure(at indexPath: IndexPath) throws(DataSourceError) -> DataSourceUpdate?
  /// The user dropped the row at `source` at `destination`.
  func userDidMove(at source: IndexPath, to destination: IndexPath) throws(DataSourceError) -> Bool
}

extension HeadlessCollectionView: SimulatedUserView {
  func simulateTap(at indexPath: IndexPath) throws(ListViewError) {
    do { try tryTapItem(at: indexPath) } catch { throw .collectionView(error) }
  }

  func simulateMove(at source: IndexPath, to destination: IndexPath) throws(DataSourceError) -> Bool {
    guard let responder = dataSource as? any SimulatedUserResponder else { return false }
    return try responder.userDidMove(at: source, to: destination)
  }

  /// A user taps the outline disclosure control of the row at `indexPath`. As in UIKit: when the cell's
  /// outline-disclosure accessory has an `actionHandler`, that handler runs instead; otherwise the diffable data
  /// source toggles the row through its `sectionSnapshotHandlers` — a collapsed row: `shouldExpandItem` (nil means
  /// yes), `willExpandItem`, the children from `snapshotForExpandingParent` when set, then the expanded tree is
  /// applied; an expanded row: `shouldCollapseItem`, `willCollapseItem`, then the collapsed tree.
  ///
  /// ```swift
  /// dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, _ in loadChildren(of: parent) }
  /// try view.tryUserTapDisclosure(at: IndexPath(item: 0, section: 0))   // "Fruit" expands
  /// ```
  ///
  /// - Returns: the update sent, or nil when nothing was sent (a `should…` handler said no, the accessory's own
  ///   handler ran, or the view's data source is not a diffable one).
  /// - Throws: `.indexPathOutOfRange` when the row is not in the view; `.sectionSnapshot` when the provided children
  ///   clash with the tree; the apply's errors. Nothing changes then.
  /// - Complexity: O(n) in the section's tree and the snapshot, plus the diff.
  @discardableResult
  public func tryUserTapDisclosure(at indexPath: IndexPath) throws(DataSourceError) -> DataSourceUpdate? {
    guard list.row(of: indexPath) != nil else { throw .indexPathOutOfRange(indexPath) }
    if let cell = cellForItem(at: indexPath) as? HeadlessListCell,
      let handler = cell.accessories.first(where: { $0.kind == .outlineDisclosure })?.actionHandler
    {
      handler()
      return nil
    }
    guard let responder = dataSource as? any SimulatedUserResponder else { return nil }
    return try responder.userDidTapDisclosure(at: indexPath)
  }

  /// ``tryUserTapDisclosure(at:)`` that traps with the message.
  ///
  /// - Complexity: as ``tryUserTapDisclosure(at:)``.
  @discardableResult
  public func userTapDisclosure(at indexPath: IndexPath) -> DataSourceUpdate? {
    do { return try tryUserTapDisclosure(at: indexPath) } catch { preconditionFailure(error.description) }
  }
}

extension HeadlessTableView: SimulatedUserView {
  func simulateTap(at indexPath: IndexPath) throws(ListViewError) {
    do { try tryTapRow(at: indexPath) } catch { throw .tableView(error) }
  }

  func simulateMove(at source: IndexPath, to destination: IndexPath) throws(DataSourceError) -> Bool {
    do { return try tryUserMoveRow(at: source, to: destination) } catch { throw .tableView(error) }
  }

  /// A user swipes the row at `indexPath` and taps Delete: the table asks its data source
  /// `tableView(_:canEditRowAt:)`; if yes, it calls `tableView(_:commit: .delete, forRowAt:)`, and the data source
  /// deletes the row (a batch, or an applied snapshot). The table itself changes nothing.
  ///
  /// - Returns: false when `canEditRowAt` said no (no commit was called).
  /// - Throws: ``HeadlessViewError/invalidIndexPath(operation:_:)`` when the row is not in the table.
  /// - Complexity: O(1) plus the data source's work.
  @discardableResult
  public func tryUserDelete(at indexPath: IndexPath) throws(TableViewError) -> Bool {
    try tryUserDeleteRow(at: indexPath)
  }

  /// ``tryUserDelete(at:)`` that traps with the message.
  ///
  /// - Complexity: as ``tryUserDelete(at:)``.
  @discardableResult
  public func userDelete(at indexPath: IndexPath) -> Bool {
    do { return try tryUserDeleteRow(at: indexPath) } catch { preconditionFailure(error.description) }
  }
}

extension CollectionViewDiffableDataSource: SimulatedUserResponder {
  /// Expands a collapsed item, collapses an expanded one (`tryUserExpand(_:)`, `tryUserCollapse(_:)`): the one
  /// toggle behind every disclosure tap, the simulated user's and the view's own (a header row's tap).
  func userDidTapDisclosure(at indexPath: IndexPath) throws(DataSourceError) -> DataSourceUpdate? {
    guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section) else {
      throw .indexPathOutOfRange(indexPath)
    }
    return try _tryUserSetExpanded(item, !snapshot(for: section).isExpanded(item), differ: Self.specializedDiffer())
  }

  func userDidMove(at source: IndexPath, to destination: IndexPath) throws(DataSourceError) -> Bool {
    try tryUserMoveItem(at: source, to: destination) != nil
  }
}

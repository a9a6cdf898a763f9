// What a user does to a table, as UIKit delivers it to the data source (semantics.md §9): editing mode,
// swipe-to-delete (`canEditRowAt`, then `commit(editingStyle:forRowAt:)`), swipe actions (the delegate's
// configurations, UIKit's "Delete" by default) and the interactive move (`canMoveRowAt`, the table moves the row,
// then `moveRowAt`).

extension HeadlessTableView {
  /// Enters or leaves editing mode (UIKit's `setEditing(_:animated:)`). The headless table does not animate.
  ///
  /// - Complexity: O(1).
  public func setEditing(_ editing: Bool, animated: Bool = true) {
    isEditing = editing
  }

  /// A user swipes the row and taps Delete (or taps the editing control's Delete): the table asks the data source
  /// `tableView(_:canEditRowAt:)`; if yes, it calls `tableView(_:commit: .delete, forRowAt:)`. The table itself
  /// changes nothing: the data source deletes the row (a batch, or an applied snapshot).
  ///
  /// - Returns: false when `canEditRowAt` said no (no commit was called).
  /// - Throws: ``HeadlessViewError/invalidIndexPath(operation:_:)`` when the row is not in the table.
  /// - Complexity: O(1) plus the data source's work.
  @discardableResult
  public func tryUserDeleteRow(at indexPath: IndexPath) throws(TableViewError) -> Bool {
    guard list.row(of: indexPath) != nil else { throw .invalidIndexPath(operation: "swipe to delete", indexPath) }
    guard let dataSource, dataSource.tableView(self, canEditRowAt: indexPath) else { return false }
    dataSource.tableView(self, commit: .delete, forRowAt: indexPath)
    return true
  }

  /// ``tryUserDeleteRow(at:)`` that traps with the message.
  ///
  /// - Complexity: as ``tryUserDeleteRow(at:)``.
  @available(*, deprecated, renamed: "userDelete(at:)")
  @discardableResult
  public func userDeleteRow(at indexPath: IndexPath) -> Bool {
    orTrap { () throws(TableViewError) in try tryUserDeleteRow(at: indexPath) }
  }

  /// A user drags the row at `source` (before the move) to `destination` (where it ends up, after the move): the
  /// table asks `tableView(_:canMoveRowAt:)`; if yes, it **moves the row itself** (the cell moves along, the counts
  /// of the two sections change, the selection follows), then calls `tableView(_:moveRowAt:to:)` so the data
  /// source updates its model to match. Rows that came into view are asked for after that call.
  ///
  /// - Returns: false when `canMoveRowAt` said no (nothing moved, no other call).
  /// - Throws: ``HeadlessViewError/invalidIndexPath(operation:_:)`` for a source that is not a row or a destination
  ///   outside the sections after the move; a cell failure while realizing the rows that came into view (the table
  ///   and a diffable data source are then as before the drag).
  /// - Complexity: O(rows) for the move's plan, plus the data source's work.
  @discardableResult
  public func tryUserMoveRow(at source: IndexPath, to destination: IndexPath) throws(TableViewError) -> Bool {
    guard list.pendingBatch == nil else { throw .nestedBatchUpdates }
    guard list.row(of: source) != nil else { throw .invalidIndexPath(operation: "move row from", source) }
    var counts = list.sectionCounts
    counts[source.section] -= 1
    guard destination.count == 2, destination.section >= 0, destination.section < counts.count,
      destination.row >= 0, destination.row <= counts[destination.section]
    else { throw .invalidIndexPath(operation: "move row to", destination) }
    counts[destination.section] += 1
    guard let dataSource, dataSource.tableView(self, canMoveRowAt: source) else { return false }

    let observer = dataSource as? HeadlessTableViewInteractiveMoveObserver
    observer?.tableView(self, willMoveRowAt: source, to: destination)
    // One operation: a cell failure while realizing leaves the table (and a diffable data source) as before the drag.
    do {
      try atomically { () throws(TableViewError) in
        if source != destination {
          var move = BatchUpdate()
          move.movedItems = [.init(from: source, to: destination)]
          let plan = try BatchValidator.validate(
            move, oldCounts: list.sectionCounts, oldStarts: list.sectionStarts, newCounts: counts,
            dataSourceCountsBefore: nil, as: TableViewKind.self)
          try apply(plan, realizing: false)
        }
        dataSource.tableView(self, moveRowAt: source, to: destination)
        try realizeViewport()
      }
    } catch {
      observer?.tableView(self, didFailToMoveRowAt: source, to: destination)
      throw error
    }
    observer?.tableView(self, didMoveRowAt: source, to: destination)
    return true
  }

  /// ``tryUserMoveRow(at:to:)`` that traps with the message.
  ///
  /// - Complexity: as ``tryUserMoveRow(at:to:)``.
  @available(*, deprecated, renamed: "userMove(at:to:)")
  @discardableResult
  public func userMoveRow(at source: IndexPath, to destination: IndexPath) -> Bool {
    orTrap { () throws(TableViewError) in try tryUserMoveRow(at: source, to: destination) }
  }

  // MARK: Swipe actions

  /// The title of UIKit's default trailing swipe action.
  public static let deleteActionTitle = "Delete"

  /// The actions a swipe on `edge` of the row reveals: the delegate's configuration; for the trailing edge, when the
  /// delegate gives none, UIKit's default — "Delete" (destructive, committing `.delete` to the data source) when
  /// the data source can edit the row — else nil.
  ///
  /// - Throws: ``HeadlessViewError/invalidIndexPath(operation:_:)`` when the row is not in the table.
  /// - Complexity: O(1) plus the delegate's and the data source's work.
  public func trySwipeActionsConfiguration(_ edge: SwipeEdge, forRowAt indexPath: IndexPath) throws(TableViewError)
    -> SwipeActionsConfiguration?
  {
    guard list.row(of: indexPath) != nil else { throw .invalidIndexPath(operation: "swipe", indexPath) }
    switch edge {
    case .leading:
      return delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
    case .trailing:
      if let configuration = delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath) {
        return configuration
      }
      guard let dataSource, dataSource.tableView(self, canEditRowAt: indexPath) else { return nil }
      let delete = ContextualAction(style: .destructive, title: Self.deleteActionTitle) {
        [weak self, weak dataSource] _, _, completion in
        guard let self, let dataSource else { return completion(false) }
        dataSource.tableView(self, commit: .delete, forRowAt: indexPath)
        completion(true)
      }
      return SwipeActionsConfiguration(actions: [delete])
    }
  }

  /// A user swipes the row on `edge` and taps the action titled `title` (nil: swipes all the way, which performs
  /// the first action when the configuration allows it). The row is scrolled into view first, as the user sees what
  /// they swipe; the action's handler gets its cell. What the handler does is the app's: a delete must change the
  /// model and the table together (UIKit raises when the counts do not add up, semantics.md §4).
  ///
  /// - Returns: the action run and what it passed to its completion; nil when the row offers no such action.
  /// - Throws: ``HeadlessViewError/invalidIndexPath(operation:_:)`` when the row is not in the table; a cell failure
  ///   while scrolling it into view.
  /// - Complexity: as ``trySwipeActionsConfiguration(_:forRowAt:)`` plus the scroll and the handler.
  @discardableResult
  public func tryUserSwipe(_ edge: SwipeEdge = .trailing, rowAt indexPath: IndexPath, choosing title: String?)
    throws(TableViewError) -> SwipeActionOutcome?
  {
    try listUserSwipe(trySwipeActionsConfiguration(edge, forRowAt: indexPath), at: indexPath, choosing: title)
  }
}

// The viewport and selection of the headless table view: visible rows, scrolling, programmatic selection and taps,
// on the viewport and selection shared with the collection view (ListViewEngine+Viewport.swift, +Selection.swift).

extension HeadlessTableView {
  // MARK: Viewport

  /// The flat rows inside the viewport.
  ///
  /// - Complexity: O(1).
  public var visibleRowRange: Range<Int> { list.visibleRowRange }

  /// The index paths of the visible rows, ascending (UIKit's `indexPathsForVisibleRows`).
  ///
  /// - Complexity: O(viewport · log viewport).
  public var indexPathsForVisibleRows: [IndexPath] {
    layoutBeforeRead()
    return listIndexPathsForVisibleRows
  }

  /// The cells of the visible rows, in row order.
  ///
  /// - Complexity: O(viewport · log viewport).
  public var visibleCells: [HeadlessTableViewCell] {
    layoutBeforeRead()
    return listVisibleCells
  }

  /// The cell displayed for a row, or nil when the row has no cell (not visible, or not in the table).
  ///
  /// - Complexity: O(1).
  public func cellForRow(at indexPath: IndexPath) -> HeadlessTableViewCell? {
    layoutBeforeRead()
    return listCellForRow(at: indexPath)
  }

  /// Changes the number of visible rows and realizes the viewport.
  ///
  /// - Throws: a data-source cell failure (the table is then as it was).
  /// - Complexity: O(viewport).
  public func trySetViewportHeight(_ height: Int) throws(TableViewError) { try listSetViewportHeight(height) }

  /// Scrolls so that `row` (flattened across sections) is the first visible row, clamped to the content.
  ///
  /// - Throws: a data-source cell failure.
  /// - Complexity: O(viewport).
  public func tryScroll(toRow row: Int) throws(TableViewError) { try listScroll(toRow: row) }

  /// ``tryScroll(toRow:)`` that traps on failure.
  ///
  /// - Complexity: O(viewport).
  public func scroll(toRow row: Int) {
    orTrap { () throws(TableViewError) in try tryScroll(toRow: row) }
  }

  /// Scrolls as little as possible to make the row visible (UIKit's `scrollToRow(at:at:animated:)` with `.none`).
  ///
  /// - Throws: ``HeadlessViewError/invalidIndexPath(operation:_:)`` when the row is not in the table, or a
  ///   data-source cell failure.
  /// - Complexity: O(viewport).
  public func tryScrollToRow(at indexPath: IndexPath) throws(TableViewError) { try listScrollToRow(at: indexPath) }

  /// ``tryScrollToRow(at:)`` that traps with the message.
  ///
  /// - Complexity: O(viewport).
  public func scrollToRow(at indexPath: IndexPath) {
    orTrap { () throws(TableViewError) in try tryScrollToRow(at: indexPath) }
  }

  // MARK: Selection

  /// The selected rows, ascending; nil when no row is selected (UIKit's `indexPathsForSelectedRows`).
  ///
  /// - Complexity: O(s log s) for s selected rows.
  public var indexPathsForSelectedRows: [IndexPath]? { list.selection.isEmpty ? nil : list.selection.sorted() }

  /// Selects a row without telling the delegate; in single-selection mode the other rows are deselected.
  ///
  /// - Throws: ``HeadlessViewError/invalidIndexPath(operation:_:)`` when the row is not in the table.
  /// - Complexity: O(s) for s selected rows.
  public func trySelectRow(at indexPath: IndexPath) throws(TableViewError) {
    try listSelectRow(at: indexPath)
  }

  /// ``trySelectRow(at:)`` that traps with the message.
  ///
  /// - Complexity: O(s) for s selected rows.
  public func selectRow(at indexPath: IndexPath) {
    orTrap { () throws(TableViewError) in try trySelectRow(at: indexPath) }
  }

  /// Deselects a row without telling the delegate; nothing happens when it is not selected.
  ///
  /// - Throws: ``HeadlessViewError/invalidIndexPath(operation:_:)`` when the row is not in the table.
  /// - Complexity: O(1).
  public func tryDeselectRow(at indexPath: IndexPath) throws(TableViewError) {
    try listDeselectRow(at: indexPath)
  }

  /// ``tryDeselectRow(at:)`` that traps with the message.
  ///
  /// - Complexity: O(1).
  public func deselectRow(at indexPath: IndexPath) {
    orTrap { () throws(TableViewError) in try tryDeselectRow(at: indexPath) }
  }

  /// Selects a row as a user's tap does, telling the delegate (`didDeselectRowAt` for rows that lose the selection,
  /// `didSelectRowAt`); in multiple-selection mode a tap toggles the row.
  ///
  /// - Throws: ``HeadlessViewError/invalidIndexPath(operation:_:)`` when the row is not in the table.
  /// - Complexity: O(s log s) for s selected rows.
  public func tryTapRow(at indexPath: IndexPath) throws(TableViewError) {
    try listTapRow(at: indexPath)
  }

  /// ``tryTapRow(at:)`` that traps with the message.
  ///
  /// - Complexity: as ``tryTapRow(at:)``.
  @available(*, deprecated, renamed: "userTap(at:)", message: "the simulated user's calls are the view's user… calls")
  public func tapRow(at indexPath: IndexPath) {
    orTrap { () throws(TableViewError) in try tryTapRow(at: indexPath) }
  }
}

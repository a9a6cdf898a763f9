// The viewport both headless views share: which rows are visible, scrolling, and keeping exactly the visible rows
// (and the section content of the sections in view) backed by views from the data source.

extension ListViewEngine {
  /// The index paths of the visible rows, ascending.
  ///
  /// - Complexity: O(viewport · log viewport).
  var listIndexPathsForVisibleRows: [IndexPath] {
    list.cellsByRow.keys.sorted().map { list.cellsByRow[$0]!.indexPath! }
  }

  /// The cells of the visible rows, in row order.
  ///
  /// - Complexity: O(viewport · log viewport).
  var listVisibleCells: [Cell] { list.cellsByRow.keys.sorted().map { list.cellsByRow[$0]! } }

  /// The cell displayed for a row, or nil (not visible, or not in the view).
  ///
  /// - Complexity: O(1).
  func listCellForRow(at indexPath: IndexPath) -> Cell? {
    list.row(of: indexPath).flatMap { list.cellsByRow[$0] }
  }

  /// A user's swipe of the row at `indexPath` revealing `configuration` (nil: the row offers no actions), then a tap
  /// of the action titled `title`: the row is scrolled into view first and the action's handler gets its cell.
  func listUserSwipe(_ configuration: SwipeActionsConfiguration?, at indexPath: IndexPath, choosing title: String?)
    throws(Failure) -> SwipeActionOutcome?
  {
    guard let configuration else { return nil }
    try listScrollToRow(at: indexPath)  // lays the view out
    guard let cell = listCellForRow(at: indexPath) else { return nil }
    return configuration.perform(titled: title, on: cell)
  }

  /// Changes the number of visible rows and realizes the viewport.
  /// On a cell failure the view is as it was (ListViewEngine+Transactions.swift), as for every call below.
  func listSetViewportHeight(_ height: Int) throws(Failure) {
    try atomically { () throws(Failure) in
      try layOutPendingPass()
      list.viewportHeight = max(0, height)
      list.contentOffset = list.clampedOffset(list.contentOffset)
      try realizeViewport()
    }
  }

  /// Scrolls so that `row` (flattened across sections) is the first visible row, clamped to the content.
  func listScroll(toRow row: Int) throws(Failure) {
    try atomically { () throws(Failure) in
      try layOutPendingPass()
      list.contentOffset = list.clampedOffset(row)
      try realizeViewport()
    }
  }

  /// Scrolls as little as possible to make the row visible.
  ///
  /// - Throws: `.invalidIndexPath` when the row is not in the view.
  func listScrollToRow(at indexPath: IndexPath) throws(Failure) {
    guard let row = list.row(of: indexPath) else { throw .invalidIndexPath(operation: "scroll to", indexPath) }
    try atomically { () throws(Failure) in
      try layOutPendingPass()
      if row < list.contentOffset {
        list.contentOffset = row
      } else if row >= list.contentOffset + list.viewportHeight {
        list.contentOffset = list.clampedOffset(row - list.viewportHeight + 1)
      }
      try realizeViewport()
    }
  }

  /// Inside a scroll or a change of viewport: the pending layout pass first, at the offset the view had (UIKit lays a
  /// view out before it scrolls to an item).
  private func layOutPendingPass() throws(Failure) {
    if list.awaitsLayout && hasDataSource { try realizeViewport() }
  }

  /// Makes the displayed cells match the viewport: cells of rows that left it are enqueued first, then rows without
  /// a cell ask the data source, in row order; then the section content of the sections in view.
  func realizeViewport() throws(Failure) {
    list.needsLayout = true
    let visible = list.visibleRowRange
    for row in list.cellsByRow.keys.sorted() where !visible.contains(row) {
      enqueue(list.cellsByRow.removeValue(forKey: row)!)
    }
    for row in visible where list.cellsByRow[row] == nil {
      let indexPath = indexPathOfRow(row, starts: list.sectionStarts)
      let cell = try checkedCell(dataSourceCell(at: indexPath), at: indexPath)
      list.cellsByRow[row] = cell
      display(cell, at: indexPath)
      noteWillDisplay(cell, at: indexPath)
    }
    try realizeSectionContent(in: list.sectionsInView())
    list.needsLayout = false
  }

  /// Bookkeeping for a cell the data source returned for display at `indexPath`.
  func display(_ cell: Cell, at indexPath: IndexPath) {
    cell.indexPath = indexPath
    cell.prepareForDisplay(selected: list.selection.contains(indexPath))
    cell.configurationCount += 1
    list.cells.count(cell) { $0.configures += 1 }
  }
}

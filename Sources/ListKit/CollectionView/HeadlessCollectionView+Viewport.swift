// The viewport of the headless collection view: which item rows are visible, and scrolling. The realization of the
// visible rows is the shared viewport's (ListViewEngine+Viewport.swift); the supplementary views of the sections
// in view are realized with it (HeadlessCollectionView.swift).

extension HeadlessCollectionView {
  /// The flat rows inside the viewport.
  ///
  /// - Complexity: O(1).
  public var visibleRowRange: Range<Int> { list.visibleRowRange }

  /// The index paths of the visible items, ascending.
  ///
  /// - Complexity: O(viewport · log viewport).
  public var indexPathsForVisibleItems: [IndexPath] {
    layoutBeforeRead()
    return listIndexPathsForVisibleRows
  }

  /// The cells of the visible items, in row order.
  ///
  /// - Complexity: O(viewport · log viewport).
  public var visibleCells: [HeadlessCell] {
    layoutBeforeRead()
    return listVisibleCells
  }

  /// The cell displayed for an item, or nil when the item has no cell (not visible, or not in the view).
  ///
  /// - Complexity: O(1).
  public func cellForItem(at indexPath: IndexPath) -> HeadlessCell? {
    layoutBeforeRead()
    return listCellForRow(at: indexPath)
  }

  /// The supplementary view of `kind` displayed for the section of `indexPath`, or nil.
  ///
  /// - Complexity: O(1).
  public func supplementaryView(forElementKind kind: String, at indexPath: IndexPath) -> HeadlessReusableView? {
    layoutBeforeRead()
    return supplementaryViews[kind]?[indexPath.section]
  }

  /// Changes the number of visible rows and realizes the viewport.
  ///
  /// - Throws: a data-source cell failure (the view is then as it was).
  /// - Complexity: O(viewport).
  public func trySetViewportHeight(_ height: Int) throws(CollectionViewError) { try listSetViewportHeight(height) }

  /// Scrolls so that `row` (flattened across sections) is the first visible row, clamped to the content.
  ///
  /// - Throws: a data-source cell failure.
  /// - Complexity: O(viewport).
  public func tryScroll(toRow row: Int) throws(CollectionViewError) { try listScroll(toRow: row) }

  /// ``tryScroll(toRow:)`` that traps on failure.
  ///
  /// - Complexity: O(viewport).
  public func scroll(toRow row: Int) {
    orTrap { () throws(CollectionViewError) in try tryScroll(toRow: row) }
  }

  /// Scrolls as little as possible to make the item visible.
  ///
  /// - Throws: ``HeadlessViewError/invalidIndexPath(operation:_:)`` when the item is not in the view, or a
  ///   data-source cell failure.
  /// - Complexity: O(viewport).
  public func tryScrollToItem(at indexPath: IndexPath) throws(CollectionViewError) {
    try listScrollToRow(at: indexPath)
  }

  /// ``tryScrollToItem(at:)`` that traps with the message.
  ///
  /// - Complexity: O(viewport).
  public func scrollToItem(at indexPath: IndexPath) {
    orTrap { () throws(CollectionViewError) in try tryScrollToItem(at: indexPath) }
  }
}

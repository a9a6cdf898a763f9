// The viewport of the headless collection view: which item rows are visible, scrolling, and keeping exactly the
// visible rows (and the supplementary views of the sections in view) backed by views from the data source.

extension HeadlessCollectionView {
  /// The flat rows inside the viewport.
  ///
  /// - Complexity: O(1).
  public var visibleRowRange: Range<Int> {
    contentOffset..<min(contentOffset + storedViewportHeight, numberOfRows)
  }

  /// The index paths of the visible items, ascending.
  ///
  /// - Complexity: O(viewport · log viewport).
  public var indexPathsForVisibleItems: [IndexPath] {
    cellsByRow.keys.sorted().map { cellsByRow[$0]!.indexPath! }
  }

  /// The cells of the visible items, in row order.
  ///
  /// - Complexity: O(viewport · log viewport).
  public var visibleCells: [HeadlessCell] { cellsByRow.keys.sorted().map { cellsByRow[$0]! } }

  /// The cell displayed for an item, or nil when the item has no cell (not visible, or not in the view).
  ///
  /// - Complexity: O(1).
  public func cellForItem(at indexPath: IndexPath) -> HeadlessCell? {
    row(of: indexPath).flatMap { cellsByRow[$0] }
  }

  /// The supplementary view of `kind` displayed for the section of `indexPath`, or nil.
  ///
  /// - Complexity: O(1).
  public func supplementaryView(forElementKind kind: String, at indexPath: IndexPath) -> HeadlessReusableView? {
    supplementaryViews[kind]?[indexPath.section]
  }

  /// Changes the number of visible rows and realizes the viewport.
  ///
  /// - Throws: a data-source cell failure (the failing row has no cell).
  /// - Complexity: O(viewport).
  public func trySetViewportHeight(_ height: Int) throws(CollectionViewError) {
    storedViewportHeight = max(0, height)
    contentOffset = clampedOffset(contentOffset)
    try realizeViewport()
  }

  /// Scrolls so that `row` (flattened across sections) is the first visible row, clamped to the content.
  ///
  /// - Throws: a data-source cell failure.
  /// - Complexity: O(viewport).
  public func tryScroll(toRow row: Int) throws(CollectionViewError) {
    contentOffset = clampedOffset(row)
    try realizeViewport()
  }

  /// ``tryScroll(toRow:)`` that traps on failure.
  ///
  /// - Complexity: O(viewport).
  public func scroll(toRow row: Int) {
    orTrap { () throws(CollectionViewError) in try tryScroll(toRow: row) }
  }

  /// Scrolls as little as possible to make the item visible.
  ///
  /// - Throws: ``CollectionViewError/invalidIndexPath(operation:_:)`` when the item is not in the view, or a
  ///   data-source cell failure.
  /// - Complexity: O(viewport).
  public func tryScrollToItem(at indexPath: IndexPath) throws(CollectionViewError) {
    guard let row = row(of: indexPath) else { throw .invalidIndexPath(operation: "scroll to", indexPath) }
    if row < contentOffset {
      contentOffset = row
    } else if row >= contentOffset + storedViewportHeight {
      contentOffset = clampedOffset(row - storedViewportHeight + 1)
    }
    try realizeViewport()
  }

  /// ``tryScrollToItem(at:)`` that traps with the message.
  ///
  /// - Complexity: O(viewport).
  public func scrollToItem(at indexPath: IndexPath) {
    orTrap { () throws(CollectionViewError) in try tryScrollToItem(at: indexPath) }
  }

  /// `offset` clamped to `0...max(0, rows - viewportHeight)`.
  func clampedOffset(_ offset: Int) -> Int {
    max(0, min(offset, numberOfRows - storedViewportHeight))
  }

  /// The sections in view: those with a row in the viewport, and empty sections whose position is in it.
  func sectionsInView() -> Range<Int> {
    let end = contentOffset + storedViewportHeight
    var low = 0
    var high = sectionCounts.count
    while low < high {  // first section that ends after the offset or starts at or after it
      let mid = (low + high) / 2
      if sectionStarts[mid + 1] > contentOffset || sectionStarts[mid] >= contentOffset {
        high = mid
      } else {
        low = mid + 1
      }
    }
    var last = low
    while last < sectionCounts.count && sectionStarts[last] < end { last += 1 }
    return low..<last
  }

  /// Makes the displayed views match the viewport: cells of rows that left it are enqueued first, then rows
  /// without a cell ask the data source, in row order; likewise supplementary views per section in view.
  func realizeViewport() throws(CollectionViewError) {
    realizationIncomplete = true
    let visible = visibleRowRange
    for row in cellsByRow.keys.sorted() where !visible.contains(row) {
      enqueue(cellsByRow.removeValue(forKey: row)!)
    }
    for row in visible where cellsByRow[row] == nil {
      let indexPath = indexPathOfRow(row, starts: sectionStarts)
      guard let cell = dataSource?.collectionView(self, cellForItemAt: indexPath) else {
        throw .cellProviderReturnedNil(indexPath)
      }
      cellsByRow[row] = cell
      display(cell, at: indexPath)
    }

    let sections = sectionsInView()
    for kind in supplementaryViews.keys.sorted() {
      let keep = supplementaryElementKinds.contains(kind)
      for section in supplementaryViews[kind]!.keys.sorted() where !keep || !sections.contains(section) {
        enqueue(supplementaryViews[kind]!.removeValue(forKey: section)!)
      }
    }
    for kind in supplementaryElementKinds {
      for section in sections where supplementaryViews[kind]?[section] == nil {
        let indexPath = IndexPath(item: 0, section: section)
        guard
          let view = dataSource?.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
        else { throw .supplementaryViewProviderReturnedNil(kind: kind, indexPath) }
        view.indexPath = indexPath
        supplementaryViews[kind, default: [:]][section] = view
      }
    }
    realizationIncomplete = false
  }

  /// Bookkeeping for a cell the data source returned for display at `indexPath`.
  func display(_ cell: HeadlessCell, at indexPath: IndexPath) {
    cell.indexPath = indexPath
    cell.isSelected = selection.contains(indexPath)
    cell.configurationCount += 1
    updateStatistics(of: cell) { $0.configures += 1 }
  }
}

// Batch updates of the headless collection view: recording the update calls, validating the batch
// (BatchValidation.swift) and applying a valid one to counts, cells, supplementary views, selection and row
// identities, UIKit-style.

extension HeadlessCollectionView {
  // MARK: performBatchUpdates

  /// UIKit's `performBatchUpdates`: `updates` makes the update calls (``insertItems(at:)`` and friends) **and**
  /// mutates the data source's model. The view reads the data source's counts before and after the block,
  /// validates the recorded operations with rules R1–R17 (semantics.md §4.2) and applies them — or throws and
  /// leaves its own state untouched (the caller restores its model). A view that has not loaded its data yet
  /// reloads first, as UIKit does.
  ///
  /// Index frames: deletes, reloads, reconfigures and move sources refer to the state before the update; inserts
  /// and move destinations to the state after it.
  ///
  /// - Throws: the first violated rule; ``CollectionViewError/nestedBatchUpdates`` inside another batch block;
  ///   a data-source cell failure while applying (the update is then applied; the failing row has no cell).
  /// - Complexity: O(ops + sections) expected to validate and apply when the batch touches few rows
  ///   (O(ops log ops) when its operations are not in order), O(ops + sections + rows) when it touches many; plus
  ///   O(viewport + selection) for cells and selection, and O(rows) when tracking row identities.
  public func tryPerformBatchUpdates(_ updates: () -> Void) throws(CollectionViewError) {
    guard pendingBatch == nil else { throw .nestedBatchUpdates }
    if !hasLoadedData { try tryReloadData() }
    let before = readCounts()
    pendingBatch = BatchUpdate()
    updates()
    let recorded = pendingBatch ?? BatchUpdate()
    pendingBatch = nil
    try commit(recorded, dataSourceCountsBefore: before)
  }

  /// ``tryPerformBatchUpdates(_:)`` that traps with UIKit's message on failure, then calls `completion(true)`.
  ///
  /// - Complexity: as ``tryPerformBatchUpdates(_:)``.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    orTrap { () throws(CollectionViewError) in try tryPerformBatchUpdates { updates?() } }
    completion?(true)
  }

  /// One batch with the structural part of `update` (section and item deletes, inserts and moves; its reloads and
  /// reconfigures, which are in the final frame, belong in a later update), with the model changed by
  /// `commitModel` inside the block.
  ///
  /// - Throws: as ``tryPerformBatchUpdates(_:)``.
  /// - Complexity: as ``tryPerformBatchUpdates(_:)``.
  public func tryPerformBatchUpdates(_ update: BatchUpdate, commitModel: () -> Void) throws(CollectionViewError) {
    try tryPerformBatchUpdates {
      // Usually the block records nothing else: the update's arrays are then shared, not copied.
      if pendingBatch == BatchUpdate() {
        pendingBatch = BatchUpdate(
          deletedSections: update.deletedSections, insertedSections: update.insertedSections,
          movedSections: update.movedSections, deletedItems: update.deletedItems,
          insertedItems: update.insertedItems, movedItems: update.movedItems)
      } else {
        pendingBatch?.deletedSections += update.deletedSections
        pendingBatch?.insertedSections += update.insertedSections
        pendingBatch?.movedSections += update.movedSections
        pendingBatch?.deletedItems += update.deletedItems
        pendingBatch?.insertedItems += update.insertedItems
        pendingBatch?.movedItems += update.movedItems
      }
      commitModel()
    }
  }

  // MARK: Update calls

  /// Inserts sections at indexes of the state after the update. Inside a batch block it is recorded; outside, it
  /// is a single-operation batch validated against the data source's current counts (mutate the model first).
  ///
  /// - Throws: as ``tryPerformBatchUpdates(_:)`` (outside a batch block only).
  /// - Complexity: O(sections.count) inside a batch; as a batch otherwise.
  public func tryInsertSections(_ sections: [Int]) throws(CollectionViewError) {
    try record { $0.insertedSections += sections }
  }
  /// Deletes sections at indexes of the state before the update (see ``tryInsertSections(_:)``).
  ///
  /// - Complexity: as ``tryInsertSections(_:)``.
  public func tryDeleteSections(_ sections: [Int]) throws(CollectionViewError) {
    try record { $0.deletedSections += sections }
  }
  /// Reloads sections (before-update indexes): a delete plus an insert at the section's final index.
  ///
  /// - Complexity: as ``tryInsertSections(_:)``.
  public func tryReloadSections(_ sections: [Int]) throws(CollectionViewError) {
    try record { $0.reloadedSections += sections }
  }
  /// Moves a section: `section` before the update, `newSection` after it.
  ///
  /// - Complexity: O(1) inside a batch; as a batch otherwise.
  public func tryMoveSection(_ section: Int, toSection newSection: Int) throws(CollectionViewError) {
    try record { $0.movedSections.append(.init(from: section, to: newSection)) }
  }
  /// Inserts items at index paths of the state after the update.
  ///
  /// - Complexity: O(indexPaths.count) inside a batch; as a batch otherwise.
  public func tryInsertItems(at indexPaths: [IndexPath]) throws(CollectionViewError) {
    try record { $0.insertedItems += indexPaths }
  }
  /// Deletes items at index paths of the state before the update.
  ///
  /// - Complexity: as ``tryInsertItems(at:)``.
  public func tryDeleteItems(at indexPaths: [IndexPath]) throws(CollectionViewError) {
    try record { $0.deletedItems += indexPaths }
  }
  /// Reloads items (before-update index paths): each gets a newly dequeued cell if visible, its identity is read
  /// again, and it is deselected; a delete plus an insert for the count check.
  ///
  /// - Complexity: as ``tryInsertItems(at:)``.
  public func tryReloadItems(at indexPaths: [IndexPath]) throws(CollectionViewError) {
    try record { $0.reloadedItems += indexPaths }
  }
  /// Moves an item: `indexPath` before the update, `newIndexPath` after it. The cell moves along, content as is.
  ///
  /// - Complexity: O(1) inside a batch; as a batch otherwise.
  public func tryMoveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) throws(CollectionViewError) {
    try record { $0.movedItems.append(.init(from: indexPath, to: newIndexPath)) }
  }
  /// Reconfigures items (before-update index paths) that have a cell: the data source's `cellForItemAt` runs
  /// again and a dequeue for the item returns its existing cell. Not structural; no-op for rows without a cell.
  ///
  /// - Complexity: as ``tryInsertItems(at:)``.
  public func tryReconfigureItems(at indexPaths: [IndexPath]) throws(CollectionViewError) {
    try record { $0.reconfiguredItems += indexPaths }
  }

  /// ``tryInsertSections(_:)`` that traps with UIKit's message.
  public func insertSections(_ sections: [Int]) {
    orTrap { () throws(CollectionViewError) in try tryInsertSections(sections) }
  }
  /// ``tryDeleteSections(_:)`` that traps with UIKit's message.
  public func deleteSections(_ sections: [Int]) {
    orTrap { () throws(CollectionViewError) in try tryDeleteSections(sections) }
  }
  /// ``tryReloadSections(_:)`` that traps with UIKit's message.
  public func reloadSections(_ sections: [Int]) {
    orTrap { () throws(CollectionViewError) in try tryReloadSections(sections) }
  }
  /// ``tryMoveSection(_:toSection:)`` that traps with UIKit's message.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    orTrap { () throws(CollectionViewError) in try tryMoveSection(section, toSection: newSection) }
  }
  /// ``tryInsertItems(at:)`` that traps with UIKit's message.
  public func insertItems(at indexPaths: [IndexPath]) {
    orTrap { () throws(CollectionViewError) in try tryInsertItems(at: indexPaths) }
  }
  /// ``tryDeleteItems(at:)`` that traps with UIKit's message.
  public func deleteItems(at indexPaths: [IndexPath]) {
    orTrap { () throws(CollectionViewError) in try tryDeleteItems(at: indexPaths) }
  }
  /// ``tryReloadItems(at:)`` that traps with UIKit's message.
  public func reloadItems(at indexPaths: [IndexPath]) {
    orTrap { () throws(CollectionViewError) in try tryReloadItems(at: indexPaths) }
  }
  /// ``tryMoveItem(at:to:)`` that traps with UIKit's message.
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    orTrap { () throws(CollectionViewError) in try tryMoveItem(at: indexPath, to: newIndexPath) }
  }
  /// ``tryReconfigureItems(at:)`` that traps with UIKit's message.
  public func reconfigureItems(at indexPaths: [IndexPath]) {
    orTrap { () throws(CollectionViewError) in try tryReconfigureItems(at: indexPaths) }
  }

  /// Records an operation inside a batch block, or runs it as an implicit single-operation batch: the "before"
  /// counts are the view's, the "after" counts the data source's now. A view that never loaded just reloads.
  private func record(_ change: (inout BatchUpdate) -> Void) throws(CollectionViewError) {
    if pendingBatch != nil {
      change(&pendingBatch!)
      return
    }
    guard hasLoadedData else { return try tryReloadData() }
    var update = BatchUpdate()
    change(&update)
    try commit(update, dataSourceCountsBefore: nil)
  }

  // MARK: Applying

  /// Validates a recorded batch against the view's counts and the data source's counts now, then applies it.
  func commit(_ update: BatchUpdate, dataSourceCountsBefore: [Int]?) throws(CollectionViewError) {
    let plan = try BatchValidator.validate(
      update, oldCounts: sectionCounts, oldStarts: sectionStarts, newCounts: readCounts(),
      dataSourceCountsBefore: dataSourceCountsBefore)
    try apply(plan)
  }

  /// Applies a valid plan: cells of surviving items move with them (content untouched), cells of deleted and
  /// reloaded items are enqueued once the update is done, rows that become visible get cells; selection and row
  /// identities follow the items; then reconfigures run.
  private func apply(_ plan: BatchPlan) throws(CollectionViewError) {
    let newStarts = plan.newStarts
    var retiring: [HeadlessCell] = []
    var kept: [Int: HeadlessCell] = [:]
    kept.reserveCapacity(cellsByRow.count)
    for row in cellsByRow.keys.sorted() {
      let cell = cellsByRow[row]!
      let target = plan.newRow(ofOldRow: row)
      if target < 0 {
        retiring.append(cell)
      } else {
        kept[target] = cell
        cell.indexPath = indexPathOfRow(target, starts: newStarts)
      }
    }

    var retiringViews: [HeadlessReusableView] = []
    var keptViews: [String: [Int: HeadlessReusableView]] = [:]
    for kind in supplementaryViews.keys.sorted() {
      for (section, view) in supplementaryViews[kind]!.sorted(by: { $0.key < $1.key }) {
        let target = plan.sectionOldToNew[section]
        if target < 0 || plan.sectionIsFresh[target] {
          retiringViews.append(view)
        } else {
          keptViews[kind, default: [:]][target] = view
          view.indexPath = IndexPath(item: 0, section: target)
        }
      }
    }

    var newSelection: Set<IndexPath> = []
    for indexPath in selection {
      let target = plan.newRow(ofOldRow: sectionStarts[indexPath.section] + indexPath.item)
      if target >= 0 { newSelection.insert(indexPathOfRow(target, starts: newStarts)) }
    }

    if tracksRowIdentities {
      let newTotal = newStarts[plan.newCounts.count]
      var identities = [AnyHashable?](repeating: nil, count: newTotal)
      var filled = [Bool](repeating: false, count: newTotal)
      for (row, target) in plan.allNewRows().enumerated() where target >= 0 {
        identities[target] = identityRows[row]
        filled[target] = true
      }
      for (section, count) in plan.newCounts.enumerated() {
        for item in 0..<count where !filled[newStarts[section] + item] {
          identities[newStarts[section] + item] = dataSource?.collectionView(
            self, identifierForItemAt: IndexPath(item: item, section: section))
        }
      }
      identityRows = identities
    }

    sectionCounts = plan.newCounts
    sectionStarts = newStarts
    cellsByRow = kept
    supplementaryViews = keptViews
    selection = newSelection
    for cell in kept.values { cell.isSelected = newSelection.contains(cell.indexPath!) }
    contentOffset = clampedOffset(contentOffset)

    // Cells of deleted and reloaded items leave after the update (UIKit animates them out), so the cells the
    // update needs come from the pool as it was, or are created.
    defer {
      for cell in retiring { enqueue(cell) }
      for view in retiringViews { enqueue(view) }
    }
    try realizeViewport()
    for indexPath in plan.reconfigured { try reconfigureCell(at: indexPath) }
  }

  /// Runs the data source's `cellForItemAt` again for an item with a cell; dequeues for it return that cell.
  private func reconfigureCell(at indexPath: IndexPath) throws(CollectionViewError) {
    guard let row = row(of: indexPath), let cell = cellsByRow[row] else { return }
    reconfiguring = (indexPath, cell)
    defer { reconfiguring = nil }
    guard let returned = dataSource?.collectionView(self, cellForItemAt: indexPath) else {
      throw .cellProviderReturnedNil(indexPath)
    }
    if returned !== cell {
      // UIKit requires the existing cell; a different one replaces it and the old one is recycled.
      enqueue(cell)
      cellsByRow[row] = returned
    }
    display(returned, at: indexPath)
  }
}

// Batch updates of the headless table view: UIKit's row and section calls, each insert, delete and reload carrying
// its row animation (recorded in `lastBatchAnimations`), validated and applied by the engine shared with the
// collection view (ListViewEngine.swift, BatchValidation.swift) in the table's words.

extension HeadlessTableView {
  // MARK: performBatchUpdates

  /// UIKit's `performBatchUpdates` (or `beginUpdates`/`endUpdates`): `updates` makes the update calls
  /// (``insertRows(at:with:)`` and friends) **and** mutates the data source's model. The table reads the data
  /// source's counts before and after the block, validates the recorded operations with rules R1–R17
  /// (semantics.md §4.2, in row wording) and applies them — or throws and leaves its own state untouched (the caller
  /// restores its model). A table that has not loaded its data reloads first, as UIKit does.
  ///
  /// Index frames: deletes, reloads, reconfigures and move sources refer to the state before the update; inserts
  /// and move destinations to the state after it.
  ///
  /// - Throws: the first violated rule; ``HeadlessViewError/nestedBatchUpdates`` inside another batch block; a
  ///   data-source cell failure while applying (the table takes the update back: it is as it was).
  /// - Complexity: as the collection view's: O(ops + sections) expected when the batch touches few rows,
  ///   O(ops + sections + rows) when it touches many; plus O(viewport + selection), plus O(rows) when tracking row
  ///   identities.
  ///
  /// After an accepted batch `completion(true)` runs.
  public func tryPerformBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil)
    throws(TableViewError)
  {
    let outer = pendingAnimations
    pendingAnimations = []
    defer { pendingAnimations = outer }
    try listPerformBatchUpdates(updates)
    lastBatchAnimations = pendingAnimations
    completion?(true)
  }

  /// ``tryPerformBatchUpdates(_:completion:)-3iskk`` with a block that may throw, so that it can use the checked calls
  /// (`try tryDeleteRows(at:with:)`…). Inside a block those only record and do not throw; a block that throws anyway
  /// drops what it recorded, leaves the table untouched and rethrows its error. The table's own failures are
  /// ``TableViewError`` values.
  ///
  /// - Throws: as ``tryPerformBatchUpdates(_:completion:)-3iskk``, or the block's error.
  /// - Complexity: as ``tryPerformBatchUpdates(_:completion:)-3iskk``.
  public func tryPerformBatchUpdates(_ updates: () throws -> Void, completion: ((Bool) -> Void)? = nil) throws {
    let outer = pendingAnimations
    pendingAnimations = []
    defer { pendingAnimations = outer }
    try listPerformBatchUpdatesThrowing(updates)
    lastBatchAnimations = pendingAnimations
    completion?(true)
  }

  /// ``tryPerformBatchUpdates(_:completion:)-3iskk`` that traps with UIKit's message on failure, then calls
  /// `completion(true)`.
  ///
  /// - Complexity: as ``tryPerformBatchUpdates(_:completion:)-3iskk``.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    appleShaped { () throws(TableViewError) in try tryPerformBatchUpdates { updates?() } }
    completion?(true)
  }

  /// One batch with the structural part of `update` (section and row deletes, inserts and moves; its reloads and
  /// reconfigures belong in a later update), every insert and delete carrying `animation`, with the model changed
  /// by `commitModel` inside the block — what a diffable data source sends.
  ///
  /// - Throws: as ``tryPerformBatchUpdates(_:completion:)-3iskk``.
  /// - Complexity: as ``tryPerformBatchUpdates(_:completion:)-3iskk``.
  public func tryPerformBatchUpdates(
    _ update: BatchUpdate, animation: RowAnimation, commitModel: () -> Void
  ) throws(TableViewError) {
    let outer = pendingAnimations
    pendingAnimations = []
    defer { pendingAnimations = outer }
    if !update.deletedSections.isEmpty {
      pendingAnimations.append(.init(.deleteSections, sections: update.deletedSections, animation: animation))
    }
    if !update.insertedSections.isEmpty {
      pendingAnimations.append(.init(.insertSections, sections: update.insertedSections, animation: animation))
    }
    if !update.deletedItems.isEmpty {
      pendingAnimations.append(.init(.deleteRows, indexPaths: update.deletedItems, animation: animation))
    }
    if !update.insertedItems.isEmpty {
      pendingAnimations.append(.init(.insertRows, indexPaths: update.insertedItems, animation: animation))
    }
    try listPerformBatchUpdates(update, commitModel: commitModel)
    lastBatchAnimations = pendingAnimations
  }

  // MARK: Update calls

  /// Inserts rows at index paths of the state after the update, with `animation`. Inside a batch block it is
  /// recorded; outside, it is a single-operation batch validated against the data source's current counts (mutate
  /// the model first).
  ///
  /// - Throws: as ``tryPerformBatchUpdates(_:completion:)-3iskk`` (outside a batch block only).
  /// - Complexity: O(indexPaths.count) inside a batch; as a batch otherwise.
  public func tryInsertRows(at indexPaths: [IndexPath], with animation: RowAnimation) throws(TableViewError) {
    try send(.insertItems(indexPaths), animation: animation)
  }
  /// Deletes rows at index paths of the state before the update, with `animation`.
  ///
  /// - Complexity: as ``tryInsertRows(at:with:)``.
  public func tryDeleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) throws(TableViewError) {
    try send(.deleteItems(indexPaths), animation: animation)
  }
  /// Reloads rows (before-update index paths) with `animation`: each gets a newly dequeued cell if visible
  /// (`prepareForReuse` runs on the recycled cell), its identity is read again, and it is deselected; a delete plus
  /// an insert for the count check.
  ///
  /// - Complexity: as ``tryInsertRows(at:with:)``.
  public func tryReloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) throws(TableViewError) {
    try send(.reloadItems(indexPaths), animation: animation)
  }
  /// Moves a row: `indexPath` before the update, `newIndexPath` after it. The cell moves along, content as is.
  ///
  /// - Complexity: O(1) inside a batch; as a batch otherwise.
  public func tryMoveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) throws(TableViewError) {
    try send(.moveItem(indexPath, to: newIndexPath))
  }
  /// Reconfigures rows (before-update index paths) that have a cell (iOS 15): the data source's `cellForRowAt` runs
  /// again and a dequeue for the row returns its existing cell (no `prepareForReuse`). Not structural, not
  /// animated; no-op for rows without a cell.
  ///
  /// - Complexity: as ``tryInsertRows(at:with:)``.
  public func tryReconfigureRows(at indexPaths: [IndexPath]) throws(TableViewError) {
    try send(.reconfigureItems(indexPaths))
  }
  /// Inserts sections at indexes of the state after the update, with `animation`.
  ///
  /// - Complexity: O(sections.count) inside a batch; as a batch otherwise.
  public func tryInsertSections(_ sections: [Int], with animation: RowAnimation) throws(TableViewError) {
    try send(.insertSections(sections), animation: animation)
  }
  /// Deletes sections at indexes of the state before the update, with `animation`.
  ///
  /// - Complexity: as ``tryInsertSections(_:with:)``.
  public func tryDeleteSections(_ sections: [Int], with animation: RowAnimation) throws(TableViewError) {
    try send(.deleteSections(sections), animation: animation)
  }
  /// Reloads sections (before-update indexes) with `animation`: a delete plus an insert at the section's final
  /// index; its header and footer titles are read again.
  ///
  /// - Complexity: as ``tryInsertSections(_:with:)``.
  public func tryReloadSections(_ sections: [Int], with animation: RowAnimation) throws(TableViewError) {
    try send(.reloadSections(sections), animation: animation)
  }
  /// Moves a section: `section` before the update, `newSection` after it; its titles move with it.
  ///
  /// - Complexity: O(1) inside a batch; as a batch otherwise.
  public func tryMoveSection(_ section: Int, toSection newSection: Int) throws(TableViewError) {
    try send(.moveSection(section, to: newSection))
  }

  /// ``tryInsertRows(at:with:)`` that traps with UIKit's message.
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    appleShaped { () throws(TableViewError) in try tryInsertRows(at: indexPaths, with: animation) }
  }
  /// ``tryDeleteRows(at:with:)`` that traps with UIKit's message.
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    appleShaped { () throws(TableViewError) in try tryDeleteRows(at: indexPaths, with: animation) }
  }
  /// ``tryReloadRows(at:with:)`` that traps with UIKit's message.
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    appleShaped { () throws(TableViewError) in try tryReloadRows(at: indexPaths, with: animation) }
  }
  /// ``tryMoveRow(at:to:)`` that traps with UIKit's message.
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    appleShaped { () throws(TableViewError) in try tryMoveRow(at: indexPath, to: newIndexPath) }
  }
  /// ``tryReconfigureRows(at:)`` that traps with UIKit's message.
  public func reconfigureRows(at indexPaths: [IndexPath]) {
    appleShaped { () throws(TableViewError) in try tryReconfigureRows(at: indexPaths) }
  }
  /// ``tryInsertSections(_:with:)`` that traps with UIKit's message.
  public func insertSections(_ sections: [Int], with animation: RowAnimation) {
    appleShaped { () throws(TableViewError) in try tryInsertSections(sections, with: animation) }
  }
  /// ``tryDeleteSections(_:with:)`` that traps with UIKit's message.
  public func deleteSections(_ sections: [Int], with animation: RowAnimation) {
    appleShaped { () throws(TableViewError) in try tryDeleteSections(sections, with: animation) }
  }
  /// ``tryReloadSections(_:with:)`` that traps with UIKit's message.
  public func reloadSections(_ sections: [Int], with animation: RowAnimation) {
    appleShaped { () throws(TableViewError) in try tryReloadSections(sections, with: animation) }
  }
  /// ``tryMoveSection(_:toSection:)`` that traps with UIKit's message.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    appleShaped { () throws(TableViewError) in try tryMoveSection(section, toSection: newSection) }
  }

  /// Makes one update call: inside a batch block it is recorded (with its animation, if it takes one); outside,
  /// it runs as an implicit single-operation batch, which is then the last batch's animation.
  func send(_ call: BatchCall, animation: RowAnimation) throws(TableViewError) {
    let animated = RowAnimationRecord(call, animation: animation)
    guard list.pendingBatch == nil else {
      if let animated { pendingAnimations.append(animated) }
      return try record(call.record(into:))
    }
    let loaded = list.hasLoadedData  // an unloaded table just reloads: no batch, no animation
    try record(call.record(into:))
    lastBatchAnimations = loaded ? animated.map { [$0] } ?? [] : []
  }
}

extension HeadlessTableView.RowAnimationRecord {
  /// The record of `call` made with `animation`; nil for the calls that take no animation (moves, reconfigures).
  init?(_ call: BatchCall, animation: RowAnimation) {
    switch call {
    case .insertItems(let paths): self.init(.insertRows, indexPaths: paths, animation: animation)
    case .deleteItems(let paths): self.init(.deleteRows, indexPaths: paths, animation: animation)
    case .reloadItems(let paths): self.init(.reloadRows, indexPaths: paths, animation: animation)
    case .insertSections(let sections): self.init(.insertSections, sections: sections, animation: animation)
    case .deleteSections(let sections): self.init(.deleteSections, sections: sections, animation: animation)
    case .reloadSections(let sections): self.init(.reloadSections, sections: sections, animation: animation)
    case .reconfigureItems, .moveItem, .moveSection: return nil
    }
  }
}

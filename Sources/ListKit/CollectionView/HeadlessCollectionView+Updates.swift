// Batch updates of the headless collection view: the update calls, recorded, validated (BatchValidation.swift) and
// applied by the engine it shares with the table view (ListViewEngine.swift).

extension HeadlessCollectionView {
  // MARK: performBatchUpdates

  /// UIKit's `performBatchUpdates`: `updates` makes the update calls (``insertItems(at:)`` and friends) **and**
  /// mutates the data source's model. The view reads the data source's counts before and after the block,
  /// validates the recorded operations with rules R1–R17 (docs/semantics.md §4.2) and applies them — or throws and
  /// leaves its own state untouched (the caller restores its model). A view that has not loaded its data yet
  /// reloads first, as UIKit does.
  ///
  /// Index frames: deletes, reloads, reconfigures and move sources refer to the state before the update; inserts
  /// and move destinations to the state after it.
  ///
  /// - Throws: the first violated rule; ``HeadlessViewError/nestedBatchUpdates`` inside another batch block;
  ///   a data-source cell failure while applying (the view takes the update back: it is as it was).
  /// - Complexity: O(ops + sections) expected to validate and apply when the batch touches few rows
  ///   (O(ops log ops) when its operations are not in order), O(ops + sections + rows) when it touches many; plus
  ///   O(viewport + selection) for cells and selection, and O(rows) when tracking row identities.
  ///
  /// After an accepted batch `completion(true)` runs (nothing animates, so nothing is interrupted).
  public func tryPerformBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil)
    throws(CollectionViewError)
  {
    try listPerformBatchUpdates(updates)
    completion?(true)
  }

  /// ``tryPerformBatchUpdates(_:completion:)-92ir1`` with a block that may throw, so that it can use the checked calls
  /// (`try tryDeleteItems(at:)`…). Inside a block those only record and do not throw; a block that throws anyway
  /// drops what it recorded, leaves the view untouched and rethrows its error. The view's own failures are
  /// ``CollectionViewError`` values.
  ///
  /// ```swift
  /// try view.tryPerformBatchUpdates {
  ///   model.items[0].remove(at: 2)
  ///   try view.tryDeleteItems(at: [IndexPath(item: 2, section: 0)])
  /// }
  /// ```
  ///
  /// - Throws: as ``tryPerformBatchUpdates(_:completion:)-92ir1``, or the block's error.
  /// - Complexity: as ``tryPerformBatchUpdates(_:completion:)-92ir1``.
  public func tryPerformBatchUpdates(_ updates: () throws -> Void, completion: ((Bool) -> Void)? = nil) throws {
    try listPerformBatchUpdatesThrowing(updates)
    completion?(true)
  }

  /// ``tryPerformBatchUpdates(_:completion:)-92ir1`` that traps with UIKit's message on failure, then calls
  /// `completion(true)`.
  ///
  /// - Complexity: as ``tryPerformBatchUpdates(_:completion:)-92ir1``.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    appleShaped { () throws(CollectionViewError) in try tryPerformBatchUpdates { updates?() } }
    completion?(true)
  }

  /// One batch with the structural part of `update` (section and item deletes, inserts and moves; its reloads and
  /// reconfigures, which are in the final frame, belong in a later update), with the model changed by
  /// `commitModel` inside the block.
  ///
  /// - Throws: as ``tryPerformBatchUpdates(_:completion:)-92ir1``.
  /// - Complexity: as ``tryPerformBatchUpdates(_:completion:)-92ir1``.
  public func tryPerformBatchUpdates(_ update: BatchUpdate, commitModel: () -> Void) throws(CollectionViewError) {
    try listPerformBatchUpdates(update, commitModel: commitModel)
  }

  // MARK: Update calls

  /// Inserts sections at indexes of the state after the update. Inside a batch block it is recorded; outside, it
  /// is a single-operation batch validated against the data source's current counts (mutate the model first).
  ///
  /// - Throws: as ``tryPerformBatchUpdates(_:completion:)-92ir1`` (outside a batch block only).
  /// - Complexity: O(sections.count) inside a batch; as a batch otherwise.
  public func tryInsertSections(_ sections: [Int]) throws(CollectionViewError) {
    try send(.insertSections(sections))
  }
  /// Deletes sections at indexes of the state before the update (see ``tryInsertSections(_:)``).
  ///
  /// - Complexity: as ``tryInsertSections(_:)``.
  public func tryDeleteSections(_ sections: [Int]) throws(CollectionViewError) {
    try send(.deleteSections(sections))
  }
  /// Reloads sections (before-update indexes): a delete plus an insert at the section's final index.
  ///
  /// - Complexity: as ``tryInsertSections(_:)``.
  public func tryReloadSections(_ sections: [Int]) throws(CollectionViewError) {
    try send(.reloadSections(sections))
  }
  /// Moves a section: `section` before the update, `newSection` after it.
  ///
  /// - Complexity: O(1) inside a batch; as a batch otherwise.
  public func tryMoveSection(_ section: Int, toSection newSection: Int) throws(CollectionViewError) {
    try send(.moveSection(section, to: newSection))
  }
  /// Inserts items at index paths of the state after the update.
  ///
  /// - Complexity: O(indexPaths.count) inside a batch; as a batch otherwise.
  public func tryInsertItems(at indexPaths: [IndexPath]) throws(CollectionViewError) {
    try send(.insertItems(indexPaths))
  }
  /// Deletes items at index paths of the state before the update.
  ///
  /// - Complexity: as ``tryInsertItems(at:)``.
  public func tryDeleteItems(at indexPaths: [IndexPath]) throws(CollectionViewError) {
    try send(.deleteItems(indexPaths))
  }
  /// Reloads items (before-update index paths): each gets a newly dequeued cell if visible, its identity is read
  /// again, and it is deselected; a delete plus an insert for the count check.
  ///
  /// - Complexity: as ``tryInsertItems(at:)``.
  public func tryReloadItems(at indexPaths: [IndexPath]) throws(CollectionViewError) {
    try send(.reloadItems(indexPaths))
  }
  /// Moves an item: `indexPath` before the update, `newIndexPath` after it. The cell moves along, content as is.
  ///
  /// - Complexity: O(1) inside a batch; as a batch otherwise.
  public func tryMoveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) throws(CollectionViewError) {
    try send(.moveItem(indexPath, to: newIndexPath))
  }
  /// Reconfigures items (before-update index paths) that have a cell: the data source's `cellForItemAt` runs
  /// again and a dequeue for the item returns its existing cell. Not structural; no-op for rows without a cell.
  ///
  /// - Complexity: as ``tryInsertItems(at:)``.
  public func tryReconfigureItems(at indexPaths: [IndexPath]) throws(CollectionViewError) {
    try send(.reconfigureItems(indexPaths))
  }

  /// ``tryInsertSections(_:)`` that traps with UIKit's message.
  public func insertSections(_ sections: [Int]) {
    appleShaped { () throws(CollectionViewError) in try tryInsertSections(sections) }
  }
  /// ``tryDeleteSections(_:)`` that traps with UIKit's message.
  public func deleteSections(_ sections: [Int]) {
    appleShaped { () throws(CollectionViewError) in try tryDeleteSections(sections) }
  }
  /// ``tryReloadSections(_:)`` that traps with UIKit's message.
  public func reloadSections(_ sections: [Int]) {
    appleShaped { () throws(CollectionViewError) in try tryReloadSections(sections) }
  }
  /// ``tryMoveSection(_:toSection:)`` that traps with UIKit's message.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    appleShaped { () throws(CollectionViewError) in try tryMoveSection(section, toSection: newSection) }
  }
  /// ``tryInsertItems(at:)`` that traps with UIKit's message.
  public func insertItems(at indexPaths: [IndexPath]) {
    appleShaped { () throws(CollectionViewError) in try tryInsertItems(at: indexPaths) }
  }
  /// ``tryDeleteItems(at:)`` that traps with UIKit's message.
  public func deleteItems(at indexPaths: [IndexPath]) {
    appleShaped { () throws(CollectionViewError) in try tryDeleteItems(at: indexPaths) }
  }
  /// ``tryReloadItems(at:)`` that traps with UIKit's message.
  public func reloadItems(at indexPaths: [IndexPath]) {
    appleShaped { () throws(CollectionViewError) in try tryReloadItems(at: indexPaths) }
  }
  /// ``tryMoveItem(at:to:)`` that traps with UIKit's message.
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    appleShaped { () throws(CollectionViewError) in try tryMoveItem(at: indexPath, to: newIndexPath) }
  }
  /// ``tryReconfigureItems(at:)`` that traps with UIKit's message.
  public func reconfigureItems(at indexPaths: [IndexPath]) {
    appleShaped { () throws(CollectionViewError) in try tryReconfigureItems(at: indexPaths) }
  }
}

extension HeadlessCollectionView {
  /// Makes one update call (a collection view takes no animation): recorded inside a batch block, an implicit
  /// single-operation batch outside.
  func send(_ call: BatchCall, animation: RowAnimation) throws(CollectionViewError) {
    try record(call.record(into:))
  }
}

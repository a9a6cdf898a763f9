// What the headless collection view and the headless table view share: one implementation of counts, dequeue and
// reuse, reloadData, recording and committing batch updates (validated by the one BatchValidator) and applying them
// to cells, selection and row identities. Each view supplies its data source's answers and its section-level
// content (the collection view's supplementary views, the table view's header and footer titles); the viewport,
// selection and invariants live in the extensions (ListViewEngine+*.swift).

/// A headless view of sections of rows, backed by a data source: the shared engine of ``HeadlessCollectionView``
/// and ``HeadlessTableView``. `Kind` words its errors, `Cell` is the class of its cells.
@MainActor
protocol ListViewEngine: AnyObject {
  associatedtype Kind: HeadlessViewKind
  associatedtype Cell: HeadlessCell
  typealias Failure = HeadlessViewError<Kind>

  /// The state of the rows the view shows.
  var list: ListViewState<Cell> { get set }
  /// While the data source is asked for a view: the failure of a checked dequeue or of the diffable data source's
  /// provider, reported by the view instead of "returned nil" (ListViewEngine+CellRequests.swift).
  var pendingCellFailure: Failure? { get set }

  /// Whether a data source is set (without one the view shows nothing).
  var hasDataSource: Bool { get }
  /// The data source's number of sections now.
  func dataSourceNumberOfSections() -> Int
  /// The data source's number of rows in a section now.
  func dataSourceNumberOfRows(inSection section: Int) -> Int
  /// The data source's configured cell for a row of its current model; nil is a failure the view reports.
  func dataSourceCell(at indexPath: IndexPath) -> Cell?
  /// The data source's identity of a row of its current model (for row-identity tracking).
  func dataSourceIdentifier(at indexPath: IndexPath) -> AnyHashable?
  /// The cell `dataSourceCell(at:)` returned, checked as UIKit checks it (docs/semantics.md §10): nil is a failure,
  /// and so, in a collection view, is a cell that was not dequeued (a table accepts it). A view may report a more
  /// precise failure it saw while the data source worked.
  func checkedCell(_ cell: Cell?, at indexPath: IndexPath) throws(Failure) -> Cell
  /// `cell` starts being displayed at `indexPath` (UIKit's delegate `willDisplay`). The default does nothing.
  func cellWillDisplay(_ cell: Cell, at indexPath: IndexPath)
  /// `cell`, displayed at `indexPath`, goes to its pool (UIKit's delegate `didEndDisplaying`). The default does
  /// nothing.
  func cellDidEndDisplaying(_ cell: Cell, at indexPath: IndexPath)
  /// A user's tap selected the row (the delegate's `didSelect…At`).
  func delegateDidSelectRow(at indexPath: IndexPath)
  /// A user's tap deselected the row (the delegate's `didDeselect…At`).
  func delegateDidDeselectRow(at indexPath: IndexPath)
  /// `reloadData()` succeeded: the view forgets what only the last batch had (a table's row animations). The
  /// default does nothing.
  func didReloadData()
  /// Makes one of the view's update calls (recorded inside a batch block, an implicit batch outside), with
  /// `animation` where the view takes one.
  func send(_ call: BatchCall, animation: RowAnimation) throws(Failure)
  /// The view's `performBatchUpdates` block (a table keeps the animations of the calls the block makes).
  func tryPerformBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)?) throws(Failure)

  /// Reloads the section-level content (after the counts were read again by `reloadData`).
  func reloadSectionContent()
  /// Carries the section-level content through a valid batch; returns the work to do once the update's cells are
  /// realized (recycling the views of deleted and reloaded sections).
  func updateSectionContent(with plan: BatchPlan) -> () -> Void
  /// Makes the section-level content of the sections in view present.
  func realizeSectionContent(in sections: Range<Int>) throws(Failure)
  /// Broken invariants of the section-level content.
  func sectionContentViolations() -> [String]

  /// The section-level content as a value an operation keeps aside, to put back when it fails (keeping the
  /// registrations made meanwhile).
  associatedtype SectionContent
  var sectionContent: SectionContent { get }
  func restoreSectionContent(_ content: SectionContent)
  /// The views of the section-level content, displayed and pooled (their records are kept aside too).
  var sectionContentViews: [HeadlessReusableView] { get }
}

extension ListViewEngine {
  func cellWillDisplay(_ cell: Cell, at indexPath: IndexPath) {}
  func cellDidEndDisplaying(_ cell: Cell, at indexPath: IndexPath) {}
  func didReloadData() {}

  // MARK: Counts

  /// The number of rows the view shows in `section`.
  ///
  /// - Throws: `.sectionOutOfBounds` (R17).
  /// - Complexity: O(1).
  func listNumberOfRows(inSection section: Int) throws(Failure) -> Int {
    guard section >= 0 && section < list.sectionCounts.count else {
      throw .sectionOutOfBounds(section: section, sectionCount: list.sectionCounts.count)
    }
    return list.sectionCounts[section]
  }

  /// The identity of every row, per section; empty when identities are not tracked.
  ///
  /// - Complexity: O(rows).
  var listRowIdentities: [[AnyHashable?]] {
    guard list.tracksRowIdentities else { return [] }
    return list.sectionCounts.indices.map { list.identities(inSection: $0) }
  }

  /// Turns row-identity tracking on (reading every row's identity) or off.
  func setTracksRowIdentities(_ tracks: Bool) {
    guard tracks != list.tracksRowIdentities else { return }
    list.tracksRowIdentities = tracks
    list.identityRows = tracks ? readIdentities(counts: list.sectionCounts) : []
  }

  /// The data source's counts now.
  func readCounts() -> [Int] {
    guard hasDataSource else { return [] }
    let sections = dataSourceNumberOfSections()
    precondition(sections >= 0, "the data source returned a negative number of sections (\(sections))")
    return (0..<sections).map { section in
      let rows = dataSourceNumberOfRows(inSection: section)
      precondition(
        rows >= 0, "the data source returned a negative number of \(Kind.element)s (\(rows)) in section \(section)")
      return rows
    }
  }

  /// The data source's identities of every row of `counts`, flattened.
  func readIdentities(counts: [Int]) -> [AnyHashable?] {
    var rows: [AnyHashable?] = []
    rows.reserveCapacity(counts.reduce(0, +))
    for (section, count) in counts.enumerated() {
      for item in 0..<count { rows.append(dataSourceIdentifier(at: IndexPath(item: item, section: section))) }
    }
    return rows
  }

  // MARK: Dequeue

  /// A cell for `indexPath`: a recycled one from the identifier's pool (after `prepareForReuse()`), or a new one.
  /// While the view reconfigures `indexPath`, that row's existing cell (no `prepareForReuse()`, not counted).
  ///
  /// - Throws: `.unregisteredReuseIdentifier` with `elementKind`; `.reconfigureDequeuedDifferentIdentifier` while
  ///   reconfiguring `indexPath` with another identifier than its existing cell's (UIKit requires the existing cell).
  ///   The failure is also noted, so that the view reports it when the data source gives up (`noteCellFailure`).
  /// - Complexity: O(1) amortized.
  func listDequeueCell(identifier: String, for indexPath: IndexPath, elementKind: String) throws(Failure) -> Cell {
    if let reconfiguring = list.reconfiguring, reconfiguring.indexPath == indexPath {
      let existing = reconfiguring.cell.reuseIdentifier ?? ""
      guard existing == identifier else {
        throw noteCellFailure(.reconfigureDequeuedDifferentIdentifier(existing: existing, dequeued: identifier))
      }
      list.cells.keepState(of: reconfiguring.cell)
      return reconfiguring.cell
    }
    guard let cell = list.cells.dequeue(identifier) else {
      throw noteCellFailure(.unregisteredReuseIdentifier(kind: elementKind, identifier: identifier))
    }
    return cell
  }

  /// Puts a cell that is no longer displayed into its identifier's pool (telling the view it ended).
  func enqueue(_ cell: Cell) {
    if let indexPath = cell.indexPath {
      cell.indexPath = nil
      noteDidEndDisplaying(cell, at: indexPath)
    }
    guard let identifier = cell.reuseIdentifier else { return }
    list.cells.enqueue(cell, identifier: identifier)
  }

  // MARK: reloadData

  /// Discards everything the view shows and loads it again: counts, row identities (when tracked), section content
  /// and the cells of the viewport. Clears the selection; keeps the content offset (clamped).
  ///
  /// - Throws: `.reloadDataInsideBatchUpdates` inside a batch block, or a cell failure of the data source; either
  ///   way the view is as it was.
  /// - Complexity: O(sections + viewport), plus O(rows) when tracking row identities.
  func listReloadData() throws(Failure) {
    guard list.pendingBatch == nil else { throw .reloadDataInsideBatchUpdates }
    try atomically { () throws(Failure) in try reloadAll() }
  }

  private func reloadAll() throws(Failure) {
    for row in list.cellsByRow.keys.sorted() { enqueue(list.cellsByRow[row]!) }
    list.cellsByRow = [:]
    list.selection = []
    list.sectionCounts = readCounts()
    list.sectionStarts = rowStarts(of: list.sectionCounts)
    list.hasLoadedData = true
    if list.tracksRowIdentities { list.identityRows = readIdentities(counts: list.sectionCounts) }
    list.contentOffset = list.clampedOffset(list.contentOffset)
    reloadSectionContent()
    try realizeOrDefer()
    list.lastBatch = BatchUpdate()
    didReloadData()
  }

  // MARK: Batch updates

  /// UIKit's `performBatchUpdates`: `updates` records update calls **and** mutates the data source's model; the
  /// counts are read before and after, the batch validated (R1–R17) and applied — or the view's state is left
  /// untouched. A view that has not loaded its data reloads first.
  /// A block that throws leaves the view as it was (its recorded calls are dropped) and rethrows its error; the
  /// view's own failures are `Failure` values.
  func listPerformBatchUpdatesThrowing(_ updates: () throws -> Void) throws {
    guard list.pendingBatch == nil else { throw Failure.nestedBatchUpdates }
    try layOutBeforeUpdate()
    try atomically { () throws in
      let before = try beginBatch()
      do {
        try updates()
      } catch {
        list.pendingBatch = nil
        throw error
      }
      try endBatch(dataSourceCountsBefore: before)
    }
  }

  /// ``listPerformBatchUpdatesThrowing(_:)`` for a block that cannot throw: only the view's failures come out.
  func listPerformBatchUpdates(_ updates: () -> Void) throws(Failure) {
    guard list.pendingBatch == nil else { throw .nestedBatchUpdates }
    try layOutBeforeUpdate()
    try atomically { () throws(Failure) in
      let before = try beginBatch()
      updates()
      try endBatch(dataSourceCountsBefore: before)
    }
  }

  /// Opens a batch (reloading first if the view has not loaded its data); returns the data source's counts before.
  private func beginBatch() throws(Failure) -> [Int] {
    guard list.pendingBatch == nil else { throw .nestedBatchUpdates }
    if !list.hasLoadedData { try listReloadData() }
    let before = readCounts()
    list.pendingBatch = BatchUpdate()
    return before
  }

  /// Closes the open batch: validates what it recorded against the counts before and after, and applies it.
  private func endBatch(dataSourceCountsBefore before: [Int]) throws(Failure) {
    let recorded = list.pendingBatch ?? BatchUpdate()
    list.pendingBatch = nil
    try commit(recorded, dataSourceCountsBefore: before)
  }

  /// One batch with the structural part of `update`, the model changed by `commitModel` inside the block.
  func listPerformBatchUpdates(_ update: BatchUpdate, commitModel: () -> Void) throws(Failure) {
    try listPerformBatchUpdates {
      // Usually the block records nothing else: the update's arrays are then shared, not copied.
      if list.pendingBatch == BatchUpdate() {
        list.pendingBatch = BatchUpdate(
          deletedSections: update.deletedSections, insertedSections: update.insertedSections,
          movedSections: update.movedSections, deletedItems: update.deletedItems,
          insertedItems: update.insertedItems, movedItems: update.movedItems)
      } else {
        list.pendingBatch?.deletedSections += update.deletedSections
        list.pendingBatch?.insertedSections += update.insertedSections
        list.pendingBatch?.movedSections += update.movedSections
        list.pendingBatch?.deletedItems += update.deletedItems
        list.pendingBatch?.insertedItems += update.insertedItems
        list.pendingBatch?.movedItems += update.movedItems
      }
      commitModel()
    }
  }

  /// Records an operation inside a batch block, or runs it as an implicit single-operation batch: the "before"
  /// counts are the view's, the "after" counts the data source's now. A view that never loaded just reloads.
  func record(_ change: (inout BatchUpdate) -> Void) throws(Failure) {
    if list.pendingBatch != nil {
      change(&list.pendingBatch!)
      return
    }
    guard list.hasLoadedData else { return try listReloadData() }
    var update = BatchUpdate()
    change(&update)
    try atomically { () throws(Failure) in try commit(update, dataSourceCountsBefore: nil) }
  }

  /// Validates a recorded batch against the view's counts and the data source's counts now, then applies it.
  func commit(_ update: BatchUpdate, dataSourceCountsBefore: [Int]?) throws(Failure) {
    let plan = try BatchValidator.validate(
      update, oldCounts: list.sectionCounts, oldStarts: list.sectionStarts, newCounts: readCounts(),
      dataSourceCountsBefore: dataSourceCountsBefore, as: Kind.self)
    try apply(plan)
    if list.lastBatchOperation == list.operationSerial {
      list.lastBatch.append(update)
    } else {
      (list.lastBatch, list.lastBatchOperation) = (update, list.operationSerial)
    }
  }

  /// Applies a valid plan: cells of surviving rows move with them (content untouched), cells of deleted and
  /// reloaded rows are enqueued once the update is done, rows that become visible get cells; selection, row
  /// identities and section content follow; then reconfigures run. Without `realizing`, rows that come into view
  /// get no cell yet (the table's interactive move asks for them once its data source has moved the row too).
  ///
  /// A view whose layout pass is pending shows no cells: the update moves counts, selection and identities, and its
  /// rows get their cells at the pass (an Apple-shaped call) or now (a checked one); nothing is reconfigured, as
  /// no row had a cell.
  func apply(_ plan: BatchPlan, realizing: Bool = true) throws(Failure) {
    let laidOut = !list.awaitsLayout
    let newStarts = plan.newStarts
    var retiring: [Cell] = []
    var kept: [Int: Cell] = [:]
    kept.reserveCapacity(list.cellsByRow.count)
    for row in list.cellsByRow.keys.sorted() {
      let cell = list.cellsByRow[row]!
      let target = plan.newRow(ofOldRow: row)
      if target < 0 {
        retiring.append(cell)
      } else {
        kept[target] = cell
        cell.indexPath = indexPathOfRow(target, starts: newStarts)
      }
    }

    var newSelection: Set<IndexPath> = []
    for indexPath in list.selection {
      let target = plan.newRow(ofOldRow: list.sectionStarts[indexPath.section] + indexPath.item)
      if target >= 0 { newSelection.insert(indexPathOfRow(target, starts: newStarts)) }
    }

    if list.tracksRowIdentities {
      let newTotal = newStarts[plan.newCounts.count]
      var identities = [AnyHashable?](repeating: nil, count: newTotal)
      var filled = [Bool](repeating: false, count: newTotal)
      for (row, target) in plan.allNewRows().enumerated() where target >= 0 {
        identities[target] = list.identityRows[row]
        filled[target] = true
      }
      for (section, count) in plan.newCounts.enumerated() {
        for item in 0..<count where !filled[newStarts[section] + item] {
          identities[newStarts[section] + item] = dataSourceIdentifier(at: IndexPath(item: item, section: section))
        }
      }
      list.identityRows = identities
    }

    list.sectionCounts = plan.newCounts
    list.sectionStarts = newStarts
    list.cellsByRow = kept
    list.selection = newSelection
    for cell in kept.values { cell.isSelected = newSelection.contains(cell.indexPath!) }
    list.contentOffset = list.clampedOffset(list.contentOffset)
    let retireSectionContent = updateSectionContent(with: plan)

    // Cells of deleted and reloaded rows leave after the update (UIKit animates them out), so the cells the
    // update needs come from the pool as it was, or are created.
    defer {
      for cell in retiring { enqueue(cell) }
      retireSectionContent()
    }
    guard realizing else {
      list.needsLayout = true
      return
    }
    guard laidOut else { return try realizeOrDefer() }
    try realizeViewport()
    for indexPath in plan.reconfigured { try reconfigureCell(at: indexPath) }
  }

  /// Runs the data source's cell request again for a row with a cell; dequeues for it return that cell.
  private func reconfigureCell(at indexPath: IndexPath) throws(Failure) {
    guard let row = list.row(of: indexPath), let cell = list.cellsByRow[row] else { return }
    list.reconfiguring = (indexPath, cell)
    defer { list.reconfiguring = nil }
    let returned = try checkedCell(dataSourceCell(at: indexPath), at: indexPath)
    if returned !== cell {
      // UIKit requires the existing cell; a different one replaces it and the old one is recycled.
      enqueue(cell)
      list.cellsByRow[row] = returned
      display(returned, at: indexPath)
      noteWillDisplay(returned, at: indexPath)
    } else {
      display(returned, at: indexPath)
    }
  }
}

/// Runs a checked operation and traps with the error's message (UIKit raises an exception) when it fails: the
/// engine's one `_trapping` helper, under the headless views' name.
@MainActor
func orTrap<T, Kind: HeadlessViewKind>(_ body: () throws(HeadlessViewError<Kind>) -> T) -> T {
  _trapping(body)
}

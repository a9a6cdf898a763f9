// The apply machinery both diffable data sources share (semantics.md §3.2–§3.4, §9): the current snapshot and its
// queries, serialized applies, the first apply as `reloadData`, the diff sent as one structural batch plus a second
// update for reloads and reconfigures, and what a failure leaves. The view is a type parameter
// (`DiffableDataSourceView`: the headless collection view or table view).

/// What a diffable data source needs from its view: `reloadData`, the structural batch of a diff with the model
/// changed inside it, and the batch of reloads and reconfigures; and how the view's errors are reported.
@MainActor
protocol DiffableDataSourceView: AnyObject {
  associatedtype Kind: HeadlessViewKind

  func tryReloadData() throws(HeadlessViewError<Kind>)
  /// One batch with the structural part of `update`, the model committed by `commitModel` inside the block; a table
  /// passes `rowAnimation` with every insert and delete (a collection view has no row animations).
  func performStructuralBatch(
    _ update: BatchUpdate, rowAnimation: RowAnimation, commitModel: () -> Void
  ) throws(HeadlessViewError<Kind>)
  /// One batch with the reloads (sections, items) and reconfigures of `update`, at final index paths.
  func performReloadBatch(_ update: BatchUpdate, rowAnimation: RowAnimation)
    throws(HeadlessViewError<Kind>)
  /// The data source's error for an update the view rejected (nothing changed).
  static func rejected(_ error: HeadlessViewError<Kind>) -> DataSourceError
  /// The data source's error for a cell or supplementary-view failure while the view realized an update (which it
  /// then took back).
  static func failedAfterUpdate(_ error: HeadlessViewError<Kind>) -> DataSourceError
  /// Runs `body` as one operation of the view: on a failure the view is as it was (ListViewEngine+Transactions.swift).
  func atomically<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result
  /// Before a checked update: the view's pending layout pass, as an operation of its own (ListViewEngine+Layout.swift).
  func layOutBeforeUpdate() throws(HeadlessViewError<Kind>)
  /// Runs `body` with the reloads inside it making their cells at once, even inside an Apple-shaped apply
  /// (ListViewEngine+Layout.swift).
  func layingOutNow<Result, E: Error>(_ body: () throws(E) -> Result) throws(E) -> Result
}

/// The state and apply logic of a diffable data source driving a `View`. `Extra` is state committed and rolled back
/// with the snapshot (the collection data source's stored section snapshots; nothing for a table).
///
/// A class, because the view reads the data source's counts (from `current`) while an apply is committing it.
@MainActor
final class DiffableDataSourceCore<
  View: DiffableDataSourceView, SectionIdentifierType: Hashable & Sendable,
  ItemIdentifierType: Hashable & Sendable, Extra
> {
  typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  typealias Differ = (Snapshot, Snapshot) -> BatchUpdate

  /// The data source's snapshot (no reload/reconfigure marks).
  private(set) var current = Snapshot() {
    didSet {
      sectionStartsCache = nil
      lastLeaf = nil
    }
  }
  /// State committed with `current`.
  private(set) var extra: Extra
  /// What the view shows while it differs from `current`: during a table's interactive move, from the moment the
  /// table moved the row until the data source follows (the app applies a snapshot, or `moveRowAt` returns).
  /// The view is answered from it; applies diff against it.
  private(set) var displayed: Snapshot?
  /// `current` when the view's interactive move began (put back if the move fails).
  private var beforeMove: Snapshot?
  /// Whether a view has been given a state (by `reloadData`); until then an apply reloads.
  private(set) var hasLoadedView = false
  /// True while an apply runs (re-entrancy guard).
  private var isApplying = false
  /// First flat item index of every section of `current` (built on demand for `indexPath(for:)`).
  private var sectionStartsCache: [Int]?
  /// The leaf `itemIdentifier(for:in:)` read last: the root of its section's tree, the position of its first item,
  /// the leaf. Holding the root keeps that tree as it is (an edit of a node it shares copies the node), so a root
  /// that is the same object still has this leaf at this position.
  private var lastLeaf: (root: _ItemNode<ItemIdentifierType>, start: Int, leaf: _ItemNode<ItemIdentifierType>)?

  // MARK: Big changes and failed batches (semantics.md §3.9)

  /// The options of every apply (ApplyOptions.swift): when a batch becomes a `reloadData`, and whether a rejected
  /// batch is recovered from.
  var options = ApplyOptions()
  /// The failure the running apply recovered from, reported when it returns (outside the re-entrancy guard).
  private var recoveredFailure: UpdateFailure?

  init(extra: Extra) {
    self.extra = extra
  }

  /// What the view shows (the snapshot its counts and cells are answered from).
  var shown: Snapshot { displayed ?? current }
  /// The items of `shown`'s sections (without copying the rest of the snapshot).
  var shownSections: ContiguousArray<_ItemList<ItemIdentifierType>> { displayed?._sections ?? current._sections }

  // MARK: Queries

  /// The item at `indexPath` of `snapshot`, or nil when out of range (negative indices included).
  ///
  /// A view asks for neighbouring rows one after the other (a scroll, a reload), so the leaf of the section's item
  /// tree that answered last is kept (`lastLeaf`) and answers the next row it holds without a descent from the root.
  ///
  /// `sections` is `current._sections` or `shownSections`: the items alone, read in place, because a copy of the
  /// whole snapshot (what passing `current` does) retains and releases every field of it per cell.
  ///
  /// - Complexity: O(1) for a row in the leaf read last, else O(log n).
  func itemIdentifier(
    for indexPath: IndexPath, in sections: ContiguousArray<_ItemList<ItemIdentifierType>>
  ) -> ItemIdentifierType? {
    guard indexPath.count == 2 else { return nil }
    let section = indexPath.section
    let item = indexPath.item
    guard section >= 0, section < sections.count else { return nil }
    let items = sections[section]
    guard item >= 0, item < items.count, let root = items.root else { return nil }
    if let last = lastLeaf, last.root === root, item >= last.start, item &- last.start < last.leaf.count {
      return last.leaf.item(at: item &- last.start)
    }
    let (leaf, start) = items.leaf(containing: item)
    lastLeaf = (root, start, leaf)
    return leaf.item(at: item &- start)
  }

  /// The index path of `identifier` in `current`, or nil when absent.
  ///
  /// - Complexity: O(1) amortized on an unchanged state: the snapshot's flattened `indexOfItem` minus the
  ///   section's first flat index (prefix sums built once per state, O(sections)).
  func indexPath(for identifier: ItemIdentifierType) -> IndexPath? {
    guard let section = current.sectionIdentifier(containingItem: identifier),
      let sectionIndex = current.indexOfSection(section),
      let flat = current.indexOfItem(identifier)
    else { return nil }
    let starts: [Int]
    if let cached = sectionStartsCache {
      starts = cached
    } else {
      starts = rowStarts(of: current._sections.map(\.count))
      sectionStartsCache = starts
    }
    return IndexPath(item: flat - starts[sectionIndex], section: sectionIndex)
  }

  /// The number of items of a section of what the view shows; 0 for a section out of range.
  func numberOfItems(inSection section: Int) -> Int {
    let shown = shown
    guard section >= 0, section < shown._sections.count else { return 0 }
    return shown._sections[section].count
  }

  // MARK: The view's interactive move

  /// The view shows `snapshot` now (it moved a row for the user); the data source keeps `current` until it follows.
  func viewShows(_ snapshot: Snapshot) {
    displayed = snapshot
    beforeMove = current
  }

  /// The data source follows what the view shows, if no apply did already.
  func followView() {
    if let displayed {
      current = displayed
      self.displayed = nil
    }
    beforeMove = nil
  }

  /// The view's interactive move failed and the view shows what it showed before it: so does the data source, whatever
  /// the app applied meanwhile.
  func restoreBeforeMove() {
    if let beforeMove { current = beforeMove }
    displayed = nil
    beforeMove = nil
  }

  // MARK: Applying

  /// Runs one apply, refusing to start while another one runs.
  func guarded<T>(_ body: () throws(DataSourceError) -> T) throws(DataSourceError) -> T {
    guard !isApplying else { throw .reentrantApply }
    isApplying = true
    let result: T
    do {
      result = try body()
    } catch {
      isApplying = false
      recoveredFailure = nil
      throw error
    }
    isApplying = false
    // The handler runs after the apply, so that it may apply again (as the app's logging or analytics might).
    if let failure = recoveredFailure {
      recoveredFailure = nil
      options.onUpdateFailure?(failure)
    }
    return result
  }

  /// Takes the state without telling a view.
  func store(_ target: Snapshot, _ extra: Extra) -> DataSourceUpdate {
    current = target
    displayed = nil
    self.extra = extra
    return DataSourceUpdate(kind: .none, batchUpdate: BatchUpdate())
  }

  /// Takes the state and resets the view to it with `reloadData`.
  func reload(_ view: View, to target: Snapshot, _ extra: Extra) throws(DataSourceError) -> DataSourceUpdate {
    let (old, oldDisplayed, oldExtra) = (current, displayed, self.extra)
    current = target
    displayed = nil
    self.extra = extra
    do {
      try view.tryReloadData()
    } catch {
      // The view is as it was, a cell failure included (it commits a reload only when every cell came back).
      (current, displayed, self.extra) = (old, oldDisplayed, oldExtra)
      throw error.isCellFailure ? View.failedAfterUpdate(error) : View.rejected(error)
    }
    hasLoadedView = true
    return DataSourceUpdate(kind: .reloadData, batchUpdate: BatchUpdate())
  }

  /// Moves the view from what it shows to `snapshot`: `reloadData` the first time (or without a view, only stores),
  /// otherwise the diff as one batch plus a second update for reloads and reconfigures — or a `reloadData` when the
  /// reload threshold or `interrupt` says so, or when the view rejects the batch and the data source recovers.
  func commit(
    _ snapshot: Snapshot, extra: Extra, to view: View?, rowAnimation: RowAnimation,
    differ: Differ
  ) throws(DataSourceError) -> DataSourceUpdate {
    let target = snapshot.strippingMarks()
    guard let view else { return store(target, extra) }
    guard hasLoadedView else { return try reload(view, to: target, extra) }

    let update = Self.sentUpdate(for: differ(shown, snapshot))
    guard !update.isEmpty else { return store(target, extra) }

    if let reason = options.fallbackReason(for: update) {
      var result = try reload(view, to: target, extra)
      result.fallback = DataSourceUpdate.Fallback(reason: reason, batchUpdate: update)
      return result
    }
    do {
      return try send(update, to: view, target: target, extra: extra, rowAnimation: rowAnimation)
    } catch {
      guard options.recoversFromFailedUpdates, error.isViewFailure else { throw error }
      return try recover(from: error, of: update, view: view, target: target, extra: extra)
    }
  }

  /// After the view rejected `update` (or a cell failed while it realized it; either way nothing changed): reset it
  /// to `target` with `reloadData` and keep the failure for `onUpdateFailure`. When the reload fails too (a cell the
  /// provider cannot make fails again), nothing changed and the apply throws the batch's failure. The reload makes
  /// its cells at once, also in an Apple-shaped apply, so that whether it cleared the failure is known here.
  private func recover(
    from error: DataSourceError, of update: BatchUpdate, view: View, target: Snapshot, extra: Extra
  ) throws(DataSourceError) -> DataSourceUpdate {
    let reloaded = try? view.layingOutNow { () throws(DataSourceError) in try reload(view, to: target, extra) }
    guard var result = reloaded else { throw error }
    result.fallback = DataSourceUpdate.Fallback(reason: .recovered(error), batchUpdate: update)
    recoveredFailure = UpdateFailure(error: error, batchUpdate: update)
    return result
  }

  /// Sends a non-empty diff: one structural batch with the model committed inside it, then the reloads and
  /// reconfigures, as one operation of the view: a rejected update, or a cell failure in either batch, leaves the view
  /// and the data source as they were. A checked apply lays out a view whose layout pass is pending first (an
  /// operation of its own, kept when the update then fails). The model is the snapshot and `extra` (the stored section snapshots) together:
  /// a cell provider called for the update reads the new snapshot and the new trees, as UIKit's reads the new state.
  private func send(
    _ update: BatchUpdate, to view: View, target: Snapshot, extra: Extra,
    rowAnimation: RowAnimation
  ) throws(DataSourceError) -> DataSourceUpdate {
    do {
      try view.layOutBeforeUpdate()
    } catch {
      throw error.isCellFailure ? View.failedAfterUpdate(error) : View.rejected(error)
    }
    let (old, oldDisplayed, oldExtra) = (current, displayed, self.extra)
    do {
      try view.atomically { () throws(HeadlessViewError<View.Kind>) in
        if update.hasStructuralChanges {
          try view.performStructuralBatch(update, rowAnimation: rowAnimation) {
            self.current = target
            self.displayed = nil
            self.extra = extra
          }
        } else {
          current = target
          displayed = nil
          self.extra = extra
        }
        // The second update: reloads (delete + insert at the same final index paths) and reconfigures.
        if update.hasReloadsOrReconfigures { try view.performReloadBatch(update, rowAnimation: rowAnimation) }
      }
    } catch {
      (current, displayed, self.extra) = (old, oldDisplayed, oldExtra)
      throw error.isCellFailure ? View.failedAfterUpdate(error) : View.rejected(error)
    }
    return DataSourceUpdate(kind: .batchUpdates, batchUpdate: update)
  }

  /// What applying `snapshot` would send now, without sending anything: `.none` without a view (`hasView` false) or
  /// when nothing would be sent, `.reloadData` while no apply has reached the view yet, otherwise the diff as `commit`
  /// sends it.
  ///
  /// - Complexity: O(n) expected in the number of items of both snapshots (the diff).
  func pendingUpdate(applying snapshot: Snapshot, hasView: Bool) -> DataSourceUpdate {
    guard hasView else { return DataSourceUpdate(kind: .none, batchUpdate: BatchUpdate()) }
    guard hasLoadedView else { return DataSourceUpdate(kind: .reloadData, batchUpdate: BatchUpdate()) }
    let update = Self.sentUpdate(for: SectionedDiff.batchUpdate(from: shown, to: snapshot))
    return DataSourceUpdate(kind: update.isEmpty ? .none : .batchUpdates, batchUpdate: update)
  }

  /// The diff as the data source sends it: item reloads and reconfigures inside reloaded sections, and reconfigures
  /// of reloaded items, are dropped (the reload already makes and configures new cells for them).
  static func sentUpdate(for diff: BatchUpdate) -> BatchUpdate {
    var update = diff
    if !update.reloadedSections.isEmpty, !update.reloadedItems.isEmpty || !update.reconfiguredItems.isEmpty {
      let reloaded = Set(update.reloadedSections)
      update.reloadedItems.removeAll { reloaded.contains($0.section) }
      update.reconfiguredItems.removeAll { reloaded.contains($0.section) }
    }
    if !update.reloadedItems.isEmpty, !update.reconfiguredItems.isEmpty {
      let reloaded = Set(update.reloadedItems)
      update.reconfiguredItems.removeAll { reloaded.contains($0) }
    }
    return update
  }
}

extension DataSourceError {
  /// A failure of the view while it applied an update (rejected, or a cell failed while it realized it).
  var isViewFailure: Bool {
    switch self {
    case .collectionView, .viewFailedAfterUpdate, .tableView, .tableViewFailedAfterUpdate: true
    default: false
    }
  }

  /// A cell or supplementary view failed while the view realized the update (or the reload); nothing changed.
  var isFailureAfterUpdate: Bool {
    switch self {
    case .viewFailedAfterUpdate, .tableViewFailedAfterUpdate: true
    default: false
    }
  }
}

extension HeadlessViewError {
  /// True for failures of the data source's cell or supplementary-view provider (and of its dequeues), which the
  /// view meets while it realizes views for an update (or a reload) — and then takes the update back.
  var isCellFailure: Bool {
    switch self {
    case .cellProviderReturnedNil, .supplementaryViewProviderReturnedNil, .unregisteredReuseIdentifier,
      .registrationCreatedInsideCellProvider, .reconfigureDequeuedDifferentIdentifier, .cellNotDequeued,
      .diffableCellProviderReturnedNil, .supplementaryViewProviderNotSpecified,
      .diffableSupplementaryViewProviderReturnedNil, .supplementaryKindMismatch:
      true
    default: false
    }
  }
}

extension HeadlessCollectionView: DiffableDataSourceView {
  func performStructuralBatch(
    _ update: BatchUpdate, rowAnimation: RowAnimation, commitModel: () -> Void
  ) throws(CollectionViewError) {
    try tryPerformBatchUpdates(update, commitModel: commitModel)
  }

  func performReloadBatch(_ update: BatchUpdate, rowAnimation: RowAnimation)
    throws(CollectionViewError)
  {
    try tryPerformBatchUpdates {
      if !update.reloadedSections.isEmpty { reloadSections(update.reloadedSections) }
      if !update.reloadedItems.isEmpty { reloadItems(at: update.reloadedItems) }
      if !update.reconfiguredItems.isEmpty { reconfigureItems(at: update.reconfiguredItems) }
    }
  }

  static func rejected(_ error: CollectionViewError) -> DataSourceError { .collectionView(error) }
  static func failedAfterUpdate(_ error: CollectionViewError) -> DataSourceError { .viewFailedAfterUpdate(error) }
}

extension HeadlessTableView: DiffableDataSourceView {
  func performStructuralBatch(_ update: BatchUpdate, rowAnimation: RowAnimation, commitModel: () -> Void)
    throws(TableViewError)
  {
    try tryPerformBatchUpdates(update, animation: rowAnimation, commitModel: commitModel)
  }

  func performReloadBatch(_ update: BatchUpdate, rowAnimation: RowAnimation) throws(TableViewError) {
    try tryPerformBatchUpdates {
      if !update.reloadedSections.isEmpty { reloadSections(update.reloadedSections, with: rowAnimation) }
      if !update.reloadedItems.isEmpty { reloadRows(at: update.reloadedItems, with: rowAnimation) }
      if !update.reconfiguredItems.isEmpty { reconfigureRows(at: update.reconfiguredItems) }
    }
  }

  static func rejected(_ error: TableViewError) -> DataSourceError { .tableView(error) }
  static func failedAfterUpdate(_ error: TableViewError) -> DataSourceError { .tableViewFailedAfterUpdate(error) }
}

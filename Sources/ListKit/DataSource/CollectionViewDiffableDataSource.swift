// The diffable data source: owns the current snapshot and the stored section snapshots, diffs every apply and
// drives the headless collection view with UIKit's batch updates (docs/semantics.md §2.3, §3). Rebasing of stored
// section snapshots lives in +Rebase, simulated user interaction (outline disclosure, reordering) in +UserInteraction.

/// A pure-Swift `UICollectionViewDiffableDataSource` that drives a `HeadlessCollectionView`.
///
/// ```swift
/// let view = HeadlessCollectionView(viewportHeight: 10)
/// view.register(HeadlessCell.self, forCellWithReuseIdentifier: "cell")
/// let dataSource = CollectionViewDiffableDataSource<String, Int>(collectionView: view) { view, indexPath, item in
///   let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
///   cell.text = "\(item)"
///   return cell
/// }
/// var snapshot = DiffableDataSourceSnapshot<String, Int>()
/// snapshot.appendSections(["A"])
/// snapshot.appendItems([1, 2, 3])
/// try dataSource.tryApply(snapshot)          // first apply: reloadData
/// snapshot.deleteItems([2])
/// try dataSource.tryApply(snapshot)          // a diff: one batch deleting item 0.1
/// ```
///
/// - The first apply that reaches a view is a `reloadData`; later applies diff (also with
///   `animatingDifferences: false`, as on iOS 15+) and send one structural batch, then reloads and reconfigures in
///   a second update at their final index paths. An identical snapshot without marks reaches the view not at all.
/// - Reload/reconfigure marks of identifiers absent from the applied snapshot are ignored; `snapshot()` has no marks.
///   Item reloads and reconfigures inside a reloaded section, and reconfigures of reloaded items, are not sent: the
///   reload already gives those items new, freshly configured cells (UIKit drops or rejects the combinations).
/// - `applySnapshotUsingReloadData` resets without a diff; the next apply diffs against it.
/// - Section snapshots applied with `apply(_:to:)` are stored (`snapshot(for:)`) and rebased on later applies
///   (see `+Rebase`).
/// - Without a collection view (the view is gone, or its `dataSource` is another object) an apply only stores the
///   state and reports `.none`; the view, once this is its data source again, reloads it before its next update.
/// - Every apply returns the update it sent, so callers (the `lks` shell) can show it.
///
/// Concurrency: the class is main-actor isolated and no apply ever suspends in the middle (the async forms do all
/// their work synchronously), so applies from several tasks are serialized in the order they reach the main actor
/// and each one sees the state the previous one left. An apply started from inside another one (from the cell
/// provider, say) is refused with `DataSourceError.reentrantApply`, as UIKit flags it as a client bug.
///
/// Subclassing: as UIKit's, the class is open and its data-source methods (`numberOfSections(in:)`,
/// `collectionView(_:numberOfItemsInSection:)`, `collectionView(_:cellForItemAt:)`,
/// `collectionView(_:viewForSupplementaryElementOfKind:at:)`, `collectionView(_:canMoveItemAt:)`,
/// `collectionView(_:moveItemAt:to:)`, `indexTitles(for:)`, `collectionView(_:indexPathForIndexTitle:at:)`) can be
/// overridden; the view and the simulated user interactions call them. Applies and queries are `final`, so the
/// `@inlinable` apply paths stay statically dispatched and specialized in the caller.
///
/// Failures: the checked API (`tryApply…`, `tryUserExpand…`, `tryUserMoveItem…`) throws `DataSourceError`, and
/// nothing changes (data source and view): when the view rejects an update (`.collectionView`), and when a cell or
/// supplementary view fails while the view realizes it (`.viewFailedAfterUpdate`: the view commits an update, its
/// reloads and reconfigures included, only when every view came back). The Apple-shaped API calls the checked one
/// and traps with the same message, as UIKit raises.
///
/// Cells: the `reloadData` of an Apple-shaped apply (the first apply, `applySnapshotUsingReloadData`) asks for no cell:
/// the view makes them at its next layout pass (a read of its cells, `layoutIfNeeded()`, the end of the main-actor
/// turn), where a cell failure traps. The checked applies make their cells at once, so that they can throw.
@MainActor
open class CollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: HeadlessCollectionViewDataSource {
  /// The snapshots this data source applies.
  public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// The section snapshots (trees) this data source applies to one section.
  public typealias SectionSnapshot = DiffableDataSourceSectionSnapshot<ItemIdentifierType>
  /// Makes the cell for an item (UIKit's `CellProvider`); nil is an error the view reports.
  public typealias CellProvider =
    @MainActor (HeadlessCollectionView, IndexPath, ItemIdentifierType) -> HeadlessCell?
  /// Makes a supplementary view of a kind for a section (UIKit's `SupplementaryViewProvider`).
  public typealias SupplementaryViewProvider =
    @MainActor (HeadlessCollectionView, String, IndexPath) -> HeadlessReusableView?

  private weak var _collectionView: HeadlessCollectionView?
  private let cellProvider: CellProvider
  /// Supplies headers, footers and other supplementary views the view's layout asks for.
  public var supplementaryViewProvider: SupplementaryViewProvider?
  /// Outline hooks consulted when the user expands or collapses an item (`tryUserExpand(_:)`,
  /// `tryUserCollapse(_:)`).
  public var sectionSnapshotHandlers = SectionSnapshotHandlers()
  /// Interactive reordering hooks (`tryUserMoveItem(at:to:)`).
  public var reorderingHandlers = ReorderingHandlers()

  /// The snapshot, stored section snapshots and apply machinery, shared with the table's data source
  /// (DiffableDataSourceCore.swift).
  let core = Core(extra: [:])

  /// What the collection view shows (no reload/reconfigure marks).
  var current: Snapshot { core.current }
  /// The hierarchical snapshots applied with `apply(_:to:)`, per section; each one's `visibleItems` equals its
  /// section's items in `current`, and no identifier is in two places (rows of `current`, items of the trees).
  var sectionSnapshots: [SectionIdentifierType: SectionSnapshot] { core.extra }
  /// While `tryUserMoveItem` calls the open `collectionView(_:moveItemAt:to:)`: the differ to use and, once the
  /// default implementation ran, its outcome.
  var pendingMoveDiffer: Differ?
  var pendingMoveResult:
    Result<DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>?, DataSourceError>?

  /// Creates a data source and makes it the view's `dataSource`. Both references are weak: retain the data source
  /// yourself.
  ///
  /// - Complexity: O(1).
  public init(collectionView: HeadlessCollectionView, cellProvider: @escaping CellProvider) {
    self._collectionView = collectionView
    self.cellProvider = cellProvider
    collectionView.dataSource = self
  }

  /// The collection view this data source drives, or nil once the view has another data source (or is gone).
  ///
  /// - Complexity: O(1).
  public final var collectionView: HeadlessCollectionView? {
    guard let view = _collectionView, view.dataSource === self else { return nil }
    return view
  }

  // MARK: Queries

  /// A copy of the current snapshot (what the view shows), without reload/reconfigure marks.
  ///
  /// - Complexity: O(1) (copy-on-write).
  public final func snapshot() -> Snapshot { current }

  /// A copy of the stored hierarchical snapshot of `section` (with expansion state and collapsed children); if none
  /// was applied, a flat snapshot whose roots are the section's items; empty for an unknown section.
  ///
  /// - Complexity: O(1) for a stored snapshot, O(n) to build a flat one.
  public final func snapshot(for section: SectionIdentifierType) -> SectionSnapshot {
    if let stored = sectionSnapshots[section] { return stored }
    var flat = SectionSnapshot()
    if current.contains(section: section) {
      flat.append(current.itemIdentifiers(inSection: section))
    }
    return flat
  }

  /// The item at `indexPath`, or nil when out of range (negative indices included).
  ///
  /// - Complexity: O(1).
  public final func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    core.itemIdentifier(for: indexPath, in: core.current._sections)
  }

  /// The index path of `identifier`, or nil when absent.
  ///
  /// - Complexity: O(1) amortized on an unchanged state: the snapshot's flattened `indexOfItem` (a position table
  ///   built once per state) minus the section's first flat index (prefix sums built once per state, O(sections)).
  public final func indexPath(for identifier: ItemIdentifierType) -> IndexPath? { core.indexPath(for: identifier) }

  /// The section at `index`, or nil when out of range (negative included).
  ///
  /// - Complexity: O(1).
  public final func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current.sectionIdentifier(at: index)
  }

  /// The index of the section `identifier`, or nil when absent.
  ///
  /// - Complexity: O(1).
  public final func index(for identifier: SectionIdentifierType) -> Int? {
    current.indexOfSection(identifier)
  }

  // MARK: Applying snapshots (checked)

  /// Diffs `snapshot` against the current state and sends the result to the collection view: one structural batch
  /// (the model changes inside the batch block, as UIKit requires), then reloads and reconfigures in a second
  /// update at their final index paths. The first apply that reaches a view is a `reloadData`.
  ///
  /// `animatingDifferences` only chooses whether a real view would animate; the diff is the same (iOS 15+).
  /// Reload/reconfigure marks on identifiers absent from `snapshot` are ignored. Stored section snapshots are
  /// rebased onto `snapshot` (`+Rebase`).
  ///
  /// ```swift
  /// var next = dataSource.snapshot()
  /// next.moveItem(3, beforeItem: 1)
  /// next.reconfigureItems([2])
  /// let update = try dataSource.tryApply(next)   // update.batchUpdate.movedItems, .reconfiguredItems
  /// ```
  ///
  /// - Returns: the update sent: `.reloadData`, `.batchUpdates`, or `.none` when nothing reached the view (identical
  ///   snapshot without effective marks, or no view).
  /// - Throws: `DataSourceError` (see the type's documentation for what state a failure leaves).
  /// - Complexity: O(n) expected in the number of items of both snapshots (the diff and the rebase), plus
  ///   O(viewport) cell work.
  @inlinable
  @discardableResult
  public final func tryApply(_ snapshot: Snapshot, animatingDifferences: Bool = true) throws(DataSourceError)
    -> DataSourceUpdate
  {
    try _tryApply(snapshot, animatingDifferences: animatingDifferences, differ: Self.specializedDiffer())
  }

  /// Computes diffs for this data source. The public entry points are `@inlinable` and create it, so the diff runs
  /// specialized for the caller's concrete identifier types (generic code compiled once inside ListKit would go
  /// through value witnesses for every element compared and copied).
  @usableFromInline typealias Differ = (Snapshot, Snapshot) -> BatchUpdate

  @inlinable
  static func specializedDiffer() -> Differ { { SectionedDiff.batchUpdate(from: $0, to: $1) } }

  @usableFromInline
  @discardableResult
  final func _tryApply(_ snapshot: Snapshot, animatingDifferences: Bool, differ: Differ) throws(DataSourceError)
    -> DataSourceUpdate
  {
    try guarded { () throws(DataSourceError) in
      try commit(snapshot, sectionSnapshotsAfter: Self.rebased(sectionSnapshots, onto: snapshot), differ: differ)
    }
  }

  /// Resets the view to `snapshot` with `reloadData`, without a diff; the next apply diffs against it. Stored
  /// section snapshots are rebased as for a regular apply.
  ///
  /// - Returns: `.reloadData`, or `.none` without a view.
  /// - Throws: `DataSourceError`.
  /// - Complexity: O(n) for the rebase plus the view's reload, O(sections + viewport).
  @discardableResult
  public final func tryApplySnapshotUsingReloadData(_ snapshot: Snapshot) throws(DataSourceError) -> DataSourceUpdate {
    try guarded { () throws(DataSourceError) in
      let trees = Self.rebased(sectionSnapshots, onto: snapshot)
      guard let view = collectionView else { return core.store(snapshot.strippingMarks(), trees) }
      return try core.reload(view, to: snapshot.strippingMarks(), trees)
    }
  }

  /// Applies a hierarchical snapshot to one section: the section's items become `sectionSnapshot.visibleItems`.
  ///
  /// - The section is appended at the end when it does not exist (also on a fresh data source: the first apply is
  ///   then a `reloadData`).
  /// - Visible items that live in other sections are moved in. Collapsed (hidden) items of the tree that are rows
  ///   of other sections are **removed** from them: an identifier lives in one place, and it now belongs to this
  ///   tree (expanding its parent later shows it here). Items of the tree that other stored trees hold are dropped
  ///   from those trees.
  /// - The tree is stored as given for `snapshot(for:)` and user expand/collapse; other stored trees are rebased.
  ///
  /// - Returns: the update sent (`.none` when the section's rows did not change, e.g. collapsing a leaf).
  /// - Throws: `DataSourceError`.
  /// - Complexity: O(n) in the items of the full snapshot and the trees, plus the diff.
  @inlinable
  @discardableResult
  public final func tryApply(
    _ sectionSnapshot: SectionSnapshot, to section: SectionIdentifierType, animatingDifferences: Bool = true
  ) throws(DataSourceError) -> DataSourceUpdate {
    try _tryApply(
      sectionSnapshot, to: section, animatingDifferences: animatingDifferences, differ: Self.specializedDiffer())
  }

  @usableFromInline
  @discardableResult
  final func _tryApply(
    _ sectionSnapshot: SectionSnapshot, to section: SectionIdentifierType, animatingDifferences: Bool,
    differ: Differ
  ) throws(DataSourceError) -> DataSourceUpdate {
    try guarded { () throws(DataSourceError) in
      let target = try fullSnapshot(applying: sectionSnapshot, to: section)
      var trees = Self.rebased(sectionSnapshots, onto: target, applying: (section, sectionSnapshot))
      trees[section] = sectionSnapshot
      return try commit(target, sectionSnapshotsAfter: trees, differ: differ)
    }
  }

  /// The full snapshot a section-snapshot apply produces: the section's items become the tree's visible items.
  func fullSnapshot(applying sectionSnapshot: SectionSnapshot, to section: SectionIdentifierType)
    throws(DataSourceError) -> Snapshot
  {
    let visible = sectionSnapshot.visibleItems
    var target = current
    do throws(SnapshotError) {
      if target.contains(section: section) {
        try target.tryDeleteItems(target.itemIdentifiers(inSection: section))
      } else {
        try target.tryAppendSections([section])
      }
      if visible.count < sectionSnapshot._items.count {
        let visibleSet = Set(visible)
        let strays = sectionSnapshot._items.filter { !visibleSet.contains($0) && target.contains($0) }
        if !strays.isEmpty { try target.tryDeleteItems(strays) }
      }
      // Items that live in other sections are moved in (the snapshot's move-on-append).
      try target.tryAppendItems(visible, toSection: section)
    } catch {
      throw .snapshot(error)
    }
    return target
  }

  // MARK: Previewing an apply

  /// What `tryApply(snapshot)` would send now, without sending anything: the same diff and the same rules for marks
  /// (a reload wins over a reconfigure of the same item, marks inside reloaded sections are dropped). `.reloadData`
  /// while no apply has reached the view yet; `.none` when nothing would be sent.
  ///
  /// - Complexity: O(n) expected in the number of items of both snapshots (the diff).
  public func pendingUpdate(applying snapshot: Snapshot) -> DataSourceUpdate {
    core.pendingUpdate(applying: snapshot, hasView: collectionView != nil)
  }

  /// What `tryApply(sectionSnapshot, to: section)` would send now, and the full snapshot it would produce.
  ///
  /// - Throws: `DataSourceError.snapshot` when the apply itself would fail building the full snapshot.
  /// - Complexity: O(n) in the items of the full snapshot and the tree, plus the diff.
  public func pendingUpdate(applying sectionSnapshot: SectionSnapshot, to section: SectionIdentifierType)
    throws(DataSourceError) -> (update: DataSourceUpdate, snapshot: Snapshot)
  {
    let target = try fullSnapshot(applying: sectionSnapshot, to: section)
    return (pendingUpdate(applying: target), target.strippingMarks())
  }

  // MARK: Applying snapshots (Apple-shaped)

  // `apply(_:animatingDifferences:completion:)`, `applySnapshotUsingReloadData(_:)` and their async forms are
  // DiffableListDataSource's, written once for both data sources; the section-snapshot forms are this class's.

  /// `apply(_:to:animatingDifferences:)` for section snapshots (async). Traps where the checked form throws.
  ///
  /// - Complexity: as `tryApply(_:to:animatingDifferences:)`.
  @inlinable
  @discardableResult
  public final func apply(
    _ sectionSnapshot: SectionSnapshot, to section: SectionIdentifierType, animatingDifferences: Bool = true
  ) async -> DataSourceUpdate {
    _appleShaped(collectionView) { () throws(DataSourceError) in
      try tryApply(sectionSnapshot, to: section, animatingDifferences: animatingDifferences)
    }
  }

  /// `apply(_:to:animatingDifferences:completion:)` for section snapshots; `completion` runs after this returns,
  /// queued on the main actor in apply order like `apply(_:animatingDifferences:completion:)`'s.
  ///
  /// - Complexity: as `tryApply(_:to:animatingDifferences:)`.
  @inlinable
  @discardableResult
  public final func apply(
    _ sectionSnapshot: SectionSnapshot, to section: SectionIdentifierType, animatingDifferences: Bool = true,
    completion: (@MainActor () -> Void)? = nil
  ) -> DataSourceUpdate {
    ApplyCompletions.returning(
      _appleShaped(collectionView) { () throws(DataSourceError) in
        try tryApply(sectionSnapshot, to: section, animatingDifferences: animatingDifferences)
      }, thenCalling: completion)
  }

  // MARK: The commit

  /// Runs one apply, refusing to start while another one runs.
  @usableFromInline
  final func guarded<T>(_ body: () throws(DataSourceError) -> T) throws(DataSourceError) -> T {
    try core.guarded(body)
  }

  /// Moves the view from `current` to `snapshot` with the shared apply machinery, storing `trees` with it.
  func commit(
    _ snapshot: Snapshot, sectionSnapshotsAfter trees: [SectionIdentifierType: SectionSnapshot], differ: Differ
  ) throws(DataSourceError) -> DataSourceUpdate {
    try core.commit(snapshot, extra: trees, to: collectionView, rowAnimation: .automatic, differ: differ)
  }

  typealias Core = DiffableDataSourceCore<
    HeadlessCollectionView, SectionIdentifierType, ItemIdentifierType, [SectionIdentifierType: SectionSnapshot]
  >

  // MARK: HeadlessCollectionViewDataSource

  /// The number of sections of the current snapshot.
  open func numberOfSections(in collectionView: HeadlessCollectionView) -> Int {
    current.numberOfSections
  }

  /// The number of items of a section of the current snapshot; 0 for a section out of range.
  open func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int {
    core.numberOfItems(inSection: section)
  }

  /// The cell provider's cell for the item at `indexPath`; nil (an error for the view) for an unknown index path.
  /// When the provider returns nil, the view reports UIKit's diffable message
  /// (``HeadlessViewError/diffableCellProviderReturnedNil(_:item:view:)``).
  open func collectionView(_ collectionView: HeadlessCollectionView, cellForItemAt indexPath: IndexPath)
    -> HeadlessCell?
  {
    guard let item = itemIdentifier(for: indexPath) else { return nil }
    guard let cell = cellProvider(collectionView, indexPath, item) else {
      collectionView.reportDataSourceFailure(
        .diffableCellProviderReturnedNil(
          indexPath, item: String(describing: item), view: collectionView.messageDescription))
      return nil
    }
    if let listCell = cell as? HeadlessListCell { indent(listCell, showing: item, inSection: indexPath.section) }
    return cell
  }

  /// A list cell in a section driven by a section snapshot is indented to its item's level, as UIKit does for a
  /// hierarchical data source (after the provider: the level is the tree's, not the provider's).
  private func indent(_ cell: HeadlessListCell, showing item: ItemIdentifierType, inSection section: Int) {
    let trees = sectionSnapshots
    guard !trees.isEmpty, section < current._sectionIdentifiers.count,
      let tree = trees[current._sectionIdentifiers[section]], let level = try? tree.tryLevel(of: item)
    else { return }
    if cell.indentationLevel != level { cell.indentationLevel = level }
  }

  /// The supplementary view provider's view. Without a provider, or when it returns nil, the view reports UIKit's
  /// diffable failure (``HeadlessViewError/supplementaryViewProviderNotSpecified(kind:_:)``,
  /// ``HeadlessViewError/diffableSupplementaryViewProviderReturnedNil(kind:_:view:)``).
  open func collectionView(
    _ collectionView: HeadlessCollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> HeadlessReusableView? {
    guard let supplementaryViewProvider else {
      collectionView.reportDataSourceFailure(.supplementaryViewProviderNotSpecified(kind: kind, indexPath))
      return nil
    }
    guard let view = supplementaryViewProvider(collectionView, kind, indexPath) else {
      collectionView.reportDataSourceFailure(
        .diffableSupplementaryViewProviderReturnedNil(kind: kind, indexPath, view: collectionView.messageDescription))
      return nil
    }
    return view
  }

  /// Whether the view asks for section headers when its layout is left to the default: when a
  /// `supplementaryViewProvider` is set.
  open func providesSupplementaryViews(for collectionView: HeadlessCollectionView) -> Bool {
    supplementaryViewProvider != nil
  }

  /// Whether the item at `indexPath` can be moved by the user: `reorderingHandlers.canReorderItem` for the item (nil
  /// means no, as in UIKit). Override it to decide otherwise; `tryUserMoveItem(at:to:)` asks it.
  open func collectionView(_ collectionView: HeadlessCollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
    guard let item = itemIdentifier(for: indexPath), let canReorder = reorderingHandlers.canReorderItem else {
      return false
    }
    return canReorder(item)
  }

  /// Completes an interactive move: builds the transaction, calls `willReorder`, applies its final snapshot, calls
  /// `didReorder` (see `tryUserMoveItem(at:to:)`). Override it to take over (call `super` to keep the default);
  /// called directly, it traps where `tryUserMoveItem` throws.
  open func collectionView(
    _ collectionView: HeadlessCollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    let result = performUserMove(at: sourceIndexPath, to: destinationIndexPath, differ: pendingMoveDiffer)
    if pendingMoveDiffer != nil {
      pendingMoveResult = result
    } else if case .failure(let error) = result {
      preconditionFailure(error.description)
    }
  }

  /// Section index titles (UIKit's `indexTitles(for:)`); none by default.
  open func indexTitles(for collectionView: HeadlessCollectionView) -> [String]? { nil }

  /// The index path an index title scrolls to (UIKit's `collectionView(_:indexPathForIndexTitle:at:)`); by default
  /// the first item of the section at `index`.
  open func collectionView(
    _ collectionView: HeadlessCollectionView, indexPathForIndexTitle title: String, at index: Int
  ) -> IndexPath {
    IndexPath(item: 0, section: index)
  }

  /// The item identifier at `indexPath`, for the view's row-identity tracking.
  open func collectionView(_ collectionView: HeadlessCollectionView, identifierForItemAt indexPath: IndexPath)
    -> AnyHashable?
  {
    itemIdentifier(for: indexPath).map { AnyHashable($0) }
  }
}

extension DiffableDataSourceSnapshot {
  /// The same sections and items without reload/reconfigure marks (what `dataSource.snapshot()` returns).
  ///
  /// - Complexity: O(1) when there are no marks; otherwise a copy-on-write of the mark arrays only.
  @inlinable
  func strippingMarks() -> Self {
    var copy = self
    if !copy._reloadedSections.isEmpty { copy._reloadedSections = [] }
    if !copy._reloadedItems.isEmpty { copy._reloadedItems = [] }
    if !copy._reconfiguredItems.isEmpty { copy._reconfiguredItems = [] }
    return copy
  }
}

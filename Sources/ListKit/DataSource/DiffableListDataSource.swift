// The one diffable data source: what `CollectionViewDiffableDataSource` and `TableViewDiffableDataSource` both offer
// with the same meaning (queries, checked applies, the preview of an apply, the apply options), and the Apple-shaped
// apply forms written once over the checked ones. Each class keeps its UIKit spellings; this is the shared surface.

/// A diffable data source of either headless view: ``CollectionViewDiffableDataSource`` or
/// ``TableViewDiffableDataSource``.
///
/// Program against this protocol to apply snapshots and ask what is shown without asking which view is behind the
/// data source; the members are those of `UICollectionViewDiffableDataSource` and `UITableViewDiffableDataSource`
/// that both have, with the same meaning (docs/semantics.md §3.2–§3.4, §9). What only one has stays on its class:
/// section snapshots, `sectionSnapshotHandlers` and `reorderingHandlers` on the collection view's, the row animation
/// and the editing overrides on the table view's.
///
/// ```swift
/// func showFavourites(in dataSource: some DiffableListDataSource<String, Int>, _ favourites: [Int])
///   throws(DataSourceError)
/// {
///   var snapshot = dataSource.snapshot()
///   if snapshot.indexOfSection("Favourites") == nil { snapshot.appendSections(["Favourites"]) }
///   snapshot.appendItems(favourites, toSection: "Favourites")
///   try dataSource.tryApply(snapshot)
/// }
/// ```
///
/// Every apply diffs against what the view shows and sends one structural batch, then reloads and reconfigures at
/// final index paths; the first apply that reaches a view is a `reloadData`; a failed apply changes nothing and
/// throws ``DataSourceError`` (the Apple-shaped forms trap with the same message). The `reloadData` of an Apple-shaped
/// apply leaves the cells to the view's next layout pass, as UIKit's does (a cell failure then traps there); the
/// checked applies make their cells at once.
@MainActor
public protocol DiffableListDataSource<SectionIdentifierType, ItemIdentifierType>: ApplyOptionsConfigurable {
  /// The type of the section identifiers.
  associatedtype SectionIdentifierType: Hashable & Sendable
  /// The type of the item identifiers.
  associatedtype ItemIdentifierType: Hashable & Sendable

  /// The snapshots this data source applies.
  typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

  /// The view this data source drives (``CollectionViewDiffableDataSource/collectionView`` or
  /// ``TableViewDiffableDataSource/tableView``), or nil once the view has another data source (or is gone).
  ///
  /// - Complexity: O(1).
  var listView: (any HeadlessListView)? { get }

  // MARK: Queries

  /// A copy of the current snapshot (what the view shows), without reload/reconfigure marks.
  ///
  /// - Complexity: O(1) (copy-on-write).
  func snapshot() -> Snapshot

  /// The item at `indexPath`, or nil when out of range (negative indices included).
  ///
  /// - Complexity: O(1) for a row next to the one read last, else O(log n).
  func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType?

  /// The index path of `identifier`, or nil when absent.
  ///
  /// - Complexity: O(1) amortized on an unchanged state.
  func indexPath(for identifier: ItemIdentifierType) -> IndexPath?

  /// The section at `index`, or nil when out of range (negative included).
  ///
  /// - Complexity: O(1).
  func sectionIdentifier(for index: Int) -> SectionIdentifierType?

  /// The index of the section `identifier`, or nil when absent.
  ///
  /// - Complexity: O(1).
  func index(for identifier: SectionIdentifierType) -> Int?

  // MARK: Applying (checked)

  /// Diffs `snapshot` against what the view shows and sends the result: one structural batch, then reloads and
  /// reconfigures at their final index paths; the first apply that reaches a view is a `reloadData`.
  /// `animatingDifferences` only chooses whether a real view would animate: the diff is the same (iOS 15+).
  ///
  /// - Returns: the update sent: `.reloadData`, `.batchUpdates`, or `.none` when nothing reached the view.
  /// - Throws: ``DataSourceError``; nothing changed, in the data source or the view.
  /// - Complexity: O(n) expected in the number of items of both snapshots, plus O(viewport) cell work.
  func tryApply(_ snapshot: Snapshot, animatingDifferences: Bool) throws(DataSourceError) -> DataSourceUpdate

  /// Resets the view to `snapshot` with `reloadData`, without a diff; the next apply diffs against it.
  ///
  /// - Returns: `.reloadData`, or `.none` without a view.
  /// - Throws: ``DataSourceError``; nothing changed.
  /// - Complexity: O(sections + viewport) for the view's reload (plus, for a collection view, O(n) to rebase its
  ///   stored section snapshots).
  func tryApplySnapshotUsingReloadData(_ snapshot: Snapshot) throws(DataSourceError) -> DataSourceUpdate

  /// What `tryApply(snapshot)` would send now, without sending anything: `.reloadData` while no apply has reached the
  /// view yet, `.none` without a view or when nothing would be sent, otherwise the batch the apply would send.
  ///
  /// - Complexity: O(n) expected in the number of items of both snapshots (the diff).
  func pendingUpdate(applying snapshot: Snapshot) -> DataSourceUpdate
}

// MARK: - The Apple-shaped applies, once for both data sources

extension DiffableListDataSource {
  /// ``DiffableListDataSource/tryApply(_:animatingDifferences:)`` animating, as UIKit's default.
  ///
  /// - Complexity: as ``DiffableListDataSource/tryApply(_:animatingDifferences:)``.
  @inlinable
  @discardableResult
  public func tryApply(_ snapshot: Snapshot) throws(DataSourceError) -> DataSourceUpdate {
    try tryApply(snapshot, animatingDifferences: true)
  }

  /// `apply(_:animatingDifferences:)` (iOS 15, async). Resumes when the update is done; it never suspends in the
  /// middle, so concurrent calls are serialized. Traps where
  /// ``DiffableListDataSource/tryApply(_:animatingDifferences:)`` throws.
  ///
  /// > Warning: Applies from concurrent tasks commit in the order they reach the main actor, not in the order their
  /// > snapshots were made: the last one to arrive is what the view shows, even when another task's snapshot is
  /// > newer. Nothing is dropped here; only `Lists`' `CellControllerDataSource` with `diffsInBackground` drops an
  /// > apply a newer one superseded, and a `Lists` configuration applies its calls in call order.
  ///
  /// - Complexity: as ``DiffableListDataSource/tryApply(_:animatingDifferences:)``.
  @inlinable
  @discardableResult
  public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async -> DataSourceUpdate {
    _appleShaped(listView) { () throws(DataSourceError) in
      try tryApply(snapshot, animatingDifferences: animatingDifferences)
    }
  }

  /// `apply(_:animatingDifferences:completion:)`. The update is done when this returns (the headless views do not
  /// animate); `completion` runs **after** this returns, as UIKit calls it later on the main queue: it is queued on
  /// the main actor and runs at its next turn (the first suspension of the calling task, e.g. an `await`), after the
  /// completions of earlier applies of any data source, in the order the applies were made. Traps where
  /// ``DiffableListDataSource/tryApply(_:animatingDifferences:)`` throws (the completion is then never called).
  ///
  /// - Complexity: as ``DiffableListDataSource/tryApply(_:animatingDifferences:)``.
  @inlinable
  @discardableResult
  public func apply(
    _ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (@MainActor () -> Void)? = nil
  ) -> DataSourceUpdate {
    ApplyCompletions.returning(
      _appleShaped(listView) { () throws(DataSourceError) in
        try tryApply(snapshot, animatingDifferences: animatingDifferences)
      },
      thenCalling: completion)
  }

  /// `applySnapshotUsingReloadData(_:)` (iOS 15, async). Traps where ``tryApplySnapshotUsingReloadData(_:)`` throws.
  ///
  /// - Complexity: as ``tryApplySnapshotUsingReloadData(_:)``.
  @inlinable
  @discardableResult
  public func applySnapshotUsingReloadData(_ snapshot: Snapshot) async -> DataSourceUpdate {
    _appleShaped(listView) { () throws(DataSourceError) in try tryApplySnapshotUsingReloadData(snapshot) }
  }

  /// `applySnapshotUsingReloadData(_:completion:)`; `completion` runs after this returns, queued on the main actor in
  /// apply order like `apply(_:animatingDifferences:completion:)`'s.
  ///
  /// - Complexity: as ``tryApplySnapshotUsingReloadData(_:)``.
  @inlinable
  @discardableResult
  public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (@MainActor () -> Void)? = nil)
    -> DataSourceUpdate
  {
    ApplyCompletions.returning(
      _appleShaped(listView) { () throws(DataSourceError) in try tryApplySnapshotUsingReloadData(snapshot) },
      thenCalling: completion
    )
  }
}

/// Runs a checked apply as its Apple-shaped twin: a `reloadData` it sends (the first apply, an apply using reload
/// data, a reload-threshold fallback) leaves the cells to the view's layout pass, as UIKit's does, and a failure traps
/// with the error's message (ListViewEngine+Layout.swift).
@MainActor
@usableFromInline
func _appleShaped<Result>(_ view: (any HeadlessListView)?, _ body: () throws(DataSourceError) -> Result) -> Result {
  guard let engine = view as? any ListViewEngine else { return _trapping(body) }
  return engine.deferringLayout { _trapping(body) }
}

// MARK: - The two data sources

extension CollectionViewDiffableDataSource: DiffableListDataSource {
  /// ``collectionView``, as the one list view.
  ///
  /// - Complexity: O(1).
  public final var listView: (any HeadlessListView)? { collectionView }
}

extension TableViewDiffableDataSource: DiffableListDataSource {
  /// ``tableView``, as the one list view.
  ///
  /// - Complexity: O(1).
  public final var listView: (any HeadlessListView)? { tableView }
}

// The diffable data source of the headless table view (UIKit's `UITableViewDiffableDataSource`, semantics.md §9):
// the same snapshots, diff and two-step apply as the collection view's (the shared DiffableDataSourceCore), the
// table's row animation, and the table's data-source methods apps override by subclassing.

/// A pure-Swift `UITableViewDiffableDataSource` that drives a ``HeadlessTableView``. An `open class`: apps subclass
/// it to give section titles and editing answers, as in UIKit.
///
/// ```swift
/// final class ContactsDataSource: TableViewDiffableDataSource<String, String> {
///   override func tableView(_ tableView: HeadlessTableView, titleForHeaderInSection section: Int) -> String? {
///     sectionIdentifier(for: section)
///   }
///   override func tableView(_ tableView: HeadlessTableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
///   override func tableView(
///     _ tableView: HeadlessTableView, commit editingStyle: HeadlessTableViewCell.EditingStyle,
///     forRowAt indexPath: IndexPath
///   ) {
///     guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
///     var snapshot = snapshot()
///     snapshot.deleteItems([item])
///     apply(snapshot)
///   }
/// }
/// let table = HeadlessTableView(viewportHeight: 10)
/// table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "cell")
/// let dataSource = ContactsDataSource(tableView: table) { table, indexPath, name in
///   let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
///   cell.text = name
///   return cell
/// }
/// dataSource.defaultRowAnimation = .fade
/// ```
///
/// - Applies behave as ``CollectionViewDiffableDataSource``'s: the first apply that reaches a table is a
///   `reloadData`; later applies diff (also with `animatingDifferences: false`) and send one structural batch, then
///   reloads and reconfigures in a second batch at final index paths; an identical snapshot sends nothing;
///   `applySnapshotUsingReloadData` resets without a diff. Every insert, delete and reload carries
///   ``defaultRowAnimation`` (`HeadlessTableView.lastBatchAnimations` shows them).
/// - No section snapshots and no reordering handlers: those are collection-view features (semantics.md §9).
/// - The overridable methods default to UIKit's diffable behaviour: no titles, no editing, no moves.
/// - Interactive moves: the table moves the row, then calls ``tableView(_:moveRowAt:to:)``. During that call
///   `snapshot()` and `itemIdentifier(for:)` still describe the state before the move (the app builds the moved
///   snapshot from them and applies it, which then sends nothing: the table already shows it). When the call
///   returns without an apply — `moveRowAt` not overridden, or overridden without applying — the data source's
///   snapshot follows the table anyway (this project's decision, docs/semantics.md §9): `snapshot()` always equals
///   what the table shows.
///
/// Concurrency and failures: as ``CollectionViewDiffableDataSource`` — main-actor isolated, applies serialized,
/// a re-entrant apply is refused with `DataSourceError.reentrantApply`; the checked API throws `DataSourceError`
/// (`.tableView` when the table rejected an update, `.tableViewFailedAfterUpdate` when a cell failed while the table
/// realized it); either way nothing changed.
@MainActor
open class TableViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: HeadlessTableViewDataSource, HeadlessTableViewInteractiveMoveObserver {
  /// The snapshots this data source applies.
  public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// Makes the cell for a row (UIKit's `CellProvider`); nil is an error the table reports.
  public typealias CellProvider =
    @MainActor (HeadlessTableView, IndexPath, ItemIdentifierType) -> HeadlessTableViewCell?

  typealias Core = DiffableDataSourceCore<HeadlessTableView, SectionIdentifierType, ItemIdentifierType, Void>

  private weak var _tableView: HeadlessTableView?
  private let cellProvider: CellProvider
  /// The snapshot and apply machinery, shared with the collection view's data source.
  let core = Core(extra: ())

  /// The animation passed with every insert, delete and reload of rows and sections this data source sends
  /// (UIKit's default: `.automatic`).
  public var defaultRowAnimation: RowAnimation = .automatic

  /// Creates a data source and makes it the table's `dataSource`. Both references are weak: retain the data source
  /// yourself. Replacing the table's data source afterwards is unsupported, as in UIKit (create a new table and
  /// data source).
  ///
  /// - Complexity: O(1).
  public init(tableView: HeadlessTableView, cellProvider: @escaping CellProvider) {
    self._tableView = tableView
    self.cellProvider = cellProvider
    tableView.dataSource = self
  }

  /// The table this data source drives, or nil once the table has another data source (or is gone).
  ///
  /// - Complexity: O(1).
  public var tableView: HeadlessTableView? {
    guard let view = _tableView, view.dataSource === self else { return nil }
    return view
  }

  // MARK: Queries

  /// A copy of the current snapshot (what the table shows), without reload/reconfigure marks.
  ///
  /// - Complexity: O(1) (copy-on-write).
  public final func snapshot() -> Snapshot { core.current }

  /// The item at `indexPath`, or nil when out of range (negative indices included).
  ///
  /// - Complexity: O(1).
  public final func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    core.itemIdentifier(for: indexPath, in: core.current._sections)
  }

  /// The index path of `identifier`, or nil when absent.
  ///
  /// - Complexity: O(1) amortized on an unchanged state.
  public final func indexPath(for identifier: ItemIdentifierType) -> IndexPath? { core.indexPath(for: identifier) }

  /// The section at `index`, or nil when out of range (negative included).
  ///
  /// - Complexity: O(1).
  public final func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    core.current.sectionIdentifier(at: index)
  }

  /// The index of the section `identifier`, or nil when absent.
  ///
  /// - Complexity: O(1).
  public final func index(for identifier: SectionIdentifierType) -> Int? { core.current.indexOfSection(identifier) }

  // MARK: Applying snapshots (checked)

  /// Diffs `snapshot` against what the table shows and sends the result: one structural batch (the model changes
  /// inside the batch block, as UIKit requires), then reloads and reconfigures in a second batch at their final
  /// index paths, every insert, delete and reload with ``defaultRowAnimation``. The first apply that reaches a table
  /// is a `reloadData`. `animatingDifferences` only chooses whether a real table would animate; the diff is the same
  /// (iOS 15+). Reload/reconfigure marks on identifiers absent from `snapshot` are ignored.
  ///
  /// - Returns: the update sent: `.reloadData`, `.batchUpdates`, or `.none` when nothing reached the table.
  /// - Throws: `DataSourceError` (see the type's documentation for what state a failure leaves).
  /// - Complexity: O(n) expected in the number of items of both snapshots, plus O(viewport) cell work.
  @inlinable
  @discardableResult
  public final func tryApply(_ snapshot: Snapshot, animatingDifferences: Bool = true) throws(DataSourceError)
    -> DataSourceUpdate
  {
    try _tryApply(snapshot, differ: Self.specializedDiffer())
  }

  /// Computes diffs for this data source, specialized for the caller's identifier types (see
  /// `CollectionViewDiffableDataSource.specializedDiffer()`).
  @usableFromInline typealias Differ = (Snapshot, Snapshot) -> BatchUpdate

  @inlinable
  static func specializedDiffer() -> Differ { { SectionedDiff.batchUpdate(from: $0, to: $1) } }

  @usableFromInline
  @discardableResult
  final func _tryApply(_ snapshot: Snapshot, differ: Differ) throws(DataSourceError) -> DataSourceUpdate {
    try core.guarded { () throws(DataSourceError) in
      try core.commit(snapshot, extra: (), to: tableView, rowAnimation: defaultRowAnimation, differ: differ)
    }
  }

  /// Resets the table to `snapshot` with `reloadData`, without a diff; the next apply diffs against it.
  ///
  /// - Returns: `.reloadData`, or `.none` without a table.
  /// - Throws: `DataSourceError`.
  /// - Complexity: O(sections + viewport) for the table's reload.
  @discardableResult
  public final func tryApplySnapshotUsingReloadData(_ snapshot: Snapshot) throws(DataSourceError) -> DataSourceUpdate {
    try core.guarded { () throws(DataSourceError) in
      guard let view = tableView else { return core.store(snapshot.strippingMarks(), ()) }
      return try core.reload(view, to: snapshot.strippingMarks(), ())
    }
  }

  // MARK: Previewing an apply

  /// What `tryApply(snapshot)` would send now, without sending anything: the same diff and the same rules for marks
  /// as the apply (a reload wins over a reconfigure of the same item, marks inside reloaded sections are dropped).
  /// `.reloadData` while no apply has reached the table yet; `.none` without a table or when nothing would be sent.
  ///
  /// - Complexity: O(n) expected in the number of items of both snapshots (the diff).
  public final func pendingUpdate(applying snapshot: Snapshot) -> DataSourceUpdate {
    core.pendingUpdate(applying: snapshot, hasView: tableView != nil)
  }

  // The Apple-shaped applies (`apply(_:animatingDifferences:completion:)`, `applySnapshotUsingReloadData(_:)`, their
  // async forms) are DiffableListDataSource's, written once for both data sources.

  // MARK: HeadlessTableViewDataSource: content

  /// The number of sections the table shows. Open, as UIKit's: a subclass that answers from its own model instead
  /// must keep it equal to the snapshot, or the table rejects the next batch (R16, semantics.md §3.9).
  open func numberOfSections(in tableView: HeadlessTableView) -> Int { core.shown.numberOfSections }

  /// The number of rows of a section the table shows; 0 for a section out of range. Open, as UIKit's (see
  /// ``numberOfSections(in:)``).
  open func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int {
    core.numberOfItems(inSection: section)
  }

  /// The cell provider's cell for the row at `indexPath`; nil (an error for the table) for an unknown index path.
  /// When the provider returns nil, the table reports UIKit's diffable message in its words
  /// (``HeadlessViewError/diffableCellProviderReturnedNil(_:item:view:)``).
  public final func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath)
    -> HeadlessTableViewCell?
  {
    guard let item = core.itemIdentifier(for: indexPath, in: core.shownSections) else { return nil }
    guard let cell = cellProvider(tableView, indexPath, item) else {
      // UIKit's diffable message in the table's words (docs/semantics.md §3.1, §9).
      tableView.reportDataSourceFailure(
        .diffableCellProviderReturnedNil(indexPath, item: String(describing: item), view: tableView.messageDescription))
      return nil
    }
    return cell
  }

  /// The item identifier at `indexPath`, for the table's row-identity tracking.
  public final func tableView(_ tableView: HeadlessTableView, identifierForRowAt indexPath: IndexPath) -> AnyHashable? {
    core.itemIdentifier(for: indexPath, in: core.shownSections).map { AnyHashable($0) }
  }

  // MARK: HeadlessTableViewDataSource: what subclasses override

  /// The header title of a section; nil (none) unless overridden.
  open func tableView(_ tableView: HeadlessTableView, titleForHeaderInSection section: Int) -> String? { nil }

  /// The footer title of a section; nil (none) unless overridden.
  open func tableView(_ tableView: HeadlessTableView, titleForFooterInSection section: Int) -> String? { nil }

  /// Whether the user may edit (swipe-delete) the row; false unless overridden (swipe-to-delete needs an override
  /// returning true).
  open func tableView(_ tableView: HeadlessTableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

  /// The user committed an edit of the row; override to delete the item from `snapshot()` and apply it. Does
  /// nothing unless overridden (the row stays).
  open func tableView(
    _ tableView: HeadlessTableView, commit editingStyle: HeadlessTableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}

  /// Whether the user may move the row; false unless overridden.
  open func tableView(_ tableView: HeadlessTableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

  /// The user moved a row; the table already shows it at `destinationIndexPath`. `snapshot()` and
  /// `itemIdentifier(for: sourceIndexPath)` still describe the state before the move. Override to update your
  /// model (and, usually, apply the moved snapshot). Does nothing unless overridden; either way the data source's
  /// snapshot follows the table when this returns.
  open func tableView(
    _ tableView: HeadlessTableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {}

  /// The section index titles; nil (no index) unless overridden.
  open func sectionIndexTitles(for tableView: HeadlessTableView) -> [String]? { nil }

  /// The section a section-index title scrolls to; the title's position unless overridden.
  open func tableView(_ tableView: HeadlessTableView, sectionForSectionIndexTitle title: String, at index: Int)
    -> Int
  { index }

  // MARK: HeadlessTableViewInteractiveMoveObserver

  /// The table shows the row at `source` at `destination` from now on: answer it from the moved snapshot until the
  /// app applies one or `moveRowAt` returns.
  func tableView(_ tableView: HeadlessTableView, willMoveRowAt source: IndexPath, to destination: IndexPath) {
    guard let item = itemIdentifier(for: source) else { return }
    var moved = core.current
    do throws(SnapshotError) {
      try moved.tryMoveItem(item, to: destination)
    } catch {
      preconditionFailure("the table moved a row the snapshot cannot move: \(error)")
    }
    core.viewShows(moved)
  }

  /// `moveRowAt` returned: follow the table if no apply did.
  func tableView(_ tableView: HeadlessTableView, didMoveRowAt source: IndexPath, to destination: IndexPath) {
    core.followView()
  }

  /// The move failed: the snapshot is the one before the drag again, whatever `moveRowAt` applied.
  func tableView(_ tableView: HeadlessTableView, didFailToMoveRowAt source: IndexPath, to destination: IndexPath) {
    core.restoreBeforeMove()
  }
}

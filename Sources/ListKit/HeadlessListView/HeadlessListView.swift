// The one list view: what a program (Lists' configurations, the shell) needs from a headless collection view or table
// view, so that nothing above ListKit asks which of the two it holds. Each view keeps its UIKit-shaped API; this
// protocol is the shared one, in rows: counts, cells, viewport, selection, and its failing calls as values
// (ListViewCall.swift) that throw one error type, ``ListViewError``.

/// A headless view of sections of rows: ``HeadlessCollectionView`` (whose rows are items) or ``HeadlessTableView``.
///
/// Program against this protocol to drive either view the same way: read what the view shows, make its calls as
/// values (``ListViewCall``, ``BatchCall``) and get one error type whichever view failed, worded as that view's UIKit
/// would word it (``ListViewError``). With `Model` the app's model class, which the view's data source reads while the
/// batch runs:
///
/// ```swift
/// func deleteFirstRow(of view: any HeadlessListView, model: Model) throws(ListViewError) {
///   try view.tryPerformBatchUpdates([.deleteItems([IndexPath(item: 0, section: 0)])]) {
///     model.items[0].removeFirst()
///   }
/// }
/// ```
///
/// Counts and cells are what the view shows, never read from the data source behind the view's back. A checked call
/// that fails throws and leaves the view as it was (see each call).
@MainActor
public protocol HeadlessListView: AnyObject {
  /// The class of the view's cells (``HeadlessCell``, or ``HeadlessTableViewCell`` for a table).
  associatedtype Cell: HeadlessCell

  /// The words of the view's messages: a collection view's ("item") or a table view's ("row").
  ///
  /// - Complexity: O(1).
  var wording: FailureWording { get }

  // MARK: Rows and counts

  /// The number of sections the view shows.
  ///
  /// - Complexity: O(1).
  var numberOfSections: Int { get }

  /// The number of rows the view shows, over all sections.
  ///
  /// - Complexity: O(1).
  var totalNumberOfRows: Int { get }

  /// The number of rows the view shows in `section` (`numberOfItems(inSection:)`, `numberOfRows(inSection:)`).
  ///
  /// - Throws: ``HeadlessViewError/sectionOutOfBounds(section:sectionCount:)`` (R17) when the view has no such
  ///   section.
  /// - Complexity: O(1).
  func rowCount(inSection section: Int) throws(ListViewError) -> Int

  /// Whether the view keeps every row's identity (read from the data source when a row is inserted or reloaded).
  var tracksRowIdentities: Bool { get set }

  /// The identity of every row, per section, as the view believes it to be; empty unless ``tracksRowIdentities``.
  ///
  /// - Complexity: O(rows).
  var rowIdentities: [[AnyHashable?]] { get }

  /// The rows that show another item than the data source holds there now (needs ``tracksRowIdentities``).
  ///
  /// - Complexity: O(rows).
  func outOfSyncRows() -> [OutOfSyncRow]

  /// The header title the view shows for `section`: a table's header title, the text of a collection view's
  /// header supplementary view (`elementKindSectionHeader`); nil for none.
  ///
  /// - Complexity: O(1).
  func headerTitle(forSection section: Int) -> String?

  /// The footer title the view shows for `section` (see ``headerTitle(forSection:)``).
  ///
  /// - Complexity: O(1).
  func footerTitle(forSection section: Int) -> String?

  // MARK: Cells

  /// The cells of the visible rows, in row order.
  ///
  /// - Complexity: O(viewport · log viewport).
  var visibleCells: [Cell] { get }

  /// The index paths of the visible rows, ascending (`indexPathsForVisibleItems`, `indexPathsForVisibleRows`).
  ///
  /// - Complexity: O(viewport · log viewport).
  var visibleIndexPaths: [IndexPath] { get }

  /// The cell displayed for a row, or nil when the row has no cell (off screen, or not in the view).
  ///
  /// - Complexity: O(1).
  func cell(at indexPath: IndexPath) -> Cell?

  /// The counters of every cell class registered or seen, in the order first registered or seen.
  ///
  /// - Complexity: O(classes).
  var cellStatistics: [CellStatistics] { get }

  /// Runs the pending layout pass, if any: after the view's `reloadData()` or a diffable data source's first apply
  /// (Apple-shaped calls), the view makes the cells of its viewport at its next layout pass — this call, the first
  /// read of its cells, or the end of the main-actor turn (docs/semantics.md §10, "The layout pass"). Traps with
  /// UIKit's message when a cell fails, as UIKit raises at layout.
  ///
  /// - Complexity: O(viewport) when a pass is pending, else O(1).
  func layoutIfNeeded()

  /// Registers the class of cells created for `identifier` (`register(_:forCellWithReuseIdentifier:)`,
  /// `register(_:forCellReuseIdentifier:)`); a new class for a registered identifier empties its reuse pool.
  ///
  /// - Complexity: O(1) amortized.
  func register(_ cellClass: Cell.Type, forReuseIdentifier identifier: String)

  /// A cell for `indexPath` from the identifier's reuse pool, or a new one (`dequeueReusableCell(withReuseIdentifier:for:)`,
  /// `dequeueReusableCell(withIdentifier:for:)`). Call it from the data source's cell request.
  ///
  /// - Throws: ``HeadlessViewError/unregisteredReuseIdentifier(kind:identifier:)``;
  ///   ``HeadlessViewError/reconfigureDequeuedDifferentIdentifier(existing:dequeued:)`` while the row is reconfigured
  ///   and `identifier` is not its existing cell's.
  /// - Complexity: O(1) amortized.
  func tryDequeueCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) throws(ListViewError) -> Cell

  // MARK: Viewport

  /// The number of rows visible at once (change it with ``ListViewCall/setViewportHeight(_:)``).
  var viewportHeight: Int { get }

  /// The first visible row, counting rows flattened across sections.
  var contentOffset: Int { get }

  /// The flat rows inside the viewport.
  var visibleRowRange: Range<Int> { get }

  // MARK: Selection

  /// Whether more than one row can be selected; when false, selecting a row deselects the others.
  var allowsMultipleSelection: Bool { get set }

  /// The selected rows, ascending (`indexPathsForSelectedItems`, `indexPathsForSelectedRows`).
  ///
  /// - Complexity: O(s log s) for s selected rows.
  var selectedIndexPaths: [IndexPath] { get }

  // MARK: Data source and delegate

  /// The view's data source, when it answers as either view's (``HeadlessListViewDataSource``); setting it sets the
  /// view's `dataSource`.
  var listDataSource: (any HeadlessListViewDataSource)? { get set }

  /// The view's delegate, when it answers as either view's (``HeadlessListViewDelegate``); setting it sets the
  /// view's `delegate`.
  var listDelegate: (any HeadlessListViewDelegate)? { get set }

  // MARK: Calls

  /// Makes one call of the view, checked: the view's own method for it (``ListViewCall`` names each).
  ///
  /// - Throws: the view's failure, in its words; the view is left as it was (see the view's method).
  /// - Complexity: that of the view's method.
  func tryPerform(_ call: ListViewCall) throws(ListViewError)

  /// `performBatchUpdates` with the update calls as values: the block runs `updateModel` (the app changes its model)
  /// and then makes `calls` in order, each insert, delete and reload of a table with `animation` (a collection view
  /// has none). The view validates the batch (R1–R17) against its counts before and the data source's after, and
  /// applies it — or throws and is left as it was.
  ///
  /// - Throws: the first violated rule, ``HeadlessViewError/nestedBatchUpdates`` inside another batch block, or a
  ///   data-source cell failure while applying.
  /// - Complexity: as the view's `tryPerformBatchUpdates(_:completion:)`.
  func tryPerformBatchUpdates(
    _ calls: [BatchCall], animation: RowAnimation, updateModel: () -> Void
  ) throws(ListViewError)

  // MARK: What the last update sent

  /// The update calls of the view's last accepted update, as one value: a `performBatchUpdates` block's calls, a
  /// single call outside a block, or both batches of a diffable data source's apply (its structural batch, then its
  /// reloads and reconfigures at final index paths: what the apply's `DataSourceUpdate.batchUpdate` reports). Empty
  /// before the first update and after `reloadData`; a rejected update leaves it as it was. A table also keeps each
  /// call's row animation (`lastBatchAnimations`).
  ///
  /// ```swift
  /// try dataSource.tryApply(snapshotWithoutB)
  /// view.lastBatch.deletedItems  // [0.1]
  /// ```
  ///
  /// - Complexity: O(1).
  var lastBatch: BatchUpdate { get }

  // MARK: Invariants

  /// Every broken invariant of the view, described; empty when it is consistent.
  ///
  /// - Complexity: O(sections + viewport + pool + selection).
  func invariantViolations() -> [String]
}

extension HeadlessListView {
  /// ``tryPerform(_:)`` that traps with the view's message (UIKit raises an exception) where it throws.
  ///
  /// - Complexity: as ``tryPerform(_:)``.
  public func perform(_ call: ListViewCall) {
    do { try tryPerform(call) } catch { preconditionFailure(error.description) }
  }

  /// ``tryPerformBatchUpdates(_:animation:updateModel:)`` with the table's automatic animation.
  ///
  /// - Complexity: as ``tryPerformBatchUpdates(_:animation:updateModel:)``.
  public func tryPerformBatchUpdates(_ calls: [BatchCall], updateModel: () -> Void = {}) throws(ListViewError) {
    try tryPerformBatchUpdates(calls, animation: .automatic, updateModel: updateModel)
  }
}

/// A data source that answers both views: a class that is a collection view's and a table view's data source, so
/// that it can be set on whichever ``HeadlessListView`` it drives (``HeadlessListView/listDataSource``).
public typealias HeadlessListViewDataSource = HeadlessCollectionViewDataSource & HeadlessTableViewDataSource

/// A delegate that answers both views (``HeadlessListView/listDelegate``).
public typealias HeadlessListViewDelegate = HeadlessCollectionViewDelegate & HeadlessTableViewDelegate

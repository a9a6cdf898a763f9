// The headless table view: a stand-in for `UITableView` on the engine it shares with the headless collection view
// (ListView/: one validator, viewport and reuse pool). This file holds the state, registration, dequeue, section
// titles and `reloadData`; updates with their row animations, viewport and selection, and user actions (editing,
// swipe-to-delete, interactive moves) live in the extensions.

/// A `UITableView` without a screen: sections of rows with header and footer titles, shown through a viewport of
/// ``viewportHeight`` rows; it asks its data source for counts, cells and titles, recycles cells through the reuse
/// pool, and validates every batch update with UIKit's rules (semantics.md §4, in the table's words, §9), throwing
/// or trapping with UIKit's messages and leaving its state untouched on failure.
///
/// ```swift
/// let table = HeadlessTableView(viewportHeight: 10)
/// table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "cell")
/// table.dataSource = model
/// table.reloadData()
/// table.performBatchUpdates {
///   model.rows[0].insert("new", at: 0)
///   table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
/// }
/// table.lastBatchAnimations  // [insertRows [0.0] with .fade]
/// ```
///
/// The table's counts (``numberOfSections``, ``numberOfRows(inSection:)``) and titles are what it shows: they change
/// only by ``reloadData()``, valid batch updates and the user's interactive moves, never by reading the data source
/// behind its back. Header and footer titles are read when a section is loaded, inserted or reloaded, so a title
/// changed in the model shows once its section is reloaded — as in UIKit.
@MainActor
public final class HeadlessTableView {
  /// Supplies counts, cells, titles and editing answers. Setting it makes the next batch update reload first.
  public weak var dataSource: (any HeadlessTableViewDataSource)? {
    didSet { list.hasLoadedData = false }
  }
  /// Told about taps (``tapRow(at:)``).
  public weak var delegate: (any HeadlessTableViewDelegate)?

  /// Whether more than one row can be selected; when false, selecting a row deselects the others.
  public var allowsMultipleSelection: Bool {
    get { list.allowsMultipleSelection }
    set { list.allowsMultipleSelection = newValue }
  }

  /// Whether the table is in editing mode (UIKit's `isEditing`, also set by `setEditing(_:animated:)`): the rows
  /// show their editing and reorder controls. Swipe-to-delete and interactive moves work in either mode here (a drag
  /// reorders without editing mode).
  public var isEditing = false

  /// UIKit's `UITableView.Style`: plain rows with floating headers, or grouped sections.
  public enum Style: String, Sendable, CaseIterable {
    /// Rows edge to edge; section headers float over them.
    case plain
    /// Sections as groups, headers above each group.
    case grouped
    /// Grouped sections inset from the edges, with rounded corners.
    case insetGrouped
  }

  /// The style the table was created with (UIKit's `style`). It changes no behaviour of a headless table (every
  /// style shows its data source's header and footer titles, as UIKit does); it is kept so that layouts can show it.
  public let style: Style

  /// Counts, cells, reuse pool, selection, row identities: the state shared with the collection view's engine.
  var list: ListViewState<HeadlessTableViewCell>
  /// The header and footer titles the table shows, per section.
  var headerTitles: [String?] = []
  var footerTitles: [String?] = []
  /// The animated calls recorded in the batch being built.
  var pendingAnimations: [RowAnimationRecord] = []
  /// A failure seen while the data source was making a cell (a failed dequeue, a diffable provider's nil), reported
  /// in place of the generic "returned nil" when the data source gives up (ListViewEngine+CellRequests.swift).
  var pendingCellFailure: TableViewError?

  /// The calls of the last batch the table applied that carried a row animation, in call order (the structural
  /// batch and a later reload batch of a diffable apply are two batches). Empty after `reloadData`.
  public internal(set) var lastBatchAnimations: [RowAnimationRecord] = []

  /// The number of rows visible at once. Changing it enqueues or requests cells (traps on a data-source failure; see
  /// ``trySetViewportHeight(_:)``).
  public var viewportHeight: Int {
    get { list.viewportHeight }
    set { orTrap { () throws(TableViewError) in try trySetViewportHeight(newValue) } }
  }

  /// The first visible row, counting rows flattened across sections; always within
  /// `0...max(0, totalNumberOfRows - viewportHeight)`.
  public var contentOffset: Int { list.contentOffset }

  /// When true, the table keeps the identity of every row (asked with `tableView(_:identifierForRowAt:)` when a row
  /// is inserted or reloaded, and carried along by updates otherwise), so tests can compare ``rowIdentities`` with
  /// the model. Off by default; costs O(rows) per update when on.
  public var tracksRowIdentities: Bool {
    get { list.tracksRowIdentities }
    set { setTracksRowIdentities(newValue) }
  }

  /// A table showing nothing until its data source is set and ``reloadData()`` runs.
  ///
  /// - Parameters:
  ///   - style: the table's style (plain by default, as UIKit's `init(frame:)`).
  ///   - viewportHeight: the number of rows visible at once (at least 0).
  public init(style: Style = .plain, viewportHeight: Int = 20) {
    self.style = style
    list = ListViewState(viewportHeight: viewportHeight)
  }

  /// UIKit's `init(frame:style:)`: a table of `style` whose viewport holds as many rows of UIKit's default height
  /// (44 points) as `frame` is high, at least one; a zero frame (`.zero`, as views are often made before layout)
  /// gives the default 20 rows.
  ///
  /// ```swift
  /// let tableView = UITableView(frame: .zero, style: .insetGrouped)
  /// ```
  public convenience init(frame: CGRect, style: Style) {
    let height = frame.height
    self.init(style: style, viewportHeight: height > 0 ? max(1, Int((height / 44).rounded(.up))) : 20)
  }

  // MARK: Counts and titles

  /// The number of sections the table shows.
  ///
  /// - Complexity: O(1).
  public var numberOfSections: Int { list.sectionCounts.count }

  /// The number of rows the table shows in `section`; traps with R17's message when the section does not exist.
  ///
  /// - Complexity: O(1).
  public func numberOfRows(inSection section: Int) -> Int {
    orTrap { () throws(TableViewError) in try tryNumberOfRows(inSection: section) }
  }

  /// The number of rows the table shows in `section`.
  ///
  /// - Throws: ``HeadlessViewError/sectionOutOfBounds(section:sectionCount:)`` (R17, row wording).
  /// - Complexity: O(1).
  public func tryNumberOfRows(inSection section: Int) throws(TableViewError) -> Int {
    try listNumberOfRows(inSection: section)
  }

  /// The total number of rows the table shows.
  ///
  /// - Complexity: O(1).
  public var totalNumberOfRows: Int { list.numberOfRows }

  /// The header title the table shows for `section` (nil for none or a section out of range).
  ///
  /// - Complexity: O(1).
  public func headerTitle(forSection section: Int) -> String? {
    headerTitles.indices.contains(section) ? headerTitles[section] : nil
  }

  /// The footer title the table shows for `section` (nil for none or a section out of range).
  ///
  /// - Complexity: O(1).
  public func footerTitle(forSection section: Int) -> String? {
    footerTitles.indices.contains(section) ? footerTitles[section] : nil
  }

  /// The section index titles (the A–Z strip), asked from the data source now; nil for none.
  ///
  /// - Complexity: as the data source's `sectionIndexTitles(for:)`.
  public var sectionIndexTitles: [String]? { dataSource?.sectionIndexTitles(for: self) }

  /// The identity of every row, per section, as the table believes it to be. Empty when ``tracksRowIdentities`` is
  /// off.
  ///
  /// - Complexity: O(rows).
  public var rowIdentities: [[AnyHashable?]] { listRowIdentities }

  /// The rows that show another item than the data source holds there now: after a batch whose counts add up but
  /// whose index paths do not describe the model's change (UIKit accepts it and the app shows wrong rows), each such
  /// row with the item the table shows and the item the model holds. Needs ``tracksRowIdentities`` (empty otherwise).
  ///
  /// ```swift
  /// table.tracksRowIdentities = true
  /// // The model lost "c" at 0.2, but the app deletes 0.1: the counts add up.
  /// try table.tryPerformBatchUpdates {
  ///   model.remove(at: 2)
  ///   try table.tryDeleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
  /// }
  /// table.outOfSyncRows()  // row 0.1 shows "c" where the model holds "b"
  /// ```
  ///
  /// - Complexity: O(rows): every row's identity is read from the data source.
  public func outOfSyncRows() -> [OutOfSyncRow] { listOutOfSyncRows() }

  // MARK: Registration and dequeue

  /// Registers the class of cells created for `identifier` (UIKit's `register(_:forCellReuseIdentifier:)`); a new
  /// class for a registered identifier empties that identifier's reuse pool.
  ///
  /// - Complexity: O(1) amortized.
  public func register(_ cellClass: HeadlessTableViewCell.Type, forCellReuseIdentifier identifier: String) {
    list.cells.register(cellClass, forIdentifier: identifier)
  }

  /// A cell for `indexPath`: a recycled one from the identifier's pool (after `prepareForReuse()`), or a new one.
  /// While the table reconfigures `indexPath`, that row's existing cell (no `prepareForReuse()`, not counted).
  ///
  /// - Throws: ``HeadlessViewError/unregisteredReuseIdentifier(kind:identifier:)`` ("unable to dequeue a cell with
  ///   identifier …").
  /// - Complexity: O(1) amortized.
  public func tryDequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    throws(TableViewError) -> HeadlessTableViewCell
  {
    try listDequeueCell(identifier: identifier, for: indexPath, elementKind: "UITableViewCell")
  }

  /// UIKit's `dequeueReusableCell(withIdentifier:)`, the form without an index path: a recycled cell of
  /// `identifier` (after `prepareForReuse()`), a new one when the identifier is registered, or nil — the classic
  /// pattern then makes the cell itself with `init(style:reuseIdentifier:)`, and the table recycles that cell
  /// under its reuse identifier once it leaves the screen.
  ///
  /// ```swift
  /// let cell =
  ///   tableView.dequeueReusableCell(withIdentifier: "setting")
  ///   ?? UITableViewCell(style: .value1, reuseIdentifier: "setting")
  /// ```
  ///
  /// - Complexity: O(1) amortized.
  public func dequeueReusableCell(withIdentifier identifier: String) -> HeadlessTableViewCell? {
    list.cells.dequeue(identifier, includingUnregistered: true)
  }

  /// ``tryDequeueReusableCell(withIdentifier:for:)`` that traps with UIKit's message on failure.
  ///
  /// - Complexity: O(1) amortized.
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> HeadlessTableViewCell
  {
    orTrap { () throws(TableViewError) in try tryDequeueReusableCell(withIdentifier: identifier, for: indexPath) }
  }

  /// The counters of one cell class (zero for a class the table never saw).
  ///
  /// - Complexity: O(1).
  public func statistics(for cellClass: HeadlessTableViewCell.Type) -> CellStatistics {
    layoutBeforeRead()
    return list.cells.statistics(for: cellClass)
  }

  /// The counters of every cell class registered or seen, in the order they were first registered or seen.
  ///
  /// - Complexity: O(classes).
  public var cellStatistics: [CellStatistics] {
    layoutBeforeRead()
    return list.cells.allStatistics
  }

  // MARK: reloadData

  /// Discards everything the table shows and loads it again from the data source: counts, titles, row identities
  /// (when tracked) and the cells of the viewport. Clears the selection and the recorded animations; keeps the
  /// content offset (clamped).
  ///
  /// - Throws: ``HeadlessViewError/reloadDataInsideBatchUpdates`` inside a batch block (nothing happens), or a cell
  ///   failure of the data source (the table is then as it was). The checked reload makes the cells at once (no
  ///   layout pass is left pending), so that a failure is thrown here.
  /// - Complexity: O(sections + viewport), plus O(rows) when tracking row identities.
  public func tryReloadData() throws(TableViewError) { try listReloadData() }

  /// UIKit's `reloadData()`: reads the counts (and row identities, when tracked) again at once and clears the
  /// selection, but asks for no cell yet: the table makes the cells of its viewport at its next layout pass — the
  /// first read of what it shows (``visibleCells``, ``cellForRow(at:)``, ``indexPathsForVisibleRows``,
  /// ``cellStatistics``…), ``layoutIfNeeded()``, a scroll, or the end of the current main-actor turn. A cell failure at that pass traps with UIKit's message, as UIKit raises at layout; use
  /// ``tryReloadData()`` to make the cells at once and get the failure as an error.
  ///
  /// - Complexity: O(sections), plus O(rows) when tracking row identities; the pass is O(viewport).
  public func reloadData() {
    appleShaped { () throws(TableViewError) in try tryReloadData() }
  }

  /// UIKit's `layoutIfNeeded()`: runs the pending layout pass, if any (after ``reloadData()`` or the first apply of
  /// a diffable data source), making the cells of the viewport; traps with UIKit's message when a cell fails.
  ///
  /// - Complexity: O(viewport) when a pass is pending, else O(1).
  public func layoutIfNeeded() { layoutBeforeRead() }

  /// ``layoutIfNeeded()`` that throws a cell failure instead of trapping; the table is then as it was, its pass
  /// still pending.
  ///
  /// - Complexity: O(viewport) when a pass is pending, else O(1).
  public func tryLayoutIfNeeded() throws(TableViewError) { try listLayoutIfNeeded() }

  // MARK: Invariants

  /// Every broken invariant, described; empty when the table is consistent: the shared ones (counts, viewport,
  /// cells, pool, selection, identities, counters) and one header and one footer title per section.
  ///
  /// - Complexity: O(sections + viewport + pool + selection).
  public func invariantViolations() -> [String] { listInvariantViolations() }

  /// Traps with every broken invariant listed when ``invariantViolations()`` is not empty.
  ///
  /// - Complexity: as ``invariantViolations()``.
  public func checkInvariants() {
    let problems = invariantViolations()
    precondition(problems.isEmpty, "HeadlessTableView invariants broken:\n" + problems.joined(separator: "\n"))
  }
}

extension HeadlessTableView: ListViewEngine {
  var hasDataSource: Bool { dataSource != nil }

  func dataSourceNumberOfSections() -> Int { dataSource?.numberOfSections(in: self) ?? 0 }

  func dataSourceNumberOfRows(inSection section: Int) -> Int {
    dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
  }

  func dataSourceCell(at indexPath: IndexPath) -> HeadlessTableViewCell? {
    pendingCellFailure = nil
    return dataSource?.tableView(self, cellForRowAt: indexPath)
  }

  /// The failure seen while the data source made the cell, if any; then nil. A cell the data source made itself
  /// (no reuse identifier) is accepted, as UIKit's table accepts it: the row shows it and it is never put in a reuse
  /// pool (docs/semantics.md §10).
  func checkedCell(_ cell: HeadlessTableViewCell?, at indexPath: IndexPath) throws(TableViewError)
    -> HeadlessTableViewCell
  {
    try throwPendingCellFailure()
    guard let cell else { throw .cellProviderReturnedNil(indexPath) }
    return cell
  }

  func dataSourceIdentifier(at indexPath: IndexPath) -> AnyHashable? {
    dataSource?.tableView(self, identifierForRowAt: indexPath)
  }

  func cellWillDisplay(_ cell: HeadlessTableViewCell, at indexPath: IndexPath) {
    delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
  }

  func cellDidEndDisplaying(_ cell: HeadlessTableViewCell, at indexPath: IndexPath) {
    delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
  }

  func delegateDidSelectRow(at indexPath: IndexPath) { delegate?.tableView(self, didSelectRowAt: indexPath) }

  func delegateDidDeselectRow(at indexPath: IndexPath) { delegate?.tableView(self, didDeselectRowAt: indexPath) }

  func didReloadData() { lastBatchAnimations = [] }

  // The section content of a table: its header and footer titles, read for every section loaded, inserted or
  // reloaded, carried along otherwise.

  var sectionContent: (headers: [String?], footers: [String?], animations: [RowAnimationRecord]) {
    (headerTitles, footerTitles, lastBatchAnimations)
  }

  func restoreSectionContent(_ content: (headers: [String?], footers: [String?], animations: [RowAnimationRecord])) {
    (headerTitles, footerTitles, lastBatchAnimations) = content
  }

  var sectionContentViews: [HeadlessReusableView] { [] }

  func reloadSectionContent() {
    let sections = list.sectionCounts.count
    headerTitles = (0..<sections).map { dataSource?.tableView(self, titleForHeaderInSection: $0) }
    footerTitles = (0..<sections).map { dataSource?.tableView(self, titleForFooterInSection: $0) }
  }

  func updateSectionContent(with plan: BatchPlan) -> () -> Void {
    let sections = plan.newCounts.count
    var headers = [String?](repeating: nil, count: sections)
    var footers = [String?](repeating: nil, count: sections)
    for (old, new) in plan.sectionOldToNew.enumerated() where new >= 0 && !plan.sectionIsFresh[new] {
      headers[new] = headerTitles[old]
      footers[new] = footerTitles[old]
    }
    for new in 0..<sections where plan.sectionIsFresh[new] {
      headers[new] = dataSource?.tableView(self, titleForHeaderInSection: new)
      footers[new] = dataSource?.tableView(self, titleForFooterInSection: new)
    }
    headerTitles = headers
    footerTitles = footers
    return {}
  }

  func realizeSectionContent(in sections: Range<Int>) throws(TableViewError) {}

  func sectionContentViolations() -> [String] {
    guard headerTitles.count == list.sectionCounts.count, footerTitles.count == list.sectionCounts.count else {
      return ["\(headerTitles.count) header and \(footerTitles.count) footer titles for \(numberOfSections) sections"]
    }
    return []
  }
}

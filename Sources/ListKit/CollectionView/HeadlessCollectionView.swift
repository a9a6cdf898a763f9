// The headless collection view: a stand-in for `UICollectionView` that keeps its own counts, cells, reuse pools,
// selection and (optionally) row identities, and validates batch updates as UIKit does. This file holds the state,
// registration, dequeue and `reloadData`; updates, viewport, selection and invariants live in the extensions.

/// A `UICollectionView` without a screen: it shows a vertical list of item rows (sections flattened) through a
/// viewport of ``viewportHeight`` rows, asks its data source for counts and cells, recycles cells through reuse
/// pools, and validates every batch update with UIKit's rules (docs/semantics.md §4), throwing or trapping with UIKit's
/// messages.
///
/// ```swift
/// let view = HeadlessCollectionView(viewportHeight: 10)
/// view.register(HeadlessCell.self, forCellWithReuseIdentifier: "cell")
/// view.dataSource = model
/// view.reloadData()
/// view.performBatchUpdates {
///   model.items[0].insert("new", at: 0)
///   view.insertItems(at: [IndexPath(item: 0, section: 0)])
/// }
/// ```
///
/// The view's counts (``numberOfSections``, ``numberOfItems(inSection:)``) are what it shows: they change only by
/// ``reloadData()`` and valid batch updates, never by reading the data source behind its back.
@MainActor
public final class HeadlessCollectionView {
  /// UIKit's element kind of cells, as printed in dequeue errors.
  public nonisolated static let cellElementKind = "UICollectionElementKindCell"

  /// Supplies counts, cells and supplementary views. Setting it makes the next batch update reload first.
  public weak var dataSource: (any HeadlessCollectionViewDataSource)? {
    didSet { list.hasLoadedData = false }
  }
  /// Told about taps (``tapItem(at:)``).
  public weak var delegate: (any HeadlessCollectionViewDelegate)?

  /// Kinds of supplementary views (for example section headers) requested for every section in view, at
  /// `IndexPath(item: 0, section: s)`, when not empty; otherwise the layout decides (see
  /// ``requestedSupplementaryElementKinds``). Takes effect at the next reload, update or scroll.
  public var supplementaryElementKinds: [String] = []

  /// The list layout the view stands for; it decides which supplementary views the view asks for (headers in
  /// grouped layouts). nil (the default) behaves like a list layout whose headers are supplementary views when the
  /// data source supplies them. Takes effect at the next reload, update or scroll.
  public var collectionViewLayout: ListLayout?

  /// The frame given to ``init(frame:collectionViewLayout:)`` (UIKit's `frame`): it sizes the viewport in rows at
  /// creation, and cell controllers lay items out in its size (ListKitDiffUI's `itemSize(containerSize:)`).
  public var frame: CGRect = .zero

  /// Whether more than one item can be selected; when false, selecting an item deselects the others.
  public var allowsMultipleSelection: Bool {
    get { list.allowsMultipleSelection }
    set { list.allowsMultipleSelection = newValue }
  }

  /// Counts, cells, reuse pool, selection, row identities: the state shared with the table view's engine
  /// (ListViewEngine.swift).
  var list: ListViewState<HeadlessCell>

  // Supplementary views: registrations and pools (key: kind + "\u{1}" + identifier), and the displayed ones by kind
  // and section.
  var supplementaryPool = ReusePool<HeadlessReusableView>()
  var supplementaryViews: [String: [Int: HeadlessReusableView]] = [:]

  // While the data source is asked for a view: the failure of a checked dequeue or of the diffable data source's
  // provider, reported by the view instead of "returned nil" (ListViewEngine+CellRequests.swift).
  var pendingCellFailure: CollectionViewError?

  /// The number of item rows visible at once. Changing it enqueues or requests cells (traps on a data-source
  /// failure; see ``trySetViewportHeight(_:)``).
  public var viewportHeight: Int {
    get { list.viewportHeight }
    set { orTrap { () throws(CollectionViewError) in try trySetViewportHeight(newValue) } }
  }

  /// The first visible row, counting item rows flattened across sections; always within
  /// `0...max(0, totalRows - viewportHeight)`.
  public var contentOffset: Int { list.contentOffset }

  /// When true, the view keeps the identity of every row (asked from the data source with
  /// `collectionView(_:identifierForItemAt:)` when a row is inserted or reloaded, and carried along by updates
  /// otherwise), so tests can compare ``rowIdentities`` with the model. Turning it on reads all rows of the view's
  /// counts from the data source. Off by default; costs O(rows) per update when on.
  public var tracksRowIdentities: Bool {
    get { list.tracksRowIdentities }
    set { setTracksRowIdentities(newValue) }
  }

  /// A view showing nothing until its data source is set and ``reloadData()`` runs.
  ///
  /// - Parameter viewportHeight: the number of item rows visible at once (at least 0).
  public init(viewportHeight: Int = 20) {
    list = ListViewState(viewportHeight: viewportHeight)
  }

  /// A view showing `layout` (UIKit's `init(frame:collectionViewLayout:)` without the frame).
  ///
  /// - Parameters:
  ///   - layout: the list layout (appearance, header and footer modes) the view stands for.
  ///   - viewportHeight: the number of item rows visible at once (at least 0).
  public init(collectionViewLayout layout: ListLayout, viewportHeight: Int = 20) {
    list = ListViewState(viewportHeight: viewportHeight)
    collectionViewLayout = layout
  }

  // MARK: Counts

  /// The number of sections the view shows.
  ///
  /// - Complexity: O(1).
  public var numberOfSections: Int { list.sectionCounts.count }

  /// The number of items the view shows in `section`; traps with R17's message when the section does not exist.
  ///
  /// - Complexity: O(1).
  public func numberOfItems(inSection section: Int) -> Int {
    orTrap { () throws(CollectionViewError) in try tryNumberOfItems(inSection: section) }
  }

  /// The number of items the view shows in `section`.
  ///
  /// - Throws: ``HeadlessViewError/sectionOutOfBounds(section:sectionCount:)`` (R17).
  /// - Complexity: O(1).
  public func tryNumberOfItems(inSection section: Int) throws(CollectionViewError) -> Int {
    try listNumberOfRows(inSection: section)
  }

  /// The total number of item rows the view shows.
  ///
  /// - Complexity: O(1).
  public var numberOfRows: Int { list.numberOfRows }

  /// The identity of every row, per section, as the view believes it to be: recorded when the row was inserted or
  /// reloaded, then moved along by batch updates. Empty when ``tracksRowIdentities`` is off.
  ///
  /// - Complexity: O(rows).
  public var rowIdentities: [[AnyHashable?]] { listRowIdentities }

  /// The rows that show another item than the data source holds there now: after a batch whose counts add up but
  /// whose index paths do not describe the model's change (UIKit accepts it and the app shows wrong rows), each such
  /// row with the item the view shows and the item the model holds. Needs ``tracksRowIdentities`` (empty otherwise).
  ///
  /// ```swift
  /// view.tracksRowIdentities = true
  /// // The model lost "c" at 0.2, but the app deletes 0.1: the counts add up.
  /// try view.tryPerformBatchUpdates {
  ///   model.remove(at: 2)
  ///   try view.tryDeleteItems(at: [IndexPath(item: 1, section: 0)])
  /// }
  /// view.outOfSyncRows()  // row 0.1 shows "c" where the model holds "b"
  /// ```
  ///
  /// - Complexity: O(rows): every row's identity is read from the data source.
  public func outOfSyncRows() -> [OutOfSyncRow] { listOutOfSyncRows() }

  // MARK: Registration and dequeue

  /// Registers the class of cells created for `identifier`; a new class for a registered identifier empties that
  /// identifier's reuse pool.
  ///
  /// - Complexity: O(1) amortized.
  public func register(_ cellClass: HeadlessCell.Type, forCellWithReuseIdentifier identifier: String) {
    list.cells.register(cellClass, forIdentifier: identifier)
  }

  /// Registers the class of supplementary views of `kind` created for `identifier`.
  ///
  /// - Complexity: O(1) amortized.
  public func register(
    _ viewClass: HeadlessReusableView.Type, forSupplementaryViewOfKind kind: String,
    withReuseIdentifier identifier: String
  ) {
    supplementaryPool.register(viewClass, forIdentifier: kind + "\u{1}" + identifier)
  }

  /// A cell for `indexPath`: a recycled one from the identifier's pool (after `prepareForReuse()`), or a new one.
  /// While the view reconfigures `indexPath`, returns that item's existing cell instead (no `prepareForReuse()`,
  /// counted neither as dequeue nor as reuse).
  ///
  /// A failure inside the data source's `cellForItemAt` is remembered: if the data source then returns nil (the
  /// checked way to give up), the view reports this failure rather than "returned nil".
  ///
  /// - Throws: ``HeadlessViewError/unregisteredReuseIdentifier(kind:identifier:)``;
  ///   ``HeadlessViewError/reconfigureDequeuedDifferentIdentifier(existing:dequeued:)`` while the item is
  ///   reconfigured and `identifier` is not the one its existing cell was dequeued with.
  /// - Complexity: O(1) amortized.
  public func tryDequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    throws(CollectionViewError) -> HeadlessCell
  {
    try listDequeueCell(identifier: identifier, for: indexPath, elementKind: Self.cellElementKind)
  }

  /// ``tryDequeueReusableCell(withReuseIdentifier:for:)`` that traps with UIKit's message on failure.
  ///
  /// - Complexity: O(1) amortized.
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> HeadlessCell {
    orTrap { () throws(CollectionViewError) in
      try tryDequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }
  }

  /// A supplementary view of `kind` for `indexPath`: recycled (after `prepareForReuse()`) or new.
  ///
  /// - Throws: ``HeadlessViewError/unregisteredReuseIdentifier(kind:identifier:)``.
  /// - Complexity: O(1) amortized.
  public func tryDequeueReusableSupplementaryView(
    ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) throws(CollectionViewError) -> HeadlessReusableView {
    guard let view = supplementaryPool.dequeue(kind + "\u{1}" + identifier) else {
      throw noteCellFailure(.unregisteredReuseIdentifier(kind: kind, identifier: identifier))
    }
    view.elementKind = kind
    return view
  }

  /// ``tryDequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`` that traps with UIKit's message.
  ///
  /// - Complexity: O(1) amortized.
  public func dequeueReusableSupplementaryView(
    ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> HeadlessReusableView {
    orTrap { () throws(CollectionViewError) in
      try tryDequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
    }
  }

  /// Puts a supplementary view that is no longer displayed into its pool.
  func enqueueSupplementaryView(_ view: HeadlessReusableView) {
    view.indexPath = nil
    guard let kind = view.elementKind, let identifier = view.reuseIdentifier else { return }
    supplementaryPool.enqueue(view, identifier: kind + "\u{1}" + identifier)
  }

  // MARK: Statistics

  /// The counters of one cell class (zero for a class the view never saw).
  ///
  /// - Complexity: O(1).
  public func statistics(for cellClass: HeadlessCell.Type) -> CellStatistics {
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

  /// Discards everything the view shows and loads it again from the data source: counts, row identities (when
  /// tracked) and the cells of the viewport. Clears the selection; keeps the content offset (clamped).
  ///
  /// - Throws: ``HeadlessViewError/reloadDataInsideBatchUpdates`` inside a batch block (nothing happens), or a
  ///   cell/supplementary-view failure of the data source (the view is then as it was). The checked reload makes the
  ///   cells at once (no layout pass is left pending), so that a failure is thrown here.
  /// - Complexity: O(sections + viewport), plus O(rows) when tracking row identities.
  public func tryReloadData() throws(CollectionViewError) { try listReloadData() }

  /// UIKit's `reloadData()`: reads the counts (and row identities, when tracked) again at once and clears the
  /// selection, but asks for no cell yet: the view makes the cells of its viewport at its next layout pass — the
  /// first read of what it shows (``visibleCells``, ``cellForItem(at:)``, ``indexPathsForVisibleItems``,
  /// ``supplementaryView(forElementKind:at:)``, ``cellStatistics``…), ``layoutIfNeeded()``, a scroll, or the end of
  /// the current main-actor turn. A cell failure at that pass traps with UIKit's message, as UIKit raises at layout; use
  /// ``tryReloadData()`` to make the cells at once and get the failure as an error.
  ///
  /// - Complexity: O(sections), plus O(rows) when tracking row identities; the pass is O(viewport).
  public func reloadData() {
    appleShaped { () throws(CollectionViewError) in try tryReloadData() }
  }

  /// UIKit's `layoutIfNeeded()`: runs the pending layout pass, if any (after ``reloadData()`` or the first apply of
  /// a diffable data source), making the cells of the viewport; traps with UIKit's message when a cell fails.
  ///
  /// - Complexity: O(viewport) when a pass is pending, else O(1).
  public func layoutIfNeeded() { layoutBeforeRead() }

  /// ``layoutIfNeeded()`` that throws a cell failure instead of trapping; the view is then as it was, its pass
  /// still pending.
  ///
  /// - Complexity: O(viewport) when a pass is pending, else O(1).
  public func tryLayoutIfNeeded() throws(CollectionViewError) { try listLayoutIfNeeded() }
}

extension HeadlessCollectionView: ListViewEngine {
  var hasDataSource: Bool { dataSource != nil }

  func dataSourceNumberOfSections() -> Int { dataSource?.numberOfSections(in: self) ?? 0 }

  func dataSourceNumberOfRows(inSection section: Int) -> Int {
    dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
  }

  func dataSourceCell(at indexPath: IndexPath) -> HeadlessCell? {
    pendingCellFailure = nil
    Self.cellRequestDepth += 1
    defer { Self.cellRequestDepth -= 1 }
    return dataSource?.collectionView(self, cellForItemAt: indexPath)
  }

  func checkedCell(_ cell: HeadlessCell?, at indexPath: IndexPath) throws(CollectionViewError) -> HeadlessCell {
    try throwPendingCellFailure()
    guard let cell else { throw .cellProviderReturnedNil(indexPath) }
    guard cell.reuseIdentifier != nil else { throw .cellNotDequeued(indexPath) }
    return cell
  }

  func dataSourceIdentifier(at indexPath: IndexPath) -> AnyHashable? {
    dataSource?.collectionView(self, identifierForItemAt: indexPath)
  }

  func cellWillDisplay(_ cell: HeadlessCell, at indexPath: IndexPath) {
    delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
  }

  func cellDidEndDisplaying(_ cell: HeadlessCell, at indexPath: IndexPath) {
    delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
  }

  func delegateDidSelectRow(at indexPath: IndexPath) { delegate?.collectionView(self, didSelectItemAt: indexPath) }

  func delegateDidDeselectRow(at indexPath: IndexPath) {
    delegate?.collectionView(self, didDeselectItemAt: indexPath)
  }

  // The section content of a collection view: its supplementary views.

  var sectionContent: (pool: ReusePool<HeadlessReusableView>, views: [String: [Int: HeadlessReusableView]]) {
    (supplementaryPool, supplementaryViews)
  }

  func restoreSectionContent(
    _ content: (pool: ReusePool<HeadlessReusableView>, views: [String: [Int: HeadlessReusableView]])
  ) {
    let registered = supplementaryPool
    (supplementaryPool, supplementaryViews) = content
    supplementaryPool.keepRegistrations(of: registered)
  }

  var sectionContentViews: [HeadlessReusableView] {
    supplementaryViews.values.flatMap(\.values) + supplementaryPool.waiting.values.joined()
  }

  func reloadSectionContent() {
    for kind in supplementaryViews.keys.sorted() {
      for section in supplementaryViews[kind]!.keys.sorted() {
        enqueueSupplementaryView(supplementaryViews[kind]![section]!)
      }
    }
    supplementaryViews = [:]
  }

  func updateSectionContent(with plan: BatchPlan) -> () -> Void {
    var retiring: [HeadlessReusableView] = []
    var kept: [String: [Int: HeadlessReusableView]] = [:]
    for kind in supplementaryViews.keys.sorted() {
      for (section, view) in supplementaryViews[kind]!.sorted(by: { $0.key < $1.key }) {
        let target = plan.sectionOldToNew[section]
        if target < 0 || plan.sectionIsFresh[target] {
          retiring.append(view)
        } else {
          kept[kind, default: [:]][target] = view
          view.indexPath = IndexPath(item: 0, section: target)
        }
      }
    }
    supplementaryViews = kept
    return { for view in retiring { self.enqueueSupplementaryView(view) } }
  }

  func realizeSectionContent(in sections: Range<Int>) throws(CollectionViewError) {
    let kinds = requestedSupplementaryElementKinds
    for kind in supplementaryViews.keys.sorted() {
      let keep = kinds.contains(kind)
      for section in supplementaryViews[kind]!.keys.sorted() where !keep || !sections.contains(section) {
        enqueueSupplementaryView(supplementaryViews[kind]!.removeValue(forKey: section)!)
      }
    }
    for kind in kinds {
      for section in sections where supplementaryViews[kind]?[section] == nil {
        let indexPath = IndexPath(item: 0, section: section)
        pendingCellFailure = nil
        let view = dataSource?.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
        try throwPendingCellFailure()
        guard let view else { throw .supplementaryViewProviderReturnedNil(kind: kind, indexPath) }
        if let dequeued = view.elementKind, dequeued != kind {
          throw .supplementaryKindMismatch(requested: kind, dequeued: dequeued)
        }
        view.indexPath = indexPath
        supplementaryViews[kind, default: [:]][section] = view
      }
    }
  }

  func sectionContentViolations() -> [String] {
    var problems = supplementaryPool.invariantViolations(displayed: [], label: "supplementary view")
    let sections = list.sectionsInView()
    for (kind, views) in supplementaryViews {
      for (section, view) in views {
        if !sections.contains(section) { problems.append("\(kind) view for section \(section) not in view") }
        if view.indexPath != IndexPath(item: 0, section: section) {
          problems.append("\(kind) view for section \(section) has a wrong index path")
        }
      }
    }
    return problems
  }
}

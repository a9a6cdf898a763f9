// The headless collection view: a stand-in for `UICollectionView` that keeps its own counts, cells, reuse pools,
// selection and (optionally) row identities, and validates batch updates as UIKit does. This file holds the state,
// registration, dequeue and `reloadData`; updates, viewport, selection and invariants live in the extensions.

/// A `UICollectionView` without a screen: it shows a vertical list of item rows (sections flattened) through a
/// viewport of ``viewportHeight`` rows, asks its data source for counts and cells, recycles cells through reuse
/// pools, and validates every batch update with UIKit's rules (semantics.md §4), throwing or trapping with UIKit's
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
  public static let cellElementKind = "UICollectionElementKindCell"

  /// Supplies counts, cells and supplementary views. Setting it makes the next batch update reload first.
  public weak var dataSource: (any HeadlessCollectionViewDataSource)? {
    didSet { hasLoadedData = false }
  }
  /// Told about taps (``tapItem(at:)``).
  public weak var delegate: (any HeadlessCollectionViewDelegate)?

  /// Kinds of supplementary views (for example section headers) requested for every section in view, at
  /// `IndexPath(item: 0, section: s)`. Takes effect at the next reload, update or scroll.
  public var supplementaryElementKinds: [String] = []

  /// Whether more than one item can be selected; when false, selecting an item deselects the others.
  public var allowsMultipleSelection = false

  // Counts the view shows, and their prefix sums (`sectionStarts[s]` = first flat row of section s).
  var sectionCounts: [Int] = []
  var sectionStarts: [Int] = [0]
  var hasLoadedData = false

  // Registrations and reuse pools.
  var cellClasses: [String: HeadlessCell.Type] = [:]
  var supplementaryClasses: [String: HeadlessReusableView.Type] = [:]  // key: kind + "\u{1}" + identifier
  var cellPool: [String: [HeadlessCell]] = [:]
  var supplementaryPool: [String: [HeadlessReusableView]] = [:]

  // Displayed views: cells by flat row (only rows in the viewport), supplementary views by kind and section.
  var cellsByRow: [Int: HeadlessCell] = [:]
  var supplementaryViews: [String: [Int: HeadlessReusableView]] = [:]
  var realizationIncomplete = false

  var selection: Set<IndexPath> = []
  var identityRows: [AnyHashable?] = []
  var statisticsByClass: [ObjectIdentifier: CellStatistics] = [:]
  var statisticsOrder: [ObjectIdentifier] = []

  // Inside a batch block: the operations recorded so far.
  var pendingBatch: BatchUpdate?
  // Inside a reconfigure: the item and its existing cell, which a dequeue for that item returns.
  var reconfiguring: (indexPath: IndexPath, cell: HeadlessCell)?

  /// The number of item rows visible at once. Changing it enqueues or requests cells (traps on a data-source
  /// failure; see ``trySetViewportHeight(_:)``).
  public var viewportHeight: Int {
    get { storedViewportHeight }
    set { orTrap { () throws(CollectionViewError) in try trySetViewportHeight(newValue) } }
  }
  var storedViewportHeight: Int

  /// The first visible row, counting item rows flattened across sections; always within
  /// `0...max(0, totalRows - viewportHeight)`.
  public internal(set) var contentOffset = 0

  /// When true, the view keeps the identity of every row (asked from the data source with
  /// `collectionView(_:identifierForItemAt:)` when a row is inserted or reloaded, and carried along by updates
  /// otherwise), so tests can compare ``rowIdentities`` with the model. Turning it on reads all rows of the view's
  /// counts from the data source. Off by default; costs O(rows) per update when on.
  public var tracksRowIdentities = false {
    didSet {
      guard tracksRowIdentities != oldValue else { return }
      identityRows = tracksRowIdentities ? readIdentities(counts: sectionCounts) : []
    }
  }

  /// A view showing nothing until its data source is set and ``reloadData()`` runs.
  ///
  /// - Parameter viewportHeight: the number of item rows visible at once (at least 0).
  public init(viewportHeight: Int = 20) {
    storedViewportHeight = max(0, viewportHeight)
  }

  // MARK: Counts

  /// The number of sections the view shows.
  ///
  /// - Complexity: O(1).
  public var numberOfSections: Int { sectionCounts.count }

  /// The number of items the view shows in `section`; traps with R17's message when the section does not exist.
  ///
  /// - Complexity: O(1).
  public func numberOfItems(inSection section: Int) -> Int {
    orTrap { () throws(CollectionViewError) in try tryNumberOfItems(inSection: section) }
  }

  /// The number of items the view shows in `section`.
  ///
  /// - Throws: ``CollectionViewError/sectionOutOfBounds(section:sectionCount:)`` (R17).
  /// - Complexity: O(1).
  public func tryNumberOfItems(inSection section: Int) throws(CollectionViewError) -> Int {
    guard section >= 0 && section < sectionCounts.count else {
      throw .sectionOutOfBounds(section: section, sectionCount: sectionCounts.count)
    }
    return sectionCounts[section]
  }

  /// The total number of item rows the view shows.
  ///
  /// - Complexity: O(1).
  public var numberOfRows: Int { sectionStarts[sectionCounts.count] }

  /// The identity of every row, per section, as the view believes it to be: recorded when the row was inserted or
  /// reloaded, then moved along by batch updates. Empty when ``tracksRowIdentities`` is off.
  ///
  /// - Complexity: O(rows).
  public var rowIdentities: [[AnyHashable?]] {
    guard tracksRowIdentities else { return [] }
    return sectionCounts.indices.map { Array(identityRows[sectionStarts[$0]..<sectionStarts[$0 + 1]]) }
  }

  /// The flat row of an index path the view shows, or nil.
  func row(of indexPath: IndexPath) -> Int? {
    guard indexPath.count == 2 else { return nil }
    let (section, item) = (indexPath.section, indexPath.item)
    guard section >= 0 && section < sectionCounts.count && item >= 0 && item < sectionCounts[section] else {
      return nil
    }
    return sectionStarts[section] + item
  }

  // MARK: Registration and dequeue

  /// Registers the class of cells created for `identifier`; a new class for a registered identifier empties that
  /// identifier's reuse pool.
  ///
  /// - Complexity: O(1) amortized.
  public func register(_ cellClass: HeadlessCell.Type, forCellWithReuseIdentifier identifier: String) {
    if let previous = cellClasses[identifier], previous != cellClass { cellPool[identifier] = nil }
    cellClasses[identifier] = cellClass
    let key = ObjectIdentifier(cellClass)
    if statisticsByClass[key] == nil {
      statisticsByClass[key] = CellStatistics(className: String(describing: cellClass))
      statisticsOrder.append(key)
    }
  }

  /// Registers the class of supplementary views of `kind` created for `identifier`.
  ///
  /// - Complexity: O(1) amortized.
  public func register(
    _ viewClass: HeadlessReusableView.Type, forSupplementaryViewOfKind kind: String,
    withReuseIdentifier identifier: String
  ) {
    let key = kind + "\u{1}" + identifier
    if let previous = supplementaryClasses[key], previous != viewClass { supplementaryPool[key] = nil }
    supplementaryClasses[key] = viewClass
  }

  /// A cell for `indexPath`: a recycled one from the identifier's pool (after `prepareForReuse()`), or a new one.
  /// While the view reconfigures `indexPath`, returns that item's existing cell instead (no `prepareForReuse()`,
  /// counted neither as dequeue nor as reuse).
  ///
  /// - Throws: ``CollectionViewError/unregisteredReuseIdentifier(kind:identifier:)``.
  /// - Complexity: O(1) amortized.
  public func tryDequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    throws(CollectionViewError) -> HeadlessCell
  {
    if let reconfiguring, reconfiguring.indexPath == indexPath, reconfiguring.cell.reuseIdentifier == identifier {
      return reconfiguring.cell
    }
    guard let cellClass = cellClasses[identifier] else {
      throw .unregisteredReuseIdentifier(kind: Self.cellElementKind, identifier: identifier)
    }
    let cell: HeadlessCell
    if let recycled = cellPool[identifier]?.popLast() {
      cell = recycled
      cell.prepareForReuseCount += 1
      cell.prepareForReuse()
      updateStatistics(of: cell) {
        $0.reuses += 1
        $0.prepareForReuseCalls += 1
      }
    } else {
      cell = cellClass.init()
      cell.reuseIdentifier = identifier
      updateStatistics(of: cell) { $0.creations += 1 }
    }
    updateStatistics(of: cell) { $0.dequeues += 1 }
    return cell
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
  /// - Throws: ``CollectionViewError/unregisteredReuseIdentifier(kind:identifier:)``.
  /// - Complexity: O(1) amortized.
  public func tryDequeueReusableSupplementaryView(
    ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) throws(CollectionViewError) -> HeadlessReusableView {
    let key = kind + "\u{1}" + identifier
    guard let viewClass = supplementaryClasses[key] else {
      throw .unregisteredReuseIdentifier(kind: kind, identifier: identifier)
    }
    if let recycled = supplementaryPool[key]?.popLast() {
      recycled.prepareForReuseCount += 1
      recycled.prepareForReuse()
      return recycled
    }
    let view = viewClass.init()
    view.reuseIdentifier = identifier
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

  /// Puts a cell that is no longer displayed into its identifier's reuse pool.
  func enqueue(_ cell: HeadlessCell) {
    cell.indexPath = nil
    guard let identifier = cell.reuseIdentifier, cellClasses[identifier] == type(of: cell) else { return }
    cellPool[identifier, default: []].append(cell)
  }

  /// Puts a supplementary view that is no longer displayed into its pool.
  func enqueue(_ view: HeadlessReusableView) {
    view.indexPath = nil
    guard let kind = view.elementKind, let identifier = view.reuseIdentifier else { return }
    let key = kind + "\u{1}" + identifier
    guard supplementaryClasses[key] == type(of: view) else { return }
    supplementaryPool[key, default: []].append(view)
  }

  // MARK: Statistics

  /// The counters of one cell class (zero for a class the view never saw).
  ///
  /// - Complexity: O(1).
  public func statistics(for cellClass: HeadlessCell.Type) -> CellStatistics {
    statisticsByClass[ObjectIdentifier(cellClass)] ?? CellStatistics(className: String(describing: cellClass))
  }

  /// The counters of every cell class registered or seen, in the order they were first registered or seen.
  ///
  /// - Complexity: O(classes).
  public var cellStatistics: [CellStatistics] { statisticsOrder.compactMap { statisticsByClass[$0] } }

  func updateStatistics(of cell: HeadlessCell, _ change: (inout CellStatistics) -> Void) {
    let cellClass = type(of: cell)
    let key = ObjectIdentifier(cellClass)
    if statisticsByClass[key] == nil {
      statisticsByClass[key] = CellStatistics(className: String(describing: cellClass))
      statisticsOrder.append(key)
    }
    change(&statisticsByClass[key]!)
  }

  // MARK: reloadData

  /// Discards everything the view shows and loads it again from the data source: counts, row identities (when
  /// tracked) and the cells of the viewport. Clears the selection; keeps the content offset (clamped).
  ///
  /// - Throws: ``CollectionViewError/reloadDataInsideBatchUpdates`` inside a batch block (nothing happens), or a
  ///   cell/supplementary-view failure of the data source (the counts are loaded; the failing row has no cell).
  /// - Complexity: O(sections + viewport), plus O(rows) when tracking row identities.
  public func tryReloadData() throws(CollectionViewError) {
    guard pendingBatch == nil else { throw .reloadDataInsideBatchUpdates }
    for row in cellsByRow.keys.sorted() { enqueue(cellsByRow[row]!) }
    cellsByRow = [:]
    for kind in supplementaryViews.keys.sorted() {
      for section in supplementaryViews[kind]!.keys.sorted() { enqueue(supplementaryViews[kind]![section]!) }
    }
    supplementaryViews = [:]
    selection = []
    sectionCounts = readCounts()
    sectionStarts = rowStarts(of: sectionCounts)
    hasLoadedData = true
    if tracksRowIdentities { identityRows = readIdentities(counts: sectionCounts) }
    contentOffset = clampedOffset(contentOffset)
    try realizeViewport()
  }

  /// ``tryReloadData()`` that traps with the message on failure.
  ///
  /// - Complexity: as ``tryReloadData()``.
  public func reloadData() {
    orTrap { () throws(CollectionViewError) in try tryReloadData() }
  }

  /// The data source's counts now.
  func readCounts() -> [Int] {
    guard let dataSource else { return [] }
    let sections = dataSource.numberOfSections(in: self)
    precondition(sections >= 0, "the data source returned a negative number of sections (\(sections))")
    return (0..<sections).map { section in
      let items = dataSource.collectionView(self, numberOfItemsInSection: section)
      precondition(items >= 0, "the data source returned a negative number of items (\(items)) in section \(section)")
      return items
    }
  }

  /// The data source's identities of every row of `counts`, flattened.
  func readIdentities(counts: [Int]) -> [AnyHashable?] {
    var rows: [AnyHashable?] = []
    rows.reserveCapacity(counts.reduce(0, +))
    for (section, count) in counts.enumerated() {
      for item in 0..<count {
        rows.append(dataSource?.collectionView(self, identifierForItemAt: IndexPath(item: item, section: section)))
      }
    }
    return rows
  }
}

/// Runs a checked operation and traps with the error's message (UIKit raises an exception) when it fails.
@MainActor
func orTrap<T>(_ body: () throws(CollectionViewError) -> T) -> T {
  do {
    return try body()
  } catch {
    fatalError(error.description)
  }
}

// What both headless views keep about the rows they show: counts, the cells of the viewport, the reuse pool,
// selection, row identities, the batch being recorded. One value, stored by each view (ListViewEngine.swift).

/// The state a headless view (collection or table) keeps about its sections of rows.
@MainActor
struct ListViewState<Cell: HeadlessCell> {
  /// Counts the view shows, and their prefix sums (`sectionStarts[s]` = first flat row of section s).
  var sectionCounts: [Int] = []
  var sectionStarts: [Int] = [0]
  /// False until the first reload, and again after the data source changes: the next update reloads first.
  var hasLoadedData = false

  /// Registered cell classes, recycled cells, per-class counters.
  var cells = ReusePool<Cell>()
  /// Displayed cells by flat row: exactly the rows in the viewport, unless `needsLayout`.
  var cellsByRow: [Int: Cell] = [:]
  /// The rows in the viewport do not all have cells yet: a layout pass will make them (ListViewEngine+Layout.swift).
  /// Outside an operation, true only after a reload that deferred its cells, and then the view shows none.
  var needsLayout = false
  /// Whether reloads leave the layout pass pending (the Apple-shaped calls) instead of making the cells at once.
  var defersLayout = false
  /// Whether a main-actor task that runs the pending layout pass is scheduled.
  var layoutPassScheduled = false

  var selection: Set<IndexPath> = []
  var allowsMultipleSelection = false

  var tracksRowIdentities = false
  var identityRows: [AnyHashable?] = []

  /// Inside a batch block: the operations recorded so far.
  var pendingBatch: BatchUpdate?
  /// What the view's last update sent: the calls of the batches accepted in its last operation that sent any (a
  /// diffable data source's apply is one operation of up to two batches), empty after a reload.
  var lastBatch = BatchUpdate()
  /// The operation `lastBatch` belongs to (`operationSerial` when it was sent).
  var lastBatchOperation = 0
  /// Counts the view's outermost operations, so that the batches of one operation add up to one `lastBatch`.
  var operationSerial = 0
  /// Inside an operation that commits only when every cell came back (ListViewEngine+Transactions.swift): the
  /// display calls made so far; nil outside one.
  var displayCalls: [DisplayCall<Cell>]?
  /// Inside a reconfigure: the row and its existing cell, which a dequeue for that row returns.
  var reconfiguring: (indexPath: IndexPath, cell: Cell)?

  /// The number of rows visible at once, and the first visible row (flat, clamped to the content).
  var viewportHeight: Int
  var contentOffset = 0

  init(viewportHeight: Int) {
    self.viewportHeight = max(0, viewportHeight)
  }

  /// A layout pass is pending and the view shows no cell yet (after a reload that deferred them).
  var awaitsLayout: Bool { needsLayout && cellsByRow.isEmpty }

  /// The total number of rows shown.
  var numberOfRows: Int { sectionStarts[sectionCounts.count] }

  /// The flat row of an index path the view shows, or nil.
  func row(of indexPath: IndexPath) -> Int? {
    guard indexPath.count == 2 else { return nil }
    let (section, item) = (indexPath.section, indexPath.item)
    guard section >= 0 && section < sectionCounts.count && item >= 0 && item < sectionCounts[section] else {
      return nil
    }
    return sectionStarts[section] + item
  }

  /// The rows inside the viewport.
  var visibleRowRange: Range<Int> { contentOffset..<min(contentOffset + viewportHeight, numberOfRows) }

  /// `offset` clamped to `0...max(0, rows - viewportHeight)`.
  func clampedOffset(_ offset: Int) -> Int { max(0, min(offset, numberOfRows - viewportHeight)) }

  /// The sections in view: those with a row in the viewport, and empty sections whose position is in it.
  func sectionsInView() -> Range<Int> {
    let end = contentOffset + viewportHeight
    var low = 0
    var high = sectionCounts.count
    while low < high {  // first section that ends after the offset or starts at or after it
      let mid = (low + high) / 2
      if sectionStarts[mid + 1] > contentOffset || sectionStarts[mid] >= contentOffset {
        high = mid
      } else {
        low = mid + 1
      }
    }
    var last = low
    while last < sectionCounts.count && sectionStarts[last] < end { last += 1 }
    return low..<last
  }

  /// The identities of the rows of section `section`, as the view believes them to be.
  func identities(inSection section: Int) -> [AnyHashable?] {
    Array(identityRows[sectionStarts[section]..<sectionStarts[section + 1]])
  }
}

extension BatchUpdate {
  /// Adds the calls of `other`, a later batch of the same operation (a data source's reloads after its structural
  /// batch), so that `lastBatch` shows what the whole operation sent.
  ///
  /// - Complexity: O(calls of `other`).
  mutating func append(_ other: BatchUpdate) {
    deletedSections += other.deletedSections
    insertedSections += other.insertedSections
    movedSections += other.movedSections
    reloadedSections += other.reloadedSections
    deletedItems += other.deletedItems
    insertedItems += other.insertedItems
    movedItems += other.movedItems
    reloadedItems += other.reloadedItems
    reconfiguredItems += other.reconfiguredItems
  }
}

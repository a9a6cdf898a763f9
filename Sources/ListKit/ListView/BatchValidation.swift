// Validation of one recorded batch update against the counts before and after it (docs/semantics.md §4.2, rules
// R1–R17, with the classic strict R13 of §8.4), and the plan that says where every old section and row goes.
//
// Cost: O(ops + sections) when the batch touches few rows, O(ops + sections + rows) otherwise. Index paths are
// flattened into row numbers (prefix sums of the section counts) and conflicts are found with per-row marks
// (RowMarks.swift): a small hash table over the marked rows, or arrays over every row when that is cheaper.

/// Prefix sums of section counts: `starts[s]` is the first flat row of section `s`, `starts[count]` the total.
///
/// - Complexity: O(sections).
func rowStarts(of counts: [Int]) -> [Int] {
  var starts = [Int]()
  starts.reserveCapacity(counts.count + 1)
  var total = 0
  starts.append(0)
  for count in counts {
    total += count
    starts.append(total)
  }
  return starts
}

/// The index path of a flat row, given the prefix sums of the section counts; `row` must be a valid row.
///
/// - Complexity: O(log sections).
func indexPathOfRow(_ row: Int, starts: [Int]) -> IndexPath {
  // The last section whose first row is <= row; it is non-empty because row < starts[section + 1].
  var low = 0
  var high = starts.count - 2
  while low < high {
    let mid = (low + high + 1) / 2
    if starts[mid] <= row { low = mid } else { high = mid - 1 }
  }
  return IndexPath(item: row - starts[low], section: low)
}

/// Checks a recorded batch against UIKit's rules and computes its ``BatchPlan``: one validator for both headless
/// views, whose failures are worded for the view's kind (``HeadlessViewKind``).
enum BatchValidator {
  // Marks of sections and rows. Old frame: delete, reload, move source. New frame: insert, move destination.
  // Row marks store `operationIndex << 2 | kind` so a conflict can name the other operation.
  static let delete = 1
  static let reload = 2
  static let moveFrom = 3
  static let insert = 1
  static let moveTo = 3

  /// How the validator stores its per-row marks and the plan its row mapping.
  enum Strategy {
    /// Arrays over every row; the plan maps every old row in one array.
    case dense
    /// Hash tables over the marked rows; the plan maps a row on demand from the sorted operations.
    case sparse
    /// Sparse when the batch touches few of the rows, dense otherwise.
    case automatic
  }

  /// Validates `update` (as recorded by the view: reloads and reconfigures at index paths before the update)
  /// against the view's counts before it and the data source's counts after it, in UIKit's order: reload
  /// decomposition, deletes against the old model, inserts against the new model, moves on both sides, counts.
  ///
  /// - Parameter dataSourceCountsBefore: the data source's counts read before the update block (explicit batches
  ///   only); when they differ from `oldCounts` the data source changed outside a batch (R16).
  /// - Parameter strategy: how rows are marked and mapped; every strategy yields the same result or error.
  /// - Complexity: O(ops + sections) expected for a sparse strategy (plus O(ops log ops) to sort the operations
  ///   when they are not already in order); O(ops + sections + rows) for a dense one.
  static func validate<Kind: HeadlessViewKind>(
    _ update: BatchUpdate, oldCounts: [Int], oldStarts: [Int], newCounts: [Int], dataSourceCountsBefore: [Int]?,
    strategy: Strategy = .automatic, as kind: Kind.Type
  ) throws(HeadlessViewError<Kind>) -> BatchPlan {
    let oldTotal = oldStarts[oldCounts.count]
    let newTotal = newCounts.reduce(0, +)
    let oldOperations = update.deletedItems.count + update.reloadedItems.count + update.movedItems.count
    let newOperations = update.insertedItems.count + update.movedItems.count
    let dense: Bool
    switch strategy {
    case .dense: dense = true
    case .sparse: dense = false
    case .automatic:
      // A sparse operation costs a hash-table access and its share of a sort; a dense row costs an array slot and a
      // step of the arrangement walk. Measured (callgrind, one section of 10,000 rows): the two meet when the
      // operations are about a sixth of the rows.
      dense = (oldOperations + newOperations) * denseShare >= oldTotal + newTotal
    }
    if dense {
      return try validate(
        update, oldCounts: oldCounts, oldStarts: oldStarts, newCounts: newCounts,
        dataSourceCountsBefore: dataSourceCountsBefore,
        oldRowMarks: DenseRowMarks(rows: oldTotal, marks: oldOperations),
        newRowMarks: DenseRowMarks(rows: newTotal, marks: newOperations), as: kind)
    }
    return try validate(
      update, oldCounts: oldCounts, oldStarts: oldStarts, newCounts: newCounts,
      dataSourceCountsBefore: dataSourceCountsBefore,
      oldRowMarks: SparseRowMarks(rows: oldTotal, marks: oldOperations),
      newRowMarks: SparseRowMarks(rows: newTotal, marks: newOperations), as: kind)
  }

  /// ``validate(_:oldCounts:oldStarts:newCounts:dataSourceCountsBefore:strategy:as:)`` worded for the collection
  /// view.
  ///
  /// - Complexity: as the generic form.
  static func validate(
    _ update: BatchUpdate, oldCounts: [Int], oldStarts: [Int], newCounts: [Int], dataSourceCountsBefore: [Int]?,
    strategy: Strategy = .automatic
  ) throws(CollectionViewError) -> BatchPlan {
    try validate(
      update, oldCounts: oldCounts, oldStarts: oldStarts, newCounts: newCounts,
      dataSourceCountsBefore: dataSourceCountsBefore, strategy: strategy, as: CollectionViewKind.self)
  }

  /// The automatic strategy is dense when `operations × denseShare ≥ rows` (both frames counted).
  static let denseShare = 6

  /// ``validate(_:oldCounts:oldStarts:newCounts:dataSourceCountsBefore:strategy:as:)`` with the given row marks,
  /// specialized for each kind of marks.
  private static func validate<Marks: RowMarks, Kind: HeadlessViewKind>(
    _ update: BatchUpdate, oldCounts: [Int], oldStarts: [Int], newCounts: [Int], dataSourceCountsBefore: [Int]?,
    oldRowMarks: Marks, newRowMarks: Marks, as kind: Kind.Type
  ) throws(HeadlessViewError<Kind>) -> BatchPlan {
    let oldSections = oldCounts.count
    let newSections = newCounts.count
    let newStarts = rowStarts(of: newCounts)

    // Stage 1: reload decomposition and deletes against the old model.
    var oldSectionMark = [Int](repeating: 0, count: oldSections)
    let deletedSectionCount = try mark(update.deletedSections, delete, in: &oldSectionMark) { section in
      HeadlessViewError<Kind>.deleteSectionOutOfBounds(section: section, sectionCountBefore: oldSections)
    }
    var reloadedSectionCount = 0
    for section in update.reloadedSections {
      guard section >= 0 && section < oldSections else {
        throw .deleteSectionOutOfBounds(section: section, sectionCountBefore: oldSections)
      }
      switch oldSectionMark[section] {
      case delete: throw .deleteAndReloadSameSection(section)
      case reload: continue
      default:
        oldSectionMark[section] = reload
        reloadedSectionCount += 1
      }
    }

    var oldRowMark = oldRowMarks
    var deletedInSection = [Int](repeating: 0, count: oldSections)
    var reloadedInSection = [Int](repeating: 0, count: oldSections)
    // (Foundation's IndexPath components are read through a call: each is read once per operation.)
    for (index, indexPath) in update.deletedItems.enumerated() {
      let (section, item) = (indexPath.section, indexPath.item)
      let row = try oldRow(section, item, counts: oldCounts, starts: oldStarts, sectionMark: oldSectionMark, as: kind)
      guard let row, oldRowMark[row] == 0 else { continue }  // item of a deleted section, or a duplicate
      oldRowMark[row] = index << 2 | delete
      deletedInSection[section] += 1
    }
    for (index, indexPath) in update.reloadedItems.enumerated() {
      let (section, item) = (indexPath.section, indexPath.item)
      let row = try oldRow(section, item, counts: oldCounts, starts: oldStarts, sectionMark: oldSectionMark, as: kind)
      guard let row else { continue }
      switch oldRowMark[row] & 3 {
      case delete: throw .deleteAndReloadSameIndexPath(indexPath)
      case reload: continue
      default:
        oldRowMark[row] = index << 2 | reload
        reloadedInSection[section] += 1
      }
    }
    for indexPath in update.reconfiguredItems {
      let (section, item) = (indexPath.section, indexPath.item)
      guard section >= 0 && section < oldSections else {
        throw .reconfigureItemOutOfBounds(indexPath, sectionCount: oldSections, itemCount: nil)
      }
      guard item >= 0 && item < oldCounts[section] else {
        throw .reconfigureItemOutOfBounds(indexPath, sectionCount: oldSections, itemCount: oldCounts[section])
      }
    }

    // Stage 2: inserts against the new model.
    var newSectionMark = [Int](repeating: 0, count: newSections)
    let insertedSectionCount = try mark(update.insertedSections, insert, in: &newSectionMark) { section in
      HeadlessViewError<Kind>.insertSectionOutOfBounds(section: section, sectionCountAfter: newSections)
    }
    for indexPath in update.insertedItems {
      let (section, item) = (indexPath.section, indexPath.item)
      guard section >= 0 && section < newSections else {
        throw .insertItemIntoNonexistentSection(item: item, section: section, sectionCountAfter: newSections)
      }
      guard item >= 0 && item < newCounts[section] else {
        throw .insertItemOutOfBounds(item: item, section: section, itemCountAfter: newCounts[section])
      }
    }

    // Stage 3a: section moves.
    var sectionMoveTarget = [Int](repeating: -1, count: oldSections)
    var sectionMoveSource = [Int](repeating: -1, count: newSections)
    for move in update.movedSections {
      let (from, to) = (move.from, move.to)
      guard from >= 0 && from < oldSections else {
        throw .moveNonexistentSection(section: from, sectionCountBefore: oldSections)
      }
      guard to >= 0 && to < newSections else {
        throw .moveSectionToNonexistentSection(section: from, newSection: to, sectionCountAfter: newSections)
      }
      switch oldSectionMark[from] {
      case delete, reload: throw .deleteAndMoveFromSameSection(from)
      case moveFrom:
        if sectionMoveTarget[from] == to { continue }  // exact duplicate: coalesced
        throw .sectionMovedToTwoDestinations(from, sectionMoveTarget[from], to)
      default: break
      }
      switch newSectionMark[to] {
      case insert: throw .insertAndMoveToSameSection(to)
      case moveTo: throw .twoSectionsMovedToOneDestination(sectionMoveSource[to], from, to)
      default: break
      }
      oldSectionMark[from] = moveFrom
      newSectionMark[to] = moveTo
      sectionMoveTarget[from] = to
      sectionMoveSource[to] = from
    }

    // The section arrangement: moved sections at their destinations, the others (kept or reloaded) fill the
    // remaining slots in order. Tolerant of a wrong section count, which R14 reports below.
    var sectionOldToNew = [Int](repeating: -1, count: oldSections)
    var sectionNewToOld = [Int](repeating: -1, count: newSections)
    var slot = 0
    for old in 0..<oldSections {
      switch oldSectionMark[old] {
      case moveFrom:
        sectionOldToNew[old] = sectionMoveTarget[old]
        sectionNewToOld[sectionMoveTarget[old]] = old
      case 0, reload:
        while slot < newSections && newSectionMark[slot] != 0 { slot += 1 }
        guard slot < newSections else { continue }
        sectionOldToNew[old] = slot
        sectionNewToOld[slot] = old
        slot += 1
      default: break
      }
    }
    var sectionIsFresh = [Bool](repeating: false, count: newSections)
    for new in 0..<newSections {
      let old = sectionNewToOld[new]
      sectionIsFresh[new] = newSectionMark[new] == insert || (old >= 0 && oldSectionMark[old] == reload)
    }

    // Item inserts, now that inserts into new sections can be recognised as redundant.
    var newRowMark = newRowMarks
    var insertedInSection = [Int](repeating: 0, count: newSections)
    for (index, indexPath) in update.insertedItems.enumerated() {
      let section = indexPath.section
      guard !sectionIsFresh[section] else { continue }
      let row = newStarts[section] + indexPath.item
      if newRowMark[row] == 0 {
        newRowMark[row] = index << 2 | insert
        insertedInSection[section] += 1
      }
    }

    // Stage 3b: item moves.
    var movedOut = [Int](repeating: 0, count: oldSections)
    var movedIn = [Int](repeating: 0, count: newSections)
    var moveDestinations = [Int](repeating: -1, count: update.movedItems.count)  // final rows of accepted moves
    for (index, move) in update.movedItems.enumerated() {
      let (from, to) = (move.from, move.to)
      let (fromSection, fromItem, toSection, toItem) = (from.section, from.item, to.section, to.item)
      guard fromSection >= 0 && fromSection < oldSections else {
        throw .moveFromNonexistentSection(from, sectionCountBefore: oldSections)
      }
      guard fromItem >= 0 && fromItem < oldCounts[fromSection] else {
        throw .moveFromNonexistentItem(from, itemCountBefore: oldCounts[fromSection])
      }
      guard toSection >= 0 && toSection < newSections else {
        throw .moveToNonexistentSection(from: from, to: to, sectionCountAfter: newSections)
      }
      guard toItem >= 0 && toItem < newCounts[toSection] else {
        throw .moveToNonexistentItem(from: from, to: to, itemCountAfter: newCounts[toSection])
      }
      let sourceSectionMark = oldSectionMark[fromSection]
      if sourceSectionMark == delete || sourceSectionMark == reload { throw .moveFromDeletedSection(fromSection) }
      if sectionIsFresh[toSection] { throw .moveIntoInsertedSection(toSection) }
      let oldRow = oldStarts[fromSection] + fromItem
      let newRow = newStarts[toSection] + toItem
      let sourceMark = oldRowMark[oldRow]
      switch sourceMark & 3 {
      case delete, reload: throw .deleteAndMoveFromSameIndexPath(from)
      case moveFrom:
        let previous = update.movedItems[sourceMark >> 2]
        if previous.to == to { continue }  // exact duplicate: coalesced
        throw .itemMovedToTwoDestinations(from, previous.to, to)
      default: break
      }
      let destinationMark = newRowMark[newRow]
      switch destinationMark & 3 {
      case insert: throw .insertAndMoveToSameIndexPath(to)
      case moveTo: throw .twoItemsMovedToOneDestination(update.movedItems[destinationMark >> 2].from, from, to)
      default: break
      }
      oldRowMark[oldRow] = index << 2 | moveFrom
      newRowMark[newRow] = index << 2 | moveTo
      moveDestinations[index] = newRow
      if sectionOldToNew[fromSection] != toSection {
        movedOut[fromSection] += 1
        movedIn[toSection] += 1
      }
    }

    // Stage 4: counts.
    if let before = dataSourceCountsBefore, before != oldCounts {
      throw .inconsistentDataSourceCounts(
        before: before, after: newCounts, updates: describe(update, element: Kind.element))
    }
    let sectionsInserted = insertedSectionCount + reloadedSectionCount
    let sectionsDeleted = deletedSectionCount + reloadedSectionCount
    guard newSections == oldSections + sectionsInserted - sectionsDeleted else {
      throw .invalidNumberOfSections(
        after: newSections, before: oldSections, inserted: sectionsInserted, deleted: sectionsDeleted)
    }
    for new in 0..<newSections where !sectionIsFresh[new] {
      let old = sectionNewToOld[new]
      let inserted = insertedInSection[new] + reloadedInSection[old]
      let deleted = deletedInSection[old] + reloadedInSection[old]
      let expected = oldCounts[old] + inserted + movedIn[new] - deleted - movedOut[old]
      guard newCounts[new] == expected else {
        throw .invalidNumberOfItems(
          section: new, after: newCounts[new], before: oldCounts[old], inserted: inserted, deleted: deleted,
          movedIn: movedIn[new], movedOut: movedOut[old])
      }
    }

    var plan = BatchPlan(
      newCounts: newCounts, newStarts: newStarts, sectionOldToNew: sectionOldToNew, sectionIsFresh: sectionIsFresh,
      rows: rowMapping(
        oldRowMarks: oldRowMark, newRowMarks: newRowMark, movedItems: update.movedItems,
        moveDestinations: moveDestinations,
        oldCounts: oldCounts, oldStarts: oldStarts, newStarts: newStarts, sectionOldToNew: sectionOldToNew,
        oldSectionMark: oldSectionMark))

    if !update.reconfiguredItems.isEmpty {
      plan.reconfigured.reserveCapacity(update.reconfiguredItems.count)
      for indexPath in update.reconfiguredItems {
        let target = plan.newRow(ofOldRow: oldStarts[indexPath.section] + indexPath.item)
        if target >= 0 { plan.reconfigured.append(indexPathOfRow(target, starts: newStarts)) }
      }
    }
    return plan
  }

  /// The row arrangement of a valid batch: moved rows at their destinations, inserted rows at theirs, the others
  /// (kept or reloaded) fill the remaining slots of their section's final index in order. One array over every
  /// old row for dense marks; for sparse marks, the sorted vacated and taken rows from which
  /// ``SparseRowMapping`` computes a row on demand.
  ///
  /// - Complexity: O(rows) for dense marks; O(ops log ops) for sparse marks, about O(ops) when the operations come
  ///   in order, as a diff's do (the sort finds ascending and descending runs).
  private static func rowMapping<Marks: RowMarks>(
    oldRowMarks oldRowMark: Marks, newRowMarks newRowMark: Marks, movedItems: [BatchUpdate.ItemMove],
    moveDestinations: [Int], oldCounts: [Int],
    oldStarts: [Int], newStarts: [Int], sectionOldToNew: [Int], oldSectionMark: [Int]
  ) -> RowMapping {
    if let oldMarks = oldRowMark as? SparseRowMarks, let newMarks = newRowMark as? SparseRowMarks {
      var vacated: [Int] = []
      vacated.reserveCapacity(oldMarks.markedRows.count)
      for row in oldMarks.markedRows {
        let kind = oldMarks[row] & 3
        if kind == delete || kind == moveFrom { vacated.append(row) }
      }
      var marked = oldMarks.markedRows
      var taken = newMarks.markedRows
      vacated.sort()
      marked.sort()
      taken.sort()
      return .sparse(
        SparseRowMapping(
          oldMarks: oldMarks, moveDestinations: moveDestinations, vacatedOldRows: vacated, markedOldRows: marked,
          takenNewRows: taken, oldStarts: oldStarts, oldSectionIsReloaded: oldSectionMark.map { $0 == reload }))
    }

    var rowOldToNew = [Int](repeating: -1, count: oldStarts[oldCounts.count])
    for old in 0..<oldCounts.count {
      let new = sectionOldToNew[old]
      guard new >= 0, oldSectionMark[old] != reload else { continue }
      var slot = newStarts[new]
      for row in oldStarts[old]..<oldStarts[old + 1] {
        let kind = oldRowMark[row] & 3
        if kind == delete || kind == moveFrom { continue }
        while newRowMark[slot] != 0 { slot += 1 }
        if kind != reload { rowOldToNew[row] = slot }
        slot += 1
      }
    }
    for (index, target) in moveDestinations.enumerated() where target >= 0 {
      let from = movedItems[index].from
      rowOldToNew[oldStarts[from.section] + from.item] = target
    }
    return .dense(rowOldToNew)
  }

  /// Marks each of `sections` with `mark` in `marks` (a repeated section once), after the range check whose failure
  /// `outOfBounds` words; returns the number of sections marked.
  @inline(__always)
  private static func mark<Kind: HeadlessViewKind>(
    _ sections: [Int], _ mark: Int, in marks: inout [Int], outOfBounds: (Int) -> HeadlessViewError<Kind>
  ) throws(HeadlessViewError<Kind>) -> Int {
    var marked = 0
    for section in sections {
      guard section >= 0 && section < marks.count else { throw outOfBounds(section) }
      if marks[section] == 0 {
        marks[section] = mark
        marked += 1
      }
    }
    return marked
  }

  /// The flat old row of a deleted or reloaded index path after the range checks (R5, R6); nil when the item is in
  /// a section deleted or reloaded by the same batch (the item operation is redundant and dropped).
  @inline(__always)
  private static func oldRow<Kind: HeadlessViewKind>(
    _ section: Int, _ item: Int, counts: [Int], starts: [Int], sectionMark: [Int], as kind: Kind.Type
  ) throws(HeadlessViewError<Kind>) -> Int? {
    guard section >= 0 && section < counts.count else {
      throw .deleteItemFromNonexistentSection(item: item, section: section, sectionCountBefore: counts.count)
    }
    guard item >= 0 && item < counts[section] else {
      throw .deleteItemOutOfBounds(item: item, section: section, itemCountBefore: counts[section])
    }
    if sectionMark[section] == delete || sectionMark[section] == reload { return nil }
    return starts[section] + item
  }

  /// The recorded operations as UIKit lists them in the R16 message, naming items or rows (`element`); a reload is a
  /// Delete + Insert pair.
  static func describe(_ update: BatchUpdate, element item: String = "item") -> [String] {
    func path(_ p: IndexPath) -> String { "(\(p.section) - \(p.item))" }
    var lines: [String] = []
    lines += update.deletedSections.map { "Delete section \($0)" }
    lines += update.reloadedSections.flatMap { ["Delete section \($0)", "Insert section \($0)"] }
    lines += update.insertedSections.map { "Insert section \($0)" }
    lines += update.movedSections.map { "Move section \($0.from) -> \($0.to)" }
    lines += update.deletedItems.map { "Delete \(item) \(path($0))" }
    lines += update.reloadedItems.flatMap { ["Delete \(item) \(path($0))", "Insert \(item) \(path($0))"] }
    lines += update.insertedItems.map { "Insert \(item) \(path($0))" }
    lines += update.movedItems.map { "Move \(item) \(path($0.from)) -> \(path($0.to))" }
    lines += update.reconfiguredItems.map { "Reconfigure \(item) \(path($0))" }
    return lines
  }
}

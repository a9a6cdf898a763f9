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
  /// specialized for each kind of marks: the stages of one ``BatchValidationPass``, in UIKit's order.
  private static func validate<Marks: RowMarks, Kind: HeadlessViewKind>(
    _ update: BatchUpdate, oldCounts: [Int], oldStarts: [Int], newCounts: [Int], dataSourceCountsBefore: [Int]?,
    oldRowMarks: Marks, newRowMarks: Marks, as kind: Kind.Type
  ) throws(HeadlessViewError<Kind>) -> BatchPlan {
    var pass = BatchValidationPass<Marks, Kind>(
      update, oldCounts: oldCounts, oldStarts: oldStarts, newCounts: newCounts, oldRowMarks: oldRowMarks,
      newRowMarks: newRowMarks)
    try pass.markSectionDeletesAndReloads()
    try pass.markItemDeletesAndReloads()
    try pass.checkInserts()
    try pass.markSectionMoves()
    pass.arrangeSections()
    pass.markItemInserts()
    try pass.markItemMoves()
    try pass.checkCounts(dataSourceCountsBefore: dataSourceCountsBefore)
    return pass.plan()
  }

  /// The row arrangement of a valid batch: moved rows at their destinations, inserted rows at theirs, the others
  /// (kept or reloaded) fill the remaining slots of their section's final index in order. One array over every
  /// old row for dense marks; for sparse marks, the sorted vacated and taken rows from which
  /// ``SparseRowMapping`` computes a row on demand.
  ///
  /// - Complexity: O(rows) for dense marks; O(ops log ops) for sparse marks, about O(ops) when the operations come
  ///   in order, as a diff's do (the sort finds ascending and descending runs).
  static func rowMapping<Marks: RowMarks>(
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

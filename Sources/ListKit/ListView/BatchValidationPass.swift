// One run of the batch validator over one recorded batch: the section and row marks and the per-section tallies it
// builds, stage by stage, in UIKit's order (docs/semantics.md §4.2), and the plan it ends in.

/// The state of one validation of a batch, which `BatchValidator` drives through its stages: reload decomposition
/// and deletes against the old model, inserts against the new model, section moves and the section arrangement,
/// item inserts, item moves, then the counts. Each stage reads what the earlier ones marked.
///
/// Marks follow `BatchValidator`'s constants; row marks store `operationIndex << 2 | kind`, so that a conflict can
/// name the other operation. Every stage is always inlined into `BatchValidator.validate`, which specializes the
/// whole pass for each kind of row marks.
struct BatchValidationPass<Marks: RowMarks, Kind: HeadlessViewKind> {
  typealias Failure = HeadlessViewError<Kind>

  let update: BatchUpdate
  let oldCounts: [Int]
  let oldStarts: [Int]
  let newCounts: [Int]
  let newStarts: [Int]

  /// Old frame: delete, reload or move source, per section and per row.
  var oldSectionMark: [Int]
  var oldRowMark: Marks
  /// New frame: insert or move destination, per section and per row.
  var newSectionMark: [Int]
  var newRowMark: Marks

  var deletedSectionCount = 0
  var reloadedSectionCount = 0
  var insertedSectionCount = 0
  var deletedInSection: [Int]
  var reloadedInSection: [Int]
  var insertedInSection: [Int]
  var movedOut: [Int]
  var movedIn: [Int]

  var sectionMoveTarget: [Int]
  var sectionMoveSource: [Int]
  var sectionOldToNew: [Int]
  var sectionNewToOld: [Int]
  /// New section → inserted, or the final place of a reloaded section: all its content is new.
  var sectionIsFresh: [Bool]
  /// The final flat row of each accepted item move (-1 for a coalesced duplicate).
  var moveDestinations: [Int]

  @inline(__always)
  init(
    _ update: BatchUpdate, oldCounts: [Int], oldStarts: [Int], newCounts: [Int], oldRowMarks: Marks,
    newRowMarks: Marks
  ) {
    let oldSections = oldCounts.count
    let newSections = newCounts.count
    self.update = update
    self.oldCounts = oldCounts
    self.oldStarts = oldStarts
    self.newCounts = newCounts
    newStarts = rowStarts(of: newCounts)
    oldSectionMark = [Int](repeating: 0, count: oldSections)
    oldRowMark = oldRowMarks
    newSectionMark = [Int](repeating: 0, count: newSections)
    newRowMark = newRowMarks
    deletedInSection = [Int](repeating: 0, count: oldSections)
    reloadedInSection = [Int](repeating: 0, count: oldSections)
    insertedInSection = [Int](repeating: 0, count: newSections)
    movedOut = [Int](repeating: 0, count: oldSections)
    movedIn = [Int](repeating: 0, count: newSections)
    sectionMoveTarget = [Int](repeating: -1, count: oldSections)
    sectionMoveSource = [Int](repeating: -1, count: newSections)
    sectionOldToNew = [Int](repeating: -1, count: oldSections)
    sectionNewToOld = [Int](repeating: -1, count: newSections)
    sectionIsFresh = [Bool](repeating: false, count: newSections)
    moveDestinations = [Int](repeating: -1, count: update.movedItems.count)
  }

  private var oldSections: Int { oldCounts.count }
  private var newSections: Int { newCounts.count }
  private var delete: Int { BatchValidator.delete }
  private var reload: Int { BatchValidator.reload }
  private var moveFrom: Int { BatchValidator.moveFrom }
  private var insert: Int { BatchValidator.insert }
  private var moveTo: Int { BatchValidator.moveTo }

  // MARK: Stage 1: reload decomposition and deletes against the old model

  /// Marks deleted and reloaded sections (R1, R3 and deleting and reloading one section).
  @inline(__always)
  mutating func markSectionDeletesAndReloads() throws(Failure) {
    let oldSections = oldSections
    deletedSectionCount = try Self.mark(update.deletedSections, delete, in: &oldSectionMark) { section in
      .deleteSectionOutOfBounds(section: section, sectionCountBefore: oldSections)
    }
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
  }

  /// Marks deleted and reloaded rows (R5, R6 and deleting and reloading one index path), and checks the range of
  /// reconfigured ones. An item operation inside a deleted or reloaded section is redundant and dropped.
  @inline(__always)
  mutating func markItemDeletesAndReloads() throws(Failure) {
    // (Foundation's IndexPath components are read through a call: each is read once per operation.)
    for (index, indexPath) in update.deletedItems.enumerated() {
      let (section, item) = (indexPath.section, indexPath.item)
      guard let row = try oldRow(section, item), oldRowMark[row] == 0 else { continue }  // or a duplicate
      oldRowMark[row] = index << 2 | delete
      deletedInSection[section] += 1
    }
    for (index, indexPath) in update.reloadedItems.enumerated() {
      let (section, item) = (indexPath.section, indexPath.item)
      guard let row = try oldRow(section, item) else { continue }
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
  }

  // MARK: Stage 2: inserts against the new model

  /// Marks inserted sections and checks the range of inserted items (R2, R4, R7, R8).
  @inline(__always)
  mutating func checkInserts() throws(Failure) {
    let newSections = newSections
    insertedSectionCount = try Self.mark(update.insertedSections, insert, in: &newSectionMark) { section in
      .insertSectionOutOfBounds(section: section, sectionCountAfter: newSections)
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
  }

  // MARK: Stage 3a: section moves

  /// Marks section moves on both sides (an exact duplicate is coalesced), refusing a move from a deleted or
  /// reloaded section, to an inserted one, and two moves that share a source or a destination.
  @inline(__always)
  mutating func markSectionMoves() throws(Failure) {
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
  }

  /// The section arrangement: moved sections at their destinations, the others (kept or reloaded) fill the
  /// remaining slots in order; and which final sections are fresh. Tolerant of a wrong section count, which the
  /// count check reports.
  @inline(__always)
  mutating func arrangeSections() {
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
    for new in 0..<newSections {
      let old = sectionNewToOld[new]
      sectionIsFresh[new] = newSectionMark[new] == insert || (old >= 0 && oldSectionMark[old] == reload)
    }
  }

  /// Marks inserted rows, now that an insert into a fresh section can be recognised as redundant.
  @inline(__always)
  mutating func markItemInserts() {
    for (index, indexPath) in update.insertedItems.enumerated() {
      let section = indexPath.section
      guard !sectionIsFresh[section] else { continue }
      let row = newStarts[section] + indexPath.item
      if newRowMark[row] == 0 {
        newRowMark[row] = index << 2 | insert
        insertedInSection[section] += 1
      }
    }
  }

  // MARK: Stage 3b: item moves

  /// Marks item moves on both sides (R9, R10 and the conflicts of a move with another operation; an exact duplicate
  /// is coalesced) and tallies the moves between sections.
  @inline(__always)
  mutating func markItemMoves() throws(Failure) {
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
  }

  // MARK: Stage 4: counts

  /// The data source's counts before the update (R16), the number of sections (R14) and each kept section's number
  /// of items (R15).
  @inline(__always)
  func checkCounts(dataSourceCountsBefore: [Int]?) throws(Failure) {
    if let before = dataSourceCountsBefore, before != oldCounts {
      throw .inconsistentDataSourceCounts(
        before: before, after: newCounts, updates: BatchValidator.describe(update, element: Kind.element))
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
  }

  // MARK: The plan

  /// Where every old section and row goes, and the surviving reconfigured items at their final index paths.
  @inline(__always)
  func plan() -> BatchPlan {
    var plan = BatchPlan(
      newCounts: newCounts, newStarts: newStarts, sectionOldToNew: sectionOldToNew, sectionIsFresh: sectionIsFresh,
      rows: BatchValidator.rowMapping(
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

  // MARK: Helpers

  /// Marks each of `sections` with `mark` in `marks` (a repeated section once), after the range check whose failure
  /// `outOfBounds` words; returns the number of sections marked.
  @inline(__always)
  private static func mark(
    _ sections: [Int], _ mark: Int, in marks: inout [Int], outOfBounds: (Int) -> Failure
  ) throws(Failure) -> Int {
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
  private func oldRow(_ section: Int, _ item: Int) throws(Failure) -> Int? {
    guard section >= 0 && section < oldSections else {
      throw .deleteItemFromNonexistentSection(item: item, section: section, sectionCountBefore: oldSections)
    }
    guard item >= 0 && item < oldCounts[section] else {
      throw .deleteItemOutOfBounds(item: item, section: section, itemCountBefore: oldCounts[section])
    }
    if oldSectionMark[section] == delete || oldSectionMark[section] == reload { return nil }
    return oldStarts[section] + item
  }
}

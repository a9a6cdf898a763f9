// Where the sections and rows of the state before a valid batch end up after it: the plan the batch validator
// hands to the view, with the old → new row mapping either as one array over every row or computed on demand
// from the batch's sorted operations.

/// Where the sections and rows of the state before a valid batch end up after it.
struct BatchPlan {
  /// Item counts per section after the update.
  var newCounts: [Int]
  /// Prefix sums of `newCounts` (`newCounts.count + 1` entries): the first flat row of each section.
  var newStarts: [Int]
  /// Old section → final section, -1 when deleted. Reloaded sections map to their final index.
  var sectionOldToNew: [Int]
  /// Final section → true when it was inserted or reloaded (all its content is new).
  var sectionIsFresh: [Bool]
  /// Old flat row → final flat row.
  var rows: RowMapping
  /// Reconfigured items that survive the update, at their final index paths.
  var reconfigured: [IndexPath] = []

  /// The final flat row of the old flat row `row`; -1 when the item is deleted, reloaded, or in a deleted or
  /// reloaded section.
  ///
  /// - Complexity: O(1) for a dense mapping; O(log sections + log ops) for a sparse one.
  func newRow(ofOldRow row: Int) -> Int {
    switch rows {
    case .dense(let oldToNew): oldToNew[row]
    case .sparse(let mapping): mapping.newRow(ofOldRow: row, sectionOldToNew: sectionOldToNew, newStarts: newStarts)
    }
  }
}

/// The old → new row mapping of a ``BatchPlan``.
enum RowMapping {
  /// Old flat row → final flat row or -1, for every old row: O(rows) to build, for batches that touch many rows.
  case dense([Int])
  /// Computed per row from the batch's marks: O(ops) to build, for batches that touch few rows.
  case sparse(SparseRowMapping)
}

/// The old → new row mapping of a batch that touches few rows, computed per row in the UIKit arrangement: moved rows
/// go to their destinations, inserted rows take theirs, and the other rows of a surviving section (kept or reloaded)
/// fill the remaining slots of the section's final index in order. A class, so that reading the plan's mapping does
/// not copy (and retain) its arrays for every row asked.
final class SparseRowMapping {
  /// Marks of the old frame: `operation << 2 | kind` for deleted, reloaded and moved rows.
  let oldMarks: SparseRowMarks
  /// Move operation index → final flat row of its destination (for the accepted moves).
  let moveDestinations: [Int]
  /// Old flat rows that leave their place (deleted or moved), ascending.
  let vacatedOldRows: [Int]
  /// Final flat rows taken by an insert or a move destination, ascending.
  let takenNewRows: [Int]
  /// Prefix sums of the old section counts.
  let oldStarts: [Int]
  /// Old section → true when it was reloaded (its rows map to nothing).
  let oldSectionIsReloaded: [Bool]

  init(
    oldMarks: SparseRowMarks, moveDestinations: [Int], vacatedOldRows: [Int], takenNewRows: [Int],
    oldStarts: [Int], oldSectionIsReloaded: [Bool]
  ) {
    self.oldMarks = oldMarks
    self.moveDestinations = moveDestinations
    self.vacatedOldRows = vacatedOldRows
    self.takenNewRows = takenNewRows
    self.oldStarts = oldStarts
    self.oldSectionIsReloaded = oldSectionIsReloaded
  }

  /// The final flat row of `row`, or -1.
  ///
  /// - Complexity: O(log sections + log ops).
  func newRow(ofOldRow row: Int, sectionOldToNew: [Int], newStarts: [Int]) -> Int {
    let mark = oldMarks[row]
    switch mark & 3 {
    case BatchValidator.moveFrom: return moveDestinations[mark >> 2]
    case BatchValidator.delete, BatchValidator.reload: return -1
    default: break
    }
    let section = indexPathOfRow(row, starts: oldStarts).section
    let target = sectionOldToNew[section]
    guard target >= 0, !oldSectionIsReloaded[section] else { return -1 }
    // The rank of the row among the rows of its section that stay in place (reloaded rows keep their slot too)...
    let oldStart = oldStarts[section]
    let rank = row - oldStart - (lowerBound(of: row, in: vacatedOldRows) - lowerBound(of: oldStart, in: vacatedOldRows))
    // ...is its rank among the free slots of the final section: skip every taken slot up to there. With the taken
    // slots p₀ < p₁ < … of the section, `p_i − i` free slots precede p_i, non-decreasing in i.
    let newStart = newStarts[target]
    let first = lowerBound(of: newStart, in: takenNewRows)
    var low = first
    var high = lowerBound(of: newStarts[target + 1], in: takenNewRows)
    while low < high {  // first taken slot with more than `rank` free slots before it
      let middle = (low + high) / 2
      if takenNewRows[middle] - newStart - (middle - first) <= rank { low = middle + 1 } else { high = middle }
    }
    return newStart + rank + (low - first)
  }
}

/// The number of elements of the ascending `sorted` below `value`.
///
/// - Complexity: O(log n).
func lowerBound(of value: Int, in sorted: [Int]) -> Int {
  var low = 0
  var high = sorted.count
  while low < high {
    let middle = (low + high) / 2
    if sorted[middle] < value { low = middle + 1 } else { high = middle }
  }
  return low
}

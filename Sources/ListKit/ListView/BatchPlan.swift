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

  /// The final flat row of every old flat row (-1 when gone), for callers that need all of them (row identities).
  ///
  /// - Complexity: O(1) for a dense mapping (it is that array); O(rows + ops) for a sparse one.
  func allNewRows() -> [Int] {
    switch rows {
    case .dense(let oldToNew): oldToNew
    case .sparse(let mapping): mapping.allNewRows(sectionOldToNew: sectionOldToNew, newStarts: newStarts)
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
  /// Old flat rows with a mark (deleted, reloaded or moved), ascending.
  let markedOldRows: [Int]
  /// Final flat rows taken by an insert or a move destination, ascending.
  let takenNewRows: [Int]
  /// Prefix sums of the old section counts.
  let oldStarts: [Int]
  /// Old section → true when it was reloaded (its rows map to nothing).
  let oldSectionIsReloaded: [Bool]

  init(
    oldMarks: SparseRowMarks, moveDestinations: [Int], vacatedOldRows: [Int], markedOldRows: [Int],
    takenNewRows: [Int], oldStarts: [Int], oldSectionIsReloaded: [Bool]
  ) {
    self.oldMarks = oldMarks
    self.moveDestinations = moveDestinations
    self.vacatedOldRows = vacatedOldRows
    self.markedOldRows = markedOldRows
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

extension SparseRowMapping {
  /// The final flat row of every old row (-1 when gone): the arrangement walked section by section, with the sorted
  /// marked and taken rows standing in for per-row mark arrays.
  ///
  /// - Complexity: O(rows + ops).
  func allNewRows(sectionOldToNew: [Int], newStarts: [Int]) -> [Int] {
    var result = [Int](repeating: -1, count: oldStarts[oldStarts.count - 1])
    for section in 0..<(oldStarts.count - 1) {
      let target = sectionOldToNew[section]
      guard target >= 0, !oldSectionIsReloaded[section] else { continue }
      var slot = newStarts[target]
      var taken = lowerBound(of: slot, in: takenNewRows)
      var marked = lowerBound(of: oldStarts[section], in: markedOldRows)
      for row in oldStarts[section]..<oldStarts[section + 1] {
        var kind = 0
        if marked < markedOldRows.count && markedOldRows[marked] == row {
          kind = oldMarks[row] & 3
          marked += 1
        }
        if kind == BatchValidator.delete || kind == BatchValidator.moveFrom { continue }
        while taken < takenNewRows.count && takenNewRows[taken] == slot {
          slot += 1
          taken += 1
        }
        if kind != BatchValidator.reload { result[row] = slot }
        slot += 1
      }
    }
    for row in markedOldRows {
      let mark = oldMarks[row]
      if mark & 3 == BatchValidator.moveFrom { result[row] = moveDestinations[mark >> 2] }
    }
    return result
  }
}

/// The number of elements of the ascending `sorted` below `value`.
///
/// - Complexity: O(log n).
package func lowerBound(of value: Int, in sorted: [Int]) -> Int {
  var low = 0
  var high = sorted.count
  while low < high {
    let middle = (low + high) / 2
    if sorted[middle] < value { low = middle + 1 } else { high = middle }
  }
  return low
}

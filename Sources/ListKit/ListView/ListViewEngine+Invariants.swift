// The invariants both headless views keep, checked in one place (tests call `checkInvariants()` after every
// operation).

extension ListViewEngine {
  /// Every broken invariant, described; empty when the view is consistent.
  ///
  /// Checked: the row prefix sums match the counts; the content offset is clamped; cells exist only for visible
  /// rows, know their index path and selection state, and every visible row has one unless a layout pass is
  /// pending (and then none has); pooled cells have no index path and are not displayed; the selection is within bounds; row identities
  /// (when tracked) match the counts; per-class counters add up; the view's section content is consistent.
  ///
  /// - Complexity: O(sections + viewport + pool + selection).
  func listInvariantViolations() -> [String] {
    var problems: [String] = []
    if list.sectionStarts != rowStarts(of: list.sectionCounts) { problems.append("row starts do not match the counts") }
    if list.contentOffset != list.clampedOffset(list.contentOffset) {
      problems.append("content offset \(list.contentOffset) not clamped")
    }
    let visible = list.visibleRowRange
    var displayed = Set<ObjectIdentifier>()
    for (row, cell) in list.cellsByRow {
      displayed.insert(ObjectIdentifier(cell))
      guard visible.contains(row) else {
        problems.append("cell at row \(row) outside the viewport \(visible)")
        continue
      }
      let expected = indexPathOfRow(row, starts: list.sectionStarts)
      if cell.indexPath != expected {
        problems.append("cell at row \(row) has index path \(String(describing: cell.indexPath)), not \(expected)")
      }
      if cell.isSelected != list.selection.contains(expected) {
        problems.append("cell at \(expected.uikitDescription) shows isSelected = \(cell.isSelected)")
      }
    }
    if displayed.count != list.cellsByRow.count { problems.append("one cell displayed at two rows") }
    if !list.needsLayout && list.cellsByRow.count != visible.count {
      problems.append("\(visible.count) visible rows but \(list.cellsByRow.count) cells")
    }
    if list.needsLayout && list.displayCalls == nil && !list.cellsByRow.isEmpty {
      problems.append("a layout pass is pending, but \(list.cellsByRow.count) cells are displayed")
    }
    problems += list.cells.invariantViolations(displayed: displayed, label: "cell")
    for indexPath in list.selection where list.row(of: indexPath) == nil {
      problems.append("selected \(indexPath.uikitDescription) out of bounds")
    }
    if list.tracksRowIdentities && list.identityRows.count != list.numberOfRows {
      problems.append("\(list.identityRows.count) row identities for \(list.numberOfRows) rows")
    }
    problems += sectionContentViolations()
    return problems
  }
}

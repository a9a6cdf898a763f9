// The headless collection view's invariants, checked in one place (tests call `checkInvariants()` after every
// operation).

extension HeadlessCollectionView {
  /// Every broken invariant, described; empty when the view is consistent.
  ///
  /// Checked: the row prefix sums match the counts; the content offset is clamped; cells exist only for visible
  /// rows, know their index path and selection state, and every visible row has one (unless the last realization
  /// failed); pooled views have no index path and are not displayed; the selection is within bounds; row
  /// identities (when tracked) match the counts; supplementary views only for sections in view; per-class
  /// statistics add up.
  ///
  /// - Complexity: O(sections + viewport + pool + selection).
  public func invariantViolations() -> [String] {
    var problems: [String] = []
    if sectionStarts != rowStarts(of: sectionCounts) { problems.append("row starts do not match the counts") }
    if contentOffset != clampedOffset(contentOffset) { problems.append("content offset \(contentOffset) not clamped") }
    let visible = visibleRowRange
    var displayed = Set<ObjectIdentifier>()
    for (row, cell) in cellsByRow {
      displayed.insert(ObjectIdentifier(cell))
      guard visible.contains(row) else {
        problems.append("cell at row \(row) outside the viewport \(visible)")
        continue
      }
      let expected = indexPathOfRow(row, starts: sectionStarts)
      if cell.indexPath != expected {
        problems.append("cell at row \(row) has index path \(String(describing: cell.indexPath)), not \(expected)")
      }
      if cell.isSelected != selection.contains(expected) {
        problems.append("cell at \(expected.uikitDescription) shows isSelected = \(cell.isSelected)")
      }
    }
    if displayed.count != cellsByRow.count { problems.append("one cell displayed at two rows") }
    if !realizationIncomplete && cellsByRow.count != visible.count {
      problems.append("\(visible.count) visible rows but \(cellsByRow.count) cells")
    }
    for (identifier, pool) in cellPool {
      for cell in pool {
        if cell.indexPath != nil { problems.append("pooled cell (\(identifier)) has an index path") }
        if displayed.contains(ObjectIdentifier(cell)) { problems.append("pooled cell (\(identifier)) is displayed") }
      }
      if Set(pool.map(ObjectIdentifier.init)).count != pool.count {
        problems.append("a cell is twice in the pool \(identifier)")
      }
    }
    for (key, pool) in supplementaryPool where pool.contains(where: { $0.indexPath != nil }) {
      problems.append("pooled supplementary view (\(key)) has an index path")
    }
    let sections = sectionsInView()
    for (kind, views) in supplementaryViews {
      for (section, view) in views {
        if !sections.contains(section) { problems.append("\(kind) view for section \(section) not in view") }
        if view.indexPath != IndexPath(item: 0, section: section) {
          problems.append("\(kind) view for section \(section) has a wrong index path")
        }
      }
    }
    for indexPath in selection where row(of: indexPath) == nil {
      problems.append("selected \(indexPath.uikitDescription) out of bounds")
    }
    if tracksRowIdentities && identityRows.count != numberOfRows {
      problems.append("\(identityRows.count) row identities for \(numberOfRows) rows")
    }
    for statistics in cellStatistics where statistics.dequeues != statistics.creations + statistics.reuses {
      problems.append("\(statistics.className): dequeues != creations + reuses")
    }
    return problems
  }

  /// Traps with every broken invariant listed when ``invariantViolations()`` is not empty.
  ///
  /// - Complexity: as ``invariantViolations()``.
  public func checkInvariants() {
    let problems = invariantViolations()
    precondition(problems.isEmpty, "HeadlessCollectionView invariants broken:\n" + problems.joined(separator: "\n"))
  }
}

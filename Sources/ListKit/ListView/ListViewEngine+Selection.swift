// Selection both headless views share: programmatic selection (no delegate calls, as in UIKit) and taps (the view
// tells its delegate). Batch updates carry the selection along with the rows (ListViewEngine.swift).

extension ListViewEngine {
  /// Selects a row without telling the delegate; in single-selection mode the other rows are deselected.
  ///
  /// - Throws: `.invalidIndexPath` ("select item at", "select row at") when the row is not in the view.
  /// - Complexity: O(s) for s selected rows.
  func listSelectRow(at indexPath: IndexPath) throws(Failure) {
    guard list.row(of: indexPath) != nil else {
      throw .invalidIndexPath(operation: "select \(Kind.element) at", indexPath)
    }
    if !list.allowsMultipleSelection {
      for other in list.selection where other != indexPath { setSelected(false, at: other) }
    }
    setSelected(true, at: indexPath)
  }

  /// Deselects a row without telling the delegate; nothing happens when it is not selected.
  ///
  /// - Complexity: O(1).
  func listDeselectRow(at indexPath: IndexPath) throws(Failure) {
    guard list.row(of: indexPath) != nil else {
      throw .invalidIndexPath(operation: "deselect \(Kind.element) at", indexPath)
    }
    setSelected(false, at: indexPath)
  }

  /// Selects a row as a user's tap does: in single-selection mode the previously selected rows are deselected
  /// (`didDeselect`) and the row selected (`didSelect`, unless already selected); in multiple-selection mode a tap
  /// toggles the row.
  ///
  /// - Complexity: O(s log s) for s selected rows.
  func listTapRow(at indexPath: IndexPath) throws(Failure) {
    guard list.row(of: indexPath) != nil else {
      throw .invalidIndexPath(operation: "tap \(Kind.element) at", indexPath)
    }
    if list.allowsMultipleSelection && list.selection.contains(indexPath) {
      setSelected(false, at: indexPath)
      delegateDidDeselectRow(at: indexPath)
      return
    }
    if !list.allowsMultipleSelection {
      for other in list.selection.sorted() where other != indexPath {
        setSelected(false, at: other)
        delegateDidDeselectRow(at: other)
      }
    }
    guard !list.selection.contains(indexPath) else { return }
    setSelected(true, at: indexPath)
    delegateDidSelectRow(at: indexPath)
  }

  private func setSelected(_ selected: Bool, at indexPath: IndexPath) {
    if selected { list.selection.insert(indexPath) } else { list.selection.remove(indexPath) }
    listCellForRow(at: indexPath)?.isSelected = selected
  }
}

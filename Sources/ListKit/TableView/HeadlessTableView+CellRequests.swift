// The failures around asking the table's data source for a cell (docs/semantics.md §9, §10), as the collection view
// has them: a data source using the checked API gives up by returning nil, and the failure that made it give up (a
// failed dequeue, the diffable data source's nil-provider report) is what the table throws, not a generic "nil cell".

extension HeadlessTableView {
  /// Remembers a failure that happened while the data source was making a cell; returns it for the caller to throw.
  func noteCellFailure(_ failure: TableViewError) -> TableViewError {
    pendingCellFailure = failure
    return failure
  }

  /// Throws (and forgets) the failure remembered while the data source made a cell.
  func throwPendingCellFailure() throws(TableViewError) {
    guard let failure = pendingCellFailure else { return }
    pendingCellFailure = nil
    throw failure
  }

  /// Reports a failure of the data source's own while it is asked for a cell (the diffable data source's "provider
  /// returned nil"): the table throws it from the update, reload or scroll that asked, in place of its generic
  /// "returned nil". A data source calls this, then returns nil. A dequeue failure seen first is kept (the cause).
  ///
  /// - Complexity: O(1).
  public func reportDataSourceFailure(_ failure: TableViewError) {
    if pendingCellFailure == nil { pendingCellFailure = failure }
  }

  /// How UIKit-shaped messages print this table: `<UITableView: 2 sections, 5 rows>`.
  var messageDescription: String {
    let sections = list.sectionCounts.count
    let rows = list.numberOfRows
    return "<UITableView: \(sections) \(sections == 1 ? "section" : "sections"), \(rows) \(rows == 1 ? "row" : "rows")>"
  }
}

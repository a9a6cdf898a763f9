// The table's side of the failures around asking the data source for a cell (docs/semantics.md §9, §10); the
// mechanics are the shared engine's (ListViewEngine+CellRequests.swift).

extension HeadlessTableView {
  /// Reports a failure of the data source's own while it is asked for a cell (the diffable data source's "provider
  /// returned nil"): the table throws it from the update, reload or scroll that asked, in place of its generic
  /// "returned nil". A data source calls this, then returns nil. A dequeue failure seen first is kept (the cause).
  ///
  /// - Complexity: O(1).
  public func reportDataSourceFailure(_ failure: TableViewError) { listReportDataSourceFailure(failure) }
}

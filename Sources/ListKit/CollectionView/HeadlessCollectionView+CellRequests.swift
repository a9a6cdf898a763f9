// The collection view's side of the failures around asking the data source for a view (docs/semantics.md §10); the
// mechanics are the shared engine's (ListViewEngine+CellRequests.swift).

extension HeadlessCollectionView {
  /// Reports a failure of the data source's own while it is asked for a cell or supplementary view (the diffable
  /// data source's "provider returned nil" and "no supplementary view provider"): the view throws it from the
  /// update, reload or scroll that asked, in place of its generic "returned nil". A data source calls this, then
  /// returns nil. A dequeue failure seen first is kept (it is the cause).
  ///
  /// - Complexity: O(1).
  public func reportDataSourceFailure(_ failure: CollectionViewError) { listReportDataSourceFailure(failure) }
}

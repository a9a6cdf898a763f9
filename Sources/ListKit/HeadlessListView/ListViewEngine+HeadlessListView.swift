// The calls of the public ``HeadlessListView`` protocol, once for both views: a ``ListViewCall`` value to the shared
// engine's operation, a batch of ``BatchCall`` values to one `performBatchUpdates`, the view's error to a
// ``ListViewError``. Each view's conformance is one line per member over these (HeadlessCollectionView+ListView.swift,
// HeadlessTableView+ListView.swift).

extension ListViewEngine {
  /// The words of the view's messages.
  var listWording: FailureWording { Kind.isTable ? .tableView : .collectionView }

  /// Runs a checked operation of the view, its failure as a ``ListViewError``.
  func erasingFailure<Result>(_ body: () throws(Failure) -> Result) throws(ListViewError) -> Result {
    do { return try body() } catch { throw ListViewError(error) }
  }

  /// The number of rows in `section` (``HeadlessListView/rowCount(inSection:)``).
  func listTryRowCount(inSection section: Int) throws(ListViewError) -> Int {
    try erasingFailure { () throws(Failure) in try listNumberOfRows(inSection: section) }
  }

  /// Makes one call of the view (``HeadlessListView/tryPerform(_:)``).
  func listTryPerform(_ call: ListViewCall) throws(ListViewError) {
    try erasingFailure { () throws(Failure) in try listPerform(call) }
  }

  /// One batch block that runs `updateModel` and then records `calls`
  /// (``HeadlessListView/tryPerformBatchUpdates(_:animation:updateModel:)``).
  func listTryPerformBatchUpdates(
    _ calls: [BatchCall], animation: RowAnimation, updateModel: () -> Void
  ) throws(ListViewError) {
    try erasingFailure { () throws(Failure) in
      try tryPerformBatchUpdates(
        {
          updateModel()
          record(calls, animation: animation)
        }, completion: nil)
    }
  }

  /// Makes one call of the view.
  func listPerform(_ call: ListViewCall) throws(Failure) {
    switch call {
    case .reloadData: try listReloadData()
    case .setViewportHeight(let height): try listSetViewportHeight(height)
    case .scroll(let row): try listScroll(toRow: row)
    case .scrollToRow(let indexPath): try listScrollToRow(at: indexPath)
    case .selectRow(let indexPath): try listSelectRow(at: indexPath)
    case .deselectRow(let indexPath): try listDeselectRow(at: indexPath)
    case .tapRow(let indexPath): try listTapRow(at: indexPath)
    case .update(let call, let animation): try send(call, animation: animation)
    }
  }
}

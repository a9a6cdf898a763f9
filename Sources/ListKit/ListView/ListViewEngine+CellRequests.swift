// The failures around asking the data source for a view (docs/semantics.md §10), once for both views: a data source
// using the checked API gives up by returning nil, and the failure that made it give up (a failed dequeue, the
// diffable data source's nil-provider report) is what the view throws then, not a generic "returned nil".

extension ListViewEngine {
  /// Remembers a failure that happened while the data source was making a view, so that the view reports it when
  /// the data source returns; returns it for the caller to throw.
  func noteCellFailure(_ failure: Failure) -> Failure {
    pendingCellFailure = failure
    return failure
  }

  /// Throws (and forgets) the failure remembered while the data source made a view.
  func throwPendingCellFailure() throws(Failure) {
    guard let failure = pendingCellFailure else { return }
    pendingCellFailure = nil
    throw failure
  }

  /// A failure of the data source's own while it is asked for a view: kept unless a dequeue failure was seen first
  /// (that one is the cause).
  func listReportDataSourceFailure(_ failure: Failure) {
    if pendingCellFailure == nil { pendingCellFailure = failure }
  }

  /// How UIKit-shaped messages print the view: `<UICollectionView: 2 sections, 5 items>`,
  /// `<UITableView: 1 section, 1 row>`.
  var messageDescription: String {
    let sections = list.sectionCounts.count
    let rows = list.numberOfRows
    let (view, element) = (Kind.isTable ? "UITableView" : "UICollectionView", Kind.element)
    return "<\(view): \(sections) \(sections == 1 ? "section" : "sections"),"
      + " \(rows) \(rows == 1 ? element : element + "s")>"
  }
}

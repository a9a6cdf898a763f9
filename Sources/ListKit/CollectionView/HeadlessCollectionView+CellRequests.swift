// The failures around asking the data source for a view (docs/semantics.md §10): a data source using the checked API
// gives up by returning nil, and the failure that made it give up (a failed dequeue, the diffable data source's
// nil-provider report) is what the view throws then, not a generic "returned nil".

extension HeadlessCollectionView {
  /// Remembers a failure that happened while the data source was making a view, so that the view reports it when
  /// the data source returns; returns it for the caller to throw.
  func noteCellFailure(_ failure: CollectionViewError) -> CollectionViewError {
    pendingCellFailure = failure
    return failure
  }

  /// Throws (and forgets) the failure remembered while the data source made a view.
  func throwPendingCellFailure() throws(CollectionViewError) {
    guard let failure = pendingCellFailure else { return }
    pendingCellFailure = nil
    throw failure
  }

  /// Reports a failure of the data source's own while it is asked for a cell or supplementary view (the diffable
  /// data source's "provider returned nil" and "no supplementary view provider"): the view throws it from the
  /// update, reload or scroll that asked, in place of its generic "returned nil". A data source calls this, then
  /// returns nil. A dequeue failure seen first is kept (it is the cause).
  ///
  /// - Complexity: O(1).
  public func reportDataSourceFailure(_ failure: CollectionViewError) {
    if pendingCellFailure == nil { pendingCellFailure = failure }
  }

  /// How UIKit-shaped messages print this view: `<UICollectionView: 2 sections, 5 items>`.
  var messageDescription: String {
    let sections = list.sectionCounts.count
    let items = list.numberOfRows
    return "<UICollectionView: \(sections) \(sections == 1 ? "section" : "sections"), \(items)"
      + " \(items == 1 ? "item" : "items")>"
  }
}

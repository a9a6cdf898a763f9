// Failures of the data source's checked API: the engine's own errors, wrapped, plus the data source's.

/// Why a checked data-source call failed.
///
/// Every case leaves the data source and its view exactly as they were.
public enum DataSourceError: CataloguedFailure, Equatable {
  /// The collection view rejected an update (UIKit's message); nothing changed.
  case collectionView(CollectionViewError)
  /// The collection view accepted the update (or the reload) but a cell or supplementary view failed while it
  /// realized views for it: the cell or supplementary-view provider returned nil, or a dequeue failed
  /// (docs/semantics.md §10). UIKit raises here; the headless view commits an update only when every view came back,
  /// so it took the update back, and the data source kept its snapshot and stored section snapshots: nothing changed.
  case viewFailedAfterUpdate(CollectionViewError)
  /// The table view rejected an update (UIKit's message, in the table's words); nothing changed.
  case tableView(TableViewError)
  /// A cell failed while the table view realized the update (or the reload), as ``viewFailedAfterUpdate(_:)`` for a
  /// collection view: the table took the update back; nothing changed.
  case tableViewFailedAfterUpdate(TableViewError)
  /// Building the full snapshot for a section-snapshot apply, or for a reorder, failed (Apple's message).
  case snapshot(SnapshotError)
  /// A section-snapshot operation failed (e.g. `snapshotForExpandingParent` returned duplicates).
  case sectionSnapshot(SectionSnapshotError)
  /// The item is not shown by the collection view (user interactions need a visible row).
  case itemNotFound(String)
  /// An index path outside the current snapshot.
  case indexPathOutOfRange(IndexPath)
  /// An apply was started while another one was running on this data source (for example from the cell provider
  /// or a handler called during an update). UIKit flags this as a client bug.
  case reentrantApply

  /// The catalogue entry of the message (the wrapped error's, for the wrapped cases).
  public var failureMessage: FailureMessage {
    switch self {
    case .collectionView(let error): error.failureMessage
    case .viewFailedAfterUpdate(let error): error.failureMessage
    case .tableView(let error): error.failureMessage
    case .tableViewFailedAfterUpdate(let error): error.failureMessage
    case .snapshot(let error): error.failureMessage
    case .sectionSnapshot(let error): error.failureMessage
    case .itemNotFound(let item): FailureCatalogue.dataSourceItemNotFound.message([.text(item)])
    case .indexPathOutOfRange(let indexPath):
      FailureCatalogue.dataSourceIndexPathOutOfRange.message([.text("\(indexPath)")])
    case .reentrantApply: FailureCatalogue.reentrantApply.message()
    }
  }
}

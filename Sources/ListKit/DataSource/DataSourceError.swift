// Failures of the data source's checked API: the engine's own errors, wrapped, plus the data source's.

/// Why a checked data-source call failed.
///
/// Every case except `viewFailedAfterUpdate` and `tableViewFailedAfterUpdate` leaves the data source and its view exactly as they were.
public enum DataSourceError: Error, Equatable, CustomStringConvertible {
  /// The collection view rejected an update (UIKit's message); nothing changed.
  case collectionView(CollectionViewError)
  /// The collection view applied the update (or loaded the data) and then failed: the cell or supplementary-view
  /// provider returned nil while it realized views, or it rejected the second (reload/reconfigure) update after
  /// the structural batch had landed. The change cannot be taken back without a `reloadData`, so the data source
  /// keeps the new snapshot and stored section snapshots: `snapshot()` equals what the view shows (the failing row
  /// has no cell).
  case viewFailedAfterUpdate(CollectionViewError)
  /// The table view rejected an update (UIKit's message, in the table's words); nothing changed.
  case tableView(TableViewError)
  /// The table view applied the update (or loaded the data) and then failed, as ``viewFailedAfterUpdate(_:)`` for a
  /// collection view: the data source keeps the new snapshot, which equals what the table shows.
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

  /// The message: UIKit's or Apple's text for the wrapped errors, the data source's own otherwise.
  public var description: String {
    switch self {
    case .collectionView(let error): error.description
    case .viewFailedAfterUpdate(let error): error.description
    case .tableView(let error): error.description
    case .tableViewFailedAfterUpdate(let error): error.description
    case .snapshot(let error): error.description
    case .sectionSnapshot(let error): error.description
    case .itemNotFound(let item): "Item identifier does not exist in the data source: \(item)"
    case .indexPathOutOfRange(let indexPath):
      "Index path is out of range for the data source's snapshot: \(indexPath)"
    case .reentrantApply:
      "Applying snapshots reentrantly is not supported: an apply was started while another apply was in progress"
        + " (BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__APPLYING_SNAPSHOTS_REENTRANTLY_OR_ON_MAIN_AND_BACKGROUND_THREADS)"
    }
  }
}

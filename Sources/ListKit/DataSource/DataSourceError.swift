// Failures of the data source's checked API: the engine's own errors, wrapped, plus the data source's.

/// Why a checked data-source call failed. The data source and its view are unchanged afterwards.
public enum DataSourceError: Error, Equatable, CustomStringConvertible {
  /// The collection view rejected an update or could not make a cell (UIKit's message).
  case collectionView(CollectionViewError)
  /// Building the full snapshot for a section-snapshot apply failed (Apple's message).
  case snapshot(SnapshotError)
  /// A section-snapshot operation failed (e.g. `snapshotForExpandingParent` returned duplicates).
  case sectionSnapshot(SectionSnapshotError)
  /// The item is not shown by the collection view (user interactions need a visible row).
  case itemNotFound(String)
  /// An index path outside the current snapshot.
  case indexPathOutOfRange(IndexPath)

  public var description: String {
    switch self {
    case .collectionView(let error): error.description
    case .snapshot(let error): error.description
    case .sectionSnapshot(let error): error.description
    case .itemNotFound(let item): "Item identifier does not exist in the data source: \(item)"
    case .indexPathOutOfRange(let indexPath):
      "Index path is out of range for the data source's snapshot: \(indexPath)"
    }
  }
}

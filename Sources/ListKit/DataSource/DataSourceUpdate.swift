// What one apply sent to the collection view, so callers (the shell) can show it.

/// The update a data-source apply sent to its collection view.
public struct DataSourceUpdate: Sendable, Equatable {
  public enum Kind: String, Sendable, Equatable {
    /// The view was reset with `reloadData` (first apply, or `applySnapshotUsingReloadData`).
    case reloadData
    /// A diff was sent: one structural batch, then reloads and reconfigures.
    case batchUpdates
    /// The snapshot was identical (no marks): nothing reached the view.
    case none
  }

  public var kind: Kind
  /// The diff in UIKit's frames; empty for `reloadData`.
  public var batchUpdate: BatchUpdate

  public init(kind: Kind, batchUpdate: BatchUpdate) {
    self.kind = kind
    self.batchUpdate = batchUpdate
  }
}

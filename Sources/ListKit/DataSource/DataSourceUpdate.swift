// What one apply sent to the collection view, so callers (the shell) can show it.

/// The update a data-source apply sent to its collection view.
public struct DataSourceUpdate: Sendable, Equatable {
  /// How the view was told about the change.
  public enum Kind: String, Sendable, Equatable {
    /// The view was reset with `reloadData` (first apply, or `applySnapshotUsingReloadData`).
    case reloadData
    /// A diff was sent: one structural batch, then reloads and reconfigures.
    case batchUpdates
    /// Nothing reached the view: the snapshot was identical and had no effective marks, or the data source has no
    /// collection view (its state was only stored). `batchUpdate` is then empty.
    case none
  }

  /// How the view was updated.
  public var kind: Kind
  /// The diff in UIKit's frames, as sent (reloads, reconfigures in the final frame); empty for `reloadData` and
  /// `none`.
  public var batchUpdate: BatchUpdate

  /// An update of `kind` carrying `batchUpdate`.
  public init(kind: Kind, batchUpdate: BatchUpdate) {
    self.kind = kind
    self.batchUpdate = batchUpdate
  }
}

// What one apply sent to the view, so callers (the shell) can show it: the kind of update, the batch, and why an
// apply that had a batch to send reset the view with `reloadData` instead (a reload threshold, `interrupt`, or a
// rejected batch recovered from).

/// The update a data-source apply sent to its view.
public struct DataSourceUpdate: Sendable, Equatable {
  /// How the view was told about the change.
  public enum Kind: String, Sendable, Equatable {
    /// The view was reset with `reloadData` (first apply, `applySnapshotUsingReloadData`, or a ``Fallback``).
    case reloadData
    /// A diff was sent: one structural batch, then reloads and reconfigures.
    case batchUpdates
    /// Nothing reached the view: the snapshot was identical and had no effective marks, or the data source has no
    /// collection view (its state was only stored). `batchUpdate` is then empty.
    case none
  }

  /// Why an apply that had a batch to send reset the view with `reloadData` instead.
  public struct Fallback: Sendable, Equatable {
    /// What decided it.
    public enum Reason: Sendable, Equatable {
      /// The batch carried more changes than the data source's `reloadThreshold` (the associated value).
      case reloadThreshold(Int)
      /// The data source's `interrupt` closure returned true for the batch.
      case interrupted
      /// The view rejected the batch (or failed while applying it) and the data source, which
      /// `recoversFromFailedUpdates`, reset the view to the new snapshot; the error is what the apply would have
      /// thrown.
      case recovered(DataSourceError)
    }

    /// What decided it.
    public var reason: Reason
    /// The batch the apply did not send (threshold, interrupt) or the one the view rejected (recovery), as the
    /// data source computed it: `batchUpdate.changeCount` is the number of changes.
    public var batchUpdate: BatchUpdate

    /// A fallback for `reason`, replacing `batchUpdate`.
    public init(reason: Reason, batchUpdate: BatchUpdate) {
      self.reason = reason
      self.batchUpdate = batchUpdate
    }
  }

  /// How the view was updated.
  public var kind: Kind
  /// The diff in UIKit's frames, as sent (reloads, reconfigures in the final frame); empty for `reloadData` and
  /// `none`.
  public var batchUpdate: BatchUpdate
  /// Set when the apply had a batch to send and reset the view with `reloadData` instead (`kind` is then
  /// `.reloadData`); nil otherwise, the first apply's `reloadData` included.
  public var fallback: Fallback?

  /// An update of `kind` carrying `batchUpdate`, and the fallback that made it a `reloadData`, if any.
  public init(kind: Kind, batchUpdate: BatchUpdate, fallback: Fallback? = nil) {
    self.kind = kind
    self.batchUpdate = batchUpdate
    self.fallback = fallback
  }
}

/// A batch the view rejected and the data source recovered from with `reloadData` (`recoversFromFailedUpdates`),
/// as the data source's `onUpdateFailure` handler receives it: the error the apply would have thrown, its catalogue
/// message, rule and explanation, and the batch.
public struct UpdateFailure: Sendable, Equatable, CustomStringConvertible {
  /// The error the apply would have thrown without recovery.
  public let error: DataSourceError
  /// The batch the view rejected (or failed while applying), as the data source computed it.
  public let batchUpdate: BatchUpdate

  /// A failure of `batchUpdate` with `error`.
  public init(error: DataSourceError, batchUpdate: BatchUpdate) {
    self.error = error
    self.batchUpdate = batchUpdate
  }

  /// The failure's entry in the ``FailureCatalogue``, with its values.
  public var message: FailureMessage { error.failureMessage }
  /// The rule the batch broke (`R16`, `R15`, …) or the cell failure's name (`reconfigure-other-cell`); nil for a
  /// message without one.
  public var rule: String? { message.rule }
  /// The catalogue's explanation: what went wrong, what the numbers say, the usual causes and the fix.
  public var explanation: [String] { message.explanation }
  /// UIKit's message, as the exception would have carried it.
  public var description: String { message.text }
}

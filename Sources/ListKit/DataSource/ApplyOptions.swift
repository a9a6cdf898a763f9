// The options of a diffable data source for big changes and failed batches (semantics.md §3.9), as one value: a
// reload threshold and an `interrupt` closure that turn an apply into a `reloadData`, and an opt-in recovery from a
// batch the view rejects. The value is set once on a data source or a list and forwarded as a whole through every
// layer (`ApplyOptionsConfigurable`); the logic that reads it lives here and in DiffableDataSourceCore.swift.

/// How a diffable data source sends an apply when the batch is large or the view rejects it (semantics.md §3.9).
/// The default value is Apple's behaviour: every batch animates, a rejected batch raises.
///
/// Set it once on a data source, or on any list that applies through one; it reaches the engine as a whole:
///
/// ```swift
/// dataSource.applyOptions = ApplyOptions(reloadThreshold: 500, recoversFromFailedUpdates: true) { failure in
///   log.error("\(failure.rule ?? "?"): \(failure)")
/// }
/// list.applyOptions.reloadThreshold = 1_000   // or one option, through the value
/// ```
public struct ApplyOptions: Sendable {
  /// An apply whose batch would carry more changes than this (``BatchUpdate/changeCount``: every section and item
  /// deleted, inserted, moved or reloaded, and every item reconfigured) resets the view with `reloadData` instead,
  /// as `applySnapshotUsingReloadData` does (stored section snapshots are rebased as for any apply). The update
  /// returned says so in ``DataSourceUpdate/fallback``. nil, the default, never: UIKit has no such option.
  ///
  /// ```swift
  /// dataSource.applyOptions.reloadThreshold = 500
  /// let update = try dataSource.tryApply(hugeChange)   // update.kind == .reloadData
  /// // update.fallback?.reason == .reloadThreshold(500); update.fallback?.batchUpdate.changeCount > 500
  /// ```
  public var reloadThreshold: Int?

  /// Asked, as DifferenceKit's `interrupt`, with the batch an apply is about to send (not for the first apply, nor
  /// for an apply that sends nothing); returning true resets the view with `reloadData` instead, reported as
  /// ``DataSourceUpdate/Fallback/Reason/interrupted``. Checked after ``reloadThreshold``. nil by default.
  ///
  /// ```swift
  /// dataSource.applyOptions.interrupt = { batch in batch.movedItems.count > 100 }
  /// ```
  public var interrupt: (@MainActor (BatchUpdate) -> Bool)?

  /// When true, a batch the view rejects (or fails while applying) is no trap and no thrown error: the data source
  /// resets the view with `reloadData` to the new snapshot, returns an update whose ``DataSourceUpdate/fallback``
  /// carries the error, and calls ``onUpdateFailure`` once, after the apply returns. False by default: Apple's
  /// behaviour, where such a batch raises (`NSInternalInconsistencyException`); iOS 13-era UIKit sometimes logged the
  /// failure and reloaded instead, which this mode brings back on purpose.
  ///
  /// A failure that the reload meets again — a cell provider that returns nil, say — is not recovered: the apply
  /// throws as without this mode. The first apply, `applySnapshotUsingReloadData` and a failed reload are not batches
  /// and are never recovered.
  public var recoversFromFailedUpdates: Bool

  /// Told about each batch the data source recovered from (``recoversFromFailedUpdates``): UIKit's message, the
  /// rule, the catalogue's explanation and the batch. Called once per failed apply, after the apply has returned
  /// (so it may apply again).
  public var onUpdateFailure: (@MainActor (UpdateFailure) -> Void)?

  /// Options with the given values; with none, Apple's behaviour.
  public init(
    reloadThreshold: Int? = nil, interrupt: (@MainActor (BatchUpdate) -> Bool)? = nil,
    recoversFromFailedUpdates: Bool = false, onUpdateFailure: (@MainActor (UpdateFailure) -> Void)? = nil
  ) {
    self.reloadThreshold = reloadThreshold
    self.interrupt = interrupt
    self.recoversFromFailedUpdates = recoversFromFailedUpdates
    self.onUpdateFailure = onUpdateFailure
  }

  /// Why `update` should reach the view as a `reloadData`: more changes than the threshold, or `interrupt` says so.
  @MainActor
  func fallbackReason(for update: BatchUpdate) -> DataSourceUpdate.Fallback.Reason? {
    if let reloadThreshold, update.changeCount > reloadThreshold { return .reloadThreshold(reloadThreshold) }
    if let interrupt, interrupt(update) { return .interrupted }
    return nil
  }
}

/// Anything an app sets ``ApplyOptions`` on: both diffable data sources, and every list layer that applies through
/// one (which forwards the value as a whole to its data source). Each option can also be read and set on its own.
@MainActor
public protocol ApplyOptionsConfigurable: AnyObject {
  /// The options every apply of this object's data source follows. Apple's behaviour by default.
  var applyOptions: ApplyOptions { get set }
}

extension ApplyOptionsConfigurable {
  /// ``ApplyOptions/reloadThreshold`` of ``applyOptions``: a batch of more changes than this is a `reloadData`.
  public var reloadThreshold: Int? {
    get { applyOptions.reloadThreshold }
    set { applyOptions.reloadThreshold = newValue }
  }

  /// ``ApplyOptions/interrupt`` of ``applyOptions``: true for the batch about to be sent makes it a `reloadData`.
  public var interrupt: (@MainActor (BatchUpdate) -> Bool)? {
    get { applyOptions.interrupt }
    set { applyOptions.interrupt = newValue }
  }

  /// ``ApplyOptions/recoversFromFailedUpdates`` of ``applyOptions``: a rejected batch resets the view with
  /// `reloadData` and is reported to ``onUpdateFailure`` instead of raising.
  public var recoversFromFailedUpdates: Bool {
    get { applyOptions.recoversFromFailedUpdates }
    set { applyOptions.recoversFromFailedUpdates = newValue }
  }

  /// ``ApplyOptions/onUpdateFailure`` of ``applyOptions``: told about each batch recovered from.
  public var onUpdateFailure: (@MainActor (UpdateFailure) -> Void)? {
    get { applyOptions.onUpdateFailure }
    set { applyOptions.onUpdateFailure = newValue }
  }
}

extension CollectionViewDiffableDataSource: ApplyOptionsConfigurable {
  /// The options of every apply (semantics.md §3.9); Apple's behaviour by default.
  public final var applyOptions: ApplyOptions {
    get { core.options }
    set { core.options = newValue }
  }
}

extension TableViewDiffableDataSource: ApplyOptionsConfigurable {
  /// The options of every apply (semantics.md §3.9); Apple's behaviour by default.
  public final var applyOptions: ApplyOptions {
    get { core.options }
    set { core.options = newValue }
  }
}

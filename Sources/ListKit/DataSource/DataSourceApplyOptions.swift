// The options of both diffable data sources for big changes and failed batches (semantics.md §3.9): a reload
// threshold and an `interrupt` closure that turn an apply into a `reloadData`, and an opt-in recovery from a batch
// the view rejects. Both data sources forward them to their shared core (DiffableDataSourceCore.swift).

extension CollectionViewDiffableDataSource {
  /// An apply whose batch would carry more changes than this (``BatchUpdate/changeCount``: every section and item
  /// deleted, inserted, moved or reloaded, and every item reconfigured) resets the view with `reloadData` instead,
  /// as `applySnapshotUsingReloadData` does (stored section snapshots are rebased as for any apply). The update
  /// returned says so in ``DataSourceUpdate/fallback``. nil, the default, never: UIKit has no such option.
  ///
  /// ```swift
  /// dataSource.reloadThreshold = 500
  /// let update = try dataSource.tryApply(hugeChange)   // update.kind == .reloadData
  /// // update.fallback?.reason == .reloadThreshold(500); update.fallback?.batchUpdate.changeCount > 500
  /// ```
  public final var reloadThreshold: Int? {
    get { core.reloadThreshold }
    set { core.reloadThreshold = newValue }
  }

  /// Asked, as DifferenceKit's `interrupt`, with the batch an apply is about to send (not for the first apply, nor
  /// for an apply that sends nothing); returning true resets the view with `reloadData` instead, reported as
  /// ``DataSourceUpdate/Fallback/Reason/interrupted``. Checked after ``reloadThreshold``. nil by default.
  ///
  /// ```swift
  /// dataSource.interrupt = { batch in batch.movedItems.count > 100 }
  /// ```
  public final var interrupt: (@MainActor (BatchUpdate) -> Bool)? {
    get { core.interrupt }
    set { core.interrupt = newValue }
  }

  /// When true, a batch the view rejects (or fails while applying) is no trap and no thrown error: the data source
  /// resets the view with `reloadData` to the new snapshot, returns an update whose ``DataSourceUpdate/fallback``
  /// carries the error, and calls ``onUpdateFailure`` once, after the apply returns. False by default: Apple's
  /// behaviour, where such a batch raises (`NSInternalInconsistencyException`); iOS 13-era UIKit sometimes logged the
  /// failure and reloaded instead, which this mode brings back on purpose.
  ///
  /// A failure that the reload meets again — a cell provider that returns nil, say — is not recovered: the apply
  /// throws as without this mode. The first apply, `applySnapshotUsingReloadData` and a failed reload are not batches
  /// and are never recovered.
  public final var recoversFromFailedUpdates: Bool {
    get { core.recoversFromFailedUpdates }
    set { core.recoversFromFailedUpdates = newValue }
  }

  /// Told about each batch the data source recovered from (``recoversFromFailedUpdates``): UIKit's message, the
  /// rule, the catalogue's explanation and the batch. Called once per failed apply, after the apply has returned
  /// (so it may apply again).
  ///
  /// ```swift
  /// dataSource.recoversFromFailedUpdates = true
  /// dataSource.onUpdateFailure = { failure in log.error("\(failure.rule ?? "?"): \(failure)") }
  /// ```
  public final var onUpdateFailure: (@MainActor (UpdateFailure) -> Void)? {
    get { core.onUpdateFailure }
    set { core.onUpdateFailure = newValue }
  }
}

extension TableViewDiffableDataSource {
  /// An apply whose batch would carry more changes than this resets the table with `reloadData` instead (see
  /// ``CollectionViewDiffableDataSource/reloadThreshold``). nil, the default, never.
  public final var reloadThreshold: Int? {
    get { core.reloadThreshold }
    set { core.reloadThreshold = newValue }
  }

  /// Asked with the batch an apply is about to send; true resets the table with `reloadData` instead (see
  /// ``CollectionViewDiffableDataSource/interrupt``). nil by default.
  public final var interrupt: (@MainActor (BatchUpdate) -> Bool)? {
    get { core.interrupt }
    set { core.interrupt = newValue }
  }

  /// When true, a batch the table rejects resets it with `reloadData` to the new snapshot and reports the failure
  /// to ``onUpdateFailure`` instead of throwing (see ``CollectionViewDiffableDataSource/recoversFromFailedUpdates``).
  /// False by default (Apple's behaviour).
  public final var recoversFromFailedUpdates: Bool {
    get { core.recoversFromFailedUpdates }
    set { core.recoversFromFailedUpdates = newValue }
  }

  /// Told about each batch the data source recovered from, once, after the apply has returned.
  public final var onUpdateFailure: (@MainActor (UpdateFailure) -> Void)? {
    get { core.onUpdateFailure }
    set { core.onUpdateFailure = newValue }
  }
}

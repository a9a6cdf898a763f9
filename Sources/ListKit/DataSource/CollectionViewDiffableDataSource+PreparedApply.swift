// Applies whose diff was computed ahead of time, off the main actor: `prepareApply` runs anywhere (snapshots and
// diffs are values), the commit runs on the main actor and uses the prepared diff when the state it was computed
// from is still the current one.

extension CollectionViewDiffableDataSource {
  /// A snapshot together with the diff that moves `base` to it, computed by `prepareApply(of:onto:)`.
  public struct PreparedApply: Sendable {
    /// The state the diff starts from.
    public let base: Snapshot
    /// The snapshot to apply, marks included.
    public let snapshot: Snapshot
    /// `SectionedDiff.batchUpdate(from: base, to: snapshot)`.
    public let diff: BatchUpdate

    @usableFromInline
    init(base: Snapshot, snapshot: Snapshot, diff: BatchUpdate) {
      self.base = base
      self.snapshot = snapshot
      self.diff = diff
    }
  }

  /// Diffs `snapshot` against `base` for a later `tryApply(_:animatingDifferences:)` of the result. Runs on any
  /// thread: use it to diff off the main actor.
  ///
  /// ```swift
  /// let base = dataSource.snapshot()                                   // on the main actor
  /// let prepared = await Task.detached { DataSource.prepareApply(of: next, onto: base) }.value
  /// try dataSource.tryApply(prepared)                                 // back on the main actor
  /// ```
  ///
  /// - Complexity: the diff's, O(n) expected in the items of both snapshots.
  @inlinable
  public nonisolated static func prepareApply(of snapshot: Snapshot, onto base: Snapshot) -> PreparedApply {
    PreparedApply(base: base, snapshot: snapshot, diff: SectionedDiff.batchUpdate(from: base, to: snapshot))
  }

  /// Applies a prepared snapshot exactly as `tryApply(prepared.snapshot, animatingDifferences:)` would: with the
  /// prepared diff when the current snapshot still equals `prepared.base` (the diff depends only on the identifiers
  /// of both states and the marks of the new one), otherwise with a diff computed here, against the state the view
  /// shows now. The update sent is the same either way.
  ///
  /// - Throws: `DataSourceError`, as `tryApply(_:animatingDifferences:)`.
  /// - Complexity: O(1) to check the base when the current snapshot shares the base's storage (a copy of it), O(n)
  ///   otherwise; then the commit, without the diff when the prepared one is used.
  @inlinable
  @discardableResult
  public func tryApply(_ prepared: PreparedApply, animatingDifferences: Bool = true) throws(DataSourceError)
    -> DataSourceUpdate
  {
    let specialized = Self.specializedDiffer()
    return try _tryApply(prepared.snapshot, animatingDifferences: animatingDifferences) { current, target in
      current == prepared.base ? prepared.diff : specialized(current, target)
    }
  }
}

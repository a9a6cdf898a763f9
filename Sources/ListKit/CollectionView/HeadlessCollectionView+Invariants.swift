// The headless collection view's invariants: the shared ones (ListViewEngine+Invariants.swift) and its
// supplementary views'. Tests call `checkInvariants()` after every operation.

extension HeadlessCollectionView {
  /// Every broken invariant, described; empty when the view is consistent.
  ///
  /// Checked: the row prefix sums match the counts; the content offset is clamped; cells exist only for visible
  /// rows, know their index path and selection state, and every visible row has one (unless the last realization
  /// failed); pooled views have no index path and are not displayed; the selection is within bounds; row
  /// identities (when tracked) match the counts; supplementary views only for sections in view; per-class
  /// statistics add up.
  ///
  /// - Complexity: O(sections + viewport + pool + selection).
  public func invariantViolations() -> [String] { listInvariantViolations() }

  /// Traps with every broken invariant listed when ``invariantViolations()`` is not empty.
  ///
  /// - Complexity: as ``invariantViolations()``.
  public func checkInvariants() {
    let problems = invariantViolations()
    precondition(problems.isEmpty, "HeadlessCollectionView invariants broken:\n" + problems.joined(separator: "\n"))
  }
}

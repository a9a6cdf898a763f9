// The internal checks of the snapshot types, written once: their consistency checker runs after every mutation in an
// internal-checks build (`LISTKIT_INTERNAL_CHECKS`, set by Package.swift only when the build's environment asks for
// it, as `scripts/test` does) and costs nothing in any other build.

/// A value with a consistency checker that every mutator ends in (`defer { _checkInvariants() }`).
@usableFromInline
internal protocol _InvariantChecked {
  /// Describes every broken internal invariant; empty when the value is consistent.
  func invariantViolations() -> [String]
}

extension _InvariantChecked {
  /// Traps, listing the violations, when `invariantViolations()` is not empty.
  ///
  /// - Complexity: that of `invariantViolations()`.
  internal func checkInvariants() {
    let problems = invariantViolations()
    precondition(problems.isEmpty, "\(Self.self) invariants broken:\n" + problems.joined(separator: "\n"))
  }

  #if LISTKIT_INTERNAL_CHECKS
    /// Internal-checks build: every mutator ends here and traps on the first broken invariant, whatever the caller.
    ///
    /// - Complexity: that of `invariantViolations()`, so these builds are for testing only.
    @usableFromInline @inline(never)
    internal mutating func _checkInvariants() { checkInvariants() }
  #else
    /// Any other build: no check. `mutating` (as every caller is), so that an unoptimized (debug) build of a
    /// dependent calls it on the value in place: a non-mutating call from a mutator's `defer` copied the whole
    /// snapshot (every field retained and released) after each mutation.
    @inlinable @inline(__always)
    internal mutating func _checkInvariants() {}
  #endif
}

/// Whether this build of ListKit runs its internal checks (`LISTKIT_INTERNAL_CHECKS`, set by Package.swift only when
/// the build's environment asks for it, as `scripts/test` does). Tests read it to confirm the checks are on.
#if LISTKIT_INTERNAL_CHECKS
  internal let _listKitInternalChecks = true
#else
  internal let _listKitInternalChecks = false
#endif

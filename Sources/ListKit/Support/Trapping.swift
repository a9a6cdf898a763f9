// The one bridge from a checked (`try…`) operation to its Apple-shaped twin, which traps where Apple raises.

/// Runs the checked form of an operation and traps with the error's message (Apple's exact text) where it throws.
///
/// Every Apple-shaped method that can trap is one line over its checked `try…` method through this helper, so the
/// trapping forms cannot drift from the checked ones:
///
///     public mutating func deleteItems(_ identifiers: [Item]) { _trapping { try tryDeleteItems(identifiers) } }
///
/// - Complexity: that of `body`.
/// The engine's errors (`SnapshotError`, `SectionSnapshotError`, `DataSourceError`, `CollectionViewError`) are
/// `CustomStringConvertible` with the whole message, which `String(describing:)` prints.
@inlinable @inline(__always)
internal func _trapping<Result>(_ body: () throws -> Result) -> Result {
  do { return try body() } catch { preconditionFailure(String(describing: error)) }
}

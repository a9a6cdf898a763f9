// The lazily computed answers to a snapshot's queries, shared by the copies of one value until one of them changes.

import Synchronization

/// Lazily computed query answers of one snapshot value (a class so that non-mutating queries can fill it; a
/// `Mutex` so that concurrent readers of a shared value are safe).
@usableFromInline final class SnapshotQueryCache<Item: Hashable & Sendable>: Sendable {
  @usableFromInline struct State {
    /// Number of `indexOfItem` queries answered since the last mutation.
    var queries = 0
    /// Item → global flattened index, built by the second query after a mutation.
    var positions: [Item: Int]? = nil
  }
  @usableFromInline let state = Mutex(State())
  @usableFromInline init() {}

  /// Forgets every answer.
  @usableFromInline func reset() {
    state.withLock { $0 = State() }
  }
}

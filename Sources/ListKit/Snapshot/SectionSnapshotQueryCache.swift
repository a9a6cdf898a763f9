// The lazily computed answers to a section snapshot's queries, shared by the copies of one value until one of them
// changes.

import Synchronization

/// Lazily computed answers of one section-snapshot value, behind a `Mutex` so that readers of a shared value are
/// safe.
@usableFromInline final class SectionSnapshotQueryCache<Item: Hashable & Sendable>: Sendable {
  @usableFromInline struct State {
    var positions: [Item: Int]? = nil
    var visible: Set<Item>? = nil
  }
  @usableFromInline let state = Mutex(State())
  @usableFromInline init() {}
  @usableFromInline func reset() { state.withLock { $0 = State() } }
  /// Forgets the visible set, keeping the positions.
  @usableFromInline func resetVisible() { state.withLock { $0.visible = nil } }
  /// A new cache with this one's positions and no visible set.
  @usableFromInline func keepingPositions() -> SectionSnapshotQueryCache {
    let copy = SectionSnapshotQueryCache()
    if let positions = state.withLock({ $0.positions }) { copy.state.withLock { $0.positions = positions } }
    return copy
  }
}

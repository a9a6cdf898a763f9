// Where the items appended to a section's list land, as the labels of the leaves that will hold them: what the item
// table records as their hints before the list changes (docs/storage.md, "Per-item hints").

/// Where the items appended to a list go (`_ItemList.appendHints(count:)`), as the item table records their leaf
/// labels: the first `room` items fill the last leaf (`landing`), the rest fill new leaves of `capacity` items
/// labelled `next`, `next + step`, …
@usableFromInline
internal struct _LeafHints: Sendable {
  @usableFromInline internal let landing: UInt64
  @usableFromInline internal let room: Int
  @usableFromInline internal let next: UInt64
  @usableFromInline internal let step: UInt64
  @usableFromInline internal let capacity: Int

  @inlinable
  internal init(landing: UInt64, room: Int, next: UInt64, step: UInt64, capacity: Int) {
    self.landing = landing
    self.room = room
    self.next = next
    self.step = step
    self.capacity = capacity
  }

  /// Whether all of `count` (at least 1) appended items land in leaves labelled 0 (the first leaf of their list),
  /// so that the item table, whose missing hints read as 0, need not record them.
  @inlinable
  internal func stayInFirstLeaf(count: Int) -> Bool {
    let overflow = count &- room
    return (room == 0 || landing == 0) && (overflow <= 0 || (next == 0 && overflow <= capacity))
  }

  /// The label of the appended item at `offset`.
  @inlinable
  internal func hint(at offset: Int) -> UInt64 {
    offset < room ? landing : next &+ step &* UInt64((offset &- room) / capacity)
  }

  /// Appends the labels of `count` appended items to `hints`, leaf by leaf (no division per item).
  @inlinable
  internal func write(count: Int, to hints: inout ContiguousArray<UInt64>) {
    if count == 1 && room > 0 {
      // One item (an app appending rows one by one): no `Repeated` collection, which an unoptimized (debug) build
      // of a dependent appends through generic witnesses, thousands of instructions per call.
      hints.append(landing)
      return
    }
    let first = Swift.min(room, count)
    if first > 0 { hints.append(contentsOf: repeatElement(landing, count: first)) }
    var remaining = count &- first
    var label = next
    while remaining > 0 {
      let run = Swift.min(capacity, remaining)
      hints.append(contentsOf: repeatElement(label, count: run))
      remaining &-= run
      label &+= step
    }
  }
}

// The snapshot's item table against a Dictionary model: seeded random inserts, slot updates and removals, with
// `Int` keys (the mixed hash), `String` keys (`Hashable`) and keys that collide on purpose (long probe runs, the
// backward shift of removals).

import ListKitTestSupport
import Testing

@testable import ListKit

/// A key whose hash keeps only a few bits, so that many keys share a bucket run.
struct CollidingKey: Hashable, CustomStringConvertible {
  var value: Int
  func hash(into hasher: inout Hasher) { hasher.combine(value % 7) }
  var description: String { "k\(value)" }
}

@Suite struct SnapshotItemTableTests {
  func exercise<Key: Hashable>(_ key: (Int) -> Key, seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var table = _ItemTable<Key>()
    var model: [Key: Int] = [:]
    for step in 0..<600 {
      let roll = random.next() % 10
      if roll < 4 {
        let batch = (0..<Int(random.next() % 6)).map { _ in key(Int(random.next() % 200)) }
        let slot = Int(random.next() % 5)
        let expected = Set(batch).count == batch.count && batch.allSatisfy { model[$0] == nil }
        let before = table
        #expect(table.insertNew(batch, slot: slot) == expected, "step \(step)")
        if expected {
          for k in batch { model[k] = slot }
        } else {
          #expect(table.items == before.items && table.slots == before.slots, "failed insert changed the table")
        }
      } else if roll < 6 {
        let k = key(Int(random.next() % 200))
        let slot = Int(random.next() % 5)
        table.setSlot(slot, for: k)
        model[k] = slot
      } else {
        let k = key(Int(random.next() % 200))
        let original = table
        let removed = model.removeValue(forKey: k)
        #expect(table.remove(k) == removed, "step \(step)")
        #expect(original.count == table.count + (removed == nil ? 0 : 1), "the copy is independent")
        #expect(original.invariantViolations() == [])
      }
      #expect(table.invariantViolations() == [], "step \(step)")
      #expect(table.count == model.count)
      for (k, slot) in model { #expect(table.slot(of: k) == slot) }
      for probe in 0..<20 where model[key(probe)] == nil { #expect(!table.contains(key(probe))) }
    }
  }

  @Test(arguments: [1, 2, 3] as [UInt64]) func intKeys(seed: UInt64) { exercise({ $0 }, seed: seed) }
  @Test(arguments: [1, 2] as [UInt64]) func stringKeys(seed: UInt64) { exercise({ "item \($0)" }, seed: seed) }
  @Test(arguments: [1, 2] as [UInt64]) func collidingKeys(seed: UInt64) { exercise(CollidingKey.init, seed: seed) }

  @Test func duplicatesAreReportedInOrderOfSecondOccurrence() {
    #expect(TestSnapshot._duplicates(in: [1, 2, 3]) == [])
    #expect(TestSnapshot._duplicates(in: [1, 2, 1, 3, 2, 1]) == [1, 2])
    #expect(TestSnapshot._duplicates(in: ["a", "b", "b", "a"]) == ["b", "a"])
  }
}

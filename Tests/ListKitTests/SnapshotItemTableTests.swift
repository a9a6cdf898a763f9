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

  /// A bulk removal that leaves at most 1/8 of the index full rebuilds it small (issue 20: an emptied outline kept
  /// 16,384 buckets, and every later edit copied them); the items left keep their slots and hints, and the table
  /// grows back as before.
  @Test func aBulkRemovalThatLeavesFewItemsShrinksTheIndex() {
    var table = _ItemTable<Int>()
    let hints = _LeafHints(landing: 7, room: 0, next: 1 << 32, step: 1 << 32, capacity: 256)
    let inserted = table.insertNew(Array(0..<10_000), slot: 2, hints: hints)
    #expect(inserted)
    #expect(table.buckets.count == 16_384)
    // 2,000 left: at most 1/8 full, rebuilt at most 3/8 full.
    guard let (indices, marks) = table.indicesOfUniquePresent(Array(2_000..<10_000)) else {
      Issue.record("the items to remove are in the table")
      return
    }
    table.removeMarked(marks, removedCount: indices.count)
    #expect(table.buckets.count == 8_192 && table.count == 2_000)
    #expect(table.invariantViolations() == [])
    for item in [0, 255, 256, 1_999] {
      #expect(table.location(of: item)! == (2, hints.hint(at: item)), "item \(item)")
    }
    #expect(!table.contains(2_000))
    // More than 1/8 left: the capacity stays.
    let (some, someMarks) = table.indicesOfUniquePresent(Array(0..<100))!
    table.removeMarked(someMarks, removedCount: some.count)
    #expect(table.buckets.count == 8_192 && table.count == 1_900)
    // All but one removed: 16 buckets.
    let (most, mostMarks) = table.indicesOfUniquePresent(Array(101..<2_000))!
    table.removeMarked(mostMarks, removedCount: most.count)
    #expect(table.buckets.count == 16 && table.items == [100] && table.location(of: 100)! == (2, 1 << 32))
    #expect(table.invariantViolations() == [])
    let insertedAgain = table.insertNew(Array(20_000..<30_000), slot: 1, hints: hints)
    #expect(insertedAgain)
    #expect(table.buckets.count == 16_384 && table.count == 10_001 && table.invariantViolations() == [])
    #expect(table.location(of: 29_999)! == (1, hints.hint(at: 9_999)) && table.slot(of: 100) == 2)
  }

  /// Hints all 0 (pages that land in the first leaf of an empty list) start no hints array; the first non-zero hint
  /// starts it with zeros for the items before and the items' room, so that the two arrays grow in step (issue 20:
  /// started at its used size, it doubled on its own schedule and ended a quarter larger than the items).
  @Test func hintsStartAtTheFirstNonZeroHintWithTheItemsRoom() {
    var table = _ItemTable<Int>()
    let firstLeaf = _LeafHints(landing: 0, room: 0, next: 0, step: 1 << 32, capacity: 512)
    for page in 0..<5 {
      let landing = _LeafHints(landing: 0, room: 512 - page * 100, next: 1 << 32, step: 1 << 32, capacity: 512)
      let inserted = table.insertNew(
        Array(page * 100..<page * 100 + 100), slot: 0, hints: page == 0 ? firstLeaf : landing)
      #expect(inserted)
    }
    table.setSlot(1, for: 3, hint: 0)
    table.setHint(0, for: 4)
    #expect(table.hints.isEmpty && table.count == 500)
    let crossing = _LeafHints(landing: 0, room: 12, next: 1 << 32, step: 1 << 32, capacity: 512)
    let crossed = table.insertNew(Array(500..<600), slot: 0, hints: crossing)
    #expect(crossed)
    // The first run of non-zero hints is kept as its labels until an edit must write one.
    #expect(table.hints.isEmpty && table.lazyHints != nil)
    #expect(table.location(of: 511)!.hint == 0 && table.location(of: 512)!.hint == 1 << 32)
    table.setHint(1 << 32, for: 599)
    #expect(table.lazyHints == nil)
    #expect(table.hints.count == 600 && table.hints.capacity == table.items.capacity)
    #expect(table.location(of: 511)!.hint == 0 && table.location(of: 512)!.hint == 1 << 32)
    #expect(table.location(of: 3)! == (1, 0) && table.invariantViolations() == [])
  }

  /// The hints a run kept as its labels (`lazyHints`) read as if written, through every edit that writes a hint or
  /// moves an entry: removals inside, at the end of and outside the run, bulk removals, hint and slot writes, more
  /// pages (issue 20, build-10k).
  @Test func lazyHintsReadAsWrittenThroughEveryEdit() {
    var rng = SplitMix64(seed: 0x1A2E)
    for round in 0..<40 {
      var table = _ItemTable<Int>()
      var model: [Int: (slot: Int, hint: UInt64)] = [:]
      var next = 0
      func addPage(_ count: Int, slot: Int, room: Int, landing: UInt64) {
        let leaf = _LeafHints(landing: landing, room: room, next: landing &+ (1 << 32), step: 1 << 32, capacity: 16)
        let page = Array(next..<next + count)
        next += count
        let inserted = table.insertNew(page, slot: slot, hints: leaf)
        #expect(inserted)
        for (offset, item) in page.enumerated() { model[item] = (slot, leaf.hint(at: offset)) }
      }
      addPage(Int(rng.next() % 8), slot: 0, room: 16, landing: 0)
      addPage(20 + Int(rng.next() % 60), slot: 1, room: Int(rng.next() % 4), landing: 0)
      #expect(table.hints.isEmpty && table.lazyHints != nil, "round \(round): no run kept lazily")
      for step in 0..<12 {
        let items = Array(model.keys).sorted()
        switch rng.next() % 6 {
        case 0 where !items.isEmpty:
          let item = items[Int(rng.next() % UInt64(items.count))]
          let removed = table.removeLocated(item)
          #expect(removed.map { $0 == model[item]! } == true)
          model[item] = nil
        case 1 where !items.isEmpty:
          let item = items[items.count - 1]
          let removed = table.removeLocated(item)
          #expect(removed.map { $0 == model[item]! } == true)
          model[item] = nil
        case 2 where items.count > 4:
          let gone = Array(items.shuffled(using: &rng).prefix(Int(rng.next() % 4) + 1))
          let (_, marks) = table.indicesOfUniquePresent(gone)!
          table.removeMarked(marks, removedCount: gone.count)
          for item in gone { model[item] = nil }
        case 3 where !items.isEmpty:
          let item = items[Int(rng.next() % UInt64(items.count))]
          let hint = rng.next() % 3 == 0 ? 0 : UInt64(rng.next() % 5) << 32
          table.setHint(hint, for: item)
          model[item]!.hint = hint
        case 4 where !items.isEmpty:
          let item = items[Int(rng.next() % UInt64(items.count))]
          let hint: UInt64? = rng.next() % 2 == 0 ? nil : 0
          table.setSlot(2, for: item, hint: hint)
          model[item]!.slot = 2
          if let hint { model[item]!.hint = hint }
        default:
          addPage(Int(rng.next() % 40) + 1, slot: 3, room: Int(rng.next() % 3), landing: 7 << 32)
        }
        #expect(table.invariantViolations() == [], "round \(round), step \(step)")
        #expect(table.count == model.count)
        for (item, expected) in model {
          let found = table.location(of: item)
          #expect(
            found?.slot == expected.slot && found?.hint == expected.hint, "round \(round), step \(step), item \(item)")
        }
      }
    }
  }

  @Test func duplicatesAreReportedInOrderOfSecondOccurrence() {
    #expect(TestSnapshot._duplicates(in: [1, 2, 3]) == [])
    #expect(TestSnapshot._duplicates(in: [1, 2, 1, 3, 2, 1]) == [1, 2])
    #expect(TestSnapshot._duplicates(in: ["a", "b", "b", "a"]) == ["b", "a"])
  }
}

// The inline item storage of the B-tree's leaves (`_ItemNode`, one allocation per leaf): random edits of lists of
// items that own heap memory, on copies that share leaves, against a model; every item released exactly once; a
// shared leaf copied on write, its neighbours still shared; leaves sized as built and grown.

import ListKitTestSupport
import Synchronization
import Testing

@testable import ListKit

/// Counts the items alive: each `Tracked` holds one token, made and released with it.
private final class LiveCount: Sendable {
  let value = Atomic<Int>(0)
}

private final class Token: Sendable {
  let count: LiveCount
  init(_ count: LiveCount) {
    self.count = count
    count.value.add(1, ordering: .relaxed)
  }
  deinit { count.value.subtract(1, ordering: .relaxed) }
}

/// An item that owns heap memory (a long string and a token), equal by its number.
private struct Tracked: Hashable, Sendable {
  let id: Int
  let name: String
  let token: Token

  init(_ id: Int, _ count: LiveCount) {
    self.id = id
    self.name = "item number \(id), long enough to live on the heap"
    self.token = Token(count)
  }

  static func == (a: Tracked, b: Tracked) -> Bool { a.id == b.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

@Suite("Item node storage: one allocation per leaf")
struct ItemNodeStorageTests {
  @Test func randomEditsOfSharedListsOfHeapItemsMatchTheModelAndReleaseEveryItem() {
    let live = LiveCount()
    do {
      var random = SplitMix64(seed: 20)
      var list = _ItemList<Tracked>()
      var model: [Int] = []
      var history: [(list: _ItemList<Tracked>, model: [Int])] = []
      var next = 0
      func make(_ count: Int) -> [Tracked] {
        defer { next += count }
        return (next..<next + count).map { Tracked($0, live) }
      }
      for step in 0..<600 {
        let sizes = [1, 1, 2, 5, 40, 300]
        switch Int.random(in: 0..<6, using: &random) {
        case 0:
          let items = make(sizes.randomElement(using: &random)!)
          list.append(contentsOf: items)
          model += items.map(\.id)
        case 1:
          let items = make(sizes.randomElement(using: &random)!)
          let index = Int.random(in: 0...model.count, using: &random)
          list.insert(contentsOf: items, at: index)
          model.insert(contentsOf: items.map(\.id), at: index)
        case 2 where !model.isEmpty:
          let index = Int.random(in: 0..<model.count, using: &random)
          #expect(list.remove(at: index).id == model.remove(at: index))
        case 3 where !model.isEmpty:
          let modulus = Int.random(in: 2...7, using: &random)
          let residue = Int.random(in: 0..<modulus, using: &random)
          list.removeAll { $0.id % modulus == residue }
          model.removeAll { $0 % modulus == residue }
        case 4:
          history.append((list, model))
          if history.count > 8 { history.remove(at: Int.random(in: 0..<history.count, using: &random)) }
        default:
          if let old = history.randomElement(using: &random), Bool.random(using: &random) {
            (list, model) = old
          } else {
            let items = make(Int.random(in: 0..<700, using: &random))
            list = _ItemList(items)
            model = items.map(\.id)
          }
        }
        #expect(list.map(\.id) == model, "step \(step)")
        #expect(list.invariantViolations() == [], "step \(step)")
      }
      for old in history {
        #expect(old.list.map(\.id) == old.model)
        #expect(old.list.elements.map(\.id) == old.model)
        #expect(old.list.invariantViolations() == [])
      }
      #expect(live.value.load(ordering: .relaxed) > 0)
    }
    #expect(live.value.load(ordering: .relaxed) == 0)
  }

  @Test func anEditOfALeafSharedByTwoSnapshotsCopiesThatLeafOnly() {
    var first = TestSnapshot()
    first.appendSections(["a"])
    first.appendItems(Array(0..<2_000))
    let leaves = { (snapshot: TestSnapshot) -> [ObjectIdentifier] in
      var identities: [ObjectIdentifier] = []
      snapshot._sections[0].forEachLeafNode { identities.append(ObjectIdentifier($0)) }
      return identities
    }
    let before = leaves(first)
    var second = first
    second.deleteItems([1_000])
    second.insertItems([-1], beforeItem: 1_001)
    #expect(first.itemIdentifiers == Array(0..<2_000))
    #expect(second.itemIdentifiers == Array(0..<1_000) + [-1] + Array(1_001..<2_000))
    let after = leaves(second)
    #expect(leaves(first) == before && after.count == before.count)
    let changed = zip(before, after).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
    #expect(changed == [1_000 / _ItemList<Int>.leafCapacity])
    #expect(first.invariantViolations() == [] && second.invariantViolations() == [])
  }

  @Test func anAppendPastAPartlyFilledLastLeafFillsItAndContinuesInNewLeaves() {
    let capacity = _ItemList<Tracked>.leafCapacity
    let live = LiveCount()
    do {
      // Shared (the old version keeps its last leaf) and unique; pages that end in the leaf's last slot, one past
      // it, and several leaves past it.
      for shared in [true, false] {
        for (kept, page) in [(capacity / 2, capacity - capacity / 2), (capacity / 2, capacity), (3, 2 * capacity + 7)] {
          let items = (0..<(capacity + kept)).map { Tracked($0, live) }
          var list = _ItemList(items)
          let old = shared ? list : _ItemList()
          let appended = (0..<page).map { Tracked(-1 - $0, live) }
          list.append(contentsOf: appended)
          let context = "shared \(shared), kept \(kept), page \(page)"
          #expect(list.map(\.id) == items.map(\.id) + appended.map(\.id), "\(context)")
          #expect(list.invariantViolations() == [], "\(context)")
          var counts: [Int] = []
          list.forEachLeafNode { counts.append($0.count) }
          // The first leaf as built, the last one filled up, then full new leaves, the last holding the rest.
          var expected = [capacity, min(kept + page, capacity)]
          var rest = kept + page - capacity
          while rest > 0 {
            expected.append(min(rest, capacity))
            rest -= capacity
          }
          #expect(counts == expected, "\(context)")
          if shared {
            #expect(old.map(\.id) == items.map(\.id) && old.invariantViolations() == [], "\(context)")
          }
        }
      }
    }
    #expect(live.value.load(ordering: .relaxed) == 0)
  }

  @Test func leavesAreBuiltAtTheirSizeAndGrowGeometricallyUpToTheirCapacity() {
    let capacity = _ItemList<Int>.leafCapacity
    let built = _ItemList(0..<(capacity * 3 + 5))
    var rooms: [Int] = []
    built.forEachLeafNode { rooms.append($0.room) }
    #expect(rooms == [capacity, capacity, capacity, 5])
    var grown = _ItemList<Int>()
    var roomsSeen: Set<Int> = []
    for item in 0..<capacity {
      grown.append(contentsOf: CollectionOfOne(item))
      roomsSeen.insert(grown.root!.room)
    }
    #expect(grown.elements == ContiguousArray(0..<capacity) && grown.invariantViolations() == [])
    // Doubling from one item: one buffer per power of two, not one per append.
    #expect(roomsSeen.count <= capacity.bitWidth - capacity.leadingZeroBitCount + 1)
    #expect(grown.root!.room == capacity)
  }
}

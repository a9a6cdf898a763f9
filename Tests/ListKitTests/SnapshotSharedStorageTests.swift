// Snapshots that share storage: a model-based test of random edits on copies that share chunks and the versioned
// item table (editing one copy leaves every other copy as it was, invariants after every step), and the diff of
// derived snapshots against the diff of the same snapshots rebuilt from scratch.

import ListKitTestSupport
import Testing

@testable import ListKit

/// A snapshot's contents as plain arrays (the model).
private struct Model: Equatable {
  var sections: [String] = []
  var items: [[Int]] = []

  init(_ snapshot: TestSnapshot) {
    sections = snapshot.sectionIdentifiers
    items = sections.map { snapshot.itemIdentifiers(inSection: $0) }
  }

  /// The same contents built from scratch (no storage shared with anything).
  func rebuilt() -> TestSnapshot {
    var snapshot = TestSnapshot()
    snapshot.appendSections(sections)
    for (section, items) in zip(sections, items) { snapshot.appendItems(items, toSection: section) }
    return snapshot
  }
}

/// One random edit through the checked API (failures are fine: they must leave the value untouched).
private func randomEdit(_ snapshot: inout TestSnapshot, _ random: inout SplitMix64, next: inout Int) {
  let items = snapshot.itemIdentifiers
  func anyItem() -> Int { items.isEmpty ? 0 : items[Int(random.next() % UInt64(items.count))] }
  switch random.next() % 9 {
  case 0, 1:
    let count = Int(random.next() % 400) + 1
    _ = try? snapshot.tryAppendItems(Array(next..<(next + count)))
    next += count
  case 2:
    _ = try? snapshot.tryInsertItems([next, next + 1], beforeItem: anyItem())
    next += 2
  case 3:
    try? snapshot.tryDeleteItems([anyItem()])
  case 4:
    let picked = Set((0..<Int(random.next() % 40)).map { _ in anyItem() })
    try? snapshot.tryDeleteItems(Array(picked))
  case 5:
    try? snapshot.tryMoveItem(anyItem(), afterItem: anyItem())
  case 6:
    _ = try? snapshot.tryAppendItems([anyItem()])  // an existing item moves to the end
  case 7:
    if snapshot.numberOfSections < 4 || random.next() % 2 == 0 {
      try? snapshot.tryAppendSections(["s\(next)"])
      next += 1
    } else if let section = snapshot.sectionIdentifier(at: Int(random.next() % UInt64(snapshot.numberOfSections))) {
      try? snapshot.tryDeleteSections([section])
    }
  default:
    try? snapshot.tryReconfigureItems([anyItem()])
  }
}

/// Sections "a" and "b" holding `a` and `b`.
private func twoSections(_ a: Range<Int>, _ b: Range<Int>) -> TestSnapshot {
  var snapshot = TestSnapshot()
  snapshot.appendSections(["a", "b"])
  snapshot.appendItems(Array(a), toSection: "a")
  snapshot.appendItems(Array(b), toSection: "b")
  return snapshot
}

/// Checks the position of every item as the edits find it (the item table's slot and leaf hint, then the leaf the
/// hint leads to or the scan) against its index in its section; with `everyHintHolds`, also that no lookup needed
/// the scan.
private func checkPositions(_ snapshot: TestSnapshot, _ context: String, everyHintHolds: Bool = false) {
  for (index, section) in snapshot.sectionIdentifiers.enumerated() {
    let list = snapshot._sections[index]
    for (position, item) in snapshot.itemIdentifiers(inSection: section).enumerated() {
      guard let (slot, hint) = snapshot._itemSlots.location(of: item), snapshot._slotSections[slot] == index else {
        Issue.record("\(context): \(item) is not in section \(section) for the table")
        continue
      }
      if snapshot._position(of: item, inSection: index, hint: hint, unique: true) != position {
        Issue.record("\(context): \(item) not found at \(position) of \(section)")
      }
      if everyHintHolds && list.hintedIndex(of: item, hint: hint) != position {
        Issue.record("\(context): the hint of \(item) does not lead to it")
      }
    }
  }
}

@Suite struct SnapshotSharedStorageTests {
  @Test(arguments: [1, 2, 3] as [UInt64]) func editingACopyLeavesTheOthersAsTheyWere(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var next = 1
    var start = TestSnapshot()
    start.appendSections(["a", "b"])
    start.appendItems(Array(1_000..<2_000), toSection: "a")
    var copies: [TestSnapshot] = [start]
    var models: [Model] = [Model(start)]
    for step in 0..<50 {
      // Derive from a random copy (sharing its storage), edit the derived one or an old one.
      let source = Int(random.next() % UInt64(copies.count))
      var derived = copies[source]
      randomEdit(&derived, &random, next: &next)
      copies.append(derived)
      models.append(Model(derived))
      if random.next() % 3 == 0 {
        let old = Int(random.next() % UInt64(copies.count))
        randomEdit(&copies[old], &random, next: &next)
        models[old] = Model(copies[old])
      }
      if copies.count > 6 {
        copies.removeFirst()
        models.removeFirst()
      }
      // Every copy is checked every fifth step and at the end (a copy that changed stays changed), the new ones at
      // every step: checking all of them at every step made this the slowest test under the thread sanitizer.
      let checked = step % 5 == 4 || step == 59 ? 0 : copies.count - min(copies.count, 2)
      for (copy, model) in zip(copies[checked...], models[checked...]) {
        #expect(copy.invariantViolations() == [], "step \(step)")
        #expect(Model(copy) == model, "step \(step): a copy changed")
        #expect(copy == model.rebuilt(), "step \(step)")
        for section in model.sections.prefix(2) {
          for item in model.items[model.sections.firstIndex(of: section)!].prefix(3) {
            #expect(copy.sectionIdentifier(containingItem: item) == section)
          }
        }
      }
    }
  }

  @Test(arguments: [4, 5, 6] as [UInt64]) func diffOfDerivedSnapshotsEqualsTheDiffOfRebuiltOnes(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var next = 100_000
    var base = TestSnapshot()
    base.appendSections(["a", "b", "c"])
    base.appendItems(Array(0..<2_000), toSection: "a")
    base.appendItems(Array(5_000..<5_300), toSection: "b")
    for step in 0..<25 {
      var derived = base
      for _ in 0..<Int(random.next() % 3 + 1) { randomEdit(&derived, &random, next: &next) }
      let shared = SectionedDiff.batchUpdate(from: base, to: derived)
      let rebuiltOld = Model(base).rebuilt()
      var rebuiltNew = Model(derived).rebuilt()
      for item in derived.reconfiguredItemIdentifiers where rebuiltNew.contains(item) {
        rebuiltNew.reconfigureItems([item])
      }
      rebuiltNew._reconfiguredItems = derived._reconfiguredItems
      #expect(shared == SectionedDiff.batchUpdate(from: rebuiltOld, to: rebuiltNew), "step \(step)")
      #expect(derived == rebuiltNew && base == rebuiltOld)
      base = derived
      base._reconfiguredItems = []
    }
  }

  @Test func appendToACopySharesTheUntouchedChunks() {
    var old = TestSnapshot()
    old.appendSections(["a"])
    old.appendItems(Array(0..<100_000))
    var new = old
    new.appendItems(Array(100_000..<100_100))
    var shared = 0
    var oldLeaves: Set<ObjectIdentifier> = []
    old._sections[0].forEachLeafNode { oldLeaves.insert(ObjectIdentifier($0)) }
    new._sections[0].forEachLeafNode { if oldLeaves.contains(ObjectIdentifier($0)) { shared += 1 } }
    #expect(shared >= oldLeaves.count - 1)
    #expect(old.numberOfItems == 100_000 && !old.contains(100_000) && new.contains(100_050))
    #expect(SectionedDiff.batchUpdate(from: old, to: new).insertedItems.count == 100)
  }

  @Test func aBatchLargerThanTheTableTakesATableOfItsOwnInsteadOfLogging() {
    var old = TestSnapshot()
    old.appendSections(["a"])
    old.appendItems([-1])
    var new = old
    new.appendItems(Array(0..<10_000))
    #expect(new._itemSlots.storage !== old._itemSlots.storage)
    #expect(old._itemSlots.storage?.changes.isEmpty == true)
    #expect(old.numberOfItems == 1 && old.contains(-1) && !old.contains(0))
    #expect(new.numberOfItems == 10_001 && new.contains(-1) && new.contains(9_999))
    #expect(SectionedDiff.batchUpdate(from: old, to: new).insertedItems.count == 10_000)
    // A small batch still shares the table and logs.
    var next = new
    next.appendItems(Array(10_000..<10_100))
    #expect(next._itemSlots.storage === new._itemSlots.storage)
    #expect(!new.contains(10_000) && next.contains(10_099))
  }

  /// An outline's expand and collapse as the data source applies them (issue 20, outline-expand-10k): the shared
  /// table loses all but one item (logged, the log sized once for the batch; the index rebuilt small), then takes the
  /// children back. Every version keeps its items and every item its position and hint, round after round.
  @Test func collapsingAndExpandingAgainKeepsEveryVersionAndHint() {
    var collapsed = TestSnapshot()
    collapsed.appendSections(["main"])
    collapsed.appendItems([-1])
    var expanded = collapsed
    expanded.appendItems(Array(0..<10_000))
    for round in 0..<3 {
      var next = expanded
      next.deleteItems(Array(0..<10_000))
      let table = next._itemSlots.storage!.locked { next._itemSlots.storage!.table }
      #expect(table.buckets.count == 16, "round \(round): 1 item left in \(table.buckets.count) buckets")
      #expect(next._itemSlots.invariantViolations() == [], "round \(round)")
      #expect(next.itemIdentifiers == [-1] && expanded.numberOfItems == 10_001 && expanded.contains(9_999))
      checkPositions(expanded, "round \(round), the expanded version after the collapse")
      checkPositions(next, "round \(round), collapsed")
      var again = next
      again.appendItems(Array(0..<10_000))
      #expect(again._itemSlots.invariantViolations() == [], "round \(round)")
      #expect(again.itemIdentifiers == [-1] + Array(0..<10_000) && next.numberOfItems == 1)
      checkPositions(again, "round \(round), expanded again", everyHintHolds: true)
      #expect(again.indexOfItem(5_000) == 5_001 && expanded.indexOfItem(5_000) == 5_001)
      expanded = again
    }
  }

  @Test func editingAnOlderVersionForksAnOverlayNotACopy() {
    var older = TestSnapshot()
    older.appendSections(["a", "b"])
    older.appendItems(Array(0..<10_000), toSection: "a")
    older.appendItems(Array(20_000..<20_010), toSection: "b")
    var newer = older
    newer.deleteItems([9_999])  // the tip moves on: `older` is an older version
    var fork = older
    fork.appendItems(Array(10_000..<10_100), toSection: "b")
    let base = older._itemSlots.storage
    #expect(fork._itemSlots.storage?.base === base)
    #expect(fork._itemSlots.storage?.table.count == 100)
    #expect(fork.numberOfItems == 10_110 && fork.contains(9_999) && fork.contains(10_050))
    #expect(fork.sectionIdentifier(containingItem: 5) == "a" && fork.sectionIdentifier(containingItem: 10_000) == "b")
    #expect(!older.contains(10_000) && older.contains(9_999) && !newer.contains(9_999) && !newer.contains(10_000))
    // Edits of the fork: a move across sections, a delete, a re-add; the others keep theirs.
    fork.moveItem(3, afterItem: 20_000)
    fork.deleteItems([4, 10_099])
    fork.appendItems([4], toSection: "b")
    #expect(fork.sectionIdentifier(containingItem: 3) == "b" && fork.sectionIdentifier(containingItem: 4) == "b")
    #expect(!fork.contains(10_099) && fork.numberOfItems == 10_109)
    #expect(older.sectionIdentifier(containingItem: 3) == "a" && newer.sectionIdentifier(containingItem: 4) == "a")
    // A fork of the fork at an older version of it shares the same base.
    var cousin = fork
    fork.appendItems([-1])
    cousin.appendItems([-2])
    #expect(cousin._itemSlots.storage?.base === base)
    #expect(cousin.contains(-2) && !cousin.contains(-1) && fork.contains(-1) && !fork.contains(-2))
    for snapshot in [older, newer, fork, cousin] {
      #expect(snapshot.invariantViolations() == [])
      #expect(snapshot == Model(snapshot).rebuilt())
    }
    // A bulk removal flattens the overlay (the others keep reading their versions).
    cousin.deleteItems(Array(0..<5_000))
    #expect(cousin._itemSlots.storage?.base == nil && cousin.numberOfItems == 5_110)
    #expect(cousin.invariantViolations() == [] && fork.invariantViolations() == [] && fork.contains(0))
  }

  @Test(arguments: [7, 8, 9] as [UInt64]) func editsOfOlderVersionsAndTheirForksKeepEveryVersion(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var next = 100_000
    let start = twoSections(0..<3_000, 5_000..<5_500)
    var copies: [TestSnapshot] = [start]
    var models: [Model] = [Model(start)]
    var overlays = 0
    let steps = scaledRounds(30)  // LISTKIT_TEST_SCALE=2: the 60 steps of before
    for step in 0..<steps {
      // Always derive from an older copy (not the last one), often twice from the same one.
      let source = Int(random.next() % UInt64(copies.count))
      for _ in 0..<Int(random.next() % 2 + 1) {
        var derived = copies[source]
        for _ in 0..<Int(random.next() % 3 + 1) { randomEdit(&derived, &random, next: &next) }
        if derived._itemSlots.storage?.base != nil { overlays += 1 }
        copies.append(derived)
        models.append(Model(derived))
      }
      if copies.count > 10 {
        let dropped = Int(random.next() % UInt64(copies.count))
        copies.remove(at: dropped)
        models.remove(at: dropped)
      }
      // Every copy is checked every fifth step and at the end (a copy that changed stays changed), the new ones at
      // every step: checking all of them at every step made this the slowest test under the thread sanitizer.
      let checked = step % 5 == 4 || step == steps - 1 ? 0 : copies.count - min(copies.count, 2)
      for (copy, model) in zip(copies[checked...], models[checked...]) {
        #expect(copy.invariantViolations() == [], "step \(step)")
        #expect(Model(copy) == model, "step \(step): a copy changed")
        for (section, items) in zip(model.sections, model.items) {
          for item in items.prefix(2) + items.suffix(2) where copy.sectionIdentifier(containingItem: item) != section {
            Issue.record("step \(step): \(item) not found in \(section)")
          }
        }
      }
    }
    #expect(overlays >= steps / 6, "only \(overlays) edits made an overlay")
  }

  @Test func aHistoryOfAppendedPagesHoldsOneTableAndNoLog() {
    var history: [TestSnapshot] = []
    var current = TestSnapshot()
    current.appendSections(["a"])
    current.appendItems(Array(0..<1_000))
    for page in 1...50 {
      history.append(current)
      current.appendItems(Array(page * 1_000..<page * 1_000 + 100))
    }
    #expect(current._itemSlots.storage === history[0]._itemSlots.storage)
    #expect(current._itemSlots.storage?.changes.isEmpty == true)
    for (page, old) in history.enumerated() {
      #expect(old.numberOfItems == 1_000 + page * 100)
      #expect(old.contains(999) && !old.contains((page + 1) * 1_000) && old.invariantViolations() == [])
      if page > 0 { #expect(old.contains(page * 1_000 + 99)) }
    }
    // A later change of an item added unlogged logs its addition first: the older versions still lack it.
    current.moveItem(10_050, afterItem: 0)
    current.deleteItems([20_000])
    #expect(!history[5].contains(10_050) && history[10].contains(10_050) && history[20].contains(20_000))
    #expect(current.sectionIdentifier(containingItem: 10_050) == "a" && !current.contains(20_000))
    // Shared leaves are copied at their size: every version's last leaf is full to its capacity.
    for old in history {
      old._sections[0].forEachLeafNode { leaf in #expect(leaf.room == leaf.count) }
    }
  }

  @Test func aPageThatAddsBackItemsTheLogHoldsKeepsEveryVersion() {
    var current = TestSnapshot()
    current.appendSections(["a"])
    current.appendItems(Array(0..<1_000))
    let whole = current
    current.deleteItems([5, 6, 7])  // logged: `whole` shares the storage
    let deleted = current
    current.appendItems([3_000, 3_001])  // a page of new items while the log holds others
    let paged = current
    current.appendItems([5, 2_000, 6, 2_001])  // two of them removed before: logged again, the others born
    #expect(current._itemSlots.storage === whole._itemSlots.storage)
    #expect(current._itemSlots.storage?.changes.isEmpty == false)
    #expect(whole.contains(5) && whole.contains(7) && !whole.contains(2_000) && !whole.contains(3_000))
    #expect(!deleted.contains(5) && !deleted.contains(6) && !deleted.contains(3_000) && deleted.numberOfItems == 997)
    #expect(paged.contains(3_001) && !paged.contains(5) && !paged.contains(2_000) && paged.numberOfItems == 999)
    #expect(current.contains(5) && current.contains(6) && !current.contains(7) && current.contains(2_001))
    #expect(current.itemIdentifiers.suffix(6) == [3_000, 3_001, 5, 2_000, 6, 2_001])
    for version in [whole, deleted, paged, current] {
      #expect(version.invariantViolations() == [])
      #expect(version == Model(version).rebuilt())
    }
    // The versions diff as if rebuilt.
    #expect(
      SectionedDiff.batchUpdate(from: deleted, to: current)
        == SectionedDiff.batchUpdate(from: Model(deleted).rebuilt(), to: Model(current).rebuilt()))
  }

  @Test func droppingTheNewerVersionsRollsBackTheirUnloggedItems() {
    var older = TestSnapshot()
    older.appendSections(["a"])
    older.appendItems(Array(0..<2_000))
    do {
      var newer = older
      newer.appendItems(Array(2_000..<2_100))
      newer.appendItems([-5])
      #expect(newer.numberOfItems == 2_101)
    }
    // `older` holds the storage alone again: editing it rolls the table back first.
    older.appendItems([2_050])
    #expect(older.numberOfItems == 2_001 && older.contains(2_050) && !older.contains(2_000) && !older.contains(-5))
    #expect(older.invariantViolations() == [])
    var fork = older
    fork.appendItems([7_000])
    var other = older
    other.appendItems([8_000])  // a fork of an older version: reads the unlogged additions through its base
    #expect(!other.contains(7_000) && other.contains(8_000) && fork.contains(7_000) && !fork.contains(8_000))
    #expect(other.invariantViolations() == [] && fork.invariantViolations() == [])
  }

  @Test(arguments: [10, 11, 12] as [UInt64]) func positionsFollowEditsOfEveryVersionAndFork(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var next = 100_000
    let start = twoSections(0..<1_000, 5_000..<5_200)
    var copies: [TestSnapshot] = [start]
    for step in 0..<40 {
      // Derive from any copy, the newest or an older one (a fork), and edit it a few times.
      var derived = copies[Int(random.next() % UInt64(copies.count))]
      for _ in 0..<Int(random.next() % 3 + 1) { randomEdit(&derived, &random, next: &next) }
      checkPositions(derived, "step \(step)")
      let flat = derived.itemIdentifiers
      for _ in 0..<3 where !flat.isEmpty {
        let position = Int(random.next() % UInt64(flat.count))
        #expect(derived.indexOfItem(flat[position]) == position, "step \(step)")
      }
      copies.append(derived)
      if copies.count > 8 { copies.remove(at: Int(random.next() % UInt64(copies.count))) }
    }
    for (index, copy) in copies.enumerated() { checkPositions(copy, "copy \(index) at the end") }
  }

  @Test(arguments: [13, 14] as [UInt64]) func everyHintLeadsToItsLeafWhenTheNewestVersionIsEdited(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var next = 100_000
    var current = TestSnapshot()
    current.appendSections(["a", "b"])
    current.appendItems(Array(0..<1_000), toSection: "a")
    var history: [TestSnapshot] = []
    for step in 0..<50 {
      // Half the steps edit a value nobody else holds, half a copy of the newest version the history shares.
      if step % 2 == 0 {
        history.append(current)
        if history.count > 5 { history.removeFirst() }
      } else {
        history.removeAll()
      }
      randomEdit(&current, &random, next: &next)
      checkPositions(current, "step \(step)", everyHintHolds: true)
    }
  }

  @Test func prependedPagesExhaustTheLabelsBetweenTwoLeavesAndAreStillFound() {
    var snapshot = TestSnapshot()
    snapshot.appendSections(["a"])
    snapshot.appendItems(Array(0..<1_000))
    // Each page splits the first leaf (a page is more than half a leaf, so the half the split leaves overflows
    // again) and labels the new leaves between it and the second: after about 48 pages there is no label left
    // between them, and new leaves share their left neighbour's.
    let pageSize = _ItemList<Int>.leafCapacity / 2 + 50
    for page in 1...60 {
      let first = snapshot.itemIdentifiers[0]
      snapshot.insertItems(Array(page * 1_000..<page * 1_000 + pageSize), beforeItem: first)
    }
    #expect(snapshot.invariantViolations() == [])
    var labels: [UInt64] = []
    snapshot._sections[0].forEachLeafNode { labels.append($0.label) }
    #expect(Set(labels).count < labels.count, "the labels never ran out: the test does not reach its case")
    let items = snapshot.itemIdentifiers
    for position in stride(from: 0, to: items.count, by: 7) {
      let (_, hint) = snapshot._itemSlots.location(of: items[position])!
      #expect(snapshot._position(of: items[position], inSection: 0, hint: hint, unique: true) == position)
    }
    for position in stride(from: 0, to: items.count, by: 997) {
      var copy = snapshot
      copy.deleteItems([items[position]])
      #expect(copy.itemIdentifiers == items.enumerated().filter { $0.offset != position }.map(\.element))
    }
    // A bulk delete reads only the leaves its items' hints name; hints that lead to a leaf of the same label find
    // too few items, and the whole section is filtered.
    var copy = snapshot
    let gone = stride(from: 0, to: 600, by: 3).map { items[$0] }
    copy.deleteItems(gone)
    let goneSet = Set(gone)
    #expect(copy.itemIdentifiers == items.filter { !goneSet.contains($0) } && copy.invariantViolations() == [])
  }

  /// The first leaf of a list is labelled 0, which an empty hints array reads for every item: while every list is
  /// one leaf (appends one by one and as pages, inserts, moves, removals, a derived copy) the table keeps no hints;
  /// grown to many leaves (appends, pages inserted at the front that split the first leaf, moves, removals, the
  /// first leaf emptied) every item is still found through its hint in one descent.
  @Test func hintsStayEmptyWhileEveryListIsOneLeafAndLeadToEveryItemOnceListsGrow() {
    let capacity = _ItemList<Int>.leafCapacity
    // The hints as written, a run kept as its labels (`lazyHints`) written out.
    func hints(_ snapshot: TestSnapshot) -> ContiguousArray<UInt64> {
      var table = snapshot._itemSlots.tipTable()!
      if table.lazyHints != nil { table._startHints() }
      return table.hints
    }
    var snapshot = TestSnapshot()
    snapshot.appendSections(["a", "b", "c"])
    for item in 0..<10 { snapshot.appendItems([item], toSection: "a") }
    snapshot.appendItems(Array(10..<capacity / 2), toSection: "a")
    snapshot.appendItems(Array(100_000..<100_000 + capacity / 2), toSection: "b")
    snapshot.insertItems([-1, -2], beforeItem: 0)
    snapshot.insertItems([-3], afterItem: 4)
    snapshot.moveItem(5, afterItem: 100_003)
    snapshot.moveItem(100_010, beforeItem: 1)
    snapshot.deleteItems([7, 100_001])
    snapshot.deleteItems(Array(100_020..<100_000 + capacity / 2))
    snapshot.appendItems([3], toSection: "c")  // an existing item moves into an empty list
    snapshot.deleteSections(["c"])
    #expect(snapshot.invariantViolations() == [])
    #expect(hints(snapshot).isEmpty, "every list is one leaf, yet the table keeps hints")
    checkPositions(snapshot, "one leaf", everyHintHolds: true)
    do {
      var derived = snapshot
      derived.appendItems([-10, -11], toSection: "b")
      derived.insertItems([-12], beforeItem: 100_000)
      #expect(hints(derived).isEmpty, "a derived copy of one-leaf lists keeps hints")
      checkPositions(derived, "derived", everyHintHolds: true)
    }

    var next = 200_000
    snapshot.appendItems(Array(next..<next + 3 * capacity), toSection: "a")
    next += 3 * capacity
    #expect(!hints(snapshot).isEmpty, "the appended leaves' labels are not 0: the test does not reach its case")
    checkPositions(snapshot, "appended", everyHintHolds: true)
    for round in 0..<6 {
      let first = snapshot.itemIdentifiers(inSection: "a")[0]
      snapshot.insertItems(Array(next..<next + capacity / 2 + 10), beforeItem: first)
      next += capacity / 2 + 10
      checkPositions(snapshot, "round \(round): page at the front", everyHintHolds: true)
      let items = snapshot.itemIdentifiers(inSection: "a")
      snapshot.moveItem(items[items.count - 1], beforeItem: items[0])
      snapshot.moveItem(items[1], afterItem: items[items.count / 2])
      snapshot.moveItem(items[items.count / 3], beforeItem: 100_002)
      snapshot.deleteItems(Array(items[(capacity / 2)..<(capacity / 2 + capacity / 4)]))
      snapshot.deleteItems([items[2], items[items.count * 2 / 3]])
      snapshot.appendItems([next], toSection: "a")
      next += 1
      #expect(snapshot.invariantViolations() == [], "round \(round)")
      checkPositions(snapshot, "round \(round)", everyHintHolds: true)
    }
    var firstLeaf: [Int] = []
    snapshot._sections[0].leaf(containing: 0).leaf.withItems { firstLeaf = Array($0) }
    snapshot.deleteItems(firstLeaf)
    #expect(snapshot.invariantViolations() == [])
    checkPositions(snapshot, "first leaf emptied", everyHintHolds: true)
  }
}

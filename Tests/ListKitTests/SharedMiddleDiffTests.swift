// The property tests (validated batch updates through the headless view, minimal moves) over snapshots whose
// diff matches shared subtrees between its edits: large sections (many leaves) edited at places far apart, derived
// from the newest version or from an older one. The diff of the derived pair must also be exactly the diff of the
// same two snapshots rebuilt from scratch (no storage shared, every middle item hashed).

import ListKitTestSupport
import Testing

@testable import ListKit

/// One to three sections of up to 3,000 distinct items each (about a dozen leaves of `Int`s per section).
private func largeSnapshot(_ rng: inout SplitMix64, next: inout Int) -> IntSnapshot {
  var snapshot = IntSnapshot()
  let sections = Int.random(in: 1...3, using: &rng)
  for s in 0..<sections {
    snapshot.appendSections(["L\(s)"])
    let count = Int.random(in: 0...3_000, using: &rng)
    snapshot.appendItems(Array(next..<(next + count)), toSection: "L\(s)")
    next += count
  }
  return snapshot
}

/// A copy of `base` with one to four edits at random places, most of them far apart in a large section: single
/// moves (within and across sections), moves of a run, deletes, inserts, appends and a section move.
private func farEdits(of base: IntSnapshot, _ rng: inout SplitMix64, next: inout Int) -> IntSnapshot {
  var new = base
  for _ in 0..<Int.random(in: 1...4, using: &rng) {
    let items = new.itemIdentifiers
    let sections = new.sectionIdentifiers
    guard items.count > 2 else {
      new.appendItems([next], toSection: sections.last!)
      next += 1
      continue
    }
    func anyItem() -> Int { items[Int.random(in: 0..<items.count, using: &rng)] }
    switch Int.random(in: 0..<8, using: &rng) {
    case 0, 1:
      let a = anyItem()
      var b = anyItem()
      while b == a { b = anyItem() }
      if Bool.random(using: &rng) { new.moveItem(a, afterItem: b) } else { new.moveItem(a, beforeItem: b) }
    case 2:
      // A run of neighbours moved one by one to the same far place (keeps their order).
      let start = Int.random(in: 0..<items.count, using: &rng)
      let run = items[start..<min(items.count, start + Int.random(in: 2...40, using: &rng))]
      var anchor = anyItem()
      while run.contains(anchor) { anchor = anyItem() }
      for item in run.reversed() { new.moveItem(item, afterItem: anchor) }
    case 3:
      new.deleteItems([anyItem()])
    case 4:
      let picked = Set((0..<Int.random(in: 1...6, using: &rng)).map { _ in anyItem() })
      new.deleteItems(Array(picked))
    case 5:
      let count = Int.random(in: 1...300, using: &rng)
      new.insertItems(Array(next..<(next + count)), afterItem: anyItem())
      next += count
    case 6:
      let count = Int.random(in: 1...300, using: &rng)
      new.appendItems(Array(next..<(next + count)), toSection: sections.randomElement(using: &rng)!)
      next += count
    default:
      if sections.count > 1 {
        new.moveSection(sections.first!, afterSection: sections.last!)
      } else {
        new.moveItem(items.first!, afterItem: items.last!)
      }
    }
  }
  return new
}

/// The same contents with no storage shared with anything.
private func rebuilt(_ snapshot: IntSnapshot) -> IntSnapshot {
  var copy = IntSnapshot()
  copy.appendSections(snapshot.sectionIdentifiers)
  for section in snapshot.sectionIdentifiers {
    copy.appendItems(snapshot.itemIdentifiers(inSection: section), toSection: section)
  }
  return copy
}

/// Nil when the diff of `old` → `new` (sharing storage) is the diff of the two rebuilt from scratch.
private func sameAsUnshared(old: IntSnapshot, new: IntSnapshot) -> String? {
  let shared = SectionedDiff.batchUpdate(from: old, to: new)
  let unshared = SectionedDiff.batchUpdate(from: rebuilt(old), to: rebuilt(new))
  return shared == unshared ? nil : "shared-storage diff \(shared)\n!= unshared diff \(unshared)"
}

/// Whether the diff of `old` → `new` matches shared subtrees between its edits (`SectionedDiff.diffSharedMiddle`
/// takes the pair), so that the tests above are known to exercise it.
private func matchesSharedSubtrees(old: IntSnapshot, new: IntSnapshot) -> Bool {
  var oldLists: [_ItemList<Int>] = []
  var newLists: [_ItemList<Int>] = []
  for section in new.sectionIdentifiers {
    guard let i = old.indexOfSection(section), let j = new.indexOfSection(section),
      old._sections[i] != new._sections[j]
    else { continue }
    oldLists.append(old._sections[i])
    newLists.append(new._sections[j])
  }
  guard !newLists.isEmpty else { return false }
  var oldBase: ContiguousArray<Int> = [0]
  var newBase: ContiguousArray<Int> = [0]
  for (a, b) in zip(oldLists, newLists) {
    oldBase.append(oldBase.last! + a.count)
    newBase.append(newBase.last! + b.count)
  }
  let ends = _ItemSequencePair(old: oldLists, new: newLists)
  let prefix = ends.commonPrefix()
  let suffix = ends.commonSuffix(limit: min(oldBase.last!, newBase.last!) - prefix)
  // The diff's one pair of cursors for both ends finds the same ends.
  let both = ends.commonEnds(shorterCount: min(oldBase.last!, newBase.last!))
  #expect(both.prefix == prefix && both.suffix == suffix)
  var update = BatchUpdate()
  return SectionedDiff.diffSharedMiddle(
    oldLists: oldLists, newLists: newLists, oldBase: oldBase, newBase: newBase, prefix: prefix, suffix: suffix,
    pairOld: ContiguousArray(0..<newLists.count), pairNew: ContiguousArray(0..<newLists.count), into: &update)
}

@Suite("Diffs that match shared subtrees between edits")
@MainActor
struct SharedMiddleDiffTests {
  @Test("a derived snapshot with edits far apart: validated, minimal moves, the unshared diff")
  func derivedFromTheNewestVersion() {
    var failures = 0
    var shared = 0
    let rounds = scaledRounds(48)  // LISTKIT_TEST_SCALE=2.5: the 120 rounds of before
    for round in 0..<rounds {
      let seed = 0x5A4E_D000 &+ UInt64(round)
      var rng = SplitMix64(seed: seed)
      var next = 0
      let old = largeSnapshot(&rng, next: &next)
      let new = farEdits(of: old, &rng, next: &next)
      if matchesSharedSubtrees(old: old, new: new) { shared += 1 }
      if let failure = checkPair(old: old, new: new) ?? sameAsUnshared(old: old, new: new) {
        failures += 1
        Issue.record("seed \(seed): \(failure)")
        if failures > 3 { break }
      }
    }
    #expect(failures == 0)
    #expect(shared >= rounds / 3, "only \(shared) of \(rounds) pairs matched shared subtrees between their edits")
  }

  @Test("edits of an older version (a newer one derived from it is alive): validated, minimal, the unshared diff")
  func derivedFromAnOlderVersion() {
    var failures = 0
    var shared = 0
    let rounds = scaledRounds(32)  // LISTKIT_TEST_SCALE=2.5: the 80 rounds of before
    for round in 0..<rounds {
      let seed = 0x01DB_A5E0 &+ UInt64(round)
      var rng = SplitMix64(seed: seed)
      var next = 0
      let older = largeSnapshot(&rng, next: &next)
      let newer = farEdits(of: older, &rng, next: &next)
      let sibling = farEdits(of: older, &rng, next: &next)  // edits `older` after `newer` moved the tip on
      let pairs = [(older, sibling), (newer, sibling), (sibling, newer), (older, newer)]
      for (from, to) in pairs {
        if matchesSharedSubtrees(old: from, new: to) { shared += 1 }
        if let failure = checkPair(old: from, new: to) ?? sameAsUnshared(old: from, new: to) {
          failures += 1
          Issue.record("seed \(seed): \(failure)")
        }
      }
      #expect(older.invariantViolations() == [] && newer.invariantViolations() == [])
      if failures > 3 { break }
    }
    #expect(failures == 0)
    #expect(shared >= rounds, "only \(shared) of \(4 * rounds) pairs matched shared subtrees between their edits")
  }

  @Test("forks of forks of older versions (overlay item tables over one base): validated, minimal, the unshared diff")
  func forksOfForksOfOlderVersions() {
    var failures = 0
    var overlays = 0
    let rounds = scaledRounds(16)  // LISTKIT_TEST_SCALE=2.5: the 40 rounds of before
    for round in 0..<rounds {
      let seed = 0xF0_4C5 &+ UInt64(round)
      var rng = SplitMix64(seed: seed)
      var next = 0
      let older = largeSnapshot(&rng, next: &next)
      let newer = farEdits(of: older, &rng, next: &next)
      let sibling = farEdits(of: older, &rng, next: &next)  // a fork of `older`
      let nephew = farEdits(of: sibling, &rng, next: &next)  // edits the fork's tip
      let cousin = farEdits(of: sibling, &rng, next: &next)  // a fork of the fork at an older version
      let second = farEdits(of: older, &rng, next: &next)  // another fork of `older`
      let family = [older, newer, sibling, nephew, cousin, second]
      overlays += family.filter { $0._itemSlots.storage?.base != nil }.count
      for snapshot in family { #expect(snapshot.invariantViolations() == [], "seed \(seed)") }
      let pairs = [(sibling, cousin), (nephew, cousin), (cousin, nephew), (older, cousin), (second, sibling)]
      for (from, to) in pairs {
        if let failure = checkPair(old: from, new: to) ?? sameAsUnshared(old: from, new: to) {
          failures += 1
          Issue.record("seed \(seed): \(failure)")
        }
      }
      if failures > 3 { break }
    }
    #expect(failures == 0)
    #expect(overlays >= rounds, "only \(overlays) snapshots had an overlay item table")
  }

  @Test func aMoveOfTheFirstItemAfterTheLastIsOneMove() {
    var old = IntSnapshot()
    old.appendSections(["a"])
    old.appendItems(Array(0..<50_000))
    var new = old
    new.moveItem(0, afterItem: 49_999)
    let update = SectionedDiff.batchUpdate(from: old, to: new)
    #expect(
      update.movedItems == [
        BatchUpdate.ItemMove(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 49_999, section: 0))
      ])
    #expect(update.insertedItems.isEmpty && update.deletedItems.isEmpty)
    #expect(sameAsUnshared(old: old, new: new) == nil)
    #expect(matchesSharedSubtrees(old: old, new: new))
  }
}

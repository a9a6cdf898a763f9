// Seeded randomized property test, on both views: many random snapshot pairs; the diff, applied by the view's
// diffable data source through the headless collection view or table view, must validate and reproduce the new
// snapshot exactly, with minimal moves (and, in a table, the data source's default row animation).

import ListKitTestSupport
import Testing

@testable import ListKit

typealias IntSnapshot = DiffableDataSourceSnapshot<String, Int>

/// Random sections and items, including empty sections and empty snapshots.
func randomSnapshot(_ rng: inout SplitMix64, sectionPool: Int = 6, itemPool: Int = 40) -> IntSnapshot {
  var snapshot = IntSnapshot()
  if Int.random(in: 0..<12, using: &rng) == 0 { return snapshot }
  let sections = (0..<sectionPool).map { "S\($0)" }.shuffled(using: &rng).prefix(
    Int.random(in: 1...sectionPool, using: &rng))
  snapshot.appendSections(Array(sections))
  var items = Array(0..<itemPool).shuffled(using: &rng)
  items.removeLast(Int.random(in: 0..<itemPool, using: &rng))
  for item in items {
    snapshot.appendItems([item], toSection: sections.randomElement(using: &rng)!)
  }
  return snapshot
}

/// A new snapshot derived from `old` by random edits (so pairs share most identifiers, as real updates do).
func randomEdit(of old: IntSnapshot, _ rng: inout SplitMix64, itemPool: Int = 40) -> IntSnapshot {
  var new = old
  let edits = Int.random(in: 0...8, using: &rng)
  for _ in 0..<edits {
    let sections = new.sectionIdentifiers
    let items = new.itemIdentifiers
    switch Int.random(in: 0..<11, using: &rng) {
    case 0:
      let name = "S\(Int.random(in: 0..<9, using: &rng))"
      if !new.contains(section: name) {
        if let target = sections.randomElement(using: &rng), Bool.random(using: &rng) {
          new.insertSections([name], beforeSection: target)
        } else {
          new.appendSections([name])
        }
      }
    case 1:
      if let victim = sections.randomElement(using: &rng) { new.deleteSections([victim]) }
    case 2:
      if sections.count > 1 {
        let a = sections.randomElement(using: &rng)!
        var b = sections.randomElement(using: &rng)!
        while b == a { b = sections.randomElement(using: &rng)! }
        if Bool.random(using: &rng) {
          new.moveSection(a, beforeSection: b)
        } else {
          new.moveSection(a, afterSection: b)
        }
      }
    case 3, 4:
      let item = Int.random(in: 0..<(itemPool + 10), using: &rng)
      if !new.contains(item), let section = sections.randomElement(using: &rng) {
        new.appendItems([item], toSection: section)
      }
    case 5:
      if let victim = items.randomElement(using: &rng) { new.deleteItems([victim]) }
    case 6, 7:
      if items.count > 1 {
        let a = items.randomElement(using: &rng)!
        var b = items.randomElement(using: &rng)!
        while b == a { b = items.randomElement(using: &rng)! }
        if Bool.random(using: &rng) { new.moveItem(a, beforeItem: b) } else { new.moveItem(a, afterItem: b) }
      }
    case 8:
      if let item = items.randomElement(using: &rng) { new.reloadItems([item]) }
    case 9:
      if let item = items.randomElement(using: &rng) { new.reconfigureItems([item]) }
    default:
      if let section = sections.randomElement(using: &rng) { new.reloadSections([section]) }
    }
  }
  return new
}

/// Checks one pair through a diffable data source of `kind` and its headless view (a table's with the fade row
/// animation, which every update call of its batches must carry); returns a failure description or nil.
@MainActor
func checkPair(_ kind: ListViewUnderTest = .collection, old: IntSnapshot, new: IntSnapshot) -> String? {
  let (view, dataSource): (any HeadlessListView, any DiffableListDataSource<String, Int>) =
    kind.makeDiffable(viewportHeight: 8) { "\($0)" }
  (dataSource as? TableViewDiffableDataSource<String, Int>)?.defaultRowAnimation = .fade
  do {
    try dataSource.tryApply(old)
    let update = try dataSource.tryApply(new).batchUpdate
    let expected = new.sectionIdentifiers.map {
      new.itemIdentifiers(inSection: $0).map { AnyHashable($0) as AnyHashable? }
    }
    if view.rowIdentities != expected { return "rows \(view.rowIdentities) != \(expected)\n\(update)" }
    if dataSource.snapshot() != new { return "data source snapshot differs" }
    if let violation = view.invariantViolations().first { return "view invariant: \(violation)" }
    if let violation = new.invariantViolations().first { return "snapshot invariant: \(violation)" }
    if let table = view as? HeadlessTableView, !table.lastBatchAnimations.allSatisfy({ $0.animation == .fade }) {
      return "an update call without the default row animation: \(table.lastBatchAnimations)"
    }
    if let failure = movesAreMinimal(update, old: old, new: new) { return failure }
  } catch {
    return "apply failed: \(error)"
  }
  return nil
}

/// Nil when the moves of `update` (the diff of `old` → `new`) are minimal: per surviving section pair, moves ==
/// matched − LIS; the same for section moves. Otherwise the failure.
func movesAreMinimal(_ update: BatchUpdate, old: IntSnapshot, new: IntSnapshot) -> String? {
  // Minimal moves per surviving section pair: moves == matched − LIS.
  for (newIndex, section) in new.sectionIdentifiers.enumerated() {
    guard let oldIndex = old.indexOfSection(section) else { continue }
    let flat = HeckelDiff.diff(
      old: ContiguousArray(old.itemIdentifiers(inSection: section)),
      new: ContiguousArray(new.itemIdentifiers(inSection: section)))
    let within = update.movedItems.filter { $0.from.section == oldIndex && $0.to.section == newIndex }.count
    if within != flat.matchedCount - flat.lisLength || flat.moves.count != within {
      return "section \(section): \(within) moves, matched \(flat.matchedCount), LIS \(flat.lisLength)"
    }
  }
  // Section moves are minimal too.
  let sectionDiff = HeckelDiff.diff(old: old._sectionIdentifiers, new: new._sectionIdentifiers)
  if update.movedSections.count != sectionDiff.matchedCount - sectionDiff.lisLength {
    return
      "section moves \(update.movedSections.count), matched \(sectionDiff.matchedCount), LIS \(sectionDiff.lisLength)"
  }
  return nil
}

@Suite("Randomized diff → headless collection view and table view")
@MainActor
struct PropertyTests {
  @Test(
    "2,500 random snapshot pairs (times LISTKIT_TEST_SCALE) reproduce the new snapshot through the headless view",
    arguments: ListViewUnderTest.allCases)
  func randomPairs(_ kind: ListViewUnderTest) {
    // Each view keeps the seeds it was first tested with (round r has seed base + r: LISTKIT_TEST_SCALE=4 runs the
    // 10,000 rounds of before).
    let baseSeed: UInt64 = kind == .table ? 0x7AB1_0000 : 0x5EED_0000
    var failures = 0
    for round in 0..<scaledRounds(2_500) {
      let seed = baseSeed &+ UInt64(round)
      var rng = SplitMix64(seed: seed)
      let old = randomSnapshot(&rng)
      let new = Bool.random(using: &rng) ? randomEdit(of: old, &rng) : randomSnapshot(&rng)
      if let failure = checkPair(kind, old: old, new: new) {
        failures += 1
        Issue.record("\(kind) seed \(seed) (replay with checkPair on randomSnapshot/randomEdit): \(failure)")
        if failures > 5 { break }
      }
    }
    #expect(failures == 0)
  }
}

// The batch validator's two strategies — marks in arrays over every row (dense) or in hash tables over the marked
// rows with the row mapping computed on demand (sparse) — agree on every batch: the same error, or the same plan
// for every old row. And a view applying a small batch to a long list (the sparse path) keeps cells, selection and
// row identities right.

import ListKitTestSupport
import Testing

@testable import ListKit

/// The error message, or every fact of the plan (the new row of every old row included).
private func outcome(
  _ update: BatchUpdate, oldCounts: [Int], newCounts: [Int], _ strategy: BatchValidator.Strategy
) -> String {
  do {
    let plan = try BatchValidator.validate(
      update, oldCounts: oldCounts, oldStarts: rowStarts(of: oldCounts), newCounts: newCounts,
      dataSourceCountsBefore: nil, strategy: strategy)
    let rows = (0..<oldCounts.reduce(0, +)).map { plan.newRow(ofOldRow: $0) }
    #expect(plan.allNewRows() == rows, "row by row and all rows at once agree")
    return "counts \(plan.newCounts) starts \(plan.newStarts) sections \(plan.sectionOldToNew) "
      + "fresh \(plan.sectionIsFresh) rows \(rows) reconfigured \(plan.reconfigured)"
  } catch {
    return "error: \(error.description)"
  }
}

private func counts(_ snapshot: IntSnapshot) -> [Int] { snapshot._sectionItems.map(\.count) }

/// A random operation of any kind at a random (possibly invalid) index, added to `update`, or one of its operations
/// repeated or removed.
private func perturb(_ update: inout BatchUpdate, _ rng: inout SplitMix64, oldCounts: [Int], newCounts: [Int]) {
  func section(_ counts: [Int]) -> Int { Int.random(in: 0...counts.count, using: &rng) }
  func path(_ counts: [Int]) -> IndexPath {
    let s = section(counts)
    return IndexPath(item: Int.random(in: 0...(s < counts.count ? counts[s] : 2), using: &rng), section: s)
  }
  switch Int.random(in: 0..<14, using: &rng) {
  case 0: update.deletedSections.append(section(oldCounts))
  case 1: update.insertedSections.append(section(newCounts))
  case 2: update.reloadedSections.append(section(oldCounts))
  case 3: update.movedSections.append(.init(from: section(oldCounts), to: section(newCounts)))
  case 4: update.deletedItems.append(path(oldCounts))
  case 5: update.insertedItems.append(path(newCounts))
  case 6, 7: update.reloadedItems.append(path(oldCounts))
  case 8: update.movedItems.append(.init(from: path(oldCounts), to: path(newCounts)))
  case 9: update.reconfiguredItems.append(path(oldCounts))
  case 10: if let first = update.movedItems.first { update.movedItems.append(first) }
  case 11: if let first = update.deletedItems.first { update.deletedItems.append(first) }
  case 12: if !update.insertedItems.isEmpty { update.insertedItems.removeLast() }
  default: if !update.movedItems.isEmpty { update.movedItems.removeFirst() }
  }
}

@Suite("Batch plan: dense and sparse validation agree")
@MainActor
struct BatchPlanTests {
  @Test("random diffs, with reloads, reconfigures and perturbations, give the same outcome either way")
  func strategiesAgree() {
    var valid = 0
    let rounds = scaledRounds(1_000)  // LISTKIT_TEST_SCALE=3: the 3,000 rounds of before
    for round in 0..<rounds {
      var rng = SplitMix64(seed: 0xB1A7_0000 &+ UInt64(round))
      let old = randomSnapshot(&rng)
      let new = Bool.random(using: &rng) ? randomEdit(of: old, &rng) : randomSnapshot(&rng)
      let diff = SectionedDiff.batchUpdate(from: old, to: new)
      var structural = BatchUpdate(
        deletedSections: diff.deletedSections, insertedSections: diff.insertedSections,
        movedSections: diff.movedSections, deletedItems: diff.deletedItems, insertedItems: diff.insertedItems,
        movedItems: diff.movedItems)
      // The data source's second update: reloads and reconfigures in the final frame.
      let refresh = BatchUpdate(
        reloadedSections: diff.reloadedSections, reloadedItems: diff.reloadedItems,
        reconfiguredItems: diff.reconfiguredItems)
      for _ in 0..<Int.random(in: 0...3, using: &rng) {
        perturb(&structural, &rng, oldCounts: counts(old), newCounts: counts(new))
      }
      for (update, before, after) in [(structural, counts(old), counts(new)), (refresh, counts(new), counts(new))] {
        let dense = outcome(update, oldCounts: before, newCounts: after, .dense)
        let sparse = outcome(update, oldCounts: before, newCounts: after, .sparse)
        #expect(dense == sparse, "seed round \(round): \(update)")
        if !dense.hasPrefix("error") { valid += 1 }
      }
    }
    #expect(valid > rounds)  // both valid and invalid batches are covered (two updates a round)
  }

  @Test("a long list with a few operations of every kind")
  func longListAgrees() {
    var rng = SplitMix64(seed: 42)
    for _ in 0..<200 {
      let oldCounts = (0..<Int.random(in: 1...4, using: &rng)).map { _ in Int.random(in: 0...300, using: &rng) }
      var update = BatchUpdate()
      var newCounts = oldCounts
      for _ in 0..<Int.random(in: 0...12, using: &rng) {
        let s = Int.random(in: 0..<oldCounts.count, using: &rng)
        guard oldCounts[s] > 0 else { continue }
        let item = Int.random(in: 0..<oldCounts[s], using: &rng)
        switch Int.random(in: 0..<4, using: &rng) {
        case 0:
          update.deletedItems.append(IndexPath(item: item, section: s))
          newCounts[s] -= 1
        case 1: update.reloadedItems.append(IndexPath(item: item, section: s))
        case 2: update.reconfiguredItems.append(IndexPath(item: item, section: s))
        default:
          let t = Int.random(in: 0..<oldCounts.count, using: &rng)
          update.movedItems.append(
            .init(from: IndexPath(item: item, section: s), to: IndexPath(item: item / 2, section: t)))
          newCounts[s] -= 1
          newCounts[t] += 1
        }
      }
      for _ in 0..<Int.random(in: 0...12, using: &rng) {
        let s = Int.random(in: 0..<oldCounts.count, using: &rng)
        newCounts[s] += 1
        update.insertedItems.append(IndexPath(item: Int.random(in: 0..<newCounts[s], using: &rng), section: s))
      }
      let dense = outcome(update, oldCounts: oldCounts, newCounts: newCounts, .dense)
      #expect(dense == outcome(update, oldCounts: oldCounts, newCounts: newCounts, .sparse), "\(update)")
    }
  }

  @Test("a small batch on a long list moves cells, selection and identities along")
  func smallBatchOnALongList() throws {
    let model = ListTestModel([(0..<3_000).map { "a\($0)" }, (0..<2_000).map { "b\($0)" }])
    let view = makeView(model, viewportHeight: 10)
    view.allowsMultipleSelection = true
    view.scroll(toRow: 2_995)
    view.selectItem(at: ip(0, 2_998))
    view.selectItem(at: ip(1, 3))
    view.selectItem(at: ip(0, 10))
    var final = model.sections
    final[0].remove(at: 2_996)
    final[0].insert("new", at: 2_990)
    let moved = final[1].remove(at: 1)
    final[0].insert(moved, at: 0)
    func position(_ item: String) -> IndexPath {
      let section = final[0].contains(item) ? 0 : 1
      return ip(section, final[section].firstIndex(of: item)!)
    }
    try view.tryPerformBatchUpdates {
      model.sections = final
      view.deleteItems(at: [ip(0, 2_996)])
      view.insertItems(at: [position("new")])
      view.moveItem(at: ip(1, 1), to: position(moved))
      view.reloadItems(at: [ip(0, 2_997)])
    }
    #expect(view.rowIdentities == model.identities)
    #expect(view.indexPathsForSelectedItems == [position("a10"), position("a2998"), position("b3")])
    #expect(view.indexPathsForSelectedItems == [ip(0, 11), ip(0, 2_999), ip(1, 2)])
    for cell in view.visibleCells {
      #expect(cell.text == final[cell.indexPath!.section][cell.indexPath!.item])
    }
    view.checkInvariants()
  }
}

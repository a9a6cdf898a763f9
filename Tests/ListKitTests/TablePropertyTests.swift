// The randomized property test through the table: random snapshot pairs, the diff applied by
// TableViewDiffableDataSource through HeadlessTableView, which validates it with the shared rules and must end up
// showing exactly the new snapshot, with minimal moves.

import ListKitTestSupport
import Testing

@testable import ListKit

/// Checks one pair through the table's data source and the headless table; returns a failure description or nil.
@MainActor
func checkTablePair(old: IntSnapshot, new: IntSnapshot) -> String? {
  let table = HeadlessTableView(viewportHeight: 8)
  table.tracksRowIdentities = true
  table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "cell")
  let dataSource = TableViewDiffableDataSource<String, Int>(tableView: table) { table, indexPath, item in
    let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.text = "\(item)"
    return cell
  }
  dataSource.defaultRowAnimation = .fade
  do {
    try dataSource.tryApply(old)
    let update = try dataSource.tryApply(new).batchUpdate
    let expected = new.sectionIdentifiers.map {
      new.itemIdentifiers(inSection: $0).map { AnyHashable($0) as AnyHashable? }
    }
    if table.rowIdentities != expected { return "rows \(table.rowIdentities) != \(expected)\n\(update)" }
    if dataSource.snapshot() != new { return "data source snapshot differs" }
    if let violation = table.invariantViolations().first { return "table invariant: \(violation)" }
    let animated = table.lastBatchAnimations.allSatisfy { $0.animation == .fade }
    if !animated { return "an update call without the default row animation: \(table.lastBatchAnimations)" }
    if let failure = movesAreMinimal(update, old: old, new: new) { return failure }
  } catch {
    return "apply failed: \(error)"
  }
  return nil
}

@Suite("Randomized diff → headless table view")
@MainActor
struct TablePropertyTests {
  @Test("10,000 random snapshot pairs reproduce the new snapshot through the headless table")
  func randomPairs() {
    let baseSeed: UInt64 = 0x7AB1_0000
    var failures = 0
    for round in 0..<10_000 {
      let seed = baseSeed &+ UInt64(round)
      var rng = SplitMix64(seed: seed)
      let old = randomSnapshot(&rng)
      let new = Bool.random(using: &rng) ? randomEdit(of: old, &rng) : randomSnapshot(&rng)
      if let failure = checkTablePair(old: old, new: new) {
        failures += 1
        Issue.record("seed \(seed) (replay with checkTablePair on randomSnapshot/randomEdit): \(failure)")
        if failures > 5 { break }
      }
    }
    #expect(failures == 0)
  }
}

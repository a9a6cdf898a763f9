// Applies diffed ahead of time (prepareApply off the main actor, tryApply(prepared) on it): the update is the one a
// plain tryApply sends, also when the base went stale before the commit.
import ListKitTestSupport
import Testing

@testable import ListKit

@MainActor
@Suite struct PreparedApplyTests {
  @Test func aDiffPreparedOffTheMainActorGivesThePlainApplysUpdate() async throws {
    let prepared = DataSourceHarness(viewportHeight: 4)
    let plain = DataSourceHarness(viewportHeight: 4)
    var generator = SplitMix64(seed: 3)
    for round in 0..<30 {
      var next = StringSnapshot()
      next.appendSections(["s", "t"])
      let items = (0..<12).map { "i\($0)" }.filter { _ in Bool.random(using: &generator) }
      next.appendItems(Array(items.prefix(5)), toSection: "s")
      next.appendItems(Array(items.dropFirst(5)), toSection: "t")
      if let kept = items.first(where: { plain.dataSource.snapshot().contains($0) }) { next.reconfigureItems([kept]) }
      let (base, target) = (prepared.dataSource.snapshot(), next)
      let ready = await Task.detached { StringDataSource.prepareApply(of: target, onto: base) }.value
      let fromPrepared = try prepared.dataSource.tryApply(ready)
      let fromPlain = try plain.dataSource.tryApply(next)
      #expect(fromPrepared == fromPlain, "round \(round)")
      #expect(prepared.rows == plain.rows)
      prepared.check()
    }
  }

  @Test func aStaleBaseIsDiffedAgainAgainstWhatTheViewShows() throws {
    let harness = DataSourceHarness(viewportHeight: 4)
    try harness.dataSource.tryApply(snap(("s", ["a", "b", "c"])))
    let ready = StringDataSource.prepareApply(of: snap(("s", ["c", "d"])), onto: harness.dataSource.snapshot())
    try harness.dataSource.tryApply(snap(("s", ["x", "c"])))  // the base is stale now
    let update = try harness.dataSource.tryApply(ready)
    #expect(update.batchUpdate.deletedItems == [IndexPath(item: 0, section: 0)])
    #expect(update.batchUpdate.insertedItems == [IndexPath(item: 1, section: 0)])
    #expect(harness.rows == [["c", "d"]])
    harness.check()
  }
}

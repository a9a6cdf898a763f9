// The layout pass (docs/semantics.md §10): the Apple-shaped reloads — the view's `reloadData()`, a diffable data
// source's first apply and `applySnapshotUsingReloadData` — make no cells until the view lays out (a read of what it
// shows, `layoutIfNeeded()`, the end of the main-actor turn); batch updates of a laid-out view make theirs during the
// update; the checked calls make their cells at once, so that they throw and change nothing. Both views.

import Testing

@testable import ListKit

/// The view's own `reloadData()` (UIKit's spelling, which defers its cells).
@MainActor
private func reloadData(_ view: any HeadlessListView) {
  switch view {
  case let collection as HeadlessCollectionView: collection.reloadData()
  case let table as HeadlessTableView: table.reloadData()
  default: Issue.record("an unknown view")
  }
}

@MainActor
@Suite("The layout pass")
struct LayoutPassTests {
  private let abc = snap(("S", ["a", "b", "c"]))

  @Test("The first apply asks for no cell until a read of what the view shows", arguments: ListViewUnderTest.allCases)
  func firstApplyDefersItsCells(kind: ListViewUnderTest) {
    let h = ListDataSourceHarness(kind)
    h.dataSource.apply(abc, animatingDifferences: false)
    #expect(h.requests == [])
    #expect(h.view.totalNumberOfRows == 3)  // the counts are read at once
    #expect(h.view.invariantViolations() == [])
    #expect(h.view.visibleCells.map(\.text) == ["a", "b", "c"])
    #expect(h.requests == ["a", "b", "c"])
    _ = h.view.visibleCells
    #expect(h.requests == ["a", "b", "c"])  // laid out once
    h.check()
  }

  @Test("Each read of what the view shows lays it out", arguments: ListViewUnderTest.allCases)
  func everyReadLaysOut(kind: ListViewUnderTest) {
    let reads: [(String, @MainActor (any HeadlessListView) -> Void)] = [
      ("visibleCells", { _ = $0.visibleCells }),
      ("visibleIndexPaths", { _ = $0.visibleIndexPaths }),
      ("cell(at:)", { _ = $0.cell(at: ip(0, 1)) }),
      ("cellStatistics", { _ = $0.cellStatistics }),
      ("layoutIfNeeded()", { $0.layoutIfNeeded() }),
    ]
    for (name, read) in reads {
      let h = ListDataSourceHarness(kind)
      h.dataSource.apply(abc, animatingDifferences: false)
      read(h.view)
      #expect(h.requests == ["a", "b", "c"], "\(name)")
    }
  }

  @Test(
    "A model change between the apply and the layout pass shows in the cells", arguments: ListViewUnderTest.allCases)
  func modelChangedAfterTheApplyIsSeen(kind: ListViewUnderTest) {
    let h = ListDataSourceHarness(kind)
    h.dataSource.apply(abc, animatingDifferences: false)
    h.texts["b"] = "b ★"  // the app fills its model after its first apply, as in viewDidLoad
    #expect(h.cell("b")?.text == "b ★")
  }

  @Test(
    "The view's reloadData() defers its cells; tryReloadData() makes them at once",
    arguments: ListViewUnderTest.allCases)
  func viewReloadData(kind: ListViewUnderTest) throws {
    let h = ListDataSourceHarness(kind)
    _ = try h.dataSource.tryApply(abc, animatingDifferences: false)
    #expect(h.requests == ["a", "b", "c"])
    h.requests = []
    reloadData(h.view)
    #expect(h.requests == [])
    #expect(h.view.invariantViolations() == [])
    h.view.layoutIfNeeded()
    #expect(h.requests == ["a", "b", "c"])
    h.requests = []
    try h.view.tryPerform(.reloadData)
    #expect(h.requests == ["a", "b", "c"])
    h.check()
  }

  @Test("applySnapshotUsingReloadData defers its cells", arguments: ListViewUnderTest.allCases)
  func applyUsingReloadDataDefers(kind: ListViewUnderTest) {
    let h = ListDataSourceHarness(kind)
    h.dataSource.apply(abc, animatingDifferences: false)
    h.view.layoutIfNeeded()
    h.requests = []
    h.dataSource.applySnapshotUsingReloadData(snap(("S", ["c", "d"])))
    #expect(h.requests == [])
    #expect(h.view.visibleCells.map(\.text) == ["c", "d"])
    #expect(h.requests == ["c", "d"])
  }

  @Test("Without a read, the view lays out at the end of the main-actor turn", arguments: ListViewUnderTest.allCases)
  func laidOutAtTheEndOfTheTurn(kind: ListViewUnderTest) async {
    let h = ListDataSourceHarness(kind)
    h.dataSource.apply(abc, animatingDifferences: false, completion: nil)
    #expect(h.log.requests == [])
    for _ in 0..<10 where h.log.requests.isEmpty { await Task.yield() }
    #expect(h.log.requests == ["a", "b", "c"])  // no read: the scheduled pass made them
    #expect(h.view.invariantViolations() == [])
  }

  @Test("The turn's pass does nothing when a read laid the view out first", arguments: ListViewUnderTest.allCases)
  func theTurnsPassAfterARead(kind: ListViewUnderTest) async {
    let h = ListDataSourceHarness(kind)
    h.dataSource.apply(abc, animatingDifferences: false, completion: nil)
    _ = h.view.visibleCells
    for _ in 0..<10 { await Task.yield() }
    #expect(h.log.requests == ["a", "b", "c"])
  }

  @Test("A batch update of a laid-out view asks for its cells during the update", arguments: ListViewUnderTest.allCases)
  func batchUpdatesRealizeDuringTheUpdate(kind: ListViewUnderTest) {
    let h = ListDataSourceHarness(kind)
    h.dataSource.apply(abc, animatingDifferences: false)
    h.view.layoutIfNeeded()
    h.requests = []
    var next = abc
    next.appendItems(["d"])
    next.reconfigureItems(["a"])
    h.dataSource.apply(next, animatingDifferences: true)
    #expect(h.requests == ["d", "a"])  // no read: the inserted item and the reconfigured one
    h.check()
  }

  @Test(
    "Updates before the first layout pass make no cells: the pass makes the final state's",
    arguments: ListViewUnderTest.allCases)
  func updatesBeforeTheFirstPass(kind: ListViewUnderTest) {
    let h = ListDataSourceHarness(kind)
    h.dataSource.apply(snap(("S", [])), animatingDifferences: false)
    h.dataSource.apply(snap(("S", ["a", "b"])), animatingDifferences: false)
    var next = snap(("S", ["b", "c"]))
    next.reconfigureItems(["b"])
    h.dataSource.apply(next, animatingDifferences: false)
    #expect(h.requests == [])
    #expect(h.view.invariantViolations() == [])
    #expect(h.view.visibleCells.map(\.text) == ["b", "c"])
    #expect(h.requests == ["b", "c"])  // "a" never had a cell; "b" is configured once
    h.check()
  }

  @Test("A scroll lays the view out first, then scrolls", arguments: ListViewUnderTest.allCases)
  func aScrollLaysOut(kind: ListViewUnderTest) throws {
    let h = ListDataSourceHarness(kind, viewportHeight: 2)
    h.dataSource.apply(abc, animatingDifferences: false)
    try h.view.tryPerform(.scroll(toRow: 1))
    #expect(h.requests == ["a", "b", "c"])
    #expect(h.statistics.reuses == 1)  // "a"'s cell, recycled for "c"
  }

  @Test("The checked applies make their cells at once", arguments: ListViewUnderTest.allCases)
  func checkedAppliesRealizeAtOnce(kind: ListViewUnderTest) throws {
    let h = ListDataSourceHarness(kind)
    _ = try h.dataSource.tryApply(abc, animatingDifferences: false)
    #expect(h.requests == ["a", "b", "c"])
    h.requests = []
    _ = try h.dataSource.tryApplySnapshotUsingReloadData(snap(("S", ["c", "d"])))
    #expect(h.requests == ["c", "d"])
  }

  @Test("A checked first apply whose cell fails throws, and nothing changed", arguments: ListViewUnderTest.allCases)
  func checkedFirstApplyFails(kind: ListViewUnderTest) {
    let h = ListDataSourceHarness(kind)
    h.failing = ["b"]
    #expect(throws: kind.cellProviderReturnedNil(ip(0, 1), item: "b", rows: 3)) {
      try h.dataSource.tryApply(abc, animatingDifferences: false)
    }
    #expect(h.dataSource.snapshot() == StringSnapshot())
    #expect(h.view.numberOfSections == 0)
    #expect(h.view.invariantViolations() == [])
    #expect(throws: kind.cellProviderReturnedNil(ip(0, 1), item: "b", rows: 3)) {
      try h.dataSource.tryApplySnapshotUsingReloadData(abc)
    }
    #expect(h.view.numberOfSections == 0)
    h.check()
  }

  @Test(
    "A checked update of a view with a pending pass lays it out first, from the model before the update",
    arguments: ListViewUnderTest.allCases)
  func checkedCallAfterADeferredApply(kind: ListViewUnderTest) {
    let h = ListDataSourceHarness(kind)
    h.dataSource.apply(abc, animatingDifferences: false)
    h.failing = ["d"]
    var next = abc
    next.appendItems(["d"])
    #expect(throws: kind.cellProviderReturnedNil(ip(0, 3), item: "d", rows: 4)) {
      try h.dataSource.tryApply(next, animatingDifferences: false)
    }
    #expect(h.requests == ["a", "b", "c", "d"])  // the pass (kept), then the update (taken back)
    #expect(h.dataSource.snapshot() == abc)
    #expect(h.view.invariantViolations() == [])
    h.requests = []
    #expect(h.view.visibleCells.map(\.text) == ["a", "b", "c"])
    #expect(h.requests == [])
    h.check()
  }

  @Test("tryLayoutIfNeeded throws a cell failure and keeps the pass pending", arguments: ListViewUnderTest.allCases)
  func checkedLayoutPass(kind: ListViewUnderTest) throws {
    let h = ListDataSourceHarness(kind)
    h.dataSource.apply(abc, animatingDifferences: false)
    h.failing = ["c"]
    var failure: (any Error)?
    switch h.view {
    case let collection as HeadlessCollectionView:
      failure = #expect(throws: CollectionViewError.self) { try collection.tryLayoutIfNeeded() }
    case let table as HeadlessTableView:
      failure = #expect(throws: TableViewError.self) { try table.tryLayoutIfNeeded() }
    default: Issue.record("an unknown view")
    }
    #expect(failure.map { "\($0)" }?.contains("cell provider returned nil for index path") == true)
    #expect(h.view.invariantViolations() == [])
    h.failing = []
    #expect(h.view.visibleCells.count == 3)
  }

  @Test("A cell failure at the deferred layout pass traps with UIKit's message")
  func aFailureAtTheDeferredPassTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let h = ListDataSourceHarness(.collection)
        h.failing = ["b"]
        h.dataSource.apply(snap(("S", ["a", "b"])), animatingDifferences: false)  // no cell yet: no failure
        _ = h.view.visibleCells
      }
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      output.contains(
        "UICollectionViewDiffableDataSource cell provider returned nil for index path {length = 2, path = 0 - 1}"
          + " with item identifier 'b'"))
  }
}

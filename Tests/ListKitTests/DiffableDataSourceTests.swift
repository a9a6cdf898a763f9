// Applies and queries of both diffable data sources, through the one `DiffableListDataSource` (docs/semantics.md §3,
// §8.5, §8.6, §9): reloadData vs diff, marks, reload vs reconfigure on the headless cells, queries, the preview of an
// apply, the detached view, serialization, and what failures leave behind. Each case runs on the collection view's
// and on the table view's data source; what only one of them has is in CollectionDataSourceTests and
// TableDataSourceTests.

import ListKitTestSupport
import Testing

@testable import ListKit

@Suite("Diffable data sources: apply")
@MainActor
struct DiffableDataSourceTests {
  @Test(
    "The first apply is a reloadData: every visible row is requested and created, nothing is diffed",
    arguments: ListViewUnderTest.allCases)
  func firstApplyIsReloadData(_ kind: ListViewUnderTest) throws {
    let h = ListDataSourceHarness(kind, viewportHeight: 3)
    #expect(h.dataSource.listView === h.view)
    let update = try h.dataSource.tryApply(snap(("A", ["a", "b"]), ("B", ["c", "d"])))
    #expect(update == DataSourceUpdate(kind: .reloadData, batchUpdate: BatchUpdate()))
    #expect(h.requests == ["a", "b", "c"])
    #expect(h.statistics.creations == 3 && h.statistics.dequeues == 3 && h.statistics.reuses == 0)
    h.check()
  }

  @Test(
    "animatingDifferences: false still diffs: a batch that keeps cells and selection",
    arguments: ListViewUnderTest.allCases)
  func nonAnimatedApplyDiffs(_ kind: ListViewUnderTest) throws {
    let h = ListDataSourceHarness(kind)
    let old = snap(("A", ["a", "b", "c"]), ("B", ["d"]))
    try h.dataSource.tryApply(old)
    try h.view.tryPerform(.selectRow(ip(0, 0)))
    let cellA = h.cell("a")
    let new = snap(("A", ["x", "c", "a"]), ("B", ["d", "e"]))
    let update = try h.dataSource.tryApply(new, animatingDifferences: false)
    #expect(update.kind == .batchUpdates)
    #expect(update.batchUpdate == SectionedDiff.batchUpdate(from: old, to: new))
    #expect(update.batchUpdate.insertedItems == [ip(0, 0), ip(1, 1)] && update.batchUpdate.deletedItems == [ip(0, 1)])
    #expect(h.cell("a") === cellA)
    #expect(h.view.selectedIndexPaths == [ip(0, 2)])
    h.check()
  }

  @Test(
    "An identical snapshot sends nothing: kind .none, no cell request, cells untouched",
    arguments: ListViewUnderTest.allCases)
  func identicalSnapshotIsNone(_ kind: ListViewUnderTest) throws {
    let h = ListDataSourceHarness(kind)
    try h.dataSource.tryApply(snap(("A", ["a", "b"])))
    h.requests = []
    let configured = h.view.visibleCells.map(\.configurationCount)
    let update = try h.dataSource.tryApply(snap(("A", ["a", "b"])))
    #expect(update == DataSourceUpdate(kind: .none, batchUpdate: BatchUpdate()))
    #expect(h.requests.isEmpty)
    #expect(h.view.visibleCells.map(\.configurationCount) == configured)
    #expect(h.dataSource.snapshot() == snap(("A", ["a", "b"])))
    h.check()
  }

  @Test("snapshot() has no marks, and re-applying it changes nothing", arguments: ListViewUnderTest.allCases)
  func marksStripped(_ kind: ListViewUnderTest) throws {
    let h = ListDataSourceHarness(kind)
    try h.dataSource.tryApply(snap(("A", ["a", "b"])))
    var marked = snap(("A", ["a", "b"]))
    marked.reloadSections(["A"])
    marked.reloadItems(["a"])
    marked.reconfigureItems(["b"])
    #expect(try h.dataSource.tryApply(marked).kind == .batchUpdates)
    let current = h.dataSource.snapshot()
    #expect(current.reloadedSectionIdentifiers.isEmpty)
    #expect(current.reloadedItemIdentifiers.isEmpty)
    #expect(current.reconfiguredItemIdentifiers.isEmpty)
    #expect(try h.dataSource.tryApply(current).kind == .none)
    h.check()
  }

  @Test(
    "Reload and reconfigure marks of items (and sections) no longer in the snapshot are ignored",
    arguments: ListViewUnderTest.allCases)
  func absentMarksIgnored(_ kind: ListViewUnderTest) throws {
    let h = ListDataSourceHarness(kind)
    try h.dataSource.tryApply(snap(("A", ["a", "b"]), ("B", ["c"])))
    var next = h.dataSource.snapshot()
    next.reloadItems(["a"])
    next.reconfigureItems(["b"])
    next.reloadSections(["B"])
    next.deleteItems(["a", "b"])
    next.deleteSections(["B"])
    next.appendItems(["z"], toSection: "A")
    h.requests = []
    let update = try h.dataSource.tryApply(next)
    #expect(update.batchUpdate.reloadedItems.isEmpty)
    #expect(update.batchUpdate.reconfiguredItems.isEmpty)
    #expect(update.batchUpdate.reloadedSections.isEmpty)
    #expect(h.requests == ["z"])
    // Marks only, all on absent items: nothing at all.
    var onlyMarks = h.dataSource.snapshot()
    onlyMarks.appendItems(["t"])
    onlyMarks.reloadItems(["t"])
    onlyMarks.reconfigureItems(["t"])
    onlyMarks.deleteItems(["t"])
    #expect(try h.dataSource.tryApply(onlyMarks) == DataSourceUpdate(kind: .none, batchUpdate: BatchUpdate()))
    h.check()
  }

  @Test(
    "Reload gives an item a new cell (a recycled one gets prepareForReuse); reconfigure reuses the same cell",
    arguments: ListViewUnderTest.allCases)
  func reloadVersusReconfigure(_ kind: ListViewUnderTest) throws {
    let h = ListDataSourceHarness(kind)
    try h.dataSource.tryApply(snap(("A", ["a", "b"])))
    let original = try #require(h.cell("a"))

    var reload = h.dataSource.snapshot()
    reload.reloadItems(["a"])
    h.requests = []
    let update = try h.dataSource.tryApply(reload)
    #expect(update.batchUpdate.reloadedItems == [ip(0, 0)])
    #expect(h.requests == ["a"])
    let fresh = try #require(h.cell("a"))
    #expect(fresh !== original)
    #expect(original.indexPath == nil)  // back in the pool
    // A second reload takes the pooled cell: prepareForReuse runs on it.
    try h.dataSource.tryApply(reload)
    let recycled = try #require(h.cell("a"))
    #expect(recycled === original)
    #expect(original.prepareForReuseCount == 1)

    var reconfigure = h.dataSource.snapshot()
    reconfigure.reconfigureItems(["a"])
    let before = h.statistics
    let configurations = recycled.configurationCount
    h.requests = []
    let second = try h.dataSource.tryApply(reconfigure)
    #expect(second.batchUpdate.reconfiguredItems == [ip(0, 0)])
    #expect(h.requests == ["a"])
    #expect(h.cell("a") === recycled)
    #expect(recycled.configurationCount == configurations + 1)
    #expect(recycled.prepareForReuseCount == 1)
    let after = h.statistics
    #expect(after.dequeues == before.dequeues && after.prepareForReuseCalls == before.prepareForReuseCalls)
    h.check()
  }

  @Test("Reconfigure only touches items that have a cell (visible)", arguments: ListViewUnderTest.allCases)
  func reconfigureOnlyVisible(_ kind: ListViewUnderTest) throws {
    let h = ListDataSourceHarness(kind, viewportHeight: 2)
    try h.dataSource.tryApply(snap(("A", ["a", "b", "c", "d"])))
    var next = h.dataSource.snapshot()
    next.reconfigureItems(["b", "d"])
    h.requests = []
    let update = try h.dataSource.tryApply(next)
    #expect(update.batchUpdate.reconfiguredItems == [ip(0, 1), ip(0, 3)])
    #expect(h.requests == ["b"])
    h.check()
  }

  @Test(
    "A cell shows stale text after a model change (even when moved) until the item is reconfigured",
    arguments: ListViewUnderTest.allCases)
  func staleTextUntilReconfigure(_ kind: ListViewUnderTest) throws {
    let h = ListDataSourceHarness(kind)
    try h.dataSource.tryApply(snap(("A", ["a", "b"])))
    h.texts["b"] = "B2"
    #expect(try h.dataSource.tryApply(snap(("A", ["a", "b"]))).kind == .none)
    #expect(h.cell("b")?.text == "b")
    try h.dataSource.tryApply(snap(("A", ["b", "a"])))  // moved: content as is
    #expect(h.cell("b")?.text == "b")
    var next = h.dataSource.snapshot()
    next.reconfigureItems(["b"])
    try h.dataSource.tryApply(next)
    #expect(h.cell("b")?.text == "B2")
    h.check()
  }

  @Test(
    "An inserted item is requested from the cell provider; a moved one is not", arguments: ListViewUnderTest.allCases)
  func insertedRequestedMovedNot(_ kind: ListViewUnderTest) throws {
    let h = ListDataSourceHarness(kind)
    try h.dataSource.tryApply(snap(("A", ["a", "b", "c"]), ("B", ["d"])))
    h.requests = []
    let update = try h.dataSource.tryApply(snap(("A", ["c", "x", "a"]), ("B", ["b", "d"])))
    #expect(!update.batchUpdate.movedItems.isEmpty)
    #expect(h.requests == ["x"])
    h.check()
  }

  @Test(
    "Item reloads/reconfigures inside a reloaded section and reconfigures of reloaded items are not sent",
    arguments: ListViewUnderTest.allCases)
  func redundantRefreshesDropped(_ kind: ListViewUnderTest) throws {
    let h = ListDataSourceHarness(kind)
    try h.dataSource.tryApply(snap(("A", ["a", "b"]), ("B", ["c", "d"])))
    var next = snap(("A", ["b", "a"]), ("B", ["c", "d"]))
    next.reloadSections(["A"])
    next.reloadItems(["a", "c"])
    next.reconfigureItems(["b", "c", "d"])
    let update = try h.dataSource.tryApply(next)
    #expect(update.batchUpdate.reloadedSections == [0])
    #expect(update.batchUpdate.reloadedItems == [ip(1, 0)])
    #expect(update.batchUpdate.reconfiguredItems == [ip(1, 1)])
    h.check()
  }

  @Test(
    "A moved and reloaded item is reloaded at its final index path, after the move",
    arguments: ListViewUnderTest.allCases)
  func reloadOfMovedItem(_ kind: ListViewUnderTest) throws {
    let h = ListDataSourceHarness(kind)
    try h.dataSource.tryApply(snap(("A", ["a", "b", "c"])))
    let old = h.cell("a")
    h.texts["a"] = "A2"
    var next = snap(("A", ["b", "c", "a"]))
    next.reloadItems(["a"])
    let update = try h.dataSource.tryApply(next)
    #expect(update.batchUpdate.reloadedItems == [ip(0, 2)])
    #expect(h.cell("a") !== old && h.cell("a")?.text == "A2")
    h.check()
  }

  @Test(
    "applySnapshotUsingReloadData resets without a diff; the next apply diffs from it",
    arguments: ListViewUnderTest.allCases)
  func reloadDataThenDiff(_ kind: ListViewUnderTest) throws {
    let h = ListDataSourceHarness(kind)
    try h.dataSource.tryApply(snap(("A", ["a", "b"])))
    try h.view.tryPerform(.selectRow(ip(0, 0)))
    let reset = snap(("B", ["x", "a"]))
    h.requests = []
    let update = try h.dataSource.tryApplySnapshotUsingReloadData(reset)
    #expect(update == DataSourceUpdate(kind: .reloadData, batchUpdate: BatchUpdate()))
    #expect(h.view.selectedIndexPaths.isEmpty)
    #expect(h.requests == ["x", "a"])
    h.check()
    let next = snap(("B", ["a", "y"]))
    let diff = try h.dataSource.tryApply(next)
    #expect(diff.kind == .batchUpdates && diff.batchUpdate == SectionedDiff.batchUpdate(from: reset, to: next))
    #expect(diff.batchUpdate.deletedItems == [ip(0, 0)])
    h.check()
  }

  @Test(
    "pendingUpdate previews the apply: reloadData before the first, then the same batch the apply sends",
    arguments: ListViewUnderTest.allCases)
  func pendingUpdatePreviewsTheApply(_ kind: ListViewUnderTest) throws {
    let h = ListDataSourceHarness(kind)
    let first = snap(("A", ["a", "b"]), ("B", ["c"]))
    #expect(h.dataSource.pendingUpdate(applying: first).kind == .reloadData)
    try h.dataSource.tryApply(first)
    var next = first
    next.moveItem("b", beforeItem: "a")
    next.reconfigureItems(["c"])
    let preview = h.dataSource.pendingUpdate(applying: next)
    #expect(h.dataSource.snapshot() == first && h.rows == [["a", "b"], ["c"]])
    let sent = try h.dataSource.tryApply(next)
    #expect(preview == sent && sent.kind == .batchUpdates)
    #expect(h.dataSource.pendingUpdate(applying: h.dataSource.snapshot()).kind == .none)
    h.check()
  }

  @Test(
    "Queries: items, index paths, sections; nil out of range (negative included) and for absent identifiers",
    arguments: ListViewUnderTest.allCases)
  func queries(_ kind: ListViewUnderTest) throws {
    let h = ListDataSourceHarness(kind)
    let snapshot = snap(("A", ["a", "b"]), ("E", []), ("B", ["c", "d", "e"]))
    try h.dataSource.tryApply(snapshot)
    for pass in 0..<3 {  // the first queries scan, later ones use the tables
      for (s, section) in snapshot.sectionIdentifiers.enumerated() {
        #expect(h.dataSource.sectionIdentifier(for: s) == section)
        #expect(h.dataSource.index(for: section) == s)
        for (i, item) in snapshot.itemIdentifiers(inSection: section).enumerated() {
          #expect(h.dataSource.indexPath(for: item) == ip(s, i), "pass \(pass)")
          #expect(h.dataSource.itemIdentifier(for: ip(s, i)) == item)
        }
      }
    }
    for bad in [ip(0, -1), ip(-1, 0), ip(0, 2), ip(1, 0), ip(3, 0), IndexPath(index: 0)] {
      #expect(h.dataSource.itemIdentifier(for: bad) == nil)
    }
    #expect(h.dataSource.indexPath(for: "zz") == nil)
    #expect(h.dataSource.sectionIdentifier(for: -1) == nil && h.dataSource.sectionIdentifier(for: 3) == nil)
    #expect(h.dataSource.index(for: "Z") == nil)
    // After a change the answers follow the new state.
    try h.dataSource.tryApply(snap(("B", ["e", "c"]), ("A", ["a"])))
    #expect(h.dataSource.indexPath(for: "a") == ip(1, 0))
    #expect(h.dataSource.indexPath(for: "a") == ip(1, 0))
    #expect(h.dataSource.indexPath(for: "c") == ip(0, 1))
    #expect(h.dataSource.indexPath(for: "b") == nil)
    h.check()
  }

  @Test(
    "itemIdentifier(for:) over sections of many leaves: in order, backwards, jumping, and after applies that change the leaf read last",
    arguments: ListViewUnderTest.allCases)
  func itemIdentifierAcrossLeaves(_ kind: ListViewUnderTest) throws {
    let (_, dataSource): (any HeadlessListView, any DiffableListDataSource<Int, Int>) =
      kind.makeDiffable(viewportHeight: 5) { "\($0)" }
    var snapshot = DiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0, 1])
    snapshot.appendItems(Array(0..<1_000), toSection: 0)
    snapshot.appendItems(Array(1_000..<1_700), toSection: 1)
    try dataSource.tryApply(snapshot)
    func expectAnswers(_ paths: [IndexPath], _ expected: DiffableDataSourceSnapshot<Int, Int>) {
      let sections = expected.sectionIdentifiers.map { expected.itemIdentifiers(inSection: $0) }
      for path in paths {
        #expect(dataSource.itemIdentifier(for: path) == sections[path.section][path.item], "\(path)")
      }
    }
    let forward = (0..<1_000).map { ip(0, $0) } + (0..<700).map { ip(1, $0) }
    var generator = SplitMix64(seed: 7)
    let jumps = (0..<500).map { _ in
      let section = Int(generator.next() % 2)
      return ip(section, Int(generator.next() % (section == 0 ? 1_000 : 700)))
    }
    expectAnswers(forward, snapshot)
    expectAnswers(forward.reversed(), snapshot)
    expectAnswers(jumps, snapshot)
    // Read row 300, then change the leaf that holds it (a derived snapshot shares every other leaf) and read again.
    #expect(dataSource.itemIdentifier(for: ip(0, 300)) == 300)
    var derived = dataSource.snapshot()
    derived.deleteItems([299])
    derived.insertItems([5_000], afterItem: 310)
    try dataSource.tryApply(derived)
    #expect(dataSource.itemIdentifier(for: ip(0, 300)) == 301)
    expectAnswers(forward, derived)
    expectAnswers(jumps, derived)
    #expect(dataSource.itemIdentifier(for: ip(0, 1_000)) == nil)
    #expect(dataSource.itemIdentifier(for: ip(1, 700)) == nil)
  }

  @Test(
    "listView is nil once the view has another data source; applies then only store the state",
    arguments: ListViewUnderTest.allCases)
  func detachedView(_ kind: ListViewUnderTest) throws {
    let h = ListDataSourceHarness(kind)
    try h.dataSource.tryApply(snap(("A", ["a", "b"])))
    #expect(h.dataSource.listView === h.view)
    let other = ListTestModel([["q"]])
    h.view.listDataSource = other
    #expect(h.dataSource.listView == nil)
    let before = ListViewFingerprint(h.view)
    h.requests = []
    let update = try h.dataSource.tryApply(snap(("A", ["b", "c"])))
    #expect(update == DataSourceUpdate(kind: .none, batchUpdate: BatchUpdate()))
    #expect(h.dataSource.snapshot() == snap(("A", ["b", "c"])))
    #expect(ListViewFingerprint(h.view) == before && h.requests.isEmpty)
    // Back as the data source: the view reloads the stored state before the next update.
    h.reconnect()
    #expect(h.dataSource.listView === h.view)
    #expect(try h.dataSource.tryApply(snap(("A", ["c", "b", "d"]))).kind == .batchUpdates)
    h.check()
  }

  @Test("A data source whose view is gone stores its applies", arguments: ListViewUnderTest.allCases)
  func viewGone(_ kind: ListViewUnderTest) throws {
    var made: (view: any HeadlessListView, dataSource: any DiffableListDataSource<String, String>)? =
      kind.makeDiffable { _ in nil }
    let dataSource = made!.dataSource
    made = nil
    #expect(dataSource.listView == nil)
    #expect(try dataSource.tryApply(snap(("A", ["a"]))).kind == .none)
    #expect(try dataSource.tryApplySnapshotUsingReloadData(snap(("A", ["b"]))).kind == .none)
    #expect(dataSource.pendingUpdate(applying: snap(("A", ["c"]))).kind == .none)
    #expect(dataSource.snapshot() == snap(("A", ["b"])))
  }

  @Test(
    "Apple-shaped forms: async apply resumes after the update; completion runs once, after returning, in apply order",
    arguments: ListViewUnderTest.allCases)
  func appleShapedForms(_ kind: ListViewUnderTest) async throws {
    let h = ListDataSourceHarness(kind)
    let first = await h.dataSource.apply(snap(("A", ["a"])))
    #expect(first.kind == .reloadData && h.rows == [["a"]])
    let log = EventLog()
    let second = h.dataSource.apply(snap(("A", ["a", "b"])), animatingDifferences: false) { log("apply") }
    #expect(log.events.isEmpty && second.kind == .batchUpdates && h.rows == [["a", "b"]])
    let third = await h.dataSource.applySnapshotUsingReloadData(snap(("A", ["c"])))
    #expect(third.kind == .reloadData && h.rows == [["c"]])
    h.dataSource.applySnapshotUsingReloadData(snap(("A", ["d"]))) { log("reload") }
    h.dataSource.apply(snap(("A", ["d"]), ("B", ["e"])), animatingDifferences: true) { log("last") }
    #expect(log.events.isEmpty)  // UIKit calls completions later, on the main queue
    for _ in 0..<100 where log.events.count < 3 { await Task.yield() }
    #expect(log.events == ["apply", "reload", "last"])
    #expect(h.dataSource.snapshot() == snap(("A", ["d"]), ("B", ["e"])))
    h.check()
  }

  @Test(
    "Applies fired from many tasks run one at a time, in call order; the view stays consistent",
    arguments: ListViewUnderTest.allCases)
  func serializedApplies(_ kind: ListViewUnderTest) async throws {
    let h = ListDataSourceHarness(kind, viewportHeight: 5)
    var rng = SplitMix64(seed: 42)
    var snapshots: [StringSnapshot] = []
    for _ in 0..<60 {
      snapshots.append(randomEdit(of: randomSnapshot(&rng), &rng).mapToStrings())
    }
    var order: [Int] = []
    var tasks: [Task<Void, Never>] = []
    for (index, snapshot) in snapshots.enumerated() {
      tasks.append(
        Task {
          await h.dataSource.apply(snapshot)
          #expect(h.dataSource.snapshot() == snapshot)  // nothing interleaved between the apply and here
          order.append(index)
        })
    }
    for task in tasks { await task.value }
    #expect(order == Array(snapshots.indices))
    #expect(h.dataSource.snapshot() == snapshots.last)
    h.check()
  }

  @Test(
    "An apply started during another apply (from the cell provider) is refused; the outer one completes",
    arguments: ListViewUnderTest.allCases)
  func reentrantApplyRefused(_ kind: ListViewUnderTest) throws {
    var inner: [DataSourceError] = []
    var dataSource: (any DiffableListDataSource<String, String>)?
    let made: (view: any HeadlessListView, dataSource: any DiffableListDataSource<String, String>) =
      kind.makeDiffable { item in
        do throws(DataSourceError) { try dataSource?.tryApply(snap(("Z", ["z"]))) } catch { inner.append(error) }
        return item
      }
    dataSource = made.dataSource
    // The cell provider holds the data source through `dataSource`, and the data source holds the cell provider.
    defer { dataSource = nil }
    try made.dataSource.tryApply(snap(("A", ["a", "b"])))
    #expect(inner == [.reentrantApply, .reentrantApply])
    #expect(inner.first?.description.contains("APPLYING_SNAPSHOTS_REENTRANTLY") == true)
    #expect(made.dataSource.snapshot() == snap(("A", ["a", "b"])))
    #expect(made.view.invariantViolations() == [])
  }

  @Test("A rejected update leaves the data source and the view unchanged", arguments: ListViewUnderTest.allCases)
  func rejectedUpdateChangesNothing(_ kind: ListViewUnderTest) throws {
    let h = ListDataSourceHarness(kind)
    // Inside another batch block the view refuses a reloadData (first apply) and a nested batch (later ones).
    try h.view.tryPerformBatchUpdates([]) {
      #expect(throws: kind.rejected(.reloadDataInsideBatchUpdates, or: .reloadDataInsideBatchUpdates)) {
        try h.dataSource.tryApply(snap(("A", ["a"])))
      }
    }
    #expect(h.dataSource.snapshot() == StringSnapshot())
    try h.dataSource.tryApply(snap(("A", ["a", "b"])))
    let before = ListViewFingerprint(h.view)
    try h.view.tryPerformBatchUpdates([]) {
      #expect(throws: kind.rejected(.nestedBatchUpdates, or: .nestedBatchUpdates)) {
        try h.dataSource.tryApply(snap(("A", ["b", "c"])))
      }
      var marks = snap(("A", ["a", "b"]))
      marks.reconfigureItems(["a"])
      #expect(throws: kind.rejected(.nestedBatchUpdates, or: .nestedBatchUpdates)) {
        try h.dataSource.tryApply(marks)
      }
    }
    #expect(h.dataSource.snapshot() == snap(("A", ["a", "b"])))
    #expect(ListViewFingerprint(h.view) == before)
    h.check()
  }

  @Test(
    "A cell failure while the view realizes an update: the view takes it back, the data source keeps its state",
    arguments: ListViewUnderTest.allCases)
  func cellFailureChangesNothing(_ kind: ListViewUnderTest) throws {
    let h = ListDataSourceHarness(kind)
    h.failing = ["b"]
    #expect(throws: kind.cellProviderReturnedNil(ip(0, 1), item: "b", rows: 2)) {
      try h.dataSource.tryApply(snap(("A", ["a", "b"])))  // first apply: reloadData
    }
    #expect(h.dataSource.snapshot().numberOfSections == 0)
    h.check()
    h.failing = []
    try h.dataSource.tryApply(snap(("A", ["a", "b"])))
    let before = ListViewFingerprint(h.view)
    h.failing = ["x"]
    #expect(throws: kind.cellProviderReturnedNil(ip(0, 0), item: "x", rows: 3)) {
      try h.dataSource.tryApply(snap(("A", ["x", "a", "b"])))  // structural batch
    }
    #expect(h.dataSource.snapshot() == snap(("A", ["a", "b"])))
    #expect(ListViewFingerprint(h.view) == before)
    h.check()
    h.failing = ["a"]
    var reload = snap(("A", ["b", "a"]))
    reload.reloadItems(["a"])
    #expect(throws: kind.cellProviderReturnedNil(ip(0, 1), item: "a", rows: 2)) {
      try h.dataSource.tryApply(reload)  // the structural move passes, the reload fails: both are taken back
    }
    #expect(h.dataSource.snapshot() == snap(("A", ["a", "b"])))
    #expect(ListViewFingerprint(h.view) == before)
    h.check()
    h.failing = []
    try h.dataSource.tryApply(snap(("A", ["a"])))
    h.check()
  }
}

extension IntSnapshot {
  /// The same snapshot with `String` items (`"i<n>"`), for tests of string data sources.
  func mapToStrings() -> StringSnapshot {
    var result = StringSnapshot()
    for section in sectionIdentifiers {
      result.appendSections([section])
      result.appendItems(itemIdentifiers(inSection: section).map { "i\($0)" }, toSection: section)
    }
    return result
  }
}

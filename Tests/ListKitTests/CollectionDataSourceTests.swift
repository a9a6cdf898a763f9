// Data source applies (docs/semantics.md §3, §8.5, §8.6): reloadData vs diff, marks, reload vs reconfigure on the
// headless cells, queries, the detached view, serialization, and what failures leave behind.

import ListKitTestSupport
import Testing

@testable import ListKit

@Suite("DataSource: apply")
@MainActor
struct DataSourceApplyTests {
  @Test("The first apply is a reloadData: every visible row is requested and created, nothing is diffed")
  func firstApplyIsReloadData() throws {
    let h = DataSourceHarness(viewportHeight: 3)
    let update = try h.dataSource.tryApply(snap(("A", ["a", "b"]), ("B", ["c", "d"])))
    #expect(update == DataSourceUpdate(kind: .reloadData, batchUpdate: BatchUpdate()))
    #expect(h.requests == ["a", "b", "c"])
    let stats = h.view.statistics(for: HeadlessCell.self)
    #expect(stats.creations == 3 && stats.dequeues == 3 && stats.reuses == 0)
    h.check()
  }

  @Test("animatingDifferences: false still diffs: a batch that keeps cells and selection")
  func nonAnimatedApplyDiffs() throws {
    let h = DataSourceHarness()
    let old = snap(("A", ["a", "b", "c"]))
    try h.dataSource.tryApply(old)
    h.view.selectItem(at: IndexPath(item: 0, section: 0))
    let cellA = h.cell("a")
    let new = snap(("A", ["x", "c", "a"]))
    let update = try h.dataSource.tryApply(new, animatingDifferences: false)
    #expect(update.kind == .batchUpdates)
    #expect(update.batchUpdate == SectionedDiff.batchUpdate(from: old, to: new))
    #expect(h.cell("a") === cellA)
    #expect(h.view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    h.check()
  }

  @Test("An identical snapshot sends nothing: kind .none, no cell request, cells untouched")
  func identicalSnapshotIsNone() throws {
    let h = DataSourceHarness()
    try h.dataSource.tryApply(snap(("A", ["a", "b"])))
    h.requests = []
    let configured = h.view.visibleCells.map(\.configurationCount)
    let update = try h.dataSource.tryApply(snap(("A", ["a", "b"])))
    #expect(update == DataSourceUpdate(kind: .none, batchUpdate: BatchUpdate()))
    #expect(h.requests.isEmpty)
    #expect(h.view.visibleCells.map(\.configurationCount) == configured)
    h.check()
  }

  @Test("snapshot() has no marks, and re-applying it changes nothing")
  func marksStripped() throws {
    let h = DataSourceHarness()
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

  @Test("Reload and reconfigure marks of items (and sections) no longer in the snapshot are ignored")
  func absentMarksIgnored() throws {
    let h = DataSourceHarness()
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

  @Test("Reload gives an item a new cell (a recycled one gets prepareForReuse); reconfigure reuses the same cell")
  func reloadVersusReconfigure() throws {
    let h = DataSourceHarness()
    try h.dataSource.tryApply(snap(("A", ["a", "b"])))
    let original = try #require(h.cell("a"))

    var reload = h.dataSource.snapshot()
    reload.reloadItems(["a"])
    h.requests = []
    let update = try h.dataSource.tryApply(reload)
    #expect(update.batchUpdate.reloadedItems == [IndexPath(item: 0, section: 0)])
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
    let before = h.view.statistics(for: HeadlessCell.self)
    let configurations = recycled.configurationCount
    h.requests = []
    let second = try h.dataSource.tryApply(reconfigure)
    #expect(second.batchUpdate.reconfiguredItems == [IndexPath(item: 0, section: 0)])
    #expect(h.requests == ["a"])
    #expect(h.cell("a") === recycled)
    #expect(recycled.configurationCount == configurations + 1)
    #expect(recycled.prepareForReuseCount == 1)
    let after = h.view.statistics(for: HeadlessCell.self)
    #expect(after.dequeues == before.dequeues && after.prepareForReuseCalls == before.prepareForReuseCalls)
    h.check()
  }

  @Test("Reconfigure only touches items that have a cell (visible)")
  func reconfigureOnlyVisible() throws {
    let h = DataSourceHarness(viewportHeight: 2)
    try h.dataSource.tryApply(snap(("A", ["a", "b", "c", "d"])))
    var next = h.dataSource.snapshot()
    next.reconfigureItems(["b", "d"])
    h.requests = []
    let update = try h.dataSource.tryApply(next)
    #expect(update.batchUpdate.reconfiguredItems == [IndexPath(item: 1, section: 0), IndexPath(item: 3, section: 0)])
    #expect(h.requests == ["b"])
    h.check()
  }

  @Test("A cell shows stale text after a model change (even when moved) until the item is reconfigured")
  func staleTextUntilReconfigure() throws {
    let h = DataSourceHarness()
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

  @Test("An inserted item is requested from the cell provider; a moved one is not")
  func insertedRequestedMovedNot() throws {
    let h = DataSourceHarness()
    try h.dataSource.tryApply(snap(("A", ["a", "b", "c"]), ("B", ["d"])))
    h.requests = []
    let update = try h.dataSource.tryApply(snap(("A", ["c", "x", "a"]), ("B", ["b", "d"])))
    #expect(!update.batchUpdate.movedItems.isEmpty)
    #expect(h.requests == ["x"])
    h.check()
  }

  @Test("Item reloads/reconfigures inside a reloaded section and reconfigures of reloaded items are not sent")
  func redundantRefreshesDropped() throws {
    let h = DataSourceHarness()
    try h.dataSource.tryApply(snap(("A", ["a", "b"]), ("B", ["c", "d"])))
    var next = snap(("A", ["b", "a"]), ("B", ["c", "d"]))
    next.reloadSections(["A"])
    next.reloadItems(["a", "c"])
    next.reconfigureItems(["b", "c", "d"])
    let update = try h.dataSource.tryApply(next)
    #expect(update.batchUpdate.reloadedSections == [0])
    #expect(update.batchUpdate.reloadedItems == [IndexPath(item: 0, section: 1)])
    #expect(update.batchUpdate.reconfiguredItems == [IndexPath(item: 1, section: 1)])
    h.check()
  }

  @Test("A moved and reloaded item is reloaded at its final index path, after the move")
  func reloadOfMovedItem() throws {
    let h = DataSourceHarness()
    try h.dataSource.tryApply(snap(("A", ["a", "b", "c"])))
    let old = h.cell("a")
    h.texts["a"] = "A2"
    var next = snap(("A", ["b", "c", "a"]))
    next.reloadItems(["a"])
    let update = try h.dataSource.tryApply(next)
    #expect(update.batchUpdate.reloadedItems == [IndexPath(item: 2, section: 0)])
    #expect(h.cell("a") !== old && h.cell("a")?.text == "A2")
    h.check()
  }

  @Test("applySnapshotUsingReloadData resets without a diff; the next apply diffs from it")
  func reloadDataThenDiff() throws {
    let h = DataSourceHarness()
    try h.dataSource.tryApply(snap(("A", ["a", "b"])))
    h.view.selectItem(at: IndexPath(item: 0, section: 0))
    let reset = snap(("B", ["x", "a"]))
    h.requests = []
    let update = try h.dataSource.tryApplySnapshotUsingReloadData(reset)
    #expect(update == DataSourceUpdate(kind: .reloadData, batchUpdate: BatchUpdate()))
    #expect(h.view.indexPathsForSelectedItems.isEmpty)
    #expect(h.requests == ["x", "a"])
    h.check()
    let next = snap(("B", ["a", "y"]))
    let diff = try h.dataSource.tryApply(next)
    #expect(diff.kind == .batchUpdates && diff.batchUpdate == SectionedDiff.batchUpdate(from: reset, to: next))
    h.check()
  }

  @Test("Queries: items, index paths, sections; nil out of range (negative included) and for absent identifiers")
  func queries() throws {
    let h = DataSourceHarness()
    let snapshot = snap(("A", ["a", "b"]), ("E", []), ("B", ["c", "d", "e"]))
    try h.dataSource.tryApply(snapshot)
    for pass in 0..<3 {  // the first queries scan, later ones use the tables
      for (s, section) in snapshot.sectionIdentifiers.enumerated() {
        #expect(h.dataSource.sectionIdentifier(for: s) == section)
        #expect(h.dataSource.index(for: section) == s)
        for (i, item) in snapshot.itemIdentifiers(inSection: section).enumerated() {
          #expect(h.dataSource.indexPath(for: item) == IndexPath(item: i, section: s), "pass \(pass)")
          #expect(h.dataSource.itemIdentifier(for: IndexPath(item: i, section: s)) == item)
        }
      }
    }
    for bad in [
      IndexPath(item: -1, section: 0), IndexPath(item: 0, section: -1), IndexPath(item: 2, section: 0),
      IndexPath(item: 0, section: 1), IndexPath(item: 0, section: 3), IndexPath(index: 0),
    ] {
      #expect(h.dataSource.itemIdentifier(for: bad) == nil)
    }
    #expect(h.dataSource.indexPath(for: "zz") == nil)
    #expect(h.dataSource.sectionIdentifier(for: -1) == nil && h.dataSource.sectionIdentifier(for: 3) == nil)
    #expect(h.dataSource.index(for: "Z") == nil)
    // After a change the answers follow the new state.
    try h.dataSource.tryApply(snap(("B", ["e", "c"]), ("A", ["a"])))
    #expect(h.dataSource.indexPath(for: "a") == IndexPath(item: 0, section: 1))
    #expect(h.dataSource.indexPath(for: "a") == IndexPath(item: 0, section: 1))
    #expect(h.dataSource.indexPath(for: "c") == IndexPath(item: 1, section: 0))
    #expect(h.dataSource.indexPath(for: "b") == nil)
    h.check()
  }

  @Test(
    "itemIdentifier(for:) over sections of many leaves: in order, backwards, jumping, and after applies that change the leaf read last"
  )
  func itemIdentifierAcrossLeaves() throws {
    let view = HeadlessCollectionView(viewportHeight: 5)
    let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: view) { view, indexPath, _ in
      view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    view.register(HeadlessCell.self, forCellWithReuseIdentifier: "cell")
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
    let forward =
      (0..<1_000).map { IndexPath(item: $0, section: 0) } + (0..<700).map { IndexPath(item: $0, section: 1) }
    var generator = SplitMix64(seed: 7)
    let jumps = (0..<500).map { _ in
      let section = Int(generator.next() % 2)
      return IndexPath(item: Int(generator.next() % (section == 0 ? 1_000 : 700)), section: section)
    }
    expectAnswers(forward, snapshot)
    expectAnswers(forward.reversed(), snapshot)
    expectAnswers(jumps, snapshot)
    // Read row 300, then change the leaf that holds it (a derived snapshot shares every other leaf) and read again.
    #expect(dataSource.itemIdentifier(for: IndexPath(item: 300, section: 0)) == 300)
    var derived = dataSource.snapshot()
    derived.deleteItems([299])
    derived.insertItems([5_000], afterItem: 310)
    try dataSource.tryApply(derived)
    #expect(dataSource.itemIdentifier(for: IndexPath(item: 300, section: 0)) == 301)
    expectAnswers(forward, derived)
    expectAnswers(jumps, derived)
    #expect(dataSource.itemIdentifier(for: IndexPath(item: 1_000, section: 0)) == nil)
    #expect(dataSource.itemIdentifier(for: IndexPath(item: 700, section: 1)) == nil)
  }

  @Test("collectionView is nil once the view has another data source; applies then only store the state")
  func detachedView() throws {
    let h = DataSourceHarness()
    try h.dataSource.tryApply(snap(("A", ["a", "b"])))
    #expect(h.dataSource.collectionView === h.view)
    let other = ListTestModel([["q"]])
    h.view.dataSource = other
    #expect(h.dataSource.collectionView == nil)
    let before = ListViewFingerprint(h.view)
    h.requests = []
    let update = try h.dataSource.tryApply(snap(("A", ["b", "c"])))
    #expect(update == DataSourceUpdate(kind: .none, batchUpdate: BatchUpdate()))
    #expect(h.dataSource.snapshot() == snap(("A", ["b", "c"])))
    #expect(ListViewFingerprint(h.view) == before && h.requests.isEmpty)
    // Back as the data source: the view reloads the stored state before the next update.
    h.view.dataSource = h.dataSource
    #expect(h.dataSource.collectionView === h.view)
    #expect(try h.dataSource.tryApply(snap(("A", ["c", "b", "d"]))).kind == .batchUpdates)
    h.check()
  }

  @Test("A data source whose view is gone stores its applies")
  func viewGone() throws {
    var view: HeadlessCollectionView? = HeadlessCollectionView()
    let dataSource = StringDataSource(collectionView: view!) { _, _, _ in nil }
    view = nil
    #expect(dataSource.collectionView == nil)
    #expect(try dataSource.tryApply(snap(("A", ["a"]))).kind == .none)
    #expect(try dataSource.tryApplySnapshotUsingReloadData(snap(("A", ["b"]))).kind == .none)
    #expect(try dataSource.tryApply(tree(["p"]), to: "B").kind == .none)
    #expect(dataSource.snapshot() == snap(("A", ["b"]), ("B", ["p"])))
  }

  @Test("Apple-shaped forms: async apply resumes after the update; completion runs once, after returning")
  func appleShapedForms() async throws {
    let h = DataSourceHarness()
    let first = await h.dataSource.apply(snap(("A", ["a"])))
    #expect(first.kind == .reloadData && h.rows == [["a"]])
    let log = EventLog()
    let second = h.dataSource.apply(snap(("A", ["a", "b"])), animatingDifferences: false) { log("apply") }
    #expect(log.events.isEmpty && second.kind == .batchUpdates && h.rows == [["a", "b"]])
    await h.dataSource.applySnapshotUsingReloadData(snap(("A", ["c"])))
    h.dataSource.applySnapshotUsingReloadData(snap(("A", ["d"]))) { log("reload") }
    await h.dataSource.apply(tree(["t"]), to: "T")
    h.dataSource.apply(tree(["u"]), to: "U", animatingDifferences: true) { log("section") }
    for _ in 0..<100 where log.events.count < 3 { await Task.yield() }
    #expect(log.events == ["apply", "reload", "section"])
    #expect(h.dataSource.snapshot() == snap(("A", ["d"]), ("T", ["t"]), ("U", ["u"])))
    h.check()
  }

  @Test("Applies fired from many tasks run one at a time, in call order; the view stays consistent")
  func serializedApplies() async throws {
    let h = DataSourceHarness(viewportHeight: 5)
    var rng = SplitMix64(seed: 42)
    var snapshots: [StringSnapshot] = []
    var current = StringSnapshot()
    for _ in 0..<60 {
      current = randomEdit(of: randomSnapshot(&rng), &rng).mapToStrings()
      snapshots.append(current)
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

  @Test("An apply started during another apply (from the cell provider) is refused; the outer one completes")
  func reentrantApplyRefused() throws {
    let view = HeadlessCollectionView()
    view.register(HeadlessCell.self, forCellWithReuseIdentifier: "cell")
    view.tracksRowIdentities = true
    var inner: [DataSourceError] = []
    var dataSource: StringDataSource?
    dataSource = StringDataSource(collectionView: view) { view, indexPath, item in
      do throws(DataSourceError) { try dataSource?.tryApply(snap(("Z", ["z"]))) } catch { inner.append(error) }
      return view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    try dataSource!.tryApply(snap(("A", ["a", "b"])))
    #expect(inner == [.reentrantApply, .reentrantApply])
    #expect(inner.first?.description.contains("APPLYING_SNAPSHOTS_REENTRANTLY") == true)
    #expect(dataSource!.snapshot() == snap(("A", ["a", "b"])))
    #expect(view.invariantViolations() == [])
  }

  @Test("A rejected update leaves the data source and the view unchanged")
  func rejectedUpdateChangesNothing() throws {
    let h = DataSourceHarness()
    // Inside another batch block the view refuses a reloadData (first apply) and a nested batch (later ones).
    try h.view.tryPerformBatchUpdates {
      #expect(throws: DataSourceError.collectionView(.reloadDataInsideBatchUpdates)) {
        try h.dataSource.tryApply(snap(("A", ["a"])))
      }
    }
    #expect(h.dataSource.snapshot() == StringSnapshot())
    try h.dataSource.tryApply(snap(("A", ["a", "b"])))
    let before = ListViewFingerprint(h.view)
    try h.view.tryPerformBatchUpdates {
      #expect(throws: DataSourceError.collectionView(.nestedBatchUpdates)) {
        try h.dataSource.tryApply(snap(("A", ["b", "c"])))
      }
      var marks = snap(("A", ["a", "b"]))
      marks.reconfigureItems(["a"])
      #expect(throws: DataSourceError.collectionView(.nestedBatchUpdates)) { try h.dataSource.tryApply(marks) }
    }
    #expect(h.dataSource.snapshot() == snap(("A", ["a", "b"])))
    #expect(ListViewFingerprint(h.view) == before)
    h.check()
  }

  @Test("A cell failure while the view realizes an update: the view takes it back, the data source keeps its state")
  func cellFailureChangesNothing() throws {
    let h = DataSourceHarness()
    h.failing = ["b"]
    #expect(
      throws: DataSourceError.viewFailedAfterUpdate(
        .diffableCellProviderReturnedNil(
          IndexPath(item: 1, section: 0), item: "b", view: "<UICollectionView: 1 section, 2 items>"))
    ) {
      try h.dataSource.tryApply(snap(("A", ["a", "b"])))  // first apply: reloadData
    }
    #expect(h.dataSource.snapshot().numberOfSections == 0)
    h.check()
    h.failing = []
    try h.dataSource.tryApply(snap(("A", ["a", "b"])))
    let before = ListViewFingerprint(h.view)
    h.failing = ["x"]
    #expect(
      throws: DataSourceError.viewFailedAfterUpdate(
        .diffableCellProviderReturnedNil(
          IndexPath(item: 0, section: 0), item: "x", view: "<UICollectionView: 1 section, 3 items>"))
    ) {
      try h.dataSource.tryApply(snap(("A", ["x", "a", "b"])))  // structural batch
    }
    #expect(h.dataSource.snapshot() == snap(("A", ["a", "b"])))
    #expect(ListViewFingerprint(h.view) == before)
    h.check()
    h.failing = ["a"]
    var reload = snap(("A", ["b", "a"]))
    reload.reloadItems(["a"])
    #expect(
      throws: DataSourceError.viewFailedAfterUpdate(
        .diffableCellProviderReturnedNil(
          IndexPath(item: 1, section: 0), item: "a", view: "<UICollectionView: 1 section, 2 items>"))
    ) {
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

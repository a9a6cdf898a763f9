// Big changes and failed batches (semantics.md §3.9), on both diffable data sources: `reloadThreshold` and
// `interrupt` turn an apply into a `reloadData` (met and not met); `recoversFromFailedUpdates` turns a batch the view
// rejects into a `reloadData` to the new snapshot and one call of `onUpdateFailure`, for each way a diffable batch
// gets rejected here: counts answered from a model changed behind the data source's back (R16), and a reconfigure
// whose provider dequeues another cell (reconfigure-other-cell); a nil cell, which the reload meets again, is not
// recovered.

import Testing

@testable import ListKit

/// A collection data source written as pre-diffable code often is: the counts come from the app's own model array,
/// which the app changes before it applies the matching snapshot — behind the data source's back.
final class ModelCountingCollectionDataSource: CollectionViewDiffableDataSource<String, String> {
  var model: [String] = []
  var countsFromModel = false

  override func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int {
    countsFromModel ? model.count : super.collectionView(collectionView, numberOfItemsInSection: section)
  }
}

/// The same mistake in a table's data source.
final class ModelCountingTableDataSource: TableViewDiffableDataSource<String, String> {
  var model: [String] = []
  var countsFromModel = false

  override func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int {
    countsFromModel ? model.count : super.tableView(tableView, numberOfRowsInSection: section)
  }
}

/// What the cell provider of a fixture does for an item.
enum FallbackCellMode {
  case correct, nilCell, otherIdentifier
}

/// A model-counting data source of either view, made over its view with a fixture's cell provider.
@MainActor
protocol FallbackDataSource: DiffableListDataSource
where SectionIdentifierType == String, ItemIdentifierType == String {
  associatedtype View: HeadlessListView
  init(view: View, cells: ModeBox)
  var model: [String] { get set }
  var countsFromModel: Bool { get set }
}

extension ModelCountingCollectionDataSource: FallbackDataSource {
  convenience init(view: HeadlessCollectionView, cells: ModeBox) {
    self.init(collectionView: view) { view, indexPath, item in cells.cell(in: view, at: indexPath, item: item) }
  }
}

extension ModelCountingTableDataSource: FallbackDataSource {
  convenience init(view: HeadlessTableView, cells: ModeBox) {
    self.init(tableView: view) { view, indexPath, item in cells.cell(in: view, at: indexPath, item: item) }
  }
}

/// A view with a model-counting data source; cells show the item; `setMode` makes the provider misbehave; every
/// recovered failure is kept in `failures`.
@MainActor
final class FallbackFixture<DataSource: FallbackDataSource> {
  let view: DataSource.View
  let dataSource: DataSource
  var failures: [UpdateFailure] = []
  private let box = ModeBox()

  init(_ view: DataSource.View) {
    self.view = view
    view.registerCells(["cell", "other"])
    view.tracksRowIdentities = true
    dataSource = DataSource(view: view, cells: box)
    dataSource.onUpdateFailure = { [unowned self] in failures.append($0) }
  }

  func setMode(_ mode: FallbackCellMode, for item: String) { box.modes[item] = mode }

  /// The rows the view shows equal the data source's snapshot, and the view is consistent.
  func showsSnapshot() -> Bool { view.shows(dataSource.snapshot()) }
}

/// A collection view (viewport of 20) with a model-counting data source.
@MainActor
func collectionFixture() -> FallbackFixture<ModelCountingCollectionDataSource> {
  FallbackFixture(HeadlessCollectionView(viewportHeight: 20))
}

/// The same for a table.
@MainActor
func tableFixture() -> FallbackFixture<ModelCountingTableDataSource> {
  FallbackFixture(HeadlessTableView(viewportHeight: 20))
}

extension HeadlessListView {
  /// The view shows `snapshot` (rows, and the texts of the first 20) and is consistent.
  func shows(_ snapshot: StringSnapshot) -> Bool {
    let rows = rowIdentities.map { $0.map { $0!.base as! String } }
    return rows == snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0) }
      && invariantViolations() == []
      && visibleCells.map(\.text) == Array(snapshot.itemIdentifiers.prefix(20))
  }
}

/// What the fixtures' cell provider does, per item.
@MainActor
final class ModeBox {
  var modes: [String: FallbackCellMode] = [:]

  /// A cell showing `item` dequeued for "cell", or as `item`'s mode says: nil, or dequeued for "other".
  func cell<View: HeadlessListView>(in view: View, at indexPath: IndexPath, item: String) -> View.Cell? {
    let identifier: String
    switch modes[item] ?? .correct {
    case .nilCell: return nil
    case .otherIdentifier: identifier = "other"
    case .correct: identifier = "cell"
    }
    let cell = try? view.tryDequeueCell(withReuseIdentifier: identifier, for: indexPath)
    cell?.text = item
    return cell
  }
}

/// One section "main" holding `items`.
private func main(_ items: [String]) -> StringSnapshot { snap(("main", items)) }

/// `count` items named `prefix0`, `prefix1`, ….
private func items(_ prefix: String, _ count: Int) -> [String] { (0..<count).map { "\(prefix)\($0)" } }

@MainActor
struct DataSourceFallbackTests {
  // MARK: reloadThreshold and interrupt

  @Test("Collection: a batch of more changes than reloadThreshold is a reloadData that says why; at it, a batch")
  func collectionThreshold() throws {
    let fixture = collectionFixture()
    let dataSource = fixture.dataSource
    dataSource.reloadThreshold = 3
    #expect(try dataSource.tryApply(main(items("a", 5))).fallback == nil)  // the first apply reloads anyway

    // 3 changes (2 deletes, 1 insert): not more than the threshold, a batch.
    let atThreshold = try dataSource.tryApply(main(["a0", "a1", "a2", "b0"]))
    #expect(atThreshold.kind == .batchUpdates)
    #expect(atThreshold.batchUpdate.changeCount == 3)
    #expect(atThreshold.fallback == nil)
    #expect(fixture.showsSnapshot())

    // 4 changes: a reloadData, carrying the batch it replaced.
    let over = try dataSource.tryApply(main(["a0", "c0", "c1", "c2", "c3"]))
    #expect(over.kind == .reloadData)
    #expect(over.batchUpdate == BatchUpdate())
    let fallback = try #require(over.fallback)
    #expect(fallback.reason == .reloadThreshold(3))
    #expect(fallback.batchUpdate.changeCount == 7)
    #expect(fallback.batchUpdate.insertedItems.count == 4)
    #expect(fixture.showsSnapshot())

    // The next apply diffs against the reloaded state.
    let next = try dataSource.tryApply(main(["a0", "c0", "c1", "c2"]))
    #expect(next.kind == .batchUpdates && next.batchUpdate.deletedItems == [IndexPath(item: 4, section: 0)])
    #expect(fixture.showsSnapshot())
    #expect(fixture.failures.isEmpty)
  }

  @Test("Collection: a threshold reload rebases the stored section snapshots, as applySnapshotUsingReloadData does")
  func collectionThresholdRebasesTrees() throws {
    let fixture = collectionFixture()
    let dataSource = fixture.dataSource
    try dataSource.tryApply(tree(["p", "q"], children: ["p": ["p1", "p2"]], expanded: ["p"]), to: "main")
    dataSource.reloadThreshold = 0
    var next = dataSource.snapshot()
    next.deleteItems(["p2"])
    next.appendItems(["r"], toSection: "main")
    let update = try dataSource.tryApply(next)
    #expect(update.fallback?.reason == .reloadThreshold(0))
    let stored = dataSource.snapshot(for: "main")
    #expect(stored.visibleItems == ["p", "p1", "q", "r"])
    #expect(stored.parent(of: "p1") == "p")
    #expect(fixture.showsSnapshot())
  }

  @Test("Collection: interrupt is asked with each batch about to be sent; true makes the apply a reloadData")
  func collectionInterrupt() throws {
    let fixture = collectionFixture()
    let dataSource = fixture.dataSource
    var asked: [BatchUpdate] = []
    dataSource.interrupt = { batch in
      asked.append(batch)
      return !batch.movedItems.isEmpty
    }
    try dataSource.tryApply(main(["a", "b", "c"]))
    try dataSource.tryApply(main(["a", "b", "c"]))
    #expect(asked.isEmpty)  // neither the first apply nor an apply that sends nothing asks

    let delete = try dataSource.tryApply(main(["a", "c"]))
    #expect(delete.kind == .batchUpdates && delete.fallback == nil)
    let move = try dataSource.tryApply(main(["c", "a"]))
    #expect(move.kind == .reloadData)
    #expect(move.fallback?.reason == .interrupted)
    #expect(move.fallback?.batchUpdate.movedItems.count == 1)
    #expect(asked.count == 2 && asked[1] == move.fallback?.batchUpdate)
    #expect(fixture.showsSnapshot())

    // The threshold is checked first: interrupt is not asked when it fires.
    dataSource.reloadThreshold = 0
    let both = try dataSource.tryApply(main(["a", "c"]))
    #expect(both.fallback?.reason == .reloadThreshold(0))
    #expect(asked.count == 2)
  }

  @Test("Table: reloadThreshold met and not met, and interrupt")
  func tableThresholdAndInterrupt() throws {
    let fixture = tableFixture()
    let dataSource = fixture.dataSource
    dataSource.reloadThreshold = 2
    try dataSource.tryApply(main(["a", "b", "c"]))
    let batch = try dataSource.tryApply(main(["a", "d", "c"]))  // 2 changes
    #expect(batch.kind == .batchUpdates && batch.fallback == nil)
    #expect(fixture.view.lastBatchAnimations.isEmpty == false)
    let reload = try dataSource.tryApply(main(["x", "y", "z"]))  // 6 changes
    #expect(reload.kind == .reloadData)
    #expect(
      reload.fallback
        == DataSourceUpdate.Fallback(reason: .reloadThreshold(2), batchUpdate: reload.fallback!.batchUpdate))
    #expect(reload.fallback?.batchUpdate.changeCount == 6)
    #expect(fixture.showsSnapshot())

    dataSource.reloadThreshold = nil
    dataSource.interrupt = { $0.insertedItems.count > 1 }
    #expect(try dataSource.tryApply(main(["x", "y", "z", "w"])).fallback == nil)
    let interrupted = try dataSource.tryApply(main(["x", "y", "z", "w", "v", "u"]))
    #expect(interrupted.kind == .reloadData && interrupted.fallback?.reason == .interrupted)
    #expect(fixture.showsSnapshot())
    #expect(fixture.failures.isEmpty)
  }

  // MARK: recoversFromFailedUpdates: counts changed behind the data source's back (R16)

  @Test(
    "Counts from a model changed behind the data source's back: R16 throws by default, nothing changes",
    arguments: ListViewUnderTest.allCases)
  func modelBehindBackThrowsByDefault(_ kind: ListViewUnderTest) throws {
    switch kind {
    case .collection: try modelBehindBackThrowsByDefault(collectionFixture())
    case .table: try modelBehindBackThrowsByDefault(tableFixture())
    }
  }

  func modelBehindBackThrowsByDefault<D: FallbackDataSource>(_ fixture: FallbackFixture<D>) throws {
    let dataSource = fixture.dataSource
    dataSource.model = ["a", "b", "c"]
    try dataSource.tryApply(main(dataSource.model))
    dataSource.countsFromModel = true
    dataSource.model.remove(at: 1)
    do {
      try dataSource.tryApply(main(dataSource.model))
      Issue.record("the batch was accepted")
    } catch {
      switch error {
      case .collectionView(let viewError): #expect(viewError.rule == 16 && fixture.view is HeadlessCollectionView)
      case .tableView(let viewError): #expect(viewError.rule == 16 && fixture.view is HeadlessTableView)
      default: Issue.record("not the view's R16: \(error)")
      }
      #expect(error.failureMessage.rule == "R16")
    }
    #expect(dataSource.snapshot() == main(["a", "b", "c"]))
    #expect(fixture.failures.isEmpty)
  }

  @Test(
    "With recovery, the rejected batch (R16) becomes a reloadData; the handler is called once, in the view's words",
    arguments: ListViewUnderTest.allCases)
  func modelBehindBackRecovered(_ kind: ListViewUnderTest) throws {
    switch kind {
    case .collection: try modelBehindBackRecovered(collectionFixture())
    case .table: try modelBehindBackRecovered(tableFixture())
    }
  }

  func modelBehindBackRecovered<D: FallbackDataSource>(_ fixture: FallbackFixture<D>) throws {
    let dataSource = fixture.dataSource
    dataSource.recoversFromFailedUpdates = true
    dataSource.model = ["a", "b", "c"]
    try dataSource.tryApply(main(dataSource.model))
    dataSource.countsFromModel = true
    dataSource.model = ["a", "c", "d", "e"]
    let update = try dataSource.tryApply(main(dataSource.model))
    #expect(update.kind == .reloadData)
    let fallback = try #require(update.fallback)
    guard case .recovered(let error) = fallback.reason else {
      Issue.record("not a recovery: \(fallback.reason)")
      return
    }
    #expect(error.failureMessage.rule == "R16")
    #expect(fallback.batchUpdate.deletedItems == [IndexPath(item: 1, section: 0)])
    #expect(fallback.batchUpdate.insertedItems == [IndexPath(item: 2, section: 0), IndexPath(item: 3, section: 0)])
    #expect(dataSource.snapshot() == main(["a", "c", "d", "e"]))
    #expect(fixture.showsSnapshot())
    #expect(fixture.failures.count == 1)
    let failure = try #require(fixture.failures.first)
    #expect(failure.rule == "R16")
    #expect(failure.message.wording == fixture.view.wording)
    #expect(failure.error == error)
    #expect(failure.batchUpdate == fallback.batchUpdate)
    #expect(failure.description.hasPrefix("Invalid batch updates detected"))
    #expect(failure.explanation.count >= 3)

    // Every later apply of this model-first code fails the same way: one reload and one call per apply.
    dataSource.model = ["a", "c", "d"]
    #expect(try dataSource.tryApply(main(dataSource.model)).kind == .reloadData)
    #expect(fixture.failures.map(\.rule) == ["R16", "R16"])
    #expect(fixture.showsSnapshot())
    // An apply that sends nothing asks the view nothing: no failure.
    #expect(try dataSource.tryApply(main(dataSource.model)).kind == .none)
    #expect(fixture.failures.count == 2)
  }

  // MARK: recoversFromFailedUpdates: cell-provider failures

  @Test(
    "A reconfigure whose provider dequeues another cell throws by default; with recovery the reload's fresh cells fix it",
    arguments: ListViewUnderTest.allCases)
  func reconfigureOtherCellRecovered(_ kind: ListViewUnderTest) throws {
    switch kind {
    case .collection: try reconfigureOtherCellRecovered(collectionFixture())
    case .table: try reconfigureOtherCellRecovered(tableFixture())
    }
  }

  func reconfigureOtherCellRecovered<D: FallbackDataSource>(_ fixture: FallbackFixture<D>) throws {
    let dataSource = fixture.dataSource
    try dataSource.tryApply(main(["a", "b", "c"]))
    fixture.setMode(.otherIdentifier, for: "b")
    var marked = dataSource.snapshot()
    marked.reconfigureItems(["b"])
    #expect(throws: DataSourceError.self) { try dataSource.tryApply(marked) }
    #expect(fixture.failures.isEmpty)

    dataSource.recoversFromFailedUpdates = true
    marked.appendItems(["d"])
    let update = try dataSource.tryApply(marked)
    #expect(update.kind == .reloadData)
    #expect(fixture.failures.map(\.rule) == ["reconfigure-other-cell"])
    #expect(update.fallback?.batchUpdate.reconfiguredItems == [IndexPath(item: 1, section: 0)])
    #expect(fixture.view.cell(at: IndexPath(item: 1, section: 0))?.reuseIdentifier == "other")
    #expect(fixture.showsSnapshot())
  }

  @Test(
    "A nil cell, which the reload meets again, is not recovered: the apply throws as without recovery",
    arguments: ListViewUnderTest.allCases)
  func nilCellNotRecovered(_ kind: ListViewUnderTest) throws {
    switch kind {
    case .collection: try nilCellNotRecovered(collectionFixture())
    case .table: try nilCellNotRecovered(tableFixture())
    }
  }

  func nilCellNotRecovered<D: FallbackDataSource>(_ fixture: FallbackFixture<D>) throws {
    fixture.dataSource.recoversFromFailedUpdates = true
    try fixture.dataSource.tryApply(main(["a", "b"]))
    fixture.setMode(.nilCell, for: "c")
    do {
      try fixture.dataSource.tryApply(main(["a", "b", "c"]))
      Issue.record("no failure")
    } catch {
      #expect(error.failureMessage.rule == "nil-cell")
      #expect(error.isFailureAfterUpdate)
    }
    #expect(fixture.failures.isEmpty)
    #expect(fixture.dataSource.snapshot() == main(["a", "b"]))  // the view took the update back: nothing changed
  }

  @Test("The handler runs after the apply returns, so it may apply again")
  func handlerMayApply() throws {
    let fixture = collectionFixture()
    let dataSource = fixture.dataSource
    dataSource.recoversFromFailedUpdates = true
    dataSource.model = ["a"]
    try dataSource.tryApply(main(dataSource.model))
    var reapplied: DataSourceUpdate?
    dataSource.onUpdateFailure = { _ in
      dataSource.countsFromModel = false
      reapplied = try? dataSource.tryApply(main(["a", "b", "z"]))
    }
    dataSource.countsFromModel = true
    dataSource.model = ["a", "b"]
    let update = try dataSource.tryApply(main(dataSource.model))
    #expect(update.kind == .reloadData)
    #expect(reapplied?.kind == .batchUpdates)
    #expect(dataSource.snapshot() == main(["a", "b", "z"]))
    #expect(fixture.showsSnapshot())
  }
}

// The simulated user on the view: a tap, a disclosure tap (the accessory's handler, else the data source's section
// snapshot handlers), a drag and a swipe-delete, the same calls on both views, and what the last update sent.

import ListKit
import Testing

@MainActor
private func outline() throws -> (HeadlessCollectionView, CollectionViewDiffableDataSource<String, String>) {
  let view = HeadlessCollectionView(viewportHeight: 10)
  view.register(HeadlessListCell.self, forCellWithReuseIdentifier: "cell")
  let dataSource = CollectionViewDiffableDataSource<String, String>(collectionView: view) { view, indexPath, item in
    let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    cell.text = item
    return cell
  }
  var tree = DiffableDataSourceSectionSnapshot<String>()
  tree.append(["docs", "src", "README"])
  tree.append(["main", "util"], to: "src")
  try dataSource.tryApply(tree, to: "files")
  return (view, dataSource)
}

@MainActor
@Suite struct SimulatedUserTests {
  @Test("A disclosure tap expands a collapsed row and collapses an expanded one, through the section handlers")
  func disclosureTapToggles() throws {
    let (view, dataSource) = try outline()
    var asked: [String] = []
    dataSource.sectionSnapshotHandlers.willExpandItem = { asked.append("expand \($0)") }
    dataSource.sectionSnapshotHandlers.willCollapseItem = { asked.append("collapse \($0)") }
    let expanded = try view.tryUserTapDisclosure(at: IndexPath(item: 1, section: 0))
    #expect(view.visibleCells.map(\.text) == ["docs", "src", "main", "util", "README"])
    #expect(expanded?.batchUpdate.insertedItems == [IndexPath(item: 2, section: 0), IndexPath(item: 3, section: 0)])
    try view.tryUserTapDisclosure(at: IndexPath(item: 1, section: 0))
    #expect(view.visibleCells.map(\.text) == ["docs", "src", "README"])
    #expect(asked == ["expand src", "collapse src"])
    dataSource.sectionSnapshotHandlers.shouldExpandItem = { _ in false }
    #expect(try view.tryUserTapDisclosure(at: IndexPath(item: 1, section: 0)) == nil)
    #expect(throws: DataSourceError.indexPathOutOfRange(IndexPath(item: 7, section: 0))) {
      try view.tryUserTapDisclosure(at: IndexPath(item: 7, section: 0))
    }
    #expect(view.invariantViolations().isEmpty)
  }

  @Test("A disclosure accessory with its own handler runs that handler instead of the default toggle")
  func disclosureAccessoryHandler() throws {
    let (view, _) = try outline()
    var tapped = 0
    let cell = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)) as? HeadlessListCell)
    cell.accessories = [.outlineDisclosure(actionHandler: { tapped += 1 })]
    #expect(try view.tryUserTapDisclosure(at: IndexPath(item: 1, section: 0)) == nil)
    #expect(tapped == 1)
    #expect(view.visibleCells.map(\.text) == ["docs", "src", "README"])
  }

  @Test("lastBatch: what the last update sent, on the collection view as on the table; empty after a reload")
  func lastBatchOnBothViews() throws {
    let (view, dataSource) = try outline()
    #expect(view.lastBatch == BatchUpdate())
    var snapshot = dataSource.snapshot()
    snapshot.deleteItems(["docs"])
    snapshot.reconfigureItems(["README"])
    let update = try dataSource.tryApply(snapshot)
    #expect(view.lastBatch == update.batchUpdate)
    #expect(view.lastBatch.deletedItems == [IndexPath(item: 0, section: 0)])
    #expect(view.lastBatch.reconfiguredItems == [IndexPath(item: 1, section: 0)])
    view.reloadData()
    #expect(view.lastBatch == BatchUpdate())

    let table = HeadlessTableView(viewportHeight: 10)
    table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "cell")
    let rows = TableViewDiffableDataSource<Int, String>(tableView: table) { table, indexPath, item in
      let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.text = item
      return cell
    }
    var rowsSnapshot = DiffableDataSourceSnapshot<Int, String>()
    rowsSnapshot.appendSections([0])
    rowsSnapshot.appendItems(["a", "b"])
    try rows.tryApply(rowsSnapshot)
    rowsSnapshot.appendItems(["c"])
    try rows.tryApply(rowsSnapshot)
    let list: any HeadlessListView = table
    #expect(list.lastBatch.insertedItems == [IndexPath(row: 2, section: 0)])
  }

  @Test("userMove reaches either view's data source through HeadlessListView; userDelete a table's commit")
  func moveAndDeleteOnBothViews() throws {
    let (view, dataSource) = try outline()
    dataSource.reorderingHandlers.canReorderItem = { _ in true }
    let collection: any HeadlessListView = view
    #expect(try collection.tryUserMove(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0)))
    #expect(view.visibleCells.map(\.text) == ["src", "README", "docs"])
    dataSource.reorderingHandlers.canReorderItem = nil
    #expect(try !collection.tryUserMove(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0)))

    final class Rows: TableViewDiffableDataSource<Int, String> {
      override func tableView(_ tableView: HeadlessTableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
      override func tableView(_ tableView: HeadlessTableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
      override func tableView(
        _ tableView: HeadlessTableView, commit editingStyle: HeadlessTableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
      ) {
        guard let item = itemIdentifier(for: indexPath) else { return }
        var snapshot = snapshot()
        snapshot.deleteItems([item])
        apply(snapshot)
      }
      override func tableView(
        _ tableView: HeadlessTableView, moveRowAt source: IndexPath, to destination: IndexPath
      ) {
        guard let item = itemIdentifier(for: source) else { return }
        var moved = snapshot()
        moved.moveItem(item, to: destination)
        apply(moved, animatingDifferences: false)
      }
    }
    let table = HeadlessTableView(viewportHeight: 10)
    table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "cell")
    let rows = Rows(tableView: table) { table, indexPath, item in
      let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.text = item
      return cell
    }
    var snapshot = DiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["a", "b", "c"])
    try rows.tryApply(snapshot)
    let list: any HeadlessListView = table
    #expect(try list.tryUserMove(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0)))
    #expect(table.visibleCells.map(\.text) == ["b", "c", "a"])
    #expect(try table.tryUserDelete(at: IndexPath(row: 0, section: 0)))
    #expect(table.visibleCells.map(\.text) == ["c", "a"])
    #expect(throws: DataSourceError.self) {
      try list.tryUserMove(at: IndexPath(row: 5, section: 0), to: IndexPath(row: 0, section: 0))
    }
    list.userTap(at: IndexPath(row: 1, section: 0))
    #expect(list.selectedIndexPaths == [IndexPath(row: 1, section: 0)])
    #expect(table.invariantViolations().isEmpty)
  }
}

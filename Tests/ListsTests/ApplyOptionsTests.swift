// Lists' data sources and configurations carry the engine's options for big changes and failed batches
// (semantics.md §3.9): what a list sets is what its engine data source does, on a collection view and a table.

import Testing

@testable import Lists

@MainActor
struct ApplyOptionsTests {
  @Test("SimpleList: reloadThreshold reaches the engine; a change past it is a reloadData")
  func simpleListThreshold() async throws {
    let list = SimpleList<Row>()
    list.reloadThreshold = 3
    #expect(list.dataSource.dataSource.reloadThreshold == 3)
    await list.setItems((0..<5).map(Row.init))
    var snapshot = list.dataSource.snapshot()
    snapshot.appendItems([Row(5), Row(6)])
    let small = try list.dataSource.applier.tryApply(snapshot)
    #expect(small.kind == .batchUpdates && small.fallback == nil)
    snapshot.deleteItems((0..<5).map(Row.init))
    let big = try list.dataSource.applier.tryApply(snapshot)
    #expect(big.kind == .reloadData)
    #expect(big.fallback?.reason == .reloadThreshold(3))
    #expect(big.fallback?.batchUpdate.changeCount == 5)
    #expect(visibleTexts(list.collectionView) == ["row 5", "row 6"])
  }

  @Test("A table list: interrupt, recoversFromFailedUpdates and onUpdateFailure reach the table's data source")
  func tableListOptions() async throws {
    let list = GroupedTableList<String, Contact>()
    var asked = 0
    list.interrupt = { _ in
      asked += 1
      return true
    }
    list.recoversFromFailedUpdates = true
    list.onUpdateFailure = { _ in }
    let table = try #require(list.dataSource.applier.tableDataSource)
    #expect(table.recoversFromFailedUpdates)
    #expect(table.onUpdateFailure != nil && list.onUpdateFailure != nil)
    try list.dataSource.applier.tryApply([SectionModel(id: "A", items: [Contact(id: "amy")])])
    let update = try list.dataSource.applier.tryApply([
      SectionModel(id: "A", items: [Contact(id: "amy"), Contact(id: "bob")])
    ])
    #expect(update.kind == .reloadData && update.fallback?.reason == .interrupted)
    #expect(asked == 1)
    #expect(list.tableView.numberOfRows(inSection: 0) == 2)
  }

  @Test("MixedListDataSource carries the options too")
  func mixedDataSource() {
    let dataSource = MixedListDataSource<String>(collectionView: HeadlessCollectionView())
    dataSource.reloadThreshold = 10
    dataSource.recoversFromFailedUpdates = true
    #expect(dataSource.dataSource.reloadThreshold == 10)
    #expect(dataSource.dataSource.recoversFromFailedUpdates)
    dataSource.reloadThreshold = nil
    #expect(dataSource.applier.reloadThreshold == nil)
  }
}

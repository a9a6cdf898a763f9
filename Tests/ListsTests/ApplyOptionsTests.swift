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

  // MARK: One value, set once

  /// Options with every member set: a threshold of 2, an interrupt and a failure handler that count their calls.
  @MainActor private final class Counting {
    var interrupts = 0
    var failures = 0
    func options() -> ApplyOptions {
      ApplyOptions(
        reloadThreshold: 2,
        interrupt: { _ in
          self.interrupts += 1
          return false
        }, recoversFromFailedUpdates: true, onUpdateFailure: { _ in self.failures += 1 })
    }
  }

  /// `engine` holds every member `top` was given once: the threshold and the flag as set, and the two closures the
  /// ones given (calling the engine's counts on the test's counters).
  private func expectSameOptions(_ engine: ApplyOptions, as counting: Counting) {
    #expect(engine.reloadThreshold == 2)
    #expect(engine.recoversFromFailedUpdates)
    let (interrupts, failures) = (counting.interrupts, counting.failures)
    _ = engine.interrupt?(BatchUpdate())
    engine.onUpdateFailure?(UpdateFailure(error: .reentrantApply, batchUpdate: BatchUpdate()))
    #expect(counting.interrupts == interrupts + 1 && counting.failures == failures + 1)
  }

  @Test("applyOptions set once on a list reaches every layer (data source, applier, engine) and takes effect")
  func setOnceEveryLayer() async throws {
    let counting = Counting()
    let list = SimpleList<Row>()
    list.applyOptions = counting.options()
    for layer in [
      list.applyOptions, list.dataSource.applyOptions, list.dataSource.applier.applyOptions,
      list.dataSource.dataSource.applyOptions,
    ] {
      expectSameOptions(layer, as: counting)
    }
    #expect(list.reloadThreshold == 2 && list.dataSource.dataSource.recoversFromFailedUpdates)
    await list.setItems((0..<3).map(Row.init))
    let interruptsBefore = counting.interrupts
    var snapshot = list.dataSource.snapshot()
    snapshot.appendItems([Row(3)])
    let small = try list.dataSource.applier.tryApply(snapshot)
    #expect(small.kind == .batchUpdates && counting.interrupts == interruptsBefore + 1)
    snapshot.deleteItems([Row(0), Row(1), Row(2)])
    let big = try list.dataSource.applier.tryApply(snapshot)
    #expect(big.fallback?.reason == .reloadThreshold(2))
    // One option changed through a layer's convenience changes only that member of the one value.
    list.dataSource.applier.reloadThreshold = nil
    #expect(list.applyOptions.reloadThreshold == nil && list.dataSource.dataSource.applyOptions.interrupt != nil)
  }

  @Test("applyOptions set once reaches the engine of a table list, a mixed data source and a cell-controller one")
  func setOnceOtherLayers() throws {
    let counting = Counting()
    let table = GroupedTableList<String, Contact>()
    table.applyOptions = counting.options()
    expectSameOptions(try #require(table.dataSource.applier.tableDataSource).applyOptions, as: counting)
    let outline = OutlineList<Row>()
    outline.applyOptions = counting.options()
    expectSameOptions(outline.dataSource.dataSource.applyOptions, as: counting)
    let mixed = MixedListDataSource<String>(tableView: HeadlessTableView())
    mixed.applyOptions = counting.options()
    expectSameOptions(try #require(mixed.applier.tableDataSource).applyOptions, as: counting)
    let controllers = CellControllerDataSource<String>(collectionView: HeadlessCollectionView())
    controllers.applyOptions = counting.options()
    expectSameOptions(controllers.dataSource.applyOptions, as: counting)
  }
}

// CellControllerRegistry on its own, wired by hand to a view and an engine data source as an app (or the shell) would:
// with a table view (its willDisplay/didEndDisplaying now reach the delegate), view state survives reuse and applies,
// a change reconfigures exactly one row and applies nothing, removed items release their controllers, mounts pair up
// with the viewport; a rejected reconfigure goes to the failure handler instead of trapping.
import ListKitTestSupport
import Testing

@testable import Lists

// MARK: Fixtures

final class TaskRowCell: HeadlessTableViewCell {
  var isChecked = false
}

struct TaskRow: ControlledCellViewModel, Identifiable, Hashable {
  typealias Controller = TaskRowController
  var id: Int
}

final class TaskRowController: CellController<TaskRow, TodoState, TaskRowCell> {
  override func configure(_ cell: TaskRowCell) {
    cell.text = "task \(viewModel.id)"
    cell.isChecked = viewState.isTicked
  }
}

/// A table, its diffable data source and a registry, wired as the registry's documentation says.
@MainActor
private final class TaskTable: HeadlessTableViewDelegate {
  let table: HeadlessTableView
  let registry = CellControllerRegistry()
  var dataSource: TableViewDiffableDataSource<String, AnyItem>!

  init(viewportHeight: Int) {
    table = HeadlessTableView(viewportHeight: viewportHeight)
    let registry = registry
    dataSource = TableViewDiffableDataSource(tableView: table) { table, indexPath, item in
      try? registry.dequeueConfiguredCell(for: item, from: table, at: indexPath)
    }
    table.delegate = self
  }

  func apply(_ ids: [Int], reloading reloaded: [Int] = []) throws {
    var snapshot = DiffableDataSourceSnapshot<String, AnyItem>()
    snapshot.appendSections(["tasks"])
    snapshot.appendItems(ids.map { AnyItem(TaskRow(id: $0)) })
    if !reloaded.isEmpty { snapshot.reloadItems(reloaded.map { AnyItem(TaskRow(id: $0)) }) }
    registry.beginApply()
    do {
      try dataSource.tryApply(snapshot)
    } catch {
      registry.cancelApply()
      throw error
    }
    let current = dataSource.snapshot()
    registry.endApply(delivering: []) { current.contains($0) }
  }

  func controller(_ id: Int) -> TaskRowController? {
    registry.existingController(for: AnyItem(TaskRow(id: id))) as? TaskRowController
  }

  func cell(_ id: Int) -> TaskRowCell? {
    dataSource.indexPath(for: AnyItem(TaskRow(id: id))).flatMap { table.cellForRow(at: $0) as? TaskRowCell }
  }

  func tableView(_ tableView: HeadlessTableView, willDisplay cell: HeadlessTableViewCell, forRowAt indexPath: IndexPath)
  {
    registry.willDisplay(cell)
  }

  func tableView(
    _ tableView: HeadlessTableView, didEndDisplaying cell: HeadlessTableViewCell, forRowAt indexPath: IndexPath
  ) {
    registry.didEndDisplaying(cell)
  }

  /// Every live controller is mounted on exactly the row's visible cell; mounts minus unmounts is the number mounted.
  func expectMountsMatchViewport(sourceLocation: SourceLocation = #_sourceLocation) {
    var mounted = 0
    for controller in registry.liveControllers {
      let item = AnyItem(controller.anyViewModel as! TaskRow)
      let visible = dataSource.indexPath(for: item).flatMap { table.cellForRow(at: $0) }
      #expect(controller.mountedCell === visible, sourceLocation: sourceLocation)
      if visible != nil { mounted += 1 }
    }
    #expect(table.visibleCells.allSatisfy { cell in registry.liveControllers.contains { $0.mountedCell === cell } })
    #expect(registry.mountedCount == mounted, sourceLocation: sourceLocation)
    #expect(registry.statistics.mounts - registry.statistics.unmounts == mounted, sourceLocation: sourceLocation)
    #expect(table.invariantViolations() == [], sourceLocation: sourceLocation)
  }
}

// MARK: Tests

@MainActor
@Suite struct CellControllerRegistryTests {
  @Test func aTableViewsRowsKeepTheirViewStateThroughReuseAndApplies() throws {
    let list = TaskTable(viewportHeight: 3)
    try list.apply(Array(0..<10))
    let owner = try #require(list.controller(1))
    let configurations = list.table.visibleCells.map(\.configurationCount)
    let statistics = list.table.statistics(for: TaskRowCell.self)

    owner.updateViewState { $0.isTicked = true }
    // One row reconfigured in place; nothing applied.
    #expect(zip(configurations, list.table.visibleCells.map(\.configurationCount)).map { $1 - $0 } == [0, 1, 0])
    let after = list.table.statistics(for: TaskRowCell.self)
    #expect(after.configures == statistics.configures + 1 && after.dequeues == statistics.dequeues)
    #expect(list.registry.statistics.viewStateReconfigures == 1)
    #expect(list.cell(1)?.isChecked == true)

    try list.table.tryScroll(toRow: 7)
    #expect(owner.mountedCell == nil && owner.viewState.isTicked)
    #expect(list.table.visibleCells.allSatisfy { !($0 as! TaskRowCell).isChecked })
    list.expectMountsMatchViewport()
    try list.table.tryScroll(toRow: 0)
    #expect(list.cell(1)?.isChecked == true)
    #expect(list.controller(1) === owner)

    try list.apply([20, 1, 0, 21], reloading: [1])
    #expect(list.controller(1) === owner)
    #expect(list.cell(1)?.isChecked == true)
    list.expectMountsMatchViewport()
  }

  @Test func removedItemsReleaseTheirControllersAndStartFreshWhenAddedAgain() throws {
    let list = TaskTable(viewportHeight: 5)
    try list.apply([1, 2, 3])
    weak let released = list.controller(2)
    released?.updateViewState { $0.isTicked = true }
    try list.apply([1, 3])
    #expect(released == nil)
    #expect(list.registry.statistics.controllersReleased == 1)
    try list.apply([1, 2, 3])
    #expect(list.controller(2)?.viewState.isTicked == false)
    #expect(list.cell(2)?.isChecked == false)
    list.registry.removeAll()
    #expect(list.registry.liveControllers.isEmpty && list.registry.mountedCount == 0)
    #expect(list.registry.statistics.mounts == list.registry.statistics.unmounts)
  }

  @Test func removeAllUnmountsTheCellsOfAViewThatIsGone() throws {
    var list: TaskTable? = TaskTable(viewportHeight: 3)
    try list?.apply([1, 2, 3, 4])
    let registry = try #require(list?.registry)
    weak let table = list?.table
    list = nil  // the view goes without ending its cells' display (a new view controller replaced it)
    #expect(table == nil)
    #expect(registry.mountedCount == 3 && registry.statistics.unmounts == 0)
    registry.removeAll()
    #expect(registry.statistics.mounts == 3 && registry.statistics.unmounts == 3)
    #expect(registry.liveControllers.isEmpty && registry.mountedCount == 0)
  }

  @Test func mountsPairUpWithTheTablesViewport() throws {
    var generator = SplitMix64(seed: 99)
    let list = TaskTable(viewportHeight: 3)
    for step in 0..<150 {
      switch step % 4 {
      case 0:
        let ids = (0..<10).filter { _ in Bool.random(using: &generator) }.shuffled(using: &generator)
        let kept = ids.filter { list.dataSource.snapshot().contains(AnyItem(TaskRow(id: $0))) }
        try list.apply(ids, reloading: kept.randomElement(using: &generator).map { [$0] } ?? [])
      case 1:
        try list.table.tryScroll(toRow: Int.random(in: 0..<8, using: &generator))
      case 2:
        try list.table.trySetViewportHeight(Int.random(in: 0..<5, using: &generator))
      default:
        if let cell = list.table.visibleCells.randomElement(using: &generator),
          let controller = list.registry.liveControllers.first(where: { $0.mountedCell === cell }) as? TaskRowController
        {
          controller.updateViewState { $0.isTicked.toggle() }
          #expect((cell as! TaskRowCell).isChecked == controller.viewState.isTicked)
        }
      }
      list.expectMountsMatchViewport()
    }
    #expect(list.registry.statistics.mounts > 30)
  }

  @Test func aRejectedReconfigureGoesToTheFailureHandler() throws {
    let list = TaskTable(viewportHeight: 3)
    try list.apply([1, 2])
    var failures: [String] = []
    list.registry.reconfigureFailureHandler = { failures.append("\($0)") }
    let controller = try #require(list.controller(1))
    // A view-state change while the table is inside a batch block: the reconfigure is a nested batch, rejected.
    try list.table.tryPerformBatchUpdates { controller.updateViewState { $0.isTicked = true } }
    #expect(failures.count == 1)
    #expect(list.registry.statistics.viewStateReconfigures == 0)
    #expect(list.cell(1)?.isChecked == false)
  }
}

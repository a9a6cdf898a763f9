// Cell controllers and view state (CellControllerDataSource): the DSL with control flow, view state surviving
// reuse and applies, one reconfigure per view-state change and no diff, controllers released with their items,
// mount/unmount paired with the viewport, view-model changes reaching controllers, context and delegate.
import ListKitTestSupport
import Testing

@_spi(CellControllerLifeCycle) @testable import Lists

// MARK: Fixtures

final class TodoCell: HeadlessCell {}
final class NoteCell: HeadlessCell {}

struct TodoState: ListViewState {
  var isTicked = false
}

/// A controlled item: identity by `id`, content by `title`.
struct Todo: ControlledCellViewModel, Identifiable, ContentEquatable, CustomStringConvertible {
  typealias Controller = TodoController
  var id: Int
  var title: String
  init(_ id: Int, _ title: String? = nil) {
    self.id = id
    self.title = title ?? "todo \(id)"
  }
  func isContentEqual(to other: Todo) -> Bool { title == other.title }
  var description: String { "Todo(\(id))" }
}

/// A controlled item without view state or content comparison.
struct Note: ControlledCellViewModel, Identifiable {
  typealias Controller = NoteController
  var id: String
  var body = ""
}

/// A plain item (no controller): exists only while loading.
struct LoadingRow: CellViewModel {
  func configure(_ cell: RowCell) { cell.text = "loading…" }
}

/// What the controllers report, reached through the context.
@MainActor
final class ControllerLog {
  var events: [String] = []
  var mounts: [Int: Int] = [:]
  var unmounts: [Int: Int] = [:]
}

@MainActor
protocol TodoListDelegate: AnyObject {
  func todoWasTicked(_ id: Int, isTicked: Bool)
}

final class TodoController: CellController<Todo, TodoState, TodoCell> {
  /// A view-state change to make when the next view model arrives (tests the change during an apply).
  var tickOnNextUpdate = false
  /// Runs once, at the next mount.
  var onNextMount: (@MainActor () -> Void)?
  private var log: ControllerLog? { context[ControllerLog.self] }

  override func configure(_ cell: TodoCell) {
    cell.text = (viewState.isTicked ? "[x] " : "[ ] ") + viewModel.title
  }
  override func didMount(onCell cell: TodoCell) {
    if let action = onNextMount {
      onNextMount = nil
      action()
    }
    log?.events.append("mount \(viewModel.id)")
    log?.mounts[viewModel.id, default: 0] += 1
  }
  override func willUnmount(onCell cell: TodoCell) {
    log?.events.append("unmount \(viewModel.id)")
    log?.unmounts[viewModel.id, default: 0] += 1
  }
  override func didUpdateViewModel(from oldViewModel: Todo) {
    log?.events.append("update \(viewModel.id): \(oldViewModel.title) -> \(viewModel.title)")
    if tickOnNextUpdate { updateViewState { $0.isTicked = true } }
  }
  override func didSelect() {
    updateViewState { $0.isTicked.toggle() }
    (delegate as? TodoListDelegate)?.todoWasTicked(viewModel.id, isTicked: viewState.isTicked)
  }
}

final class NoteController: CellController<Note, ListViewStateNone, NoteCell> {
  override func configure(_ cell: NoteCell) { cell.text = "note \(viewModel.id): \(viewModel.body)" }
}

@MainActor
private final class TickRecorder: TodoListDelegate {
  var ticks: [String] = []
  func todoWasTicked(_ id: Int, isTicked: Bool) { ticks.append("\(id):\(isTicked)") }
}

/// A data source over a headless view, with a log in its context.
@MainActor
private func makeList(viewportHeight: Int = 5, delegate: AnyObject? = nil) -> (
  CellControllerDataSource<String>, HeadlessCollectionView, ControllerLog
) {
  let view = HeadlessCollectionView(viewportHeight: viewportHeight)
  let log = ControllerLog()
  let context = ListContext()
  context[ControllerLog.self] = log
  return (CellControllerDataSource<String>(collectionView: view, context: context, delegate: delegate), view, log)
}

@MainActor
private func todoSnapshot(_ todos: [Todo], section: String = "todos") -> DiffableDataSourceSnapshot<String, AnyItem> {
  var snapshot = DiffableDataSourceSnapshot<String, AnyItem>()
  snapshot.appendSections([section])
  snapshot.appendItems(todos.map(AnyItem.init), toSection: section)
  return snapshot
}

/// Every live controller is mounted on exactly the cell the view shows for its item (none when not visible), each
/// visible controlled cell has one controller, and mount/unmount counts differ by one exactly for mounted ones.
@MainActor
private func expectMountsMatchViewport(
  _ dataSource: CellControllerDataSource<String>, _ view: HeadlessCollectionView, _ log: ControllerLog,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  var mountedCells = Set<ObjectIdentifier>()
  for controller in dataSource.liveControllers {
    let item = controller.item
    let visibleCell = dataSource.indexPath(for: item).flatMap { view.cellForItem(at: $0) }
    #expect(controller.mountedCell === visibleCell, "\(item)", sourceLocation: sourceLocation)
    if let cell = controller.mountedCell {
      #expect(mountedCells.insert(ObjectIdentifier(cell)).inserted, sourceLocation: sourceLocation)
    }
  }
  for cell in view.visibleCells where cell is TodoCell {
    #expect(mountedCells.contains(ObjectIdentifier(cell)), sourceLocation: sourceLocation)
  }
  for (id, mounts) in log.mounts {
    let isMounted =
      dataSource.controller(for: Todo(id))?.mountedCell != nil && dataSource.snapshot().contains(AnyItem(Todo(id)))
    #expect(mounts - log.unmounts[id, default: 0] == (isMounted ? 1 : 0), "todo \(id)", sourceLocation: sourceLocation)
  }
  #expect(view.invariantViolations() == [], sourceLocation: sourceLocation)
}

/// The cell shown for a todo, if visible.
@MainActor
private func cell(of todo: Int, in dataSource: CellControllerDataSource<String>, _ view: HeadlessCollectionView)
  -> HeadlessCell?
{
  dataSource.indexPath(for: AnyItem(Todo(todo))).flatMap { view.cellForItem(at: $0) }
}

// MARK: Tests

@MainActor
@Suite struct CellControllerTests {
  @Test func sectionsWithControlFlowMixControlledAndPlainItems() async {
    let (dataSource, view, _) = makeList(viewportHeight: 10)
    func show(todos: [Todo], isLoading: Bool, notes: [Note]?) async {
      await dataSource.apply {
        MixedSection("todos", header: "Todos") {
          for todo in todos { todo }
          if isLoading { LoadingRow() }
        }
        if let notes {
          MixedSection("notes") { notes }
        } else {
          MixedSection("empty", items: [])
        }
      }
    }
    await show(todos: [Todo(1), Todo(2)], isLoading: true, notes: [Note(id: "a", body: "hi")])
    #expect(visibleTexts(view) == ["[ ] todo 1", "[ ] todo 2", "loading…", "note a: hi"])
    #expect(dataSource.snapshot().sectionIdentifiers == ["todos", "notes"])
    #expect(dataSource.applier.header(for: "todos") == "Todos")
    #expect(dataSource.controller(for: AnyItem(LoadingRow())) == nil)  // plain items have no controller
    #expect(dataSource.controller(for: Note(id: "a"))?.viewModel.body == "hi")
    #expect(dataSource.liveControllers.count == 3)

    await show(todos: [Todo(2), Todo(3)], isLoading: false, notes: nil)
    #expect(visibleTexts(view) == ["[ ] todo 2", "[ ] todo 3"])
    #expect(dataSource.snapshot().sectionIdentifiers == ["todos", "empty"])
    #expect(Set(dataSource.liveControllers.map { $0.item.description }) == ["Todo(Todo(2))", "Todo(Todo(3))"])
    #expect(dataSource.statistics.controllersReleased == 2)  // todo 1 and note a
  }

  @Test func viewStateSurvivesReuseAndAppliesThatKeepTheItem() throws {
    let (dataSource, view, log) = makeList(viewportHeight: 5)
    try dataSource.tryApply(todoSnapshot((0..<30).map { Todo($0) }))
    let controller = try #require(dataSource.controller(for: Todo(1)))
    let firstCell = try #require(cell(of: 1, in: dataSource, view))
    controller.updateViewState { $0.isTicked = true }
    #expect(firstCell.text == "[x] todo 1")

    // Scroll away: the cell is reused for another item, which shows its own (fresh) state.
    try view.tryScroll(toRow: 25)
    #expect(controller.mountedCell == nil)
    #expect(firstCell.indexPath != nil)  // recycled into the viewport for another item
    #expect(firstCell.text?.hasPrefix("[ ] ") == true)
    // And back: the state comes from the controller, not from the cell.
    try view.tryScroll(toRow: 0)
    #expect(cell(of: 1, in: dataSource, view)?.text == "[x] todo 1")
    #expect(dataSource.controller(for: Todo(1)) === controller)

    // An apply that keeps the item (others deleted, inserted and moved) keeps the state and the controller.
    try dataSource.tryApply(todoSnapshot([Todo(40), Todo(1), Todo(0)] + (41..<45).map { Todo($0) }))
    #expect(dataSource.controller(for: Todo(1)) === controller)
    #expect(controller.viewState.isTicked)
    #expect(visibleTexts(view).prefix(3) == ["[ ] todo 40", "[x] todo 1", "[ ] todo 0"])
    expectMountsMatchViewport(dataSource, view, log)
  }

  @Test func aViewStateChangeReconfiguresExactlyOneCellAndRunsNoDiff() throws {
    let (dataSource, view, _) = makeList(viewportHeight: 5)
    try dataSource.tryApply(todoSnapshot((0..<10).map { Todo($0) }))
    let controller = try #require(dataSource.controller(for: Todo(2)))
    let before = view.statistics(for: TodoCell.self)
    let configurationsBefore = view.visibleCells.map(\.configurationCount)
    let statisticsBefore = dataSource.statistics
    let snapshotBefore = dataSource.snapshot()

    controller.updateViewState(TodoState(isTicked: true))

    let after = view.statistics(for: TodoCell.self)
    #expect(after.configures == before.configures + 1)
    #expect(after.dequeues == before.dequeues && after.creations == before.creations && after.reuses == before.reuses)
    let changed = zip(configurationsBefore, view.visibleCells.map(\.configurationCount)).map { $1 - $0 }
    #expect(changed == [0, 0, 1, 0, 0])  // the third row's cell, nothing else
    #expect(dataSource.statistics.viewStateReconfigures == statisticsBefore.viewStateReconfigures + 1)
    #expect(dataSource.statistics.diffs == statisticsBefore.diffs)  // no diff
    #expect(dataSource.statistics.applies == statisticsBefore.applies)  // no snapshot applied
    #expect(dataSource.snapshot() == snapshotBefore)
    #expect(visibleTexts(view)[2] == "[x] todo 2")

    // The same state again: nothing at all.
    controller.updateViewState(TodoState(isTicked: true))
    #expect(view.statistics(for: TodoCell.self) == after)
    // An item without a cell: the state is kept, no reconfigure; it shows when the item scrolls in.
    let offscreen = try #require(dataSource.controller(for: Todo(8)))
    offscreen.updateViewState { $0.isTicked = true }
    #expect(view.statistics(for: TodoCell.self) == after)
    #expect(dataSource.statistics.viewStateReconfigures == statisticsBefore.viewStateReconfigures + 1)
    try view.tryScroll(toRow: 5)
    #expect(cell(of: 8, in: dataSource, view)?.text == "[x] todo 8")
  }

  @Test func aTapReachesTheControllerWhichTellsTheDelegate() throws {
    let recorder = TickRecorder()
    let (dataSource, view, _) = makeList(viewportHeight: 5, delegate: recorder)
    try dataSource.tryApply(todoSnapshot([Todo(1), Todo(2)]))
    view.userTap(at: IndexPath(item: 1, section: 0))
    view.userTap(at: IndexPath(item: 1, section: 0))
    view.userTap(at: IndexPath(item: 0, section: 0))
    #expect(recorder.ticks == ["2:true", "2:false", "1:true"])
    #expect(visibleTexts(view) == ["[x] todo 1", "[ ] todo 2"])
    #expect(dataSource.statistics.viewStateReconfigures == 3)
  }

  @Test func aDeletedItemsControllerIsReleasedAndReAddingStartsFresh() throws {
    let (dataSource, view, log) = makeList(viewportHeight: 5)
    try dataSource.tryApply(todoSnapshot([Todo(1), Todo(2), Todo(3)]))
    weak let released = dataSource.controller(for: Todo(2))
    released?.updateViewState { $0.isTicked = true }
    #expect(released != nil && visibleTexts(view)[1] == "[x] todo 2")

    try dataSource.tryApply(todoSnapshot([Todo(1), Todo(3)]))
    #expect(released == nil)
    #expect(log.events.suffix(1) == ["unmount 2"])
    #expect(dataSource.liveControllers.count == 2)

    try dataSource.tryApply(todoSnapshot([Todo(1), Todo(2), Todo(3)]))
    let fresh = try #require(dataSource.controller(for: Todo(2)))
    #expect(!fresh.viewState.isTicked)
    #expect(visibleTexts(view) == ["[ ] todo 1", "[ ] todo 2", "[ ] todo 3"])
    #expect(dataSource.statistics.controllersCreated == 4)
    #expect(dataSource.statistics.controllersReleased == 1)
    expectMountsMatchViewport(dataSource, view, log)
  }

  @Test func mountsAndUnmountsPairUpWithTheViewport() throws {
    var generator = SplitMix64(seed: 13)
    let (dataSource, view, log) = makeList(viewportHeight: 4)
    for step in 0..<250 {
      switch step % 5 {
      case 0, 1:
        let ids = (0..<14).filter { _ in Bool.random(using: &generator) }.shuffled(using: &generator)
        var snapshot = todoSnapshot(ids.map { Todo($0, "t\($0)@\(step % 3)") })
        let kept = ids.filter { dataSource.snapshot().contains(AnyItem(Todo($0))) }
        if let reloaded = kept.randomElement(using: &generator) { snapshot.reloadItems([AnyItem(Todo(reloaded))]) }
        try dataSource.tryApply(snapshot)
      case 2:
        try view.tryScroll(toRow: Int.random(in: 0..<12, using: &generator))
      case 3:
        try view.trySetViewportHeight(Int.random(in: 0..<7, using: &generator))
      default:
        if let item = dataSource.snapshot().itemIdentifiers.randomElement(using: &generator) {
          (dataSource.controller(for: item) as? TodoController)?.updateViewState { $0.isTicked.toggle() }
        }
        if step % 25 == 4 { _ = try dataSource.applier.tryApplyUsingReloadData(dataSource.snapshot()) }
      }
      expectMountsMatchViewport(dataSource, view, log)
    }
    // Per todo, mounts and unmounts alternate, starting with a mount.
    var depth: [String: Int] = [:]
    for event in log.events where !event.hasPrefix("update") {
      let id = String(event.split(separator: " ")[1])
      depth[id, default: 0] += event.hasPrefix("mount") ? 1 : -1
      #expect((0...1).contains(depth[id]!), "\(event)")
    }
    #expect(log.mounts.values.reduce(0, +) > 50)
  }

  @Test func aViewModelChangeWithTheSameIdentityReachesTheControllerAndReconfigures() throws {
    let (dataSource, view, log) = makeList(viewportHeight: 5)
    try dataSource.tryApply(todoSnapshot([Todo(1, "milk"), Todo(2, "eggs")]))
    let controller = try #require(dataSource.controller(for: Todo(1)))
    controller.updateViewState { $0.isTicked = true }

    let update = try dataSource.tryApply(todoSnapshot([Todo(1, "oat milk"), Todo(2, "eggs")]))
    #expect(update.batchUpdate.reconfiguredItems == [IndexPath(item: 0, section: 0)])
    #expect(controller.viewModel.title == "oat milk")
    #expect(log.events.filter { $0.hasPrefix("update") } == ["update 1: milk -> oat milk"])
    #expect(visibleTexts(view) == ["[x] oat milk", "[ ] eggs"])  // new content, same view state
    #expect(dataSource.controller(for: Todo(1)) === controller)

    // An offscreen controller gets the new view model with the apply too.
    let offscreen = try #require(dataSource.controller(for: Todo(2)))
    try view.trySetViewportHeight(1)
    try dataSource.tryApply(todoSnapshot([Todo(1, "oat milk"), Todo(2, "free-range eggs")]))
    #expect(offscreen.viewModel.title == "free-range eggs")

    // Without ContentEquatable, content is invisible to the diff (as today): no reconfigure, no callback.
    try dataSource.tryApply(todoSnapshot([]))
    var notes = DiffableDataSourceSnapshot<String, AnyItem>()
    notes.appendSections(["notes"])
    notes.appendItems([AnyItem(Note(id: "a", body: "old"))])
    try dataSource.tryApply(notes)
    notes.deleteAllItems()
    notes.appendSections(["notes"])
    notes.appendItems([AnyItem(Note(id: "a", body: "new"))])
    let quiet = try dataSource.tryApply(notes)
    #expect(quiet.batchUpdate.reconfiguredItems.isEmpty)
    #expect(visibleTexts(view) == ["note a: old"])
  }

  @Test func viewStateChangedDuringAnApplyReachesTheCellOnce() throws {
    let (dataSource, view, _) = makeList(viewportHeight: 2)
    try dataSource.tryApply(todoSnapshot([Todo(0), Todo(1, "a"), Todo(2, "b")]))
    let first = try #require(dataSource.controller(for: Todo(1)))
    first.tickOnNextUpdate = true
    var reconfigures = dataSource.statistics.viewStateReconfigures
    // Changed inside the apply that reconfigures the item anyway: no second configure.
    let configures = view.statistics(for: TodoCell.self).configures
    try dataSource.tryApply(todoSnapshot([Todo(0), Todo(1, "A"), Todo(2, "b")]))
    #expect(visibleTexts(view) == ["[ ] todo 0", "[x] A"])
    #expect(view.statistics(for: TodoCell.self).configures == configures + 1)
    #expect(dataSource.statistics.viewStateReconfigures == reconfigures)

    // Changed inside the apply for a cell the apply does not touch: one reconfigure once the apply is done.
    let second = try #require(dataSource.controller(for: Todo(2)))
    second.onNextMount = { first.updateViewState { $0.isTicked = false } }
    reconfigures = dataSource.statistics.viewStateReconfigures
    try dataSource.tryApply(todoSnapshot([Todo(1, "A"), Todo(2, "b")]))  // todo 2 scrolls in: mounted
    #expect(visibleTexts(view) == ["[ ] A", "[ ] b"])
    #expect(dataSource.statistics.viewStateReconfigures == reconfigures + 1)
  }

  @Test func aListViewModelOutsideAControllerDataSourceStillShows() async {
    let view = HeadlessCollectionView(viewportHeight: 3)
    let list = MixedListDataSource<String>(collectionView: view)
    await list.apply { MixedSection("s") { Todo(7, "plain") } }
    #expect(visibleTexts(view) == ["[ ] plain"])
  }
}

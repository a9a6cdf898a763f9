// View state and cell controllers in the session: the cell provider asks the controller registry first (a Todo's cell
// is configured by its controller), the view's display calls mount and unmount controllers, every apply releases the
// controllers of items that left; `tap` (a user tapping a Todo's checkbox, a history step of its own); putting a
// step's ticks back through the controllers (`undo`, `redo`, a new view's first apply); and what `info`,
// `show cells`, the layout and `expect checkbox` read from controllers and cells.

import ListKit
import Lists

extension Session {
  /// The session's cell provider, for a collection view or a table view: a controlled item's cell (configured by its
  /// controller), else the item's own.
  static func cell<View: HeadlessListView>(
    for item: AnyItem, at indexPath: IndexPath, in view: View, controllers: CellControllerRegistry,
    registrar: DynamicCellRegistrar
  ) -> View.Cell? {
    do {
      if let cell = try controllers.dequeueConfiguredCell(for: item, from: view, at: indexPath) { return cell }
      return try registrar.dequeueConfiguredCell(for: item, from: view, at: indexPath)
    } catch {
      return nil  // the view reports the missing cell as UIKit's error
    }
  }

  /// A rejected reconfigure does not trap the shell: it is kept for the command that caused it.
  func installViewStateHandlers() {
    cellControllers.reconfigureFailureHandler = { [weak self] error in self?.viewStateFailure = error }
  }

  /// After an apply reached the view: controllers of items that left the data source are released (their view state
  /// goes with them); view-state changes made during the apply reach their cells. An item hidden under a collapsed
  /// parent is still in the data source (in its section snapshot): it keeps its controller, and its tick shows again
  /// when the parent is expanded.
  func controllersDidCommit() {
    cellControllers.endApply(delivering: [], isInList: listMembership())
  }

  /// Whether an item is in the list now: a row of the applied snapshot, or in a stored section snapshot (a child
  /// hidden under a collapsed parent). The section snapshots are read for the first item that is not a row.
  func listMembership() -> (AnyItem) -> Bool {
    let current = applied
    var trees: [Tree]?
    return { [self] item in
      if current.contains(item) { return true }
      if trees == nil {
        trees =
          dataSource.outline.map { outline in
            state.treeSections.filter { current.contains(section: $0) }.sorted().map { outline.snapshot(for: $0) }
          } ?? []
      }
      return trees!.contains { $0.contains(item) }
    }
  }

  // MARK: tap

  /// `tap ITEM`: a user taps the checkbox of a Todo's cell. Its controller flips the view state and reconfigures
  /// that one cell; no snapshot is applied and nothing is diffed. The tap is a history step of its own (with a
  /// diffable data source, whose applies make the steps).
  ///
  /// - Throws: `.noViewState` for an item whose type has no controller, `.notARow` for an item that is not applied,
  ///   `.offScreen` for a row without a cell on screen. Nothing changes then.
  func tap(_ reference: ItemReference) throws(ShellError) {
    let item = try item(reference)
    guard item.is(TodoItem.self) else { throw .noViewState(item.reference) }
    let indexPath = try rowOnScreen(item, .tap)
    guard let cell = view.cell(at: indexPath),
      let controller = cellControllers.existingController(for: item) as? TodoController,
      controller.mountedCell === cell
    else { throw .offScreen(item.reference, indexPath, action: RowGesture.tap.rawValue) }
    let reconfiguresBefore = cellControllers.statistics.viewStateReconfigures
    viewStateFailure = nil
    controller.toggle()
    if let failure = viewStateFailure {
      controller.toggle()  // the cell was not touched: back to the state it shows
      viewStateFailure = nil
      throw .viewStateNotShown(item.reference, reason: "\(failure)")
    }
    let reconfigured = cellControllers.statistics.viewStateReconfigures - reconfiguresBefore
    if dataSource.diffable != nil {
      recordHistoryStep(shown, tap: TapStep(item: item, isTicked: controller.viewState.isTicked))
    }
    record(
      .viewStateChanged(
        ViewStateChange(
          item: item, indexPath: indexPath, isTicked: controller.viewState.isTicked,
          reconfigured: reconfigured == 1 ? [indexPath] : [], cellClass: String(describing: type(of: cell)),
          cellText: cell.text, shown: shownLayout)))
  }

  // MARK: View state as part of what the user sees

  /// The Todos whose controller's view state is ticked. Every live controller's item is in the list (rows, or
  /// children hidden under a collapsed parent): each apply releases the others.
  var tickedItems: Set<AnyItem> {
    var ticked = Set<AnyItem>()
    for case let controller as TodoController in cellControllers.liveControllers where controller.viewState.isTicked {
      ticked.insert(AnyItem(controller.viewModel))
    }
    return ticked
  }

  /// Sets the view state of the items in the list (`isInList`) to `ticked`'s, the way an app does: on each item's
  /// controller (made for an item ticked that has none yet), whose change reconfigures the item's cell on screen —
  /// inside an apply, once at its end. Returns the items whose tick changed, with their controllers.
  func setTicks(_ ticked: Set<AnyItem>, isInList: (AnyItem) -> Bool) -> [(item: AnyItem, controller: TodoController)] {
    var changed: [(item: AnyItem, controller: TodoController)] = []
    for case let controller as TodoController in cellControllers.liveControllers where controller.viewState.isTicked {
      let item = AnyItem(controller.viewModel)
      // Not in the list: released at the end of the apply, with its view state.
      guard !ticked.contains(item), isInList(item) else { continue }
      controller.updateViewState { $0.isTicked = false }
      changed.append((item, controller))
    }
    for item in ticked.sorted(by: { $0.displayKey < $1.displayKey }) where isInList(item) {
      guard let controller = cellControllers.controller(for: item) as? TodoController,
        !controller.viewState.isTicked
      else { continue }
      controller.updateViewState { $0.isTicked = true }
      changed.append((item, controller))
    }
    return changed
  }

  /// What `setTicks` changed, as the renderers say it (after the apply: the rows and cells now); nil when nothing
  /// changed and an apply came with it (the apply says what the command did).
  func restoration(
    _ changed: [(item: AnyItem, controller: TodoController)], cause: ViewStateRestoration.Cause, applied: Bool
  ) -> ViewStateRestoration? {
    guard !changed.isEmpty || !applied else { return nil }
    let changes = changed.map { item, controller in
      ViewStateRestoration.Change(
        item: item, isTicked: controller.viewState.isTicked, indexPath: dataSource.indexPath(for: item))
    }
    let reconfigured = changed.compactMap { $0.controller.mountedCell?.indexPath }.sorted()
    return ViewStateRestoration(cause: cause, applied: applied, changes: changes, reconfigured: reconfigured)
  }

  /// `undo`/`redo` to a step that shows the same list as the view (a tap's step, or the step before it): only the
  /// ticks change, one controller after the other, as taps would; nothing is applied.
  ///
  /// - Throws: `.viewStateNotShown` when the view rejects a cell's reconfigure; every tick is put back then.
  func showTicks(of target: ShownState, cause: ViewStateRestoration.Cause) throws(ShellError) {
    viewStateFailure = nil
    let changed = setTicks(target.ticked) { _ in true }
    if let failure = viewStateFailure, let first = changed.first {
      for (_, controller) in changed.reversed() { controller.toggle() }  // back to what the cells showed
      viewStateFailure = nil
      throw .viewStateNotShown(first.item.reference, reason: "\(failure)")
    }
    if var restored = restoration(changed, cause: cause, applied: false) {
      restored.shown = shownLayout
      record(.viewStateRestored(restored))
    }
  }

  // MARK: Reading view state

  /// The view state of an item whose type has a controller (nil otherwise). Creates no controller: an item without
  /// one shows the fresh state.
  func viewStateInfo(of item: AnyItem) -> ViewStateInfo? {
    guard item.is(TodoItem.self) else { return nil }
    guard let controller = cellControllers.existingController(for: item) as? TodoController else {
      return ViewStateInfo(isTicked: TodoViewState().isTicked, controller: .none)
    }
    return ViewStateInfo(
      isTicked: controller.viewState.isTicked, controller: controller.mountedCell == nil ? .alive : .mounted)
  }

  /// The controllers for `show cells`, once any was created.
  func controllersSummary() -> ControllersSummary? {
    let statistics = cellControllers.statistics
    guard statistics.controllersCreated > 0 else { return nil }
    return ControllersSummary(
      alive: statistics.controllersCreated - statistics.controllersReleased, mounted: cellControllers.mountedCount,
      created: statistics.controllersCreated, released: statistics.controllersReleased, mounts: statistics.mounts,
      unmounts: statistics.unmounts, viewStateReconfigures: statistics.viewStateReconfigures)
  }

  /// `expect checkbox ITEM on|off`: the checkbox the item's cell on screen shows.
  func checkCheckbox(_ reference: ItemReference, isChecked: Bool) throws(ShellError) {
    let item = try item(reference)
    guard item.is(TodoItem.self) else { throw .expectation(.checkboxNotATodo(item.reference)) }
    guard let indexPath = dataSource.indexPath(for: item) else {
      throw .expectation(.checkboxNotARow(item.reference, view: view.kind))
    }
    guard let cell = view.cell(at: indexPath) as? TodoCell else {
      throw .expectation(.checkboxOffScreen(item.reference, indexPath))
    }
    guard cell.isChecked == isChecked else { throw .expectation(.checkbox(item.reference, expected: isChecked)) }
  }
}

// The view's display calls reach the controllers: a cell entering the viewport mounts its controller, a cell
// leaving it (scrolled out, deleted, reloaded, reused) unmounts it.
extension SelectionRecorder {
  func collectionView(
    _ collectionView: HeadlessCollectionView, willDisplay cell: HeadlessCell, forItemAt indexPath: IndexPath
  ) {
    session?.cellControllers.willDisplay(cell)
  }

  func collectionView(
    _ collectionView: HeadlessCollectionView, didEndDisplaying cell: HeadlessCell, forItemAt indexPath: IndexPath
  ) {
    session?.cellControllers.didEndDisplaying(cell)
  }

  func tableView(_ tableView: HeadlessTableView, willDisplay cell: HeadlessTableViewCell, forRowAt indexPath: IndexPath)
  {
    session?.cellControllers.willDisplay(cell)
  }

  func tableView(
    _ tableView: HeadlessTableView, didEndDisplaying cell: HeadlessTableViewCell, forRowAt indexPath: IndexPath
  ) {
    session?.cellControllers.didEndDisplaying(cell)
  }
}

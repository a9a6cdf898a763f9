// View state and cell controllers in the session: the cell provider asks the controller registry first (a Todo's cell
// is configured by its controller), the view's display calls mount and unmount controllers, every apply releases the
// controllers of items that left; `tap` (a user tapping a Todo's checkbox), and what `info`, `show cells`, the layout
// and `expect checkbox` read from controllers and cells.

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
    let current = applied
    var trees: [Tree]?
    cellControllers.endApply(delivering: []) { item in
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
  /// that one cell; no snapshot is applied and nothing is diffed.
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
    record(
      .viewStateChanged(
        ViewStateChange(
          item: item, indexPath: indexPath, isTicked: controller.viewState.isTicked,
          reconfigured: reconfigured == 1 ? [indexPath] : [], cellClass: String(describing: type(of: cell)),
          cellText: cell.text)))
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

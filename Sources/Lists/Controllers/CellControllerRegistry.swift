// CellControllerRegistry: the cell controllers of a list's items, one per identity — created when a cell is first
// configured for the item, mounted and unmounted from the view's display calls, released by the apply that removes
// the item — and the one-cell reconfigure a view-state change makes. CellControllerDataSource drives one; so can any
// owner of a collection or table view and its diffable data source (the `lks` shell does).

/// The controllers of the `ControlledCellViewModel` items a view shows, by item identity, and their bookkeeping.
///
/// The owner wires it to its view and data source in four places:
/// - the cell provider asks it first: `dequeueConfiguredCell(for:from:at:)` returns the controller-configured cell
///   of a `ControlledCellViewModel` item, or nil for an item without a controller (the owner configures that one
///   itself);
/// - the view's delegate forwards `willDisplay` and `didEndDisplaying` (`willDisplay(_:)`, `didEndDisplaying(_:)`);
/// - every apply is bracketed by `beginApply()` and `endApply(delivering:isInList:)` (or `cancelApply()` when the
///   view rejected it);
/// - `removeAll()` when the view and its data source are replaced by new ones.
///
/// ```swift
/// let controllers = CellControllerRegistry(context: context)
/// let dataSource = CollectionViewDiffableDataSource<String, AnyItem>(collectionView: view) { view, indexPath, item in
///   if let cell = try? controllers.dequeueConfiguredCell(for: item, from: view, at: indexPath) { return cell }
///   return try? registrar.dequeueConfiguredCell(for: item, from: view, at: indexPath)
/// }
/// ```
///
/// A view-state change (`CellController.updateViewState(_:)`) of a controller mounted on a cell reconfigures
/// that one cell on the view the cell came from: no snapshot, no diff. During an apply it waits for
/// `endApply` (one reconfigure per cell); inside a display callback the cell is configured directly.
@MainActor
public final class CellControllerRegistry: CellControllerHost {
  /// The dependencies handed to every controller.
  public let context: ListContext
  /// Handed to every controller created from now on (`CellController.delegate`); held weakly.
  public weak var delegate: AnyObject?
  /// What the registry did: view-state reconfigures, controllers created and released, mounts and unmounts
  /// (`applies`, `diffs` and `supersededApplies` are the data source's and stay 0 here).
  public private(set) var statistics = CellControllerStatistics()
  /// Called when the view rejects a view-state reconfigure; nil (the default) traps with the view's message, as
  /// UIKit raises for the same failure. An owner that must not trap sets it and undoes the change.
  public var reconfigureFailureHandler: (@MainActor (any Error) -> Void)?

  /// The live controllers, by item identity.
  private var controllers: [AnyItem: AnyCellController] = [:]
  /// Controllers that configured a cell the view has not displayed yet (it does so right after asking).
  private var configuredBy: [ObjectIdentifier: AnyCellController] = [:]
  /// The controller mounted on each displayed cell, and the cell, held strongly until it is unmounted: a view that
  /// goes away without ending its cells' display (replaced by a new one) leaves them here, so that `removeAll()`
  /// can still pair every `didMount` with its `willUnmount`.
  private var mountedBy: [ObjectIdentifier: (cell: HeadlessCell, controller: AnyCellController)] = [:]
  private var isApplying = false
  private var displayCallbackDepth = 0
  /// Controllers whose view state changed during an apply; reconfigured at its end.
  private var pendingReconfigures: [AnyCellController] = []
  /// The view the cells come from, and the cell classes registered with it.
  private weak var view: (any HeadlessListView)?
  private var registrations = CellClassRegistrations()

  /// An empty registry whose controllers get `context` and `delegate`.
  public init(context: ListContext = ListContext(), delegate: AnyObject? = nil) {
    self.context = context
    self.delegate = delegate
  }

  // MARK: Queries

  /// The live controller of `item`, or nil (not displayed or asked for yet, released, or not a `ControlledCellViewModel`).
  /// Creates nothing.
  ///
  /// - Complexity: O(1).
  public func existingController(for item: AnyItem) -> AnyCellController? { controllers[item] }

  /// The controller of `item`, created now if it has none and its type is a `ControlledCellViewModel`; nil otherwise. The
  /// caller makes sure the item is in the list (a controller of an item that is not is released by the next
  /// `endApply`).
  ///
  /// - Complexity: O(1).
  public func controller(for item: AnyItem) -> AnyCellController? {
    if let existing = controllers[item] { return existing }
    guard let model = item.base as? any ControlledCellViewModel else { return nil }
    return makeController(for: item, model)
  }

  /// The live controllers (items that have been displayed or asked for), in no particular order.
  public var liveControllers: [AnyCellController] { Array(controllers.values) }

  /// The number of live controllers mounted on a cell.
  ///
  /// - Complexity: O(1).
  public var mountedCount: Int { mountedBy.count }

  // MARK: Cells

  /// The cell of a `ControlledCellViewModel` item: its controller (created now if needed) receives the item's value,
  /// a cell of the type's class is dequeued (the class registered on first use) and the controller configures it.
  /// Nil when the item's type has no controller: the owner configures that cell itself.
  ///
  /// - Throws: the view's dequeue error (from a table, `.unregisteredReuseIdentifier` when the type's cell class is
  ///   not a `HeadlessTableViewCell`).
  /// - Complexity: O(1) plus the dequeue and the controller's `configure`.
  public func dequeueConfiguredCell<View: HeadlessListView>(
    for item: AnyItem, from view: View, at indexPath: IndexPath
  ) throws(ListViewError) -> View.Cell? {
    guard let model = item.base as? any ControlledCellViewModel else { return nil }
    self.view = view
    let controller = controllerReceiving(item, model)
    let cell = try model.dequeueCell(from: view, at: indexPath, registrations: &registrations)
    configure(cell, by: controller)
    return cell
  }

  private func controllerReceiving(_ item: AnyItem, _ model: any ControlledCellViewModel) -> AnyCellController {
    let controller = controllers[item] ?? makeController(for: item, model)
    controller.deliver(item)
    return controller
  }

  /// The controller of `item`, made by `make` when it has none: for items whose controller class is known only at
  /// run time (ListKitDiffUI's sections name it per item). The caller delivers the item and dequeues its cells.
  ///
  /// - Complexity: O(1) plus `make`.
  @_spi(CellControllerLifeCycle) public func controller(for item: AnyItem, making make: () -> AnyCellController)
    -> AnyCellController
  {
    if let existing = controllers[item] { return existing }
    return adopt(make(), for: item)
  }

  /// `controller` configures `cell`, which the owner dequeued from `view` for the controller's item; the controller
  /// is mounted on the cell when the view displays it (as `dequeueConfiguredCell(for:from:at:)` does).
  ///
  /// - Complexity: O(1) plus the controller's `configure`.
  @_spi(CellControllerLifeCycle) public func configure(
    _ cell: HeadlessCell, by controller: AnyCellController, from view: any HeadlessListView
  ) {
    self.view = view
    configure(cell, by: controller)
  }

  /// The controller mounted on `cell`, or nil.
  ///
  /// - Complexity: O(1).
  @_spi(CellControllerLifeCycle) public func controller(mountedOn cell: HeadlessCell) -> AnyCellController? {
    mountedBy[ObjectIdentifier(cell)]?.controller
  }

  private func configure(_ cell: HeadlessCell, by controller: AnyCellController) {
    controller.configure(erasedCell: cell)
    // The cell now shows the latest view state: a reconfigure queued during this apply is not needed any more.
    if !pendingReconfigures.isEmpty { pendingReconfigures.removeAll { $0 === controller } }
    let key = ObjectIdentifier(cell)
    if mountedBy[key]?.controller !== controller { configuredBy[key] = controller }
  }

  private func makeController(for item: AnyItem, _ model: any ControlledCellViewModel) -> AnyCellController {
    adopt(model.makeController(context: context), for: item)
  }

  private func adopt(_ controller: AnyCellController, for item: AnyItem) -> AnyCellController {
    controller.item = item
    controller.host = self
    controller.dataSourceDelegate = delegate
    controllers[item] = controller
    statistics.controllersCreated += 1
    return controller
  }

  // MARK: Display calls

  /// The view's `willDisplay`: the controller that configured `cell` is mounted on it (and unmounted first from
  /// the cell it showed before, when a reload displays the new cell before the old one leaves).
  ///
  /// - Complexity: O(1) plus the controller's callbacks.
  public func willDisplay(_ cell: HeadlessCell) {
    let key = ObjectIdentifier(cell)
    guard let controller = configuredBy.removeValue(forKey: key) else { return }
    displayCallbackDepth += 1
    defer { displayCallbackDepth -= 1 }
    if let previous = controller.mounted, previous !== cell {
      mountedBy[ObjectIdentifier(previous)] = nil
      unmount(controller, from: previous)
    }
    mountedBy[key] = (cell, controller)
    controller.mount(on: cell)
    statistics.mounts += 1
  }

  /// The view's `didEndDisplaying`: the controller mounted on `cell` is unmounted from it.
  ///
  /// - Complexity: O(1) plus the controller's callbacks.
  public func didEndDisplaying(_ cell: HeadlessCell) {
    let key = ObjectIdentifier(cell)
    configuredBy[key] = nil
    guard let controller = mountedBy.removeValue(forKey: key)?.controller, controller.mounted === cell else { return }
    displayCallbackDepth += 1
    defer { displayCallbackDepth -= 1 }
    unmount(controller, from: cell)
  }

  private func unmount(_ controller: AnyCellController, from cell: HeadlessCell) {
    controller.unmount(from: cell)
    statistics.unmounts += 1
  }

  // MARK: Applies

  /// An apply starts: view-state changes from now on are reconfigured when it ends.
  public func beginApply() { isApplying = true }

  /// The apply that began is over without a commit (the view rejected it): nothing is released or delivered.
  public func cancelApply() { isApplying = false }

  /// The apply that began committed: `delivering` (the items the apply marked for reconfigure or reload) reach
  /// their controllers, the controllers of items no longer in the list (`isInList` false) are released (after
  /// their cell's `willUnmount`), and cells whose view state changed during the apply are reconfigured (one
  /// update).
  ///
  /// - Complexity: O(delivering + live controllers), plus the reconfigure.
  public func endApply(delivering items: [AnyItem], isInList: (AnyItem) -> Bool) {
    for item in items { controllers[item]?.deliver(item) }
    if !controllers.isEmpty {
      let removed = controllers.keys.filter { !isInList($0) }
      for item in removed { release(controllers.removeValue(forKey: item)!) }
    }
    isApplying = false
    let pending = pendingReconfigures
    pendingReconfigures = []
    reconfigure(pending.filter { $0.host != nil })
  }

  /// Releases every controller (the view and its data source are gone, or replaced by new ones): each is unmounted
  /// from its cell first.
  ///
  /// - Complexity: O(live controllers).
  public func removeAll() {
    configuredBy = [:]
    for controller in controllers.values { release(controller) }
    controllers = [:]
    mountedBy = [:]
    pendingReconfigures = []
  }

  private func release(_ controller: AnyCellController) {
    if let cell = controller.mounted {
      mountedBy[ObjectIdentifier(cell)] = nil
      unmount(controller, from: cell)
    }
    configuredBy = configuredBy.filter { $0.value !== controller }
    controller.host = nil
    statistics.controllersReleased += 1
  }

  // MARK: View state

  func viewStateDidChange(of controller: AnyCellController) {
    guard let cell = controller.mounted else { return }  // shown when a cell is next configured for the item
    if isApplying {
      if !pendingReconfigures.contains(where: { $0 === controller }) { pendingReconfigures.append(controller) }
    } else if displayCallbackDepth > 0 {
      controller.configure(erasedCell: cell)
      statistics.directConfigures += 1
    } else {
      reconfigure([controller])
    }
  }

  /// One view update reconfiguring the cells of `controllers` (those still mounted).
  private func reconfigure(_ controllers: [AnyCellController]) {
    let indexPaths = controllers.compactMap { $0.mounted?.indexPath }.sorted()
    guard !indexPaths.isEmpty else { return }
    guard let view else { return }
    do {
      try view.tryPerformBatchUpdates([.reconfigureItems(indexPaths)])
    } catch {
      guard let reconfigureFailureHandler else { preconditionFailure("\(error)") }
      reconfigureFailureHandler(error)
      return
    }
    statistics.viewStateReconfigures += indexPaths.count
  }
}

// ListDiffDataSource: ListDiffUI's data source on ListKit's engine and Lists' controller bookkeeping. A root section
// is built into one flat list of items (one collection-view section), diffed (optionally off the main actor) and
// applied through ListKit's diffable data source; a `CellControllerRegistry` keeps one controller per identifier,
// mounts it on the cell shown and releases it with its item; the controllers size the items into `frames`.

@_spi(CellControllerLifeCycle) import Lists

/// The item the engine's snapshot holds (wrapped in an `AnyItem`, the registry's key): identity is the namespaced
/// identifier only, so a view model whose content changed stays the same item (its controller and view state stay).
struct ListDiffItem: CellViewModel {
  let model: ListDiffDataModel

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.model.identifier == rhs.model.identifier }
  func hash(into hasher: inout Hasher) { hasher.combine(model.identifier) }

  /// Does nothing: the item's controller configures its cells.
  func configure(_ cell: ListCell) {}
}

/// Drives a headless collection view from a root ``Section`` (ListDiffUI's `ListDiffDataSource`): it becomes the
/// view's data source and delegate (forwarding the delegate calls to ``collectionViewDelegate``).
///
/// ```swift
/// let dataSource = ListDiffDataSource(collectionView: collectionView, contextObjects: logger)
/// dataSource.setRootSection(
///   ListSection<ToDo, ToDoController>(todos) { ToDoViewModel(identifier: $0.id, title: $0.title) })
/// ```
///
/// Each ``setRootSection(_:animate:completion:)`` builds the items, diffs them against what is shown (identity:
/// the identifier; content: the view model's `==`) and applies the difference; changed view models reach their
/// controllers (``ListCellController/didUpdateViewModel(oldViewModel:)``), which reconfigure their cell in place.
///
/// With background applies (`applyUpdatesAsync:` / `appliesUpdatesFromBackgroundThread:`) the build and the diff
/// run off the main actor and the commit on it. Where requests overlap, this data source differs from ListDiffUI by
/// default: a request superseded by a newer one before it commits is dropped (the newer one shows its result),
/// while ListDiffUI commits every request in order. Set ``appliesSupersededUpdates`` for ListDiffUI's behaviour.
/// Either way every request's completion is called, on the main actor, once it committed or was dropped
/// (docs/semantics.md §12).
@MainActor
public final class ListDiffDataSource: HeadlessCollectionViewDelegate {
  /// Told what the view tells its delegate (taps, display), after the data source.
  public weak var collectionViewDelegate: (any HeadlessCollectionViewDelegate)?

  /// Whether builds and diffs run off the main actor.
  public let appliesUpdatesFromBackgroundThread: Bool
  /// With background applies, commit every request in order, as ListDiffUI does, instead of dropping the requests a
  /// newer one superseded. Off by default.
  public var appliesSupersededUpdates = false

  /// The objects handed to every controller.
  public let context: ListDiffContext
  /// The frame of every item, in order, laid out as a vertical flow layout lays out the controllers'
  /// ``AnyListCellController/itemSize(containerSize:)`` in the collection view's frame size: left to right, a new
  /// line when an item does not fit.
  public private(set) var frames: [CGRect] = []
  /// Requests committed and dropped so far.
  public private(set) var committedUpdates = 0
  public private(set) var droppedUpdates = 0

  private let collectionView: HeadlessCollectionView
  private var dataSource: CollectionViewDiffableDataSource<Int, AnyItem>!
  /// The controllers, one per identifier shown or laid out, their mounts and their view-state reconfigures.
  private let controllers: CellControllerRegistry
  private var registered: Set<String> = []
  private var requests = 0
  /// The previous background request, awaited before committing when every request commits in order.
  private var previous: Task<Void, Never>?

  /// A data source for `collectionView` (ListDiffUI's initializer). With `applyUpdatesAsync`, builds and diffs run
  /// off the main actor; `contextObjects` are found by controllers with `context.object(type:)`.
  public convenience init(
    collectionView: HeadlessCollectionView, applyUpdatesAsync: Bool = false, contextObjects: AnyObject...
  ) {
    self.init(collectionView: collectionView, background: applyUpdatesAsync, contextObjects: contextObjects)
  }

  /// A data source for `collectionView` whose builds and diffs run off the main actor when
  /// `appliesUpdatesFromBackgroundThread` is true.
  public convenience init(
    collectionView: HeadlessCollectionView, appliesUpdatesFromBackgroundThread: Bool, contextObjects: AnyObject...
  ) {
    self.init(
      collectionView: collectionView, background: appliesUpdatesFromBackgroundThread, contextObjects: contextObjects)
  }

  private init(collectionView: HeadlessCollectionView, background: Bool, contextObjects: [AnyObject]) {
    self.collectionView = collectionView
    appliesUpdatesFromBackgroundThread = background
    context = ListDiffContext(objects: contextObjects)
    controllers = CellControllerRegistry(context: context)
    dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { [unowned self] view, path, item in
      self.cell(for: item, at: path, in: view)
    }
    collectionView.delegate = self
  }

  // MARK: Updating

  /// Shows `section` (nil: nothing): builds its items, diffs them against what is shown and applies the difference
  /// (animated or not, the headless view does the same); then calls `completion` on the main actor. A repeated
  /// identifier traps with Apple's message for repeated items, as the snapshot does.
  public func setRootSection(_ section: Section?, animate: Bool = false, completion: (() -> Void)? = nil) {
    requests += 1
    guard appliesUpdatesFromBackgroundThread else {
      commit(Self.snapshot(of: section), animate: animate)
      completion?()
      return
    }
    let request = requests
    let base = dataSource.snapshot()
    let waitFor = appliesSupersededUpdates ? previous : nil
    let task = Task { @MainActor in
      let prepared = await Task.detached(priority: .userInitiated) {
        CollectionViewDiffableDataSource<Int, AnyItem>.prepareApply(of: Self.snapshot(of: section), onto: base)
      }.value
      await waitFor?.value
      if self.appliesSupersededUpdates || request == self.requests {
        self.commit(prepared, animate: animate)
      } else {
        self.droppedUpdates += 1
      }
      completion?()
    }
    previous = task
  }

  /// The controller of the item at `indexPath`, created now if the item has none yet; nil outside the list.
  ///
  /// - Complexity: O(1).
  public func cellController(at indexPath: IndexPath) -> AnyListCellController? {
    guard let item = dataSource.itemIdentifier(for: indexPath) else { return nil }
    return controller(for: item)
  }

  /// The identifiers shown, namespaced as the sections built them, in order.
  ///
  /// - Complexity: O(n).
  public var identifiers: [String] { dataSource.snapshot().itemIdentifiers.map { Self.model(of: $0).identifier } }

  // MARK: The commit

  nonisolated private static func snapshot(of section: Section?) -> DiffableDataSourceSnapshot<Int, AnyItem> {
    var snapshot = DiffableDataSourceSnapshot<Int, AnyItem>()
    snapshot.appendSections([0])
    snapshot.appendItems((section?.build() ?? []).map { AnyItem(ListDiffItem(model: $0)) }, toSection: 0)
    return snapshot
  }

  /// The model of an item of the snapshot (every item is a `ListDiffItem`).
  private static func model(of item: AnyItem) -> ListDiffDataModel {
    guard let item = item.as(ListDiffItem.self) else { preconditionFailure("\(item) is not a ListDiffUI item") }
    return item.model
  }

  private func commit(_ snapshot: DiffableDataSourceSnapshot<Int, AnyItem>, animate: Bool) {
    commit(snapshot) { dataSource.apply(snapshot, animatingDifferences: animate) }
  }

  private func commit(_ prepared: CollectionViewDiffableDataSource<Int, AnyItem>.PreparedApply, animate: Bool) {
    commit(prepared.snapshot) {
      do throws(DataSourceError) { try dataSource.tryApply(prepared, animatingDifferences: animate) } catch {
        preconditionFailure(error.description)
      }
    }
  }

  /// New view models reach the controllers of identifiers already shown (each reconfigures its mounted cell when the
  /// content changed) before the view updates, as ListDiffUI does; after it, the controllers of identifiers no longer
  /// shown are released and the items are laid out again.
  private func commit(_ snapshot: DiffableDataSourceSnapshot<Int, AnyItem>, apply: () -> Void) {
    controllers.beginApply()
    for item in snapshot.itemIdentifiers { controllers.existingController(for: item)?.deliver(item) }
    apply()
    let shown = dataSource.snapshot()
    controllers.endApply(delivering: []) { shown.contains($0) }
    committedUpdates += 1
    layOut()
  }

  /// Asks every item's controller for its size, as a flow layout does, and places the items.
  private func layOut() {
    let container = collectionView.frame.size
    var frames: [CGRect] = []
    var origin = CGPoint.zero
    var lineHeight: CGFloat = 0
    for item in dataSource.snapshot().itemIdentifiers {
      let size = controller(for: item).itemSize(containerSize: container)
      if origin.x > 0, origin.x + size.width > container.width {
        origin = CGPoint(x: 0, y: origin.y + lineHeight)
        lineHeight = 0
      }
      frames.append(CGRect(origin: origin, size: size))
      origin.x += size.width
      lineHeight = max(lineHeight, size.height)
    }
    self.frames = frames
  }

  // MARK: Cells and controllers

  /// The controller of `item`, made now (of the class its section named) if it has none.
  private func controller(for item: AnyItem) -> AnyListCellController {
    let controller = controllers.controller(for: item) {
      let model = Self.model(of: item)
      let made = model.controllerType.init(viewModel: model.viewModel, delegate: model.delegate, context: context)
      made.layoutInvalidateHandler = { [weak self] in self?.layOut() }
      return made
    }
    // The registry holds only controllers this data source made.
    return unsafeDowncast(controller, to: AnyListCellController.self)
  }

  private func cell(for item: AnyItem, at indexPath: IndexPath, in view: HeadlessCollectionView) -> HeadlessCell? {
    let cellType = Self.model(of: item).controllerType.cellType
    let identifier = cellType.reuseIdentifier
    if registered.insert(identifier).inserted { view.register(cellType, forCellWithReuseIdentifier: identifier) }
    guard let cell = view.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) as? ListCell else {
      return nil
    }
    let controller = controller(for: item)
    controller.deliver(item)
    controllers.configure(cell, by: controller, from: view)
    return cell
  }

  // MARK: HeadlessCollectionViewDelegate

  public func collectionView(
    _ collectionView: HeadlessCollectionView, willDisplay cell: HeadlessCell, forItemAt indexPath: IndexPath
  ) {
    controllers.willDisplay(cell)
    (controllers.controller(mountedOn: cell) as? AnyListCellController)?.appear()
    collectionViewDelegate?.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
  }

  public func collectionView(
    _ collectionView: HeadlessCollectionView, didEndDisplaying cell: HeadlessCell, forItemAt indexPath: IndexPath
  ) {
    (controllers.controller(mountedOn: cell) as? AnyListCellController)?.disappear()
    controllers.didEndDisplaying(cell)
    collectionViewDelegate?.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
  }

  public func collectionView(_ collectionView: HeadlessCollectionView, didSelectItemAt indexPath: IndexPath) {
    collectionViewDelegate?.collectionView(collectionView, didSelectItemAt: indexPath)
  }

  public func collectionView(_ collectionView: HeadlessCollectionView, didDeselectItemAt indexPath: IndexPath) {
    collectionViewDelegate?.collectionView(collectionView, didDeselectItemAt: indexPath)
  }
}

// The part of every cell controller that the controller bookkeeping (`CellControllerRegistry`) drives: the item it
// belongs to, the cell it is mounted on, and the life-cycle entry points each kind of controller implements — Lists'
// `CellController` here, ListDiffUI's `ListCellController` in ListKitDiffUI (through the `CellControllerLifeCycle`
// SPI, so that the entry points stay out of the public API).

/// The type-erased part of every cell controller: what a data source and the registry drive without knowing the
/// controller's types. Subclass ``CellController``, not this class.
@MainActor
open class AnyCellController {
  /// The dependencies shared by the data source's controllers.
  public let context: ListContext
  /// The cell this controller is mounted on, nil when its item has no cell on screen.
  public var mountedCell: HeadlessCell? { mounted }

  /// The item the controller belongs to, as last delivered; its identity is the controller's.
  @_spi(CellControllerLifeCycle) public var item: AnyItem
  /// The data source's delegate when the controller was made (``CellController/delegate``).
  weak var dataSourceDelegate: AnyObject?
  weak var mounted: HeadlessCell?
  weak var host: (any CellControllerHost)?

  /// A controller of `item` sharing `context`. Only the controller classes of this package call it.
  @_spi(CellControllerLifeCycle) public init(item: AnyItem, context: ListContext) {
    self.item = item
    self.context = context
  }

  /// The user tapped the item's cell (the view's `didSelectItemAt`). The default does nothing.
  open func didSelect() {}

  /// The view state, type-erased (for inspection).
  public var anyViewState: any ListViewState { erasedViewState }
  /// The view model, type-erased: the controller's `viewModel`.
  public var anyViewModel: Any { erasedViewModel }

  /// Tells the bookkeeping that the view state changed: the mounted cell is reconfigured (at the end of an apply in
  /// progress, directly inside a display callback, otherwise as a one-cell update of the view).
  @_spi(CellControllerLifeCycle) public func viewStateDidChange() {
    host?.viewStateDidChange(of: self)
  }

  // MARK: The life cycle, implemented by each controller class

  /// The view state, type-erased.
  @_spi(CellControllerLifeCycle) open var erasedViewState: any ListViewState { fatalError("abstract") }
  /// The view model, type-erased.
  @_spi(CellControllerLifeCycle) open var erasedViewModel: Any { fatalError("abstract") }
  /// A value of the item with the controller's identity arrives (an apply, or a cell configured for it): the
  /// controller takes it as its item and view model (telling its subclass when the content changed).
  @_spi(CellControllerLifeCycle) open func deliver(_ item: AnyItem) { fatalError("abstract") }
  /// Puts the view model and view state into `cell` (a cell of the controller's class; another class is ignored).
  @_spi(CellControllerLifeCycle) open func configure(erasedCell cell: HeadlessCell) { fatalError("abstract") }
  /// `cell` starts showing the item: `mountedCell` becomes `cell`, then the controller's `didMount`.
  @_spi(CellControllerLifeCycle) open func mount(on cell: HeadlessCell) { fatalError("abstract") }
  /// `cell` stops showing the item: the controller's `willUnmount`, then `mountedCell` becomes nil.
  @_spi(CellControllerLifeCycle) open func unmount(from cell: HeadlessCell) { fatalError("abstract") }

  /// Records `cell` as the mounted cell (nil: none); the controller classes call it from `mount` and `unmount`.
  @_spi(CellControllerLifeCycle) public func setMountedCell(_ cell: HeadlessCell?) { mounted = cell }
}

/// The data source side of a controller: told when a controller's view state changed.
@MainActor
protocol CellControllerHost: AnyObject {
  func viewStateDidChange(of controller: AnyCellController)
}

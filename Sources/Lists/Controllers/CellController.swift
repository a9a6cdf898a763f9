// Lists' cell controllers: one object per item identity, never reused (cells are), owning the view model and the
// view state, configuring the cell, and told when a cell is mounted on it and unmounted from it.

/// What a `CellControllerDataSource` needs to create a controller for a view model; ``CellController`` and its
/// subclasses conform.
@MainActor
public protocol CellControlling: AnyCellController {
  associatedtype ViewModel: CellViewModel
  associatedtype Cell: HeadlessCell
  /// A controller for `viewModel`, with a fresh view state.
  init(viewModel: ViewModel, context: ListContext)
  /// Puts the view model and the view state into `cell`.
  func configure(_ cell: Cell)
}

/// A cell controller: subclass it per cell type and override `configure(_:)`, and, as needed, `didMount(onCell:)`,
/// `willUnmount(onCell:)`, `didUpdateViewModel(from:)` and `didSelect()`.
///
/// A `CellControllerDataSource` creates one controller per item identity (when the item is first displayed or asked
/// for) and keeps it while the item is in the list: the view model is replaced when an apply brings a new value with
/// the same identity, the view state (`ViewState`) lives here, and both survive cell reuse. Cells come and go:
/// `didMount(onCell:)` when a cell starts showing the item, `willUnmount(onCell:)` when it stops (scrolled out,
/// deleted, reloaded, reused) — the calls pair up exactly, and a controller is mounted on at most one cell.
///
/// ```swift
/// final class TodoController: CellController<Todo, TodoState, TodoCell> {
///   override func configure(_ cell: TodoCell) {
///     cell.text = (viewState.isTicked ? "[x] " : "[ ] ") + viewModel.title
///   }
///   override func didSelect() {
///     updateViewState { $0.isTicked.toggle() }   // reconfigures this one cell; no snapshot, no diff
///   }
/// }
/// ```
open class CellController<ViewModel: CellViewModel, ViewState: ListViewState, Cell: HeadlessCell>:
  AnyCellController, CellControlling
{
  /// The item's view model, as last applied (for a `ContentEquatable` type, changed content arrives with the apply
  /// that brings it; for other types, a value with the same identity arrives when the cell is next configured).
  public private(set) var viewModel: ViewModel
  /// The item's view state; starts as `ViewState()`.
  public private(set) var viewState = ViewState()

  /// A controller for `viewModel` with a fresh view state. The data source calls this; subclasses that add
  /// stored properties give them initial values.
  public required init(viewModel: ViewModel, context: ListContext) {
    self.viewModel = viewModel
    super.init(item: AnyItem(viewModel), context: context)
  }

  /// The data source's `delegate` (an object of the app that handles what controllers report, e.g. a tap that must
  /// change the model), as it was when the controller was created; cast it to the protocol you expect.
  public var delegate: AnyObject? { dataSourceDelegate }

  /// The cell this controller is mounted on, typed.
  public var cell: Cell? { mounted as? Cell }

  /// Puts `viewModel` and `viewState` into `cell`. Called when a cell is configured for the item (displayed,
  /// reconfigured, or after a view-state change). The default does nothing.
  open func configure(_ cell: Cell) {}

  /// A cell started showing the item (after `configure(_:)`). The default does nothing.
  open func didMount(onCell cell: Cell) {}

  /// The cell stops showing the item; it is still the cell passed to `didMount(onCell:)`. The default does nothing.
  open func willUnmount(onCell cell: Cell) {}

  /// An apply brought a view model with the same identity and other content (`ContentEquatable`); `viewModel` is
  /// already the new one and the cell will be reconfigured. The default does nothing.
  open func didUpdateViewModel(from oldViewModel: ViewModel) {}

  /// Replaces the view state. When it differs from the current one and the item has a cell, that one cell is
  /// reconfigured: no snapshot is applied and nothing is diffed. Inside an apply, the reconfigure waits for the end
  /// of the apply (one per item); inside `didMount`/`willUnmount` during a scroll (the view is in the middle of
  /// realizing cells) the mounted cell is configured directly.
  ///
  /// - Complexity: O(1), plus the cell's reconfigure.
  public func updateViewState(_ newState: ViewState) {
    guard newState != viewState else { return }
    viewState = newState
    viewStateDidChange()
  }

  /// Changes the view state in place: `updateViewState { $0.isExpanded.toggle() }`.
  ///
  /// - Complexity: as `updateViewState(_:)`.
  public func updateViewState(_ change: (inout ViewState) -> Void) {
    var state = viewState
    change(&state)
    updateViewState(state)
  }

  // MARK: The life cycle

  @_spi(CellControllerLifeCycle) public override var erasedViewState: any ListViewState { viewState }
  @_spi(CellControllerLifeCycle) public override var erasedViewModel: Any { viewModel }

  @_spi(CellControllerLifeCycle) public override func deliver(_ newItem: AnyItem) {
    guard let value = newItem.as(ViewModel.self) else { return }
    let old = viewModel
    let contentChanged = item.isContentEquatable && !item.isContentEqual(to: newItem)
    item = newItem
    viewModel = value
    if contentChanged { didUpdateViewModel(from: old) }
  }

  @_spi(CellControllerLifeCycle) public override func configure(erasedCell cell: HeadlessCell) {
    if let cell = cell as? Cell { configure(cell) }
  }

  @_spi(CellControllerLifeCycle) public override func mount(on cell: HeadlessCell) {
    mounted = cell
    if let cell = cell as? Cell { didMount(onCell: cell) }
  }

  @_spi(CellControllerLifeCycle) public override func unmount(from cell: HeadlessCell) {
    if let cell = cell as? Cell { willUnmount(onCell: cell) }
    if mounted === cell { mounted = nil }
  }
}

// Cell controllers in ListDiffUI's terms: one per view-model identifier, never reused (cells are), holding the view
// model and the view state, configuring the cell, sizing it, and told when a cell mounts, appears and disappears.
// They are Lists' controllers (`AnyCellController`) with ListDiffUI's callbacks: Lists' `CellControllerRegistry`
// creates, mounts, unmounts and releases them, and reconfigures a cell whose view state changed.

@_spi(CellControllerLifeCycle) import Lists

/// A weak reference to the delegate a ``ListSection`` hands to its controllers.
public final class WeakAnyObject: @unchecked Sendable {
  // Written once at creation; the object is read on the main actor only (by controllers).
  weak var object: AnyObject?

  /// A reference to `object` (nil for none).
  public init(object: AnyObject?) {
    self.object = object
  }

  /// No delegate.
  public static var none: WeakAnyObject { WeakAnyObject(object: nil) }
}

/// Adopt it in a controller subclass, naming the delegate's type, and ``delegate`` is the section's delegate as that
/// type (nil when the section gave none or another kind of object).
///
/// ```swift
/// protocol LoadMoreDelegate: AnyObject { func didTapLoadMore() }
/// final class LoadMoreController: ListCellController<LoadMoreViewModel, ListViewStateNone, ButtonCell>,
///   ListCellControllerWithDelegate
/// {
///   typealias DelegateType = LoadMoreDelegate
///   func tapped() { delegate?.didTapLoadMore() }
/// }
/// ```
@MainActor
public protocol ListCellControllerWithDelegate {
  /// The delegate's type.
  associatedtype DelegateType
  /// The section's delegate, typed.
  var delegate: DelegateType? { get }
}

extension ListCellControllerWithDelegate where Self: AnyListCellController {
  /// The section's delegate as `DelegateType`.
  public var delegate: DelegateType? { anyDelegate.object as? DelegateType }
}

/// Names the view-model type of a controller class, so a ``ListSection`` can build view models for it.
public protocol ListCellControllerViewModelProviding {
  /// The controller's view model.
  associatedtype ListViewModelType: ListViewModel
}

/// The type-erased part of ListDiffUI's controllers, which ``ListDiffDataSource`` drives. Subclass
/// ``ListCellController``.
@MainActor
open class AnyListCellController: AnyCellController {
  /// The cell class of the controller's cells.
  class var cellType: ListCell.Type { fatalError("ListCellController provides it") }

  /// The section's delegate, untyped (see ``ListCellControllerWithDelegate``).
  let anyDelegate: WeakAnyObject
  /// Set by the data source: the item's size may have changed (a new view model or view state).
  var layoutInvalidateHandler: (@MainActor () -> Void)?

  /// A controller for `viewModel`; the data source calls this once per identifier.
  public required init(viewModel: ListViewModel, delegate: WeakAnyObject, context: ListDiffContext) {
    self.anyDelegate = delegate
    // The data source gives the controller its item (the identifier namespaced by the sections) when it adopts it.
    let model = ListDiffDataModel(
      identifier: viewModel.identifier, viewModel: viewModel, delegate: delegate, controllerType: Self.self)
    super.init(item: AnyItem(ListDiffItem(model: model)), context: context)
  }

  /// The size of the cell within a container of `containerSize` (the collection view's size). The data source asks
  /// every item, as a flow layout does, and records the frames (``ListDiffDataSource/frames``).
  open func itemSize(containerSize: CGSize) -> CGSize { .zero }

  // Overridden by ListCellController.
  func appear() { fatalError("ListCellController provides it") }
  func disappear() { fatalError("ListCellController provides it") }
}

/// A cell controller: subclass it per kind of cell and override what you need — ``configureCell(cell:)`` and
/// ``itemSize(containerSize:)`` at least.
///
/// ```swift
/// final class ToDoController: ListCellController<ToDoViewModel, ToDoViewState, ToDoCell> {
///   override func itemSize(containerSize: CGSize) -> CGSize { CGSize(width: containerSize.width, height: 44) }
///   override func configureCell(cell: ToDoCell) {
///     cell.text = (viewState.completed ? "✓ " : "") + viewModel.title
///   }
///   override func didMount(onCell cell: ToDoCell) {
///     cell.onTap = { [weak self] in self?.toggle() }
///   }
///   private func toggle() {
///     var state = viewState
///     state.completed.toggle()
///     updateState(state)
///   }
/// }
/// ```
///
/// The data source creates one controller per identifier, when the item is first laid out, and releases it when an
/// update removes the identifier. A new view model with the same identifier and other content (`!=`) reaches
/// ``didUpdateViewModel(oldViewModel:)`` and reconfigures the mounted cell; the view state stays. The view state is
/// a `ListViewState` (Lists' protocol: `init()` and `Equatable`, which a struct of equatable fields gets for free).
///
/// A headless view has no geometry: a cell in the viewport is fully visible, so ``didAppear(cell:)`` is followed by
/// ``didFullyAppear(cell:)`` when it comes into view, and ``willPartiallyDisappear(cell:)`` by
/// ``willDisappear(cell:)`` when it leaves.
open class ListCellController<
  ListViewModelType: ListViewModel & Equatable, ListViewStateType: ListViewState, ListCellType: ListCell
>: AnyListCellController, ListCellControllerViewModelProviding {
  /// The view model as last applied.
  public private(set) var viewModel: ListViewModelType
  /// The view state; starts as `ListViewStateType()`.
  public private(set) var viewState: ListViewStateType

  override class var cellType: ListCell.Type { ListCellType.self }

  private var updatingViewModel = false

  /// A controller for `viewModel` (which must be a `ListViewModelType`) with a fresh view state.
  public required init(viewModel: ListViewModel, delegate: WeakAnyObject, context: ListDiffContext) {
    guard let typed = viewModel as? ListViewModelType else {
      preconditionFailure("\(Self.self) was given a \(type(of: viewModel)), not a \(ListViewModelType.self)")
    }
    self.viewModel = typed
    self.viewState = ListViewStateType()
    super.init(viewModel: viewModel, delegate: delegate, context: context)
  }

  /// Replaces the view state and reconfigures the mounted cell (if any) — one cell, no diff; the item's size is
  /// asked again. Inside ``didUpdateViewModel(oldViewModel:)`` the cell is configured once, after it.
  public func updateState(_ viewState: ListViewStateType) {
    self.viewState = viewState
    guard !updatingViewModel else { return }
    viewStateDidChange()
    layoutInvalidateHandler?()
  }

  /// The cell's size in a container of `containerSize`. The default is zero.
  open override func itemSize(containerSize: CGSize) -> CGSize { .zero }

  /// Puts the view model and the view state into `cell`: when a cell is mounted, when the view model's content
  /// changes, and after ``updateState(_:)``. The default does nothing.
  open func configureCell(cell: ListCellType) {}

  /// The cell came into view.
  open func didAppear(cell: ListCellType) {}
  /// The cell is leaving the view (nil when it was already taken for another item).
  open func willDisappear(cell: ListCellType?) {}
  /// The cell is entirely in view.
  open func didFullyAppear(cell: ListCellType) {}
  /// The cell stops being entirely in view (nil when it was already taken for another item).
  open func willPartiallyDisappear(cell: ListCellType?) {}
  /// A cell starts showing the item (after ``configureCell(cell:)``).
  open func didMount(onCell cell: ListCellType) {}
  /// The cell stops showing the item; it goes back to its reuse pool.
  open func willUnmount(onCell cell: ListCellType) {}
  /// An update brought a view model with the same identifier and other content; ``viewModel`` is the new one.
  /// Change the view state here if it depends on the model; the cell is configured after this returns.
  open func didUpdateViewModel(oldViewModel: ListViewModelType) {}
  /// The cell was laid out: a headless cell is laid out right after each ``configureCell(cell:)``.
  open func cellDidLayoutSubviews(cell: ListCellType) {}

  // MARK: The life cycle (driven by Lists' CellControllerRegistry and the data source)

  @_spi(CellControllerLifeCycle) public override var erasedViewState: any ListViewState { viewState }
  @_spi(CellControllerLifeCycle) public override var erasedViewModel: Any { viewModel }

  /// A new value of the item: a view model with other content reaches ``didUpdateViewModel(oldViewModel:)`` and the
  /// mounted cell is configured again, as ListDiffUI does.
  @_spi(CellControllerLifeCycle) public override func deliver(_ newItem: AnyItem) {
    guard let model = newItem.as(ListDiffItem.self)?.model else { return }
    item = newItem
    guard let typed = model.viewModel as? ListViewModelType, typed != viewModel else { return }
    let old = viewModel
    viewModel = typed
    updatingViewModel = true
    didUpdateViewModel(oldViewModel: old)
    updatingViewModel = false
    if let cell = mountedCell { configure(erasedCell: cell) }
  }

  @_spi(CellControllerLifeCycle) public override func configure(erasedCell cell: HeadlessCell) {
    guard let cell = cell as? ListCellType else { return }
    configureCell(cell: cell)
    cellDidLayoutSubviews(cell: cell)
  }

  @_spi(CellControllerLifeCycle) public override func mount(on cell: HeadlessCell) {
    setMountedCell(cell)
    if let cell = cell as? ListCellType { didMount(onCell: cell) }
  }

  @_spi(CellControllerLifeCycle) public override func unmount(from cell: HeadlessCell) {
    if let cell = cell as? ListCellType { willUnmount(onCell: cell) }
    if mountedCell === cell { setMountedCell(nil) }
  }

  override func appear() {
    guard let cell = mountedCell as? ListCellType else { return }
    didAppear(cell: cell)
    didFullyAppear(cell: cell)
  }

  override func disappear() {
    let cell = mountedCell as? ListCellType
    willPartiallyDisappear(cell: cell)
    willDisappear(cell: cell)
  }
}

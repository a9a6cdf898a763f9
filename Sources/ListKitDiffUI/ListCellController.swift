// Cell controllers in ListDiffUI's terms: one per view-model identifier, never reused (cells are), holding the view
// model and the view state, configuring the cell, sizing it, and told when a cell mounts, appears and disappears.

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

/// The type-erased part of every controller, which ``ListDiffDataSource`` drives. Subclass ``ListCellController``.
@MainActor
open class AnyListCellController {
  /// The cell class of the controller's cells.
  class var cellType: ListCell.Type { fatalError("ListCellController provides it") }

  /// The objects passed to the data source as `contextObjects`.
  public let context: ListDiffContext
  /// The section's delegate, untyped (see ``ListCellControllerWithDelegate``).
  let anyDelegate: WeakAnyObject
  /// The cell the controller is mounted on, nil when its view model has no cell on screen.
  weak var cell: ListCell?
  /// Set by the data source: the item's size may have changed (a new view model or view state).
  var layoutInvalidateHandler: (@MainActor () -> Void)?

  /// A controller for `viewModel`; the data source calls this once per identifier.
  public required init(viewModel: ListViewModel, delegate: WeakAnyObject, context: ListDiffContext) {
    self.anyDelegate = delegate
    self.context = context
  }

  /// The size of the cell within a container of `containerSize` (the collection view's size). The data source asks
  /// every item, as a flow layout does, and records the frames (``ListDiffDataSource/frames``).
  open func itemSize(containerSize: CGSize) -> CGSize { .zero }

  /// The view model, untyped.
  public var anyViewModel: ListViewModel { fatalError("ListCellController provides it") }
  /// The view state, untyped.
  public var anyViewState: ListViewState { fatalError("ListCellController provides it") }

  // Overridden by ListCellController.
  func mount(on cell: ListCell) { fatalError("ListCellController provides it") }
  func unmount(from cell: ListCell) { fatalError("ListCellController provides it") }
  func setViewModel(_ viewModel: ListViewModel) { fatalError("ListCellController provides it") }
  func configureMountedCell() { fatalError("ListCellController provides it") }
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
/// ``didUpdateViewModel(oldViewModel:)`` and reconfigures the mounted cell; the view state stays.
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
    configureMountedCell()
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

  public override var anyViewModel: ListViewModel { viewModel }
  public override var anyViewState: ListViewState { viewState }

  override func mount(on cell: ListCell) {
    self.cell = cell
    cell.controller = self
    guard let typed = cell as? ListCellType else { return }
    configure(typed)
    didMount(onCell: typed)
  }

  override func unmount(from cell: ListCell) {
    if let typed = cell as? ListCellType { willUnmount(onCell: typed) }
    if self.cell === cell { self.cell = nil }
    if cell.controller === self { cell.controller = nil }
  }

  override func setViewModel(_ viewModel: ListViewModel) {
    guard let typed = viewModel as? ListViewModelType, typed != self.viewModel else { return }
    let old = self.viewModel
    self.viewModel = typed
    updatingViewModel = true
    didUpdateViewModel(oldViewModel: old)
    updatingViewModel = false
    configureMountedCell()
  }

  override func configureMountedCell() {
    guard let cell = cell as? ListCellType else { return }
    configure(cell)
  }

  private func configure(_ cell: ListCellType) {
    configureCell(cell: cell)
    cellDidLayoutSubviews(cell: cell)
  }

  override func appear() {
    guard let cell = cell as? ListCellType else { return }
    didAppear(cell: cell)
    didFullyAppear(cell: cell)
  }

  override func disappear() {
    let cell = cell as? ListCellType
    willPartiallyDisappear(cell: cell)
    willDisappear(cell: cell)
  }
}

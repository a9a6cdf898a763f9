// View state, and the view models whose cells a cell controller configures.

/// Per-item state that changes how a cell looks but does not come from the model: a row expanded in place, a
/// checkbox ticked before the server confirms, a "show more" toggle.
///
/// It belongs to the item's identity, not to a cell: the item's cell controller keeps it (a ``CellController`` in a
/// `CellControllerDataSource`, or ListKitDiffUI's `ListCellController`), so it survives cell reuse (scrolling away and
/// back) and applies that keep the item, and it is dropped with the controller when the item leaves the list
/// (re-adding the item starts again from `init()`). Changing it reconfigures that one cell; no snapshot is applied,
/// nothing is diffed. `Equatable`, so that setting the state it already has reconfigures nothing: a struct of
/// equatable fields gets `==` for free.
///
/// ```swift
/// struct TodoState: ListViewState {
///   var isTicked = false
/// }
/// ```
public protocol ListViewState: Equatable {
  /// The state of a controller that was just created.
  init()
}

/// The view state of controllers that have none.
public struct ListViewStateNone: ListViewState, Sendable {
  /// The empty state.
  public init() {}
}

/// A view model whose cells are configured by a cell controller (`Controller`), one per item identity, in a
/// `CellControllerDataSource`. Identity and content follow `CellViewModel` (identity by `==`/`hash`, which an
/// `Identifiable` type takes from `id`; content changes with the same identity are seen through `ContentEquatable`).
///
/// ```swift
/// struct Todo: ControlledCellViewModel, Identifiable, ContentEquatable {
///   typealias Controller = TodoController
///   var id: Int
///   var title: String
///   func isContentEqual(to other: Todo) -> Bool { title == other.title }
/// }
/// ```
public protocol ControlledCellViewModel: CellViewModel {
  /// The controller class: `CellController<Self, SomeViewState, Cell>` or a subclass of it.
  associatedtype Controller: CellControlling where Controller.ViewModel == Self, Controller.Cell == Cell
}

extension ControlledCellViewModel {
  /// Outside a `CellControllerDataSource` (in a `MixedListDataSource`, say) there is no controller that lives with
  /// the item: a throwaway controller with a fresh view state configures the cell, so the item still shows.
  @MainActor
  public func configure(_ cell: Cell) {
    Controller(viewModel: self, context: ListContext()).configure(cell)
  }

  /// A new controller for this view model (type-erased entry point of the data source).
  @MainActor
  func makeController(context: ListContext) -> AnyCellController {
    Controller(viewModel: self, context: context)
  }

  /// Dequeues a cell of `Cell` from `view`, registering the class on first use (type-erased entry point of the data
  /// source).
  @MainActor
  func dequeueCell<View: HeadlessListView>(
    from view: View, at indexPath: IndexPath, registrations: inout CellClassRegistrations
  ) throws(ListViewError) -> View.Cell {
    try registrations.dequeueCell(of: Self.self, from: view, at: indexPath)
  }
}

// View state in ListDiffUI's terms: per-cell state that is not derived from the model, kept by the cell's controller.

/// State a cell shows that does not come from the model (expanded, ticked before the server confirms): it lives in
/// the cell's controller, which lives as long as its view model's identifier is in the list, so it survives cell
/// reuse and content updates. A new controller starts from `init()`.
///
/// ```swift
/// struct ToDoViewState: ListViewState {
///   var completed = false
/// }
/// ```
public protocol ListViewState {
  /// The state of a new controller.
  init()
}

/// The view state of cells that have none.
public struct ListViewStateNone: ListViewState {
  /// The empty state.
  public init() {}
}

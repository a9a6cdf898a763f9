// The built-in `Todo` item: a to-do whose cell shows its title (model content, from the model store) and a checkbox
// (view state, from its cell controller). Its controller is Lists' `CellController`; the session keeps one per
// Todo identity in a `CellControllerRegistry`, so the tick survives cell reuse and applies that keep the item, and
// goes with the item.

import Lists

/// The view state of a Todo: whether its checkbox is ticked. Not model content: `set-content` does not touch it, and
/// it lives as long as the item's identity is in the list.
struct TodoViewState: ListViewState {
  var isTicked = false
  init() {}
}

/// A to-do row. Identity is its identifier (as every built-in type); content is the model text (`ContentEquatable`,
/// so auto-reconfigure shows a new title); the tick is view state in its controller.
struct TodoItem: ShellItem, ControlledCellViewModel, ContentEquatable {
  static let typeName = "Todo"
  static let summary = "a to-do: title from the model, checkbox from its controller's view state (tap)"
  typealias Cell = TodoCell
  typealias Controller = TodoController
  let id: String
  let store: ContentStore

  /// Outside a controller (a throwaway one, fresh view state): the title and an empty checkbox.
  @MainActor func configure(_ cell: TodoCell) {
    TodoController(viewModel: self, context: ListContext()).configure(cell)
  }
}

/// The Todo's cell: `text` is the title, `isChecked` the checkbox. Both stay as configured (possibly stale) until the
/// cell is configured again, as every cell's content does. A table cell, so that a table view can show it too.
final class TodoCell: HeadlessTableViewCell {
  /// The checkbox the cell shows.
  var isChecked = false
}

/// The controller of one Todo identity: configures its cell from the model (title) and the view state (tick), and
/// flips the tick when the user taps the checkbox.
final class TodoController: CellController<TodoItem, TodoViewState, TodoCell> {
  override func configure(_ cell: TodoCell) {
    let item = viewModel
    let reference = ItemReference(typeName: TodoItem.typeName, id: item.id)
    cell.text = item.store.text(for: reference, defaultText: item.id)
    item.store.configureExtras(of: cell, for: reference)
    cell.isChecked = viewState.isTicked
  }

  /// The user taps the checkbox: the tick flips and the one cell is reconfigured (no snapshot, no diff).
  func toggle() {
    updateViewState { $0.isTicked.toggle() }
  }
}

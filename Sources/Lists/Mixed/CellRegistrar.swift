// Registering cell classes with a headless list view — a collection view or a table view, through the one
// `HeadlessListView` protocol — on first use, and dequeuing configured cells.

/// The cell classes registered with one view, each under its view model's reuse identifier
/// (`CellViewModel.cellReuseIdentifier`) the first time a cell of it is asked for; a new view starts afresh.
@MainActor
struct CellClassRegistrations {
  private weak var view: AnyObject?
  private var identifiers: Set<String> = []

  /// A cell of `Model.Cell` from `view` at `indexPath`, its class registered first if needed. A class the view cannot
  /// show (not a `HeadlessTableViewCell`, for a table) is not registered, so the dequeue fails as for an unregistered
  /// identifier.
  mutating func dequeueCell<Model: CellViewModel, View: HeadlessListView>(
    of model: Model.Type, from view: View, at indexPath: IndexPath
  ) throws(ListViewError) -> View.Cell {
    if self.view !== view {
      self.view = view
      identifiers = []
    }
    let identifier = Model.cellReuseIdentifier
    if let cellClass = Model.Cell.self as? View.Cell.Type, identifiers.insert(identifier).inserted {
      view.register(cellClass, forReuseIdentifier: identifier)
    }
    return try view.tryDequeueCell(withReuseIdentifier: identifier, for: indexPath)
  }
}

/// Registers each view model's cell class on first use (reuse identifier `String(reflecting: Cell.self)`), then
/// dequeues and configures, from a collection view or a table view. Used by mixed sections, where the cell class is
/// only known per item.
@MainActor
public final class DynamicCellRegistrar {
  private var registrations = CellClassRegistrations()

  public init() {}

  /// The cell for `item` at `indexPath` of `view`: registered if needed, dequeued, configured.
  ///
  /// - Throws: the view's dequeue error; from a table, `.unregisteredReuseIdentifier` when `Item.Cell` is not a
  ///   `HeadlessTableViewCell` (it cannot be registered with a table).
  public func dequeueConfiguredCell<Item: CellViewModel, View: HeadlessListView>(
    for item: Item, from view: View, at indexPath: IndexPath
  ) throws(ListViewError) -> View.Cell {
    let cell = try registrations.dequeueCell(of: Item.self, from: view, at: indexPath)
    // The identifier is registered with `Item.Cell`, so the cell has that class.
    if let typed = cell as? Item.Cell { item.configure(typed) }
    return cell
  }

  /// The cell for a type-erased item.
  public func dequeueConfiguredCell<View: HeadlessListView>(
    for item: AnyItem, from view: View, at indexPath: IndexPath
  ) throws(ListViewError) -> View.Cell {
    try item.dequeueConfiguredCell(from: view, at: indexPath, registrar: self)
  }
}

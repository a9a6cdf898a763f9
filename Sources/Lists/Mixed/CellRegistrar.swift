// Registering cell classes with a headless collection view or table view and dequeuing configured cells.

/// Registers each view model's cell class on first use (reuse identifier `String(reflecting: Cell.self)`), then
/// dequeues and configures. Used by mixed sections, where the cell class is only known per item.
@MainActor
public final class DynamicCellRegistrar {
  private weak var collectionView: HeadlessCollectionView?
  private weak var tableView: HeadlessTableView?
  private var registered: Set<String> = []

  public init() {}

  /// The cell for `item` at `indexPath`: registered if needed, dequeued, configured.
  public func dequeueConfiguredCell<Item: CellViewModel>(
    for item: Item, from collectionView: HeadlessCollectionView, at indexPath: IndexPath
  ) throws(CollectionViewError) -> HeadlessCell {
    if self.collectionView !== collectionView {
      self.collectionView = collectionView
      registered = []
    }
    let identifier = Item.cellReuseIdentifier
    if registered.insert(identifier).inserted {
      collectionView.register(Item.Cell.self, forCellWithReuseIdentifier: identifier)
    }
    let cell = try collectionView.tryDequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    // The identifier is registered with `Item.Cell`, so the cell has that class.
    if let typed = cell as? Item.Cell { item.configure(typed) }
    return cell
  }

  /// The cell for a type-erased item.
  public func dequeueConfiguredCell(
    for item: AnyItem, from collectionView: HeadlessCollectionView, at indexPath: IndexPath
  ) throws(CollectionViewError) -> HeadlessCell {
    try item.dequeueConfiguredCell(from: collectionView, at: indexPath, registrar: self)
  }

  /// The table cell for `item` at `indexPath`: its class registered if needed, dequeued, configured.
  ///
  /// - Throws: `.unregisteredReuseIdentifier` when `Item.Cell` is not a `HeadlessTableViewCell` (it cannot be
  ///   registered with a table), or the table's dequeue error.
  public func dequeueConfiguredCell<Item: CellViewModel>(
    for item: Item, from tableView: HeadlessTableView, at indexPath: IndexPath
  ) throws(TableViewError) -> HeadlessTableViewCell {
    if self.tableView !== tableView {
      self.tableView = tableView
      registered = []
    }
    let identifier = Item.cellReuseIdentifier
    if let cellClass = Item.Cell.self as? HeadlessTableViewCell.Type, registered.insert(identifier).inserted {
      tableView.register(cellClass, forCellReuseIdentifier: identifier)
    }
    let cell = try tableView.tryDequeueReusableCell(withIdentifier: identifier, for: indexPath)
    if let typed = cell as? Item.Cell { item.configure(typed) }
    return cell
  }

  /// The table cell for a type-erased item.
  public func dequeueConfiguredCell(
    for item: AnyItem, from tableView: HeadlessTableView, at indexPath: IndexPath
  ) throws(TableViewError) -> HeadlessTableViewCell {
    try item.dequeueConfiguredCell(from: tableView, at: indexPath, registrar: self)
  }
}

// SimpleList: a one-section list of one CellViewModel type that owns its headless view — a collection view
// (`SimpleList`) or a table view (`SimpleTableList`), one implementation (`SimpleListOf`).

/// A plain list in a collection view.
public typealias SimpleList<Item: CellViewModel> = SimpleListOf<HeadlessCollectionView, Item>
/// A plain list in a table view (`Item.Cell` must be a `HeadlessTableViewCell`).
public typealias SimpleTableList<Item: CellViewModel> = SimpleListOf<HeadlessTableView, Item>

/// A plain list of `Item`s in one section (`Int` section `0`), with typed selection, swipe actions, context menus
/// and serialized, coalescing updates, in a collection view or a table view.
///
/// ```swift
/// let list = SimpleList<Contact>()            // or SimpleTableList<Contact>()
/// list.onSelect = { contact in open(contact) }
/// list.onDelete = { contact in Task { await list.setItems(store.removing(contact)) } }
/// await list.setItems(store.contacts)
/// ```
///
/// In a table, the user's swipe-to-delete reaches the trailing destructive swipe action (the automatic "Delete"
/// calls `onDelete`) and an interactive move reaches `onMove` (semantics.md §9).
@MainActor
public final class SimpleListOf<View: HeadlessListView, Item: CellViewModel>: InteractiveList,
  ListDataSourceBacked
{
  /// The identifier of the list's only section.
  public static var section: Int { 0 }

  public let listView: View
  /// The data source (for queries, handlers and direct applies the list does not wrap).
  public let dataSource: ListDataSource<Int, Item>
  /// What the user's taps, swipes and context menus reach.
  public var handlers = ListHandlers<Item>()
  /// Called when the user moved an item (table: `moveRowAt`; the list then shows the move). While nil, rows cannot
  /// be moved. On a collection view, reordering goes through `dataSource.dataSource.reorderingHandlers`.
  public var onMove: MoveHandler<Item>?

  private let bridge = ListSelectionBridge()
  private let queue = CoalescingApplyQueue()

  init(view: View, dataSource: ListDataSource<Int, Item>) {
    self.listView = view
    self.dataSource = dataSource
    bridge.attach(to: self)
    connectTableActions(dataSource.applier) { [weak self] in self?.onMove }
  }

  /// The items shown, in order.
  ///
  /// - Complexity: O(n).
  public var items: [Item] { dataSource.snapshot().itemIdentifiers }

  /// True when the list shows no item (where UIKit would show the background view).
  public var isEmpty: Bool { dataSource.snapshot().numberOfItems == 0 }

  /// Shows `items` (diffed against what is shown; changed content of `ContentEquatable` items is reconfigured).
  ///
  /// Calls are serialized: they apply in call order, a call superseded by a newer one before its turn is skipped,
  /// and each returns once its items or newer ones are shown. A repeated item traps with Apple's message at the call
  /// (checked before anything is queued).
  ///
  /// For a change to a long list (a page appended, a row deleted), ``updateItems(animatingDifferences:_:)`` costs
  /// only the change.
  ///
  /// - Returns: the update the call's apply sent, or nil when a newer call superseded it.
  /// - Complexity: O(n) to build, plus the diff and the content comparison when the call's turn comes.
  @discardableResult
  public func setItems(_ items: [Item], animatingDifferences: Bool = true) async -> DataSourceUpdate? {
    var snapshot = DiffableDataSourceSnapshot<Int, Item>()
    snapshot.appendSections([Self.section])
    snapshot.appendItems(items, toSection: Self.section)
    let applier = dataSource.applier
    return await queue.enqueue {
      do { return try applier.tryApply(snapshot, animatingDifferences: animatingDifferences) } catch {
        preconditionFailure(String(describing: error))
      }
    }
  }

  /// Edits the items shown: at the call's turn, `edit` gets the shown snapshot (its one section is
  /// ``section``) and what it leaves is applied. The snapshot is derived, not rebuilt, so appending a page to
  /// 100,000 rows costs the page: the diff of a derived snapshot only walks what changed.
  ///
  /// ```swift
  /// await list.updateItems { $0.appendItems(nextPage) }
  /// await list.updateItems { $0.deleteItems([archived]) }
  /// ```
  ///
  /// Serialized with ``setItems(_:animatingDifferences:)``; an edit builds on the calls before it, so it is never
  /// skipped for a newer edit (a newer `setItems` supersedes it). The items keep the values the snapshot stores for
  /// them: no content is compared, so a changed row is either marked (`reconfigureItems`) or shown with
  /// `setItems`, whose new values replace the stored ones.
  ///
  /// - Returns: the update the edit's apply sent, or nil when a newer `setItems` superseded it.
  /// - Complexity: O(1) to derive, the edit's own cost, plus the diff of what it changed.
  @discardableResult
  public func updateItems(
    animatingDifferences: Bool = true,
    _ edit: @escaping @MainActor (inout DiffableDataSourceSnapshot<Int, Item>) -> Void
  ) async -> DataSourceUpdate? {
    let applier = dataSource.applier
    return await queue.enqueue(replacesAll: false) {
      var snapshot = applier.base.snapshot()
      if snapshot.numberOfSections == 0 { snapshot.appendSections([Self.section]) }
      edit(&snapshot)
      do {
        return try applier.tryApply(snapshot, animatingDifferences: animatingDifferences, comparingContent: false)
      } catch {
        preconditionFailure(String(describing: error))
      }
    }
  }

  /// `setItems` with the items DSL: `await list.setItems { header; if showAll { rest } }`.
  @discardableResult
  public func setItems(animatingDifferences: Bool = true, @ItemsBuilder<Item> _ content: () -> [Item]) async
    -> DataSourceUpdate?
  {
    await setItems(content(), animatingDifferences: animatingDifferences)
  }

  public func itemIdentifier(for indexPath: IndexPath) -> Item? { dataSource.itemIdentifier(for: indexPath) }
  public func indexPath(for item: Item) -> IndexPath? { dataSource.indexPath(for: item) }
}

extension SimpleListOf: ListConfiguration where View == HeadlessCollectionView {
  /// A list driving `collectionView` (a new 20-row view by default); empty until the first `setItems`.
  public convenience init(
    collectionView: HeadlessCollectionView = HeadlessCollectionView(collectionViewLayout: .plain())
  ) {
    self.init(view: collectionView, dataSource: ListDataSource(collectionView: collectionView))
  }

  /// A list in a new 20-row collection view with a list layout of `appearance` (UIKit's list appearances; no
  /// headers), as `SimpleList<Contact>(appearance: .plain)`.
  public convenience init(appearance: ListLayout.Appearance) {
    self.init(collectionView: HeadlessCollectionView(collectionViewLayout: ListLayout(appearance: appearance)))
  }

  /// The collection view the list drives.
  public var collectionView: HeadlessCollectionView { listView }
}

extension SimpleListOf where View == HeadlessTableView {
  /// A list driving `tableView` (a new 20-row table by default); empty until the first `setItems`. `Item.Cell` must
  /// be a `HeadlessTableViewCell` (traps otherwise).
  public convenience init(tableView: HeadlessTableView = HeadlessTableView()) {
    self.init(view: tableView, dataSource: ListDataSource(tableView: tableView))
  }

  /// The table view the list drives.
  public var tableView: HeadlessTableView { listView }
}

// SimpleList: a one-section list of one CellViewModel type that owns its headless collection view.

/// A plain list of `Item`s in one section (`Int` section `0`), with typed selection, swipe actions, context menus
/// and serialized, coalescing updates.
///
/// ```swift
/// let list = SimpleList<Contact>()
/// list.onSelect = { contact in open(contact) }
/// list.onDelete = { contact in Task { await list.setItems(store.removing(contact)) } }
/// await list.setItems(store.contacts)
/// ```
@MainActor
public final class SimpleList<Item: CellViewModel>: ListConfiguration {
  /// The identifier of the list's only section.
  public static var section: Int { 0 }

  public let collectionView: HeadlessCollectionView
  /// The data source (for queries, handlers and direct applies the list does not wrap).
  public let dataSource: ListDataSource<Int, Item>
  public var onSelect: (@MainActor (Item) -> Void)?
  public var onDeselect: (@MainActor (Item) -> Void)?
  public var onDelete: (@MainActor (Item) -> Void)?
  public var trailingSwipeActionsProvider: (@MainActor (Item) -> [SwipeAction])?
  public var leadingSwipeActionsProvider: (@MainActor (Item) -> [SwipeAction])?
  public var contextMenuProvider: (@MainActor (Item) -> ContextMenu?)?

  private let bridge = ListSelectionBridge()
  private let queue = CoalescingApplyQueue()

  /// A list driving `collectionView` (a new 20-row view by default); empty until the first `setItems`.
  public init(collectionView: HeadlessCollectionView = HeadlessCollectionView(collectionViewLayout: .plain())) {
    self.collectionView = collectionView
    dataSource = ListDataSource(collectionView: collectionView)
    bridge.attach(to: self)
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
  /// - Complexity: O(n) to build, plus the diff when the call's turn comes.
  public func setItems(_ items: [Item], animatingDifferences: Bool = true) async {
    var snapshot = DiffableDataSourceSnapshot<Int, Item>()
    snapshot.appendSections([Self.section])
    snapshot.appendItems(items, toSection: Self.section)
    let applier = dataSource.applier
    await queue.enqueue {
      do { try applier.tryApply(snapshot, animatingDifferences: animatingDifferences) } catch {
        preconditionFailure(String(describing: error))
      }
    }
  }

  /// `setItems` with the items DSL: `await list.setItems { header; if showAll { rest } }`.
  public func setItems(animatingDifferences: Bool = true, @ItemsBuilder<Item> _ content: () -> [Item]) async {
    await setItems(content(), animatingDifferences: animatingDifferences)
  }

  public func itemIdentifier(for indexPath: IndexPath) -> Item? { dataSource.itemIdentifier(for: indexPath) }
  public func indexPath(for item: Item) -> IndexPath? { dataSource.indexPath(for: item) }
}

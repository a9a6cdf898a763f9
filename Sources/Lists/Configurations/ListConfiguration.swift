// What SimpleList, GroupedList and OutlineList share: the typed item lookup, selection through the view's delegate,
// swipe actions (with the automatic "Delete") and context menus, queried and performed by index path.

/// A list configuration: a headless collection view, a data source of `Item`s, and the handlers a user's gestures
/// reach. The extension derives selection, swipe-action and context-menu behaviour from these requirements.
@MainActor
public protocol ListConfiguration: AnyObject {
  associatedtype Item: CellViewModel
  /// The view the list owns and drives.
  var collectionView: HeadlessCollectionView { get }
  /// The item shown at `indexPath`, or nil.
  func itemIdentifier(for indexPath: IndexPath) -> Item?
  /// Where `item` is shown, or nil.
  func indexPath(for item: Item) -> IndexPath?
  /// Called with the typed item when the user taps (selects) a row.
  var onSelect: (@MainActor (Item) -> Void)? { get set }
  /// Called with the typed item when a tap deselects a row (multiple-selection mode, or another row's tap).
  var onDeselect: (@MainActor (Item) -> Void)? { get set }
  /// Called by the automatic trailing "Delete" swipe action (offered when set and no trailing provider is set).
  /// The handler updates the model; the list does not remove the item by itself.
  var onDelete: (@MainActor (Item) -> Void)? { get set }
  /// Trailing swipe actions per item; when set it replaces the automatic "Delete".
  var trailingSwipeActionsProvider: (@MainActor (Item) -> [SwipeAction])? { get set }
  /// Leading swipe actions per item.
  var leadingSwipeActionsProvider: (@MainActor (Item) -> [SwipeAction])? { get set }
  /// The context menu per item (nil: no menu for that item).
  var contextMenuProvider: (@MainActor (Item) -> ContextMenu?)? { get set }
}

extension ListConfiguration {
  /// The title of the automatic trailing action that calls `onDelete`.
  public static var deleteActionTitle: String { "Delete" }

  /// The swipe actions of the row at `indexPath` on `edge`: the provider's; for the trailing edge without a provider,
  /// a destructive "Delete" calling `onDelete` when that is set; otherwise none (also for an unknown index path).
  ///
  /// - Complexity: one item lookup plus the provider.
  public func swipeActions(_ edge: SwipeEdge, at indexPath: IndexPath) -> [SwipeAction] {
    guard let item = itemIdentifier(for: indexPath) else { return [] }
    switch edge {
    case .leading:
      return leadingSwipeActionsProvider?(item) ?? []
    case .trailing:
      if let provider = trailingSwipeActionsProvider { return provider(item) }
      guard let onDelete else { return [] }
      return [SwipeAction(Self.deleteActionTitle, style: .destructive) { onDelete(item) }]
    }
  }

  /// Performs the first swipe action titled `title` of the row at `indexPath` on `edge`, as a user's swipe and tap.
  ///
  /// - Returns: false when the row has no such action.
  @discardableResult
  public func performSwipeAction(titled title: String, _ edge: SwipeEdge = .trailing, at indexPath: IndexPath) -> Bool {
    guard let action = swipeActions(edge, at: indexPath).first(where: { $0.title == title }) else { return false }
    action.handler()
    return true
  }

  /// The context menu of the row at `indexPath`, or nil (no provider, no menu for the item, or unknown index path).
  public func contextMenu(at indexPath: IndexPath) -> ContextMenu? {
    guard let item = itemIdentifier(for: indexPath) else { return nil }
    return contextMenuProvider?(item)
  }

  /// Chooses the first entry titled `title` in the context menu of the row at `indexPath`.
  ///
  /// - Returns: false when there is no menu or no such entry.
  @discardableResult
  public func performContextMenuAction(titled title: String, at indexPath: IndexPath) -> Bool {
    guard let action = contextMenu(at: indexPath)?.actions.first(where: { $0.title == title }) else { return false }
    action.handler()
    return true
  }

  /// The selected items, in index-path order.
  ///
  /// - Complexity: O(s log s) for s selected rows.
  public var selectedItems: [Item] {
    collectionView.indexPathsForSelectedItems.compactMap { itemIdentifier(for: $0) }
  }

  /// Selects `item` programmatically (no `onSelect`, as in UIKit). Returns false when the item is not shown.
  @discardableResult
  public func select(_ item: Item) -> Bool {
    guard let indexPath = indexPath(for: item) else { return false }
    collectionView.selectItem(at: indexPath)
    return true
  }

  /// Deselects `item` programmatically. Returns false when the item is not shown.
  @discardableResult
  public func deselect(_ item: Item) -> Bool {
    guard let indexPath = indexPath(for: item) else { return false }
    collectionView.deselectItem(at: indexPath)
    return true
  }

  /// Scrolls as little as possible to show `item`. Returns false when the item is not shown.
  @discardableResult
  public func scroll(to item: Item) -> Bool {
    guard let indexPath = indexPath(for: item) else { return false }
    collectionView.scrollToItem(at: indexPath)
    return true
  }

  /// The view told us a tap selected `indexPath`: in single-selection mode the row is deselected first (a list
  /// row acts as a button, as ListKit does), then `onSelect` gets the typed item.
  func handleSelection(at indexPath: IndexPath) {
    guard let item = itemIdentifier(for: indexPath) else { return }
    if !collectionView.allowsMultipleSelection { collectionView.deselectItem(at: indexPath) }
    onSelect?(item)
  }

  func handleDeselection(at indexPath: IndexPath) {
    guard let item = itemIdentifier(for: indexPath) else { return }
    onDeselect?(item)
  }
}

/// The collection view's delegate for a list: forwards taps to the list (held weakly through the closures).
@MainActor
final class ListSelectionBridge: HeadlessCollectionViewDelegate {
  var didSelect: (@MainActor (IndexPath) -> Void)?
  var didDeselect: (@MainActor (IndexPath) -> Void)?

  func collectionView(_ collectionView: HeadlessCollectionView, didSelectItemAt indexPath: IndexPath) {
    didSelect?(indexPath)
  }

  func collectionView(_ collectionView: HeadlessCollectionView, didDeselectItemAt indexPath: IndexPath) {
    didDeselect?(indexPath)
  }

  /// Becomes `list`'s view delegate, forwarding to its `handleSelection`/`handleDeselection`.
  func attach<List: ListConfiguration>(to list: List) {
    didSelect = { [weak list] indexPath in list?.handleSelection(at: indexPath) }
    didDeselect = { [weak list] indexPath in list?.handleDeselection(at: indexPath) }
    list.collectionView.delegate = self
  }
}

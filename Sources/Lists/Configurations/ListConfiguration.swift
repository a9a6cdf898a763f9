// What SimpleList, GroupedList and OutlineList share: the typed item lookup, selection through the view's delegate,
// swipe actions (with the automatic "Delete") and context menus, queried and performed by index path — on any
// `HeadlessListView`: a collection view or (SimpleList, GroupedList) a table view.

/// A list shown in a `HeadlessListView` (a collection view or a table view): a data source of `Item`s and the
/// handlers a user's gestures reach. The extension derives selection, swipe-action and context-menu behaviour from
/// these requirements, for either view.
@MainActor
public protocol InteractiveList: AnyObject {
  associatedtype Item: CellViewModel
  associatedtype View: HeadlessListView
  /// The view the list owns and drives.
  var listView: View { get }
  /// The item shown at `indexPath`, or nil.
  func itemIdentifier(for indexPath: IndexPath) -> Item?
  /// Where `item` is shown, or nil.
  func indexPath(for item: Item) -> IndexPath?
  /// What the list does for the user's taps, swipes and context menus, as one value (every configuration holds one).
  var handlers: ListHandlers<Item> { get set }
}

/// The handlers a list's user gestures reach (selection, swipe actions, context menus), as one value that every list
/// configuration holds as ``InteractiveList/handlers``; each is also read and set on the list by name
/// (`list.onSelect = …` is `list.handlers.onSelect = …`).
public struct ListHandlers<Item: CellViewModel> {
  /// Called with the typed item when the user taps (selects) a row.
  public var onSelect: (@MainActor (Item) -> Void)?
  /// Called with the typed item when a tap deselects a row (multiple-selection mode, or another row's tap).
  public var onDeselect: (@MainActor (Item) -> Void)?
  /// Called by the automatic trailing "Delete" swipe action (offered when set and no trailing provider is set).
  /// The handler updates the model; the list does not remove the item by itself.
  public var onDelete: (@MainActor (Item) -> Void)?
  /// Trailing swipe actions per item; when set it replaces the automatic "Delete".
  public var trailingSwipeActionsProvider: (@MainActor (Item) -> [SwipeAction])?
  /// Leading swipe actions per item.
  public var leadingSwipeActionsProvider: (@MainActor (Item) -> [SwipeAction])?
  /// Trailing swipe actions per item as UIKit code writes them (`UISwipeActionsConfiguration` of
  /// `UIContextualAction`s); when set it takes the place of `trailingSwipeActionsProvider` and the automatic "Delete".
  public var trailingSwipeActionsConfigurationProvider: (@MainActor (Item) -> SwipeActionsConfiguration?)?
  /// Leading swipe actions per item as UIKit code writes them; when set it takes the place of
  /// `leadingSwipeActionsProvider`.
  public var leadingSwipeActionsConfigurationProvider: (@MainActor (Item) -> SwipeActionsConfiguration?)?
  /// The context menu per item (nil: no menu for that item).
  public var contextMenuProvider: (@MainActor (Item) -> ContextMenu?)?

  /// No handlers: taps select nothing in the app's model, no swipe actions, no menus.
  public init() {}
}

extension InteractiveList {
  /// ``ListHandlers/onSelect`` of ``handlers``.
  public var onSelect: (@MainActor (Item) -> Void)? {
    get { handlers.onSelect }
    set { handlers.onSelect = newValue }
  }
  /// ``ListHandlers/onDeselect`` of ``handlers``.
  public var onDeselect: (@MainActor (Item) -> Void)? {
    get { handlers.onDeselect }
    set { handlers.onDeselect = newValue }
  }
  /// ``ListHandlers/onDelete`` of ``handlers``.
  public var onDelete: (@MainActor (Item) -> Void)? {
    get { handlers.onDelete }
    set { handlers.onDelete = newValue }
  }
  /// ``ListHandlers/trailingSwipeActionsProvider`` of ``handlers``.
  public var trailingSwipeActionsProvider: (@MainActor (Item) -> [SwipeAction])? {
    get { handlers.trailingSwipeActionsProvider }
    set { handlers.trailingSwipeActionsProvider = newValue }
  }
  /// ``ListHandlers/leadingSwipeActionsProvider`` of ``handlers``.
  public var leadingSwipeActionsProvider: (@MainActor (Item) -> [SwipeAction])? {
    get { handlers.leadingSwipeActionsProvider }
    set { handlers.leadingSwipeActionsProvider = newValue }
  }
  /// ``ListHandlers/trailingSwipeActionsConfigurationProvider`` of ``handlers``.
  public var trailingSwipeActionsConfigurationProvider: (@MainActor (Item) -> SwipeActionsConfiguration?)? {
    get { handlers.trailingSwipeActionsConfigurationProvider }
    set { handlers.trailingSwipeActionsConfigurationProvider = newValue }
  }
  /// ``ListHandlers/leadingSwipeActionsConfigurationProvider`` of ``handlers``.
  public var leadingSwipeActionsConfigurationProvider: (@MainActor (Item) -> SwipeActionsConfiguration?)? {
    get { handlers.leadingSwipeActionsConfigurationProvider }
    set { handlers.leadingSwipeActionsConfigurationProvider = newValue }
  }
  /// ``ListHandlers/contextMenuProvider`` of ``handlers``.
  public var contextMenuProvider: (@MainActor (Item) -> ContextMenu?)? {
    get { handlers.contextMenuProvider }
    set { handlers.contextMenuProvider = newValue }
  }
}

/// A list configuration that applies through one ``ListDataSource``: the data source's options for big changes and
/// failed batches (semantics.md §3.9) are the list's.
@MainActor
public protocol ListDataSourceBacked: ApplyOptionsConfigurable {
  associatedtype SectionID: Hashable & Sendable
  associatedtype Item: CellViewModel
  /// The data source every apply of the list goes through.
  var dataSource: ListDataSource<SectionID, Item> { get }
}

extension ListDataSourceBacked {
  /// The options of every apply of the list, forwarded as one value to its data source (``ListApplier/applyOptions``).
  ///
  /// ```swift
  /// let list = SimpleList<Contact>()
  /// list.reloadThreshold = 1_000   // a refresh that replaces the whole list reloads instead of animating
  /// ```
  public var applyOptions: ApplyOptions {
    get { dataSource.applyOptions }
    set { dataSource.applyOptions = newValue }
  }
}

/// A list configuration on a headless collection view (every list; `OutlineList` only on one).
@MainActor
public protocol ListConfiguration: InteractiveList where View == HeadlessCollectionView {
  /// The view the list owns and drives.
  var collectionView: HeadlessCollectionView { get }
}

extension ListConfiguration {
  /// The collection view.
  public var listView: HeadlessCollectionView { collectionView }
}

extension InteractiveList {
  /// The title of the automatic trailing action that calls `onDelete`.
  public static var deleteActionTitle: String { "Delete" }

  /// The swipe actions of the row at `indexPath` on `edge`: the configuration provider's (UIKit's
  /// `UIContextualAction`s, each performed with its handler), else the provider's; for the trailing edge without
  /// either, a destructive "Delete" calling `onDelete` when that is set; otherwise none (also for an unknown index
  /// path).
  ///
  /// - Complexity: one item lookup plus the provider.
  public func swipeActions(_ edge: SwipeEdge, at indexPath: IndexPath) -> [SwipeAction] {
    guard let item = itemIdentifier(for: indexPath) else { return [] }
    let configurationProvider =
      edge == .leading ? leadingSwipeActionsConfigurationProvider : trailingSwipeActionsConfigurationProvider
    if let configurationProvider {
      return (configurationProvider(item)?.actions ?? []).map { action in
        SwipeAction(action.title ?? "", style: action.style == .destructive ? .destructive : .normal) {
          [weak self] in
          // The handler's source view is the row's cell; a row scrolled away has none, and the handler gets a
          // detached view (UIKit's source view only anchors popovers).
          let cell = self?.listView.cell(at: indexPath)
          action.handler(action, cell ?? HeadlessReusableView()) { _ in }
        }
      }
    }
    switch edge {
    case .leading:
      return leadingSwipeActionsProvider?(item) ?? []
    case .trailing:
      if let provider = trailingSwipeActionsProvider { return provider(item) }
      guard let onDelete else { return [] }
      return [SwipeAction(Self.deleteActionTitle, style: .destructive) { onDelete(item) }]
    }
  }

  /// The swipe actions of the row at `indexPath` on `edge` as UIKit's configuration: the configuration provider's,
  /// else ``swipeActions(_:at:)`` as `UIContextualAction`s (each running its handler, then completing with true); nil
  /// when the row offers none. A table list's view asks this (its delegate's `trailingSwipeActionsConfigurationForRowAt`
  /// and `leading…`), so the table's own `tryUserSwipe` offers what the list offers.
  ///
  /// - Complexity: one item lookup plus the provider.
  public func swipeActionsConfiguration(_ edge: SwipeEdge, at indexPath: IndexPath) -> SwipeActionsConfiguration? {
    guard let item = itemIdentifier(for: indexPath) else { return nil }
    let configurationProvider =
      edge == .leading ? leadingSwipeActionsConfigurationProvider : trailingSwipeActionsConfigurationProvider
    if let configurationProvider { return configurationProvider(item) }
    let actions = swipeActions(edge, at: indexPath)
    guard !actions.isEmpty else { return nil }
    return SwipeActionsConfiguration(
      actions: actions.map { action in
        ContextualAction(style: action.style == .destructive ? .destructive : .normal, title: action.title) {
          _, _, completion in
          action.handler()
          completion(true)
        }
      })
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
    listView.selectedIndexPaths.compactMap { itemIdentifier(for: $0) }
  }

  /// Selects `item` programmatically (no `onSelect`, as in UIKit). Returns false when the item is not shown.
  @discardableResult
  public func select(_ item: Item) -> Bool {
    guard let indexPath = indexPath(for: item) else { return false }
    listView.perform(.selectRow(indexPath))
    return true
  }

  /// Deselects `item` programmatically. Returns false when the item is not shown.
  @discardableResult
  public func deselect(_ item: Item) -> Bool {
    guard let indexPath = indexPath(for: item) else { return false }
    listView.perform(.deselectRow(indexPath))
    return true
  }

  /// Scrolls as little as possible to show `item`. Returns false when the item is not shown.
  @discardableResult
  public func scroll(to item: Item) -> Bool {
    guard let indexPath = indexPath(for: item) else { return false }
    listView.perform(.scrollToRow(indexPath))
    return true
  }

  /// The view told us a tap selected `indexPath`: in single-selection mode the row is deselected first (a list
  /// row acts as a button, as ListKit does), then `onSelect` gets the typed item.
  func handleSelection(at indexPath: IndexPath) {
    guard let item = itemIdentifier(for: indexPath) else { return }
    if !listView.allowsMultipleSelection { listView.perform(.deselectRow(indexPath)) }
    onSelect?(item)
  }

  func handleDeselection(at indexPath: IndexPath) {
    guard let item = itemIdentifier(for: indexPath) else { return }
    onDeselect?(item)
  }

  /// Delivers a table's user actions to the list (semantics.md §9): `canEditRowAt` says yes for a row whose trailing
  /// swipe actions include a destructive one, and `commit(.delete)` performs it (the automatic "Delete" calls
  /// `onDelete`); `canMoveRowAt` says yes while `onMove()` returns a handler, and a completed move calls it with the
  /// typed item (the data source's snapshot already shows the move). Nothing to do for a collection view.
  func connectTableActions<SectionID>(
    _ applier: ListApplier<SectionID, Item>, onMove: @escaping @MainActor () -> MoveHandler<Item>?
  ) {
    guard let table = applier.tableDataSource else { return }
    table.canDelete = { [weak self] item in
      guard let self, let indexPath = self.indexPath(for: item) else { return false }
      return self.swipeActions(.trailing, at: indexPath).contains { $0.style == .destructive }
    }
    table.delete = { [weak self] item in
      guard let self, let indexPath = self.indexPath(for: item),
        let action = self.swipeActions(.trailing, at: indexPath).first(where: { $0.style == .destructive })
      else { return }
      action.handler()
    }
    table.canMove = { _ in onMove() != nil }
    table.didMove = { item, source, destination in onMove()?(item, source, destination) }
  }
}

/// Called when the user moved `item` from `source` (before the move) to `destination` (after it); the list already
/// shows the move — update the model to match.
public typealias MoveHandler<Item> = @MainActor (_ item: Item, _ source: IndexPath, _ destination: IndexPath) -> Void

/// The view's delegate for a list: forwards taps to the list (held weakly through the closures).
@MainActor
final class ListSelectionBridge: HeadlessCollectionViewDelegate, HeadlessTableViewDelegate {
  var didSelect: (@MainActor (IndexPath) -> Void)?
  var didDeselect: (@MainActor (IndexPath) -> Void)?
  var swipeConfiguration: (@MainActor (SwipeEdge, IndexPath) -> SwipeActionsConfiguration?)?

  func collectionView(_ collectionView: HeadlessCollectionView, didSelectItemAt indexPath: IndexPath) {
    didSelect?(indexPath)
  }

  func collectionView(_ collectionView: HeadlessCollectionView, didDeselectItemAt indexPath: IndexPath) {
    didDeselect?(indexPath)
  }

  func tableView(_ tableView: HeadlessTableView, didSelectRowAt indexPath: IndexPath) { didSelect?(indexPath) }

  func tableView(_ tableView: HeadlessTableView, didDeselectRowAt indexPath: IndexPath) { didDeselect?(indexPath) }

  func tableView(_ tableView: HeadlessTableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> SwipeActionsConfiguration?
  { swipeConfiguration?(.leading, indexPath) }

  func tableView(_ tableView: HeadlessTableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> SwipeActionsConfiguration?
  { swipeConfiguration?(.trailing, indexPath) }

  /// Becomes `list`'s view delegate, forwarding to its `handleSelection`/`handleDeselection`.
  func attach<List: InteractiveList>(to list: List) {
    didSelect = { [weak list] indexPath in list?.handleSelection(at: indexPath) }
    didDeselect = { [weak list] indexPath in list?.handleDeselection(at: indexPath) }
    swipeConfiguration = { [weak list] edge, indexPath in list?.swipeActionsConfiguration(edge, at: indexPath) }
    list.listView.listDelegate = self
  }
}

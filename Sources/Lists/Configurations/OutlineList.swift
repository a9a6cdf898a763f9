// OutlineList: a one-section outline of one CellViewModel type, wired to the data source's section-snapshot
// handlers, that keeps the user's expansion state across updates.

/// An outline (sidebar-style) list in one section (`Int` section `0`): a tree of `OutlineItem`s whose visible rows
/// are shown, user expand/collapse through the data source's `sectionSnapshotHandlers` (with lazy children),
/// programmatic expand/collapse, typed selection, swipe actions and context menus.
///
/// Unlike ListKit, `setItems` keeps the expansion the user left: items already in the tree keep their current
/// expansion; only new items take their `OutlineItem.isExpanded` flag.
///
/// ```swift
/// list.childrenProvider = { folder in folder.loadChildren().map { OutlineItem($0) } }
/// await list.setItems {
///   OutlineItem(inbox, isExpanded: true) {
///     today
///     yesterday
///   }
///   archive
/// }
/// try list.userExpand(archive)   // asks shouldExpandItem, loads children, applies
/// ```
@MainActor
public final class OutlineList<Item: CellViewModel>: ListConfiguration, ListDataSourceBacked {
  /// The identifier of the list's only section.
  public static var section: Int { 0 }

  public let collectionView: HeadlessCollectionView
  /// The data source (its `sectionSnapshotHandlers.snapshotForExpandingParent` is the list's; use the list's
  /// properties for the other handlers or set them on the data source directly).
  public let dataSource: ListDataSource<Int, Item>
  /// What the user's taps, swipes and context menus reach.
  public var handlers = ListHandlers<Item>()
  /// Lazy children: asked when the user expands an item that has no children yet; the nodes become its children.
  /// Nodes that repeat items already in the tree make the expansion fail (`userExpand` throws).
  public var childrenProvider: (@MainActor (Item) -> [OutlineItem<Item>])?

  private let bridge = ListSelectionBridge()
  private let queue = CoalescingApplyQueue()
  private var outlineHandlers: CollectionViewDiffableDataSource<Int, Item>.SectionSnapshotHandlers {
    get { dataSource.dataSource.sectionSnapshotHandlers }
    set { dataSource.dataSource.sectionSnapshotHandlers = newValue }
  }

  /// An outline driving `collectionView` (a new 20-row view by default); empty until the first `setItems`.
  public init(collectionView: HeadlessCollectionView = HeadlessCollectionView(collectionViewLayout: .sidebar())) {
    self.collectionView = collectionView
    dataSource = ListDataSource(collectionView: collectionView)
    outlineHandlers.snapshotForExpandingParent = { [weak self] parent, children in
      guard let self, children.items.isEmpty, let provider = self.childrenProvider else { return children }
      // Invalid lazy children (repeated items) are reported by the expansion's own uniqueness check.
      var loaded = DiffableDataSourceSectionSnapshot<Item>()
      Self.append(provider(parent), to: nil, in: &loaded)
      return loaded
    }
    bridge.attach(to: self)
  }

  /// An outline in a new 20-row collection view with a list layout of `appearance` (UIKit's list appearances; no
  /// headers), as `OutlineList<FileItem>(appearance: .sidebar)`.
  public convenience init(appearance: ListLayout.Appearance) {
    self.init(collectionView: HeadlessCollectionView(collectionViewLayout: ListLayout(appearance: appearance)))
  }

  // MARK: Handlers (forwarded to the data source's sectionSnapshotHandlers)

  /// Whether the user may expand an item (nil: yes).
  public var shouldExpandItem: (@MainActor (Item) -> Bool)? {
    get { outlineHandlers.shouldExpandItem }
    set { outlineHandlers.shouldExpandItem = newValue }
  }
  /// Told before a user expansion is applied.
  public var willExpandItem: (@MainActor (Item) -> Void)? {
    get { outlineHandlers.willExpandItem }
    set { outlineHandlers.willExpandItem = newValue }
  }
  /// Whether the user may collapse an item (nil: yes).
  public var shouldCollapseItem: (@MainActor (Item) -> Bool)? {
    get { outlineHandlers.shouldCollapseItem }
    set { outlineHandlers.shouldCollapseItem = newValue }
  }
  /// Told before a user collapse is applied.
  public var willCollapseItem: (@MainActor (Item) -> Void)? {
    get { outlineHandlers.willCollapseItem }
    set { outlineHandlers.willCollapseItem = newValue }
  }

  // MARK: Queries

  /// The visible rows, in order.
  ///
  /// - Complexity: O(n).
  public var items: [Item] { dataSource.snapshot().itemIdentifiers }

  /// The whole tree with its expansion state (collapsed descendants included).
  ///
  /// - Complexity: O(1) (copy-on-write).
  public var sectionSnapshot: DiffableDataSourceSectionSnapshot<Item> { dataSource.snapshot(for: Self.section) }

  /// Whether `item` is expanded; false for an item that is not in the tree.
  ///
  /// - Complexity: O(1).
  public func isExpanded(_ item: Item) -> Bool {
    let tree = sectionSnapshot
    return tree.contains(item) && tree.isExpanded(item)
  }

  // MARK: Updates

  /// Shows the tree `nodes`. Items already in the tree keep their current expansion (the user's); new items take
  /// their `isExpanded` flag. Changed content of `ContentEquatable` items is reconfigured.
  ///
  /// Serialized and coalescing like `SimpleList.setItems`. A repeated item anywhere in the tree traps with the
  /// section snapshot's uniqueness message at the call.
  ///
  /// - Complexity: O(n) to build, plus O(n) to carry the expansion over and the diff when the call's turn comes.
  /// - Returns: the update the call's apply sent, or nil when a newer call superseded it.
  @discardableResult
  public func setItems(_ nodes: [OutlineItem<Item>], animatingDifferences: Bool = true) async -> DataSourceUpdate? {
    let built: DiffableDataSourceSectionSnapshot<Item>
    do { built = try DiffableDataSourceSectionSnapshot(validating: nodes) } catch {
      preconditionFailure(error.description)
    }
    return await queue.enqueue { [weak self] in
      guard let self else { return nil }
      return self.apply(
        Self.keepingExpansion(of: self.sectionSnapshot, in: built), animatingDifferences: animatingDifferences)
    }
  }

  /// `setItems` with the outline DSL.
  @discardableResult
  public func setItems(
    animatingDifferences: Bool = true, @OutlineItemBuilder<Item> _ content: () -> [OutlineItem<Item>]
  ) async -> DataSourceUpdate? {
    await setItems(content(), animatingDifferences: animatingDifferences)
  }

  /// Expands `items` programmatically (no handlers asked, as Apple's `apply(_:to:)`); items not in the tree are
  /// ignored with Apple's warning. Serialized with `setItems`; returns what it sent, as `setItems`.
  @discardableResult
  public func expand(_ items: [Item], animatingDifferences: Bool = true) async -> DataSourceUpdate? {
    await queue.enqueue { [weak self] in
      guard let self else { return nil }
      var tree = self.sectionSnapshot
      tree.expand(items)
      return self.apply(tree, animatingDifferences: animatingDifferences)
    }
  }

  /// Collapses `items` programmatically; as `expand(_:)`.
  @discardableResult
  public func collapse(_ items: [Item], animatingDifferences: Bool = true) async -> DataSourceUpdate? {
    await queue.enqueue { [weak self] in
      guard let self else { return nil }
      var tree = self.sectionSnapshot
      tree.collapse(items)
      return self.apply(tree, animatingDifferences: animatingDifferences)
    }
  }

  /// The user taps the disclosure of the collapsed `item` (the list's ``collectionView``'s
  /// `tryUserTapDisclosure(at:)` at the item's row): `shouldExpandItem`, `willExpandItem`, lazy children from
  /// `childrenProvider` (when the item has none), then the apply.
  ///
  /// - Returns: false when the item was already expanded or `shouldExpandItem` said no.
  /// - Throws: `DataSourceError` when the item is not a visible row, or the lazy children repeat items of the tree.
  @discardableResult
  public func userExpand(_ item: Item) throws(DataSourceError) -> Bool {
    try userTapDisclosure(of: item, expanding: true)
  }

  /// The user taps the disclosure of the expanded `item`: `shouldCollapseItem`, `willCollapseItem`, then the apply.
  ///
  /// - Returns: false when the item was already collapsed or `shouldCollapseItem` said no.
  /// - Throws: `DataSourceError` when the item is not a visible row.
  @discardableResult
  public func userCollapse(_ item: Item) throws(DataSourceError) -> Bool {
    try userTapDisclosure(of: item, expanding: false)
  }

  /// A tap on the disclosure of the row showing `item`, when it would expand it (`expanding`) or collapse it.
  private func userTapDisclosure(of item: Item, expanding: Bool) throws(DataSourceError) -> Bool {
    guard let indexPath = indexPath(for: item) else { throw .itemNotFound(String(describing: item)) }
    guard sectionSnapshot.isExpanded(item) != expanding else { return false }
    return try collectionView.tryUserTapDisclosure(at: indexPath) != nil
  }

  public func itemIdentifier(for indexPath: IndexPath) -> Item? { dataSource.itemIdentifier(for: indexPath) }
  public func indexPath(for item: Item) -> IndexPath? { dataSource.indexPath(for: item) }

  // MARK: Helpers

  private func apply(_ tree: DiffableDataSourceSectionSnapshot<Item>, animatingDifferences: Bool) -> DataSourceUpdate {
    do {
      return try dataSource.applier.tryApply(tree, to: Self.section, animatingDifferences: animatingDifferences)
    } catch {
      preconditionFailure(error.description)
    }
  }

  /// `new` with the expansion of every item that is also in `current` taken from `current`.
  static func keepingExpansion(
    of current: DiffableDataSourceSectionSnapshot<Item>, in new: DiffableDataSourceSectionSnapshot<Item>
  ) -> DiffableDataSourceSectionSnapshot<Item> {
    guard !current.items.isEmpty else { return new }
    var tree = new
    var expand: [Item] = []
    var collapse: [Item] = []
    for item in new.items where current.contains(item) {
      let wanted = current.isExpanded(item)
      if wanted != new.isExpanded(item) {
        if wanted { expand.append(item) } else { collapse.append(item) }
      }
    }
    if !expand.isEmpty { tree.expand(expand) }
    if !collapse.isEmpty { tree.collapse(collapse) }
    return tree
  }

  /// Appends `nodes` under `parent` without checks (the data source validates the result when it is used).
  private static func append(
    _ nodes: [OutlineItem<Item>], to parent: Item?, in tree: inout DiffableDataSourceSectionSnapshot<Item>
  ) {
    do { try tree.tryAppend(nodes.map(\.item), to: parent) } catch { return }
    let expanded = nodes.filter(\.isExpanded).map(\.item)
    if !expanded.isEmpty { tree.expand(expanded) }
    for node in nodes where !node.children.isEmpty { append(node.children, to: node.item, in: &tree) }
  }
}

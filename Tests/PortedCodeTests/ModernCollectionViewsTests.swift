// Apple's "Implementing Modern Collection Views" sample, its outline and its emoji explorer, ported by swapping the
// platform lines only: each view controller is a plain class (no view, navigation or transition coordinator; a push
// is recorded), the layouts are list layouts, colours and fonts are gone. Every diffable, registration, list-cell,
// selection and swipe line is as the sample writes it; the model (the emoji) is this file's own.

import ListKit
import Testing

// MARK: The ported outline

@MainActor
final class OutlineViewController {
  enum Section {
    case main
  }

  final class OutlineItem: Hashable, Sendable {
    let title: String
    let subitems: [OutlineItem]
    let outlineViewController: String?

    init(
      title: String,
      viewController: String? = nil,
      subitems: [OutlineItem] = []
    ) {
      self.title = title
      self.subitems = subitems
      self.outlineViewController = viewController
    }
    func hash(into hasher: inout Hasher) {
      hasher.combine(identifier)
    }
    static func == (lhs: OutlineItem, rhs: OutlineItem) -> Bool {
      return lhs.identifier == rhs.identifier
    }
    private let identifier = UUID()
  }

  var dataSource: UICollectionViewDiffableDataSource<Section, OutlineItem>! = nil
  var outlineCollectionView: UICollectionView! = nil
  /// The view controllers the sample pushes, by name.
  var pushed: [String] = []

  init() {
    configureCollectionView()
    configureDataSource()
  }

  private lazy var menuItems: [OutlineItem] = {
    return [
      OutlineItem(
        title: "Layouts",
        subitems: [
          OutlineItem(
            title: "Basics",
            subitems: [
              OutlineItem(title: "Grid", viewController: "Grid"),
              OutlineItem(title: "Columns", viewController: "Columns"),
              OutlineItem(title: "Badges", viewController: "Badges"),
              OutlineItem(
                title: "Sections",
                subitems: [
                  OutlineItem(title: "Distinct", viewController: "Distinct"),
                  OutlineItem(title: "Adaptive", viewController: "Adaptive"),
                ]),
            ]),
          OutlineItem(title: "Nested Groups", viewController: "NestedGroups"),
        ]),
      OutlineItem(
        title: "Lists",
        subitems: [
          OutlineItem(title: "Simple List", viewController: "SimpleList"),
          OutlineItem(title: "Reorderable List", viewController: "ReorderableList"),
        ]),
    ]
  }()
}

extension OutlineViewController {
  func configureCollectionView() {
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: generateLayout())
    self.outlineCollectionView = collectionView
    collectionView.delegate = self
  }

  func configureDataSource() {

    let containerCellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, OutlineItem> {
      (cell, indexPath, menuItem) in
      // Populate the cell with our item description.
      var contentConfiguration = cell.defaultContentConfiguration()
      contentConfiguration.text = menuItem.title
      cell.contentConfiguration = contentConfiguration

      let disclosureOptions = UICellAccessory.OutlineDisclosureOptions(style: .header)
      cell.accessories = [.outlineDisclosure(options: disclosureOptions)]
      cell.backgroundConfiguration = UIBackgroundConfiguration.clear()
    }

    let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, OutlineItem> {
      cell, indexPath, menuItem in
      // Populate the cell with our item description.
      var contentConfiguration = cell.defaultContentConfiguration()
      contentConfiguration.text = menuItem.title
      cell.contentConfiguration = contentConfiguration
      cell.backgroundConfiguration = UIBackgroundConfiguration.clear()
    }

    dataSource = UICollectionViewDiffableDataSource<Section, OutlineItem>(collectionView: outlineCollectionView) {
      (collectionView: UICollectionView, indexPath: IndexPath, item: OutlineItem) -> UICollectionViewCell? in
      // Return the cell.
      if item.subitems.isEmpty {
        return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
      } else {
        return collectionView.dequeueConfiguredReusableCell(
          using: containerCellRegistration, for: indexPath, item: item)
      }
    }

    // load our initial data
    let snapshot = initialSnapshot()
    self.dataSource.apply(snapshot, to: .main, animatingDifferences: false)
  }

  func generateLayout() -> UICollectionViewCompositionalLayout {
    let listConfiguration = UICollectionLayoutListConfiguration(appearance: .sidebar)
    let layout = UICollectionViewCompositionalLayout.list(using: listConfiguration)
    return layout
  }

  func initialSnapshot() -> NSDiffableDataSourceSectionSnapshot<OutlineItem> {
    var snapshot = NSDiffableDataSourceSectionSnapshot<OutlineItem>()

    func addItems(_ menuItems: [OutlineItem], to parent: OutlineItem?) {
      snapshot.append(menuItems, to: parent)
      for menuItem in menuItems where !menuItem.subitems.isEmpty {
        addItems(menuItem.subitems, to: menuItem)
      }
    }

    addItems(menuItems, to: nil)
    return snapshot
  }
}

extension OutlineViewController: UICollectionViewDelegate {
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    guard let menuItem = self.dataSource.itemIdentifier(for: indexPath) else { return }

    collectionView.deselectItem(at: indexPath, animated: true)

    if let viewController = menuItem.outlineViewController {
      pushed.append(viewController)
    }
  }
}

// MARK: The ported emoji explorer

/// The explorer's model: a few emoji in categories (the sample's own list is longer).
struct Emoji: Hashable, Sendable {
  enum Category: CaseIterable, CustomStringConvertible {
    case recents, smileys, nature, food

    var description: String {
      switch self {
      case .recents: "Recents"
      case .smileys: "Smileys"
      case .nature: "Nature"
      case .food: "Food"
      }
    }

    var emojis: [Emoji] {
      switch self {
      case .recents: [Emoji(text: "👍", title: "Thumbs Up", category: self)]
      case .smileys:
        [Emoji(text: "😀", title: "Grin", category: self), Emoji(text: "😎", title: "Cool", category: self)]
      case .nature:
        [Emoji(text: "🌲", title: "Tree", category: self), Emoji(text: "🌵", title: "Cactus", category: self)]
      case .food:
        [Emoji(text: "🍎", title: "Apple", category: self), Emoji(text: "🥖", title: "Bread", category: self)]
      }
    }
  }

  let text: String
  let title: String
  let category: Category
}

@MainActor
final class EmojiExplorerViewController {

  enum Section: Int, Hashable, CaseIterable, CustomStringConvertible {
    case recents, outline, list

    var description: String {
      switch self {
      case .recents: return "Recents"
      case .outline: return "Outline"
      case .list: return "List"
      }
    }
  }

  struct Item: Hashable {
    let title: String?
    let emoji: Emoji?
    let hasChildren: Bool
    init(emoji: Emoji? = nil, title: String? = nil, hasChildren: Bool = false) {
      self.emoji = emoji
      self.title = title
      self.hasChildren = hasChildren
    }
    private let identifier = UUID()
  }

  var starredEmojis = Set<Item>()

  var collectionView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<Section, Item>!
  /// The emoji whose detail the sample pushes.
  var pushed: [Emoji] = []

  init() {
    configureHierarchy()
    configureDataSource()
    applyInitialSnapshots()
  }
}

extension EmojiExplorerViewController {

  func configureHierarchy() {
    collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: createLayout())
    collectionView.delegate = self
  }

  /// One list layout for the three sections (the sample gives each section its own); the list section's leading
  /// swipe provider is the layout's.
  func createLayout() -> UICollectionViewCompositionalLayout {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.leadingSwipeActionsConfigurationProvider = { [weak self] (indexPath) in
      guard let self = self else { return nil }
      guard let item = self.dataSource.itemIdentifier(for: indexPath) else { return nil }
      return self.leadingSwipeActionConfigurationForListCellItem(item)
    }
    return UICollectionViewCompositionalLayout.list(using: configuration)
  }

  func viewWillAppear(_ animated: Bool, transitionCancelled: Bool = false) {
    if let indexPath = self.collectionView.indexPathsForSelectedItems?.first {
      self.collectionView.deselectItem(at: indexPath, animated: animated)
      if transitionCancelled {
        self.collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
      }
    }
  }

  func accessoriesForListCellItem(_ item: Item) -> [UICellAccessory] {
    let isStarred = self.starredEmojis.contains(item)
    var accessories = [UICellAccessory.disclosureIndicator()]
    if isStarred {
      let star = UIImageView(image: UIImage(systemName: "star.fill"))
      accessories.append(.customView(configuration: .init(customView: star, placement: .trailing())))
    }
    return accessories
  }

  func leadingSwipeActionConfigurationForListCellItem(_ item: Item) -> UISwipeActionsConfiguration? {
    let isStarred = self.starredEmojis.contains(item)
    let starAction = UIContextualAction(style: .normal, title: nil) {
      [weak self] (_, _, completion) in
      guard let self = self else {
        completion(false)
        return
      }

      // Don't check again for the starred state. We promised in the UI what this action will do.
      // If the starred state has changed by now, we do nothing, as the set will not change.
      if isStarred {
        self.starredEmojis.remove(item)
      } else {
        self.starredEmojis.insert(item)
      }

      // Reconfigure the cell of this item
      // Make sure we get the current index path of the item.
      if let currentIndexPath = self.dataSource.indexPath(for: item) {
        if let cell = self.collectionView.cellForItem(at: currentIndexPath) as? UICollectionViewListCell {
          UIView.animate(withDuration: 0.2) {
            cell.accessories = self.accessoriesForListCellItem(item)
          }
        }
      }

      completion(true)
    }
    starAction.image = UIImage(systemName: isStarred ? "star.slash" : "star.fill")
    return UISwipeActionsConfiguration(actions: [starAction])
  }

  func createGridCellRegistration() -> UICollectionView.CellRegistration<UICollectionViewCell, Emoji> {
    return UICollectionView.CellRegistration<UICollectionViewCell, Emoji> { (cell, indexPath, emoji) in
      var content = UIListContentConfiguration.cell()
      content.text = emoji.text
      cell.contentConfiguration = content
      var background = UIBackgroundConfiguration.listPlainCell()
      background.cornerRadius = 8
      cell.backgroundConfiguration = background
    }
  }

  func createOutlineHeaderCellRegistration() -> UICollectionView.CellRegistration<UICollectionViewListCell, String> {
    return UICollectionView.CellRegistration<UICollectionViewListCell, String> { (cell, indexPath, title) in
      var content = cell.defaultContentConfiguration()
      content.text = title
      cell.contentConfiguration = content
      cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
    }
  }

  func createOutlineCellRegistration() -> UICollectionView.CellRegistration<UICollectionViewListCell, Emoji> {
    return UICollectionView.CellRegistration<UICollectionViewListCell, Emoji> { (cell, indexPath, emoji) in
      var content = cell.defaultContentConfiguration()
      content.text = emoji.text
      content.secondaryText = emoji.title
      cell.contentConfiguration = content
      cell.accessories = [.disclosureIndicator()]
    }
  }

  func createListCellRegistration() -> UICollectionView.CellRegistration<UICollectionViewListCell, Item> {
    return UICollectionView.CellRegistration<UICollectionViewListCell, Item> { [weak self] (cell, indexPath, item) in
      guard let self = self, let emoji = item.emoji else { return }
      var content = UIListContentConfiguration.valueCell()
      content.text = emoji.text
      content.secondaryText = String(describing: emoji.category)
      cell.contentConfiguration = content
      cell.accessories = self.accessoriesForListCellItem(item)
    }
  }

  func configureDataSource() {
    // create registrations up front, then choose the appropriate one to use in the cell provider
    let gridCellRegistration = createGridCellRegistration()
    let listCellRegistration = createListCellRegistration()
    let outlineHeaderCellRegistration = createOutlineHeaderCellRegistration()
    let outlineCellRegistration = createOutlineCellRegistration()

    // data source
    dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) {
      (collectionView, indexPath, item) -> UICollectionViewCell? in
      guard let section = Section(rawValue: indexPath.section) else { fatalError("Unknown section") }
      switch section {
      case .recents:
        return collectionView.dequeueConfiguredReusableCell(
          using: gridCellRegistration, for: indexPath, item: item.emoji)
      case .list:
        return collectionView.dequeueConfiguredReusableCell(using: listCellRegistration, for: indexPath, item: item)
      case .outline:
        if item.hasChildren {
          return collectionView.dequeueConfiguredReusableCell(
            using: outlineHeaderCellRegistration, for: indexPath, item: item.title!)
        } else {
          return collectionView.dequeueConfiguredReusableCell(
            using: outlineCellRegistration, for: indexPath, item: item.emoji)
        }
      }
    }
  }

  func applyInitialSnapshots() {

    // set the order for our sections

    let sections = Section.allCases
    var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
    snapshot.appendSections(sections)
    dataSource.apply(snapshot, animatingDifferences: false)

    // recents (orthogonal scroller)

    let recentItems = Emoji.Category.recents.emojis.map { Item(emoji: $0) }
    var recentsSnapshot = NSDiffableDataSourceSectionSnapshot<Item>()
    recentsSnapshot.append(recentItems)
    dataSource.apply(recentsSnapshot, to: .recents, animatingDifferences: false)

    // list of all + outlines

    var allSnapshot = NSDiffableDataSourceSectionSnapshot<Item>()
    var outlineSnapshot = NSDiffableDataSourceSectionSnapshot<Item>()

    for category in Emoji.Category.allCases where category != .recents {
      // append to the "all items" snapshot
      let allSnapshotItems = category.emojis.map { Item(emoji: $0) }
      allSnapshot.append(allSnapshotItems)

      // setup our parent/child relations
      let rootItem = Item(title: String(describing: category), hasChildren: true)
      outlineSnapshot.append([rootItem])
      let outlineItems = category.emojis.map { Item(emoji: $0) }
      outlineSnapshot.append(outlineItems, to: rootItem)
    }

    dataSource.apply(recentsSnapshot, to: .recents, animatingDifferences: false)
    dataSource.apply(allSnapshot, to: .list, animatingDifferences: false)
    dataSource.apply(outlineSnapshot, to: .outline, animatingDifferences: false)

    // prepopulate starred emojis

    for _ in 0..<5 {
      if let item = allSnapshot.items.randomElement() {
        self.starredEmojis.insert(item)
      }
    }
  }
}

extension EmojiExplorerViewController: UICollectionViewDelegate {
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    guard let emoji = self.dataSource.itemIdentifier(for: indexPath)?.emoji else {
      collectionView.deselectItem(at: indexPath, animated: true)
      return
    }
    pushed.append(emoji)
  }
}

// MARK: What the samples do on a device

@MainActor
struct ModernCollectionViewsTests {
  /// The levels and titles of the outline's rows on screen.
  private func rows(of view: UICollectionView) -> [String] {
    view.visibleCells.compactMap { $0 as? UICollectionViewListCell }.map { "\($0.indentationLevel) \($0.text ?? "")" }
  }

  @Test func aTapOnAHeaderRowExpandsItAndTheRowsIndentByLevel() {
    let sample = OutlineViewController()
    let view = sample.outlineCollectionView!
    #expect(rows(of: view) == ["0 Layouts", "0 Lists"])

    view.userTap(at: IndexPath(item: 0, section: 0))  // "Layouts": a header row expands, it is not selected
    view.userTap(at: IndexPath(item: 1, section: 0))  // "Basics"
    #expect(
      view.visibleCells.prefix(6).map { ($0 as! UICollectionViewListCell).indentationLevel } == [0, 1, 2, 2, 2, 2])
    #expect(
      rows(of: view) == [
        "0 Layouts", "1 Basics", "2 Grid", "2 Columns", "2 Badges", "2 Sections", "1 Nested Groups", "0 Lists",
      ])
    #expect(view.indexPathsForSelectedItems == nil)
    #expect(sample.pushed.isEmpty)

    view.userTap(at: IndexPath(item: 2, section: 0))  // "Grid": a leaf selects; the delegate deselects and pushes
    #expect(sample.pushed == ["Grid"])
    #expect(view.indexPathsForSelectedItems == nil)

    view.userTap(at: IndexPath(item: 0, section: 0))  // "Layouts" again: collapses
    #expect(rows(of: view) == ["0 Layouts", "0 Lists"])
    #expect(view.invariantViolations().isEmpty)
  }

  @Test func theEmojiExplorersOutlineExpandsFromItsHeadersAndItsListIsFlat() {
    let sample = EmojiExplorerViewController()
    let view = sample.collectionView!
    let outline = EmojiExplorerViewController.Section.outline.rawValue
    #expect(view.numberOfItems(inSection: outline) == 3)

    view.userTap(at: IndexPath(item: 1, section: outline))  // "Nature"
    #expect(view.numberOfItems(inSection: outline) == 5)
    let levels = (0..<5).map {
      (view.cellForItem(at: IndexPath(item: $0, section: outline)) as! UICollectionViewListCell).indentationLevel
    }
    #expect(levels == [0, 0, 1, 1, 0])
    let list = EmojiExplorerViewController.Section.list.rawValue
    #expect(
      (view.cellForItem(at: IndexPath(item: 0, section: list)) as! UICollectionViewListCell).indentationLevel == 0)

    view.userTap(at: IndexPath(item: 2, section: outline))  // "🌲": a leaf selects and pushes its detail
    #expect(sample.pushed.map(\.text) == ["🌲"])
    sample.viewWillAppear(false)  // back from the detail: deselected
    #expect(view.indexPathsForSelectedItems == nil)
  }

  /// The kinds of the accessories of the list section's cells, with whether the model stars each row's item.
  private func listRows(of sample: EmojiExplorerViewController) -> [(kinds: [UICellAccessory.Kind], starred: Bool)] {
    let list = EmojiExplorerViewController.Section.list.rawValue
    return (0..<sample.collectionView.numberOfItems(inSection: list)).map { item in
      let indexPath = IndexPath(item: item, section: list)
      let cell = sample.collectionView.cellForItem(at: indexPath) as? UICollectionViewListCell
      let starred = sample.dataSource.itemIdentifier(for: indexPath).map(sample.starredEmojis.contains) ?? false
      return (cell?.accessories.map(\.kind) ?? [], starred)
    }
  }

  @Test func theEmojiStarredAfterTheFirstApplyShowTheirStarsAsOnADevice() {
    // The sample stars random emoji after its applies; the cells are made at the view's first layout pass, so
    // every starred row shows the star, and no other row does.
    let sample = EmojiExplorerViewController()
    #expect(!sample.starredEmojis.isEmpty)
    let rows = listRows(of: sample)
    #expect(rows.count == 6)
    for row in rows {
      #expect(row.kinds == (row.starred ? [.disclosureIndicator, .customView] : [.disclosureIndicator]))
    }
    #expect(rows.filter(\.starred).count == sample.starredEmojis.count)
  }

  @Test func aLeadingSwipeStarsAListRowWithACustomViewAccessory() throws {
    let sample = EmojiExplorerViewController()
    let view = sample.collectionView!
    let row = IndexPath(item: 1, section: EmojiExplorerViewController.Section.list.rawValue)
    let item = try #require(sample.dataSource.itemIdentifier(for: row))
    sample.starredEmojis.remove(item)  // the sample stars random emoji at launch; this row starts unstarred
    let starred = sample.starredEmojis.count
    let outcome = try #require(try view.tryUserSwipe(.leading, itemAt: row, choosing: nil))
    #expect(outcome.completed == true)
    let cell = try #require(view.cellForItem(at: row) as? UICollectionViewListCell)
    #expect(cell.accessories.map(\.kind) == [.disclosureIndicator, .customView])
    let star = try #require(cell.accessories.last?.customView?.customView as? UIImageView)
    #expect(star.image == UIImage(systemName: "star.fill"))
    #expect(sample.starredEmojis.count == starred + 1)
  }

  @Test func selectingWithAScrollPositionSelectsQuietlyAndScrolls() {
    let sample = EmojiExplorerViewController()
    let view = sample.collectionView!
    let row = IndexPath(item: 3, section: EmojiExplorerViewController.Section.list.rawValue)
    view.selectItem(at: row, animated: false, scrollPosition: .top)
    #expect(view.indexPathsForSelectedItems == [row])
    #expect(view.indexPathsForVisibleItems.contains(row))
    #expect(sample.pushed.isEmpty)
    sample.viewWillAppear(false, transitionCancelled: true)  // a cancelled pop selects the row again
    #expect(view.indexPathsForSelectedItems == [row])
  }
}

// GroupedList: sections of one CellViewModel type with header and footer text, owning its headless view — a
// collection view (`GroupedList`, text in supplementary views) or a table view (`GroupedTableList`, text as the
// table's header and footer titles), one implementation (`GroupedListOf`).

/// A grouped list in a collection view.
public typealias GroupedList<SectionID: Hashable & Sendable, Item: CellViewModel> =
  GroupedListOf<HeadlessCollectionView, SectionID, Item>
/// A grouped list in a table view (`Item.Cell` must be a `HeadlessTableViewCell`).
public typealias GroupedTableList<SectionID: Hashable & Sendable, Item: CellViewModel> =
  GroupedListOf<HeadlessTableView, SectionID, Item>

/// A grouped list: `SectionModel`s with optional header/footer text, typed selection, swipe actions, context menus
/// and serialized, coalescing updates.
///
/// In a collection view, the list gives its view an inset grouped layout with supplementary headers and footers, so
/// it asks for a header and a footer per section; both are `SectionTextView`s (from supplementary registrations)
/// showing the section model's text, or what `headerContentProvider`/`footerContentProvider` return when set. Text of
/// sections that leave is kept until their apply is done; the views of sections still shown are refreshed after
/// every apply (UIKit would need a section reload for that).
///
/// In a table view, the same text is the table's header and footer titles (`titleForHeaderInSection`). A table reads
/// a title when a section is loaded, inserted or reloaded, so an apply that changes the text of a section still
/// shown reloads that section (with the row animation), as an app must. Swipe-to-delete reaches the trailing
/// destructive swipe action (`onDelete` by default) and an interactive move reaches `onMove`.
///
/// ```swift
/// await list.setSections {
///   SnapshotSection("fruit", header: "Fruit") {
///     apple
///     pear
///   }
///   if showVegetables { SnapshotSection("veg", items: vegetables, header: "Vegetables") }
/// }
/// ```
@MainActor
public final class GroupedListOf<View: HeadlessListView, SectionID: Hashable & Sendable, Item: CellViewModel>:
  InteractiveList, ListDataSourceBacked
{
  /// UIKit's element kind of section headers.
  public static var headerKind: String { HeadlessCollectionView.elementKindSectionHeader }
  /// UIKit's element kind of section footers.
  public static var footerKind: String { HeadlessCollectionView.elementKindSectionFooter }

  public let listView: View
  /// The data source (header/footer text lives in `dataSource.applier`).
  public let dataSource: ListDataSource<SectionID, Item>
  /// What the user's taps, swipes and context menus reach.
  public var handlers = ListHandlers<Item>()
  /// Called when the user moved an item (table: `moveRowAt`; the list then shows the move). While nil, rows cannot
  /// be moved. On a collection view, reordering goes through `dataSource.dataSource.reorderingHandlers`.
  public var onMove: MoveHandler<Item>?
  /// The header text of a section, given its identifier and its model's header; when set, its result is shown
  /// (nil shows an empty header).
  public var headerContentProvider: (@MainActor (SectionID, String?) -> String?)?
  /// The footer text, as `headerContentProvider`.
  public var footerContentProvider: (@MainActor (SectionID, String?) -> String?)?

  private let bridge = ListSelectionBridge()
  private let queue = CoalescingApplyQueue()

  init(view: View, dataSource: ListDataSource<SectionID, Item>, appearance: ListLayout.Appearance = .insetGrouped) {
    self.listView = view
    self.dataSource = dataSource
    if let collectionView = view as? HeadlessCollectionView {
      collectionView.collectionViewLayout = ListLayout(
        appearance: appearance, headerMode: .supplementary, footerMode: .supplementary)
      let handler: HeadlessCollectionView.SupplementaryRegistration<SectionTextView>.Handler = {
        [weak self] textView, kind, indexPath in
        textView.show(self?.text(ofKind: kind, inSection: indexPath.section))
      }
      let header = HeadlessCollectionView.SupplementaryRegistration(elementKind: Self.headerKind, handler: handler)
      let footer = HeadlessCollectionView.SupplementaryRegistration(elementKind: Self.footerKind, handler: handler)
      dataSource.dataSource.supplementaryViewProvider = { view, kind, indexPath in
        try? view.tryDequeueConfiguredReusableSupplementary(
          using: kind == Self.headerKind ? header : footer, for: indexPath)
      }
    }
    if let table = dataSource.applier.tableDataSource {
      table.headerTitle = { [weak self] section in self?.displayedText(Self.headerKind, section) }
      table.footerTitle = { [weak self] section in self?.displayedText(Self.footerKind, section) }
    }
    bridge.attach(to: self)
    connectTableActions(dataSource.applier) { [weak self] in self?.onMove }
  }

  /// The sections shown, with their items and header/footer text.
  ///
  /// - Complexity: O(n).
  public var sections: [SectionModel<SectionID, Item>] {
    let snapshot = dataSource.snapshot()
    return snapshot.sectionIdentifiers.map { id in
      SectionModel(
        id: id, items: snapshot.itemIdentifiers(inSection: id), header: dataSource.applier.header(for: id),
        footer: dataSource.applier.footer(for: id))
    }
  }

  /// The header text shown for `section` (provider applied), or nil.
  public func headerText(for section: SectionID) -> String? { displayedText(Self.headerKind, section) }
  /// The footer text shown for `section` (provider applied), or nil.
  public func footerText(for section: SectionID) -> String? { displayedText(Self.footerKind, section) }

  /// Shows `sections` (diffed; changed content of `ContentEquatable` items is reconfigured), then refreshes the
  /// header and footer views in view.
  ///
  /// Serialized and coalescing like `SimpleList.setItems`. A repeated section, or an item repeated inside one
  /// section, traps with Apple's message at the call; an item repeated in a later section is moved there with
  /// Apple's warning, as the imperative API does.
  ///
  /// - Returns: the update the call's apply sent, or nil when a newer call superseded it.
  /// - Complexity: O(n) to build, plus the diff when the call's turn comes.
  @discardableResult
  public func setSections(_ sections: [SectionModel<SectionID, Item>], animatingDifferences: Bool = true) async
    -> DataSourceUpdate?
  {
    let snapshot: DiffableDataSourceSnapshot<SectionID, Item>
    do { snapshot = try ListApplier<SectionID, Item>.checkedSnapshot(sections) } catch {
      preconditionFailure(error.description)
    }
    return await queue.enqueue { [weak self] in
      guard let self else { return nil }
      let update: DataSourceUpdate
      do {
        update = try self.dataSource.applier.tryApply(
          self.reloadingRetitledSections(in: snapshot, sections), sections: sections,
          animatingDifferences: animatingDifferences)
      } catch {
        preconditionFailure(String(describing: error))
      }
      self.refreshSupplementaryViews()
      return update
    }
  }

  /// `setSections` with the snapshot DSL.
  @discardableResult
  public func setSections(
    animatingDifferences: Bool = true,
    @SnapshotBuilder<SectionID, Item> _ content: () -> [SnapshotSection<SectionID, Item>]
  ) async -> DataSourceUpdate? {
    await setSections(content().map(\.model), animatingDifferences: animatingDifferences)
  }

  public func itemIdentifier(for indexPath: IndexPath) -> Item? { dataSource.itemIdentifier(for: indexPath) }
  public func indexPath(for item: Item) -> IndexPath? { dataSource.indexPath(for: item) }

  // MARK: Header and footer text

  private func displayedText(_ kind: String, _ section: SectionID) -> String? {
    let model =
      kind == Self.headerKind ? dataSource.applier.header(for: section) : dataSource.applier.footer(for: section)
    let provider = kind == Self.headerKind ? headerContentProvider : footerContentProvider
    guard let provider else { return model }
    return provider(section, model)
  }

  private func text(ofKind kind: String, inSection index: Int) -> String? {
    guard let section = dataSource.sectionIdentifier(for: index) else { return nil }
    return displayedText(kind, section)
  }

  /// In a table: `snapshot` with a reload of every section still shown whose displayed header or footer text the
  /// models change (a table shows a new title only for a reloaded section). Unchanged in a collection view.
  private func reloadingRetitledSections(
    in snapshot: DiffableDataSourceSnapshot<SectionID, Item>, _ sections: [SectionModel<SectionID, Item>]
  ) -> DiffableDataSourceSnapshot<SectionID, Item> {
    guard listView is HeadlessTableView else { return snapshot }
    let shown = dataSource.snapshot()
    let retitled = sections.filter { model in
      guard shown.contains(section: model.id) else { return false }
      let (header, footer) = (dataSource.applier.header(for: model.id), dataSource.applier.footer(for: model.id))
      let newHeader = headerContentProvider.map { $0(model.id, model.header) } ?? model.header
      let newFooter = footerContentProvider.map { $0(model.id, model.footer) } ?? model.footer
      let oldHeader = headerContentProvider.map { $0(model.id, header) } ?? header
      let oldFooter = footerContentProvider.map { $0(model.id, footer) } ?? footer
      return newHeader != oldHeader || newFooter != oldFooter
    }
    guard !retitled.isEmpty else { return snapshot }
    var marked = snapshot
    marked.reloadSections(retitled.map(\.id))
    return marked
  }

  /// Puts the current text into the header and footer views in view (collection view).
  private func refreshSupplementaryViews() {
    guard let collectionView = listView as? HeadlessCollectionView else { return }
    for index in 0..<collectionView.numberOfSections {
      let indexPath = IndexPath(item: 0, section: index)
      for kind in [Self.headerKind, Self.footerKind] {
        guard let view = collectionView.supplementaryView(forElementKind: kind, at: indexPath) as? SectionTextView
        else { continue }
        let text = text(ofKind: kind, inSection: index)
        if view.text != text { view.show(text) }
      }
    }
  }
}

extension GroupedListOf: ListConfiguration where View == HeadlessCollectionView {
  /// A grouped list driving `collectionView` (a new 20-row view by default); it gives the view an inset grouped
  /// layout with supplementary headers and footers, and supplies both from `SectionTextView` registrations.
  public convenience init(collectionView: HeadlessCollectionView = HeadlessCollectionView()) {
    self.init(view: collectionView, dataSource: ListDataSource(collectionView: collectionView))
  }

  /// A grouped list in a new 20-row collection view whose list layout has `appearance` (UIKit's list appearances)
  /// with supplementary headers and footers, as `GroupedList<String, Contact>(appearance: .insetGrouped)`.
  public convenience init(appearance: ListLayout.Appearance) {
    let collectionView = HeadlessCollectionView()
    self.init(
      view: collectionView, dataSource: ListDataSource(collectionView: collectionView), appearance: appearance)
  }

  /// The collection view the list drives.
  public var collectionView: HeadlessCollectionView { listView }
}

extension GroupedListOf where View == HeadlessTableView {
  /// A grouped list driving `tableView` (a new 20-row table by default): header and footer text are the table's
  /// section titles. `Item.Cell` must be a `HeadlessTableViewCell` (traps otherwise).
  public convenience init(tableView: HeadlessTableView = HeadlessTableView()) {
    self.init(view: tableView, dataSource: ListDataSource(tableView: tableView))
  }

  /// The table view the list drives.
  public var tableView: HeadlessTableView { listView }
}

// GroupedList: sections of one CellViewModel type with header and footer text, owning its headless collection view.

/// A grouped list: `SectionModel`s with optional header/footer text shown in supplementary views, typed selection,
/// swipe actions, context menus and serialized, coalescing updates.
///
/// The list's view has an inset grouped layout with supplementary headers and footers, so it asks for a header and a
/// footer per section; both are `SectionTextView`s (from supplementary registrations) showing the section model's text, or what `headerContentProvider`/`footerContentProvider`
/// return when set. Text of sections that leave is kept until their apply is done; the views of sections still
/// shown are refreshed after every apply (UIKit would need a section reload for that).
///
/// ```swift
/// await list.setSections {
///   SnapshotSection("fruit", header: "Fruit") { apple; pear }
///   if showVegetables { SnapshotSection("veg", header: "Vegetables", items: vegetables) }
/// }
/// ```
@MainActor
public final class GroupedList<SectionID: Hashable & Sendable, Item: CellViewModel>: ListConfiguration {
  /// UIKit's element kind of section headers.
  public static var headerKind: String { HeadlessCollectionView.elementKindSectionHeader }
  /// UIKit's element kind of section footers.
  public static var footerKind: String { HeadlessCollectionView.elementKindSectionFooter }

  public let collectionView: HeadlessCollectionView
  /// The data source (header/footer text lives in `dataSource.applier`).
  public let dataSource: ListDataSource<SectionID, Item>
  public var onSelect: (@MainActor (Item) -> Void)?
  public var onDeselect: (@MainActor (Item) -> Void)?
  public var onDelete: (@MainActor (Item) -> Void)?
  public var trailingSwipeActionsProvider: (@MainActor (Item) -> [SwipeAction])?
  public var leadingSwipeActionsProvider: (@MainActor (Item) -> [SwipeAction])?
  public var contextMenuProvider: (@MainActor (Item) -> ContextMenu?)?
  /// The header text of a section, given its identifier and its model's header; when set, its result is shown
  /// (nil shows an empty header).
  public var headerContentProvider: (@MainActor (SectionID, String?) -> String?)?
  /// The footer text, as `headerContentProvider`.
  public var footerContentProvider: (@MainActor (SectionID, String?) -> String?)?

  private let bridge = ListSelectionBridge()
  private let queue = CoalescingApplyQueue()

  /// A grouped list driving `collectionView` (a new 20-row view by default); it gives the view an inset grouped
  /// layout with supplementary headers and footers, and supplies both from `SectionTextView` registrations.
  public init(collectionView: HeadlessCollectionView = HeadlessCollectionView()) {
    self.collectionView = collectionView
    dataSource = ListDataSource(collectionView: collectionView)
    collectionView.collectionViewLayout = .insetGrouped(headerMode: .supplementary, footerMode: .supplementary)
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
    bridge.attach(to: self)
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
  /// - Complexity: O(n) to build, plus the diff when the call's turn comes.
  public func setSections(_ sections: [SectionModel<SectionID, Item>], animatingDifferences: Bool = true) async {
    let snapshot: DiffableDataSourceSnapshot<SectionID, Item>
    do { snapshot = try ListApplier<SectionID, Item>.checkedSnapshot(sections) } catch {
      preconditionFailure(error.description)
    }
    await queue.enqueue { [weak self] in
      guard let self else { return }
      do {
        try self.dataSource.applier.tryApply(snapshot, sections: sections, animatingDifferences: animatingDifferences)
      } catch {
        preconditionFailure(String(describing: error))
      }
      self.refreshSupplementaryViews()
    }
  }

  /// `setSections` with the snapshot DSL.
  public func setSections(
    animatingDifferences: Bool = true,
    @SnapshotBuilder<SectionID, Item> _ content: () -> [SnapshotSection<SectionID, Item>]
  ) async {
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

  /// Puts the current text into the header and footer views in view.
  private func refreshSupplementaryViews() {
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

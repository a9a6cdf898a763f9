// ListDataSource (one CellViewModel type) and MixedListDataSource (AnyItem): ListKit's data source plus cell
// registration, automatic reconfigure, section models and the DSL, and header/footer text per section.

/// The apply pipeline both list data sources share: auto-reconfigure, header/footer bookkeeping, and the
/// checked/async entry points over the engine's data source — a `CollectionViewDiffableDataSource` or, for a list
/// that drives a table, a `ListTableDataSource` (a `TableViewDiffableDataSource`).
@MainActor
public final class ListApplier<SectionID: Hashable & Sendable, Item: Hashable & Sendable>: ApplyOptionsConfigurable {
  public typealias Snapshot = DiffableDataSourceSnapshot<SectionID, Item>
  public typealias SectionSnapshot = DiffableDataSourceSectionSnapshot<Item>

  /// The engine's data source a list drives: a collection view's or a table view's (chosen by the list's
  /// initializer). Switch over it to reach what only one of them has: a collection view's section snapshots,
  /// supplementary views and handlers, a table's header and footer titles and edit hooks.
  public enum Engine {
    case collectionView(CollectionViewDiffableDataSource<SectionID, Item>)
    case tableView(ListTableDataSource<SectionID, Item>)
  }

  /// The engine's data source.
  public let engine: Engine

  /// The data source every apply and query goes through (either kind).
  var base: any DiffableListDataSource<SectionID, Item> {
    switch engine {
    case .collectionView(let dataSource): dataSource
    case .tableView(let dataSource): dataSource
    }
  }

  /// The engine's data source when the list drives a collection view; nil for a table view.
  public var collectionDataSource: CollectionViewDiffableDataSource<SectionID, Item>? {
    guard case .collectionView(let dataSource) = engine else { return nil }
    return dataSource
  }

  /// The engine's data source when the list drives a table view; nil for a collection view.
  public var tableDataSource: ListTableDataSource<SectionID, Item>? {
    guard case .tableView(let dataSource) = engine else { return nil }
    return dataSource
  }

  /// The engine's data source of a list that drives a collection view (for handlers and queries the list layer does
  /// not wrap). A list driving a table has none: this traps there, like a force unwrap of ``collectionDataSource``
  /// (use that, or switch over ``engine``, where the view may be either).
  public var dataSource: CollectionViewDiffableDataSource<SectionID, Item> {
    guard let collectionDataSource else {
      preconditionFailure(
        "this list drives a table view: use tableDataSource (collection-view features such as"
          + " section snapshots do not exist for tables)")
    }
    return collectionDataSource
  }
  /// Reconfigure items whose identity is unchanged but whose content changed. On by default when the item type can
  /// tell (`ContentEquatable`, or `AnyItem` wrapping such types).
  public var automaticallyReconfiguresChangedItems: Bool
  private let contentChanged: ((Item, Item) -> Bool)?
  /// The engine data source's `ApplyOptions` (semantics.md §3.9), read and set as one value.
  public var applyOptions: ApplyOptions {
    get { base.applyOptions }
    set { base.applyOptions = newValue }
  }
  /// Header and footer text per section; kept for outgoing sections until their apply is done.
  public private(set) var headers: [SectionID: String] = [:]
  public private(set) var footers: [SectionID: String] = [:]

  init(
    collectionView: HeadlessCollectionView,
    cellProvider: @escaping CollectionViewDiffableDataSource<SectionID, Item>.CellProvider
  ) {
    let dataSource = CollectionViewDiffableDataSource<SectionID, Item>(
      collectionView: collectionView, cellProvider: cellProvider)
    engine = .collectionView(dataSource)
    contentChanged = AutoReconfigure.contentComparison(for: Item.self)
    automaticallyReconfiguresChangedItems = contentChanged != nil
  }

  init(tableView: HeadlessTableView, cellProvider: @escaping ListTableDataSource<SectionID, Item>.CellProvider) {
    let dataSource = ListTableDataSource<SectionID, Item>(tableView: tableView, cellProvider: cellProvider)
    engine = .tableView(dataSource)
    contentChanged = AutoReconfigure.contentComparison(for: Item.self)
    automaticallyReconfiguresChangedItems = contentChanged != nil
  }

  /// Applies `snapshot` (auto-reconfigure first). Throws the data source's error; nothing changes then.
  @discardableResult
  public func tryApply(_ snapshot: Snapshot, animatingDifferences: Bool = true) throws(DataSourceError)
    -> DataSourceUpdate
  {
    try tryApply(snapshot, animatingDifferences: animatingDifferences, comparingContent: true)
  }

  /// Applies `snapshot`, comparing the content of every item with the shown one first when `comparingContent` (and
  /// automatic reconfigure is on): O(n) hash operations that an edit derived from the shown snapshot (`snapshot()`,
  /// then appends, deletes, moves) can skip, since its items keep the values stored for them — its apply then costs
  /// only the change. Throws the data source's error; nothing changes then.
  ///
  /// - Complexity: the diff, plus O(n) hash operations when comparing content.
  @discardableResult
  public func tryApply(_ snapshot: Snapshot, animatingDifferences: Bool, comparingContent: Bool) throws(DataSourceError)
    -> DataSourceUpdate
  {
    var snapshot = snapshot
    if comparingContent, automaticallyReconfiguresChangedItems, let contentChanged {
      AutoReconfigure.markChangedItems(
        in: &snapshot, comparedTo: base.snapshot(), isContentChanged: contentChanged)
    }
    return try base.tryApply(snapshot, animatingDifferences: animatingDifferences)
  }

  /// Applies section models: sections and items in order, header/footer text stored (outgoing sections keep theirs
  /// until the apply is done, so a supplementary-view provider asked during the update still finds it; they are
  /// trimmed afterwards).
  ///
  /// - Throws: `.snapshot` with Apple's error when the models repeat a section or repeat an item inside one section
  ///   (an item repeated in a later section is moved there, with Apple's warning sent to `SnapshotWarning.handler`);
  ///   `.dataSource` when the apply fails. Nothing changes then (header and footer text included).
  /// - Complexity: O(n) to build the snapshot, plus the apply.
  @discardableResult
  public func tryApply(_ sections: [SectionModel<SectionID, Item>], animatingDifferences: Bool = true) throws(ListError)
    -> DataSourceUpdate
  {
    let snapshot = try Self.checkedSnapshot(sections)
    return try tryApply(snapshot, sections: sections, animatingDifferences: animatingDifferences)
  }

  /// Builds the snapshot of `sections` with the checked imperative API; warnings go to `SnapshotWarning.handler`.
  static func checkedSnapshot(_ sections: [SectionModel<SectionID, Item>]) throws(ListError) -> Snapshot {
    var warnings: [SnapshotWarning] = []
    let snapshot: Snapshot
    do { snapshot = try Snapshot(validating: sections, warnings: &warnings) } catch { throw .snapshot(error) }
    if !warnings.isEmpty {
      let handler = SnapshotWarning.handler
      for warning in warnings { handler(warning) }
    }
    return snapshot
  }

  /// Applies a snapshot already built from `sections`, keeping header/footer text as described above.
  @discardableResult
  func tryApply(_ snapshot: Snapshot, sections: [SectionModel<SectionID, Item>], animatingDifferences: Bool)
    throws(ListError) -> DataSourceUpdate
  {
    let (oldHeaders, oldFooters) = (headers, footers)
    for section in sections {
      headers[section.id] = section.header
      footers[section.id] = section.footer
    }
    let update: DataSourceUpdate
    do { update = try tryApply(snapshot, animatingDifferences: animatingDifferences) } catch {
      (headers, footers) = (oldHeaders, oldFooters)
      throw .dataSource(error)
    }
    let present = Set(sections.map(\.id))
    headers = headers.filter { present.contains($0.key) }
    footers = footers.filter { present.contains($0.key) }
    return update
  }

  /// Applies a hierarchical snapshot to one section. With automatic reconfigure, visible items that are already
  /// shown (in any section) with other content are reconfigured at their final positions, in a second update after
  /// the section's structural one.
  ///
  /// - Throws: `.sectionSnapshotNeedsCollectionView` on a list that drives a table view (section snapshots are a
  ///   collection-view feature: UIKit's table data source has none); `.dataSource` with the data source's error when
  ///   the apply fails. Nothing changes then.
  /// - Complexity: O(n) for the comparison, plus the apply(s).
  @discardableResult
  public func tryApply(_ sectionSnapshot: SectionSnapshot, to section: SectionID, animatingDifferences: Bool = true)
    throws(ListError) -> DataSourceUpdate
  {
    guard let dataSource = collectionDataSource else {
      throw .sectionSnapshotNeedsCollectionView(section: String(describing: section))
    }
    do {
      return try Self.apply(
        sectionSnapshot, to: section, of: dataSource, animatingDifferences: animatingDifferences,
        contentChanged: automaticallyReconfiguresChangedItems ? contentChanged : nil)
    } catch {
      throw .dataSource(error)
    }
  }

  private static func apply(
    _ sectionSnapshot: SectionSnapshot, to section: SectionID,
    of dataSource: CollectionViewDiffableDataSource<SectionID, Item>, animatingDifferences: Bool,
    contentChanged: ((Item, Item) -> Bool)?
  ) throws(DataSourceError) -> DataSourceUpdate {
    guard let contentChanged else {
      return try dataSource.tryApply(sectionSnapshot, to: section, animatingDifferences: animatingDifferences)
    }
    let changed = AutoReconfigure.changedItems(
      visible: sectionSnapshot.visibleItems, current: dataSource.snapshot().itemIdentifiers,
      isContentChanged: contentChanged)
    let update = try dataSource.tryApply(sectionSnapshot, to: section, animatingDifferences: animatingDifferences)
    guard !changed.isEmpty else { return update }
    // The tree is applied; now the cells of the changed items get the new values, at their final positions.
    var marked = dataSource.snapshot()
    marked.reconfigureItems(changed)
    let second = try dataSource.tryApply(marked, animatingDifferences: animatingDifferences)
    var combined = update
    combined.batchUpdate.reconfiguredItems = second.batchUpdate.reconfiguredItems
    if combined.kind == .none, !second.batchUpdate.isEmpty { combined.kind = .batchUpdates }
    return combined
  }

  /// Resets the view to `snapshot` with `reloadData` (no diff).
  @discardableResult
  public func tryApplyUsingReloadData(_ snapshot: Snapshot) throws(DataSourceError) -> DataSourceUpdate {
    try base.tryApplySnapshotUsingReloadData(snapshot)
  }

  /// Header text of a section (as last applied through section models).
  public func header(for section: SectionID) -> String? { headers[section] }
  /// Footer text of a section.
  public func footer(for section: SectionID) -> String? { footers[section] }
  /// Sets header/footer text directly (for snapshots applied without section models).
  public func setHeader(_ text: String?, footer: String?, for section: SectionID) {
    headers[section] = text
    footers[section] = footer
  }
}

/// Why a list-layer apply failed: building the snapshot (Apple's error), applying it, or a section snapshot applied to
/// a list that drives a table view.
public enum ListError: CataloguedFailure, Equatable {
  case snapshot(SnapshotError)
  case sectionSnapshot(SectionSnapshotError)
  case dataSource(DataSourceError)
  /// A section snapshot was applied to `section` of a list that drives a table view: section snapshots are a
  /// collection-view feature (UIKit's table data source has none). Nothing changed.
  case sectionSnapshotNeedsCollectionView(section: String)

  /// The wrapped error's catalogue message (its `description` is the message's text).
  public var failureMessage: FailureMessage {
    switch self {
    case .snapshot(let error): error.failureMessage
    case .sectionSnapshot(let error): error.failureMessage
    case .dataSource(let error): error.failureMessage
    case .sectionSnapshotNeedsCollectionView(let section):
      FailureCatalogue.sectionSnapshotOnTableView.message([.text(section)])
    }
  }
}

/// What `ListDataSource` and `MixedListDataSource` share: the Apple-shaped applies (which trap with Apple's message
/// where the checked `applier.try…` calls throw) and the queries, over one `ListApplier`.
@MainActor
public protocol ListApplying: ApplyOptionsConfigurable {
  associatedtype SectionID: Hashable & Sendable
  associatedtype Item: Hashable & Sendable
  var applier: ListApplier<SectionID, Item> { get }
}

extension ListApplying {
  public typealias Snapshot = DiffableDataSourceSnapshot<SectionID, Item>

  /// The engine's data source when the list drives a collection view (handlers, and queries not wrapped here); a
  /// list driving a table traps — use `applier.tableDataSource`.
  public var dataSource: CollectionViewDiffableDataSource<SectionID, Item> { applier.dataSource }

  /// Applies a snapshot (auto-reconfigure of items whose content changed, when the item type can tell).
  @discardableResult
  public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async -> DataSourceUpdate {
    do { return try applier.tryApply(snapshot, animatingDifferences: animatingDifferences) } catch {
      preconditionFailure(error.description)
    }
  }

  /// Applies section models (header and footer text kept per section).
  @discardableResult
  public func apply(_ sections: [SectionModel<SectionID, Item>], animatingDifferences: Bool = true) async
    -> DataSourceUpdate
  {
    do { return try applier.tryApply(sections, animatingDifferences: animatingDifferences) } catch {
      preconditionFailure(error.description)
    }
  }

  /// Applies a section snapshot to a section.
  @discardableResult
  public func apply(
    _ sectionSnapshot: DiffableDataSourceSectionSnapshot<Item>, to section: SectionID, animatingDifferences: Bool = true
  ) async -> DataSourceUpdate {
    do { return try applier.tryApply(sectionSnapshot, to: section, animatingDifferences: animatingDifferences) } catch {
      preconditionFailure(error.description)
    }
  }

  /// Applies DSL content: `await list.apply { SnapshotSection("main") { … } }`, or for mixed items
  /// `await list.apply { MixedSection("feed", header: "Today") { banner; products } }`.
  @discardableResult
  public func apply(
    animatingDifferences: Bool = true,
    @SnapshotBuilder<SectionID, Item> content: () -> [SnapshotSection<SectionID, Item>]
  ) async -> DataSourceUpdate {
    await apply(content().map(\.model), animatingDifferences: animatingDifferences)
  }

  /// Resets with `reloadData` (no diff).
  @discardableResult
  public func applyUsingReloadData(_ snapshot: Snapshot) async -> DataSourceUpdate {
    do { return try applier.tryApplyUsingReloadData(snapshot) } catch { preconditionFailure(error.description) }
  }

  /// The options of every apply, forwarded as one value to the engine's data source (``ListApplier/applyOptions``).
  public var applyOptions: ApplyOptions {
    get { applier.applyOptions }
    set { applier.applyOptions = newValue }
  }

  /// The current snapshot, without marks.
  public func snapshot() -> Snapshot { applier.base.snapshot() }
  /// The stored section snapshot of `section` (flat when none was applied, and always flat on a table view, whose
  /// data source has no section snapshots).
  public func snapshot(for section: SectionID) -> DiffableDataSourceSectionSnapshot<Item> {
    switch applier.engine {
    case .collectionView(let dataSource): return dataSource.snapshot(for: section)
    case .tableView(let dataSource):
      var flat = DiffableDataSourceSectionSnapshot<Item>()
      let snapshot = dataSource.snapshot()
      if snapshot.indexOfSection(section) != nil { flat.append(snapshot.itemIdentifiers(inSection: section)) }
      return flat
    }
  }
  public func itemIdentifier(for indexPath: IndexPath) -> Item? { applier.base.itemIdentifier(for: indexPath) }
  public func indexPath(for item: Item) -> IndexPath? { applier.base.indexPath(for: item) }
  public func sectionIdentifier(for index: Int) -> SectionID? { applier.base.sectionIdentifier(for: index) }
  public func index(for section: SectionID) -> Int? { applier.base.index(for: section) }
  /// Header text of a section, as last applied through section models.
  public func header(for section: SectionID) -> String? { applier.header(for: section) }
  /// Footer text of a section.
  public func footer(for section: SectionID) -> String? { applier.footer(for: section) }
}

/// A data source for one `CellViewModel` type, driving a collection view (one cell registration of `Item.Cell` that
/// configures with the item) or a table view (`Item.Cell` registered by class). Over `AnyItem` it registers each
/// wrapped type's cell class on first use instead (as ``MixedListDataSource``), so that every configuration takes
/// mixed items.
@MainActor
public final class ListDataSource<SectionID: Hashable & Sendable, Item: CellViewModel>: ListApplying {
  public let applier: ListApplier<SectionID, Item>

  /// A data source driving `tableView`. `Item.Cell` must be a `HeadlessTableViewCell` subclass (a table shows
  /// table cells); the initializer traps otherwise. Over `AnyItem`, each wrapped type's cell class must be one (a
  /// row of another class fails its cell request).
  public init(tableView: HeadlessTableView) {
    if Item.self == AnyItem.self {
      let registrar = DynamicCellRegistrar()
      applier = ListApplier(tableView: tableView) { table, indexPath, item in
        try? registrar.dequeueConfiguredCell(for: item as! AnyItem, from: table, at: indexPath)  // Item == AnyItem
      }
      return
    }
    guard let cellClass = Item.Cell.self as? HeadlessTableViewCell.Type else {
      preconditionFailure(
        "\(Item.self).Cell (\(Item.Cell.self)) is not a HeadlessTableViewCell: a table shows table cells")
    }
    let identifier = Item.cellReuseIdentifier
    tableView.register(cellClass, forCellReuseIdentifier: identifier)
    applier = ListApplier(tableView: tableView) { table, indexPath, item in
      guard let cell = try? table.tryDequeueReusableCell(withIdentifier: identifier, for: indexPath),
        let typed = cell as? Item.Cell
      else { return nil }
      item.configure(typed)
      return cell
    }
  }

  /// A data source driving `collectionView`.
  public init(collectionView: HeadlessCollectionView) {
    if Item.self == AnyItem.self {
      let registrar = DynamicCellRegistrar()
      applier = ListApplier(collectionView: collectionView) { view, indexPath, item in
        try? registrar.dequeueConfiguredCell(for: item as! AnyItem, from: view, at: indexPath)  // Item == AnyItem
      }
      return
    }
    let registration = HeadlessCollectionView.CellRegistration<Item.Cell, Item> { cell, _, item in
      item.configure(cell)
    }
    // A failed dequeue returns nil; the view then reports the dequeue's own failure.
    applier = ListApplier(collectionView: collectionView) { view, indexPath, item in
      try? view.tryDequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
  }
}

/// A data source for mixed sections: items of any `CellViewModel` types wrapped in `AnyItem`; each cell class is
/// registered on first use. It drives a collection view or a table view (where every item's cell class must be a
/// `HeadlessTableViewCell` subclass; another class makes its row's cell request fail).
@MainActor
public final class MixedListDataSource<SectionID: Hashable & Sendable>: ListApplying {
  public typealias Item = AnyItem
  public let applier: ListApplier<SectionID, AnyItem>
  public let registrar: DynamicCellRegistrar

  public init(collectionView: HeadlessCollectionView) {
    let registrar = DynamicCellRegistrar()
    self.registrar = registrar
    applier = ListApplier(collectionView: collectionView) { view, indexPath, item in
      try? registrar.dequeueConfiguredCell(for: item, from: view, at: indexPath)
    }
  }

  /// A mixed data source driving `tableView`.
  public init(tableView: HeadlessTableView) {
    let registrar = DynamicCellRegistrar()
    self.registrar = registrar
    applier = ListApplier(tableView: tableView) { table, indexPath, item in
      try? registrar.dequeueConfiguredCell(for: item, from: table, at: indexPath)
    }
  }
}

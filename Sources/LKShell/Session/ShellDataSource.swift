// The seam between the session and what it drives: "the view and its data source", as one screen of an app holds
// them. `ShellView` is the view (the headless collection view or table view, an enum over the two); `ShellDataSource`
// is the data source driving it, asked with Apple's own method names; `DiffableShellDataSource` adds what a diffable
// data source does (apply a snapshot, preview an apply). The session holds one `any ShellDataSource` (`dataSource`)
// and reaches the view through it (`view`); `view table|collection` replaces both, as a new view controller would.
//
// Today's data sources: the diffable `ShellCollectionDataSource` (a `CollectionViewDiffableDataSource` subclass) and
// `ShellTableDataSource` (a `TableViewDiffableDataSource` subclass), made by `Session.makeDataSource(_:…)` for a
// `ViewKind`; and the update lab's `ClassicDataSource` (Session+Lab.swift), a plain data source over the model that
// drives either view. To plug in another kind: write a class over a `ShellView` that conforms to `ShellDataSource`
// (and to `DiffableShellDataSource` only if it takes snapshots), create it where the session replaces its data source
// (`Session.replaceDataSource(with:)`), and let the commands that need diffing keep going through
// `Session.diffableDataSource(for:)`, which refuses the others. Features only one kind of data source has are optional
// capabilities, nil elsewhere (`outline`: the section snapshots of the collection's diffable data source).

import ListKit
import Lists

/// The view the session drives: a headless collection view or a headless table view. Everything the session asks of
/// it goes through the one list-view protocol of ListKit (`list`); the cases are for what only one of them does.
@MainActor
enum ShellView {
  case collection(HeadlessCollectionView)
  case table(HeadlessTableView)

  /// The view as ListKit's one list view.
  var list: any HeadlessListView {
    switch self {
    case .collection(let view): view
    case .table(let view): view
    }
  }

  /// Which kind of view this is.
  var kind: ViewKind { list.wording == .tableView ? .table : .collection }

  /// Makes one call of the view, checked.
  func perform(_ call: ListViewCall) throws(ShellError) {
    do { try list.tryPerform(call) } catch { throw .view(error) }
  }

  /// The number of rows visible at once.
  var viewportHeight: Int { list.viewportHeight }

  /// Sets the viewport height; the view enqueues or requests cells.
  func setViewportHeight(_ rows: Int) throws(ShellError) { try perform(.setViewportHeight(rows)) }

  /// The first visible row, counting rows flattened across sections.
  var contentOffset: Int { list.contentOffset }

  /// The flat rows on screen.
  var visibleRowRange: Range<Int> { list.visibleRowRange }

  /// The number of rows the view shows, over all sections.
  var numberOfRows: Int { list.totalNumberOfRows }

  /// The index paths of the rows on screen.
  var indexPathsForVisibleRows: [IndexPath] { list.visibleIndexPaths }

  /// The selected rows, sorted.
  var indexPathsForSelectedRows: [IndexPath] { list.selectedIndexPaths }

  /// The cells on screen.
  var visibleCells: [HeadlessCell] { list.visibleCells }

  /// The cell displayed at `indexPath`, or nil when the row is off screen or absent.
  func cell(at indexPath: IndexPath) -> HeadlessCell? { list.cell(at: indexPath) }

  /// The counters of every cell class, in the order the view first saw them.
  var cellStatistics: [CellStatistics] { list.cellStatistics }

  /// Whether the view keeps every row's identity (tests compare it with the model).
  var tracksRowIdentities: Bool {
    get { list.tracksRowIdentities }
    nonmutating set {
      let view = list
      view.tracksRowIdentities = newValue
    }
  }

  /// The identity of every row, per section, as the view believes it to be (empty unless tracked).
  var rowIdentities: [[AnyHashable?]] { list.rowIdentities }

  /// The header or footer title the view shows for the section at `index` (nil for none).
  func shownTitle(_ kind: TitleKind, ofSectionAt index: Int) -> String? {
    kind == .header ? list.headerTitle(forSection: index) : list.footerTitle(forSection: index)
  }

  /// Scrolls so that the row at `indexPath` is on screen.
  func scrollToRow(at indexPath: IndexPath) throws(ShellError) { try perform(.scrollToRow(indexPath)) }

  /// A user taps the row: the view selects it and tells its delegate.
  func tapRow(at indexPath: IndexPath) throws(ShellError) { try perform(.tapRow(indexPath)) }
}

/// A data source the session drives a view with, asked with Apple's names. Every kind answers what the view shows,
/// and every kind's cell provider can be made to err (`inject-bug`).
///
/// What a data source is comes from members (`diffable`, `outline`), not from `as?` casts: a cast to a protocol the
/// runtime has not yet seen the type conform to scans every conformance record loaded (Foundation's included), a
/// start-up cost paid before `lks` runs its first command.
@MainActor
protocol ShellDataSource: MistakenCellProvider {
  /// The view this data source drives (it holds the view: the two are replaced together).
  var view: ShellView { get }
  /// What the view shows, as a snapshot (`dataSource.snapshot()`).
  func snapshot() -> Session.Snapshot
  /// The index path of the row showing `identifier`, or nil when it is not a row.
  func indexPath(for identifier: AnyItem) -> IndexPath?
  /// The item the row at `indexPath` shows, or nil.
  func itemIdentifier(for indexPath: IndexPath) -> AnyItem?
  /// The collection view's section snapshots and user expand/collapse; nil where the data source has none.
  var outline: CollectionViewDiffableDataSource<String, AnyItem>? { get }
  /// The data source itself when it is a diffable one (hands snapshots to the view); nil for a classic one.
  var diffable: (any DiffableShellDataSource)? { get }
  /// Connects the data source to the session: its overrides and handlers read the session's settings and titles
  /// and report the calls a user action causes. Called once, when the session installs the data source.
  func connect(to session: Session)
}

/// A diffable data source: the session hands it whole snapshots and it computes what reaches the view — ListKit's
/// `DiffableListDataSource` (checked applies, the preview of an apply, the apply options), whichever view it drives.
@MainActor
protocol DiffableShellDataSource: ShellDataSource, DiffableListDataSource
where SectionIdentifierType == String, ItemIdentifierType == AnyItem {}

/// The collection view's diffable data source: cells from the item catalogue through the registrar (a Todo's from its
/// cell controller); section titles as header and footer supplementary views (as a list layout's
/// `headerMode = .supplementary` asks for them); user reordering through `reorderingHandlers`.
@MainActor
final class ShellCollectionDataSource: CollectionViewDiffableDataSource<String, AnyItem>, DiffableShellDataSource {
  private let collection: HeadlessCollectionView
  let cellProviderLab: CellProviderLab
  private weak var session: Session?
  /// What the reorder the handlers are told about will send (the apply's own diff, previewed in `willReorder`).
  private(set) var pendingReorderUpdate: DataSourceUpdate?

  init(viewportHeight: Int, controllers: CellControllerRegistry) {
    let view = HeadlessCollectionView(viewportHeight: viewportHeight)
    let registrar = DynamicCellRegistrar()
    let lab = CellProviderLab()
    collection = view
    cellProviderLab = lab
    super.init(collectionView: view) { view, indexPath, item in
      lab.cell(for: item, at: indexPath, in: view) {
        Session.cell(for: item, at: indexPath, in: view, controllers: controllers, registrar: registrar)
      }
    }
    let header = HeadlessCollectionView.elementKindSectionHeader
    let footer = HeadlessCollectionView.elementKindSectionFooter
    view.supplementaryElementKinds = [header, footer]
    view.register(SectionTitleView.self, forSupplementaryViewOfKind: header, withReuseIdentifier: "SectionTitleView")
    view.register(SectionTitleView.self, forSupplementaryViewOfKind: footer, withReuseIdentifier: "SectionTitleView")
    supplementaryViewProvider = { [weak self] view, kind, indexPath in
      let titleView = try? view.tryDequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "SectionTitleView", for: indexPath)
      titleView?.text = self?.modelTitle(kind == header ? .header : .footer, ofSectionAt: indexPath.section)
      return titleView
    }
  }

  var view: ShellView { .collection(collection) }
  var outline: CollectionViewDiffableDataSource<String, AnyItem>? { self }
  var diffable: (any DiffableShellDataSource)? { self }

  /// The app's title for the section at `index`, from the session's model.
  private func modelTitle(_ kind: TitleKind, ofSectionAt index: Int) -> String? {
    guard let session, let section = sectionIdentifier(for: index) else { return nil }
    return session.state.sectionTitles.title(kind, of: section)
  }

  func connect(to session: Session) {
    self.session = session
    reorderingHandlers.canReorderItem = { [weak session] item in
      let answer = session?.settings.canMove ?? false
      session?.record(.dataSourceCall(.canReorderItem(item, answer: answer)))
      return answer
    }
    reorderingHandlers.willReorder = { [weak self, weak session] transaction in
      self?.pendingReorderUpdate = self?.pendingUpdate(applying: transaction.finalSnapshot)
      session?.record(.dataSourceCall(Self.reorderCall(transaction, didReorder: false)))
    }
    reorderingHandlers.didReorder = { [weak self] transaction in
      // Said after the apply it follows (semantics.md §3.8: willReorder, the apply, didReorder): `drag` records it.
      self?.pendingDidReorder = .dataSourceCall(Self.reorderCall(transaction, didReorder: true))
    }
  }

  /// The `didReorder` call of the last reorder, for `drag` to report after the data source's apply.
  var pendingDidReorder: ShellEvent?

  /// The section count: the snapshot's, or with `inject-bug counts-from-model` the app's model's.
  override func numberOfSections(in collectionView: HeadlessCollectionView) -> Int {
    countingModel(session)?.numberOfSections ?? super.numberOfSections(in: collectionView)
  }

  /// A section's item count: the snapshot's, or with `inject-bug counts-from-model` the app's model's.
  override func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    guard let model = countingModel(session) else {
      return super.collectionView(collectionView, numberOfItemsInSection: section)
    }
    return model.sectionIdentifier(at: section).map { model.numberOfItems(inSection: $0) } ?? 0
  }

  /// Forgets the previewed update of the last reorder.
  func resetPendingReorder() {
    pendingReorderUpdate = nil
    pendingDidReorder = nil
  }

  private static func reorderCall(
    _ transaction: DiffableDataSourceTransaction<String, AnyItem>, didReorder: Bool
  ) -> DataSourceCall {
    var removals: [(AnyItem, Int)] = []
    var insertions: [(AnyItem, Int)] = []
    for change in transaction.difference {
      switch change {
      case .remove(let offset, let item, _): removals.append((item, offset))
      case .insert(let offset, let item, _): insertions.append((item, offset))
      }
    }
    return .reorder(
      didReorder: didReorder, removals: removals, insertions: insertions,
      finalItemCount: transaction.finalSnapshot.numberOfItems)
  }
}

/// The collection view's header and footer views: a reusable view showing the section's title.
final class SectionTitleView: HeadlessReusableView {}

/// The table view's diffable data source: a subclass, as table apps write one. Titles come from the session's model;
/// editing and moving are allowed by `set can-edit` / `set can-move`; a committed delete and a finished move do what
/// apps do (semantics.md §9): delete the item from `snapshot()` and apply it; rebuild the moved snapshot and apply it
/// without animation.
@MainActor
final class ShellTableDataSource: TableViewDiffableDataSource<String, AnyItem>, DiffableShellDataSource {
  private let table: HeadlessTableView
  let cellProviderLab: CellProviderLab
  private weak var session: Session?

  init(style: HeadlessTableView.Style, viewportHeight: Int, controllers: CellControllerRegistry) {
    let view = HeadlessTableView(style: style, viewportHeight: viewportHeight)
    let registrar = DynamicCellRegistrar()
    let lab = CellProviderLab()
    table = view
    cellProviderLab = lab
    super.init(tableView: view) { view, indexPath, item in
      lab.cell(for: item, at: indexPath, in: view) {
        Session.cell(for: item, at: indexPath, in: view, controllers: controllers, registrar: registrar)
      }
    }
  }

  var view: ShellView { .table(table) }
  var outline: CollectionViewDiffableDataSource<String, AnyItem>? { nil }
  var diffable: (any DiffableShellDataSource)? { self }

  func connect(to session: Session) {
    self.session = session
    defaultRowAnimation = session.settings.rowAnimation
  }

  /// The section count: the snapshot's, or with `inject-bug counts-from-model` the app's model's.
  override func numberOfSections(in tableView: HeadlessTableView) -> Int {
    countingModel(session)?.numberOfSections ?? super.numberOfSections(in: tableView)
  }

  /// A section's row count: the snapshot's, or with `inject-bug counts-from-model` the app's model's.
  override func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int {
    guard let model = countingModel(session) else { return super.tableView(tableView, numberOfRowsInSection: section) }
    return model.sectionIdentifier(at: section).map { model.numberOfItems(inSection: $0) } ?? 0
  }

  override func tableView(_ tableView: HeadlessTableView, titleForHeaderInSection section: Int) -> String? {
    guard let session, let identifier = sectionIdentifier(for: section) else { return nil }
    return session.state.sectionTitles.title(.header, of: identifier)
  }

  override func tableView(_ tableView: HeadlessTableView, titleForFooterInSection section: Int) -> String? {
    guard let session, let identifier = sectionIdentifier(for: section) else { return nil }
    return session.state.sectionTitles.title(.footer, of: identifier)
  }

  override func tableView(_ tableView: HeadlessTableView, canEditRowAt indexPath: IndexPath) -> Bool {
    let answer = session?.settings.canEdit ?? false
    session?.record(.dataSourceCall(.canEditRow(indexPath, answer: answer)))
    return answer
  }

  override func tableView(
    _ tableView: HeadlessTableView, commit editingStyle: HeadlessTableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete, let session, let item = itemIdentifier(for: indexPath) else { return }
    session.record(.dataSourceCall(.commitDelete(indexPath, item)))
    session.appDeletes(item)
  }

  override func tableView(_ tableView: HeadlessTableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    let answer = session?.settings.canMove ?? false
    session?.record(.dataSourceCall(.canMoveRow(indexPath, answer: answer)))
    return answer
  }

  /// The pattern of semantics.md §9: `itemIdentifier(for: source)` still names the moved item; delete it from
  /// `snapshot()`, insert it before the row now at the destination (or append it at the section's end), apply
  /// without animation. The table already shows it, so the apply sends nothing.
  override func tableView(
    _ tableView: HeadlessTableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    guard let session, let item = itemIdentifier(for: sourceIndexPath) else { return }
    var moved = snapshot()
    let sent: DataSourceUpdate.Kind
    do {
      try moved.tryMoveItem(item, to: destinationIndexPath)
    } catch {
      session.userActionFailed(.snapshot(error))
      return
    }
    do {
      sent = try tryApply(moved, animatingDifferences: false).kind
    } catch {
      session.userActionFailed(.dataSource(error))
      return
    }
    session.record(
      .dataSourceCall(.moveRow(from: sourceIndexPath, to: destinationIndexPath, item, sent: sent)))
  }
}

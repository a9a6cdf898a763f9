// The update lab's classic data source (docs/language.md §8): a plain data source over the app's model, with a view
// of its own, and the view's own calls the lab makes (reloadData, update calls, a batch) as ShellView methods.

import ListKit
import Lists

extension ShellView {
  /// `performBatchUpdates { calls }`, checked: the view's error on a rejected batch (nothing changed). The block
  /// runs `updateModel` first (the app changes its model), then makes the calls.
  func performBatchUpdates(_ calls: [ViewCall], updateModel: () -> Void) throws(ViewFailure) {
    try list.tryPerformBatchUpdates(calls, updateModel: updateModel)
  }

  /// Makes one update call outside a block: an implicit one-operation batch.
  func send(_ call: ViewCall) throws(ViewFailure) { try list.tryPerform(.update(call)) }

  /// `reloadData()`, checked.
  func reloadData() throws(ViewFailure) { try list.tryPerform(.reloadData) }

  /// Scrolls so that `row` (flattened across sections) is the first row on screen, as far as the view can.
  func scroll(toRow row: Int) throws(ViewFailure) { try list.tryPerform(.scroll(toRow: row)) }

  /// Selects the row without telling the delegate (the view puts back a selection it had).
  func select(at indexPath: IndexPath) { try? list.tryPerform(.selectRow(indexPath)) }

  /// The rows whose item, as the view believes it, differs from the data source's now (the engine's check).
  var outOfSyncRows: [OutOfSyncRow] { list.outOfSyncRows() }

  /// The number of rows the view shows in `section`, checked (R17 for a section it does not have).
  func numberOfRows(inSection section: Int) throws(ViewFailure) -> Int { try list.rowCount(inSection: section) }
}

/// A plain data source, as apps wrote them before diffable ones, with a new view of its own: the counts and cells
/// come from the model's arrays (the session's working snapshot), read whenever the view asks. It knows which
/// sections its view shows; the rows come from the view's row identities.
@MainActor
final class ClassicDataSource: ShellDataSource, HeadlessCollectionViewDataSource, HeadlessTableViewDataSource {
  let view: ShellView
  weak var session: Session?
  let registrar = DynamicCellRegistrar()
  let cellProviderLab = CellProviderLab()
  /// While `commit` opens the update block: the model as it was before the batch (the counts UIKit reads before the
  /// block); nil otherwise.
  var modelOverride: Session.Snapshot?
  /// The section identifiers of the sections the view shows.
  var shownSections: [String] = []

  /// A classic data source over the session's model, driving a new view of `kind`.
  init(session: Session, view kind: ViewKind, tableStyle: HeadlessTableView.Style, viewportHeight: Int) {
    self.session = session
    switch kind {
    case .collection: view = .collection(HeadlessCollectionView(viewportHeight: viewportHeight))
    case .table: view = .table(HeadlessTableView(style: tableStyle, viewportHeight: viewportHeight))
    }
    view.list.listDataSource = self
    view.tracksRowIdentities = true
  }

  var model: Session.Snapshot { modelOverride ?? session?.working ?? Session.Snapshot() }

  func item(at indexPath: IndexPath) -> AnyItem? {
    return model.itemIdentifier(at: indexPath)
  }

  func count(inSection section: Int) -> Int {
    let model = self.model
    guard let identifier = model.sectionIdentifier(at: section) else { return 0 }
    return model.numberOfItems(inSection: identifier)
  }

  // MARK: ShellDataSource

  /// What the view shows, as a snapshot. A row whose item already appears earlier (a view out of sync can show one
  /// item twice) is left out.
  func snapshot() -> Session.Snapshot {
    var snapshot = Session.Snapshot()
    let rows = view.rowIdentities
    var seenSections = Set<String>()
    var seenItems = Set<AnyItem>()
    for (index, section) in shownSections.enumerated() where seenSections.insert(section).inserted {
      snapshot.appendSections([section])
      guard index < rows.count else { continue }
      let items = rows[index].compactMap { $0?.base as? AnyItem }.filter { seenItems.insert($0).inserted }
      if !items.isEmpty { snapshot.appendItems(items, toSection: section) }
    }
    return snapshot
  }

  func indexPath(for identifier: AnyItem) -> IndexPath? {
    for (section, rows) in view.rowIdentities.enumerated() {
      if let index = rows.firstIndex(where: { ($0?.base as? AnyItem) == identifier }) {
        return IndexPath(item: index, section: section)
      }
    }
    return nil
  }

  func itemIdentifier(for indexPath: IndexPath) -> AnyItem? {
    let rows = view.rowIdentities
    guard indexPath.section >= 0, indexPath.section < rows.count, indexPath.item >= 0,
      indexPath.item < rows[indexPath.section].count
    else { return nil }
    return rows[indexPath.section][indexPath.item]?.base as? AnyItem
  }

  var outline: CollectionViewDiffableDataSource<String, AnyItem>? { nil }
  var diffable: (any DiffableShellDataSource)? { nil }

  // MARK: UICollectionViewDataSource

  func numberOfSections(in collectionView: HeadlessCollectionView) -> Int {
    model.numberOfSections
  }

  func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int {
    count(inSection: section)
  }

  func collectionView(_ collectionView: HeadlessCollectionView, cellForItemAt indexPath: IndexPath) -> HeadlessCell? {
    guard let item = item(at: indexPath), let controllers = session?.cellControllers else { return nil }
    let registrar = self.registrar
    return cellProviderLab.cell(for: item, at: indexPath, in: collectionView) {
      Session.cell(for: item, at: indexPath, in: collectionView, controllers: controllers, registrar: registrar)
    }
  }

  func collectionView(_ collectionView: HeadlessCollectionView, identifierForItemAt indexPath: IndexPath)
    -> AnyHashable?
  { item(at: indexPath).map(AnyHashable.init) }

  // MARK: UITableViewDataSource

  func numberOfSections(in tableView: HeadlessTableView) -> Int { model.numberOfSections }

  func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int {
    count(inSection: section)
  }

  func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell? {
    guard let item = item(at: indexPath), let controllers = session?.cellControllers else { return nil }
    let registrar = self.registrar
    return cellProviderLab.cell(for: item, at: indexPath, in: tableView) {
      Session.cell(for: item, at: indexPath, in: tableView, controllers: controllers, registrar: registrar)
    }
  }

  func tableView(_ tableView: HeadlessTableView, identifierForRowAt indexPath: IndexPath) -> AnyHashable? {
    item(at: indexPath).map(AnyHashable.init)
  }

  /// The section titles of the model (`set-header`, `set-footer`), as a classic table's data source returns them.
  func tableView(_ tableView: HeadlessTableView, titleForHeaderInSection section: Int) -> String? {
    model.sectionIdentifier(at: section).flatMap { session?.state.sectionTitles.title(.header, of: $0) }
  }

  func tableView(_ tableView: HeadlessTableView, titleForFooterInSection section: Int) -> String? {
    model.sectionIdentifier(at: section).flatMap { session?.state.sectionTitles.title(.footer, of: $0) }
  }

  /// Holds the session from its creation on; nothing more to connect.
  func connect(to session: Session) {}
}

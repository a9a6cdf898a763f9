// What only TableViewDiffableDataSource has (semantics.md §9): the row animation, the overridable data-source methods,
// and the user's swipe-delete and interactive move as the table delivers them — after which the data source's snapshot
// equals what the table shows. Its applies and queries, shared with the collection view's, are DiffableDataSourceTests'.

import Testing

@testable import ListKit

typealias ContactsSnapshot = DiffableDataSourceSnapshot<String, String>

/// An app's subclass, as UIKit apps write it: titles from the section identifiers, swipe-to-delete by snapshot,
/// moves by the pattern of semantics.md §9 (delete the item, re-insert it before/after its new neighbour, apply
/// without animation).
final class ContactsDataSource: TableViewDiffableDataSource<String, String> {
  var log: [String] = []
  var editable = true
  var movable = true

  override func tableView(_ tableView: HeadlessTableView, titleForHeaderInSection section: Int) -> String? {
    sectionIdentifier(for: section)
  }

  override func tableView(_ tableView: HeadlessTableView, titleForFooterInSection section: Int) -> String? {
    sectionIdentifier(for: section).map { "\(snapshot().numberOfItems(inSection: $0)) contacts" }
  }

  override func tableView(_ tableView: HeadlessTableView, canEditRowAt indexPath: IndexPath) -> Bool {
    log.append("canEditRowAt \(indexPath.section).\(indexPath.row)")
    return editable
  }

  override func tableView(
    _ tableView: HeadlessTableView, commit editingStyle: HeadlessTableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    log.append("commit \(editingStyle) \(indexPath.section).\(indexPath.row)")
    guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
    var snapshot = snapshot()
    snapshot.deleteItems([item])
    apply(snapshot)
  }

  override func tableView(_ tableView: HeadlessTableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    log.append("canMoveRowAt \(indexPath.section).\(indexPath.row)")
    return movable
  }

  override func tableView(
    _ tableView: HeadlessTableView, moveRowAt source: IndexPath, to destination: IndexPath
  ) {
    log.append("moveRowAt \(source.section).\(source.row) \(destination.section).\(destination.row)")
    guard let item = itemIdentifier(for: source) else { return }
    var snapshot = snapshot()
    let destinationSection = snapshot.sectionIdentifiers[destination.section]
    snapshot.deleteItems([item])
    let rows = snapshot.itemIdentifiers(inSection: destinationSection)
    if destination.row < rows.count {
      snapshot.insertItems([item], beforeItem: rows[destination.row])
    } else {
      snapshot.appendItems([item], toSection: destinationSection)
    }
    log.append("applied: \(apply(snapshot, animatingDifferences: false).kind)")
  }

  override func sectionIndexTitles(for tableView: HeadlessTableView) -> [String]? { snapshot().sectionIdentifiers }
}

@MainActor
private func makeContacts(viewportHeight: Int = 20) -> (HeadlessTableView, ContactsDataSource) {
  let table = HeadlessTableView(viewportHeight: viewportHeight)
  table.tracksRowIdentities = true
  table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "cell")
  let dataSource = ContactsDataSource(tableView: table) { table, indexPath, name in
    let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.text = name
    return cell
  }
  return (table, dataSource)
}

private func contacts(_ sections: [(String, [String])]) -> ContactsSnapshot {
  var snapshot = ContactsSnapshot()
  for (section, items) in sections {
    snapshot.appendSections([section])
    snapshot.appendItems(items, toSection: section)
  }
  return snapshot
}

/// What the table shows, as a snapshot-shaped list (sections of row identities).
@MainActor
private func shown(_ table: HeadlessTableView) -> [[AnyHashable?]] { table.rowIdentities }

private func rows(_ snapshot: ContactsSnapshot) -> [[AnyHashable?]] {
  snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0).map { AnyHashable($0) } }
}

@MainActor
@Suite("Table view diffable data source")
struct TableDataSourceTests {
  @Test("Every insert, delete and reload carries defaultRowAnimation (.automatic by default)")
  func defaultRowAnimation() throws {
    let (table, dataSource) = makeContacts()
    #expect(dataSource.defaultRowAnimation == .automatic)
    try dataSource.tryApply(contacts([("A", ["Ann", "Al"])]))
    try dataSource.tryApply(contacts([("A", ["Al", "Amy"])]))
    #expect(
      table.lastBatchAnimations == [
        .init(.deleteRows, indexPaths: [ip(0, 0)], animation: .automatic),
        .init(.insertRows, indexPaths: [ip(0, 1)], animation: .automatic),
      ])
    dataSource.defaultRowAnimation = .fade
    var next = contacts([("A", ["Al", "Amy"]), ("B", ["Bob"])])
    next.reloadItems(["Al"])
    try dataSource.tryApply(next)
    // The structural batch (the section insert), then the reload batch: the table shows the last one.
    #expect(table.lastBatchAnimations == [.init(.reloadRows, indexPaths: [ip(0, 0)], animation: .fade)])
    // applySnapshotUsingReloadData is no batch: no row animations.
    #expect(try dataSource.tryApplySnapshotUsingReloadData(contacts([("Z", ["Zoe"])])).kind == .reloadData)
    #expect(table.lastBatchAnimations == [])
  }

  @Test("Header and footer titles come from the subclass; the section index too")
  func titlesBySubclassing() throws {
    let (table, dataSource) = makeContacts()
    try dataSource.tryApply(contacts([("A", ["Ann", "Al"]), ("B", ["Bob"])]))
    #expect(table.headerTitle(forSection: 0) == "A" && table.headerTitle(forSection: 1) == "B")
    #expect(table.footerTitle(forSection: 0) == "2 contacts")
    #expect(table.sectionIndexTitles == ["A", "B"])
  }

  @Test("The base class answers as UIKit's: no titles, no editing, no moves")
  func baseClassDefaults() throws {
    let table = HeadlessTableView()
    table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "cell")
    let dataSource = UITableViewDiffableDataSource<String, String>(tableView: table) { table, indexPath, _ in
      table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    #expect(table.dataSource === dataSource && dataSource.tableView === table)
    try dataSource.tryApply(contacts([("A", ["Ann", "Al"])]))
    #expect(table.headerTitle(forSection: 0) == nil && table.footerTitle(forSection: 0) == nil)
    #expect(try table.tryUserDeleteRow(at: ip(0, 0)) == false)
    #expect(try table.tryUserMoveRow(at: ip(0, 0), to: ip(0, 1)) == false)
    #expect(table.sectionIndexTitles == nil)
  }

  @Test("Swipe-delete: canEditRowAt, then commit, which applies; the snapshot equals what the table shows")
  func swipeDelete() throws {
    let (table, dataSource) = makeContacts()
    try dataSource.tryApply(contacts([("A", ["Ann", "Al"]), ("B", ["Bob"])]))
    #expect(try table.tryUserDeleteRow(at: ip(0, 0)))
    #expect(dataSource.log == ["canEditRowAt 0.0", "commit delete 0.0"])
    #expect(rows(dataSource.snapshot()) == shown(table))
    #expect(shown(table) == [["Al"], ["Bob"]])
    #expect(table.lastBatchAnimations == [.init(.deleteRows, indexPaths: [ip(0, 0)], animation: .automatic)])

    dataSource.editable = false
    #expect(try table.tryUserDeleteRow(at: ip(0, 0)) == false)
    #expect(dataSource.log.last == "canEditRowAt 0.0")
    #expect(dataSource.snapshot().itemIdentifiers == ["Al", "Bob"])
  }

  @Test("Interactive move: inside moveRowAt the snapshot is the one before the move; the pattern's apply sends nothing")
  func interactiveMoveFollowingThePattern() throws {
    let (table, dataSource) = makeContacts(viewportHeight: 3)
    try dataSource.tryApply(contacts([("A", ["Ann", "Al", "Amy"]), ("B", ["Bob", "Bea"])]))
    let cellAnn = table.cellForRow(at: ip(0, 0))!
    #expect(try table.tryUserMoveRow(at: ip(0, 0), to: ip(1, 1)))
    #expect(dataSource.log == ["canMoveRowAt 0.0", "moveRowAt 0.0 1.1", "applied: none"])
    #expect(shown(table) == [["Al", "Amy"], ["Bob", "Ann", "Bea"]])
    #expect(rows(dataSource.snapshot()) == shown(table))
    #expect(table.cellForRow(at: ip(0, 0))?.text == "Al")
    // Ann's row left the viewport; its cell was recycled for Bob's row, which came into view.
    #expect(table.cellForRow(at: ip(1, 0)) === cellAnn && cellAnn.text == "Bob")
    table.checkInvariants()
    // Later applies diff against the moved state.
    var next = dataSource.snapshot()
    next.deleteItems(["Bea"])
    #expect(try dataSource.tryApply(next).batchUpdate.deletedItems == [ip(1, 2)])
    #expect(shown(table) == rows(next))
  }

  @Test("A cell failure while an interactive move realizes its rows leaves the table and the data source as before")
  func aFailingInteractiveMoveChangesNothing() throws {
    let table = HeadlessTableView(viewportHeight: 2)
    table.tracksRowIdentities = true
    table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "cell")
    let failing = FailingItems()
    let dataSource = ContactsDataSource(tableView: table) { table, indexPath, name in
      guard !failing.items.contains(name) else { return nil }
      let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.text = name
      return cell
    }
    try dataSource.tryApply(contacts([("A", ["Ann", "Al", "Amy"])]))
    let before = ListViewFingerprint(table)
    let snapshot = dataSource.snapshot()
    failing.items = ["Amy"]
    // Al goes below Amy: Amy's row comes into view, and its cell does not come back.
    #expect(throws: TableViewError.self) { try table.tryUserMoveRow(at: ip(0, 1), to: ip(0, 2)) }
    #expect(dataSource.log.contains("moveRowAt 0.1 0.2"))
    #expect(dataSource.snapshot() == snapshot)
    #expect(ListViewFingerprint(table) == before)
    table.checkInvariants()
    failing.items = []
    #expect(try table.tryUserMoveRow(at: ip(0, 1), to: ip(0, 2)))
    #expect(shown(table) == [["Ann", "Amy", "Al"]] && rows(dataSource.snapshot()) == shown(table))
  }

  @Test("Decision: with canMoveRowAt true and moveRowAt not applying, the snapshot still follows the table")
  func interactiveMoveWithoutAnApply() throws {
    final class MovableOnly: TableViewDiffableDataSource<String, String> {
      override func tableView(_ tableView: HeadlessTableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    }
    let table = HeadlessTableView()
    table.tracksRowIdentities = true
    table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "cell")
    let dataSource = MovableOnly(tableView: table) { table, indexPath, name in
      let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.text = name
      return cell
    }
    try dataSource.tryApply(contacts([("A", ["Ann", "Al"]), ("B", ["Bob"])]))
    #expect(try table.tryUserMoveRow(at: ip(1, 0), to: ip(0, 0)))
    #expect(shown(table) == [["Bob", "Ann", "Al"], []])
    #expect(rows(dataSource.snapshot()) == shown(table))
    #expect(dataSource.indexPath(for: "Bob") == ip(0, 0))
    var next = dataSource.snapshot()
    next.appendItems(["Bea"], toSection: "B")
    try dataSource.tryApply(next)
    #expect(shown(table) == rows(next))
    table.checkInvariants()
  }

  @Test("A nil cell's message is UIKit's diffable message in the table's words")
  func nilCellMessage() {
    // The case is DiffableDataSourceTests' (cellFailureChangesNothing, on both data sources); the text is the table's.
    let error = DataSourceError.tableViewFailedAfterUpdate(
      .diffableCellProviderReturnedNil(ip(0, 1), item: "Bad", view: "<UITableView: 1 section, 2 rows>"))
    #expect(
      error.description
        == "UITableViewDiffableDataSource cell provider returned nil for index path {length = 2, path = 0 - 1} with"
        + " item identifier 'Bad', which is not allowed. You must always return a cell to the table view:"
        + " <UITableView: 1 section, 2 rows>")
  }
}

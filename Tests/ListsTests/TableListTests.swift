// The Lists layer driving a table (issue 9): ListDataSource and MixedListDataSource on a HeadlessTableView,
// SimpleTableList and GroupedTableList (header/footer titles from SectionModel), and the user's swipe-to-delete and
// interactive move reaching the typed onDelete/onMove callbacks.

import Testing

@testable import Lists

final class ContactCell: HeadlessTableViewCell {}
final class MemoCell: HeadlessTableViewCell {}

struct Contact: CellViewModel, Identifiable, ContentEquatable, CustomStringConvertible {
  var id: String
  var phone = ""
  func configure(_ cell: ContactCell) {
    cell.text = id
    cell.detailText = phone
  }
  func isContentEqual(to other: Contact) -> Bool { phone == other.phone }
  var description: String { id }
}

struct Memo: CellViewModel {
  var text: String
  func configure(_ cell: MemoCell) { cell.text = text }
}

@MainActor
private func shown(_ table: HeadlessTableView) -> [[String?]] {
  (0..<table.numberOfSections).map { section in
    (0..<table.numberOfRows(inSection: section)).map { row in
      table.scrollToRow(at: IndexPath(row: row, section: section))
      return table.cellForRow(at: IndexPath(row: row, section: section))?.text
    }
  }
}

@MainActor
@Suite("Lists on a table view")
struct TableListTests {
  @Test("ListDataSource drives a table: cells configured, changed content reconfigured")
  func listDataSourceOnATable() async {
    let table = HeadlessTableView()
    let list = ListDataSource<String, Contact>(tableView: table)
    await list.apply([SectionModel(id: "A", items: [Contact(id: "Ann", phone: "1"), Contact(id: "Al")])])
    #expect(shown(table) == [["Ann", "Al"]])
    #expect(list.applier.tableDataSource?.tableView === table)
    let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
    let update = await list.apply([SectionModel(id: "A", items: [Contact(id: "Ann", phone: "2"), Contact(id: "Al")])])
    #expect(update.batchUpdate.reconfiguredItems == [IndexPath(row: 0, section: 0)])
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cell && cell?.detailText == "2")
    #expect(list.indexPath(for: Contact(id: "Al")) == IndexPath(row: 1, section: 0))
  }

  @Test("The list's engine says which view it drives; a section snapshot on a table throws and changes nothing")
  func engineKindAndSectionSnapshotsOnATable() async throws {
    let table = HeadlessTableView()
    let list = ListDataSource<String, Contact>(tableView: table)
    guard case .tableView(let dataSource) = list.applier.engine else {
      Issue.record("a table list's engine is a table data source")
      return
    }
    #expect(dataSource.tableView === table && list.applier.collectionDataSource == nil)
    await list.apply([SectionModel(id: "A", items: [Contact(id: "Ann"), Contact(id: "Al")])])
    var tree = DiffableDataSourceSectionSnapshot<Contact>()
    tree.append([Contact(id: "Bo")])
    tree.append([Contact(id: "Cy")], to: Contact(id: "Bo"))
    #expect(throws: ListError.sectionSnapshotNeedsCollectionView(section: "A")) {
      try list.applier.tryApply(tree, to: "A")
    }
    #expect(
      ListError.sectionSnapshotNeedsCollectionView(section: "A").description
        == "Section snapshots need a collection view: this list drives a table view, whose data source has none"
        + " (section A)")
    #expect(shown(table) == [["Ann", "Al"]])
    // A table's section reads back as a flat section snapshot of its rows; an unknown section as an empty one.
    #expect(list.snapshot(for: "A").items == [Contact(id: "Ann"), Contact(id: "Al")])
    #expect(list.snapshot(for: "A").rootItems == list.snapshot(for: "A").items)
    #expect(list.snapshot(for: "Z").items.isEmpty)

    let collection = ListDataSource<String, Row>(collectionView: HeadlessCollectionView())
    guard case .collectionView = collection.applier.engine else {
      Issue.record("a collection list's engine is a collection data source")
      return
    }
    #expect(collection.applier.tableDataSource == nil && collection.applier.collectionDataSource != nil)
  }

  @Test("MixedListDataSource drives a table: each table cell class registered on first use")
  func mixedOnATable() async {
    let table = HeadlessTableView()
    let list = MixedListDataSource<Int>(tableView: table)
    await list.apply([SectionModel(id: 0, items: [AnyItem(Contact(id: "Bob")), AnyItem(Memo(text: "call back"))])])
    #expect(shown(table) == [["Bob", "call back"]])
    #expect(table.visibleCells.map { String(describing: type(of: $0)) } == ["ContactCell", "MemoCell"])
  }

  @Test("SimpleTableList: typed selection, swipe-to-delete reaches onDelete, a move reaches onMove")
  func simpleTableList() async throws {
    let list = SimpleTableList<Contact>()
    var deleted: [String] = []
    var moved: [String] = []
    var selected: [String] = []
    list.onSelect = { selected.append($0.id) }
    list.onDelete = { deleted.append($0.id) }
    await list.setItems([Contact(id: "Ann"), Contact(id: "Bob"), Contact(id: "Cy")])
    list.tableView.userTap(at: IndexPath(row: 1, section: 0))
    #expect(selected == ["Bob"])
    #expect(list.selectedItems.isEmpty)  // a list row acts as a button

    #expect(try list.tableView.tryUserDeleteRow(at: IndexPath(row: 2, section: 0)))
    #expect(deleted == ["Cy"])
    await list.setItems([Contact(id: "Ann"), Contact(id: "Bob")])
    #expect(shown(list.tableView) == [["Ann", "Bob"]])

    // Without onMove the table refuses the move (canMoveRowAt says no).
    #expect(
      try list.tableView.tryUserMoveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0)) == false)
    list.onMove = { item, source, destination in moved.append("\(item.id) \(source.row)→\(destination.row)") }
    #expect(try list.tableView.tryUserMoveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0)))
    #expect(moved == ["Ann 0→1"])
    #expect(list.items.map(\.id) == ["Bob", "Ann"])
    #expect(shown(list.tableView) == [["Bob", "Ann"]])
    list.tableView.checkInvariants()

    // Without onDelete (and no trailing provider) nothing is editable.
    list.onDelete = nil
    #expect(try list.tableView.tryUserDeleteRow(at: IndexPath(row: 0, section: 0)) == false)
  }

  @Test("GroupedTableList: header/footer titles from SectionModel; changed text reloads the section")
  func groupedTableList() async {
    let list = GroupedTableList<String, Contact>()
    await list.setSections([
      SectionModel(id: "A", items: [Contact(id: "Ann")], header: "A", footer: "1 contact"),
      SectionModel(id: "B", items: [Contact(id: "Bob")], header: "B"),
    ])
    let table = list.tableView
    #expect(table.headerTitle(forSection: 0) == "A" && table.footerTitle(forSection: 0) == "1 contact")
    #expect(table.headerTitle(forSection: 1) == "B" && table.footerTitle(forSection: 1) == nil)

    await list.setSections([
      SectionModel(id: "A", items: [Contact(id: "Ann"), Contact(id: "Al")], header: "A", footer: "2 contacts"),
      SectionModel(id: "B", items: [Contact(id: "Bob")], header: "B"),
    ])
    #expect(table.footerTitle(forSection: 0) == "2 contacts")
    #expect(table.lastBatchAnimations == [.init(.reloadSections, sections: [0], animation: .automatic)])
    #expect(shown(table) == [["Ann", "Al"], ["Bob"]])

    // A provider changes what the titles would say; as in UIKit, the table shows it once the sections reload.
    list.headerContentProvider = { id, header in "\(header ?? "") (\(id))" }
    await list.setSections(list.sections)
    #expect(table.headerTitle(forSection: 1) == "B")
    table.reloadData()
    #expect(table.headerTitle(forSection: 1) == "B (B)")
    table.checkInvariants()
  }
}

// What a configuration's update costs and returns: the full-array update and the O(change) edit
// (`updateItems`), each returning the update it sent; and configurations of mixed items (`AnyItem`).

import ListKit
import Lists
import Testing

@MainActor
@Suite struct ConfigurationUpdateTests {
  @Test("updateItems edits the shown snapshot: a page appended sends only its inserts, and returns them")
  func updateItemsSendsTheChange() async {
    let list = SimpleList<Row>()
    await list.setItems((0..<1_000).map(Row.init))
    let update = await list.updateItems { $0.appendItems([Row(1_000), Row(1_001)]) }
    #expect(update?.kind == .batchUpdates)
    #expect(
      update?.batchUpdate.insertedItems == [IndexPath(item: 1_000, section: 0), IndexPath(item: 1_001, section: 0)])
    #expect(update?.batchUpdate.deletedItems == [])
    #expect(list.items.count == 1_002)
    let deleted = await list.updateItems { $0.deleteItems([Row(0)]) }
    #expect(deleted?.batchUpdate.deletedItems == [IndexPath(item: 0, section: 0)])
    #expect(list.items.first == Row(1))
    #expect(list.collectionView.invariantViolations().isEmpty)
  }

  @Test("An edit is never skipped for a newer edit (it builds on it); a newer setItems supersedes it")
  func editsAreNotCoalescedAway() async {
    let list = SimpleList<Row>()
    await list.setItems([Row(0)])
    let first = Task { @MainActor in await list.updateItems { $0.appendItems([Row(1)]) } }
    let second = Task { @MainActor in await list.updateItems { $0.appendItems([Row(2)]) } }
    #expect(await first.value != nil)
    #expect(await second.value != nil)
    #expect(list.items == [Row(0), Row(1), Row(2)])

    let edit = Task { @MainActor in await list.updateItems { $0.appendItems([Row(3)]) } }
    let replace = Task { @MainActor in await list.setItems([Row(9)]) }
    #expect(await edit.value == nil)
    #expect(await replace.value != nil)
    #expect(list.items == [Row(9)])
  }

  @Test("updateItems on an empty list starts its one section")
  func updateItemsOnAnEmptyList() async {
    let collection = SimpleList<Row>()
    let update = await collection.updateItems { $0.appendItems([Row(1)], toSection: SimpleList<Row>.section) }
    #expect(update?.kind == .reloadData)
    #expect(visibleTexts(collection.collectionView) == ["row 1"])
  }

  @Test("GroupedList<String, AnyItem>: each wrapped type gets its own cell class; setSections returns the update")
  func groupedListOfMixedItems() async {
    let list = GroupedList<String, AnyItem>()
    await list.setSections {
      SnapshotSection("feed", header: "Today") {
        Banner(id: 1, title: "Sale")
        Product(id: 1, name: "Pen")
      }
    }
    #expect(list.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) is BannerCell)
    #expect(list.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) is ProductCell)
    #expect(visibleTexts(list.collectionView) == ["Sale", "Pen"])
    #expect(list.headerText(for: "feed") == "Today")

    let update = await list.setSections([
      SectionModel(id: "feed", items: [AnyItem(Banner(id: 1, title: "Sale")), AnyItem(Product(id: 1, name: "Ink"))])
    ])
    #expect(update?.batchUpdate.reconfiguredItems == [IndexPath(item: 1, section: 0)])  // Product's content changed
    #expect(visibleTexts(list.collectionView) == ["Sale", "Ink"])
  }

  @Test("SimpleList<AnyItem> in a table: each wrapped table-cell class registered on first use")
  func simpleTableListOfMixedItems() async {
    final class NoteCell: HeadlessTableViewCell {}
    struct Note: CellViewModel {
      var text: String
      func configure(_ cell: NoteCell) { cell.text = text }
    }
    let list = SimpleTableList<AnyItem>()
    let update = await list.setItems([AnyItem(Note(text: "a")), AnyItem(Note(text: "b"))])
    #expect(update?.kind == .reloadData)
    #expect(list.tableView.visibleCells.map(\.text) == ["a", "b"])
    #expect(list.tableView.cell(at: IndexPath(row: 0, section: 0)) is NoteCell)
    #expect(AnyItem(AnyItem(Note(text: "a"))) == AnyItem(Note(text: "a")))  // never wrapped twice
  }
}

@MainActor
@Suite struct FullArrayUpdateTests {
  @Test("A full-array update reconfigures changed content in the common prefix, the changed middle and the suffix")
  func changedContentEverywhere() async {
    let list = SimpleList<Product>()
    let names = (0..<10).map { "p\($0)" }
    await list.setItems(names.indices.map { Product(id: $0, name: names[$0]) })
    var next = names.indices.map { Product(id: $0, name: names[$0]) }
    next[0].name = "first"  // in the common prefix
    next.swapAt(4, 5)  // the middle: a move…
    next[4].name = "moved"  // … whose content changed too (item 5, now at 4)
    next[9].name = "last"  // in the common suffix
    next.append(Product(id: 10, name: "new"))
    let update = await list.setItems(next)
    #expect(
      update?.batchUpdate.reconfiguredItems.sorted()
        == [IndexPath(item: 0, section: 0), IndexPath(item: 4, section: 0), IndexPath(item: 9, section: 0)])
    #expect(list.collectionView.visibleCells.map(\.text) == next.map(\.name))
  }
}

// The complete test of the DocC article "Testing your list code with ListKit" (TestingYourListCode.md), as the
// article prints it: `DocCSamplesTests.everyArticleSampleIsHere` reads the article and fails when this file does not
// hold its sample line for line.

import ListKit
import Lists
import Testing

struct Fruit: CellViewModel, Identifiable {
  var id: String
  func configure(_ cell: HeadlessCell) { cell.text = id }
}

@MainActor
@Test func aTapOpensAFruitAndAPageAppendsRows() async throws {
  let list = SimpleList<Fruit>()
  var opened: [String] = []
  list.onSelect = { fruit in opened.append(fruit.id) }
  await list.setItems([Fruit(id: "apple"), Fruit(id: "pear")])
  #expect(list.collectionView.visibleCells.map(\.text) == ["apple", "pear"])

  list.collectionView.userTap(at: IndexPath(item: 1, section: 0))
  #expect(opened == ["pear"])

  let update = await list.updateItems { $0.appendItems([Fruit(id: "plum")]) }
  #expect(update?.batchUpdate.insertedItems == [IndexPath(item: 2, section: 0)])
  #expect(list.collectionView.lastBatch.insertedItems == [IndexPath(item: 2, section: 0)])

  #expect(throws: ListViewError.self) { try list.collectionView.tryUserTap(at: IndexPath(item: 9, section: 0)) }
  var empty = DiffableDataSourceSnapshot<Int, Fruit>()
  #expect(throws: SnapshotError.noSections) { try empty.tryAppendItems([Fruit(id: "kiwi")]) }
  #expect(list.collectionView.invariantViolations().isEmpty)
}

@MainActor
@Test func aDisclosureTapExpandsAFolder() throws {
  let view = HeadlessCollectionView(viewportHeight: 10)
  view.register(HeadlessCell.self, forCellWithReuseIdentifier: "cell")
  let dataSource = CollectionViewDiffableDataSource<String, String>(collectionView: view) { view, indexPath, item in
    let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    cell.text = item
    return cell
  }
  var tree = DiffableDataSourceSectionSnapshot<String>()
  tree.append(["src", "README"])
  tree.append(["main", "util"], to: "src")
  try dataSource.tryApply(tree, to: "files")
  #expect(view.visibleCells.map(\.text) == ["src", "README"])

  try view.tryUserTapDisclosure(at: IndexPath(item: 0, section: 0))
  #expect(view.visibleCells.map(\.text) == ["src", "main", "util", "README"])
  #expect(view.lastBatch.insertedItems == [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
}

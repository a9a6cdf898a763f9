// The collection data source's `canMoveItemAt` answer (semantics.md §3.8): `canReorderItem`, false when nil, and the
// user reorder it guards leaves the data source's snapshot equal to what the view shows.

import Testing

@testable import ListKit

@MainActor
@Suite("DataSource: canMoveItemAt")
struct DataSourceCanMoveTests {
  @Test("canMoveItemAt asks canReorderItem; nil means no; a completed reorder: snapshot equals the view's rows")
  func canMoveItemAt() throws {
    let view = HeadlessCollectionView()
    view.tracksRowIdentities = true
    view.register(HeadlessCell.self, forCellWithReuseIdentifier: "cell")
    let dataSource = CollectionViewDiffableDataSource<String, String>(collectionView: view) { view, indexPath, _ in
      view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    var snapshot = DiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["A"])
    snapshot.appendItems(["a", "b", "c"])
    try dataSource.tryApply(snapshot)
    #expect(!dataSource.collectionView(view, canMoveItemAt: IndexPath(item: 0, section: 0)))
    dataSource.reorderingHandlers.canReorderItem = { $0 != "b" }
    #expect(dataSource.collectionView(view, canMoveItemAt: IndexPath(item: 0, section: 0)))
    #expect(!dataSource.collectionView(view, canMoveItemAt: IndexPath(item: 1, section: 0)))
    #expect(!dataSource.collectionView(view, canMoveItemAt: IndexPath(item: 9, section: 0)))

    let transaction = try dataSource.tryUserMoveItem(
      at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
    #expect(transaction?.finalSnapshot.itemIdentifiers == ["b", "c", "a"])
    #expect(view.rowIdentities == [["b", "c", "a"]])
    #expect(dataSource.snapshot() == transaction?.finalSnapshot)
  }
}

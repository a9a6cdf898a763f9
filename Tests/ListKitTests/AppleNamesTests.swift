import ListKit
// Code written against Apple's names compiles and behaves the same.
import Testing

@MainActor
@Test func appleNamedTypesWork() async {
  let collectionView = UICollectionView()
  collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
  let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
    view, indexPath, item in
    let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    cell.text = item
    return cell
  }
  var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
  snapshot.appendSections([0])
  snapshot.appendItems(["a", "b"], toSection: 0)
  await dataSource.apply(snapshot, animatingDifferences: false)
  #expect(dataSource.snapshot().itemIdentifiers == ["a", "b"])
  #expect(dataSource.indexPath(for: "b") == IndexPath(item: 1, section: 0))
  #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.text == "a")

  var tree = NSDiffableDataSourceSectionSnapshot<String>()
  tree.append(["root"])
  tree.append(["leaf"], to: "root")
  #expect(tree.level(of: "leaf") == 1)
}

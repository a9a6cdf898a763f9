// A supplementary view dequeued for one element kind and returned for another is UIKit's
// NSInternalInconsistencyException ("does not match the element kind it is being used for"), a checked failure here.

import Testing

@testable import ListKit

@MainActor
struct SupplementaryKindTests {
  @Test func aHeaderRegistrationReturnedForAFooterFailsWithUIKitsMessage() throws {
    let view = HeadlessCollectionView(collectionViewLayout: .grouped(footerMode: .supplementary))
    let cells = HeadlessCollectionView.CellRegistration<HeadlessListCell, String> { cell, _, item in cell.text = item }
    let headers = HeadlessCollectionView.SupplementaryRegistration<HeadlessListCell>(
      elementKind: HeadlessCollectionView.elementKindSectionHeader
    ) { view, _, _ in view.text = "header" }
    let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, indexPath, item in
      view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
    }
    dataSource.supplementaryViewProvider = { view, _, indexPath in
      view.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)  // for the footer too
    }
    var snapshot = DiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["a"])
    let mismatch = CollectionViewError.supplementaryKindMismatch(
      requested: HeadlessCollectionView.elementKindSectionFooter,
      dequeued: HeadlessCollectionView.elementKindSectionHeader)
    #expect(throws: DataSourceError.viewFailedAfterUpdate(mismatch)) { try dataSource.tryApply(snapshot) }
    #expect(
      mismatch.failureMessage.text
        == "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: does not match the"
        + " element kind it is being used for. When asked for a view of element kind"
        + " 'UICollectionElementKindSectionFooter' the data source dequeued a view registered for the element kind"
        + " 'UICollectionElementKindSectionHeader'.")
    #expect(view.invariantViolations().isEmpty)
  }
}

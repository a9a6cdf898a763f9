// The data source is open as UIKit's is: overrides of its data-source methods are what the view and the simulated
// user interactions reach; and apply completions run after `apply` returns, in order.

import Testing

@testable import ListKit

/// Headers and moves the way pre-iOS 14 apps did them: by overriding the data source.
final class OverridingDataSource: CollectionViewDiffableDataSource<String, String> {
  var calls: [String] = []

  override func numberOfSections(in collectionView: HeadlessCollectionView) -> Int {
    calls.append("numberOfSections")
    return super.numberOfSections(in: collectionView)
  }

  override func collectionView(
    _ collectionView: HeadlessCollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> HeadlessReusableView? {
    calls.append("header \(indexPath.section)")
    let header = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    header.text = sectionIdentifier(for: indexPath.section)
    return header
  }

  override func collectionView(_ collectionView: HeadlessCollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
    calls.append("canMove \(indexPath.item)")
    return itemIdentifier(for: indexPath) != "pinned"
  }

  override func collectionView(
    _ collectionView: HeadlessCollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    calls.append("move \(sourceIndexPath.item) -> \(destinationIndexPath.item)")
    super.collectionView(collectionView, moveItemAt: sourceIndexPath, to: destinationIndexPath)
  }
}

/// Collects what happened, in order (a reference, so main-actor closures can append to it).
@MainActor
final class EventLog {
  var events: [String] = []
  func callAsFunction(_ event: String) { events.append(event) }
}

@MainActor
struct DataSourceSubclassTests {
  @Test("A subclass's data-source overrides are reached: counts, headers, canMove, moveItem")
  func overridesReached() throws {
    let view = HeadlessCollectionView(collectionViewLayout: .grouped())
    view.register(HeadlessCell.self, forCellWithReuseIdentifier: "cell")
    view.register(
      HeadlessReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "header")
    let dataSource = OverridingDataSource(collectionView: view) { view, indexPath, item in
      let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      cell.text = item
      return cell
    }
    try dataSource.tryApply(snap(("Fruit", ["pinned", "apple", "pear"])))
    #expect(dataSource.calls.contains("numberOfSections"))
    #expect(dataSource.calls.contains("header 0"))
    #expect(
      view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: ip(0, 0))?.text
        == "Fruit")

    dataSource.calls = []
    #expect(try dataSource.tryUserMoveItem(at: ip(0, 0), to: ip(0, 2)) == nil)  // the override says no
    #expect(dataSource.calls == ["canMove 0"])
    dataSource.calls = []
    let transaction = try dataSource.tryUserMoveItem(at: ip(0, 2), to: ip(0, 1))
    #expect(dataSource.calls.prefix(2) == ["canMove 2", "move 2 -> 1"])
    #expect(transaction?.finalSnapshot.itemIdentifiers == ["pinned", "pear", "apple"])
    #expect(view.visibleCells.map(\.text) == ["pinned", "pear", "apple"])
    view.checkInvariants()
  }

  @Test("Without overrides, canMoveItemAt asks reorderingHandlers.canReorderItem (nil means no)")
  func defaultCanMove() throws {
    let h = DataSourceHarness()
    try h.dataSource.tryApply(snap(("A", ["a", "b"])))
    #expect(!h.dataSource.collectionView(h.view, canMoveItemAt: ip(0, 0)))
    h.dataSource.reorderingHandlers.canReorderItem = { $0 == "b" }
    #expect(!h.dataSource.collectionView(h.view, canMoveItemAt: ip(0, 0)))
    #expect(h.dataSource.collectionView(h.view, canMoveItemAt: ip(0, 1)))
    #expect(!h.dataSource.collectionView(h.view, canMoveItemAt: ip(0, 9)))
  }

  @Test("Completion handlers run after apply returns, in the order of the applies")
  func completionOrder() async {
    let h = DataSourceHarness()
    let log = EventLog()
    h.dataSource.apply(snap(("A", ["a"])), animatingDifferences: false) { log("completion 1") }
    log("returned 1")
    h.dataSource.apply(snap(("A", ["a", "b"]))) { log("completion 2") }
    log("returned 2")
    h.dataSource.applySnapshotUsingReloadData(snap(("A", ["b"]))) { log("completion 3") }
    log("returned 3")
    #expect(log.events == ["returned 1", "returned 2", "returned 3"])
    for _ in 0..<100 where log.events.count < 6 { await Task.yield() }
    #expect(log.events == ["returned 1", "returned 2", "returned 3", "completion 1", "completion 2", "completion 3"])
  }

  @Test("A completion that applies again queues its own completion after the ones already queued")
  func completionFromCompletion() async {
    let h = DataSourceHarness()
    let log = EventLog()
    h.dataSource.apply(snap(("A", ["a"]))) {
      log("completion 1")
      h.dataSource.apply(snap(("A", ["a", "c"]))) { log("completion 3") }
    }
    h.dataSource.apply(snap(("A", ["a", "b"]))) { log("completion 2") }
    for _ in 0..<100 where log.events.count < 3 { await Task.yield() }
    #expect(log.events == ["completion 1", "completion 2", "completion 3"])
    #expect(h.dataSource.snapshot().itemIdentifiers == ["a", "c"])
  }
}

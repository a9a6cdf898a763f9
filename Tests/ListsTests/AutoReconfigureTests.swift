// Automatic reconfigure: observed on the headless cells, for full applies, section-snapshot applies and mixed items.

import Testing

@testable import Lists

@MainActor
@Suite struct AutoReconfigureTests {
  func productList() -> (HeadlessCollectionView, ListDataSource<String, Product>) {
    let view = HeadlessCollectionView(viewportHeight: 10)
    return (view, ListDataSource<String, Product>(collectionView: view))
  }

  @Test func changedContentIsReconfiguredInPlace() async {
    let (view, list) = productList()
    await list.apply {
      SnapshotSection("main") {
        Product(id: 1, name: "a")
        Product(id: 2, name: "b")
      }
    }
    let cells = view.visibleCells
    #expect(cells.map(\.configurationCount) == [1, 1])
    let update = await list.apply {
      SnapshotSection("main") {
        Product(id: 1, name: "a")
        Product(id: 2, name: "B!")
      }
    }
    #expect(update.batchUpdate.reconfiguredItems == [IndexPath(item: 1, section: 0)])
    #expect(!update.batchUpdate.hasStructuralChanges)
    #expect(view.visibleCells.map { ObjectIdentifier($0) } == cells.map { ObjectIdentifier($0) })  // same cells
    #expect(cells.map(\.configurationCount) == [1, 2])
    #expect(visibleTexts(view) == ["a", "B!"])
    #expect(view.statistics(for: ProductCell.self).configures == 3)
    #expect(view.statistics(for: ProductCell.self).prepareForReuseCalls == 0)
    #expect(list.snapshot().reconfiguredItemIdentifiers.isEmpty)  // marks are not stored
    #expect(view.invariantViolations().isEmpty)
  }

  @Test func unchangedContentIsNotReconfigured() async {
    let (view, list) = productList()
    await list.apply {
      SnapshotSection("main") {
        Product(id: 1, name: "a")
        Product(id: 2, name: "b")
      }
    }
    let update = await list.apply {
      SnapshotSection("main") {
        Product(id: 2, name: "b")
        Product(id: 1, name: "a")
        Product(id: 3, name: "c")
      }
    }
    #expect(update.batchUpdate.reconfiguredItems.isEmpty)
    #expect(view.statistics(for: ProductCell.self).configures == 3)  // 2 initial + 1 inserted
    #expect(visibleTexts(view) == ["b", "a", "c"])
  }

  @Test func changedContentAndMoveReconfiguresAtTheFinalPosition() async {
    let (view, list) = productList()
    await list.apply(
      [
        SectionModel(id: "x", items: [Product(id: 1, name: "a")]),
        SectionModel(id: "y", items: [Product(id: 2, name: "b")]),
      ])
    let update = await list.apply(
      [
        SectionModel(id: "x", items: []),
        SectionModel(id: "y", items: [Product(id: 2, name: "b"), Product(id: 1, name: "A")]),
      ])
    #expect(update.batchUpdate.reconfiguredItems == [IndexPath(item: 1, section: 1)])
    #expect(visibleTexts(view) == ["b", "A"])
  }

  @Test func typesWithoutContentEquatableAreNeverReconfigured() async {
    let view = HeadlessCollectionView(viewportHeight: 10)
    let list = ListDataSource<Int, Banner>(collectionView: view)
    #expect(!list.applier.automaticallyReconfiguresChangedItems)
    await list.apply { SnapshotSection(0) { Banner(id: 1, title: "old") } }
    let update = await list.apply { SnapshotSection(0) { Banner(id: 1, title: "new") } }
    #expect(update.kind == .none)
    #expect(visibleTexts(view) == ["old"])  // id-only identity: the documented trade-off
    #expect(view.statistics(for: BannerCell.self).configures == 1)
  }

  @Test func automaticReconfigureCanBeTurnedOff() async {
    let (view, list) = productList()
    list.applier.automaticallyReconfiguresChangedItems = false
    await list.apply { SnapshotSection("main") { Product(id: 1, name: "a") } }
    await list.apply { SnapshotSection("main") { Product(id: 1, name: "b") } }
    #expect(visibleTexts(view) == ["a"])
  }

  @Test func mixedItemsReconfigurePerType() async {
    let view = HeadlessCollectionView(viewportHeight: 10)
    let list = MixedListDataSource<Int>(collectionView: view)
    await list.apply {
      MixedSection(0) {
        Banner(id: 1, title: "b1")
        Product(id: 1, name: "p1")
      }
    }
    let update = await list.apply {
      MixedSection(0) {
        Banner(id: 1, title: "b2")
        Product(id: 1, name: "p2")
      }
    }
    #expect(update.batchUpdate.reconfiguredItems == [IndexPath(item: 1, section: 0)])
    #expect(visibleTexts(view) == ["b1", "p2"])
    #expect(view.statistics(for: ProductCell.self).configures == 2)
    #expect(view.statistics(for: BannerCell.self).configures == 1)
  }

  @Test func sectionSnapshotApplyReconfiguresChangedVisibleItems() async {
    let (view, list) = productList()
    var tree = DiffableDataSourceSectionSnapshot<Product>()
    tree.append([Product(id: 1, name: "folder"), Product(id: 9, name: "other")])
    tree.append([Product(id: 2, name: "child")], to: Product(id: 1))
    tree.expand([Product(id: 1)])
    await list.apply(tree, to: "outline")
    #expect(visibleTexts(view) == ["folder", "child", "other"])

    var changed = DiffableDataSourceSectionSnapshot<Product>()
    changed.append([Product(id: 1, name: "folder"), Product(id: 9, name: "other")])
    changed.append([Product(id: 2, name: "CHILD"), Product(id: 3, name: "new")], to: Product(id: 1))
    changed.expand([Product(id: 1)])
    let update = await list.apply(changed, to: "outline")
    #expect(update.batchUpdate.insertedItems == [IndexPath(item: 2, section: 0)])
    #expect(update.batchUpdate.reconfiguredItems == [IndexPath(item: 1, section: 0)])
    #expect(visibleTexts(view) == ["folder", "CHILD", "new", "other"])
    #expect(list.snapshot(for: "outline") == changed)  // the tree is stored as applied
    #expect(view.invariantViolations().isEmpty)
  }

  @Test func reloadDataApplyResetsWithoutDiff() async {
    let (view, list) = productList()
    await list.apply {
      SnapshotSection("main") {
        Product(id: 1, name: "a")
        Product(id: 2, name: "b")
      }
    }
    let cellsBefore = view.statistics(for: ProductCell.self).configures
    var snapshot = DiffableDataSourceSnapshot<String, Product>()
    snapshot.appendSections(["other"])
    snapshot.appendItems([Product(id: 2, name: "B"), Product(id: 3, name: "c")])
    let update = await list.applyUsingReloadData(snapshot)
    #expect(update.kind == .reloadData)
    #expect(update.batchUpdate.isEmpty)
    #expect(visibleTexts(view) == ["B", "c"])  // every cell configured anew
    #expect(view.statistics(for: ProductCell.self).configures == cellsBefore + 2)
    #expect(list.snapshot() == snapshot)
    // The next apply diffs against the reloaded state.
    let next = await list.apply { SnapshotSection("other") { Product(id: 3, name: "c") } }
    #expect(next.batchUpdate.deletedItems == [IndexPath(item: 0, section: 0)])
    #expect(view.invariantViolations().isEmpty)
  }
}

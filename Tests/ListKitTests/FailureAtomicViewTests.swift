// Failure-atomic views (docs/semantics.md §10): a cell-provider failure in reloadData, a batch update (explicit or
// implicit, inserting, reloading or reconfiguring), a scroll or a change of viewport leaves the view exactly as it was
// — cells and their records, reuse pool, counters, selection, row identities, viewport — on both views, for each
// failure of §10; the delegate is told the display calls back; the diffable data sources (apply and expand) keep their
// snapshots.

import Testing

@testable import ListKit

/// A call that asks the data source for cells, with the model change it needs and the row whose cell fails.
enum AtomicEntryPoint: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case reloadData, batchInsert, implicitInsert, batchReload, reconfigure, scroll, scrollToRow, viewportHeight

  var testDescription: String { rawValue }

  /// The row whose cell request fails, and the call (which may change the model first).
  @MainActor func run(on view: any HeadlessListView, model: ListTestModel) throws(ListViewError) {
    switch self {
    case .reloadData: try view.tryPerform(.reloadData)
    case .batchInsert:
      try view.tryPerformBatchUpdates([.insertItems([IndexPath(item: 0, section: 0)])]) {
        model.sections[0].insert("new", at: 0)
      }
    case .implicitInsert:
      model.sections[0].insert("new", at: 0)
      try view.tryPerform(.update(.insertItems([IndexPath(item: 0, section: 0)])))
    case .batchReload: try view.tryPerformBatchUpdates([.reloadItems([IndexPath(item: 1, section: 0)])])
    case .reconfigure: try view.tryPerformBatchUpdates([.reconfigureItems([IndexPath(item: 1, section: 0)])])
    case .scroll: try view.tryPerform(.scroll(toRow: 3))
    case .scrollToRow: try view.tryPerform(.scrollToRow(IndexPath(item: 5, section: 0)))
    case .viewportHeight: try view.tryPerform(.setViewportHeight(5))
    }
  }

  /// The row whose cell the call asks for (and which fails).
  var failingRow: String {
    switch self {
    case .reloadData, .batchReload, .reconfigure: "b"
    case .batchInsert, .implicitInsert: "new"
    case .scroll: "e"
    case .scrollToRow: "f"
    case .viewportHeight: "d"
    }
  }
}

@MainActor
@Suite struct FailureAtomicViewTests {
  /// A loaded view of six rows, three visible, row 0.1 selected, cells waiting in the pool (scrolled away and back).
  private func fixture(_ kind: ListViewUnderTest) -> (any HeadlessListView, ListTestModel, ListTestDelegate) {
    let model = ListTestModel([["a", "b", "c", "d", "e", "f"], ["g"]])
    model.headers = ["Letters", "More"]
    let view = kind.makeView(model, viewportHeight: 3)
    let delegate = ListTestDelegate()
    view.listDelegate = delegate
    view.perform(.reloadData)
    view.perform(.scroll(toRow: 3))
    view.perform(.scroll(toRow: 0))
    view.perform(.selectRow(IndexPath(item: 1, section: 0)))
    return (view, model, delegate)
  }

  @Test(arguments: ListViewUnderTest.allCases, AtomicEntryPoint.allCases)
  func aCellFailureLeavesTheViewAsItWas(_ kind: ListViewUnderTest, _ entry: AtomicEntryPoint) {
    // A table accepts a cell it did not dequeue (docs/semantics.md §10): no failure to take back.
    for failure in ListTestFailure.allCases where !(kind == .table && failure == .notDequeued) {
      let (view, model, delegate) = fixture(kind)
      let before = ListViewFingerprint(view)
      let sections = model.sections
      model.failures = [entry.failingRow: failure]
      #expect(throws: ListViewError.self, "\(failure)") { try entry.run(on: view, model: model) }
      model.sections = sections
      #expect(ListViewFingerprint(view) == before, "\(failure)")
      #expect(view.invariantViolations() == [], "\(failure)")
      #expect(delegate.displayed == Set(view.visibleCells.map(ObjectIdentifier.init)), "\(failure)")
      // The data source fixed, the same call works.
      model.failures = [:]
      #expect(throws: Never.self, "\(failure)") { try entry.run(on: view, model: model) }
      #expect(view.rowIdentities == model.identities, "\(failure)")
      #expect(view.invariantViolations() == [], "\(failure)")
    }
  }

  @Test(arguments: ListViewUnderTest.allCases)
  func theFailureIsTheOneTheDataSourceMade(_ kind: ListViewUnderTest) {
    let (view, model, _) = fixture(kind)
    // A table accepts a cell it did not dequeue; an unregistered identifier fails both views.
    let failure: ListTestFailure = kind == .table ? .unregistered : .notDequeued
    model.failures = ["e": failure]
    #expect {
      try view.tryPerform(.scroll(toRow: 3))
    } throws: { error in
      (error as? ListViewError)?.failureMessage.rule == (kind == .table ? "unregistered" : "not-dequeued")
    }
  }

  @Test func aFailingUpdateOfACollectionViewsSupplementaryViewIsTakenBackToo() {
    let (view, model, _) = fixture(.collection)
    let collection = view as! HeadlessCollectionView
    let before = ListViewFingerprint(view)
    // A section inserted at the top needs a view of every kind; nothing is registered for this one.
    collection.supplementaryElementKinds.append("missing-kind")
    #expect(throws: ListViewError.self) {
      try view.tryPerformBatchUpdates([.insertSections([0])]) { model.sections.insert(["z"], at: 0) }
    }
    model.sections.removeFirst()
    collection.supplementaryElementKinds.removeLast()
    #expect(ListViewFingerprint(view) == before)
    #expect(view.invariantViolations() == [])
  }

  @Test(arguments: ListTestFailure.allCases)
  func aDiffableApplyAndAnExpandKeepTheDataSourceAsItWas(_ failure: ListTestFailure) throws {
    let view = HeadlessCollectionView(viewportHeight: 4)
    view.register(HeadlessCell.self, forCellWithReuseIdentifier: "cell")
    let failing = FailingItems()
    let dataSource = CollectionViewDiffableDataSource<String, String>(collectionView: view) { view, indexPath, item in
      guard failing.items.contains(item) else {
        let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.text = item
        return cell
      }
      switch failure {
      case .nilCell: return nil
      case .notDequeued: return HeadlessCell()
      case .unregistered: return try? view.tryDequeueReusableCell(withReuseIdentifier: "missing", for: indexPath)
      }
    }
    var tree = DiffableDataSourceSectionSnapshot<String>()
    tree.append(["Fruit", "Veg"])
    tree.append(["apple", "pear"], to: "Fruit")
    try dataSource.tryApply(tree, to: "main", animatingDifferences: false)
    let before = ListViewFingerprint(view)
    let snapshot = dataSource.snapshot()

    failing.items = ["pear"]
    #expect(throws: DataSourceError.self) { try dataSource.tryUserExpand("Fruit") }
    #expect(dataSource.snapshot() == snapshot)
    #expect(dataSource.snapshot(for: "main").isExpanded("Fruit") == false)
    #expect(ListViewFingerprint(view) == before)

    failing.items = ["Kiwi"]
    var next = snapshot
    next.appendItems(["Kiwi"], toSection: "main")
    #expect(throws: DataSourceError.self) { try dataSource.tryApply(next) }
    #expect(dataSource.snapshot() == snapshot)
    #expect(dataSource.snapshot(for: "main").items == tree.items)
    #expect(ListViewFingerprint(view) == before)
    #expect(view.invariantViolations() == [])

    failing.items = []
    try dataSource.tryUserExpand("Fruit")
    #expect(view.visibleCells.map(\.text) == ["Fruit", "apple", "pear", "Veg"])
  }
}

/// The items a test's cell provider fails for.
@MainActor
final class FailingItems {
  var items: Set<String> = []
}

// The headless collection view on its own: a batch as one `BatchUpdate` value, supplementary views for the sections
// in view, and a large batch. What it does alike with the table view is in ListViewBehaviourTests.

import Testing

@testable import ListKit

@MainActor
@Suite struct CollectionViewTests {
  @Test func batchUpdateConvenience() throws {
    let model = ListTestModel([["a", "b"], ["c"]])
    let view = makeView(model)
    let update = BatchUpdate(
      deletedSections: [1], insertedItems: [ip(0, 0)], movedItems: [.init(from: ip(0, 1), to: ip(0, 1))])
    try view.tryPerformBatchUpdates(update) { model.sections = [["n", "b", "a"]] }
    #expect(view.rowIdentities == [["n", "b", "a"]])  // b is moved to 1; a fills the remaining slot
  }

  @Test func supplementaryViewsForSectionsInView() {
    let model = ListTestModel([["a", "b"], ["c"], ["d", "e"]])
    let view = HeadlessCollectionView(viewportHeight: 2)
    view.register(HeadlessCell.self, forCellWithReuseIdentifier: "cell")
    view.register(HeadlessReusableView.self, forSupplementaryViewOfKind: "header", withReuseIdentifier: "title")
    view.supplementaryElementKinds = ["header"]
    view.dataSource = model
    view.reloadData()
    #expect(model.supplementaryRequests == [])  // asked at the layout pass, as the cells are
    view.layoutIfNeeded()
    #expect(model.supplementaryRequests == ["header 0"])
    view.scroll(toRow: 2)
    #expect(model.supplementaryRequests == ["header 0", "header 1", "header 2"])
    let header = view.supplementaryView(forElementKind: "header", at: ip(2, 0))!
    view.performBatchUpdates {
      model.sections.remove(at: 0)
      view.deleteSections([0])
    }
    #expect(view.supplementaryView(forElementKind: "header", at: ip(1, 0)) === header)
    view.checkInvariants()
  }

  @Test func tenThousandOperationsOnTenThousandRows() throws {
    let model = ListTestModel((0..<10).map { s in (0..<1000).map { "s\(s)i\($0)" } })
    let view = HeadlessCollectionView()
    view.register(HeadlessCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = model
    view.reloadData()
    var update = BatchUpdate()
    var final = model.sections
    for s in 0..<10 {
      for i in stride(from: 0, to: 1000, by: 2) { update.deletedItems.append(ip(s, i)) }
      final[s] = (0..<1000).map { i in i % 2 == 1 ? "n\(s)-\(i)" : model.sections[s][i + 1] }
      for i in stride(from: 1, to: 1000, by: 2) { update.insertedItems.append(ip(s, i)) }
    }
    // Speed is measured by the benchmark suite (apply-10k-half), not here.
    try view.tryPerformBatchUpdates(update) { model.sections = final }
    #expect(view.visibleCells.map(\.text) == Array(final[0].prefix(20)))
    #expect(view.numberOfRows == 10_000)
    view.checkInvariants()
  }
}

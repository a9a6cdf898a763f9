// The one list-view protocol, on both views: what it reads, each call as a value, batches of calls with the table's
// animation, and one error type worded as the view that failed.

import Testing

@testable import ListKit

@MainActor
@Suite struct HeadlessListViewTests {
  @Test(arguments: ListViewUnderTest.allCases)
  func readsWhatTheViewShows(_ kind: ListViewUnderTest) throws {
    let model = ListTestModel([["a", "b", "c"], ["d"]])
    model.headers = ["Letters", nil]
    model.footers = [nil, "End"]
    let view = kind.makeView(model, viewportHeight: 3)
    #expect(view.wording == (kind == .table ? .tableView : .collectionView))
    #expect(view.numberOfSections == 2)
    #expect(view.totalNumberOfRows == 4)
    #expect(try view.rowCount(inSection: 0) == 3)
    #expect(view.rowIdentities == model.identities)
    #expect(view.visibleIndexPaths == [ip(0, 0), ip(0, 1), ip(0, 2)])
    #expect(view.visibleCells.map(\.text) == ["a", "b", "c"])
    #expect(view.cell(at: ip(0, 1))?.text == "b")
    #expect(view.cell(at: ip(1, 0)) == nil)
    #expect(view.visibleRowRange == 0..<3)
    #expect(view.headerTitle(forSection: 0) == "Letters")
    #expect(view.footerTitle(forSection: 0) == nil)
    #expect(view.cellStatistics.first?.creations == 3)
    #expect(view.listDataSource === model)
    #expect(view.invariantViolations() == [])
  }

  @Test(arguments: ListViewUnderTest.allCases)
  func countOfAMissingSectionIsR17InTheViewsWords(_ kind: ListViewUnderTest) {
    let view = kind.makeView(ListTestModel([["a"]]))
    #expect {
      _ = try view.rowCount(inSection: 3)
    } throws: { error in
      let failure = error as! ListViewError
      return failure.rule == 17 && failure.wording == view.wording
        && failure.description.contains(kind == .table ? "rows in section" : "items in section")
    }
  }

  @Test(arguments: ListViewUnderTest.allCases)
  func callsAsValues(_ kind: ListViewUnderTest) throws {
    let model = ListTestModel([["a", "b", "c", "d", "e"]])
    let view = kind.makeView(model, viewportHeight: 2)
    let delegate = ListTestDelegate()
    view.listDelegate = delegate
    #expect(view.listDelegate === delegate)

    try view.tryPerform(.scroll(toRow: 2))
    #expect(view.contentOffset == 2)
    try view.tryPerform(.scrollToRow(ip(0, 0)))
    #expect(view.contentOffset == 0)
    try view.tryPerform(.setViewportHeight(3))
    #expect(view.viewportHeight == 3)
    #expect(view.visibleCells.map(\.text) == ["a", "b", "c"])

    try view.tryPerform(.selectRow(ip(0, 1)))
    #expect(view.selectedIndexPaths == [ip(0, 1)])
    try view.tryPerform(.deselectRow(ip(0, 1)))
    #expect(view.selectedIndexPaths == [])
    try view.tryPerform(.tapRow(ip(0, 2)))
    #expect(delegate.events == ["select 0-2"])

    model.sections[0].insert("new", at: 0)
    try view.tryPerform(.update(.insertItems([ip(0, 0)]), animation: .fade))
    #expect(view.rowIdentities == model.identities)
    #expect(view.selectedIndexPaths == [ip(0, 3)])
    if let table = view as? HeadlessTableView {
      #expect(table.lastBatchAnimations.map(\.animation) == [.fade])
    }

    model.sections[0].removeLast()
    try view.tryPerform(.reloadData)
    #expect(view.totalNumberOfRows == 5)
    #expect(view.selectedIndexPaths == [])
    if let table = view as? HeadlessTableView { #expect(table.lastBatchAnimations == []) }
    #expect(view.invariantViolations() == [])
  }

  @Test(arguments: ListViewUnderTest.allCases)
  func aBatchOfCallsWithTheTablesAnimation(_ kind: ListViewUnderTest) throws {
    let model = ListTestModel([["a", "b", "c"], ["d"]])
    let view = kind.makeView(model)
    try view.tryPerformBatchUpdates(
      [.deleteItems([ip(0, 0)]), .moveItem(ip(0, 2), to: ip(1, 0)), .insertSections([2])], animation: .left
    ) {
      model.sections = [["b"], ["c", "d"], []]
    }
    #expect(view.rowIdentities == model.identities)
    #expect(view.visibleCells.map(\.text) == ["b", "c", "d"])
    if let table = view as? HeadlessTableView {
      #expect(table.lastBatchAnimations.map(\.animation) == [.left, .left])
      #expect(table.lastBatchAnimations.map(\.operation) == [.deleteRows, .insertSections])
    }
    #expect(view.invariantViolations() == [])
  }

  @Test(arguments: ListViewUnderTest.allCases)
  func aRejectedBatchThrowsTheViewsErrorAndChangesNothing(_ kind: ListViewUnderTest) {
    let model = ListTestModel([["a", "b", "c"]])
    let view = kind.makeView(model)
    let before = (view.rowIdentities, view.visibleCells.map(ObjectIdentifier.init))
    #expect {
      try view.tryPerformBatchUpdates([.deleteItems([ip(0, 0)])]) {}
    } throws: { error in
      switch (kind, error as? ListViewError) {
      case (.collection, .collectionView(let error)?): error.rule == 15
      case (.table, .tableView(let error)?): error.rule == 15
      default: false
      }
    }
    #expect(view.rowIdentities == before.0)
    #expect(view.visibleCells.map(ObjectIdentifier.init) == before.1)
    #expect(view.invariantViolations() == [])
  }

  @Test(arguments: ListViewUnderTest.allCases)
  func trappingFormsAndInvalidIndexPaths(_ kind: ListViewUnderTest) {
    let view = kind.makeView(ListTestModel([["a"]]))
    view.perform(.selectRow(ip(0, 0)))
    #expect(view.selectedIndexPaths == [ip(0, 0)])
    #expect(throws: ListViewError.self) { try view.tryPerform(.scrollToRow(ip(0, 5))) }
    do {
      try view.tryPerform(.tapRow(ip(2, 0)))
    } catch {
      #expect(error.description.contains("tap \(kind == .table ? "row" : "item") at"))
    }
  }

  @Test(arguments: ListViewUnderTest.allCases)
  func dequeueThroughTheProtocolFailsForAnUnregisteredIdentifier(_ kind: ListViewUnderTest) {
    let model = ListTestModel([["a"]])
    model.reuseIdentifier = "missing"
    let view = kind.makeView(model, loaded: false)
    #expect {
      try view.tryPerform(.reloadData)
    } throws: { error in
      (error as? ListViewError)?.failureMessage.rule == "unregistered"
    }
  }
}

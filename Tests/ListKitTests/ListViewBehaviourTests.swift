// What both headless views do alike, each test run on the collection view and the table view through the one
// `HeadlessListView` protocol: valid batches reproduce the model (checked through row identities), cells are recycled,
// reconfigured and reloaded UIKit-style, the viewport realizes cells, selection follows rows, and misuse fails with
// each view's UIKit message. What one view alone does is in CollectionViewTests and TableViewTests.

import ListKitTestSupport
import Testing

@testable import ListKit

@MainActor
@Suite("Both views: batches, cells, viewport, selection")
struct ListViewBehaviourTests {
  /// Applies a batch that must succeed and checks identities, section count and invariants against the model.
  func expectValid(
    _ view: any HeadlessListView, _ model: ListTestModel, _ calls: [BatchCall],
    sourceLocation: SourceLocation = #_sourceLocation, updateModel: () -> Void
  ) {
    do {
      try view.tryPerformBatchUpdates(calls, updateModel: updateModel)
    } catch {
      Issue.record("unexpected error: \(error)", sourceLocation: sourceLocation)
    }
    #expect(view.rowIdentities == model.identities, sourceLocation: sourceLocation)
    #expect(view.numberOfSections == model.sections.count, sourceLocation: sourceLocation)
    #expect(view.invariantViolations() == [], sourceLocation: sourceLocation)
  }

  @Test(arguments: ListViewUnderTest.allCases)
  func insertsDeletesAndMovesWithinASection(_ kind: ListViewUnderTest) {
    let model = ListTestModel([["a", "b", "c", "d", "e"]])
    let view = kind.makeView(model)
    expectValid(
      view, model, [.deleteItems([ip(0, 1)]), .moveItem(ip(0, 4), to: ip(0, 1)), .insertItems([ip(0, 0), ip(0, 4)])]
    ) { model.sections[0] = ["x", "e", "a", "c", "y", "d"] }
  }

  @Test(arguments: ListViewUnderTest.allCases)
  func movesBetweenSectionsAndSectionMoves(_ kind: ListViewUnderTest) {
    let model = ListTestModel([["a", "b"], ["c", "d"], ["e"]])
    let view = kind.makeView(model)
    expectValid(
      view, model,
      [
        .moveSection(2, to: 0), .insertSections([3]), .moveItem(ip(0, 0), to: ip(2, 1)),
        .moveItem(ip(2, 0), to: ip(0, 0)), .deleteItems([ip(1, 0)]),
      ]
    ) { model.sections = [["e"], ["b"], ["d", "a"], ["n"]] }
  }

  @Test(arguments: ListViewUnderTest.allCases)
  func reloadsReadTheIdentityAgainAndKeepPositions(_ kind: ListViewUnderTest) {
    let model = ListTestModel([["a", "b", "c"], ["d"]])
    let view = kind.makeView(model)
    expectValid(view, model, [.reloadItems([ip(0, 1)]), .reloadSections([1]), .moveSection(0, to: 1)]) {
      model.sections = [["z"], ["a", "B", "c"]]
    }
  }

  @Test(arguments: ListViewUnderTest.allCases)
  func aWrongBatchProducesWrongIdentities(_ kind: ListViewUnderTest) throws {
    // Valid counts, wrong positions: the view believes the UIKit-style arrangement, not the model.
    let model = ListTestModel([["a", "b", "c"]])
    let view = kind.makeView(model)
    try view.tryPerformBatchUpdates([.moveItem(ip(0, 0), to: ip(0, 2))]) { model.sections[0] = ["c", "a", "b"] }
    #expect(view.rowIdentities == [["b", "c", "a"]])
    #expect(view.rowIdentities != model.identities)
  }

  @Test(arguments: ListViewUnderTest.allCases)
  func randomValidBatchesReproduceTheModel(_ kind: ListViewUnderTest) throws {
    var random = SplitMix64(seed: 7)
    for round in 0..<150 {
      var nextName = 0
      func name() -> String {
        nextName += 1
        return "r\(round)n\(nextName)"
      }
      let model = ListTestModel(
        (0..<Int(random.next() % 4 + 1)).map { _ in (0..<Int(random.next() % 7)).map { _ in name() } })
      let view = kind.makeView(model, viewportHeight: Int(random.next() % 6))
      try view.tryPerform(.scroll(toRow: Int(random.next() % 10)))
      let old = model.sections

      var final = old.map { _ in [String]() }
      var moved: [(IndexPath, String)] = []
      var deletes: [IndexPath] = []
      var reloads: [IndexPath] = []
      var inserted: [String] = []
      for (section, items) in old.enumerated() {
        for (item, value) in items.enumerated() {
          switch random.next() % 10 {
          case 0, 1: deletes.append(ip(section, item))
          case 2, 3: moved.append((ip(section, item), value))
          case 4:
            reloads.append(ip(section, item))
            final[section].append(value + "'")
          default: final[section].append(value)
          }
        }
      }
      for _ in 0..<Int(random.next() % 4) { inserted.append(name()) }
      for value in moved.map(\.1) + inserted {
        let section = Int(random.next() % UInt64(final.count))
        final[section].insert(value, at: Int(random.next() % UInt64(final[section].count + 1)))
      }
      func position(_ value: String) -> IndexPath {
        for (section, items) in final.enumerated() {
          if let item = items.firstIndex(of: value) { return ip(section, item) }
        }
        preconditionFailure("\(value) not placed")
      }

      let calls: [BatchCall] =
        [.deleteItems(deletes), .reloadItems(reloads), .insertItems(inserted.map(position))]
        + moved.map { .moveItem($0.0, to: position($0.1)) }
      expectValid(view, model, calls) { model.sections = final }
      for cell in view.visibleCells {
        #expect(cell.text == final[cell.indexPath!.section][cell.indexPath!.item])
      }
    }
  }

  @Test(arguments: ListViewUnderTest.allCases)
  func reusePoolAndCounters(_ kind: ListViewUnderTest) throws {
    let model = ListTestModel([(0..<10).map { "i\($0)" }])
    model.reuseIdentifier = "test"
    let view = kind.makeView(model, viewportHeight: 4)
    var stats = view.statistics(named: kind.testCellClass)
    #expect(stats.creations == 4 && stats.dequeues == 4 && stats.reuses == 0 && stats.configures == 4)
    try view.tryPerform(.scroll(toRow: 4))  // four rows leave, four enter: all recycled
    stats = view.statistics(named: kind.testCellClass)
    #expect(stats.creations == 4 && stats.dequeues == 8 && stats.reuses == 4 && stats.prepareForReuseCalls == 4)
    #expect(stats.configures == 8)
    #expect(view.visibleCells.map(\.text) == ["i4", "i5", "i6", "i7"])
    #expect(view.cellStatistics.map(\.className) == [kind.cellClass, kind.testCellClass])
    #expect(view.statistics(named: kind.cellClass).dequeues == 0)
    #expect(view.invariantViolations() == [])
  }

  @Test(
    "Scrolling recycles cells through the reuse pool: prepareForReuse runs, content stays stale until configured",
    arguments: ListViewUnderTest.allCases)
  func scrollingRecyclesCells(_ kind: ListViewUnderTest) throws {
    let model = ListTestModel([(0..<10).map { "r\($0)" }])
    model.reuseIdentifier = "test"
    let view = kind.makeView(model, viewportHeight: 3)
    #expect(view.visibleIndexPaths == [ip(0, 0), ip(0, 1), ip(0, 2)])
    let first = try #require(view.cell(at: ip(0, 0)))
    try view.tryPerform(.scroll(toRow: 5))
    #expect(view.visibleRowRange == 5..<8)
    #expect(view.visibleIndexPaths == [ip(0, 5), ip(0, 6), ip(0, 7)])
    #expect(first.prepareForReuseCount == 1)
    #expect(first.text?.hasPrefix("r") == true)
    let statistics = view.statistics(named: kind.testCellClass)
    #expect(statistics.creations == 3 && statistics.reuses == 3 && statistics.prepareForReuseCalls == 3)
    #expect(statistics.dequeues == statistics.creations + statistics.reuses)
    try view.tryPerform(.scrollToRow(ip(0, 9)))
    #expect(view.contentOffset == 7)
    try view.tryPerform(.scroll(toRow: 100))
    #expect(view.contentOffset == 7)
    #expect(throws: kind.error(.invalidIndexPath(operation: "scroll to", ip(1, 0)))) {
      try view.tryPerform(.scrollToRow(ip(1, 0)))
    }
    #expect(view.invariantViolations() == [])
  }

  @Test(arguments: ListViewUnderTest.allCases)
  func reconfigureKeepsTheCellAndSkipsPrepareForReuse(_ kind: ListViewUnderTest) throws {
    let model = ListTestModel([["a", "b"]])
    let view = kind.makeView(model)
    let cell = try #require(view.cell(at: ip(0, 1)))
    model.sections[0][1] = "B"
    #expect(cell.text == "b")  // stale until configured again
    try view.tryPerform(.update(.reconfigureItems([ip(0, 1)])))
    #expect(view.cell(at: ip(0, 1)) === cell)
    #expect(cell.text == "B")
    #expect(cell.prepareForReuseCount == 0)
    #expect(cell.configurationCount == 2)
    let stats = view.statistics(named: kind.cellClass)
    #expect(stats.dequeues == 2 && stats.reuses == 0 && stats.configures == 3)
    #expect(view.invariantViolations() == [])
  }

  @Test(arguments: ListViewUnderTest.allCases)
  func reconfigureOfARowWithoutACellDoesNothing(_ kind: ListViewUnderTest) throws {
    let model = ListTestModel([["a", "b", "c"]])
    let view = kind.makeView(model, viewportHeight: 1)
    let requests = model.cellRequests.count
    try view.tryPerform(.update(.reconfigureItems([ip(0, 2)])))
    #expect(model.cellRequests.count == requests)
  }

  @Test(arguments: ListViewUnderTest.allCases)
  func reloadSwapsTheCell(_ kind: ListViewUnderTest) throws {
    let model = ListTestModel([["a", "b"]])
    let view = kind.makeView(model)
    let old = try #require(view.cell(at: ip(0, 0)))
    try view.tryPerformBatchUpdates([.reloadItems([ip(0, 0)])]) { model.sections[0][0] = "A" }
    let new = try #require(view.cell(at: ip(0, 0)))
    #expect(new !== old)
    #expect(new.text == "A")
    #expect(old.indexPath == nil)  // back in the pool
    // The next dequeue recycles the old cell and calls prepareForReuse.
    try view.tryPerformBatchUpdates([.insertItems([ip(0, 2)])]) { model.sections[0].append("c") }
    #expect(view.cell(at: ip(0, 2)) === old)
    #expect(old.prepareForReuseCount == 1 && old.text == "c")
    #expect(view.invariantViolations() == [])
  }

  @Test(
    "A moved row keeps its cell and its stale content; reconfigure refreshes it in place, reload replaces it",
    arguments: ListViewUnderTest.allCases)
  func staleContentReloadAndReconfigure(_ kind: ListViewUnderTest) throws {
    let model = ListTestModel([["a", "b", "c"]])
    model.reuseIdentifier = "test"
    let view = kind.makeView(model)
    let cellA = try #require(view.cell(at: ip(0, 0)))
    // The model's text for "a" changes without telling the view: the cell is stale.
    try view.tryPerformBatchUpdates([.moveItem(ip(0, 0), to: ip(0, 2))]) { model.sections[0] = ["b", "c", "A!"] }
    #expect(view.cell(at: ip(0, 2)) === cellA)
    #expect(cellA.text == "a")

    // Reconfigure: the same cell, configured again, no prepareForReuse.
    let resetsBefore = cellA.prepareForReuseCount
    try view.tryPerform(.update(.reconfigureItems([ip(0, 2)])))
    #expect(view.cell(at: ip(0, 2)) === cellA)
    #expect(cellA.text == "A!")
    #expect(cellA.prepareForReuseCount == resetsBefore)
    if let table = view as? HeadlessTableView { #expect(table.lastBatchAnimations == []) }

    // Reload: a newly dequeued cell (a new one here: the old one goes to the pool after the update).
    try view.tryPerform(.update(.reloadItems([ip(0, 2)]), animation: .fade))
    #expect(view.cell(at: ip(0, 2)) !== cellA)
    #expect(cellA.indexPath == nil)
    if let table = view as? HeadlessTableView {
      #expect(table.lastBatchAnimations == [.init(.reloadRows, indexPaths: [ip(0, 2)], animation: .fade)])
    }
    #expect(view.invariantViolations() == [])
  }

  @Test(arguments: ListViewUnderTest.allCases)
  func viewportScrollingCreatesAndEnqueuesCells(_ kind: ListViewUnderTest) throws {
    let model = ListTestModel([["a", "b", "c"], [], ["d", "e", "f", "g"]])
    let view = kind.makeView(model, viewportHeight: 3)
    #expect(view.visibleIndexPaths == [ip(0, 0), ip(0, 1), ip(0, 2)])
    try view.tryPerform(.scrollToRow(ip(2, 1)))
    #expect(view.contentOffset == 2)
    #expect(view.visibleIndexPaths == [ip(0, 2), ip(2, 0), ip(2, 1)])
    #expect(view.cell(at: ip(0, 0)) == nil)
    try view.tryPerform(.scroll(toRow: 100))
    #expect(view.contentOffset == 4)
    #expect(view.visibleCells.map(\.text) == ["e", "f", "g"])
    try view.tryPerform(.scrollToRow(ip(0, 1)))
    #expect(view.contentOffset == 1)
    let invalid = kind.error(.invalidIndexPath(operation: "scroll to", ip(1, 0)))
    #expect(throws: invalid) { try view.tryPerform(.scrollToRow(ip(1, 0))) }
    #expect(invalid.description == "attempt to scroll to invalid index path: {length = 2, path = 1 - 0}")
    try view.tryPerform(.setViewportHeight(10))
    #expect(view.contentOffset == 0 && view.visibleCells.count == 7)
    #expect(view.invariantViolations() == [])
  }

  @Test(arguments: ListViewUnderTest.allCases)
  func deletionsClampTheOffset(_ kind: ListViewUnderTest) throws {
    let model = ListTestModel([(0..<6).map { "i\($0)" }])
    let view = kind.makeView(model, viewportHeight: 2)
    try view.tryPerform(.scroll(toRow: 4))
    try view.tryPerformBatchUpdates([.deleteItems([ip(0, 3), ip(0, 4), ip(0, 5)])]) {
      model.sections[0].removeLast(3)
    }
    #expect(view.contentOffset == 1)
    #expect(view.visibleCells.map(\.text) == ["i1", "i2"])
    #expect(view.invariantViolations() == [])
  }

  @Test(arguments: ListViewUnderTest.allCases)
  func selectionFollowsMovesAndIsDroppedOnDelete(_ kind: ListViewUnderTest) throws {
    let model = ListTestModel([["a", "b", "c"], ["d"]])
    let view = kind.makeView(model)
    view.allowsMultipleSelection = true
    try view.tryPerform(.selectRow(ip(0, 0)))
    try view.tryPerform(.selectRow(ip(0, 2)))
    try view.tryPerformBatchUpdates([.moveItem(ip(0, 0), to: ip(1, 0)), .deleteItems([ip(0, 2)])]) {
      model.sections = [["b"], ["a", "d"]]
    }
    #expect(view.selectedIndexPaths == [ip(1, 0)])
    #expect(view.cell(at: ip(1, 0))?.isSelected == true)
    #expect(view.cell(at: ip(0, 0))?.isSelected == false)
    #expect(view.invariantViolations() == [])
  }

  @Test("Selection follows inserted rows; taps tell the delegate", arguments: ListViewUnderTest.allCases)
  func selectionFollowsInsertsAndTaps(_ kind: ListViewUnderTest) throws {
    let model = ListTestModel([["a", "b", "c"]])
    let view = kind.makeView(model)
    let delegate = ListTestDelegate()
    view.listDelegate = delegate
    try view.tryPerform(.selectRow(ip(0, 1)))
    try view.tryPerformBatchUpdates([.insertItems([ip(0, 0)])]) { model.sections[0].insert("x", at: 0) }
    #expect(view.selectedIndexPaths == [ip(0, 2)])
    #expect(view.cell(at: ip(0, 2))?.isSelected == true)
    try view.tryPerform(.tapRow(ip(0, 0)))
    #expect(delegate.events == ["deselect 0-2", "select 0-0"])
    let operation = kind == .table ? "select row at" : "select item at"
    #expect(throws: kind.error(.invalidIndexPath(operation: operation, ip(0, 9)))) {
      try view.tryPerform(.selectRow(ip(0, 9)))
    }
    #expect(view.invariantViolations() == [])
  }

  @Test(arguments: ListViewUnderTest.allCases)
  func tapsTellTheDelegateProgrammaticSelectionDoesNot(_ kind: ListViewUnderTest) throws {
    let view = kind.makeView(ListTestModel([["a", "b"]]))
    let delegate = ListTestDelegate()
    view.listDelegate = delegate
    try view.tryPerform(.selectRow(ip(0, 0)))
    #expect(delegate.events.isEmpty)
    try view.tryPerform(.tapRow(ip(0, 1)))
    #expect(delegate.events == ["deselect 0-0", "select 0-1"])
    #expect(view.selectedIndexPaths == [ip(0, 1)])
    try view.tryPerform(.deselectRow(ip(0, 1)))
    #expect(view.selectedIndexPaths.isEmpty && delegate.events.count == 2)
  }

  @Test(
    "Cells are registered by class and reuse identifier; an unregistered identifier fails with UIKit's message",
    arguments: ListViewUnderTest.allCases)
  func registrationAndDequeue(_ kind: ListViewUnderTest) throws {
    let model = ListTestModel([["a", "b"]])
    model.reuseIdentifier = "test"
    let view = kind.makeView(model)
    #expect(view.visibleCells.allSatisfy { String(describing: type(of: $0)) == kind.testCellClass })
    #expect(view.statistics(named: kind.testCellClass).creations == 2)
    #expect(view.statistics(named: kind.cellClass).dequeues == 0)

    let unregistered = kind.error(
      .unregisteredReuseIdentifier(
        kind: kind == .table ? "UITableViewCell" : "UICollectionElementKindCell", identifier: "X"))
    #expect(throws: unregistered) { _ = try view.tryDequeueCell(withReuseIdentifier: "X", for: ip(0, 0)) }
    #expect(
      unregistered.description
        == (kind == .table
          ? "unable to dequeue a cell with identifier X - must register a nib or a class for the identifier or"
            + " connect a prototype cell in a storyboard"
          : "could not dequeue a view of kind: UICollectionElementKindCell with identifier X - must register a nib or"
            + " a class for the identifier or connect a prototype cell in a storyboard"))
  }

  @Test(arguments: ListViewUnderTest.allCases)
  func implicitSingleOperationBatches(_ kind: ListViewUnderTest) throws {
    let model = ListTestModel([["a"]])
    let view = kind.makeView(model)
    model.sections[0].append("b")
    try view.tryPerform(.update(.insertItems([ip(0, 1)])))
    #expect(view.rowIdentities == model.identities)
    model.sections.append(["c"])
    try view.tryPerform(.update(.insertSections([1])))
    #expect(view.numberOfSections == 2)
    // Outside a batch, an update whose counts do not add up throws, view untouched.
    let before = ListViewFingerprint(view)
    model.sections[0].append("x")
    #expect(throws: ListViewError.self) { try view.tryPerform(.update(.deleteItems([ip(0, 0)]))) }
    #expect(ListViewFingerprint(view) == before)
    #expect(view.invariantViolations() == [])
  }

  @Test(arguments: ListViewUnderTest.allCases)
  func reloadDataResetsAndCannotRunInsideABatch(_ kind: ListViewUnderTest) throws {
    let model = ListTestModel([["a", "b"]])
    let view = kind.makeView(model)
    try view.tryPerform(.selectRow(ip(0, 0)))
    let cell = try #require(view.cell(at: ip(0, 0)))
    model.sections = [["x"], ["y", "z"]]
    try view.tryPerform(.reloadData)
    #expect(try view.numberOfSections == 2 && view.rowCount(inSection: 1) == 2)
    #expect(view.selectedIndexPaths.isEmpty)
    #expect(view.rowIdentities == model.identities)
    #expect(view.visibleCells.map(\.text) == ["x", "y", "z"])
    #expect(view.visibleCells.contains { $0 === cell })  // recycled
    var inner: ListViewError?
    try? view.tryPerformBatchUpdates([]) {
      do { try view.tryPerform(.reloadData) } catch { inner = error as? ListViewError }
    }
    #expect(inner == kind.error(.reloadDataInsideBatchUpdates))
    var nested: ListViewError?
    try? view.tryPerformBatchUpdates([]) {
      do { try view.tryPerformBatchUpdates([]) {} } catch { nested = error as? ListViewError }
    }
    #expect(nested == kind.error(.nestedBatchUpdates))
    #expect(view.invariantViolations() == [])
  }

  @Test("A nil cell fails with the view's message", arguments: ListViewUnderTest.allCases)
  func nilCellIsReported(_ kind: ListViewUnderTest) {
    let model = ListTestModel([["a"]])
    model.returnsNilCell = true
    let view = kind.makeView(model, loaded: false)
    let expected = kind.error(.cellProviderReturnedNil(ip(0, 0)))
    #expect(throws: expected) { try view.tryPerform(.reloadData) }
    if kind == .table {
      #expect(
        expected.description
          == "UITableView dataSource returned a nil cell for row at index path: {length = 2, path = 0 - 0}")
    }
  }
}

// Behaviour of the headless collection view: valid batches reproduce the model (checked through row identities),
// cells are recycled, reconfigured and reloaded UIKit-style, the viewport realizes cells, selection follows items.

import ListKitTestSupport
import Testing

@testable import ListKit

@MainActor
@Suite struct CollectionViewTests {
  /// Applies a batch that must succeed and checks identities, visible texts and invariants against the model.
  func expectValid(
    _ view: HeadlessCollectionView, _ model: TestModel, sourceLocation: SourceLocation = #_sourceLocation,
    _ batch: () -> Void
  ) {
    do {
      try view.tryPerformBatchUpdates(batch)
    } catch {
      Issue.record("unexpected error: \(error)", sourceLocation: sourceLocation)
    }
    #expect(view.rowIdentities == model.identities, sourceLocation: sourceLocation)
    #expect(view.numberOfSections == model.sections.count, sourceLocation: sourceLocation)
    #expect(view.invariantViolations() == [], sourceLocation: sourceLocation)
  }

  @Test func insertsDeletesAndMovesWithinASection() {
    let model = TestModel([["a", "b", "c", "d", "e"]])
    let view = makeView(model)
    expectValid(view, model) {
      model.sections[0] = ["x", "e", "a", "c", "y", "d"]
      view.deleteItems(at: [ip(0, 1)])
      view.moveItem(at: ip(0, 4), to: ip(0, 1))
      view.insertItems(at: [ip(0, 0), ip(0, 4)])
    }
  }

  @Test func movesBetweenSectionsAndSectionMoves() {
    let model = TestModel([["a", "b"], ["c", "d"], ["e"]])
    let view = makeView(model)
    expectValid(view, model) {
      model.sections = [["e"], ["b"], ["d", "a"], ["n"]]
      view.moveSection(2, toSection: 0)
      view.insertSections([3])
      view.moveItem(at: ip(0, 0), to: ip(2, 1))
      view.moveItem(at: ip(2, 0), to: ip(0, 0))
      view.deleteItems(at: [ip(1, 0)])
    }
  }

  @Test func reloadsReadTheIdentityAgainAndKeepPositions() {
    let model = TestModel([["a", "b", "c"], ["d"]])
    let view = makeView(model)
    expectValid(view, model) {
      model.sections = [["z"], ["a", "B", "c"]]
      view.reloadItems(at: [ip(0, 1)])
      view.reloadSections([1])
      view.moveSection(0, toSection: 1)
    }
  }

  @Test func aWrongBatchProducesWrongIdentities() throws {
    // Valid counts, wrong positions: the view believes the UIKit-style arrangement, not the model.
    let model = TestModel([["a", "b", "c"]])
    let view = makeView(model)
    try view.tryPerformBatchUpdates {
      model.sections[0] = ["c", "a", "b"]
      view.moveItem(at: ip(0, 0), to: ip(0, 2))
    }
    #expect(view.rowIdentities == [["b", "c", "a"]])
    #expect(view.rowIdentities != model.identities)
  }

  @Test func randomValidBatchesReproduceTheModel() {
    var random = SplitMix64(seed: 7)
    for round in 0..<150 {
      var nextName = 0
      func name() -> String {
        nextName += 1
        return "r\(round)n\(nextName)"
      }
      let model = TestModel(
        (0..<Int(random.next() % 4 + 1)).map { _ in (0..<Int(random.next() % 7)).map { _ in name() } })
      let view = makeView(model, viewportHeight: Int(random.next() % 6))
      view.scroll(toRow: Int(random.next() % 10))
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

      expectValid(view, model) {
        model.sections = final
        view.deleteItems(at: deletes)
        view.reloadItems(at: reloads)
        view.insertItems(at: inserted.map(position))
        for (from, value) in moved { view.moveItem(at: from, to: position(value)) }
      }
      for cell in view.visibleCells {
        #expect(cell.text == final[cell.indexPath!.section][cell.indexPath!.item])
      }
    }
  }

  @Test func reusePoolAndCounters() {
    let model = TestModel([(0..<10).map { "i\($0)" }])
    model.reuseIdentifier = "test"
    let view = makeView(model, viewportHeight: 4)
    var stats = view.statistics(for: TestCell.self)
    #expect(stats.creations == 4 && stats.dequeues == 4 && stats.reuses == 0 && stats.configures == 4)
    view.scroll(toRow: 4)  // four rows leave, four enter: all recycled
    stats = view.statistics(for: TestCell.self)
    #expect(stats.creations == 4 && stats.dequeues == 8 && stats.reuses == 4 && stats.prepareForReuseCalls == 4)
    #expect(stats.configures == 8)
    #expect(view.visibleCells.map(\.text) == ["i4", "i5", "i6", "i7"])
    #expect(view.cellStatistics.map(\.className) == ["HeadlessCell", "TestCell"])
    #expect(view.statistics(for: HeadlessCell.self).dequeues == 0)
    view.checkInvariants()
  }

  @Test func reconfigureKeepsTheCellAndSkipsPrepareForReuse() {
    let model = TestModel([["a", "b"]])
    let view = makeView(model)
    let cell = view.cellForItem(at: ip(0, 1))!
    model.sections[0][1] = "B"
    #expect(cell.text == "b")  // stale until configured again
    view.reconfigureItems(at: [ip(0, 1)])
    #expect(view.cellForItem(at: ip(0, 1)) === cell)
    #expect(cell.text == "B")
    #expect(cell.prepareForReuseCount == 0)
    #expect(cell.configurationCount == 2)
    let stats = view.statistics(for: HeadlessCell.self)
    #expect(stats.dequeues == 2 && stats.reuses == 0 && stats.configures == 3)
    view.checkInvariants()
  }

  @Test func reconfigureOfARowWithoutACellDoesNothing() {
    let model = TestModel([["a", "b", "c"]])
    let view = makeView(model, viewportHeight: 1)
    let requests = model.cellRequests.count
    view.reconfigureItems(at: [ip(0, 2)])
    #expect(model.cellRequests.count == requests)
  }

  @Test func reloadSwapsTheCell() {
    let model = TestModel([["a", "b"]])
    let view = makeView(model)
    let old = view.cellForItem(at: ip(0, 0))!
    view.performBatchUpdates {
      model.sections[0][0] = "A"
      view.reloadItems(at: [ip(0, 0)])
    }
    let new = view.cellForItem(at: ip(0, 0))!
    #expect(new !== old)
    #expect(new.text == "A")
    #expect(old.indexPath == nil)  // back in the pool
    // The next dequeue recycles the old cell and calls prepareForReuse.
    view.performBatchUpdates {
      model.sections[0].append("c")
      view.insertItems(at: [ip(0, 2)])
    }
    #expect(view.cellForItem(at: ip(0, 2)) === old)
    #expect(old.prepareForReuseCount == 1 && old.text == "c")
    view.checkInvariants()
  }

  @Test func movedCellsKeepStaleText() {
    let model = TestModel([["a", "b"]])
    let view = makeView(model)
    let cell = view.cellForItem(at: ip(0, 0))!
    view.performBatchUpdates {
      model.sections[0] = ["b", "A"]  // moved and changed: a move does not refresh the cell
      view.moveItem(at: ip(0, 0), to: ip(0, 1))
    }
    #expect(view.cellForItem(at: ip(0, 1)) === cell)
    #expect(cell.text == "a")
    view.reconfigureItems(at: [ip(0, 1)])
    #expect(cell.text == "A")
  }

  @Test func viewportScrollingCreatesAndEnqueuesCells() {
    let model = TestModel([["a", "b", "c"], [], ["d", "e", "f", "g"]])
    let view = makeView(model, viewportHeight: 3)
    #expect(view.indexPathsForVisibleItems == [ip(0, 0), ip(0, 1), ip(0, 2)])
    view.scrollToItem(at: ip(2, 1))
    #expect(view.contentOffset == 2)
    #expect(view.indexPathsForVisibleItems == [ip(0, 2), ip(2, 0), ip(2, 1)])
    #expect(view.cellForItem(at: ip(0, 0)) == nil)
    view.scroll(toRow: 100)
    #expect(view.contentOffset == 4)
    #expect(view.visibleCells.map(\.text) == ["e", "f", "g"])
    view.scrollToItem(at: ip(0, 1))
    #expect(view.contentOffset == 1)
    #expect(throws: CollectionViewError.invalidIndexPath(operation: "scroll to", ip(1, 0))) {
      try view.tryScrollToItem(at: ip(1, 0))
    }
    #expect(
      CollectionViewError.invalidIndexPath(operation: "scroll to", ip(1, 0)).description
        == "attempt to scroll to invalid index path: {length = 2, path = 1 - 0}")
    view.viewportHeight = 10
    #expect(view.contentOffset == 0 && view.visibleCells.count == 7)
    view.checkInvariants()
  }

  @Test func deletionsClampTheOffset() {
    let model = TestModel([(0..<6).map { "i\($0)" }])
    let view = makeView(model, viewportHeight: 2)
    view.scroll(toRow: 4)
    view.performBatchUpdates {
      model.sections[0].removeLast(3)
      view.deleteItems(at: [ip(0, 3), ip(0, 4), ip(0, 5)])
    }
    #expect(view.contentOffset == 1)
    #expect(view.visibleCells.map(\.text) == ["i1", "i2"])
    view.checkInvariants()
  }

  @Test func selectionFollowsMovesAndIsDroppedOnDelete() {
    let model = TestModel([["a", "b", "c"], ["d"]])
    let view = makeView(model)
    view.allowsMultipleSelection = true
    view.selectItem(at: ip(0, 0))
    view.selectItem(at: ip(0, 2))
    view.performBatchUpdates {
      model.sections = [["b"], ["a", "d"]]
      view.moveItem(at: ip(0, 0), to: ip(1, 0))
      view.deleteItems(at: [ip(0, 2)])
    }
    #expect(view.indexPathsForSelectedItems == [ip(1, 0)])
    #expect(view.cellForItem(at: ip(1, 0))!.isSelected)
    #expect(!view.cellForItem(at: ip(0, 0))!.isSelected)
    view.checkInvariants()
  }

  @Test func tapsTellTheDelegateProgrammaticSelectionDoesNot() {
    let model = TestModel([["a", "b"]])
    let view = makeView(model)
    let delegate = TestDelegate()
    view.delegate = delegate
    view.selectItem(at: ip(0, 0))
    #expect(delegate.events.isEmpty)
    view.tapItem(at: ip(0, 1))
    #expect(delegate.events == ["deselect 0-0", "select 0-1"])
    #expect(view.indexPathsForSelectedItems == [ip(0, 1)])
    view.deselectItem(at: ip(0, 1))
    #expect(view.indexPathsForSelectedItems.isEmpty && delegate.events.count == 2)
  }

  @Test func unregisteredIdentifierFailsWithUIKitsMessage() {
    let view = HeadlessCollectionView()
    #expect(
      throws: CollectionViewError.unregisteredReuseIdentifier(kind: "UICollectionElementKindCell", identifier: "X")
    ) {
      try view.tryDequeueReusableCell(withReuseIdentifier: "X", for: ip(0, 0))
    }
    #expect(
      CollectionViewError.unregisteredReuseIdentifier(kind: "UICollectionElementKindCell", identifier: "X").description
        == "could not dequeue a view of kind: UICollectionElementKindCell with identifier X - must register a nib or a"
        + " class for the identifier or connect a prototype cell in a storyboard")
  }

  @Test func implicitSingleOperationBatches() throws {
    let model = TestModel([["a"]])
    let view = makeView(model)
    model.sections[0].append("b")
    try view.tryInsertItems(at: [ip(0, 1)])
    #expect(view.rowIdentities == model.identities)
    model.sections.append(["c"])
    try view.tryInsertSections([1])
    #expect(view.numberOfSections == 2)
    // Outside a batch, an update whose counts do not add up throws, view untouched.
    let before = ViewState(view)
    model.sections[0].append("x")
    #expect(throws: CollectionViewError.self) { try view.tryDeleteItems(at: [ip(0, 0)]) }
    #expect(ViewState(view) == before)
    view.checkInvariants()
  }

  @Test func batchUpdateConvenience() throws {
    let model = TestModel([["a", "b"], ["c"]])
    let view = makeView(model)
    let update = BatchUpdate(
      deletedSections: [1], insertedItems: [ip(0, 0)], movedItems: [.init(from: ip(0, 1), to: ip(0, 1))])
    try view.tryPerformBatchUpdates(update) { model.sections = [["n", "b", "a"]] }
    #expect(view.rowIdentities == [["n", "b", "a"]])  // b is moved to 1; a fills the remaining slot
  }

  @Test func reloadDataResetsAndCannotRunInsideABatch() {
    let model = TestModel([["a", "b"]])
    let view = makeView(model)
    view.selectItem(at: ip(0, 0))
    let cell = view.cellForItem(at: ip(0, 0))!
    model.sections = [["x"], ["y", "z"]]
    view.reloadData()
    #expect(view.numberOfSections == 2 && view.numberOfItems(inSection: 1) == 2)
    #expect(view.indexPathsForSelectedItems.isEmpty)
    #expect(view.rowIdentities == model.identities)
    #expect(view.visibleCells.map(\.text) == ["x", "y", "z"])
    #expect(view.visibleCells.contains { $0 === cell })  // recycled
    var inner: CollectionViewError?
    try? view.tryPerformBatchUpdates {
      do { try view.tryReloadData() } catch { inner = error as? CollectionViewError }
    }
    #expect(inner == .reloadDataInsideBatchUpdates)
    var nested: CollectionViewError?
    try? view.tryPerformBatchUpdates {
      do { try view.tryPerformBatchUpdates {} } catch { nested = error as? CollectionViewError }
    }
    #expect(nested == .nestedBatchUpdates)
    view.checkInvariants()
  }

  @Test func nilCellIsReported() {
    let model = TestModel([["a"]])
    let view = HeadlessCollectionView()
    view.register(HeadlessCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = model
    model.returnsNilCell = true
    #expect(throws: CollectionViewError.cellProviderReturnedNil(ip(0, 0))) { try view.tryReloadData() }
  }

  @Test func supplementaryViewsForSectionsInView() {
    let model = TestModel([["a", "b"], ["c"], ["d", "e"]])
    let view = HeadlessCollectionView(viewportHeight: 2)
    view.register(HeadlessCell.self, forCellWithReuseIdentifier: "cell")
    view.register(HeadlessReusableView.self, forSupplementaryViewOfKind: "header", withReuseIdentifier: "header")
    view.supplementaryElementKinds = ["header"]
    view.dataSource = model
    view.reloadData()
    #expect(model.headers == ["header 0"])
    view.scroll(toRow: 2)
    #expect(model.headers == ["header 0", "header 1", "header 2"])
    let header = view.supplementaryView(forElementKind: "header", at: ip(2, 0))!
    view.performBatchUpdates {
      model.sections.remove(at: 0)
      view.deleteSections([0])
    }
    #expect(view.supplementaryView(forElementKind: "header", at: ip(1, 0)) === header)
    view.checkInvariants()
  }

  @Test func tenThousandOperationsOnTenThousandRows() throws {
    let model = TestModel((0..<10).map { s in (0..<1000).map { "s\(s)i\($0)" } })
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

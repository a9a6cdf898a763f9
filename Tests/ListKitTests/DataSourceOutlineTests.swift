// Section snapshots through the data source (docs/semantics.md §2.3, §2.4): apply(_:to:), snapshot(for:), user
// expand/collapse with sectionSnapshotHandlers.

import Testing

@testable import ListKit

@Suite("DataSource: section snapshots and outline disclosure")
@MainActor
struct DataSourceOutlineTests {
  /// P (collapsed) → [c1 (collapsed) → [g1], c2]; Q.
  static let outline = tree(["P", "Q"], children: ["P": ["c1", "c2"], "c1": ["g1"]])

  @Test("The first apply of a section snapshot on a fresh data source is a reloadData of its visible items")
  func firstSectionApply() throws {
    let h = DataSourceHarness()
    let update = try h.dataSource.tryApply(Self.outline, to: "S")
    #expect(update.kind == .reloadData)
    #expect(h.rows == [["P", "Q"]])
    #expect(h.dataSource.snapshot(for: "S") == Self.outline)
    h.check()
  }

  @Test("A missing section is appended at the end")
  func appendsMissingSection() throws {
    let h = DataSourceHarness()
    try h.dataSource.tryApply(snap(("A", ["a"])))
    let update = try h.dataSource.tryApply(tree(["x", "y"]), to: "B")
    #expect(update.kind == .batchUpdates && update.batchUpdate.insertedSections == [1])
    #expect(h.dataSource.snapshot() == snap(("A", ["a"]), ("B", ["x", "y"])))
    h.check()
  }

  @Test("Visible items living in other sections are moved in")
  func movesItemsIn() throws {
    let h = DataSourceHarness()
    try h.dataSource.tryApply(snap(("A", ["a", "b"]), ("B", ["c"])))
    h.requests = []
    let update = try h.dataSource.tryApply(tree(["c", "a"]), to: "B")
    #expect(h.dataSource.snapshot() == snap(("A", ["b"]), ("B", ["c", "a"])))
    #expect(update.batchUpdate.movedItems.map(\.description) == ["0.0→1.1"])
    #expect(h.requests.isEmpty)
    h.check()
  }

  @Test("Collapsed items of the tree that are rows of other sections leave those sections; expanding shows them")
  func hiddenItemsLeaveOtherSections() throws {
    let h = DataSourceHarness()
    try h.dataSource.tryApply(snap(("A", ["x", "y"])))
    try h.dataSource.tryApply(tree(["P"], children: ["P": ["x"]]), to: "B")
    #expect(h.dataSource.snapshot() == snap(("A", ["y"]), ("B", ["P"])))
    #expect(h.dataSource.snapshot(for: "B").items == ["P", "x"])
    h.check()
    try h.dataSource.tryUserExpand("P")
    #expect(h.dataSource.snapshot() == snap(("A", ["y"]), ("B", ["P", "x"])))
    h.check()
  }

  @Test("Items of the applied tree leave other stored trees (an identifier lives in one place)")
  func otherTreesLoseClaimedItems() throws {
    let h = DataSourceHarness()
    try h.dataSource.tryApply(tree(["P"], children: ["P": ["h", "k"]]), to: "A")
    try h.dataSource.tryApply(tree(["R"], children: ["R": ["h"]]), to: "B")
    #expect(h.dataSource.snapshot(for: "A").items == ["P", "k"])
    #expect(h.dataSource.snapshot(for: "B").items == ["R", "h"])
    h.check()
  }

  @Test(
    "During apply(_:to:), user expand and a drag, the cell provider reads the new tree from snapshot(for:), as snapshot()"
  )
  func cellProviderSeesTheNewTree() throws {
    let view = HeadlessCollectionView(viewportHeight: 20)
    view.registerCells(["cell"])
    /// What the cell provider read, per cell.
    @MainActor final class Reads {
      var dataSource: StringDataSource?
      var seen: [(item: String, rows: [String], tree: [String], parent: String?)] = []
    }
    let reads = Reads()
    let dataSource = StringDataSource(collectionView: view) { view, indexPath, item in
      if let dataSource = reads.dataSource {
        let tree = dataSource.snapshot(for: "S")
        reads.seen.append((item, dataSource.snapshot().itemIdentifiers, tree.items, tree.parent(of: item)))
      }
      let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      cell.text = item
      return cell
    }
    reads.dataSource = dataSource
    try dataSource.tryApply(tree(["P", "Q"], children: ["P": ["c1"]]), to: "S")
    reads.seen = []

    // An apply of a section snapshot: the new child's cell sees the tree that holds it.
    let next = tree(["P", "Q"], children: ["P": ["c1", "c2"]], expanded: ["P"])
    try dataSource.tryApply(next, to: "S")
    #expect(reads.seen.map(\.item) == ["c1", "c2"])
    for call in reads.seen {
      #expect(call.rows == ["P", "c1", "c2", "Q"] && call.tree == next.items && call.parent == "P")
    }

    // A user's collapse and expand (the handlers' trees) and a drag (the transaction's final tree).
    try dataSource.tryUserCollapse("P")
    reads.seen = []
    try dataSource.tryUserExpand("P")
    #expect(reads.seen.map(\.item) == ["c1", "c2"] && reads.seen.allSatisfy { $0.parent == "P" })
    dataSource.reorderingHandlers.canReorderItem = { _ in true }
    reads.seen = []
    try dataSource.tryUserMoveItem(at: IndexPath(item: 3, section: 0), to: IndexPath(item: 2, section: 0))
    #expect(dataSource.snapshot().itemIdentifiers == ["P", "c1", "Q", "c2"])
    #expect(reads.seen.allSatisfy { $0.tree == dataSource.snapshot(for: "S").items })
    #expect(dataSource.snapshot(for: "S").parent(of: "Q") == "P")
    #expect(view.invariantViolations().isEmpty)
  }

  @Test("snapshot(for:): the stored tree; flat when none was applied; empty for an unknown section")
  func snapshotForSection() throws {
    let h = DataSourceHarness()
    try h.dataSource.tryApply(snap(("A", ["a", "b"]), ("E", [])))
    let flat = h.dataSource.snapshot(for: "A")
    #expect(flat.rootItems == ["a", "b"] && flat.items == ["a", "b"] && flat.expandedItems.isEmpty)
    #expect(h.dataSource.snapshot(for: "E").items.isEmpty)
    #expect(h.dataSource.snapshot(for: "nope").items.isEmpty)
    try h.dataSource.tryApply(Self.outline, to: "A")
    #expect(h.dataSource.snapshot(for: "A") == Self.outline)
    #expect(h.dataSource.snapshot(for: "A").visualDescription() == Self.outline.visualDescription())
    h.check()
  }

  @Test("User expand inserts the visible descendants only (collapsed grandchildren stay hidden)")
  func userExpand() throws {
    let h = DataSourceHarness()
    try h.dataSource.tryApply(Self.outline, to: "S")
    h.requests = []
    let update = try #require(try h.dataSource.tryUserExpand("P"))
    #expect(update.batchUpdate.insertedItems == [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
    #expect(update.batchUpdate.deletedItems.isEmpty && update.batchUpdate.movedItems.isEmpty)
    #expect(h.rows == [["P", "c1", "c2", "Q"]])
    #expect(h.requests == ["c1", "c2"])
    #expect(h.dataSource.snapshot(for: "S").isExpanded("P"))
    #expect(!h.dataSource.snapshot(for: "S").isVisible("g1"))
    #expect(try h.dataSource.tryUserExpand("P") == nil)  // already expanded
    h.check()
  }

  @Test("User collapse deletes all visible descendants; their expansion is kept for the next expand")
  func userCollapse() throws {
    let h = DataSourceHarness()
    try h.dataSource.tryApply(
      tree(["P", "Q"], children: ["P": ["c1", "c2"], "c1": ["g1"]], expanded: ["P", "c1"]), to: "S")
    #expect(h.rows == [["P", "c1", "g1", "c2", "Q"]])
    let update = try #require(try h.dataSource.tryUserCollapse("P"))
    #expect(update.batchUpdate.deletedItems.sorted() == [1, 2, 3].map { IndexPath(item: $0, section: 0) })
    #expect(h.rows == [["P", "Q"]])
    #expect(h.dataSource.snapshot(for: "S").isExpanded("c1"))
    #expect(try h.dataSource.tryUserCollapse("P") == nil)  // already collapsed
    try h.dataSource.tryUserExpand("P")
    #expect(h.rows == [["P", "c1", "g1", "c2", "Q"]])
    h.check()
  }

  @Test("shouldExpandItem / shouldCollapseItem false: nothing happens, no other handler is called")
  func shouldHandlersRefuse() throws {
    let h = DataSourceHarness()
    try h.dataSource.tryApply(tree(["P"], children: ["P": ["c"]], expanded: []), to: "S")
    var events: [String] = []
    h.dataSource.sectionSnapshotHandlers.shouldExpandItem = {
      events.append("should \($0)")
      return false
    }
    h.dataSource.sectionSnapshotHandlers.willExpandItem = { events.append("will \($0)") }
    h.dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = {
      events.append("children \($0)")
      return $1
    }
    #expect(try h.dataSource.tryUserExpand("P") == nil)
    #expect(events == ["should P"] && h.rows == [["P"]])
    h.dataSource.sectionSnapshotHandlers.shouldExpandItem = nil
    try h.dataSource.tryUserExpand("P")
    h.dataSource.sectionSnapshotHandlers.shouldCollapseItem = {
      events.append("should collapse \($0)")
      return false
    }
    h.dataSource.sectionSnapshotHandlers.willCollapseItem = { events.append("will collapse \($0)") }
    #expect(try h.dataSource.tryUserCollapse("P") == nil)
    #expect(events.suffix(1) == ["should collapse P"] && h.rows == [["P", "c"]])
    h.check()
  }

  @Test("willExpandItem and willCollapseItem are called before the change is applied")
  func willHandlersComeFirst() throws {
    let h = DataSourceHarness()
    try h.dataSource.tryApply(tree(["P"], children: ["P": ["c"]]), to: "S")
    var events: [String] = []
    let dataSource = h.dataSource
    dataSource.sectionSnapshotHandlers.shouldExpandItem = {
      events.append("should \($0)")
      return true
    }
    dataSource.sectionSnapshotHandlers.willExpandItem = {
      events.append("will \($0) rows \(dataSource.snapshot().itemIdentifiers)")
    }
    dataSource.sectionSnapshotHandlers.willCollapseItem = {
      events.append("will collapse \($0) rows \(dataSource.snapshot().itemIdentifiers)")
    }
    try dataSource.tryUserExpand("P")
    try dataSource.tryUserCollapse("P")
    #expect(events == ["should P", "will P rows [\"P\"]", "will collapse P rows [\"P\", \"c\"]"])
    h.check()
  }

  @Test("snapshotForExpandingParent supplies children lazily: called with the parent and its current children")
  func lazyChildren() throws {
    let h = DataSourceHarness()
    try h.dataSource.tryApply(tree(["P", "Q"]), to: "S")
    var calls: [(String, [String])] = []
    h.dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, children in
      calls.append((parent, children.items))
      var loaded = children
      loaded.append(["\(parent)\(children.items.count + 1)"])
      return loaded
    }
    try h.dataSource.tryUserExpand("P")
    #expect(h.rows == [["P", "P1", "Q"]])
    try h.dataSource.tryUserCollapse("P")
    try h.dataSource.tryUserExpand("P")
    #expect(h.rows == [["P", "P1", "P2", "Q"]])
    #expect(calls.map(\.0) == ["P", "P"] && calls.map(\.1) == [[], ["P1"]])
    #expect(h.dataSource.snapshot(for: "S").children(of: "P") == ["P1", "P2"])
    h.check()
  }

  @Test("Children that clash with the tree are refused with the section snapshot's error; nothing changes")
  func clashingChildren() throws {
    let h = DataSourceHarness()
    try h.dataSource.tryApply(tree(["P", "Q"]), to: "S")
    h.dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { _, _ in tree(["Q"]) }
    #expect(throws: DataSourceError.sectionSnapshot(.duplicateItems(["Q"]))) { try h.dataSource.tryUserExpand("P") }
    #expect(h.rows == [["P", "Q"]] && !h.dataSource.snapshot(for: "S").isExpanded("P"))
    h.check()
  }

  @Test("Only rows can be tapped: unknown and hidden items are itemNotFound")
  func tapNeedsARow() throws {
    let h = DataSourceHarness()
    try h.dataSource.tryApply(Self.outline, to: "S")
    #expect(throws: DataSourceError.itemNotFound("c1")) { try h.dataSource.tryUserExpand("c1") }
    #expect(throws: DataSourceError.itemNotFound("zz")) { try h.dataSource.tryUserCollapse("zz") }
    h.check()
  }

  @Test("Expanding an item of a section without a stored tree stores one")
  func expandInFlatSection() throws {
    let h = DataSourceHarness()
    try h.dataSource.tryApply(snap(("A", ["a", "b"])))
    h.dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { _, _ in tree(["a1", "a2"]) }
    try h.dataSource.tryUserExpand("a")
    #expect(h.rows == [["a", "a1", "a2", "b"]])
    #expect(h.dataSource.snapshot(for: "A").parent(of: "a2") == "a")
    h.check()
  }
}

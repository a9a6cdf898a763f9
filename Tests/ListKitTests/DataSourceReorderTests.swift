// Interactive reordering through the data source (docs/semantics.md §3.8): canReorderItem, the transaction, handler
// order.

import ListKitTestSupport
import Testing

@testable import ListKit

@Suite("DataSource: reordering")
@MainActor
struct DataSourceReorderTests {
  func harness() throws -> DataSourceHarness {
    let h = DataSourceHarness()
    try h.dataSource.tryApply(snap(("A", ["a", "b", "c"]), ("B", ["d", "e"])))
    return h
  }

  @Test("Without canReorderItem (or when it says no) nothing is reordered and no handler is called")
  func cannotReorder() throws {
    let h = try harness()
    var events: [String] = []
    h.dataSource.reorderingHandlers.willReorder = { _ in events.append("will") }
    h.dataSource.reorderingHandlers.didReorder = { _ in events.append("did") }
    #expect(
      try h.dataSource.tryUserMoveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0)) == nil)
    h.dataSource.reorderingHandlers.canReorderItem = { $0 != "a" }
    #expect(
      try h.dataSource.tryUserMoveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0)) == nil)
    #expect(events.isEmpty)
    #expect(h.dataSource.snapshot() == snap(("A", ["a", "b", "c"]), ("B", ["d", "e"])))
    h.check()
  }

  @Test(
    "A move within a section: the transaction's snapshots and differences describe it; the item ends at the destination"
  )
  func moveWithinSection() throws {
    let h = try harness()
    h.dataSource.reorderingHandlers.canReorderItem = { _ in true }
    let initial = h.dataSource.snapshot()
    let transaction = try #require(
      try h.dataSource.tryUserMoveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0)))
    #expect(h.dataSource.snapshot() == snap(("A", ["b", "c", "a"]), ("B", ["d", "e"])))
    #expect(transaction.initialSnapshot == initial)
    #expect(transaction.finalSnapshot == h.dataSource.snapshot())
    #expect(initial.itemIdentifiers.applying(transaction.difference) == transaction.finalSnapshot.itemIdentifiers)
    #expect(transaction.sectionTransactions.count == 1)
    let section = try #require(transaction.sectionTransactions.first)
    #expect(section.sectionIdentifier == "A")
    #expect(section.initialSnapshot.items == ["a", "b", "c"] && section.finalSnapshot.items == ["b", "c", "a"])
    #expect(section.initialSnapshot.items.applying(section.difference) == section.finalSnapshot.items)
    h.check()
  }

  @Test("A move to another section (also to its end): one section transaction per section")
  func moveAcrossSections() throws {
    let h = try harness()
    h.dataSource.reorderingHandlers.canReorderItem = { _ in true }
    let transaction = try #require(
      try h.dataSource.tryUserMoveItem(at: IndexPath(item: 1, section: 0), to: IndexPath(item: 2, section: 1)))
    #expect(h.dataSource.snapshot() == snap(("A", ["a", "c"]), ("B", ["d", "e", "b"])))
    #expect(
      transaction.initialSnapshot.itemIdentifiers.applying(transaction.difference)
        == transaction.finalSnapshot.itemIdentifiers)
    #expect(transaction.sectionTransactions.map(\.sectionIdentifier) == ["A", "B"])
    for section in transaction.sectionTransactions {
      #expect(section.initialSnapshot.items.applying(section.difference) == section.finalSnapshot.items)
      #expect(
        section.finalSnapshot.items == transaction.finalSnapshot.itemIdentifiers(inSection: section.sectionIdentifier))
    }
    try h.dataSource.tryUserMoveItem(at: IndexPath(item: 0, section: 1), to: IndexPath(item: 0, section: 0))
    #expect(h.dataSource.snapshot() == snap(("A", ["d", "a", "c"]), ("B", ["e", "b"])))
    h.check()
  }

  @Test("willReorder comes before the apply, didReorder after it")
  func handlerOrder() throws {
    let h = try harness()
    var events: [String] = []
    let dataSource = h.dataSource
    dataSource.reorderingHandlers.canReorderItem = {
      events.append("can \($0)")
      return true
    }
    dataSource.reorderingHandlers.willReorder = { transaction in
      events.append("will")
      #expect(dataSource.snapshot() == transaction.initialSnapshot)
    }
    dataSource.reorderingHandlers.didReorder = { transaction in
      events.append("did")
      #expect(dataSource.snapshot() == transaction.finalSnapshot)
    }
    try dataSource.tryUserMoveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0))
    #expect(events == ["can c", "will", "did"])
    h.check()
  }

  @Test("Out-of-range source or destination: indexPathOutOfRange, no handler, nothing changes")
  func outOfRange() throws {
    let h = try harness()
    var events: [String] = []
    h.dataSource.reorderingHandlers.canReorderItem = { _ in true }
    h.dataSource.reorderingHandlers.willReorder = { _ in events.append("will") }
    for (source, destination) in [
      (IndexPath(item: 3, section: 0), IndexPath(item: 0, section: 0)),
      (IndexPath(item: 0, section: 0), IndexPath(item: 3, section: 0)),  // past the end once the item is out
      (IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 2)),
      (IndexPath(item: 0, section: 0), IndexPath(item: -1, section: 1)),
    ] {
      let bad = source.item == 3 ? source : destination
      #expect(throws: DataSourceError.indexPathOutOfRange(bad)) {
        try h.dataSource.tryUserMoveItem(at: source, to: destination)
      }
    }
    #expect(events.isEmpty)
    #expect(h.dataSource.snapshot() == snap(("A", ["a", "b", "c"]), ("B", ["d", "e"])))
    h.check()
  }

  @Test("Moving an expanded parent collapses it first; its descendants travel hidden with it")
  func moveExpandedParent() throws {
    let h = DataSourceHarness()
    try h.dataSource.tryApply(tree(["P", "Q"], children: ["P": ["c1", "c2"]], expanded: ["P"]), to: "S")
    h.dataSource.reorderingHandlers.canReorderItem = { _ in true }
    let transaction = try #require(
      try h.dataSource.tryUserMoveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0)))
    #expect(h.rows == [["Q", "P"]])
    #expect(transaction.initialSnapshot.itemIdentifiers == ["P", "Q"])
    let stored = h.dataSource.snapshot(for: "S")
    #expect(stored.items == ["Q", "P", "c1", "c2"] && !stored.isExpanded("P"))
    #expect(transaction.sectionTransactions.first?.finalSnapshot == stored)
    try h.dataSource.tryUserExpand("P")
    #expect(h.rows == [["Q", "P", "c1", "c2"]])
    // Past the end of the collapsed rows: refused before anything changes (P stays expanded).
    #expect(throws: DataSourceError.indexPathOutOfRange(IndexPath(item: 2, section: 0))) {
      try h.dataSource.tryUserMoveItem(at: IndexPath(item: 1, section: 0), to: IndexPath(item: 2, section: 0))
    }
    #expect(h.rows == [["Q", "P", "c1", "c2"]])
    h.check()
  }

  // MARK: Drops in an outline

  /// `[docs, src ▾ [main, util], README]` in section "S", every item reorderable.
  func folder() throws -> DataSourceHarness {
    let h = DataSourceHarness()
    try h.dataSource.tryApply(
      tree(["docs", "src", "README"], children: ["src": ["main", "util"]], expanded: ["src"]), to: "S")
    h.dataSource.reorderingHandlers.canReorderItem = { _ in true }
    return h
  }

  /// Each item's parent in a tree.
  func parents(_ tree: StringTree) -> [String: String?] {
    Dictionary(uniqueKeysWithValues: tree.items.map { ($0, tree.parent(of: $0)) })
  }

  @Test("A drop between two children of an expanded parent lands in that parent; no other item changes parent")
  func dropBetweenChildren() throws {
    let h = try folder()
    let transaction = try #require(
      try h.dataSource.tryUserMoveItem(at: IndexPath(item: 4, section: 0), to: IndexPath(item: 3, section: 0)))
    #expect(h.rows == [["docs", "src", "main", "README", "util"]])
    let stored = h.dataSource.snapshot(for: "S")
    #expect(stored.parent(of: "util") == "src" && stored.parent(of: "main") == "src")
    #expect(stored.parent(of: "README") == "src")
    #expect(stored.rootItems == ["docs", "src"] && stored.isExpanded("src"))
    #expect(transaction.sectionTransactions.first?.finalSnapshot == stored)
    h.check()
  }

  @Test("A drop right below an expanded parent is its first child; right below a collapsed one, its next sibling")
  func dropBelowParent() throws {
    let h = try folder()
    try h.dataSource.tryUserMoveItem(at: IndexPath(item: 4, section: 0), to: IndexPath(item: 2, section: 0))
    var stored = h.dataSource.snapshot(for: "S")
    #expect(stored.items == ["docs", "src", "README", "main", "util"])
    #expect(stored.snapshot(of: "src", includingParent: false).items == ["README", "main", "util"])

    try h.dataSource.tryUserCollapse("src")
    // Rows now: docs, src (collapsed). docs dropped below it becomes its next sibling, not a hidden child.
    try h.dataSource.tryUserMoveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0))
    stored = h.dataSource.snapshot(for: "S")
    #expect(h.rows == [["src", "docs"]])
    #expect(stored.rootItems == ["src", "docs"] && stored.parent(of: "util") == "src")
    h.check()
  }

  @Test("A child dragged out to the roots leaves its parent; its siblings and the other roots stay where they were")
  func dragChildOut() throws {
    let h = try folder()
    try h.dataSource.tryUserMoveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0))
    let stored = h.dataSource.snapshot(for: "S")
    #expect(h.rows == [["main", "docs", "src", "util", "README"]])
    #expect(stored.rootItems == ["main", "docs", "src", "README"])
    #expect(stored.snapshot(of: "src", includingParent: false).items == ["util"])
    h.check()
  }

  @Test("A drop below the last child of an expanded parent stays in that parent, after the child")
  func dropAfterLastChild() throws {
    let h = try folder()
    try h.dataSource.tryUserMoveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 0))
    let stored = h.dataSource.snapshot(for: "S")
    #expect(h.rows == [["src", "main", "util", "docs", "README"]])
    #expect(stored.snapshot(of: "src", includingParent: false).items == ["main", "util", "docs"])
    #expect(stored.parent(of: "README") == nil)
    h.check()
  }

  @Test("Random drops in random outlines: only the moved item may change parent, and it takes the drop's place")
  func randomDropsKeepTheTree() throws {
    var rng = SplitMix64(seed: 37_2)
    var changedParent = 0
    for round in 0..<100 {
      let h = DataSourceHarness(viewportHeight: 60)
      // A random tree of up to 14 items, three levels deep, some parents expanded.
      var outline = StringTree()
      var items: [String] = []
      for index in 0..<Int.random(in: 2...14, using: &rng) {
        let item = "i\(index)"
        let parent = items.isEmpty || Bool.random(using: &rng) ? nil : items.randomElement(using: &rng)
        if let parent, outline.level(of: parent) >= 2 {
          outline.append([item])
        } else {
          outline.append([item], to: parent)
        }
        items.append(item)
      }
      outline.expand(items.filter { _ in Int.random(in: 0..<3, using: &rng) > 0 })
      try h.dataSource.tryApply(outline, to: "S")
      h.dataSource.reorderingHandlers.canReorderItem = { _ in true }
      // What the drag starts from: the moved item collapsed, as the data source collapses it.
      let rows = h.dataSource.snapshot().itemIdentifiers
      let source = Int.random(in: 0..<rows.count, using: &rng)
      let moved = rows[source]
      var start = h.dataSource.snapshot(for: "S")
      start.collapse([moved])
      let remaining = start.visibleItems.count - 1
      let destination = Int.random(in: 0...remaining, using: &rng)
      try h.dataSource.tryUserMoveItem(
        at: IndexPath(item: source, section: 0), to: IndexPath(item: destination, section: 0))

      let after = h.dataSource.snapshot(for: "S")
      let (old, new) = (parents(start), parents(after))
      #expect(Set(after.items) == Set(start.items), "round \(round)")
      for item in start.items where item != moved {
        #expect(new[item] == old[item], "round \(round): \(item) moved from \(old[item]!) to \(new[item]!)")
      }
      #expect(after.visibleItems == h.dataSource.snapshot().itemIdentifiers, "round \(round)")
      #expect(after.visibleItems.firstIndex(of: moved) == destination, "round \(round)")
      // The moved item's parent: the row above it at its level, or that row itself when it is an expanded parent
      // whose child is the row below; dropped back where it was, it keeps its parent (nothing changed).
      let visible = after.visibleItems
      let expected: String?
      if destination == source {
        expected = start.parent(of: moved)
      } else if destination == 0 {
        expected = nil
      } else {
        let above = visible[destination - 1]
        let below = destination + 1 < visible.count ? visible[destination + 1] : nil
        expected = below.flatMap { after.parent(of: $0) } == above ? above : after.parent(of: above)
      }
      #expect(after.parent(of: moved) == expected, "round \(round): \(moved) to \(destination)")
      if old[moved]! != new[moved]! { changedParent += 1 }
      h.check()
    }
    // The generator is not vacuous: drops did move items between parents.
    #expect(changedParent > 10)
  }
}

// Interactive reordering through the data source (docs/semantics.md §3.8): canReorderItem, the transaction, handler
// order.

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
}

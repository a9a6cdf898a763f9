// Rebasing stored section snapshots on full applies (docs/semantics.md §2.3): the tree and its expansion are kept,
// removed items are dropped, new items are placed after the preceding visible item at its level, a removed section
// loses its tree — by example and by a seeded randomized run.

import ListKitTestSupport
import Testing

@testable import ListKit

@Suite("DataSource: rebasing stored section snapshots")
@MainActor
struct DataSourceRebaseTests {
  /// P (expanded) → [c1 (collapsed) → [g1], c2]; Q (collapsed) → [q1].
  func harness() throws -> DataSourceHarness {
    let h = DataSourceHarness()
    try h.dataSource.tryApply(
      tree(["P", "Q"], children: ["P": ["c1", "c2"], "c1": ["g1"], "Q": ["q1"]], expanded: ["P"]), to: "S")
    #expect(h.rows == [["P", "c1", "c2", "Q"]])
    return h
  }

  /// Applies `rows` as the items of section S (other sections as they are) and returns S's stored tree.
  func applyRows(_ h: DataSourceHarness, _ rows: [String]) throws -> StringTree {
    var next = h.dataSource.snapshot()
    next.deleteItems(next.itemIdentifiers(inSection: "S"))
    try next.tryAppendItems(rows, toSection: "S")
    try h.dataSource.tryApply(next)
    h.check()
    return h.dataSource.snapshot(for: "S")
  }

  @Test("Expansion and hidden children survive a full apply that does not touch the section")
  func treeKept() throws {
    let h = try harness()
    let stored = h.dataSource.snapshot(for: "S")
    var next = h.dataSource.snapshot()
    next.appendSections(["B"])
    next.appendItems(["b"], toSection: "B")
    try h.dataSource.tryApply(next)
    #expect(h.dataSource.snapshot(for: "S") == stored)
    try h.dataSource.tryApplySnapshotUsingReloadData(next)
    #expect(h.dataSource.snapshot(for: "S") == stored)
    h.check()
  }

  @Test("Removed items are dropped with their hidden descendants")
  func removedDropped() throws {
    let h = try harness()
    let stored = try applyRows(h, ["P", "c2", "Q"])
    #expect(stored.items == ["P", "c2", "Q", "q1"])
    #expect(stored.isExpanded("P") && stored.parent(of: "c2") == "P")
    #expect(try applyRows(h, ["P", "c2"]).items == ["P", "c2"])
  }

  @Test("A new item after an expanded parent's last child becomes that child's sibling")
  func newAfterLastChild() throws {
    let h = try harness()
    let stored = try applyRows(h, ["P", "c1", "c2", "X", "Q"])
    #expect(stored.items == ["P", "c1", "g1", "c2", "X", "Q", "q1"])
    #expect(stored.parent(of: "X") == "P" && stored.level(of: "X") == 1)
  }

  @Test("A new item after a collapsed item goes after its hidden descendants, at its level")
  func newAfterCollapsed() throws {
    let h = try harness()
    var stored = try applyRows(h, ["P", "c1", "X", "c2", "Q"])
    #expect(stored.items == ["P", "c1", "g1", "X", "c2", "Q", "q1"])
    #expect(stored.parent(of: "X") == "P")
    stored = try applyRows(h, ["P", "c1", "X", "c2", "Q", "Y"])
    #expect(stored.items == ["P", "c1", "g1", "X", "c2", "Q", "q1", "Y"])
    #expect(stored.parent(of: "Y") == nil && !stored.isExpanded("Y"))
  }

  @Test("A new first row is a root; a new row between a parent and its first child becomes the first child")
  func newFirstAndFirstChild() throws {
    let h = try harness()
    var stored = try applyRows(h, ["X", "P", "c1", "c2", "Q"])
    #expect(stored.rootItems == ["X", "P", "Q"])
    stored = try applyRows(h, ["X", "P", "Y", "Z", "c1", "c2", "Q"])
    #expect(stored.children(of: "P") == ["Y", "Z", "c1", "c2"])
  }

  @Test("A removed section loses its tree; re-added, it is flat")
  func removedSectionLosesTree() throws {
    let h = try harness()
    var next = h.dataSource.snapshot()
    next.deleteSections(["S"])
    next.appendSections(["B"])
    next.appendItems(["b"])
    try h.dataSource.tryApply(next)
    #expect(h.dataSource.snapshot(for: "S").items.isEmpty)
    next.appendSections(["S"])
    next.appendItems(["P", "c1"], toSection: "S")
    try h.dataSource.tryApply(next)
    let flat = h.dataSource.snapshot(for: "S")
    #expect(flat.items == ["P", "c1"] && flat.rootItems == ["P", "c1"] && flat.expandedItems.isEmpty)
    h.check()
  }

  @Test("A hidden item that becomes a row (here or in another section) leaves its hidden place")
  func hiddenItemBecomesRow() throws {
    let h = try harness()
    var stored = try applyRows(h, ["P", "c1", "c2", "g1", "Q"])
    #expect(stored.items == ["P", "c1", "c2", "g1", "Q", "q1"] && stored.parent(of: "g1") == "P")
    var next = h.dataSource.snapshot()
    next.appendSections(["B"])
    next.appendItems(["q1"], toSection: "B")
    try h.dataSource.tryApply(next)
    stored = h.dataSource.snapshot(for: "S")
    #expect(!stored.contains("q1") && stored.contains("Q"))
    h.check()
  }

  @Test("Reordered rows: visible order follows the rows; items keep their parent where it is still above them")
  func reorderedRows() throws {
    let h = try harness()
    var stored = try applyRows(h, ["P", "c2", "c1", "Q"])
    #expect(stored.items == ["P", "c2", "c1", "g1", "Q", "q1"] && stored.parent(of: "c1") == "P")
    stored = try applyRows(h, ["Q", "P", "c2", "c1"])
    #expect(stored.items == ["Q", "q1", "P", "c2", "c1", "g1"] && stored.isExpanded("P"))
    stored = try applyRows(h, ["c1", "Q", "P", "c2"])
    #expect(stored.items == ["c1", "g1", "Q", "q1", "P", "c2"] && stored.parent(of: "c1") == nil)
  }

  @Test("Seeded random full applies, expands, collapses and tree applies keep every stored tree consistent")
  func randomized() throws {
    for seed in UInt64(1)...120 {
      var rng = SplitMix64(seed: seed)
      let h = DataSourceHarness(viewportHeight: 6)
      var fresh = 0
      func newItem() -> String {
        fresh += 1
        return "n\(fresh)"
      }
      // A random forest of 14 items, randomly expanded, in section S; a flat section O.
      var forest = StringTree()
      for index in 0..<14 {
        let item = "t\(index)"
        if let parent = forest.items.randomElement(using: &rng), Int.random(in: 0..<3, using: &rng) > 0 {
          forest.append([item], to: parent)
        } else {
          forest.append([item])
        }
      }
      forest.expand(forest.items.filter { _ in Bool.random(using: &rng) })
      try h.dataSource.tryApply(snap(("O", ["o1", "o2", "o3"])))
      try h.dataSource.tryApply(forest, to: "S")
      h.check()

      for step in 0..<25 {
        let before = h.dataSource.snapshot(for: "S")
        let beforeVisible = Set(before.visibleItems)
        var rows = h.dataSource.snapshot().itemIdentifiers(inSection: "S")
        var moved = false
        var toggled: String?
        switch Int.random(in: 0..<6, using: &rng) {
        case 0, 1:  // deletes and inserts (new items, hidden items, rows of O)
          rows.removeAll { _ in Int.random(in: 0..<6, using: &rng) == 0 }
          for _ in 0..<Int.random(in: 0...2, using: &rng) {
            var candidates = [newItem()]
            if let hidden = before.items.filter({ !beforeVisible.contains($0) }).randomElement(using: &rng) {
              candidates.append(hidden)
            }
            if let other = h.dataSource.snapshot().itemIdentifiers(inSection: "O").randomElement(using: &rng) {
              candidates.append(other)
            }
            let item = candidates.randomElement(using: &rng)!
            if !rows.contains(item) { rows.insert(item, at: Int.random(in: 0...rows.count, using: &rng)) }
          }
          _ = try applyRows(h, rows)
        case 2:  // a move
          if rows.count > 1 {
            let item = rows.remove(at: Int.random(in: 0..<rows.count, using: &rng))
            rows.insert(item, at: Int.random(in: 0...rows.count, using: &rng))
            moved = true
            _ = try applyRows(h, rows)
          }
        case 3, 4:  // a disclosure tap
          if let item = rows.randomElement(using: &rng) {
            toggled = item
            if before.isExpanded(item) {
              try h.dataSource.tryUserCollapse(item)
            } else {
              try h.dataSource.tryUserExpand(item)
            }
          }
        default:  // a tree for O that claims one of S's hidden items
          var other = StringTree()
          other.append(h.dataSource.snapshot().itemIdentifiers(inSection: "O") + [newItem()])
          if let hidden = before.items.filter({ !beforeVisible.contains($0) }).randomElement(using: &rng),
            let parent = other.items.first
          {
            other.append([hidden], to: parent)
          }
          try h.dataSource.tryApply(other, to: "O")
        }
        h.check()

        // Kept items keep their expansion; hidden items that stay hidden keep their parent; without moves, a
        // visible item whose parent is still a row keeps it.
        let after = h.dataSource.snapshot(for: "S")
        let afterVisible = Set(after.visibleItems)
        for item in after.items where before.contains(item) && item != toggled {
          let wasVisible = beforeVisible.contains(item)
          let isVisible = afterVisible.contains(item)
          let context = "seed \(seed) step \(step) item \(item)"
          if wasVisible == isVisible || (wasVisible && !isVisible) {
            #expect(after.isExpanded(item) == before.isExpanded(item), "\(context)")
          }
          if !wasVisible && !isVisible {
            #expect(after.parent(of: item) == before.parent(of: item), "\(context)")
          }
          if !moved, wasVisible, isVisible, let parent = before.parent(of: item), afterVisible.contains(parent) {
            #expect(after.parent(of: item) == parent, "\(context)")
          }
        }
      }
    }
  }
}

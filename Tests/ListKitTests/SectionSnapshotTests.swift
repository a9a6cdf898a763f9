// DiffableDataSourceSectionSnapshot: tree building, queries, expansion and every failure (docs/semantics.md §2, §5.3,
// §8.2–§8.3).

import ListKitTestSupport
import Testing

@testable import ListKit

typealias TestOutline = DiffableDataSourceSectionSnapshot<String>

/// Fruit(Apple(Gala, Fuji), Pear), Veg(Leek), Nuts — all collapsed.
func makeOutline() -> TestOutline {
  var outline = TestOutline()
  outline.append(["Fruit", "Veg", "Nuts"])
  outline.append(["Apple", "Pear"], to: "Fruit")
  outline.append(["Gala", "Fuji"], to: "Apple")
  outline.append(["Leek"], to: "Veg")
  outline.checkInvariants()
  return outline
}

/// Expects `operation` on a copy to throw exactly `expected` and leave the copy untouched and consistent.
func expectFailure(
  _ outline: TestOutline, _ expected: SectionSnapshotError, sourceLocation: SourceLocation = #_sourceLocation,
  _ operation: (inout TestOutline) throws(SectionSnapshotError) -> Void
) {
  var copy = outline
  #expect(throws: expected, sourceLocation: sourceLocation) { try operation(&copy) }
  #expect(copy == outline, sourceLocation: sourceLocation)
  #expect(copy.visualDescription() == outline.visualDescription(), sourceLocation: sourceLocation)
  #expect(copy.invariantViolations() == [], sourceLocation: sourceLocation)
}

@Suite struct SectionSnapshotTests {
  @Test func appendBuildsAPreOrderTree() {
    let outline = makeOutline()
    #expect(outline.items == ["Fruit", "Apple", "Gala", "Fuji", "Pear", "Veg", "Leek", "Nuts"])
    #expect(outline.rootItems == ["Fruit", "Veg", "Nuts"])
    #expect(outline.level(of: "Gala") == 2)
    #expect(outline.parent(of: "Fuji") == "Apple")
    #expect(outline.parent(of: "Veg") == nil)
    #expect(outline.children(of: "Fruit") == ["Apple", "Pear"])
    #expect(outline.index(of: "Pear") == 4)
    #expect(outline.index(of: "Kiwi") == nil)
    #expect(outline.contains("Leek") && !outline.contains("Kiwi"))
    var empty = TestOutline()
    empty.append([])
    #expect(empty.items.isEmpty && empty == TestOutline())
    empty.checkInvariants()
  }

  @Test func appendFailures() {
    // ListKit bug rows: duplicates were inserted; an unknown parent left dangling maps.
    let outline = makeOutline()
    expectFailure(outline, .duplicateItems(["Pear"])) { o throws(SectionSnapshotError) in
      try o.tryAppend(["Kiwi", "Pear"])
    }
    expectFailure(outline, .duplicateItems(["Kiwi"])) { o throws(SectionSnapshotError) in
      try o.tryAppend(["Kiwi", "Kiwi"], to: "Veg")
    }
    expectFailure(outline, .parentNotFound("Meat")) { o throws(SectionSnapshotError) in
      try o.tryAppend(["Kiwi"], to: "Meat")
    }
    #expect(
      SectionSnapshotError.duplicateItems(["a"]).description
        == "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(a)}")
    #expect(
      SectionSnapshotError.parentNotFound("Meat").description
        == "Parent item identifier does not exist in section snapshot: Meat")
  }

  @Test func insertBeforeMakesSiblingsAndInsertAfterSkipsTheSubtree() throws {
    var outline = makeOutline()
    try outline.tryInsert(["Kiwi"], before: "Pear")
    outline.insert(["Plum", "Date"], after: "Apple")  // after Apple's children Gala, Fuji
    outline.insert(["Corn"], after: "Veg")
    outline.insert(["Root"], before: "Fruit")
    #expect(
      outline.items == [
        "Root", "Fruit", "Apple", "Gala", "Fuji", "Plum", "Date", "Kiwi", "Pear", "Veg", "Leek", "Corn", "Nuts",
      ])
    #expect(outline.parent(of: "Plum") == "Fruit")
    #expect(outline.level(of: "Kiwi") == 1)
    #expect(outline.parent(of: "Corn") == nil)
    #expect(outline.rootItems == ["Root", "Fruit", "Veg", "Corn", "Nuts"])
    outline.checkInvariants()
  }

  @Test func insertFailures() {
    // ListKit bug row: insert relative to an unknown item was a no-op.
    let outline = makeOutline()
    expectFailure(outline, .insertBeforeItemNotFound("Meat")) { o throws(SectionSnapshotError) in
      try o.tryInsert(["Kiwi"], before: "Meat")
    }
    expectFailure(outline, .insertAfterItemNotFound("Meat")) { o throws(SectionSnapshotError) in
      try o.tryInsert(["Kiwi"], after: "Meat")
    }
    expectFailure(outline, .duplicateItems(["Pear"])) { o throws(SectionSnapshotError) in
      try o.tryInsert(["Pear"], after: "Pear")
    }
    expectFailure(outline, .duplicateItems(["Gala", "Kiwi"])) { o throws(SectionSnapshotError) in
      try o.tryInsert(["Gala", "Kiwi", "Kiwi"], before: "Veg")
    }
    #expect(
      SectionSnapshotError.insertBeforeItemNotFound("X").description
        == "Item identifier to insert before does not exist in section snapshot: X")
    #expect(
      SectionSnapshotError.insertAfterItemNotFound("X").description
        == "Item identifier to insert after does not exist in section snapshot: X")
  }

  @Test func insertSubSnapshotsKeepTheirShapeAndExpansion() throws {
    var outline = makeOutline()
    var sub = TestOutline()
    sub.append(["Citrus"])
    sub.append(["Lime"], to: "Citrus")
    sub.expand(["Citrus"])
    try outline.tryInsert(sub, after: "Apple")
    #expect(outline.items == ["Fruit", "Apple", "Gala", "Fuji", "Citrus", "Lime", "Pear", "Veg", "Leek", "Nuts"])
    #expect(outline.level(of: "Lime") == 2)
    #expect(outline.parent(of: "Citrus") == "Fruit")
    #expect(outline.isExpanded("Citrus"))
    var roots = TestOutline()
    roots.append(["Grain", "Bean"])
    outline.insert(roots, before: "Veg")
    #expect(outline.rootItems == ["Fruit", "Grain", "Bean", "Veg", "Nuts"])
    outline.checkInvariants()
    // Duplicates with the tree are rejected (the system can corrupt its tree here).
    expectFailure(outline, .duplicateItems(["Citrus", "Lime"])) { o throws(SectionSnapshotError) in
      try o.tryInsert(sub, before: "Nuts")
    }
    expectFailure(outline, .insertAfterItemNotFound("Meat")) { o throws(SectionSnapshotError) in
      try o.tryInsert(sub, after: "Meat")
    }
  }

  @Test func deleteRemovesDescendantsAndTheirExpansion() throws {
    var outline = makeOutline()
    outline.expand(["Apple", "Fruit", "Veg"])
    try outline.tryDelete(["Apple", "Gala", "Apple"])
    #expect(outline.items == ["Fruit", "Pear", "Veg", "Leek", "Nuts"])
    #expect(outline.expandedItems == ["Fruit", "Veg"])
    outline.delete(["Veg"])
    #expect(outline.items == ["Fruit", "Pear", "Nuts"])
    outline.checkInvariants()
    // A deleted item can come back, collapsed.
    outline.append(["Apple"], to: "Pear")
    #expect(!outline.isExpanded("Apple"))
    outline.checkInvariants()
  }

  @Test func deleteOfAnUnknownItemDeletesNothing() {
    // ListKit bug row: unknown items were ignored.
    let outline = makeOutline()
    expectFailure(outline, .deleteItemNotFound("Meat")) { o throws(SectionSnapshotError) in
      try o.tryDelete(["Apple", "Meat"])
    }
    #expect(SectionSnapshotError.deleteItemNotFound("Meat").description == "Failed to find index of item Meat")
  }

  @Test func deleteAllEmptiesTreeAndExpansion() {
    var outline = makeOutline()
    outline.expand(["Fruit"])
    outline.deleteAll()
    #expect(outline == TestOutline())
    #expect(outline.expandedItems.isEmpty)
    outline.checkInvariants()
  }

  @Test func expansionNeedsNoChildrenPersistsAndIgnoresUnknownItems() {
    // ListKit bug row: expanding an unknown item put it in the expanded set.
    var outline = makeOutline()
    #expect(outline.tryExpand(["Nuts", "Meat"]) == [SnapshotWarning(kind: .expandUnknownItems, identifiers: ["Meat"])])
    #expect(outline.isExpanded("Nuts"))
    #expect(!outline.contains("Meat"))
    outline.append(["Almond"], to: "Nuts")
    #expect(outline.isVisible("Almond"))
    #expect(outline.tryCollapse(["Nuts", "Bread"]).map(\.kind) == [.collapseUnknownItems])
    #expect(!outline.isVisible("Almond"))
    #expect(outline.tryCollapse(["Nuts"]).isEmpty)
    outline.checkInvariants()
  }

  @Test func visibleItemsUnderNestedCollapse() {
    var outline = makeOutline()
    #expect(outline.visibleItems == ["Fruit", "Veg", "Nuts"])
    outline.expand(["Apple"])  // hidden: Fruit is collapsed
    #expect(outline.visibleItems == ["Fruit", "Veg", "Nuts"])
    #expect(!outline.isVisible("Apple") && !outline.isVisible("Gala"))
    outline.expand(["Fruit"])
    #expect(outline.visibleItems == ["Fruit", "Apple", "Gala", "Fuji", "Pear", "Veg", "Nuts"])
    #expect(outline.isVisible("Gala"))
    outline.collapse(["Apple"])
    #expect(outline.visibleItems == ["Fruit", "Apple", "Pear", "Veg", "Nuts"])
    #expect(outline.isVisible("Pear") && !outline.isVisible("Fuji") && outline.isVisible("Nuts"))
    outline.checkInvariants()
  }

  @Test func expandedItemsAreInItemsOrder() {
    var outline = makeOutline()
    outline.expand(["Nuts", "Gala", "Fruit", "Veg"])
    #expect(outline.expandedItems == ["Fruit", "Gala", "Veg", "Nuts"])
    outline.checkInvariants()
  }

  @Test func queriesOfAbsentItemsFail() {
    // ListKit bug row: level → 0, isVisible → true, parent → nil.
    let outline = makeOutline()
    #expect(throws: SectionSnapshotError.itemNotFound("Meat")) { try outline.tryLevel(of: "Meat") }
    #expect(throws: SectionSnapshotError.itemNotFound("Meat")) { try outline.tryIsExpanded("Meat") }
    #expect(throws: SectionSnapshotError.itemNotFound("Meat")) { try outline.tryIsVisible("Meat") }
    #expect(throws: SectionSnapshotError.childNotFound("Meat")) { try outline.tryParent(of: "Meat") }
    #expect(throws: SectionSnapshotError.parentNotFound("Meat")) { try outline.trySnapshot(of: "Meat") }
    #expect(throws: SectionSnapshotError.parentNotFound("Meat")) { try outline.tryChildren(of: "Meat") }
    #expect(
      SectionSnapshotError.itemNotFound("Meat").description
        == "Item identifier does not exist in section snapshot: Meat")
    #expect(
      SectionSnapshotError.childNotFound("Meat").description
        == "Child item identifier does not exist in section snapshot: Meat")
    outline.checkInvariants()
  }

  @Test func snapshotOfAParentWithAndWithoutTheParent() throws {
    var outline = makeOutline()
    outline.expand(["Apple", "Fruit"])
    let children = try outline.trySnapshot(of: "Fruit")
    #expect(children.items == ["Apple", "Gala", "Fuji", "Pear"])
    #expect(children.rootItems == ["Apple", "Pear"])
    #expect(children.level(of: "Gala") == 1)
    #expect(children.parent(of: "Apple") == nil)
    #expect(children.expandedItems == ["Apple"])
    children.checkInvariants()
    let whole = outline.snapshot(of: "Apple", includingParent: true)
    #expect(whole.items == ["Apple", "Gala", "Fuji"])
    #expect(whole.level(of: "Apple") == 0 && whole.level(of: "Fuji") == 1)
    #expect(whole.isExpanded("Apple"))
    whole.checkInvariants()
    #expect(outline.snapshot(of: "Pear") == TestOutline())
  }

  @Test func replaceChildrenSwapsTheWholeSubtree() throws {
    var outline = makeOutline()
    outline.expand(["Fruit", "Apple"])
    var replacement = TestOutline()
    replacement.append(["Gala", "Kiwi"])
    replacement.append(["Seed"], to: "Kiwi")
    replacement.expand(["Kiwi"])
    try outline.tryReplace(childrenOf: "Fruit", using: replacement)
    #expect(outline.items == ["Fruit", "Gala", "Kiwi", "Seed", "Veg", "Leek", "Nuts"])
    #expect(outline.parent(of: "Gala") == "Fruit")
    #expect(outline.level(of: "Seed") == 2)
    #expect(outline.expandedItems == ["Fruit", "Kiwi"])  // Apple is gone with its flag
    #expect(!outline.contains("Apple") && !outline.contains("Fuji"))
    outline.checkInvariants()
    outline.replace(childrenOf: "Veg", using: TestOutline())
    #expect(outline.children(of: "Veg").isEmpty)
    outline.checkInvariants()
  }

  @Test func replaceChildrenFailures() {
    let outline = makeOutline()
    var clash = TestOutline()
    clash.append(["Leek"])
    expectFailure(outline, .duplicateItems(["Leek"])) { o throws(SectionSnapshotError) in
      try o.tryReplace(childrenOf: "Fruit", using: clash)
    }
    var parentInside = TestOutline()
    parentInside.append(["Fruit"])
    expectFailure(outline, .duplicateItems(["Fruit"])) { o throws(SectionSnapshotError) in
      try o.tryReplace(childrenOf: "Fruit", using: parentInside)
    }
    expectFailure(outline, .parentNotFound("Meat")) { o throws(SectionSnapshotError) in
      try o.tryReplace(childrenOf: "Meat", using: clash)
    }
  }

  @Test func visualDescriptionFormat() {
    var outline = makeOutline()
    outline.expand(["Fruit"])
    #expect(
      outline.visualDescription()
        == """
        +* Fruit
          -* Apple
            - Gala
            - Fuji
          -* Pear
        -* Veg
          - Leek
        -* Nuts
        """)
    #expect(TestOutline().visualDescription() == "")
  }

  @Test func equalityComparesTreeAndExpansion() {
    var a = makeOutline()
    let b = makeOutline()
    #expect(a == b)
    a.expand(["Pear"])
    #expect(a != b)
    a.collapse(["Pear"])
    #expect(a == b)
    var flat = TestOutline()
    flat.append(["Fruit", "Apple", "Gala", "Fuji", "Pear", "Veg", "Leek", "Nuts"])
    #expect(flat != b)
  }

  @Test func copiesAreIndependentIncludingCaches() {
    let original = makeOutline()
    #expect(original.index(of: "Pear") == 4)
    #expect(!original.isVisible("Pear"))
    var copy = original
    copy.delete(["Apple"])
    copy.expand(["Fruit"])
    #expect(copy.index(of: "Pear") == 1)
    #expect(copy.isVisible("Pear"))
    #expect(original.index(of: "Pear") == 4)
    #expect(!original.isVisible("Pear"))
    #expect(original == makeOutline())
    original.checkInvariants()
    copy.checkInvariants()
  }

  @Test func aCopyKeepsItsExpansionWhenTheOriginalIsExpandedOrCollapsed() {
    // Expansion lives in a set of its own beside the shared node table (issue 20): a flip must copy that set.
    var original = makeOutline()
    original.expand(["Fruit", "Apple"])
    #expect(original.index(of: "Pear") == 4)  // builds the positions, which an expand keeps
    let copy = original
    original.collapse(["Apple"])
    original.expand(["Veg", "Leek"])
    #expect(original.expandedItems == ["Fruit", "Veg", "Leek"])
    #expect(original.visibleItems == ["Fruit", "Apple", "Pear", "Veg", "Leek", "Nuts"])
    #expect(original.index(of: "Pear") == 4 && original.index(of: "Leek") == 6)
    #expect(copy.expandedItems == ["Fruit", "Apple"])
    #expect(copy.isExpanded("Apple") && !copy.isExpanded("Veg"))
    #expect(copy.visibleItems == ["Fruit", "Apple", "Gala", "Fuji", "Pear", "Veg", "Nuts"])
    #expect(copy != original)
    // The same items and shape with the same expanded set are equal, however the set was reached.
    original.collapse(["Veg", "Leek"])
    #expect(copy != original)
    original.expand(["Apple"])
    #expect(copy == original)
    // A leaf's expansion counts too, and a deleted item's is forgotten.
    original.expand(["Gala"])
    #expect(copy != original)
    original.delete(["Apple"])
    original.insert(["Apple"], before: "Pear")
    original.append(["Gala", "Fuji"], to: "Apple")
    #expect(!original.isExpanded("Gala") && !original.isExpanded("Apple"))
    original.expand(["Apple"])
    #expect(copy == original)
    original.checkInvariants()
    copy.checkInvariants()
  }

  @Test func visibleItemsAndExpansionAgreeWithTheirDefinitionsOnRandomTrees() {
    for seed in UInt64(1)...60 {
      var rng = SplitMix64(seed: seed)
      var outline = DiffableDataSourceSectionSnapshot<Int>()
      var next = 0
      for _ in 0..<Int.random(in: 1...40, using: &rng) {
        let count = Int.random(in: 1...4, using: &rng)
        let items = Array(next..<(next + count))
        next += count
        outline.append(
          items, to: outline.items.isEmpty || Bool.random(using: &rng) ? nil : outline.items.randomElement(using: &rng))
      }
      var expanded = Set<Int>()
      for round in 0..<12 {
        let chosen = (0..<Int.random(in: 1...4, using: &rng)).map { _ in Int.random(in: 0..<(next + 2), using: &rng) }
        let copy = outline
        if Bool.random(using: &rng) {
          outline.tryExpand(chosen)
          expanded.formUnion(chosen.filter(outline.contains))
        } else {
          outline.tryCollapse(chosen)
          expanded.subtract(chosen)
        }
        if round % 4 == 3, let victim = outline.items.randomElement(using: &rng) {
          let removed = Set([victim] + outline.snapshot(of: victim).items)
          outline.delete([victim])
          expanded.subtract(removed)
        }
        // Visible: every ancestor expanded (roots always). Expanded: what was expanded and is still there.
        let visible = outline.items.filter { item in
          var ancestor = outline.parent(of: item)
          while let each = ancestor {
            if !expanded.contains(each) { return false }
            ancestor = outline.parent(of: each)
          }
          return true
        }
        #expect(outline.visibleItems == visible, "seed \(seed) round \(round)")
        #expect(outline.expandedItems == outline.items.filter(expanded.contains), "seed \(seed) round \(round)")
        #expect((copy == outline) == (copy.items == outline.items && Set(copy.expandedItems) == expanded))
        outline.checkInvariants()
      }
    }
  }
}

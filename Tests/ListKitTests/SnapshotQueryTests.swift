// Queries, equality and copy-on-write of DiffableDataSourceSnapshot (docs/semantics.md §1.1, §1.5).

import Testing

@testable import ListKit

@Suite struct SnapshotQueryTests {
  @Test func lookupsAcrossSections() {
    let snapshot = makeSnapshot(["A": [1, 2], "B": [], "C": [3, 4]])
    #expect(snapshot.itemIdentifiers == [1, 2, 3, 4])
    #expect(snapshot.indexOfItem(3) == 2)
    #expect(snapshot.indexOfItem(1) == 0)
    #expect(snapshot.indexOfItem(4) == 3)
    #expect(snapshot.indexOfItem(9) == nil)
    #expect(snapshot.sectionIdentifier(containingItem: 4) == "C")
    #expect(snapshot.sectionIdentifier(containingItem: 9) == nil)
    #expect(snapshot.indexOfSection("B") == 1)
    #expect(snapshot.contains(2) && !snapshot.contains(9))
    #expect(!snapshot.isEmpty)
    #expect(!makeSnapshot(["A": []]).isEmpty)  // empty sections: not empty (true only without sections)
    snapshot.checkInvariants()
  }

  @Test func repeatedIndexQueriesUseAPositionTableThatMutationsReset() {
    var snapshot = makeSnapshot(["A": [1, 2], "C": [3, 4]])
    for round in 0..<3 {
      for (position, item) in snapshot.itemIdentifiers.enumerated() { #expect(snapshot.indexOfItem(item) == position) }
      snapshot.checkInvariants()
      if round == 0 { snapshot.moveItem(4, beforeItem: 1) } else { snapshot.appendItems([10 + round], toSection: "A") }
    }
    #expect(snapshot.itemIdentifiers == [4, 1, 2, 11, 12, 3])
    #expect(snapshot.indexOfItem(3) == 5)
    snapshot.checkInvariants()
  }

  @Test func equalityComparesSectionsAndItemsNotMarks() {
    var a = makeSnapshot(["A": [1, 2], "B": [3]])
    let b = makeSnapshot(["A": [1, 2], "B": [3]])
    a.reloadItems([1])
    a.reconfigureItems([2])
    a.reloadSections(["B"])
    #expect(a == b)
    #expect(makeSnapshot(["A": [1], "B": [2, 3]]) != b)
    #expect(makeSnapshot(["B": [3], "A": [1, 2]]) != b)
    #expect(makeSnapshot(["A": [2, 1], "B": [3]]) != b)
  }

  @Test func copiesAreIndependentIncludingTheItemTableAndTheQueryCache() {
    let original = makeSnapshot(["A": [1, 2], "B": [3]])
    _ = original.indexOfItem(3)
    _ = original.indexOfItem(3)  // builds the shared position table
    var copy = original
    copy.deleteItems([1])
    copy.appendItems([1, 4], toSection: "B")
    copy.moveSection("B", beforeSection: "A")
    copy.reloadItems([4])
    #expect(original.itemIdentifiers == [1, 2, 3])
    #expect(original.sectionIdentifier(containingItem: 1) == "A")
    #expect(!original.contains(4))
    #expect(original.indexOfItem(3) == 2)
    #expect(original.reloadedItemIdentifiers.isEmpty)
    #expect(copy.itemIdentifiers == [3, 1, 4, 2])
    #expect(copy.indexOfItem(3) == 0)
    #expect(copy.indexOfItem(3) == 0)
    #expect(copy.sectionIdentifier(containingItem: 1) == "B")
    original.checkInvariants()
    copy.checkInvariants()
    // And the other way round: mutating the original leaves the copy alone.
    var source = copy
    let frozen = copy
    source.deleteAllItems()
    #expect(copy == frozen)
    #expect(copy.indexOfItem(2) == 3)
    copy.checkInvariants()
  }

  @Test func concurrentReadersOfOneValue() async {
    var snapshot = TestSnapshot(sections: ["A", "B"])
    snapshot.appendItems(Array(0..<500), toSection: "A")
    snapshot.appendItems(Array(500..<1_000), toSection: "B")
    let shared = snapshot
    await withTaskGroup(of: Bool.self) { group in
      for task in 0..<8 {
        group.addTask {
          (0..<1_000).allSatisfy { shared.indexOfItem(($0 * 7 + task) % 1_000) == ($0 * 7 + task) % 1_000 }
        }
      }
      for await ok in group { #expect(ok) }
    }
    shared.checkInvariants()
  }

  @Test func largeBuildThenQueries() {
    var snapshot = TestSnapshot(sections: Array(0..<10).map { "S\($0)" })
    snapshot.appendItems(Array(0..<50_000))
    #expect(snapshot.numberOfItems == 50_000)
    #expect(snapshot.numberOfItems(inSection: "S9") == 50_000)
    #expect(snapshot.sectionIdentifier(containingItem: 49_999) == "S9")
    snapshot.insertSections(["N"], beforeSection: "S0")
    #expect(snapshot.sectionIdentifier(containingItem: 0) == "S9")
    snapshot.checkInvariants()
  }
}

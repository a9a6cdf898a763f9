// The snapshot conveniences: init from (section, items) pairs, replaceItems(in:with:), removeItems(where:), and
// isEmpty's meaning (no sections). Failures are Apple's errors and leave the value untouched.
import ListKitTestSupport
import Testing

@testable import ListKit

@Suite struct SnapshotConveniencesTests {
  // MARK: init from pairs

  @Test func pairsBuildWhatAppendSectionsAndAppendItemsBuild() throws {
    let pairs: [(String, [Int])] = [("A", [1, 2]), ("B", []), ("C", [3])]
    var warnings: [SnapshotWarning] = []
    let checked = try TestSnapshot(validating: pairs, warnings: &warnings)
    let trapping = TestSnapshot(pairs)
    let imperative = makeSnapshot(["A": [1, 2], "B": [], "C": [3]])
    #expect(checked == imperative && trapping == imperative)
    #expect(checked.sectionIdentifiers == ["A", "B", "C"])
    #expect(warnings.isEmpty)
    checked.checkInvariants()
  }

  @Test func pairsWithRepeatedSectionsOrItemsThrowApplesErrors() {
    var warnings: [SnapshotWarning] = []
    #expect(throws: SnapshotError.sectionsNotUnique(["A"])) {
      try TestSnapshot(validating: [("A", [1]), ("B", [2]), ("A", [3])], warnings: &warnings)
    }
    #expect(throws: SnapshotError.itemsNotUnique(["2"])) {
      try TestSnapshot(validating: [("A", [1]), ("B", [2, 3, 2])], warnings: &warnings)
    }
    #expect(warnings.isEmpty)
  }

  @Test func anItemRepeatedInALaterSectionMovesThereWithApplesWarning() throws {
    var warnings: [SnapshotWarning] = []
    let snapshot = try TestSnapshot(validating: [("A", [1, 2]), ("B", [2, 3])], warnings: &warnings)
    #expect(sectionLayout(of: snapshot) == ["A": [1], "B": [2, 3]])
    #expect(warnings == [SnapshotWarning(kind: .itemsAlreadyExist, identifiers: ["2"])])
    snapshot.checkInvariants()
  }

  @Test func trappingInitSendsWarningsToTheHandler() {
    let (snapshot, warnings) = collectingWarnings(
      where: { $0.identifiers.contains("737373") },
      { TestSnapshot([("A", [737373]), ("B", [737373])]) })
    #expect(sectionLayout(of: snapshot) == ["A": [], "B": [737373]])
    #expect(warnings == [SnapshotWarning(kind: .itemsAlreadyExist, identifiers: ["737373"])])
  }

  // MARK: replaceItems(in:with:)

  @Test func replaceDeletesReordersAndAppends() throws {
    var snapshot = makeSnapshot(["A": [1, 2, 3], "B": [4]])
    let warnings = try snapshot.tryReplaceItems(in: "A", with: [3, 5, 1])
    #expect(warnings.isEmpty)
    #expect(sectionLayout(of: snapshot) == ["A": [3, 5, 1], "B": [4]])
    #expect(snapshot.numberOfItems == 4)
    #expect(!snapshot.contains(2))
    snapshot.checkInvariants()
  }

  @Test func replaceMovesItemsFromOtherSectionsWithApplesWarning() throws {
    var snapshot = makeSnapshot(["A": [1], "B": [4, 5]])
    let warnings = try snapshot.tryReplaceItems(in: "A", with: [5, 1])
    #expect(sectionLayout(of: snapshot) == ["A": [5, 1], "B": [4]])
    #expect(warnings == [SnapshotWarning(kind: .itemsAlreadyExist, identifiers: ["5"])])
    snapshot.checkInvariants()
  }

  @Test func replaceWithNothingEmptiesTheSectionAndKeepsIt() {
    var snapshot = makeSnapshot(["A": [1, 2], "B": [3]])
    snapshot.replaceItems(in: "A", with: [])
    #expect(snapshot.sectionIdentifiers == ["A", "B"])
    #expect(sectionLayout(of: snapshot) == ["A": [], "B": [3]])
    snapshot.checkInvariants()
  }

  @Test func replaceClearsTheMarksOfTheItemsItRemovesAndKeepsTheOthers() {
    var snapshot = makeSnapshot(["A": [1, 2, 3], "B": [4]])
    snapshot.reconfigureItems([1, 2, 4])
    snapshot.reloadItems([2, 3])
    snapshot.replaceItems(in: "A", with: [3, 1])
    #expect(snapshot.reconfiguredItemIdentifiers == [1, 4])
    #expect(snapshot.reloadedItemIdentifiers == [3])
    snapshot.checkInvariants()
  }

  @Test func replaceFailuresAreApplesErrorsAndChangeNothing() {
    var snapshot = makeSnapshot(["A": [1, 2], "B": [3]])
    snapshot.reconfigureItems([1])
    expectFailure(snapshot, .sectionNotFound("Z")) { snapshot throws(SnapshotError) in
      try snapshot.tryReplaceItems(in: "Z", with: [7])
    }
    expectFailure(snapshot, .itemsNotUnique(["7"])) { snapshot throws(SnapshotError) in
      try snapshot.tryReplaceItems(in: "A", with: [7, 1, 7])
    }
  }

  // MARK: removeItems(where:)

  @Test func removeItemsWhereDeletesWhatDeleteItemsDeletesAndKeepsSections() {
    var snapshot = makeSnapshot(["A": [1, 2, 3], "B": [4, 6], "C": []])
    snapshot.reconfigureItems([2, 3])
    snapshot.reloadItems([4])
    var deleted = snapshot
    deleted.deleteItems([2, 4, 6])
    var calls: [Int] = []
    snapshot.removeItems {
      calls.append($0)
      return $0 % 2 == 0
    }
    #expect(calls == [1, 2, 3, 4, 6])  // once per item, in section order
    #expect(sectionLayout(of: snapshot) == ["A": [1, 3], "B": [], "C": []])
    #expect(snapshot.numberOfItems == 2)
    #expect(snapshot == deleted)
    #expect(snapshot.reconfiguredItemIdentifiers == deleted.reconfiguredItemIdentifiers)
    #expect(snapshot.reloadedItemIdentifiers == deleted.reloadedItemIdentifiers)
    snapshot.checkInvariants()
  }

  @Test func removeItemsWhereMatchingNothingLeavesTheSnapshotAsItWas() {
    var snapshot = makeSnapshot(["A": [1, 3]])
    let before = snapshot
    snapshot.removeItems { $0 > 100 }
    #expect(snapshot == before)
  }

  private struct Refused: Error, Equatable {}

  @Test func aThrowingPredicateRemovesNothing() {
    var snapshot = makeSnapshot(["A": [1, 2, 3]])
    let before = snapshot
    #expect(throws: Refused()) {
      try snapshot.removeItems { (item: Int) throws(Refused) -> Bool in
        if item == 3 { throw Refused() }
        return true
      }
    }
    #expect(snapshot == before)
    #expect(snapshot.itemIdentifiers == [1, 2, 3])
  }

  // MARK: isEmpty

  @Test func isEmptyIsTrueOnlyWithoutSections() {
    #expect(TestSnapshot().isEmpty)
    #expect(!makeSnapshot(["A": []]).isEmpty)
    var snapshot = makeSnapshot(["A": [1]])
    snapshot.deleteItems([1])
    #expect(!snapshot.isEmpty && snapshot.numberOfItems == 0)
    snapshot.deleteSections(["A"])
    #expect(snapshot.isEmpty)
    snapshot = makeSnapshot(["A": [1]])
    snapshot.deleteAllItems()  // removes the sections too (Apple's observed behaviour)
    #expect(snapshot.isEmpty)
  }
}

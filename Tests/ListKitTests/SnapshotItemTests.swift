// Item mutators of DiffableDataSourceSnapshot: behaviour, moves of re-added items, and every failure
// (docs/semantics.md §1.2–§1.4, §5.2, §8.1–§8.2).

import ListKitTestSupport
import Testing

@testable import ListKit

@Suite struct SnapshotItemTests {
  @Test func appendItemsDefaultsToTheLastSection() throws {
    var snapshot = makeSnapshot(["A": [], "B": []])
    try snapshot.tryAppendItems([1, 2])
    snapshot.appendItems([3], toSection: "A")
    snapshot.appendItems([])
    #expect(sectionLayout(of: snapshot) == ["A": [3], "B": [1, 2]])
    #expect(snapshot.itemIdentifiers == [3, 1, 2])
    #expect(snapshot.numberOfItems == 3)
    #expect(snapshot.numberOfItems(inSection: "B") == 2)
    snapshot.checkInvariants()
  }

  @Test func appendItemsWithoutSectionsFailsFirst() {
    let snapshot = TestSnapshot()
    expectFailure(snapshot, .noSections) { s throws(SnapshotError) in try s.tryAppendItems([1, 1]) }
    expectFailure(snapshot, .noSections) { s throws(SnapshotError) in try s.tryAppendItems([1, 1], toSection: "Q") }
    expectFailure(snapshot, .noSections) { s throws(SnapshotError) in try s.tryAppendItems([]) }
    #expect(
      SnapshotError.noSections.description
        == "There are currently no sections in the data source. Please add a section first.")
  }

  @Test func appendItemsRepeatedInArgumentFails() {
    // ListKit bug row: duplicates in one batch were silently stored in release builds.
    let snapshot = makeSnapshot(["A": [1]])
    expectFailure(snapshot, .itemsNotUnique(["5", "6"])) { s throws(SnapshotError) in
      try s.tryAppendItems([5, 6, 5, 7, 6, 5])
    }
    // Repeats are checked before the section.
    expectFailure(snapshot, .itemsNotUnique(["5"])) { s throws(SnapshotError) in
      try s.tryAppendItems([5, 5], toSection: "Q")
    }
    // Repeats of an existing item too (the fast path must roll back its claims).
    expectFailure(snapshot, .itemsNotUnique(["1"])) { s throws(SnapshotError) in try s.tryAppendItems([9, 1, 8, 1]) }
    #expect(
      SnapshotError.itemsNotUnique(["a", "b"]).description
        == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(a, b)}")
  }

  @Test func appendItemsToUnknownSectionFails() {
    let snapshot = makeSnapshot(["A": [1]])
    expectFailure(snapshot, .appendToUnknownSection("Q")) { s throws(SnapshotError) in
      try s.tryAppendItems([2], toSection: "Q")
    }
    #expect(
      SnapshotError.appendToUnknownSection("Q").description == "Invalid parameter not satisfying: section != NSNotFound"
    )
  }

  @Test func appendingExistingItemsMovesThemAndWarns() throws {
    // ListKit bug row: an item appended again was duplicated; Apple moves it and logs.
    var snapshot = makeSnapshot(["A": [1, 2, 3], "B": [4]])
    let warnings = try snapshot.tryAppendItems([2, 5], toSection: "B")
    #expect(sectionLayout(of: snapshot) == ["A": [1, 3], "B": [4, 2, 5]])
    #expect(warnings == [SnapshotWarning(kind: .itemsAlreadyExist, identifiers: ["2"])])
    #expect(snapshot.sectionIdentifier(containingItem: 2) == "B")
    #expect(snapshot.numberOfItems == 5)
    snapshot.checkInvariants()
    // Same section: moved to the end.
    let again = try snapshot.tryAppendItems([4, 1], toSection: "B")
    #expect(sectionLayout(of: snapshot) == ["A": [3], "B": [2, 5, 4, 1]])
    #expect(again.map(\.identifiers) == [["4", "1"]])
    snapshot.checkInvariants()
    #expect(
      warnings[0].description
        == "Diffable data source detected an attempt to insert or append 1 item identifier that already exists in the "
        + "snapshot. The existing item identifier will be moved into place instead, but this operation will be more "
        + "expensive. For best performance, inserted item identifiers should always be unique. Set a symbolic "
        + "breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in the "
        + "debugger. Item identifiers that already exist: {(2)}")
    #expect(
      again[0].description.hasPrefix(
        "Diffable data source detected an attempt to insert or append 2 item identifiers that already exist in the snapshot. The existing item identifiers will be moved"
      ))
  }

  @Test func appleShapedAppendSendsWarningsToTheHandler() {
    // Other tests send warnings at the same time: only this test's identifier counts.
    let ours: @Sendable (SnapshotWarning) -> Bool = { $0.identifiers.contains("424242") }
    let (snapshot, collected) = collectingWarnings(where: ours) {
      var snapshot = makeSnapshot(["A": [424242], "B": []])
      snapshot.appendItems([424242], toSection: "B")
      return snapshot
    }
    #expect(collected == [SnapshotWarning(kind: .itemsAlreadyExist, identifiers: ["424242"])])
    #expect(sectionLayout(of: snapshot) == ["A": [], "B": [424242]])
    snapshot.checkInvariants()
  }

  @Test func insertItemsBeforeAndAfterInTheDestinationSection() throws {
    var snapshot = makeSnapshot(["A": [1, 2], "B": [3]])
    try snapshot.tryInsertItems([10, 11], beforeItem: 2)
    snapshot.insertItems([12], afterItem: 3)
    snapshot.insertItems([13], beforeItem: 1)
    #expect(sectionLayout(of: snapshot) == ["A": [13, 1, 10, 11, 2], "B": [3, 12]])
    #expect(snapshot.sectionIdentifier(containingItem: 12) == "B")
    #expect(snapshot.numberOfItems == 7)
    snapshot.checkInvariants()
  }

  @Test func insertingExistingItemsMovesThemWithTheTargetComputedAfterRemoval() throws {
    var snapshot = makeSnapshot(["A": [1, 2, 3, 4], "B": [5]])
    let warnings = try snapshot.tryInsertItems([1, 6], afterItem: 3)
    #expect(sectionLayout(of: snapshot) == ["A": [2, 3, 1, 6, 4], "B": [5]])
    #expect(warnings.map(\.identifiers) == [["1"]])
    try snapshot.tryInsertItems([5, 4], beforeItem: 2)
    #expect(sectionLayout(of: snapshot) == ["A": [5, 4, 2, 3, 1, 6], "B": []])
    #expect(snapshot.sectionIdentifier(containingItem: 5) == "A")
    snapshot.checkInvariants()
  }

  @Test func insertItemsFailuresInCheckOrder() {
    let snapshot = makeSnapshot(["A": [1, 2], "B": [3]])
    expectFailure(snapshot, .itemsNotUnique(["7"])) { s throws(SnapshotError) in
      try s.tryInsertItems([7, 2, 7], afterItem: 2)
    }
    // ListKit bug row: insertItems([2], afterItem: 2) yielded [2, 2].
    expectFailure(snapshot, .itemInsertDestinationInInsertedItems("2")) { s throws(SnapshotError) in
      try s.tryInsertItems([2], afterItem: 2)
    }
    expectFailure(snapshot, .itemInsertDestinationInInsertedItems("2")) { s throws(SnapshotError) in
      try s.tryInsertItems([9, 2], beforeItem: 2)
    }
    // ListKit bug row: insert relative to an unknown item was a silent no-op.
    expectFailure(snapshot, .insertRelativeToUnknownItem("99")) { s throws(SnapshotError) in
      try s.tryInsertItems([7], beforeItem: 99)
    }
    expectFailure(snapshot, .insertRelativeToUnknownItem("99")) { s throws(SnapshotError) in
      try s.tryInsertItems([], afterItem: 99)
    }
    #expect(
      SnapshotError.itemInsertDestinationInInsertedItems("2").description
        == "Invalid update: destination for insertion operation [2] is in the insertion identifier list for update: "
        + "<update>.")
    #expect(
      SnapshotError.insertRelativeToUnknownItem("99").description
        == "Invalid parameter not satisfying: section != NSNotFound")
  }

  @Test func deleteItemsKeepsSectionsAndIgnoresUnknown() throws {
    var snapshot = makeSnapshot(["A": [1, 2], "B": [3]])
    try snapshot.tryDeleteItems([3, 42, 1])
    #expect(sectionLayout(of: snapshot) == ["A": [2], "B": []])
    #expect(snapshot.numberOfSections == 2)
    #expect(!snapshot.contains(3))
    snapshot.deleteItems([])
    snapshot.deleteItems([77])
    snapshot.checkInvariants()
    snapshot.appendItems([3, 1])
    #expect(sectionLayout(of: snapshot) == ["A": [2], "B": [3, 1]])
    snapshot.checkInvariants()
  }

  @Test func deleteItemsRepeatedArgumentFails() {
    let snapshot = makeSnapshot(["A": [1, 2]])
    expectFailure(snapshot, .itemsNotUnique(["1"])) { s throws(SnapshotError) in try s.tryDeleteItems([1, 2, 1]) }
  }

  @Test func deleteHalfOfALargeSection() throws {
    var snapshot = TestSnapshot(sections: ["A", "B"])
    snapshot.appendItems(Array(0..<10_000), toSection: "A")
    snapshot.appendItems(Array(10_000..<10_010), toSection: "B")
    try snapshot.tryDeleteItems(Array(stride(from: 0, to: 10_000, by: 2)) + [10_003])
    #expect(snapshot.numberOfItems(inSection: "A") == 5_000)
    #expect(snapshot.itemIdentifiers(inSection: "A").prefix(3) == [1, 3, 5])
    #expect(snapshot.itemIdentifiers(inSection: "B") == [10_000, 10_001, 10_002] + Array(10_004..<10_010))
    #expect(snapshot.numberOfItems == 5_009)
    snapshot.checkInvariants()
  }

  @Test func deletingManyItemsInAnyOrderLeavesTheSameSnapshot() throws {
    // A bulk delete given in list order walks the leaves and the deleted items together (one `==` per item read);
    // any other order (reversed, two items swapped within a leaf, the sections interleaved) must give the same
    // snapshot through the lookups.
    let leaf = _ItemList<Int>.leafCapacity
    let a = Array(0..<leaf * 6)
    let b = Array(100_000..<100_000 + leaf * 3)
    let deletedA = Array(a[leaf / 2..<leaf * 4])
    let deletedB = Array(b[10..<leaf * 2])
    var swapped = deletedA
    swapped.swapAt(leaf, leaf + 1)
    var interleaved: [Int] = []
    for (x, y) in zip(deletedA, deletedB) { interleaved += [x, y] }
    interleaved += deletedA.dropFirst(deletedB.count)
    let orders = [
      deletedA + deletedB, deletedB + deletedA, interleaved, deletedA.reversed() + deletedB, swapped + deletedB,
      deletedB.reversed() + deletedA,
    ]
    let gone = Set(deletedA + deletedB)
    for order in orders {
      var snapshot = TestSnapshot(sections: ["A", "B"])
      snapshot.appendItems(a, toSection: "A")
      snapshot.appendItems(b, toSection: "B")
      try snapshot.tryDeleteItems(order)
      #expect(snapshot.itemIdentifiers(inSection: "A") == a.filter { !gone.contains($0) })
      #expect(snapshot.itemIdentifiers(inSection: "B") == b.filter { !gone.contains($0) })
      #expect(snapshot.numberOfItems == a.count + b.count - gone.count)
      snapshot.checkInvariants()
      // The remaining items are still found where they are (their leaf hints still lead to them).
      #expect(snapshot.indexOfItem(a[leaf * 5]) == leaf * 5 - deletedA.count)
    }
  }

  @Test func deleteAllItemsRemovesSectionsToo() {
    // ListKit bug row: sections were kept.
    var snapshot = makeSnapshot(["A": [1, 2], "B": [3]])
    snapshot.reloadItems([1])
    snapshot.deleteAllItems()
    #expect(snapshot == TestSnapshot())
    #expect(snapshot.numberOfSections == 0)
    #expect(snapshot.reloadedItemIdentifiers.isEmpty)
    #expect(!snapshot.contains(1))
    snapshot.checkInvariants()
    expectFailure(snapshot, .noSections) { s throws(SnapshotError) in try s.tryAppendItems([1]) }
  }

  @Test func moveItemBeforeAndAfterAcrossSections() throws {
    var snapshot = makeSnapshot(["A": [1, 2, 3], "B": [4, 5]])
    try snapshot.tryMoveItem(1, afterItem: 3)
    #expect(sectionLayout(of: snapshot) == ["A": [2, 3, 1], "B": [4, 5]])
    try snapshot.tryMoveItem(2, beforeItem: 5)
    #expect(sectionLayout(of: snapshot) == ["A": [3, 1], "B": [4, 2, 5]])
    snapshot.moveItem(5, beforeItem: 3)
    snapshot.moveItem(4, afterItem: 1)
    #expect(sectionLayout(of: snapshot) == ["A": [5, 3, 1, 4], "B": [2]])
    #expect(snapshot.sectionIdentifier(containingItem: 4) == "A")
    #expect(snapshot.itemIdentifiers == [5, 3, 1, 4, 2])
    #expect(snapshot.indexOfItem(2) == 4)
    snapshot.checkInvariants()
  }

  @Test func moveItemRelativeToItselfFailsAndKeepsTheItem() {
    // ListKit bug row: the item was removed and lost.
    let snapshot = makeSnapshot(["A": [1, 2]])
    expectFailure(snapshot, .itemMoveToItself("1")) { s throws(SnapshotError) in try s.tryMoveItem(1, beforeItem: 1) }
    expectFailure(snapshot, .itemMoveToItself("2")) { s throws(SnapshotError) in try s.tryMoveItem(2, afterItem: 2) }
    #expect(
      SnapshotError.itemMoveToItself("1").description
        == "Invalid update: destination for item move is the same as the source [1] for update: <update>.")
  }

  @Test func moveItemUnknownSourceOrDestinationFails() {
    let snapshot = makeSnapshot(["A": [1, 2]])
    expectFailure(snapshot, .moveUnknownItem("9")) { s throws(SnapshotError) in try s.tryMoveItem(9, beforeItem: 8) }
    expectFailure(snapshot, .moveRelativeToUnknownItem("8")) { s throws(SnapshotError) in
      try s.tryMoveItem(1, afterItem: 8)
    }
    #expect(
      SnapshotError.moveUnknownItem("9").description == "Invalid parameter not satisfying: fromIndex != NSNotFound")
    #expect(
      SnapshotError.moveRelativeToUnknownItem("8").description
        == "Invalid parameter not satisfying: toIndex != NSNotFound")
  }

  @Test func reloadAndReconfigureRecordMarksInOrderWithoutRepeats() throws {
    var snapshot = makeSnapshot(["A": [1, 2, 3]])
    try snapshot.tryReloadItems([2])
    snapshot.reloadItems([3, 2, 1])
    try snapshot.tryReconfigureItems([1])
    snapshot.reconfigureItems([1, 3])
    #expect(snapshot.reloadedItemIdentifiers == [2, 3, 1])
    #expect(snapshot.reconfiguredItemIdentifiers == [1, 3])
    snapshot.checkInvariants()
  }

  @Test func reloadAndReconfigureFailures() {
    // ListKit bug row: unknown items were recorded without validation.
    let snapshot = makeSnapshot(["A": [1, 2]])
    expectFailure(snapshot, .reloadUnknownItem("7")) { s throws(SnapshotError) in try s.tryReloadItems([1, 7, 8]) }
    expectFailure(snapshot, .reconfigureUnknownItem("7")) { s throws(SnapshotError) in
      try s.tryReconfigureItems([7])
    }
    expectFailure(snapshot, .itemsNotUnique(["7"])) { s throws(SnapshotError) in try s.tryReloadItems([7, 7]) }
    expectFailure(snapshot, .itemsNotUnique(["1"])) { s throws(SnapshotError) in try s.tryReconfigureItems([1, 1]) }
    #expect(
      SnapshotError.reloadUnknownItem("7").description
        == "Attempted to reload item identifier that does not exist in the snapshot: 7")
    #expect(
      SnapshotError.reconfigureUnknownItem("7").description
        == "Attempted to reconfigure item identifier that does not exist in the snapshot: 7")
  }

  @Test func marksSurviveDeletionAndAreResolvedAtApply() throws {
    // ListKit bug row: deleting an item also dropped its marks; Apple resolves marks at apply time.
    var snapshot = makeSnapshot(["A": [1, 2], "B": [3]])
    snapshot.reconfigureItems([1])
    snapshot.reloadItems([3])
    snapshot.reloadSections(["B"])
    snapshot.deleteItems([1])
    snapshot.deleteSections(["B"])
    #expect(snapshot.reconfiguredItemIdentifiers == [1])
    #expect(snapshot.reloadedItemIdentifiers == [3])
    #expect(snapshot.reloadedSectionIdentifiers == ["B"])
    // A deleted item can no longer be marked.
    expectFailure(snapshot, .reloadUnknownItem("1")) { s throws(SnapshotError) in try s.tryReloadItems([1]) }
    snapshot.checkInvariants()
  }

  @Test func reloadingManyItemsIsLinear() throws {
    var snapshot = TestSnapshot(sections: ["A"])
    snapshot.appendItems(Array(0..<10_000))
    try snapshot.tryReloadItems(Array(0..<5_000))
    try snapshot.tryReloadItems(Array(2_500..<7_500))
    #expect(snapshot.reloadedItemIdentifiers == Array(0..<7_500))
    snapshot.checkInvariants()
  }
}

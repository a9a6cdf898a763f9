// Section mutators of DiffableDataSourceSnapshot: behaviour and every failure (docs/semantics.md §1.2, §1.4, §5.2).

import Testing

@testable import ListKit

@Suite struct SnapshotSectionTests {
  @Test func emptySnapshot() {
    let snapshot = TestSnapshot()
    #expect(snapshot.numberOfSections == 0)
    #expect(snapshot.numberOfItems == 0)
    #expect(snapshot.sectionIdentifiers.isEmpty)
    #expect(snapshot.itemIdentifiers.isEmpty)
    #expect(snapshot.isEmpty)
    #expect(snapshot == TestSnapshot())
    snapshot.checkInvariants()
  }

  @Test func appendSectionsKeepsOrderAndStartsEmpty() throws {
    var snapshot = TestSnapshot()
    try snapshot.tryAppendSections(["A", "B"])
    snapshot.appendSections(["C"])
    snapshot.appendSections([])
    #expect(snapshot.sectionIdentifiers == ["A", "B", "C"])
    #expect(snapshot.numberOfItems(inSection: "B") == 0)
    #expect(snapshot.indexOfSection("C") == 2)
    #expect(TestSnapshot(sections: ["A", "B", "C"]) == snapshot)
    snapshot.checkInvariants()
  }

  @Test func appendSectionsRepeatedInArgumentFails() {
    let snapshot = makeSnapshot(["A": [1]])
    expectFailure(snapshot, .sectionsNotUnique(["X", "Y"])) { s throws(SnapshotError) in
      try s.tryAppendSections(["X", "Y", "X", "Y", "X"])
    }
    #expect(
      SnapshotError.sectionsNotUnique(["X", "Y"]).description
        == "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(X, Y)}")
  }

  @Test func appendExistingSectionFailsWithSingularAndPluralWording() {
    // ListKit bug row: appendSections of an existing section silently corrupted the index.
    let snapshot = makeSnapshot(["A": [1], "B": [2]])
    expectFailure(snapshot, .sectionsAlreadyExist(["A"])) { s throws(SnapshotError) in
      try s.tryAppendSections(["N", "A"])
    }
    expectFailure(snapshot, .sectionsAlreadyExist(["B", "A"])) { s throws(SnapshotError) in
      try s.tryAppendSections(["B", "N", "A"])
    }
    #expect(
      SnapshotError.sectionsAlreadyExist(["A"]).description
        == "Diffable data source detected an attempt to insert or append 1 section identifier that already exists in "
        + "the snapshot. Identifiers in a snapshot must be unique. Duplicate identifiers: {(A)}")
    #expect(
      SnapshotError.sectionsAlreadyExist(["x", "y"]).description
        == "Diffable data source detected an attempt to insert or append 2 section identifiers that already exist in "
        + "the snapshot. Identifiers in a snapshot must be unique. Duplicate identifiers: {(x, y)}")
  }

  @Test func repeatedArgumentIsCheckedBeforeExistingSections() {
    let snapshot = makeSnapshot(["A": []])
    expectFailure(snapshot, .sectionsNotUnique(["N"])) { s throws(SnapshotError) in
      try s.tryAppendSections(["A", "N", "N"])
    }
  }

  @Test func insertSectionsBeforeAndAfterAreContiguous() throws {
    var snapshot = makeSnapshot(["A": [1], "B": [2]])
    try snapshot.tryInsertSections(["X", "Y"], beforeSection: "B")
    #expect(snapshot.sectionIdentifiers == ["A", "X", "Y", "B"])
    snapshot.insertSections(["P", "Q"], afterSection: "B")
    #expect(snapshot.sectionIdentifiers == ["A", "X", "Y", "B", "P", "Q"])
    snapshot.insertSections(["Z"], beforeSection: "A")
    #expect(snapshot.sectionIdentifiers == ["Z", "A", "X", "Y", "B", "P", "Q"])
    #expect(snapshot.itemIdentifiers == [1, 2])
    #expect(snapshot.sectionIdentifier(containingItem: 2) == "B")
    #expect(snapshot.indexOfSection("B") == 4)
    snapshot.appendItems([3], toSection: "Y")
    #expect(snapshot.itemIdentifiers == [1, 3, 2])
    snapshot.checkInvariants()
  }

  @Test func insertSectionsFailuresInCheckOrder() {
    let snapshot = makeSnapshot(["A": [1], "B": [2]])
    expectFailure(snapshot, .sectionsNotUnique(["X"])) { s throws(SnapshotError) in
      try s.tryInsertSections(["X", "X", "B"], beforeSection: "B")
    }
    expectFailure(snapshot, .sectionInsertDestinationInInsertedSections("B")) { s throws(SnapshotError) in
      try s.tryInsertSections(["X", "B"], afterSection: "B")
    }
    expectFailure(snapshot, .insertRelativeToUnknownSection("Q")) { s throws(SnapshotError) in
      try s.tryInsertSections(["X", "A"], beforeSection: "Q")
    }
    // ListKit bug row: insertSections of an existing section.
    expectFailure(snapshot, .sectionsAlreadyExist(["A"])) { s throws(SnapshotError) in
      try s.tryInsertSections(["X", "A"], afterSection: "B")
    }
    #expect(
      SnapshotError.sectionInsertDestinationInInsertedSections("B").description
        == "Invalid update: destination for section operation [B] is in the inserted section list for update: <update>")
    #expect(
      SnapshotError.insertRelativeToUnknownSection("Q").description
        == "Invalid parameter not satisfying: insertIndex != NSNotFound")
  }

  @Test func deleteSectionsRemovesTheirItemsAndIgnoresUnknown() throws {
    var snapshot = makeSnapshot(["A": [1, 2], "B": [3], "C": [4, 5]])
    try snapshot.tryDeleteSections(["B", "nope", "A"])
    #expect(snapshot.sectionIdentifiers == ["C"])
    #expect(snapshot.itemIdentifiers == [4, 5])
    #expect(snapshot.numberOfItems == 2)
    #expect(!snapshot.contains(1) && !snapshot.contains(3))
    #expect(snapshot.sectionIdentifier(containingItem: 5) == "C")
    snapshot.checkInvariants()
    // Deleted items can come back, into a new section.
    snapshot.appendSections(["A"])
    snapshot.appendItems([1, 3])
    #expect(sectionLayout(of: snapshot) == ["C": [4, 5], "A": [1, 3]])
    snapshot.deleteSections(["C", "A"])
    #expect(snapshot == TestSnapshot())
    snapshot.deleteSections(["unknown"])
    snapshot.checkInvariants()
  }

  @Test func deleteSectionsRepeatedArgumentFails() {
    let snapshot = makeSnapshot(["A": [1], "B": [2]])
    expectFailure(snapshot, .sectionsNotUnique(["A"])) { s throws(SnapshotError) in
      try s.tryDeleteSections(["A", "B", "A"])
    }
  }

  @Test func moveSectionBeforeAndAfterComputesTheDestinationAfterRemoval() throws {
    var snapshot = makeSnapshot(["A": [1], "B": [2], "C": [3], "D": [4]])
    try snapshot.tryMoveSection("A", afterSection: "C")
    #expect(snapshot.sectionIdentifiers == ["B", "C", "A", "D"])
    try snapshot.tryMoveSection("D", beforeSection: "B")
    #expect(snapshot.sectionIdentifiers == ["D", "B", "C", "A"])
    snapshot.moveSection("B", beforeSection: "C")  // already there: no change
    #expect(snapshot.sectionIdentifiers == ["D", "B", "C", "A"])
    snapshot.moveSection("B", afterSection: "A")
    #expect(snapshot.sectionIdentifiers == ["D", "C", "A", "B"])
    #expect(snapshot.itemIdentifiers == [4, 3, 1, 2])
    #expect(snapshot.sectionIdentifier(containingItem: 2) == "B")
    #expect(snapshot.indexOfItem(1) == 2)
    snapshot.checkInvariants()
  }

  @Test func moveSectionRelativeToItselfFails() {
    // ListKit bug row: afterSection: x re-inserted the section one position later.
    let snapshot = makeSnapshot(["A": [1], "B": [2], "C": [3]])
    expectFailure(snapshot, .sectionMoveToItself("B")) { s throws(SnapshotError) in
      try s.tryMoveSection("B", afterSection: "B")
    }
    expectFailure(snapshot, .sectionMoveToItself("B")) { s throws(SnapshotError) in
      try s.tryMoveSection("B", beforeSection: "B")
    }
    #expect(
      SnapshotError.sectionMoveToItself("B").description
        == "Invalid update: destination for section move is the same as the source [B] for update: <update>.")
  }

  @Test func moveSectionUnknownSourceOrDestinationFails() {
    let snapshot = makeSnapshot(["A": [1], "B": [2]])
    expectFailure(snapshot, .moveUnknownSection("Z")) { s throws(SnapshotError) in
      try s.tryMoveSection("Z", beforeSection: "Q")
    }
    expectFailure(snapshot, .moveRelativeToUnknownSection("Q")) { s throws(SnapshotError) in
      try s.tryMoveSection("A", afterSection: "Q")
    }
    #expect(
      SnapshotError.moveUnknownSection("Z").description == "Invalid parameter not satisfying: fromSection != NSNotFound"
    )
    #expect(
      SnapshotError.moveRelativeToUnknownSection("Q").description
        == "Invalid parameter not satisfying: toSection != NSNotFound")
  }

  @Test func reloadSectionsRecordsMarksInOrderWithoutRepeats() throws {
    var snapshot = makeSnapshot(["A": [1], "B": [2], "C": []])
    try snapshot.tryReloadSections(["B"])
    snapshot.reloadSections(["C", "B", "A"])
    #expect(snapshot.reloadedSectionIdentifiers == ["B", "C", "A"])
    #expect(snapshot == makeSnapshot(["A": [1], "B": [2], "C": []]))  // marks are not compared
    snapshot.checkInvariants()
  }

  @Test func reloadSectionsFailures() {
    // ListKit bug row: unknown sections were recorded without validation.
    var snapshot = makeSnapshot(["A": [1], "B": [2]])
    snapshot.reloadSections(["A"])
    expectFailure(snapshot, .reloadUnknownSection("Q")) { s throws(SnapshotError) in
      try s.tryReloadSections(["B", "Q", "R"])
    }
    expectFailure(snapshot, .sectionsNotUnique(["B"])) { s throws(SnapshotError) in
      try s.tryReloadSections(["B", "Q", "B"])
    }
    #expect(
      SnapshotError.reloadUnknownSection("Q").description
        == "Attempted to reload section identifier that does not exist in the snapshot: Q")
  }

  @Test func sectionQueriesOfUnknownSectionFail() {
    // ListKit bug row: returned [] / 0.
    let snapshot = makeSnapshot(["A": [1]])
    #expect(throws: SnapshotError.sectionNotFound("Q")) { try snapshot.tryNumberOfItems(inSection: "Q") }
    #expect(throws: SnapshotError.sectionNotFound("Q")) { try snapshot.tryItemIdentifiers(inSection: "Q") }
    #expect(
      SnapshotError.sectionNotFound("Q").description
        == "Section identifier was not found. You can verify the section exists by calling the "
        + "indexOfSectionIdentifier API (which has O(1) performance)")
    #expect(snapshot.indexOfSection("Q") == nil)
    #expect(!snapshot.contains(section: "Q"))
    #expect(snapshot.contains(section: "A"))
    #expect(snapshot.sectionIdentifier(at: 0) == "A")
    #expect(snapshot.sectionIdentifier(at: 1) == nil)
    #expect(snapshot.sectionIdentifier(at: -1) == nil)
    snapshot.checkInvariants()
  }

  @Test func sectionsAndItemsAreIndependentNamespaces() {
    var snapshot = DiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([1, 2])
    snapshot.appendItems([1, 2], toSection: 2)
    #expect(snapshot.sectionIdentifier(containingItem: 1) == 2)
    snapshot.checkInvariants()
  }
}

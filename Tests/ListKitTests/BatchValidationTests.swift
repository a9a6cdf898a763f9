// One test per batch-update rule R1–R17 (docs/semantics.md §4.2), each run on both views: a hand-made invalid batch,
// UIKit's exact message in the view's words ("item … collection view", "row … table view"; where UIKit words it
// otherwise, the FailureCatalogue's table variant), and the view exactly as before afterwards.

import Testing

@testable import ListKit

@MainActor
@Suite("Batch-update rules R1–R17 on both views")
struct BatchValidationTests {
  @Test(arguments: ListViewUnderTest.allCases)
  func r1DeleteAndReloadSameIndexPath(_ kind: ListViewUnderTest) {
    expectBatchFailure(
      on: kind, "attempt to delete and reload the same index path ({length = 2, path = 0 - 1})", rule: 1,
      [.deleteItems([ip(0, 1)]), .reloadItems([ip(0, 1)])]
    ) { $0.sections[0].remove(at: 1) }
    expectBatchFailure(
      on: kind, "attempt to delete and reload the same section (1)", rule: 1,
      [.reloadSections([1]), .deleteSections([1])])
  }

  @Test(arguments: ListViewUnderTest.allCases)
  func r2DeleteAndMoveFromSameIndexPath(_ kind: ListViewUnderTest) {
    expectBatchFailure(
      on: kind, "attempt to perform a delete and a move from the same index path ({length = 2, path = 0 - 0})",
      rule: 2, [.deleteItems([ip(0, 0)]), .moveItem(ip(0, 0), to: ip(1, 0))])
    // A reload and a move of the same row is reported with the delete wording.
    expectBatchFailure(
      on: kind, "attempt to perform a delete and a move from the same index path ({length = 2, path = 0 - 2})",
      rule: 2, [.reloadItems([ip(0, 2)]), .moveItem(ip(0, 2), to: ip(0, 0))])
    expectBatchFailure(
      on: kind, "attempt to perform a delete and a move from the same section (0)", rule: 2,
      [.deleteSections([0]), .moveSection(0, to: 1)])
  }

  @Test(arguments: ListViewUnderTest.allCases)
  func r3InsertAndMoveToSameIndexPath(_ kind: ListViewUnderTest) {
    expectBatchFailure(
      on: kind, "attempt to perform an insert and a move to the same index path ({length = 2, path = 1 - 0})",
      rule: 3, [.insertItems([ip(1, 0)]), .moveItem(ip(0, 0), to: ip(1, 0))])
  }

  @Test(arguments: ListViewUnderTest.allCases)
  func r4DeleteSectionOutOfBounds(_ kind: ListViewUnderTest) {
    expectBatchFailure(
      on: kind, "attempt to delete section 5, but there are only 2 sections before the update", rule: 4,
      [.deleteSections([5])])
  }

  @Test(arguments: ListViewUnderTest.allCases)
  func r5DeleteRowFromNonexistentSection(_ kind: ListViewUnderTest) {
    expectBatchFailure(
      on: kind, "attempt to delete \(kind.item) 0 from section 3, but there are only 2 sections before the update",
      rule: 5, [.deleteItems([ip(3, 0)])])
  }

  @Test(arguments: ListViewUnderTest.allCases)
  func r6DeleteRowOutOfBounds(_ kind: ListViewUnderTest) {
    expectBatchFailure(
      on: kind, "attempt to delete \(kind.item) 3 from section 0 which only contains 3 \(kind.item)s before the update",
      rule: 6, [.deleteItems([ip(0, 3)])]
    ) { $0.sections[0].removeLast() }
  }

  @Test(arguments: ListViewUnderTest.allCases)
  func r7InsertSectionOutOfBounds(_ kind: ListViewUnderTest) {
    expectBatchFailure(
      on: kind, "attempt to insert section 4 but there are only 3 sections after the update", rule: 7,
      [.insertSections([4])]
    ) { $0.sections.append(["x"]) }
  }

  @Test(arguments: ListViewUnderTest.allCases)
  func r8InsertRowIntoNonexistentSection(_ kind: ListViewUnderTest) {
    expectBatchFailure(
      on: kind, "attempt to insert \(kind.item) 0 into section 2, but there are only 2 sections after the update",
      rule: 8, [.insertItems([ip(2, 0)])])
  }

  @Test(arguments: ListViewUnderTest.allCases)
  func r9InsertRowOutOfBounds(_ kind: ListViewUnderTest) {
    expectBatchFailure(
      on: kind,
      "attempt to insert \(kind.item) 5 into section 0, but there are only 4 \(kind.item)s in section 0 after the"
        + " update", rule: 9, [.insertItems([ip(0, 5)])]
    ) { $0.sections[0].append("x") }
  }

  @Test(arguments: ListViewUnderTest.allCases)
  func r10MoveSourceDoesNotExist(_ kind: ListViewUnderTest) {
    expectBatchFailure(
      on: kind,
      "attempt to move index path ({length = 2, path = 0 - 7}) that does not exist - there are only 3 \(kind.item)s"
        + " in section 0 before the update", rule: 10, [.moveItem(ip(0, 7), to: ip(0, 1))])
    expectBatchFailure(
      on: kind,
      "attempt to move index path ({length = 2, path = 4 - 0}) from a section that does not exist - there are only"
        + " 2 sections before the update", rule: 10, [.moveItem(ip(4, 0), to: ip(0, 1))])
    expectBatchFailure(
      on: kind, "attempt to move section 2, but there are only 2 sections before the update", rule: 10,
      [.moveSection(2, to: 0)])
  }

  @Test(arguments: ListViewUnderTest.allCases)
  func r11MoveDestinationDoesNotExist(_ kind: ListViewUnderTest) {
    expectBatchFailure(
      on: kind,
      "attempt to move index path ({length = 2, path = 0 - 0}) to index path ({length = 2, path = 1 - 5}) that"
        + " does not exist - there are only 2 \(kind.item)s in section 1 after the update", rule: 11,
      [.moveItem(ip(0, 0), to: ip(1, 5))])
    expectBatchFailure(
      on: kind,
      "attempt to move index path ({length = 2, path = 0 - 0}) to index path ({length = 2, path = 3 - 0}) in"
        + " section that does not exist - there are only 2 sections after the update", rule: 11,
      [.moveItem(ip(0, 0), to: ip(3, 0))])
    expectBatchFailure(
      on: kind, "attempt to move section 0 to section 3, but there are only 2 sections after the update", rule: 11,
      [.moveSection(0, to: 3)])
  }

  @Test(arguments: ListViewUnderTest.allCases)
  func r12MoveConflicts(_ kind: ListViewUnderTest) {
    expectBatchFailure(
      on: kind,
      "attempt to move \(kind.item) at index path {length = 2, path = 0 - 0} to both {length = 2, path = 0 - 1} and"
        + " {length = 2, path = 0 - 2}", rule: 12,
      [.moveItem(ip(0, 0), to: ip(0, 1)), .moveItem(ip(0, 0), to: ip(0, 2))])
    expectBatchFailure(
      on: kind,
      "attempt to move both \(kind.item) at index path {length = 2, path = 0 - 0} and {length = 2, path = 0 - 1} to"
        + " {length = 2, path = 0 - 2}", rule: 12,
      [.moveItem(ip(0, 0), to: ip(0, 2)), .moveItem(ip(0, 1), to: ip(0, 2))])
    expectBatchFailure(
      on: kind, "attempt to move both section 0 and 1 to 0", rule: 12, [.moveSection(0, to: 0), .moveSection(1, to: 0)])
  }

  @Test(arguments: ListViewUnderTest.allCases)
  func r12ExactDuplicateMovesAreCoalesced(_ kind: ListViewUnderTest) throws {
    let model = ListTestModel([["a", "b", "c"]])
    let view = kind.makeView(model)
    try view.tryPerformBatchUpdates([.moveItem(ip(0, 0), to: ip(0, 2)), .moveItem(ip(0, 0), to: ip(0, 2))]) {
      model.sections[0] = ["b", "c", "a"]
    }
    #expect(view.rowIdentities == model.identities)
  }

  @Test(arguments: ListViewUnderTest.allCases)
  func r13MoveOutOfDeletedOrIntoInsertedSection(_ kind: ListViewUnderTest) {
    // UIKit's table names no section here (FailureCatalogue's R13-from-deleted has a table variant).
    expectBatchFailure(
      on: kind,
      kind == .table ? "cannot move a row from a deleted section" : "cannot move an item from a deleted section (1)",
      rule: 13, [.deleteSections([1]), .moveItem(ip(1, 0), to: ip(0, 0))]
    ) { $0.sections = [["d", "a", "b", "c"]] }
    expectBatchFailure(
      on: kind, "cannot move \(kind == .table ? "a row" : "an item") into a newly inserted section (0)", rule: 13,
      [.insertSections([0]), .moveItem(ip(0, 0), to: ip(0, 0))]
    ) { $0.sections = [["a"], ["b", "c"], ["d", "e"]] }
  }

  @Test(arguments: ListViewUnderTest.allCases)
  func r14InvalidNumberOfSections(_ kind: ListViewUnderTest) {
    expectBatchFailure(
      on: kind,
      "Invalid update: invalid number of sections.  The number of sections contained in the \(kind.viewName) after"
        + " the update (3) must be equal to the number of sections contained in the \(kind.viewName) before the"
        + " update (2), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).", rule: 14,
      []
    ) { $0.sections.append(["x"]) }
  }

  /// UIKit's R15 message for section `section` of a view of `kind`, with its counts.
  func r15(_ kind: ListViewUnderTest, section: Int, after: Int, before: Int, moves: (in: Int, out: Int), inserted: Int)
    -> String
  {
    let items = "\(kind.item)s"
    return "Invalid update: invalid number of \(items) in section \(section).  The number of \(items) contained in an"
      + " existing section after the update (\(after)) must be equal to the number of \(items) contained in that"
      + " section before the update (\(before)), plus or minus the number of \(items) inserted or deleted from that"
      + " section (\(inserted) inserted, 0 deleted) and plus or minus the number of \(items) moved into or out of"
      + " that section (\(moves.in) moved in, \(moves.out) moved out)."
  }

  @Test(arguments: ListViewUnderTest.allCases)
  func r15InvalidNumberOfRows(_ kind: ListViewUnderTest) {
    expectBatchFailure(
      on: kind, r15(kind, section: 0, after: 3, before: 3, moves: (0, 0), inserted: 1), rule: 15,
      [.insertItems([ip(0, 0)])])
  }

  @Test(arguments: ListViewUnderTest.allCases)
  func r15PrintsTheFinalSectionAndCountsCrossSectionMoves(_ kind: ListViewUnderTest) {
    // Section 1 becomes section 0; one row moved in from nowhere valid is missing from the model.
    expectBatchFailure(
      on: kind, r15(kind, section: 0, after: 3, before: 2, moves: (0, 0), inserted: 0), rule: 15,
      [.deleteSections([0])]
    ) { $0.sections = [["d", "e", "x"]] }
    // Moves within a section are not counted; moves between sections are, on both sides.
    expectBatchFailure(
      on: kind, r15(kind, section: 1, after: 2, before: 2, moves: (1, 0), inserted: 0), rule: 15,
      [.moveItem(ip(0, 0), to: ip(1, 0)), .moveItem(ip(0, 1), to: ip(0, 0))]
    ) { $0.sections = [["b", "c"], ["d", "e"]] }
  }

  @Test(arguments: ListViewUnderTest.allCases)
  func r16DataSourceChangedOutsideTheBatch(_ kind: ListViewUnderTest) {
    // The model is changed before the batch: the counts read before the block differ from the view's. UIKit's
    // collection view says "before and/or after", its table "before and after".
    expectBatchFailure(
      on: kind,
      "Invalid batch updates detected: the number of sections and/or \(kind.item)s returned by the data source before"
        + " \(kind == .table ? "and" : "and/or") after performing the batch updates are inconsistent with the"
        + " updates.\nData source before updates = { 2 sections with \(kind.item) counts: [4, 2] }\n"
        + "Data source after updates = { 2 sections with \(kind.item) counts: [4, 2] }\n"
        + "Updates = [ Delete \(kind.item) (0 - 0), Insert \(kind.item) (0 - 0), Insert \(kind.item) (0 - 3) ]",
      rule: 16, mutatingModelFirst: { $0.sections[0].append("x") },
      [.reloadItems([ip(0, 0)]), .insertItems([ip(0, 3)])])
  }

  @Test(arguments: ListViewUnderTest.allCases)
  func r17NumberOfRowsInMissingSection(_ kind: ListViewUnderTest) {
    let view = kind.makeView(ListTestModel([["a"], ["b"]]))
    let expected = kind.error(.sectionOutOfBounds(section: 2, sectionCount: 2))
    #expect(throws: expected) { try view.rowCount(inSection: 2) }
    #expect(
      expected.description
        == "request for number of \(kind.item)s in section 2 when there are only 2 sections in the \(kind.viewName)")
    #expect(expected.rule == 17)
  }

  @Test(
    "A single call outside a batch is validated as a batch, with the same message",
    arguments: ListViewUnderTest.allCases)
  func implicitSingleOperationBatch(_ kind: ListViewUnderTest) {
    let view = kind.makeView(ListTestModel([["a", "b"]]))
    let before = ListViewFingerprint(view)
    let expected = kind.error(.deleteItemOutOfBounds(item: 2, section: 0, itemCountBefore: 2))
    #expect(throws: expected) { try view.tryPerform(.update(.deleteItems([ip(0, 2)]), animation: .fade)) }
    #expect(
      expected.description
        == "attempt to delete \(kind.item) 2 from section 0 which only contains 2 \(kind.item)s before the update")
    #expect(ListViewFingerprint(view) == before)
  }

  @Test(arguments: ListViewUnderTest.allCases)
  func rowDeletesInsideDeletedSectionsAreDropped(_ kind: ListViewUnderTest) throws {
    let model = ListTestModel([["a", "b"], ["c"]])
    let view = kind.makeView(model)
    try view.tryPerformBatchUpdates([.deleteSections([0]), .deleteItems([ip(0, 1)])]) { model.sections.remove(at: 0) }
    #expect(view.rowIdentities == model.identities)
    #expect(view.invariantViolations() == [])
  }
}

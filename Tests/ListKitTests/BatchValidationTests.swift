// One test per batch-update rule R1–R17 (docs/semantics.md §4.2): a hand-made invalid batch, UIKit's exact message,
// and the view's state unchanged afterwards.

import Testing

@testable import ListKit

@MainActor
@Suite struct BatchValidationTests {
  @Test func r1DeleteAndReloadSameIndexPath() {
    expectBatchFailure("attempt to delete and reload the same index path ({length = 2, path = 0 - 1})", rule: 1) {
      view, model in
      model.sections[0].remove(at: 1)
      view.deleteItems(at: [ip(0, 1)])
      view.reloadItems(at: [ip(0, 1)])
    }
    expectBatchFailure("attempt to delete and reload the same section (1)", rule: 1) { view, model in
      view.reloadSections([1])
      view.deleteSections([1])
    }
  }

  @Test func r2DeleteAndMoveFromSameIndexPath() {
    expectBatchFailure(
      "attempt to perform a delete and a move from the same index path ({length = 2, path = 0 - 0})", rule: 2
    ) { view, model in
      view.deleteItems(at: [ip(0, 0)])
      view.moveItem(at: ip(0, 0), to: ip(1, 0))
    }
    // A reload and a move of the same item is reported with the delete wording.
    expectBatchFailure(
      "attempt to perform a delete and a move from the same index path ({length = 2, path = 0 - 2})", rule: 2
    ) { view, model in
      view.reloadItems(at: [ip(0, 2)])
      view.moveItem(at: ip(0, 2), to: ip(0, 0))
    }
  }

  @Test func r3InsertAndMoveToSameIndexPath() {
    expectBatchFailure(
      "attempt to perform an insert and a move to the same index path ({length = 2, path = 1 - 0})", rule: 3
    ) { view, model in
      view.insertItems(at: [ip(1, 0)])
      view.moveItem(at: ip(0, 0), to: ip(1, 0))
    }
  }

  @Test func r4DeleteSectionOutOfBounds() {
    expectBatchFailure("attempt to delete section 5, but there are only 2 sections before the update", rule: 4) {
      view, _ in view.deleteSections([5])
    }
  }

  @Test func r5DeleteItemFromNonexistentSection() {
    expectBatchFailure(
      "attempt to delete item 0 from section 3, but there are only 2 sections before the update", rule: 5
    ) { view, _ in view.deleteItems(at: [ip(3, 0)]) }
  }

  @Test func r6DeleteItemOutOfBounds() {
    expectBatchFailure(
      "attempt to delete item 3 from section 0 which only contains 3 items before the update", rule: 6
    ) { view, model in
      model.sections[0].removeLast()
      view.deleteItems(at: [ip(0, 3)])
    }
  }

  @Test func r7InsertSectionOutOfBounds() {
    expectBatchFailure("attempt to insert section 4 but there are only 3 sections after the update", rule: 7) {
      view, model in
      model.sections.append(["x"])
      view.insertSections([4])
    }
  }

  @Test func r8InsertItemIntoNonexistentSection() {
    expectBatchFailure(
      "attempt to insert item 0 into section 2, but there are only 2 sections after the update", rule: 8
    ) { view, _ in view.insertItems(at: [ip(2, 0)]) }
  }

  @Test func r9InsertItemOutOfBounds() {
    expectBatchFailure(
      "attempt to insert item 5 into section 0, but there are only 4 items in section 0 after the update", rule: 9
    ) { view, model in
      model.sections[0].append("x")
      view.insertItems(at: [ip(0, 5)])
    }
  }

  @Test func r10MoveSourceDoesNotExist() {
    expectBatchFailure(
      "attempt to move index path ({length = 2, path = 0 - 7}) that does not exist - there are only 3 items in"
        + " section 0 before the update", rule: 10
    ) { view, _ in view.moveItem(at: ip(0, 7), to: ip(0, 1)) }
    expectBatchFailure(
      "attempt to move index path ({length = 2, path = 4 - 0}) from a section that does not exist - there are only"
        + " 2 sections before the update", rule: 10
    ) { view, _ in view.moveItem(at: ip(4, 0), to: ip(0, 1)) }
    expectBatchFailure("attempt to move section 2, but there are only 2 sections before the update", rule: 10) {
      view, _ in view.moveSection(2, toSection: 0)
    }
  }

  @Test func r11MoveDestinationDoesNotExist() {
    expectBatchFailure(
      "attempt to move index path ({length = 2, path = 0 - 0}) to index path ({length = 2, path = 1 - 5}) that"
        + " does not exist - there are only 2 items in section 1 after the update", rule: 11
    ) { view, _ in view.moveItem(at: ip(0, 0), to: ip(1, 5)) }
    expectBatchFailure(
      "attempt to move section 0 to section 3, but there are only 2 sections after the update", rule: 11
    ) { view, _ in view.moveSection(0, toSection: 3) }
  }

  @Test func r12MoveConflicts() {
    expectBatchFailure(
      "attempt to move item at index path {length = 2, path = 0 - 0} to both {length = 2, path = 0 - 1} and"
        + " {length = 2, path = 0 - 2}", rule: 12
    ) { view, _ in
      view.moveItem(at: ip(0, 0), to: ip(0, 1))
      view.moveItem(at: ip(0, 0), to: ip(0, 2))
    }
    expectBatchFailure(
      "attempt to move both item at index path {length = 2, path = 0 - 0} and {length = 2, path = 0 - 1} to"
        + " {length = 2, path = 0 - 2}", rule: 12
    ) { view, _ in
      view.moveItem(at: ip(0, 0), to: ip(0, 2))
      view.moveItem(at: ip(0, 1), to: ip(0, 2))
    }
    expectBatchFailure("attempt to move both section 0 and 1 to 0", rule: 12) { view, _ in
      view.moveSection(0, toSection: 0)
      view.moveSection(1, toSection: 0)
    }
  }

  @Test func r12ExactDuplicateMovesAreCoalesced() throws {
    let model = TestModel([["a", "b", "c"]])
    let view = makeView(model)
    try view.tryPerformBatchUpdates {
      model.sections[0] = ["b", "c", "a"]
      view.moveItem(at: ip(0, 0), to: ip(0, 2))
      view.moveItem(at: ip(0, 0), to: ip(0, 2))
    }
    #expect(view.rowIdentities == model.identities)
  }

  @Test func r13MoveOutOfDeletedOrIntoInsertedSection() {
    expectBatchFailure("cannot move an item from a deleted section (1)", rule: 13) { view, model in
      model.sections = [["d", "a", "b", "c"]]
      view.deleteSections([1])
      view.moveItem(at: ip(1, 0), to: ip(0, 0))
    }
    expectBatchFailure("cannot move an item into a newly inserted section (0)", rule: 13) { view, model in
      model.sections = [["a"], ["b", "c"], ["d", "e"]]
      view.insertSections([0])
      view.moveItem(at: ip(0, 0), to: ip(0, 0))
    }
  }

  @Test func r14InvalidNumberOfSections() {
    expectBatchFailure(
      "Invalid update: invalid number of sections.  The number of sections contained in the collection view after"
        + " the update (3) must be equal to the number of sections contained in the collection view before the"
        + " update (2), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).", rule: 14
    ) { _, model in model.sections.append(["x"]) }
  }

  @Test func r15InvalidNumberOfItems() {
    expectBatchFailure(
      "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section"
        + " after the update (3) must be equal to the number of items contained in that section before the update"
        + " (3), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted)"
        + " and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).",
      rule: 15
    ) { view, _ in view.insertItems(at: [ip(0, 0)]) }
  }

  @Test func r15PrintsTheFinalSectionAndCountsCrossSectionMoves() {
    // Section 1 becomes section 0; one item moved in from nowhere valid is missing from the model.
    expectBatchFailure(
      "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section"
        + " after the update (3) must be equal to the number of items contained in that section before the update"
        + " (2), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted)"
        + " and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).",
      rule: 15
    ) { view, model in
      model.sections = [["d", "e", "x"]]
      view.deleteSections([0])
    }
    // Moves within a section are not counted; moves between sections are, on both sides.
    expectBatchFailure(
      "Invalid update: invalid number of items in section 1.  The number of items contained in an existing section"
        + " after the update (2) must be equal to the number of items contained in that section before the update"
        + " (2), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted)"
        + " and plus or minus the number of items moved into or out of that section (1 moved in, 0 moved out).",
      rule: 15
    ) { view, model in
      model.sections = [["b", "c"], ["d", "e"]]
      view.moveItem(at: ip(0, 0), to: ip(1, 0))
      view.moveItem(at: ip(0, 1), to: ip(0, 0))
    }
  }

  @Test func r16DataSourceChangedOutsideTheBatch() {
    // The model is mutated before performBatchUpdates: the counts read before the block differ from the view's.
    expectBatchFailure(
      "Invalid batch updates detected: the number of sections and/or items returned by the data source before"
        + " and/or after performing the batch updates are inconsistent with the updates.\n"
        + "Data source before updates = { 2 sections with item counts: [4, 2] }\n"
        + "Data source after updates = { 2 sections with item counts: [4, 2] }\n"
        + "Updates = [ Delete item (0 - 0), Insert item (0 - 0), Insert item (0 - 3) ]", rule: 16,
      mutatingModelFirst: { $0.sections[0].append("x") },
      { view, _ in
        view.reloadItems(at: [ip(0, 0)])
        view.insertItems(at: [ip(0, 3)])
      })
  }

  @Test func r17NumberOfItemsInMissingSection() {
    let view = makeView(TestModel([["a"], ["b"]]))
    #expect(throws: CollectionViewError.sectionOutOfBounds(section: 2, sectionCount: 2)) {
      try view.tryNumberOfItems(inSection: 2)
    }
    #expect(
      CollectionViewError.sectionOutOfBounds(section: 2, sectionCount: 2).description
        == "request for number of items in section 2 when there are only 2 sections in the collection view")
    #expect(CollectionViewError.sectionOutOfBounds(section: 2, sectionCount: 2).rule == 17)
  }

  @Test func itemDeletesInsideDeletedSectionsAreDropped() throws {
    let model = TestModel([["a", "b"], ["c"]])
    let view = makeView(model)
    try view.tryPerformBatchUpdates {
      model.sections.remove(at: 0)
      view.deleteSections([0])
      view.deleteItems(at: [ip(0, 1)])
    }
    #expect(view.rowIdentities == model.identities)
    view.checkInvariants()
  }
}

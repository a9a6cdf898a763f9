// One test per batch-update rule R1–R17 on the headless table view (semantics.md §4.2 in the table's words, §9): a
// hand-made invalid batch, UIKit's message with "row" and "table view" and the real numbers, and the table's state
// (counts, titles, cells, selection, identities, recorded animations, counters) unchanged afterwards.

import Testing

@testable import ListKit

@MainActor
@Suite("Table view: rules R1–R17 in row wording")
struct TableViewBatchRuleTests {
  @Test func r1DeleteAndReloadSameIndexPath() {
    expectTableBatchFailure("attempt to delete and reload the same index path ({length = 2, path = 0 - 1})", rule: 1) {
      table, model in
      model.sections[0].remove(at: 1)
      table.deleteRows(at: [rp(0, 1)], with: .fade)
      table.reloadRows(at: [rp(0, 1)], with: .fade)
    }
    expectTableBatchFailure("attempt to delete and reload the same section (1)", rule: 1) { table, _ in
      table.reloadSections([1], with: .none)
      table.deleteSections([1], with: .none)
    }
  }

  @Test func r2DeleteAndMoveFromSameIndexPath() {
    expectTableBatchFailure(
      "attempt to perform a delete and a move from the same index path ({length = 2, path = 0 - 0})", rule: 2
    ) { table, _ in
      table.deleteRows(at: [rp(0, 0)], with: .automatic)
      table.moveRow(at: rp(0, 0), to: rp(1, 0))
    }
    expectTableBatchFailure("attempt to perform a delete and a move from the same section (0)", rule: 2) {
      table, _ in
      table.deleteSections([0], with: .top)
      table.moveSection(0, toSection: 1)
    }
  }

  @Test func r3InsertAndMoveToSameIndexPath() {
    expectTableBatchFailure(
      "attempt to perform an insert and a move to the same index path ({length = 2, path = 1 - 0})", rule: 3
    ) { table, _ in
      table.insertRows(at: [rp(1, 0)], with: .bottom)
      table.moveRow(at: rp(0, 0), to: rp(1, 0))
    }
  }

  @Test func r4DeleteSectionOutOfBounds() {
    expectTableBatchFailure("attempt to delete section 5, but there are only 2 sections before the update", rule: 4) {
      table, _ in table.deleteSections([5], with: .fade)
    }
  }

  @Test func r5DeleteRowFromNonexistentSection() {
    expectTableBatchFailure(
      "attempt to delete row 0 from section 3, but there are only 2 sections before the update", rule: 5
    ) { table, _ in table.deleteRows(at: [rp(3, 0)], with: .fade) }
  }

  @Test func r6DeleteRowOutOfBounds() {
    expectTableBatchFailure(
      "attempt to delete row 3 from section 0 which only contains 3 rows before the update", rule: 6
    ) { table, model in
      model.sections[0].removeLast()
      table.deleteRows(at: [rp(0, 3)], with: .fade)
    }
  }

  @Test func r7InsertSectionOutOfBounds() {
    expectTableBatchFailure("attempt to insert section 4 but there are only 3 sections after the update", rule: 7) {
      table, model in
      model.sections.append(["x"])
      table.insertSections([4], with: .middle)
    }
  }

  @Test func r8InsertRowIntoNonexistentSection() {
    expectTableBatchFailure(
      "attempt to insert row 0 into section 2, but there are only 2 sections after the update", rule: 8
    ) { table, _ in table.insertRows(at: [rp(2, 0)], with: .right) }
  }

  @Test func r9InsertRowOutOfBounds() {
    expectTableBatchFailure(
      "attempt to insert row 5 into section 0, but there are only 4 rows in section 0 after the update", rule: 9
    ) { table, model in
      model.sections[0].append("x")
      table.insertRows(at: [rp(0, 5)], with: .left)
    }
  }

  @Test func r10MoveSourceDoesNotExist() {
    expectTableBatchFailure(
      "attempt to move index path ({length = 2, path = 0 - 7}) that does not exist - there are only 3 rows in"
        + " section 0 before the update", rule: 10
    ) { table, _ in table.moveRow(at: rp(0, 7), to: rp(0, 1)) }
    expectTableBatchFailure(
      "attempt to move index path ({length = 2, path = 4 - 0}) from a section that does not exist - there are only"
        + " 2 sections before the update", rule: 10
    ) { table, _ in table.moveRow(at: rp(4, 0), to: rp(0, 1)) }
    expectTableBatchFailure("attempt to move section 2, but there are only 2 sections before the update", rule: 10) {
      table, _ in table.moveSection(2, toSection: 0)
    }
  }

  @Test func r11MoveDestinationDoesNotExist() {
    expectTableBatchFailure(
      "attempt to move index path ({length = 2, path = 0 - 0}) to index path ({length = 2, path = 1 - 5}) that"
        + " does not exist - there are only 2 rows in section 1 after the update", rule: 11
    ) { table, _ in table.moveRow(at: rp(0, 0), to: rp(1, 5)) }
    expectTableBatchFailure(
      "attempt to move index path ({length = 2, path = 0 - 0}) to index path ({length = 2, path = 3 - 0}) in"
        + " section that does not exist - there are only 2 sections after the update", rule: 11
    ) { table, _ in table.moveRow(at: rp(0, 0), to: rp(3, 0)) }
  }

  @Test func r12MoveConflicts() {
    expectTableBatchFailure(
      "attempt to move row at index path {length = 2, path = 0 - 0} to both {length = 2, path = 0 - 1} and"
        + " {length = 2, path = 0 - 2}", rule: 12
    ) { table, _ in
      table.moveRow(at: rp(0, 0), to: rp(0, 1))
      table.moveRow(at: rp(0, 0), to: rp(0, 2))
    }
    expectTableBatchFailure(
      "attempt to move both row at index path {length = 2, path = 0 - 0} and {length = 2, path = 0 - 1} to"
        + " {length = 2, path = 0 - 2}", rule: 12
    ) { table, _ in
      table.moveRow(at: rp(0, 0), to: rp(0, 2))
      table.moveRow(at: rp(0, 1), to: rp(0, 2))
    }
  }

  @Test func r13MoveOutOfDeletedOrIntoInsertedSection() {
    expectTableBatchFailure("cannot move a row from a deleted section", rule: 13) { table, model in
      model.sections = [["d", "a", "b", "c"]]
      table.deleteSections([1], with: .fade)
      table.moveRow(at: rp(1, 0), to: rp(0, 0))
    }
    expectTableBatchFailure("cannot move a row into a newly inserted section (0)", rule: 13) { table, model in
      model.sections = [["a"], ["b", "c"], ["d", "e"]]
      table.insertSections([0], with: .fade)
      table.moveRow(at: rp(0, 0), to: rp(0, 0))
    }
  }

  @Test func r14InvalidNumberOfSections() {
    expectTableBatchFailure(
      "Invalid update: invalid number of sections.  The number of sections contained in the table view after"
        + " the update (3) must be equal to the number of sections contained in the table view before the"
        + " update (2), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).", rule: 14
    ) { _, model in model.sections.append(["x"]) }
  }

  @Test func r15InvalidNumberOfRows() {
    expectTableBatchFailure(
      "Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section"
        + " after the update (3) must be equal to the number of rows contained in that section before the update"
        + " (3), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted)"
        + " and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).",
      rule: 15
    ) { table, _ in table.insertRows(at: [rp(0, 0)], with: .automatic) }
    // Moves between sections count on both sides; the section printed is the final index.
    expectTableBatchFailure(
      "Invalid update: invalid number of rows in section 1.  The number of rows contained in an existing section"
        + " after the update (2) must be equal to the number of rows contained in that section before the update"
        + " (2), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted)"
        + " and plus or minus the number of rows moved into or out of that section (1 moved in, 0 moved out).",
      rule: 15
    ) { table, model in
      model.sections = [["b", "c"], ["d", "e"]]
      table.moveRow(at: rp(0, 0), to: rp(1, 0))
      table.moveRow(at: rp(0, 1), to: rp(0, 0))
    }
  }

  @Test func r16DataSourceChangedOutsideTheBatch() {
    expectTableBatchFailure(
      "Invalid batch updates detected: the number of sections and/or rows returned by the data source before"
        + " and after performing the batch updates are inconsistent with the updates.\n"
        + "Data source before updates = { 2 sections with row counts: [4, 2] }\n"
        + "Data source after updates = { 2 sections with row counts: [4, 2] }\n"
        + "Updates = [ Delete row (0 - 0), Insert row (0 - 0), Insert row (0 - 3) ]", rule: 16,
      mutatingModelFirst: { $0.sections[0].append("x") },
      { table, _ in
        table.reloadRows(at: [rp(0, 0)], with: .fade)
        table.insertRows(at: [rp(0, 3)], with: .fade)
      })
  }

  @Test func r17NumberOfRowsInMissingSection() {
    let table = makeTable(TestTableModel([["a"], ["b"]]))
    #expect(throws: TableViewError.sectionOutOfBounds(section: 2, sectionCount: 2)) {
      try table.tryNumberOfRows(inSection: 2)
    }
    #expect(
      TableViewError.sectionOutOfBounds(section: 2, sectionCount: 2).description
        == "request for number of rows in section 2 when there are only 2 sections in the table view")
    #expect(TableViewError.sectionOutOfBounds(section: 2, sectionCount: 2).rule == 17)
  }

  @Test("A single call outside a batch is validated as a batch, with the same message")
  func implicitSingleOperationBatch() {
    let model = TestTableModel([["a", "b"]])
    let table = makeTable(model)
    let before = TableState(table)
    #expect(throws: TableViewError.deleteItemOutOfBounds(item: 2, section: 0, itemCountBefore: 2)) {
      try table.tryDeleteRows(at: [rp(0, 2)], with: .fade)
    }
    #expect(
      TableViewError.deleteItemOutOfBounds(item: 2, section: 0, itemCountBefore: 2).description
        == "attempt to delete row 2 from section 0 which only contains 2 rows before the update")
    #expect(TableState(table) == before)
  }
}

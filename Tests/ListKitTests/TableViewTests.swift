// The headless table view on its own (plain data source): header and footer titles, row animations, editing and the
// user's actions. What it does alike with the collection view is in ListViewBehaviourTests.

import Testing

@testable import ListKit

@MainActor
@Suite("Headless table view")
struct TableViewTests {
  @Test("Sections of rows with header and footer titles; titles change only when a section is reloaded")
  func sectionsAndTitles() throws {
    let model = ListTestModel([["a", "b"], ["c"]])
    model.headers = ["A", nil]
    model.footers = [nil, "2 contacts"]
    let table = makeTable(model)
    #expect(table.numberOfSections == 2)
    #expect(table.numberOfRows(inSection: 0) == 2 && table.numberOfRows(inSection: 1) == 1)
    #expect(table.totalNumberOfRows == 3)
    #expect(table.headerTitle(forSection: 0) == "A" && table.headerTitle(forSection: 1) == nil)
    #expect(table.footerTitle(forSection: 1) == "2 contacts" && table.footerTitle(forSection: 5) == nil)

    // A moved section keeps its titles; a changed title shows only after its section is reloaded (as in UIKit).
    model.headers = ["B", "A"]
    try table.tryPerformBatchUpdates {
      model.sections.swapAt(0, 1)
      table.moveSection(0, toSection: 1)
    }
    #expect(table.headerTitle(forSection: 1) == "A")
    #expect(table.headerTitle(forSection: 0) == nil)
    model.headers = ["C", "A"]
    try table.tryPerformBatchUpdates { table.reloadSections([0], with: .fade) }
    #expect(table.headerTitle(forSection: 0) == "C")
    // An inserted section reads its titles.
    model.headers = ["C", "A", "New"]
    try table.tryPerformBatchUpdates {
      model.sections.append(["d"])
      table.insertSections([2], with: .fade)
    }
    #expect(table.headerTitle(forSection: 2) == "New")
    table.checkInvariants()
  }

  @Test("Every insert, delete and reload carries its row animation, recorded in call order")
  func rowAnimationsAreRecorded() throws {
    let model = ListTestModel([["a", "b"], ["c"]])
    let table = makeTable(model)
    try table.tryPerformBatchUpdates {
      model.sections = [["x", "a"], ["d"]]
      table.insertRows(at: [ip(0, 0)], with: .top)
      table.deleteRows(at: [ip(0, 1)], with: .bottom)
      table.reloadSections([1], with: .middle)
    }
    #expect(
      table.lastBatchAnimations == [
        .init(.insertRows, indexPaths: [ip(0, 0)], animation: .top),
        .init(.deleteRows, indexPaths: [ip(0, 1)], animation: .bottom),
        .init(.reloadSections, sections: [1], animation: .middle),
      ])
    #expect(table.lastBatchAnimations[0].description == "insertRows [0.0] with .top")
    #expect(table.rowIdentities == model.identities)
    // A failed batch keeps the last batch's record.
    #expect(throws: TableViewError.self) {
      try table.tryPerformBatchUpdates { table.insertRows(at: [ip(0, 0)], with: .none) }
    }
    #expect(table.lastBatchAnimations.count == 3)
    table.reloadData()
    #expect(table.lastBatchAnimations == [])
  }

  @Test("Swipe-to-delete asks canEditRowAt, then calls commit(.delete); a refusal calls nothing else")
  func swipeToDelete() throws {
    let model = ListTestModel([["a", "b", "c"]])
    let table = makeTable(model)
    #expect(try table.tryUserDeleteRow(at: ip(0, 1)))
    #expect(model.calls == ["canEditRowAt 0.1", "commit delete 0.1"])
    #expect(table.rowIdentities == [["a", "c"]])
    #expect(table.lastBatchAnimations == [.init(.deleteRows, indexPaths: [ip(0, 1)], animation: .left)])

    model.canEdit = false
    let before = ListViewFingerprint(table)
    #expect(try table.tryUserDeleteRow(at: ip(0, 0)) == false)
    #expect(model.calls.suffix(1) == ["canEditRowAt 0.0"])
    #expect(ListViewFingerprint(table) == before)
    #expect(throws: TableViewError.invalidIndexPath(operation: "swipe to delete", ip(0, 5))) {
      try table.tryUserDeleteRow(at: ip(0, 5))
    }
  }

  @Test("An interactive move: canMoveRowAt, the table moves the row (cell and selection along), then moveRowAt")
  func interactiveMove() throws {
    let model = ListTestModel([["a", "b", "c"], ["d"]])
    let table = makeTable(model)
    table.selectRow(at: ip(0, 0))
    let cellA = table.cellForRow(at: ip(0, 0))!
    #expect(try table.tryUserMoveRow(at: ip(0, 0), to: ip(1, 1)))
    #expect(model.calls == ["canMoveRowAt 0.0", "moveRowAt 0.0 1.1"])
    #expect(table.rowIdentities == [["b", "c"], ["d", "a"]])
    #expect(table.rowIdentities == model.identities)
    #expect(table.cellForRow(at: ip(1, 1)) === cellA)
    #expect(table.indexPathsForSelectedRows == [ip(1, 1)])
    // The table's counts now match the model: the next batch validates.
    try table.tryPerformBatchUpdates {
      model.sections[1].append("e")
      table.insertRows(at: [ip(1, 2)], with: .fade)
    }
    table.checkInvariants()

    model.canMove = false
    let before = ListViewFingerprint(table)
    #expect(try table.tryUserMoveRow(at: ip(0, 0), to: ip(0, 1)) == false)
    #expect(ListViewFingerprint(table) == before)
    #expect(throws: TableViewError.invalidIndexPath(operation: "move row to", ip(0, 2))) {
      try table.tryUserMoveRow(at: ip(0, 0), to: ip(0, 2))
    }
  }

  @Test("A data source that does not follow a move breaks the next batch (R16: its counts differ from the table's)")
  func modelNotFollowingTheMove() throws {
    let model = ListTestModel([["a", "b"], ["c"]])
    model.followsMoves = false
    let table = makeTable(model)
    try table.tryUserMoveRow(at: ip(0, 0), to: ip(1, 0))
    #expect(table.rowIdentities == [["b"], ["a", "c"]])
    do {
      try table.tryPerformBatchUpdates {}
      Issue.record("the batch did not fail")
    } catch {
      #expect(error.rule == 16)
    }
  }

  @Test("Editing mode is a state of the table")
  func editingMode() {
    let table = makeTable(ListTestModel([["a"]]))
    #expect(!table.isEditing)
    table.setEditing(true, animated: false)
    #expect(table.isEditing)
  }
}

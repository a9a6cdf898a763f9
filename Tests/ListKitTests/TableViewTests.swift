// The headless table view on its own (plain data source): counts and titles, registration and reuse, counters,
// viewport, stale content, reload vs reconfigure, selection, row animations, editing and the user's actions.

import Testing

@testable import ListKit

@MainActor
@Suite("Headless table view")
struct TableViewTests {
  @Test("Sections of rows with header and footer titles; titles change only when a section is reloaded")
  func sectionsAndTitles() throws {
    let model = TestTableModel([["a", "b"], ["c"]])
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

  @Test("Cells are registered by class and reuse identifier; an unregistered identifier fails with UIKit's message")
  func registrationAndDequeue() throws {
    let model = TestTableModel([["a", "b"]])
    model.reuseIdentifier = "test"
    let table = makeTable(model)
    #expect(table.visibleCells.allSatisfy { $0 is TestTableCell })
    #expect(table.statistics(for: TestTableCell.self).creations == 2)
    #expect(table.statistics(for: HeadlessTableViewCell.self).dequeues == 0)

    #expect(throws: TableViewError.unregisteredReuseIdentifier(kind: "UITableViewCell", identifier: "X")) {
      try table.tryDequeueReusableCell(withIdentifier: "X", for: rp(0, 0))
    }
    #expect(
      TableViewError.unregisteredReuseIdentifier(kind: "UITableViewCell", identifier: "X").description
        == "unable to dequeue a cell with identifier X - must register a nib or a class for the identifier or"
        + " connect a prototype cell in a storyboard")
  }

  @Test("Scrolling recycles cells through the reuse pool: prepareForReuse runs, content stays stale until configured")
  func reusePoolAndViewport() throws {
    let model = TestTableModel([(0..<10).map { "r\($0)" }])
    model.reuseIdentifier = "test"
    let table = makeTable(model, viewportHeight: 3)
    #expect(table.indexPathsForVisibleRows == [rp(0, 0), rp(0, 1), rp(0, 2)])
    let first = table.cellForRow(at: rp(0, 0)) as! TestTableCell
    try table.tryScroll(toRow: 5)
    #expect(table.visibleRowRange == 5..<8)
    #expect(table.indexPathsForVisibleRows == [rp(0, 5), rp(0, 6), rp(0, 7)])
    #expect(first.resets == 1 && first.prepareForReuseCount == 1)
    #expect(first.text?.hasPrefix("r") == true)
    let statistics = table.statistics(for: TestTableCell.self)
    #expect(statistics.creations == 3 && statistics.reuses == 3 && statistics.prepareForReuseCalls == 3)
    #expect(statistics.dequeues == statistics.creations + statistics.reuses)
    try table.tryScrollToRow(at: rp(0, 9))
    #expect(table.contentOffset == 7)
    try table.tryScroll(toRow: 100)
    #expect(table.contentOffset == 7)
    #expect(throws: TableViewError.invalidIndexPath(operation: "scroll to", rp(1, 0))) {
      try table.tryScrollToRow(at: rp(1, 0))
    }
    table.checkInvariants()
  }

  @Test("A moved row keeps its cell and its stale content; reconfigure refreshes it in place, reload replaces it")
  func staleContentReloadAndReconfigure() throws {
    let model = TestTableModel([["a", "b", "c"]])
    model.reuseIdentifier = "test"
    let table = makeTable(model)
    let cellA = table.cellForRow(at: rp(0, 0))!
    // The model's text for "a" changes without telling the table: the cell is stale.
    try table.tryPerformBatchUpdates {
      model.sections[0] = ["b", "c", "A!"]
      table.moveRow(at: rp(0, 0), to: rp(0, 2))
    }
    #expect(table.cellForRow(at: rp(0, 2)) === cellA)
    #expect(cellA.text == "a")

    // reconfigureRows: the same cell, configured again, no prepareForReuse.
    let resetsBefore = (cellA as! TestTableCell).resets
    try table.tryReconfigureRows(at: [rp(0, 2)])
    #expect(table.cellForRow(at: rp(0, 2)) === cellA)
    #expect(cellA.text == "A!")
    #expect((cellA as! TestTableCell).resets == resetsBefore)
    #expect(table.lastBatchAnimations == [])

    // reloadRows: a newly dequeued cell (a new one here: the old one goes to the pool after the update).
    try table.tryReloadRows(at: [rp(0, 2)], with: .fade)
    #expect(table.cellForRow(at: rp(0, 2)) !== cellA)
    #expect(cellA.indexPath == nil)
    #expect(table.lastBatchAnimations == [.init(.reloadRows, indexPaths: [rp(0, 2)], animation: .fade)])
    table.checkInvariants()
  }

  @Test("Every insert, delete and reload carries its row animation, recorded in call order")
  func rowAnimationsAreRecorded() throws {
    let model = TestTableModel([["a", "b"], ["c"]])
    let table = makeTable(model)
    try table.tryPerformBatchUpdates {
      model.sections = [["x", "a"], ["d"]]
      table.insertRows(at: [rp(0, 0)], with: .top)
      table.deleteRows(at: [rp(0, 1)], with: .bottom)
      table.reloadSections([1], with: .middle)
    }
    #expect(
      table.lastBatchAnimations == [
        .init(.insertRows, indexPaths: [rp(0, 0)], animation: .top),
        .init(.deleteRows, indexPaths: [rp(0, 1)], animation: .bottom),
        .init(.reloadSections, sections: [1], animation: .middle),
      ])
    #expect(table.lastBatchAnimations[0].description == "insertRows [0.0] with .top")
    #expect(table.rowIdentities == model.identities)
    // A failed batch keeps the last batch's record.
    #expect(throws: TableViewError.self) {
      try table.tryPerformBatchUpdates { table.insertRows(at: [rp(0, 0)], with: .none) }
    }
    #expect(table.lastBatchAnimations.count == 3)
    table.reloadData()
    #expect(table.lastBatchAnimations == [])
  }

  @Test("Selection follows rows through updates; taps tell the delegate")
  func selection() throws {
    let model = TestTableModel([["a", "b", "c"]])
    let table = makeTable(model)
    let delegate = TestTableDelegate()
    table.delegate = delegate
    table.selectRow(at: rp(0, 1))
    try table.tryPerformBatchUpdates {
      model.sections[0].insert("x", at: 0)
      table.insertRows(at: [rp(0, 0)], with: .automatic)
    }
    #expect(table.indexPathsForSelectedRows == [rp(0, 2)])
    #expect(table.cellForRow(at: rp(0, 2))?.isSelected == true)
    table.tapRow(at: rp(0, 0))
    #expect(delegate.events == ["deselect 0-2", "select 0-0"])
    #expect(throws: TableViewError.invalidIndexPath(operation: "select row at", rp(0, 9))) {
      try table.trySelectRow(at: rp(0, 9))
    }
    table.checkInvariants()
  }

  @Test("Swipe-to-delete asks canEditRowAt, then calls commit(.delete); a refusal calls nothing else")
  func swipeToDelete() throws {
    let model = TestTableModel([["a", "b", "c"]])
    let table = makeTable(model)
    #expect(try table.tryUserDeleteRow(at: rp(0, 1)))
    #expect(model.calls == ["canEditRowAt 0.1", "commit delete 0.1"])
    #expect(table.rowIdentities == [["a", "c"]])
    #expect(table.lastBatchAnimations == [.init(.deleteRows, indexPaths: [rp(0, 1)], animation: .left)])

    model.canEdit = false
    let before = TableState(table)
    #expect(try table.tryUserDeleteRow(at: rp(0, 0)) == false)
    #expect(model.calls.suffix(1) == ["canEditRowAt 0.0"])
    #expect(TableState(table) == before)
    #expect(throws: TableViewError.invalidIndexPath(operation: "swipe to delete", rp(0, 5))) {
      try table.tryUserDeleteRow(at: rp(0, 5))
    }
  }

  @Test("An interactive move: canMoveRowAt, the table moves the row (cell and selection along), then moveRowAt")
  func interactiveMove() throws {
    let model = TestTableModel([["a", "b", "c"], ["d"]])
    let table = makeTable(model)
    table.selectRow(at: rp(0, 0))
    let cellA = table.cellForRow(at: rp(0, 0))!
    #expect(try table.tryUserMoveRow(at: rp(0, 0), to: rp(1, 1)))
    #expect(model.calls == ["canMoveRowAt 0.0", "moveRowAt 0.0 1.1"])
    #expect(table.rowIdentities == [["b", "c"], ["d", "a"]])
    #expect(table.rowIdentities == model.identities)
    #expect(table.cellForRow(at: rp(1, 1)) === cellA)
    #expect(table.indexPathsForSelectedRows == [rp(1, 1)])
    // The table's counts now match the model: the next batch validates.
    try table.tryPerformBatchUpdates {
      model.sections[1].append("e")
      table.insertRows(at: [rp(1, 2)], with: .fade)
    }
    table.checkInvariants()

    model.canMove = false
    let before = TableState(table)
    #expect(try table.tryUserMoveRow(at: rp(0, 0), to: rp(0, 1)) == false)
    #expect(TableState(table) == before)
    #expect(throws: TableViewError.invalidIndexPath(operation: "move row to", rp(0, 2))) {
      try table.tryUserMoveRow(at: rp(0, 0), to: rp(0, 2))
    }
  }

  @Test("A data source that does not follow a move breaks the next batch (R16: its counts differ from the table's)")
  func modelNotFollowingTheMove() throws {
    let model = TestTableModel([["a", "b"], ["c"]])
    model.followsMoves = false
    let table = makeTable(model)
    try table.tryUserMoveRow(at: rp(0, 0), to: rp(1, 0))
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
    let table = makeTable(TestTableModel([["a"]]))
    #expect(!table.isEditing)
    table.setEditing(true, animated: false)
    #expect(table.isEditing)
  }

  @Test("A nil cell fails with the table's message")
  func nilCell() {
    let model = TestTableModel([["a"]])
    model.returnsNilCell = true
    let table = HeadlessTableView()
    table.dataSource = model
    #expect(throws: TableViewError.cellProviderReturnedNil(rp(0, 0))) { try table.tryReloadData() }
    #expect(
      TableViewError.cellProviderReturnedNil(rp(0, 0)).description
        == "UITableView dataSource returned a nil cell for row at index path: {length = 2, path = 0 - 0}")
  }
}

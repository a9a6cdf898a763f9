// The failures of docs/semantics.md §10 through the imperative API of both views: a batch whose new row the data
// source cannot make, and a reconfigure whose provider dequeues another identifier. The message is UIKit's, the rule
// is the failure's name; as documented, the update itself has landed and the failing row has no cell.

import Testing

@testable import ListKit

/// What a test data source's cell code does.
enum CellMode {
  case correct, unregistered, notDequeued, nilCell, otherIdentifier, registrationInProvider
}

/// A plain data source for either view whose cell code uses the checked API and can make §10's mistakes: one section
/// of `rows`, cells dequeued for "cell" (or, by `mode`, not).
@MainActor
final class MistakenModel: HeadlessListViewDataSource {
  var rows: [String]
  var mode = CellMode.correct
  init(_ rows: [String]) { self.rows = rows }

  private func cell<View: HeadlessListView>(in view: View, at indexPath: IndexPath) -> View.Cell? {
    switch mode {
    case .correct: return try? view.tryDequeueCell(withReuseIdentifier: "cell", for: indexPath)
    case .unregistered: return try? view.tryDequeueCell(withReuseIdentifier: "nope", for: indexPath)
    case .notDequeued: return View.Cell()
    case .nilCell: return nil
    case .otherIdentifier: return try? view.tryDequeueCell(withReuseIdentifier: "other", for: indexPath)
    case .registrationInProvider:
      // Only a collection view has cell registrations; a table's provider returns nil.
      let collection = view as? HeadlessCollectionView
      return collection?.cell(making: .registrationCreatedInProvider, at: indexPath) { nil } as? View.Cell
    }
  }

  func numberOfSections(in collectionView: HeadlessCollectionView) -> Int { 1 }
  func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int {
    rows.count
  }
  func collectionView(_ collectionView: HeadlessCollectionView, cellForItemAt indexPath: IndexPath) -> HeadlessCell? {
    cell(in: collectionView, at: indexPath)
  }
  func collectionView(_ collectionView: HeadlessCollectionView, identifierForItemAt indexPath: IndexPath)
    -> AnyHashable?
  { rows[indexPath.item] }

  func numberOfSections(in tableView: HeadlessTableView) -> Int { 1 }
  func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int { rows.count }
  func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell? {
    cell(in: tableView, at: indexPath)
  }
  func tableView(_ tableView: HeadlessTableView, identifierForRowAt indexPath: IndexPath) -> AnyHashable? {
    rows[indexPath.row]
  }
}

@MainActor
@Suite("§10 failures through the imperative API")
struct CellFailureTests {
  /// A loaded view of `kind` (viewport of 10) over a model of three rows, with "cell" and "other" registered.
  func fixture(_ kind: ListViewUnderTest) -> (any HeadlessListView, MistakenModel) {
    let model = MistakenModel(["a", "b", "c"])
    let view: any HeadlessListView =
      kind == .table ? HeadlessTableView(viewportHeight: 10) : HeadlessCollectionView(viewportHeight: 10)
    view.registerCells(["cell", "other"])
    view.listDataSource = model
    view.perform(.reloadData)
    return (view, model)
  }

  @Test(
    "A batch inserting a row the data source cannot make",
    arguments: [
      (
        ListViewUnderTest.collection, CellMode.unregistered, "unregistered",
        "could not dequeue a view of kind: UICollectionElementKindCell with identifier nope - must register a nib or a"
          + " class for the identifier or connect a prototype cell in a storyboard"
      ),
      (
        .collection, .notDequeued, "not-dequeued",
        "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be"
          + " retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:"
      ),
      (
        .collection, .nilCell, "nil-cell",
        "the collection view's data source did not return a valid cell from -collectionView:cellForItemAtIndexPath:"
          + " for index path {length = 2, path = 0 - 3}"
      ),
      (
        .collection, .registrationInProvider, "registration-in-provider",
        FailureCatalogue.registrationInProvider.message().text
      ),
      (
        .table, .unregistered, "unregistered",
        "unable to dequeue a cell with identifier nope - must register a nib or a class for the identifier or connect a"
          + " prototype cell in a storyboard"
      ),
      (
        .table, .nilCell, "nil-cell",
        "UITableView dataSource returned a nil cell for row at index path: {length = 2, path = 0 - 3}"
      ),
    ])
  func batchInsertingARowThatFails(kind: ListViewUnderTest, mode: CellMode, rule: String, message: String) throws {
    let (view, model) = fixture(kind)
    model.mode = mode
    do {
      try view.tryPerformBatchUpdates([.insertItems([ip(0, 3)])], animation: .fade) { model.rows.append("d") }
      Issue.record("no failure")
    } catch {
      #expect(error.description == message)
      #expect(error.failureMessage.rule == rule)
    }
    // The view took the update back: it shows what it showed before (docs/semantics.md §10).
    #expect(try view.rowCount(inSection: 0) == 3)
    #expect(view.visibleCells.count == 3)
    model.mode = .correct
    view.perform(.reloadData)
    #expect(view.visibleCells.count == 4)
    #expect(view.invariantViolations() == [])
  }

  @Test("A table accepts a cell its data source made itself, as UIKit does: the row shows it and it is never reused")
  func tableAcceptsCellItDidNotDequeue() throws {
    let (view, model) = fixture(.table)
    let table = try #require(view as? HeadlessTableView)
    model.mode = .notDequeued
    try table.tryPerformBatchUpdates {
      model.rows.append("d")
      try table.tryInsertRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
    }
    let made = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
    #expect(made.reuseIdentifier == nil)
    #expect(table.visibleCells.count == 4)
    #expect(table.invariantViolations() == [])
    // The Apple-shaped reloadData does not trap on it either.
    table.reloadData()
    #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.reuseIdentifier == nil)
    // Never reused: once it leaves the table, no dequeue hands it out again.
    model.mode = .correct
    table.reloadData()
    #expect(table.visibleCells.count == 4)
    #expect(table.visibleCells.allSatisfy { $0 !== made && $0.reuseIdentifier == "cell" })
    let dequeued = try table.tryDequeueReusableCell(withIdentifier: "cell", for: IndexPath(row: 0, section: 0))
    #expect(dequeued !== made)
    #expect(table.invariantViolations() == [])
  }

  @Test("A collection view still rejects a cell its data source made itself")
  func collectionRejectsCellItDidNotDequeue() throws {
    let (listView, model) = fixture(.collection)
    let view = try #require(listView as? HeadlessCollectionView)
    model.mode = .notDequeued
    #expect(throws: CollectionViewError.cellNotDequeued(IndexPath(item: 3, section: 0))) {
      try view.tryPerformBatchUpdates {
        model.rows.append("d")
        try view.tryInsertItems(at: [IndexPath(item: 3, section: 0)])
      }
    }
  }

  @Test(
    "A reconfigure whose provider dequeues another identifier, alone or in a batch; the row keeps its cell",
    arguments: ListViewUnderTest.allCases)
  func reconfigureOtherIdentifier(_ kind: ListViewUnderTest) throws {
    let expected =
      "Attempted to dequeue a cell for a different registration or reuse identifier than the existing cell when"
      + " reconfiguring an item, which is not allowed. You must dequeue a cell using the same registration or reuse"
      + " identifier that was used to dequeue the cell originally to obtain the existing cell. Dequeued reuse"
      + " identifier: other; Existing cell reuse identifier: cell"
    let (view, model) = fixture(kind)
    let cell = try #require(view.cell(at: ip(0, 1)))
    model.mode = .otherIdentifier
    let failure = kind.error(.reconfigureDequeuedDifferentIdentifier(existing: "cell", dequeued: "other"))
    #expect(throws: failure) { try view.tryPerform(.update(.reconfigureItems([ip(0, 1)]))) }
    #expect(throws: failure) { try view.tryPerformBatchUpdates([.reconfigureItems([ip(0, 1)])]) }
    #expect(failure.description == expected)
    #expect(failure.failureMessage.rule == "reconfigure-other-cell")
    #expect(view.cell(at: ip(0, 1)) === cell)
  }
}

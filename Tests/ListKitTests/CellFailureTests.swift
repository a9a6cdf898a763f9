// The failures of docs/semantics.md §10 through the imperative API of both views: a batch whose new row the data
// source cannot make, and a reconfigure whose provider dequeues another identifier. The message is UIKit's, the rule
// is the failure's name; as documented, the update itself has landed and the failing row has no cell.

import Testing

@testable import ListKit

/// What a test data source's cell code does.
enum CellMode {
  case correct, unregistered, notDequeued, nilCell, otherIdentifier, registrationInProvider
}

/// A plain collection-view data source whose cell code uses the checked API and can make §10's mistakes.
@MainActor
final class MistakenCollectionModel: HeadlessCollectionViewDataSource {
  var items: [String]
  var mode = CellMode.correct
  init(_ items: [String]) { self.items = items }

  func numberOfSections(in collectionView: HeadlessCollectionView) -> Int { 1 }
  func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int {
    items.count
  }
  func collectionView(_ collectionView: HeadlessCollectionView, cellForItemAt indexPath: IndexPath) -> HeadlessCell? {
    switch mode {
    case .correct: try? collectionView.tryDequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    case .unregistered: try? collectionView.tryDequeueReusableCell(withReuseIdentifier: "nope", for: indexPath)
    case .notDequeued: HeadlessCell()
    case .nilCell: nil
    case .otherIdentifier: try? collectionView.tryDequeueReusableCell(withReuseIdentifier: "other", for: indexPath)
    case .registrationInProvider:
      collectionView.cell(making: .registrationCreatedInProvider, at: indexPath) { nil }
    }
  }
  func collectionView(_ collectionView: HeadlessCollectionView, identifierForItemAt indexPath: IndexPath)
    -> AnyHashable?
  {
    items[indexPath.item]
  }
}

/// The same for a table.
@MainActor
final class MistakenTableModel: HeadlessTableViewDataSource {
  var rows: [String]
  var mode = CellMode.correct
  init(_ rows: [String]) { self.rows = rows }

  func numberOfSections(in tableView: HeadlessTableView) -> Int { 1 }
  func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int { rows.count }
  func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell? {
    switch mode {
    case .correct: try? tableView.tryDequeueReusableCell(withIdentifier: "cell", for: indexPath)
    case .unregistered: try? tableView.tryDequeueReusableCell(withIdentifier: "nope", for: indexPath)
    case .notDequeued: HeadlessTableViewCell()
    case .nilCell, .registrationInProvider: nil
    case .otherIdentifier: try? tableView.tryDequeueReusableCell(withIdentifier: "other", for: indexPath)
    }
  }
  func tableView(_ tableView: HeadlessTableView, identifierForRowAt indexPath: IndexPath) -> AnyHashable? {
    rows[indexPath.row]
  }
}

@MainActor
@Suite("§10 failures through the imperative API")
struct CellFailureTests {
  func collection() -> (HeadlessCollectionView, MistakenCollectionModel) {
    let model = MistakenCollectionModel(["a", "b", "c"])
    let view = HeadlessCollectionView(viewportHeight: 10)
    view.register(HeadlessCell.self, forCellWithReuseIdentifier: "cell")
    view.register(HeadlessCell.self, forCellWithReuseIdentifier: "other")
    view.dataSource = model
    view.reloadData()
    return (view, model)
  }

  func table() -> (HeadlessTableView, MistakenTableModel) {
    let model = MistakenTableModel(["a", "b", "c"])
    let table = HeadlessTableView(viewportHeight: 10)
    table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "cell")
    table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "other")
    table.dataSource = model
    table.reloadData()
    return (table, model)
  }

  @Test(
    "A batch inserting a row the collection view's data source cannot make",
    arguments: [
      (
        CellMode.unregistered, "unregistered",
        "could not dequeue a view of kind: UICollectionElementKindCell with identifier nope - must register a nib or a"
          + " class for the identifier or connect a prototype cell in a storyboard"
      ),
      (
        .notDequeued, "not-dequeued",
        "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be"
          + " retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:"
      ),
      (
        .nilCell, "nil-cell",
        "the collection view's data source did not return a valid cell from -collectionView:cellForItemAtIndexPath:"
          + " for index path {length = 2, path = 0 - 3}"
      ),
      (
        .registrationInProvider, "registration-in-provider",
        FailureCatalogue.registrationInProvider.message().text
      ),
    ])
  func collectionBatch(mode: CellMode, rule: String, message: String) {
    let (view, model) = collection()
    model.mode = mode
    do {
      try view.tryPerformBatchUpdates {
        model.items.append("d")
        try view.tryInsertItems(at: [IndexPath(item: 3, section: 0)])
      }
      Issue.record("no failure")
    } catch let error as CollectionViewError {
      #expect(error.description == message)
      #expect(error.failureMessage.rule == rule)
    } catch {
      Issue.record("\(error)")
    }
    // The view took the update back: it shows what it showed before (docs/semantics.md §10).
    #expect(view.numberOfItems(inSection: 0) == 3)
    #expect(view.visibleCells.count == 3)
    model.mode = .correct
    view.reloadData()
    #expect(view.visibleCells.count == 4)
    #expect(view.invariantViolations() == [])
  }

  @Test(
    "A batch inserting a row the table's data source cannot make",
    arguments: [
      (
        CellMode.unregistered, "unregistered",
        "unable to dequeue a cell with identifier nope - must register a nib or a class for the identifier or connect a"
          + " prototype cell in a storyboard"
      ),
      (
        .nilCell, "nil-cell",
        "UITableView dataSource returned a nil cell for row at index path: {length = 2, path = 0 - 3}"
      ),
    ])
  func tableBatch(mode: CellMode, rule: String, message: String) {
    let (table, model) = table()
    model.mode = mode
    do {
      try table.tryPerformBatchUpdates {
        model.rows.append("d")
        try table.tryInsertRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
      }
      Issue.record("no failure")
    } catch let error as TableViewError {
      #expect(error.description == message)
      #expect(error.failureMessage.rule == rule)
    } catch {
      Issue.record("\(error)")
    }
    #expect(table.numberOfRows(inSection: 0) == 3)  // taken back, as the collection view's
    #expect(table.visibleCells.count == 3)
    model.mode = .correct
    table.reloadData()
    #expect(table.visibleCells.count == 4)
    #expect(table.invariantViolations() == [])
  }

  @Test("A table accepts a cell its data source made itself, as UIKit does: the row shows it and it is never reused")
  func tableAcceptsCellItDidNotDequeue() throws {
    let (table, model) = table()
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
  func collectionRejectsCellItDidNotDequeue() {
    let (view, model) = collection()
    model.mode = .notDequeued
    #expect(throws: CollectionViewError.cellNotDequeued(IndexPath(item: 3, section: 0))) {
      try view.tryPerformBatchUpdates {
        model.items.append("d")
        try view.tryInsertItems(at: [IndexPath(item: 3, section: 0)])
      }
    }
  }

  @Test("A reconfigure whose provider dequeues another identifier, in both views; the row keeps its cell")
  func reconfigureOtherIdentifier() throws {
    let expected =
      "Attempted to dequeue a cell for a different registration or reuse identifier than the existing cell when"
      + " reconfiguring an item, which is not allowed. You must dequeue a cell using the same registration or reuse"
      + " identifier that was used to dequeue the cell originally to obtain the existing cell. Dequeued reuse"
      + " identifier: other; Existing cell reuse identifier: cell"
    let (view, model) = collection()
    let cell = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))
    model.mode = .otherIdentifier
    #expect(throws: CollectionViewError.reconfigureDequeuedDifferentIdentifier(existing: "cell", dequeued: "other")) {
      try view.tryReconfigureItems(at: [IndexPath(item: 1, section: 0)])
    }
    #expect(view.cellForItem(at: IndexPath(item: 1, section: 0)) === cell)
    #expect(
      CollectionViewError.reconfigureDequeuedDifferentIdentifier(existing: "cell", dequeued: "other").description
        == expected)

    let (table, tableModel) = table()
    let row = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    tableModel.mode = .otherIdentifier
    do {
      try table.tryPerformBatchUpdates { try table.tryReconfigureRows(at: [IndexPath(row: 1, section: 0)]) }
      Issue.record("no failure")
    } catch let error as TableViewError {
      #expect(error.description == expected)
      #expect(error.failureMessage.rule == "reconfigure-other-cell")
    } catch {
      Issue.record("\(error)")
    }
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === row)
  }
}

// The view tells its delegate when a cell starts and stops being displayed (UIKit's willDisplay/didEndDisplaying):
// every displayed cell got exactly one willDisplay, every cell that left got exactly one didEndDisplaying, and a
// reconfigure that keeps the cell says nothing — for the collection view and for the table view.
import ListKitTestSupport
import Testing

@testable import ListKit

@MainActor
private final class DisplayRecorder: HeadlessCollectionViewDelegate {
  var displayed: [ObjectIdentifier: HeadlessCell] = [:]
  var events: [String] = []
  var violations: [String] = []

  func collectionView(
    _ collectionView: HeadlessCollectionView, willDisplay cell: HeadlessCell, forItemAt indexPath: IndexPath
  ) {
    if displayed.updateValue(cell, forKey: ObjectIdentifier(cell)) != nil { violations.append("displayed twice") }
    if cell.indexPath != indexPath {
      violations.append("willDisplay at \(indexPath), cell at \(String(describing: cell.indexPath))")
    }
    events.append("+\(cell.text ?? "?")@\(indexPath.section).\(indexPath.item)")
  }

  func collectionView(
    _ collectionView: HeadlessCollectionView, didEndDisplaying cell: HeadlessCell, forItemAt indexPath: IndexPath
  ) {
    if displayed.removeValue(forKey: ObjectIdentifier(cell)) == nil { violations.append("ended without display") }
    if cell.indexPath != nil { violations.append("ended cell still has an index path") }
    events.append("-\(cell.text ?? "?")@\(indexPath.section).\(indexPath.item)")
  }

  /// The displayed cells are exactly the view's visible cells.
  func matches(_ view: HeadlessCollectionView) -> Bool {
    Set(displayed.keys) == Set(view.visibleCells.map(ObjectIdentifier.init)) && violations.isEmpty
  }

  func take() -> [String] {
    defer { events = [] }
    return events
  }
}

/// The table's display calls, checked as `DisplayRecorder` checks the collection view's.
@MainActor
private final class TableDisplayRecorder: HeadlessTableViewDelegate {
  var displayed: Set<ObjectIdentifier> = []
  var events: [String] = []
  var violations: [String] = []

  func tableView(_ tableView: HeadlessTableView, willDisplay cell: HeadlessTableViewCell, forRowAt indexPath: IndexPath)
  {
    if !displayed.insert(ObjectIdentifier(cell)).inserted { violations.append("displayed twice") }
    if cell.indexPath != indexPath { violations.append("willDisplay at \(indexPath)") }
    events.append("+\(cell.text ?? "?")@\(indexPath.section).\(indexPath.item)")
  }

  func tableView(
    _ tableView: HeadlessTableView, didEndDisplaying cell: HeadlessTableViewCell, forRowAt indexPath: IndexPath
  ) {
    if displayed.remove(ObjectIdentifier(cell)) == nil { violations.append("ended without display") }
    if cell.indexPath != nil { violations.append("ended cell still has an index path") }
    events.append("-\(cell.text ?? "?")@\(indexPath.section).\(indexPath.item)")
  }

  func matches(_ table: HeadlessTableView) -> Bool {
    displayed == Set(table.visibleCells.map(ObjectIdentifier.init)) && violations.isEmpty
  }

  func take() -> [String] {
    defer { events = [] }
    return events
  }
}

@MainActor
@Suite struct DisplayDelegateTests {
  @Test func theTablesDisplayCallsFollowItsViewport() throws {
    let model = ListTestModel([["a", "b", "c", "d", "e"]])
    let recorder = TableDisplayRecorder()
    let table = HeadlessTableView(viewportHeight: 3)
    table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "cell")
    table.delegate = recorder
    table.dataSource = model
    try table.tryReloadData()
    #expect(recorder.take() == ["+a@0.0", "+b@0.1", "+c@0.2"])

    try table.tryScroll(toRow: 2)
    #expect(recorder.take() == ["-a@0.0", "-b@0.1", "+d@0.3", "+e@0.4"])
    #expect(recorder.matches(table))

    try table.tryPerformBatchUpdates {
      model.sections[0].remove(at: 3)
      table.deleteRows(at: [ip(0, 3)], with: .fade)
    }
    #expect(recorder.take() == ["+b@0.1", "-d@0.3"])
    #expect(recorder.matches(table))

    // A reload displays a new cell and ends the old one; a reconfigure keeps the cell and says nothing.
    try table.tryPerformBatchUpdates { table.reloadRows(at: [ip(0, 2)], with: .none) }
    #expect(recorder.take() == ["+c@0.2", "-c@0.2"])
    try table.tryPerformBatchUpdates { table.reconfigureRows(at: [ip(0, 3)]) }
    #expect(recorder.take() == [])

    try table.trySetViewportHeight(1)
    #expect(recorder.matches(table))
    try table.tryReloadData()
    #expect(recorder.matches(table))
    #expect(recorder.violations.isEmpty)
  }

  @Test func displayCallsFollowTheViewport() throws {
    let harness = DataSourceHarness(viewportHeight: 3)
    let recorder = DisplayRecorder()
    harness.view.delegate = recorder
    try harness.dataSource.tryApply(snap(("s", ["a", "b", "c", "d", "e"])))
    #expect(recorder.take() == ["+a@0.0", "+b@0.1", "+c@0.2"])
    #expect(recorder.matches(harness.view))

    try harness.view.tryScroll(toRow: 2)
    #expect(recorder.take() == ["-a@0.0", "-b@0.1", "+d@0.3", "+e@0.4"])
    #expect(recorder.matches(harness.view))

    // A deleted item's cell ends at its old index path, after the row that scrolls in is displayed.
    var snapshot = harness.dataSource.snapshot()
    snapshot.deleteItems(["d"])
    try harness.dataSource.tryApply(snapshot)
    #expect(recorder.take() == ["+b@0.1", "-d@0.3"])
    #expect(recorder.matches(harness.view))

    // A reload displays a new cell and ends the old one; a reconfigure keeps the cell and says nothing.
    snapshot = harness.dataSource.snapshot()
    snapshot.reloadItems(["c"])
    try harness.dataSource.tryApply(snapshot)
    #expect(recorder.take() == ["+c@0.2", "-c@0.2"])
    snapshot = harness.dataSource.snapshot()
    harness.texts["e"] = "E"
    snapshot.reconfigureItems(["e"])
    try harness.dataSource.tryApply(snapshot)
    #expect(recorder.take() == [])
    #expect(harness.cell("e")?.text == "E")
    #expect(recorder.matches(harness.view))

    // reloadData ends every displayed cell, then displays the viewport again.
    try harness.view.tryReloadData()
    #expect(recorder.take().count == 6)
    #expect(recorder.matches(harness.view))

    harness.view.viewportHeight = 1
    #expect(recorder.matches(harness.view))
    harness.check()
  }

  @Test func randomUpdatesKeepDisplayCallsPairedWithTheViewport() throws {
    var generator = SplitMix64(seed: 7)
    let harness = DataSourceHarness(viewportHeight: 4)
    let recorder = DisplayRecorder()
    harness.view.delegate = recorder
    let pool = (0..<16).map { "i\($0)" }
    for step in 0..<200 {
      switch step % 4 {
      case 0, 1:
        var snapshot = StringSnapshot()
        snapshot.appendSections(["s", "t"])
        let items = pool.filter { _ in Bool.random(using: &generator) }.shuffled(using: &generator)
        snapshot.appendItems(Array(items.prefix(items.count / 2)), toSection: "s")
        snapshot.appendItems(Array(items.dropFirst(items.count / 2)), toSection: "t")
        let kept = items.filter { harness.dataSource.snapshot().contains($0) }
        if let reloaded = kept.randomElement(using: &generator) { snapshot.reloadItems([reloaded]) }
        if let reconfigured = kept.randomElement(using: &generator) { snapshot.reconfigureItems([reconfigured]) }
        try harness.dataSource.tryApply(snapshot)
      case 2:
        try harness.view.tryScroll(toRow: Int.random(in: 0..<12, using: &generator))
      default:
        try harness.view.trySetViewportHeight(Int.random(in: 0..<7, using: &generator))
      }
      #expect(recorder.matches(harness.view), "step \(step)")
    }
    #expect(recorder.violations.isEmpty)
  }
}

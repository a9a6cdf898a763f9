// Test doubles for the headless table view: a data source backed by an array of arrays of strings with titles and
// editing answers, a delegate that records calls, and a fingerprint of the table's observable state.

import Testing

@testable import ListKit

/// A table cell subclass used to check per-class statistics and reuse.
final class TestTableCell: HeadlessTableViewCell {
  var resets = 0
  override func prepareForReuse() { resets += 1 }
}

/// A plain (non-diffable) table data source: sections of unique strings, header/footer titles, editing answers,
/// and a log of the editing calls the table made.
@MainActor
final class TestTableModel: HeadlessTableViewDataSource {
  var sections: [[String]]
  var headers: [String?] = []
  var footers: [String?] = []
  var reuseIdentifier = "cell"
  var returnsNilCell = false
  var canEdit = true
  var canMove = true
  /// What `moveRowAt` does to the model (the app's job); on by default.
  var followsMoves = true
  private(set) var calls: [String] = []

  init(_ sections: [[String]]) { self.sections = sections }

  func numberOfSections(in tableView: HeadlessTableView) -> Int { sections.count }

  func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

  func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell? {
    if returnsNilCell { return nil }
    let cell = tableView.dequeueReusableCell(withIdentifier: reuseIdentifier, for: indexPath)
    cell.text = sections[indexPath.section][indexPath.row]
    return cell
  }

  func tableView(_ tableView: HeadlessTableView, titleForHeaderInSection section: Int) -> String? {
    headers.indices.contains(section) ? headers[section] : nil
  }

  func tableView(_ tableView: HeadlessTableView, titleForFooterInSection section: Int) -> String? {
    footers.indices.contains(section) ? footers[section] : nil
  }

  func tableView(_ tableView: HeadlessTableView, identifierForRowAt indexPath: IndexPath) -> AnyHashable? {
    sections[indexPath.section][indexPath.row]
  }

  func tableView(_ tableView: HeadlessTableView, canEditRowAt indexPath: IndexPath) -> Bool {
    calls.append("canEditRowAt \(indexPath.section).\(indexPath.row)")
    return canEdit
  }

  func tableView(
    _ tableView: HeadlessTableView, commit editingStyle: HeadlessTableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    calls.append("commit \(editingStyle) \(indexPath.section).\(indexPath.row)")
    guard editingStyle == .delete else { return }
    tableView.performBatchUpdates {
      self.sections[indexPath.section].remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .left)
    }
  }

  func tableView(_ tableView: HeadlessTableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    calls.append("canMoveRowAt \(indexPath.section).\(indexPath.row)")
    return canMove
  }

  func tableView(_ tableView: HeadlessTableView, moveRowAt source: IndexPath, to destination: IndexPath) {
    calls.append("moveRowAt \(source.section).\(source.row) \(destination.section).\(destination.row)")
    guard followsMoves else { return }
    let row = sections[source.section].remove(at: source.row)
    sections[destination.section].insert(row, at: destination.row)
  }

  /// The model as row identities, for comparison with `rowIdentities`.
  var identities: [[AnyHashable?]] { sections.map { $0.map { AnyHashable($0) } } }
}

/// Records delegate calls.
@MainActor
final class TestTableDelegate: HeadlessTableViewDelegate {
  var events: [String] = []
  func tableView(_ tableView: HeadlessTableView, didSelectRowAt indexPath: IndexPath) {
    events.append("select \(indexPath.section)-\(indexPath.row)")
  }
  func tableView(_ tableView: HeadlessTableView, didDeselectRowAt indexPath: IndexPath) {
    events.append("deselect \(indexPath.section)-\(indexPath.row)")
  }
}

/// Everything observable about a table, to check that a failed call left it untouched.
struct TableState: Equatable {
  var counts: [Int]
  var headers: [String?]
  var footers: [String?]
  var cells: [ObjectIdentifier]
  var cellPaths: [IndexPath?]
  var texts: [String?]
  var selection: [IndexPath]
  var identities: [[AnyHashable?]]
  var offset: Int
  var animations: [HeadlessTableView.RowAnimationRecord]
  var statistics: [CellStatistics]

  @MainActor init(_ table: HeadlessTableView) {
    counts = (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
    headers = (0..<table.numberOfSections).map { table.headerTitle(forSection: $0) }
    footers = (0..<table.numberOfSections).map { table.footerTitle(forSection: $0) }
    cells = table.visibleCells.map(ObjectIdentifier.init)
    cellPaths = table.visibleCells.map(\.indexPath)
    texts = table.visibleCells.map(\.text)
    selection = table.indexPathsForSelectedRows
    identities = table.rowIdentities
    offset = table.contentOffset
    animations = table.lastBatchAnimations
    statistics = table.cellStatistics
  }
}

/// `IndexPath(row:section:)`, short.
func rp(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

/// A loaded table over `model`, tracking row identities.
@MainActor
func makeTable(_ model: TestTableModel, viewportHeight: Int = 20) -> HeadlessTableView {
  let table = HeadlessTableView(viewportHeight: viewportHeight)
  table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "cell")
  table.register(TestTableCell.self, forCellReuseIdentifier: "test")
  table.dataSource = model
  table.tracksRowIdentities = true
  table.reloadData()
  return table
}

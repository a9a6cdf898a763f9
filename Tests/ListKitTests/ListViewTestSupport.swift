// Test doubles for either headless view, through the one `HeadlessListView` protocol: a classic data source that
// answers both views (and can fail each way of docs/semantics.md §10, and answers a table's editing calls), a
// delegate that records taps and display calls from both, the two views as test arguments (and as their own types
// for the suites about one view), and a fingerprint of everything a view holds (counts, titles, cells and their
// records, reuse pool and counters, selection, identities, viewport, supplementary views).

import Testing

@testable import ListKit

/// A cell subclass, to check per-class statistics.
final class TestCell: HeadlessCell {}

/// A table cell subclass, to check per-class statistics.
final class TestTableCell: HeadlessTableViewCell {}

/// `IndexPath(item:section:)` (a table's `IndexPath(row:section:)`), short.
func ip(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

/// The view a parameterised test runs on.
enum ListViewUnderTest: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case collection, table

  var testDescription: String { rawValue }

  /// A view of this kind over `model` (registered for "cell" and "test", titles in headers and footers, row
  /// identities tracked), loaded unless `loaded` is false.
  @MainActor
  func makeView(_ model: ListTestModel, viewportHeight: Int = 20, loaded: Bool = true) -> any HeadlessListView {
    let view: any HeadlessListView
    switch self {
    case .collection:
      let collection = HeadlessCollectionView(viewportHeight: viewportHeight)
      collection.register(HeadlessCell.self, forReuseIdentifier: "cell")
      collection.register(TestCell.self, forReuseIdentifier: "test")
      let kinds = [HeadlessCollectionView.elementKindSectionHeader, HeadlessCollectionView.elementKindSectionFooter]
      collection.supplementaryElementKinds = kinds
      for kind in kinds {
        collection.register(HeadlessReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "title")
      }
      view = collection
    case .table:
      let table = HeadlessTableView(viewportHeight: viewportHeight)
      table.register(HeadlessTableViewCell.self, forReuseIdentifier: "cell")
      table.register(TestTableCell.self, forReuseIdentifier: "test")
      view = table
    }
    view.listDataSource = model
    view.tracksRowIdentities = true
    if loaded { view.perform(.reloadData) }
    return view
  }
}

/// A loaded collection view over `model`, for the suites about the collection view alone (see `makeView` above).
@MainActor
func makeView(_ model: ListTestModel, viewportHeight: Int = 20) -> HeadlessCollectionView {
  ListViewUnderTest.collection.makeView(model, viewportHeight: viewportHeight) as! HeadlessCollectionView
}

/// A loaded table view over `model`, for the suites about the table view alone (see `makeView` above).
@MainActor
func makeTable(_ model: ListTestModel, viewportHeight: Int = 20) -> HeadlessTableView {
  ListViewUnderTest.table.makeView(model, viewportHeight: viewportHeight) as! HeadlessTableView
}

/// A classic data source for either view: sections of unique strings (the cell's text and the row's identity),
/// header and footer titles (a table's titles, a collection view's header and footer views), switches that make
/// its cell request fail, and a table's editing answers with a log of the editing calls.
@MainActor
final class ListTestModel: HeadlessListViewDataSource {
  var sections: [[String]]
  var headers: [String?] = []
  var footers: [String?] = []
  var reuseIdentifier = "cell"
  var returnsNilCell = false
  /// Rows whose cell request returns nil (by text).
  var nilCellRows: Set<String> = []
  /// Rows whose cell request fails as given (by text).
  var failures: [String: ListTestFailure] = [:]
  private(set) var cellRequests: [IndexPath] = []
  /// The supplementary views asked for, as "kind section".
  private(set) var supplementaryRequests: [String] = []
  /// What a table's `canEditRowAt` and `canMoveRowAt` answer.
  var canEdit = true
  var canMove = true
  /// Whether `moveRowAt` moves the row in the model (the app's job); on by default.
  var followsMoves = true
  /// The editing calls a table made, in order.
  private(set) var calls: [String] = []

  init(_ sections: [[String]]) { self.sections = sections }

  /// The model as row identities, for comparison with `rowIdentities`.
  var identities: [[AnyHashable?]] { sections.map { $0.map { AnyHashable($0) } } }

  private func cell<View: HeadlessListView>(in view: View, at indexPath: IndexPath) -> View.Cell? {
    cellRequests.append(indexPath)
    let text = sections[indexPath.section][indexPath.item]
    if returnsNilCell || nilCellRows.contains(text) { return nil }
    switch failures[text] {
    case .nilCell?: return nil
    case .notDequeued?: return View.Cell()
    case .unregistered?: return try? view.tryDequeueCell(withReuseIdentifier: "missing", for: indexPath)
    case nil: break
    }
    let cell = try? view.tryDequeueCell(withReuseIdentifier: reuseIdentifier, for: indexPath)
    cell?.text = text
    return cell
  }

  private func title(_ titles: [String?], _ section: Int) -> String? {
    titles.indices.contains(section) ? titles[section] : nil
  }

  // MARK: Collection view

  func numberOfSections(in collectionView: HeadlessCollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int {
    sections[section].count
  }

  func collectionView(_ collectionView: HeadlessCollectionView, cellForItemAt indexPath: IndexPath) -> HeadlessCell? {
    cell(in: collectionView, at: indexPath)
  }

  func collectionView(
    _ collectionView: HeadlessCollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> HeadlessReusableView? {
    supplementaryRequests.append("\(kind) \(indexPath.section)")
    let view = try? collectionView.tryDequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "title", for: indexPath)
    let header = kind == HeadlessCollectionView.elementKindSectionHeader
    view?.text = title(header ? headers : footers, indexPath.section)
    return view
  }

  func collectionView(_ collectionView: HeadlessCollectionView, identifierForItemAt indexPath: IndexPath)
    -> AnyHashable?
  { sections[indexPath.section][indexPath.item] }

  // MARK: Table view

  func numberOfSections(in tableView: HeadlessTableView) -> Int { sections.count }

  func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

  func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell? {
    cell(in: tableView, at: indexPath)
  }

  func tableView(_ tableView: HeadlessTableView, titleForHeaderInSection section: Int) -> String? {
    title(headers, section)
  }

  func tableView(_ tableView: HeadlessTableView, titleForFooterInSection section: Int) -> String? {
    title(footers, section)
  }

  func tableView(_ tableView: HeadlessTableView, identifierForRowAt indexPath: IndexPath) -> AnyHashable? {
    sections[indexPath.section][indexPath.item]
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
}

/// A way the data source's cell request fails (docs/semantics.md §10).
enum ListTestFailure: String, CaseIterable, Sendable {
  case nilCell, unregistered, notDequeued
}

/// Records the taps either view reports, and which cells the delegate was told are displayed.
@MainActor
final class ListTestDelegate: HeadlessListViewDelegate {
  var events: [String] = []
  /// The cells between their `willDisplay` and their `didEndDisplaying`.
  var displayed: Set<ObjectIdentifier> = []
  func collectionView(
    _ collectionView: HeadlessCollectionView, willDisplay cell: HeadlessCell, forItemAt indexPath: IndexPath
  ) { displayed.insert(ObjectIdentifier(cell)) }
  func collectionView(
    _ collectionView: HeadlessCollectionView, didEndDisplaying cell: HeadlessCell, forItemAt indexPath: IndexPath
  ) { displayed.remove(ObjectIdentifier(cell)) }
  func tableView(
    _ tableView: HeadlessTableView, willDisplay cell: HeadlessTableViewCell, forRowAt indexPath: IndexPath
  ) { displayed.insert(ObjectIdentifier(cell)) }
  func tableView(
    _ tableView: HeadlessTableView, didEndDisplaying cell: HeadlessTableViewCell, forRowAt indexPath: IndexPath
  ) { displayed.remove(ObjectIdentifier(cell)) }
  func collectionView(_ collectionView: HeadlessCollectionView, didSelectItemAt indexPath: IndexPath) {
    events.append("select \(indexPath.section)-\(indexPath.item)")
  }
  func collectionView(_ collectionView: HeadlessCollectionView, didDeselectItemAt indexPath: IndexPath) {
    events.append("deselect \(indexPath.section)-\(indexPath.item)")
  }
  func tableView(_ tableView: HeadlessTableView, didSelectRowAt indexPath: IndexPath) {
    events.append("select \(indexPath.section)-\(indexPath.row)")
  }
  func tableView(_ tableView: HeadlessTableView, didDeselectRowAt indexPath: IndexPath) {
    events.append("deselect \(indexPath.section)-\(indexPath.row)")
  }
}

/// Everything a view holds, to check that a failed call left it exactly as it was: counts and titles; each displayed
/// cell with its row, content, selection and counters; each reuse pool in order with its cells' records; the
/// per-class counters; selection, row identities, viewport; a collection view's supplementary views and their pool; a
/// table's last batch animations.
struct ListViewFingerprint: Equatable {
  struct Record: Equatable {
    var id: ObjectIdentifier
    var indexPath: IndexPath?
    var text: String?
    var prepareForReuseCount: Int
    var isSelected: Bool?
    var configurationCount: Int?

    @MainActor init(_ view: HeadlessReusableView) {
      id = ObjectIdentifier(view)
      indexPath = view.indexPath
      text = view.text
      prepareForReuseCount = view.prepareForReuseCount
      isSelected = (view as? HeadlessCell)?.isSelected
      configurationCount = (view as? HeadlessCell)?.configurationCount
    }
  }

  var counts: [Int]
  var titles: [[String?]]
  var cells: [Record]
  var pool: [String: [Record]]
  var registered: [String: String]
  var statistics: [CellStatistics]
  var selection: [IndexPath]
  var identities: [[AnyHashable?]]
  var viewport: [Int]
  var sectionViews: [Record]
  var animations: [HeadlessTableView.RowAnimationRecord]

  @MainActor init(_ view: any HeadlessListView) {
    switch view {
    case let collection as HeadlessCollectionView:
      self.init(engine: collection)
      sectionViews =
        collection.supplementaryViews.sorted { $0.key < $1.key }.flatMap { $0.value.sorted { $0.key < $1.key } }
        .map { Record($0.value) }
        + collection.supplementaryPool.waiting.sorted { $0.key < $1.key }.flatMap(\.value).map(Record.init)
    case let table as HeadlessTableView:
      self.init(engine: table)
      animations = table.lastBatchAnimations
    default:
      preconditionFailure("a list view of ListKit's")
    }
  }

  @MainActor private init<View: ListViewEngine & HeadlessListView>(engine view: View) {
    counts = view.list.sectionCounts
    titles = (0..<counts.count).map { [view.headerTitle(forSection: $0), view.footerTitle(forSection: $0)] }
    cells = view.list.cellsByRow.sorted { $0.key < $1.key }.map { Record($0.value) }
    pool = view.list.cells.waiting.mapValues { $0.map(Record.init) }
    registered = view.list.cells.classes.mapValues { String(describing: $0) }
    statistics = view.list.cells.allStatistics  // not `cellStatistics`, a read that lays the view out
    selection = view.selectedIndexPaths
    identities = view.rowIdentities
    viewport = [view.viewportHeight, view.contentOffset, view.list.needsLayout ? 1 : 0]
    sectionViews = []
    animations = []
  }
}

extension ListViewUnderTest {
  /// The view's noun for a row in UIKit's messages: "item" or "row".
  var item: String { self == .table ? "row" : "item" }
  /// The view as UIKit's messages name it: "collection view" or "table view".
  var viewName: String { self == .table ? "table view" : "collection view" }
}

/// Runs `calls` as one batch on a view of `kind` (a row selected, section titles shown) after `updateModel` changed
/// the model; the batch must fail with `message` and `rule`, and the view must be exactly as before.
@MainActor
func expectBatchFailure(
  on kind: ListViewUnderTest, _ message: String, rule: Int?, sections: [[String]] = [["a", "b", "c"], ["d", "e"]],
  mutatingModelFirst prepare: (ListTestModel) -> Void = { _ in }, _ calls: [BatchCall],
  sourceLocation: SourceLocation = #_sourceLocation, updateModel: (ListTestModel) -> Void = { _ in }
) {
  let model = ListTestModel(sections)
  model.headers = sections.indices.map { "H\($0)" }
  let view = kind.makeView(model)
  view.perform(.selectRow(ip(0, 1)))
  let before = ListViewFingerprint(view)
  let saved = model.sections
  prepare(model)
  do {
    try view.tryPerformBatchUpdates(calls, animation: .fade) { updateModel(model) }
    Issue.record("the batch did not fail", sourceLocation: sourceLocation)
  } catch {
    #expect(error.description == message, sourceLocation: sourceLocation)
    #expect(error.rule == rule, sourceLocation: sourceLocation)
  }
  model.sections = saved
  #expect(ListViewFingerprint(view) == before, sourceLocation: sourceLocation)
  #expect(view.invariantViolations() == [], sourceLocation: sourceLocation)
}

extension ListViewUnderTest {
  /// The class of the cells registered for "cell".
  var cellClass: String { self == .table ? "HeadlessTableViewCell" : "HeadlessCell" }
  /// The class of the cells registered for "test".
  var testCellClass: String { self == .table ? "TestTableCell" : "TestCell" }

  /// This view's error for a failure both views share.
  func error(_ failure: SharedViewFailure) -> ListViewError {
    self == .table
      ? .tableView(failure.error(TableViewKind.self)) : .collectionView(failure.error(CollectionViewKind.self))
  }
}

/// A failure both views report (their errors have the same cases), to name each view's error once in a test.
enum SharedViewFailure {
  case invalidIndexPath(operation: String, IndexPath)
  case unregisteredReuseIdentifier(kind: String, identifier: String)
  case cellProviderReturnedNil(IndexPath)
  case sectionOutOfBounds(section: Int, sectionCount: Int)
  case deleteItemOutOfBounds(item: Int, section: Int, itemCountBefore: Int)
  case reconfigureDequeuedDifferentIdentifier(existing: String, dequeued: String)
  case reloadDataInsideBatchUpdates
  case nestedBatchUpdates

  func error<Kind: HeadlessViewKind>(_: Kind.Type) -> HeadlessViewError<Kind> {
    switch self {
    case .invalidIndexPath(let operation, let indexPath): .invalidIndexPath(operation: operation, indexPath)
    case .unregisteredReuseIdentifier(let kind, let identifier):
      .unregisteredReuseIdentifier(kind: kind, identifier: identifier)
    case .cellProviderReturnedNil(let indexPath): .cellProviderReturnedNil(indexPath)
    case .sectionOutOfBounds(let section, let count): .sectionOutOfBounds(section: section, sectionCount: count)
    case .deleteItemOutOfBounds(let item, let section, let count):
      .deleteItemOutOfBounds(item: item, section: section, itemCountBefore: count)
    case .reconfigureDequeuedDifferentIdentifier(let existing, let dequeued):
      .reconfigureDequeuedDifferentIdentifier(existing: existing, dequeued: dequeued)
    case .reloadDataInsideBatchUpdates: .reloadDataInsideBatchUpdates
    case .nestedBatchUpdates: .nestedBatchUpdates
    }
  }
}

extension HeadlessListView {
  /// Registers the view's plain cell class for each of `identifiers`.
  func registerCells(_ identifiers: [String]) {
    for identifier in identifiers { register(Cell.self, forReuseIdentifier: identifier) }
  }

  /// The counters of the cell class named `className` (all zero when the view has not seen it).
  func statistics(named className: String) -> CellStatistics {
    cellStatistics.first { $0.className == className } ?? CellStatistics(className: className)
  }
}

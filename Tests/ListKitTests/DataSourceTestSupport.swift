// The diffable data sources under test: either one over its view (`ListViewUnderTest`, `ListDataSourceHarness`)
// or the collection view's with its concrete types (`DataSourceHarness`); String sections and items, a recording cell
// provider, and one consistency check (snapshot = rows the view shows, view/snapshot/tree invariants).

import ListKitTestSupport
import Testing

@testable import ListKit

typealias StringSnapshot = DiffableDataSourceSnapshot<String, String>
typealias StringTree = DiffableDataSourceSectionSnapshot<String>
typealias StringDataSource = CollectionViewDiffableDataSource<String, String>

/// A snapshot from `(section, items)` pairs, in order (the shared builder).
func snap(_ sections: (String, [String])...) -> StringSnapshot { makeSnapshot(sections) }

/// A tree: `roots`, each parent's children from `children` (recursively), then `expanded` items expanded.
func tree(_ roots: [String], children: [String: [String]] = [:], expanded: [String] = []) -> StringTree {
  var result = StringTree()
  result.append(roots)
  var pending = roots
  while !pending.isEmpty {
    let parent = pending.removeFirst()
    if let kids = children[parent] {
      result.append(kids, to: parent)
      pending += kids
    }
  }
  result.expand(expanded)
  return result
}

/// What the harnesses' cell provider records and obeys.
@MainActor
final class CellProviderLog {
  var requests: [String] = []
  var texts: [String: String] = [:]
  var failing: Set<String> = []

  /// The cell provider's answer for `item`, recorded: the text its cell shows (`texts[item] ?? item`), or nil for a
  /// failing item (the provider then returns nil).
  func text(for item: String) -> String? {
    requests.append(item)
    return failing.contains(item) ? nil : texts[item] ?? item
  }
}

/// The diffable data source a parameterised test runs on: the collection view's or the table view's, over its view.
extension ListViewUnderTest {
  /// A view of this kind (cells registered for "cell", row identities tracked) and a diffable data source over it
  /// whose cells show `text(item)`; the cell provider returns nil where `text` does.
  @MainActor
  func makeDiffable<Section: Hashable & Sendable, Item: Hashable & Sendable>(
    viewportHeight: Int = 20, text: @escaping @MainActor (Item) -> String?
  ) -> (view: any HeadlessListView, dataSource: any DiffableListDataSource<Section, Item>) {
    let view: any HeadlessListView
    let dataSource: any DiffableListDataSource<Section, Item>
    switch self {
    case .collection:
      let collection = HeadlessCollectionView(viewportHeight: viewportHeight)
      view = collection
      dataSource = CollectionViewDiffableDataSource<Section, Item>(collectionView: collection) {
        cell(in: $0, at: $1, text: text($2))
      }
    case .table:
      let table = HeadlessTableView(viewportHeight: viewportHeight)
      view = table
      dataSource = TableViewDiffableDataSource<Section, Item>(tableView: table) { cell(in: $0, at: $1, text: text($2)) }
    }
    view.registerCells(["cell"])
    view.tracksRowIdentities = true
    return (view, dataSource)
  }

  /// The error of an update the view rejected: the same failure, in the collection view's or the table's words.
  func rejected(_ collection: CollectionViewError, or table: TableViewError) -> DataSourceError {
    switch self {
    case .collection: .collectionView(collection)
    case .table: .tableView(table)
    }
  }

  /// The error of a cell provider that returned nil for `item` at `indexPath` while the view realized an update
  /// (UIKit's diffable message), the view printed as it shows the update: one section of `rows` rows.
  func cellProviderReturnedNil(_ indexPath: IndexPath, item: String, rows: Int) -> DataSourceError {
    switch self {
    case .collection:
      .viewFailedAfterUpdate(
        .diffableCellProviderReturnedNil(indexPath, item: item, view: "<UICollectionView: 1 section, \(rows) items>"))
    case .table:
      .tableViewFailedAfterUpdate(
        .diffableCellProviderReturnedNil(indexPath, item: item, view: "<UITableView: 1 section, \(rows) rows>"))
    }
  }
}

/// A cell dequeued for "cell" showing `text`; nil (a cell provider's failure) when `text` is nil.
@MainActor
private func cell<View: HeadlessListView>(in view: View, at indexPath: IndexPath, text: String?) -> View.Cell? {
  guard let text else { return nil }
  let cell = try? view.tryDequeueCell(withReuseIdentifier: "cell", for: indexPath)
  cell?.text = text
  return cell
}

/// Either view with its diffable data source (``ListViewUnderTest``), String sections and items, cells showing
/// `texts[item] ?? item`, every cell request recorded.
@MainActor
final class ListDataSourceHarness: RecordingHarness {
  let kind: ListViewUnderTest
  let view: any HeadlessListView
  let dataSource: any DiffableListDataSource<String, String>
  let log = CellProviderLog()

  init(_ kind: ListViewUnderTest, viewportHeight: Int = 20) {
    self.kind = kind
    let log = log
    (view, dataSource) = kind.makeDiffable(viewportHeight: viewportHeight) { log.text(for: $0) }
  }

  /// The counters of the view's cell class (the only one it has).
  var statistics: CellStatistics { view.cellStatistics.first ?? CellStatistics(className: "none") }

  /// Makes the data source the view's data source again (after a test gave the view another one).
  func reconnect() {
    switch (view, dataSource) {
    case (let view as HeadlessCollectionView, let dataSource as StringDataSource): view.dataSource = dataSource
    case (let view as HeadlessTableView, let dataSource as TableViewDiffableDataSource<String, String>):
      view.dataSource = dataSource
    default: Issue.record("an unknown view or data source")
    }
  }

  var anyView: any HeadlessListView { view }
  var anyDataSource: any DiffableListDataSource<String, String> { dataSource }
}

/// A collection view with its diffable data source, for the suites about collection-view features (section
/// snapshots, reordering, subclassing): the collection case of ``ListDataSourceHarness`` with the concrete types.
@MainActor
final class DataSourceHarness: RecordingHarness {
  let view: HeadlessCollectionView
  let dataSource: StringDataSource
  let log = CellProviderLog()

  init(viewportHeight: Int = 20) {
    let log = log
    let (view, dataSource): (any HeadlessListView, any DiffableListDataSource<String, String>) =
      ListViewUnderTest.collection.makeDiffable(viewportHeight: viewportHeight) { log.text(for: $0) }
    self.view = view as! HeadlessCollectionView
    self.dataSource = dataSource as! StringDataSource
  }

  var anyView: any HeadlessListView { view }
  var anyDataSource: any DiffableListDataSource<String, String> { dataSource }
}

/// A view and its diffable data source whose cell provider records into `log`; what both harnesses read and check.
@MainActor
protocol RecordingHarness: AnyObject {
  var log: CellProviderLog { get }
  var anyView: any HeadlessListView { get }
  var anyDataSource: any DiffableListDataSource<String, String> { get }
}

extension RecordingHarness {
  /// Items the cell provider was asked for, in order.
  var requests: [String] {
    get { log.requests }
    set { log.requests = newValue }
  }
  /// The model's text per item (defaults to the item).
  var texts: [String: String] {
    get { log.texts }
    set { log.texts = newValue }
  }
  /// Items for which the cell provider returns nil.
  var failing: Set<String> {
    get { log.failing }
    set { log.failing = newValue }
  }

  /// The rows the view shows, as items.
  var rows: [[String]] { anyView.rowIdentities.map { $0.map { $0!.base as! String } } }

  /// The cell shown for `item`, if it is visible.
  func cell(_ item: String) -> HeadlessCell? {
    anyDataSource.indexPath(for: item).flatMap { anyView.cell(at: $0) }
  }

  /// `snapshot()` equals the rows the view shows; the view and the snapshot are consistent and the snapshot has no
  /// marks; for a collection view's data source, every stored tree is consistent and shows exactly its section's
  /// items, and no identifier is both a row and a hidden tree item, or in two trees.
  func check(sourceLocation: SourceLocation = #_sourceLocation) {
    let snapshot = anyDataSource.snapshot()
    let expected = snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0) }
    #expect(rows == expected, sourceLocation: sourceLocation)
    #expect(anyView.invariantViolations() == [], sourceLocation: sourceLocation)
    #expect(snapshot.invariantViolations() == [], sourceLocation: sourceLocation)
    #expect(
      snapshot.reloadedItemIdentifiers.isEmpty && snapshot.reconfiguredItemIdentifiers.isEmpty,
      sourceLocation: sourceLocation)
    #expect(snapshot.reloadedSectionIdentifiers.isEmpty, sourceLocation: sourceLocation)
    guard let dataSource = anyDataSource as? StringDataSource else { return }
    var seenHidden = Set<String>()
    for section in snapshot.sectionIdentifiers {
      let sectionTree = dataSource.snapshot(for: section)
      #expect(sectionTree.invariantViolations() == [], sourceLocation: sourceLocation)
      #expect(sectionTree.visibleItems == snapshot.itemIdentifiers(inSection: section), sourceLocation: sourceLocation)
      let visible = Set(sectionTree.visibleItems)
      for item in sectionTree.items where !visible.contains(item) {
        #expect(!snapshot.contains(item), "hidden \(item) is also a row", sourceLocation: sourceLocation)
        #expect(seenHidden.insert(item).inserted, "hidden \(item) in two trees", sourceLocation: sourceLocation)
      }
    }
  }
}

// A data source over a headless view for the data-source tests: String sections and items, a recording cell
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

/// What the harness's cell provider records and obeys.
@MainActor
final class CellProviderLog {
  var requests: [String] = []
  var texts: [String: String] = [:]
  var failing: Set<String> = []
}

/// A headless view with a data source whose cells show `texts[item] ?? item`, recording every cell request.
@MainActor
final class DataSourceHarness {
  let view: HeadlessCollectionView
  let dataSource: StringDataSource
  let log = CellProviderLog()
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

  init(viewportHeight: Int = 20) {
    let view = HeadlessCollectionView(viewportHeight: viewportHeight)
    view.register(HeadlessCell.self, forCellWithReuseIdentifier: "cell")
    view.tracksRowIdentities = true
    self.view = view
    let log = log
    dataSource = StringDataSource(collectionView: view) { view, indexPath, item in
      log.requests.append(item)
      if log.failing.contains(item) { return nil }
      let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      cell.text = log.texts[item] ?? item
      return cell
    }
  }

  /// The rows the view shows, as items.
  var rows: [[String]] { view.rowIdentities.map { $0.map { $0!.base as! String } } }

  /// The cell shown for `item`, if it is visible.
  func cell(_ item: String) -> HeadlessCell? {
    dataSource.indexPath(for: item).flatMap { view.cellForItem(at: $0) }
  }

  /// `snapshot()` equals the view's rows; the view, the snapshot and every stored tree are consistent; each
  /// section's tree shows exactly the section's items; no identifier is both a row and a hidden tree item, or in
  /// two trees.
  func check(sourceLocation: SourceLocation = #_sourceLocation) {
    let snapshot = dataSource.snapshot()
    let expected = snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0) }
    #expect(rows == expected, sourceLocation: sourceLocation)
    #expect(view.invariantViolations() == [], sourceLocation: sourceLocation)
    #expect(snapshot.invariantViolations() == [], sourceLocation: sourceLocation)
    #expect(snapshot.reloadedItemIdentifiers.isEmpty && snapshot.reconfiguredItemIdentifiers.isEmpty)
    #expect(snapshot.reloadedSectionIdentifiers.isEmpty, sourceLocation: sourceLocation)
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

// Test doubles for the headless collection view: a data source backed by an array of arrays of strings, a
// delegate that records calls, and a snapshot of the view's observable state.

import Testing

@testable import ListKit

/// A cell subclass used to check per-class statistics.
final class TestCell: HeadlessCell {}

/// A data source whose model is an array of sections of unique strings; cells show the string as text, and the
/// string is the row identity.
@MainActor
final class TestModel: HeadlessCollectionViewDataSource {
  var sections: [[String]]
  var reuseIdentifier = "cell"
  var returnsNilCell = false
  var headers: [String] = []
  private(set) var cellRequests: [IndexPath] = []

  init(_ sections: [[String]]) { self.sections = sections }

  func numberOfSections(in collectionView: HeadlessCollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int {
    sections[section].count
  }

  func collectionView(_ collectionView: HeadlessCollectionView, cellForItemAt indexPath: IndexPath) -> HeadlessCell? {
    cellRequests.append(indexPath)
    if returnsNilCell { return nil }
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: indexPath)
    cell.text = sections[indexPath.section][indexPath.item]
    return cell
  }

  func collectionView(
    _ collectionView: HeadlessCollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> HeadlessReusableView? {
    headers.append("\(kind) \(indexPath.section)")
    return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
  }

  func collectionView(_ collectionView: HeadlessCollectionView, identifierForItemAt indexPath: IndexPath)
    -> AnyHashable?
  {
    sections[indexPath.section][indexPath.item]
  }

  /// The model as row identities, for comparison with `rowIdentities`.
  var identities: [[AnyHashable?]] { sections.map { $0.map { AnyHashable($0) } } }
}

/// Records delegate calls.
@MainActor
final class TestDelegate: HeadlessCollectionViewDelegate {
  var events: [String] = []
  func collectionView(_ collectionView: HeadlessCollectionView, didSelectItemAt indexPath: IndexPath) {
    events.append("select \(indexPath.section)-\(indexPath.item)")
  }
  func collectionView(_ collectionView: HeadlessCollectionView, didDeselectItemAt indexPath: IndexPath) {
    events.append("deselect \(indexPath.section)-\(indexPath.item)")
  }
}

/// Everything observable about a view, to check that a failed batch left it untouched.
struct ViewState: Equatable {
  var counts: [Int]
  var cells: [ObjectIdentifier]
  var cellPaths: [IndexPath?]
  var texts: [String?]
  var selection: [IndexPath]
  var identities: [[AnyHashable?]]
  var offset: Int

  @MainActor init(_ view: HeadlessCollectionView) {
    counts = (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }
    cells = view.visibleCells.map(ObjectIdentifier.init)
    cellPaths = view.visibleCells.map(\.indexPath)
    texts = view.visibleCells.map(\.text)
    selection = view.indexPathsForSelectedItems
    identities = view.rowIdentities
    offset = view.contentOffset
  }
}

/// `IndexPath(item:section:)`, short.
func ip(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

/// A loaded view over `model`, tracking row identities.
@MainActor
func makeView(_ model: TestModel, viewportHeight: Int = 20) -> HeadlessCollectionView {
  let view = HeadlessCollectionView(viewportHeight: viewportHeight)
  view.register(HeadlessCell.self, forCellWithReuseIdentifier: "cell")
  view.register(TestCell.self, forCellWithReuseIdentifier: "test")
  view.dataSource = model
  view.tracksRowIdentities = true
  view.reloadData()
  return view
}

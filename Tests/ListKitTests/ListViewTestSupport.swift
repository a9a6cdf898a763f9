// Test doubles for either headless view, through the one `HeadlessListView` protocol: a classic data source that
// answers both views, a delegate that records taps from both, the two views as test arguments, and a fingerprint of
// everything a view holds (counts, titles, cells, reuse pool, selection, identities, viewport, counters).

import Testing

@testable import ListKit

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

/// A classic data source for either view: sections of unique strings (the cell's text and the row's identity),
/// header and footer titles (a table's titles, a collection view's header and footer views), and switches that make
/// its cell request fail.
@MainActor
final class ListTestModel: HeadlessListViewDataSource {
  var sections: [[String]]
  var headers: [String?] = []
  var footers: [String?] = []
  var reuseIdentifier = "cell"
  var returnsNilCell = false
  /// Rows whose cell request returns nil (by text).
  var nilCellRows: Set<String> = []
  private(set) var cellRequests: [IndexPath] = []

  init(_ sections: [[String]]) { self.sections = sections }

  /// The model as row identities, for comparison with `rowIdentities`.
  var identities: [[AnyHashable?]] { sections.map { $0.map { AnyHashable($0) } } }

  private func cell<View: HeadlessListView>(in view: View, at indexPath: IndexPath) -> View.Cell? {
    cellRequests.append(indexPath)
    let text = sections[indexPath.section][indexPath.item]
    if returnsNilCell || nilCellRows.contains(text) { return nil }
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
}

/// Records the taps either view reports.
@MainActor
final class ListTestDelegate: HeadlessListViewDelegate {
  var events: [String] = []
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

// Apple's documented collection-view patterns (a list with a cell registration, an outline sidebar, section headers
// from a supplementary registration), written as UIKit code is written. Only the view controllers and layouts are
// swapped out: each sample is a plain class handed its view, and the view is made with a `ListLayout`. Everything
// else uses Apple's names (no `@testable`), so these compile unchanged against UIKit's API.

import ListKit
import Testing

// MARK: A list with a cell registration

@MainActor
final class SimpleListSample {
  enum Section { case main }

  let collectionView: UICollectionView
  var dataSource: UICollectionViewDiffableDataSource<Section, Int>! = nil

  init(collectionView: UICollectionView) {
    self.collectionView = collectionView
    configureDataSource()
  }

  private func configureDataSource() {
    let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, indexPath, item in
      var content = cell.defaultContentConfiguration()
      content.text = "\(item)"
      cell.contentConfiguration = content
    }

    dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
      (collectionView: UICollectionView, indexPath: IndexPath, identifier: Int) -> UICollectionViewCell? in
      return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: identifier)
    }

    var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
    snapshot.appendSections([.main])
    snapshot.appendItems(Array(0..<94))
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

// MARK: An outline sidebar

@MainActor
final class OutlineSample {
  enum Section { case main }

  struct OutlineItem: Hashable, Sendable {
    let title: String
    let subitems: [OutlineItem]

    init(title: String, subitems: [OutlineItem] = []) {
      self.title = title
      self.subitems = subitems
    }
  }

  let collectionView: UICollectionView
  var dataSource: UICollectionViewDiffableDataSource<Section, OutlineItem>! = nil

  let menuItems = [
    OutlineItem(
      title: "Compositional Layout",
      subitems: [
        OutlineItem(title: "Getting Started", subitems: [OutlineItem(title: "List"), OutlineItem(title: "Grid")]),
        OutlineItem(title: "Advanced Layouts", subitems: [OutlineItem(title: "Badges")]),
      ]),
    OutlineItem(title: "Diffable Data Source", subitems: [OutlineItem(title: "Mountains Search")]),
    OutlineItem(title: "Lists", subitems: [OutlineItem(title: "Simple List"), OutlineItem(title: "Outline")]),
  ]

  init(collectionView: UICollectionView) {
    self.collectionView = collectionView
    configureDataSource()
  }

  private func configureDataSource() {
    let containerCellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, OutlineItem> {
      cell, indexPath, menuItem in
      var contentConfiguration = cell.defaultContentConfiguration()
      contentConfiguration.text = menuItem.title
      cell.contentConfiguration = contentConfiguration

      let disclosureOptions = UICellAccessory.OutlineDisclosureOptions(style: .header)
      cell.accessories = [.outlineDisclosure(options: disclosureOptions)]
    }

    let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, OutlineItem> {
      cell, indexPath, menuItem in
      var contentConfiguration = cell.defaultContentConfiguration()
      contentConfiguration.text = menuItem.title
      cell.contentConfiguration = contentConfiguration
      cell.accessories = [.disclosureIndicator()]
    }

    dataSource = UICollectionViewDiffableDataSource<Section, OutlineItem>(collectionView: collectionView) {
      (collectionView: UICollectionView, indexPath: IndexPath, item: OutlineItem) -> UICollectionViewCell? in
      if item.subitems.isEmpty {
        return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
      } else {
        return collectionView.dequeueConfiguredReusableCell(
          using: containerCellRegistration, for: indexPath, item: item)
      }
    }

    let snapshot = initialSnapshot()
    dataSource.apply(snapshot, to: .main, animatingDifferences: false)
  }

  private func initialSnapshot() -> NSDiffableDataSourceSectionSnapshot<OutlineItem> {
    var snapshot = NSDiffableDataSourceSectionSnapshot<OutlineItem>()

    func addItems(_ menuItems: [OutlineItem], to parent: OutlineItem?) {
      snapshot.append(menuItems, to: parent)
      for menuItem in menuItems where !menuItem.subitems.isEmpty {
        addItems(menuItem.subitems, to: menuItem)
      }
    }

    addItems(menuItems, to: nil)
    return snapshot
  }
}

// MARK: Section headers from a supplementary registration

@MainActor
final class HeaderSample: UICollectionViewDelegate {
  enum Section: String, CaseIterable {
    case recents = "Recents"
    case outline = "Outline"
    case list = "List"
  }

  let collectionView: UICollectionView
  var dataSource: UICollectionViewDiffableDataSource<Section, String>! = nil
  var selected: [String] = []

  init(collectionView: UICollectionView) {
    self.collectionView = collectionView
    collectionView.delegate = self
    configureDataSource()
  }

  private func configureDataSource() {
    let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
      var content = UIListContentConfiguration.subtitleCell()
      content.text = name
      content.secondaryText = "\(name.count) letters"
      cell.contentConfiguration = content
      cell.accessories = [.checkmark(displayed: .whenNotEditing), .delete(), .reorder()]
    }

    let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { [unowned self] headerView, elementKind, indexPath in
      let section = self.dataSource.sectionIdentifier(for: indexPath.section)
      var configuration = headerView.defaultContentConfiguration()
      configuration.text = section?.rawValue
      headerView.contentConfiguration = configuration
    }

    dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
      collectionView, indexPath, name in
      collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: name)
    }
    dataSource.supplementaryViewProvider = { collectionView, elementKind, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
    }

    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections(Section.allCases)
    snapshot.appendItems(["Grinning", "Sunglasses"], toSection: .recents)
    snapshot.appendItems(["Tree"], toSection: .outline)
    snapshot.appendItems(["Moon", "Star"], toSection: .list)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    guard let name = dataSource.itemIdentifier(for: indexPath) else { return }
    selected.append(name)
    collectionView.deselectItem(at: indexPath, animated: true)
  }
}

// MARK: The tests

@MainActor
struct PortedSampleTests {
  @Test("A list with a cell registration: 94 numbered rows, cells recycled while scrolling")
  func simpleList() {
    let sample = SimpleListSample(collectionView: UICollectionView(collectionViewLayout: .plain(), viewportHeight: 10))
    let view = sample.collectionView
    #expect(view.numberOfItems(inSection: 0) == 94)
    #expect(view.visibleCells.map(\.text) == (0..<10).map { "\($0)" })
    view.scroll(toRow: 84)
    #expect(view.visibleCells.map(\.text) == (84..<94).map { "\($0)" })
    let statistics = view.statistics(for: UICollectionViewListCell.self)
    #expect(statistics.creations == 10 && statistics.reuses == 10)
    #expect(view.invariantViolations().isEmpty)
  }

  @Test("An outline sidebar: roots with disclosure accessories; expanding shows children with their accessories")
  func outline() throws {
    let sample = OutlineSample(collectionView: UICollectionView(collectionViewLayout: .sidebar()))
    let view = sample.collectionView
    #expect(view.visibleCells.map(\.text) == ["Compositional Layout", "Diffable Data Source", "Lists"])
    let root = try #require(view.visibleCells.first as? UICollectionViewListCell)
    #expect(root.accessories == [.outlineDisclosure(options: .init(style: .header))])

    let lists = sample.menuItems[2]
    try sample.dataSource.tryUserExpand(lists)
    #expect(
      view.visibleCells.map(\.text) == [
        "Compositional Layout", "Diffable Data Source", "Lists", "Simple List", "Outline",
      ])
    let leaf = try #require(view.cellForItem(at: IndexPath(item: 3, section: 0)) as? UICollectionViewListCell)
    #expect(leaf.accessories.map(\.kind) == [.disclosureIndicator])
    #expect(sample.dataSource.snapshot(for: .main).isExpanded(lists))
    #expect(
      view.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) == nil)
  }

  @Test("Section headers from a registration, on the default layout; a tap reaches the delegate")
  func headers() {
    let sample = HeaderSample(collectionView: UICollectionView())
    let view = sample.collectionView
    let headers = (0..<3).map {
      view.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: $0))?.text
    }
    #expect(headers == ["Recents", "Outline", "List"])
    let cell = view.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell
    #expect(cell?.secondaryText == "10 letters")
    #expect(cell?.visibleAccessories.map(\.kind) == [.checkmark])
    cell?.isEditing = true
    #expect(cell?.visibleAccessories.map(\.kind) == [.delete, .reorder])

    view.userTap(at: IndexPath(item: 0, section: 2))
    #expect(sample.selected == ["Moon"])
    #expect(view.indexPathsForSelectedItems == nil)
  }
}

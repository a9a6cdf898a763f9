// Cell and supplementary registrations: reuse through the view's pools and counters, configuration with the item,
// and the failures of docs/semantics.md §10 with UIKit's messages.

import Testing

@testable import ListKit

/// A list cell that counts `prepareForReuse` calls of its own.
final class CountingListCell: HeadlessListCell {
  var reuses = 0
  override func prepareForReuse() { reuses += 1 }
}

/// A value the test changes after a main-actor closure captured it.
@MainActor
final class Box<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

@MainActor
struct RegistrationTests {
  typealias Source = CollectionViewDiffableDataSource<Int, String>

  /// A data source over a view of `viewportHeight` rows whose cells come from `registration`.
  func makeDataSource(
    _ registration: HeadlessCollectionView.CellRegistration<CountingListCell, String>, viewportHeight: Int = 2
  ) -> (HeadlessCollectionView, Source) {
    let view = HeadlessCollectionView(viewportHeight: viewportHeight)
    let dataSource = Source(collectionView: view) { view, indexPath, item in
      try? view.tryDequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    return (view, dataSource)
  }

  func items(_ items: [String]) -> DiffableDataSourceSnapshot<Int, String> {
    var snapshot = DiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(items)
    return snapshot
  }

  @Test("A registration's cells are configured with the item and recycled like class-registered cells")
  func registrationReusesCells() throws {
    var configured: [String] = []
    let registration = HeadlessCollectionView.CellRegistration<CountingListCell, String> { cell, indexPath, item in
      configured.append("\(indexPath.item):\(item)")
      var content = cell.defaultContentConfiguration()
      content.text = item.uppercased()
      content.secondaryText = "row \(indexPath.item)"
      cell.contentConfiguration = content
    }
    let (view, dataSource) = makeDataSource(registration)
    try dataSource.tryApply(items(["a", "b", "c", "d"]))
    #expect(configured == ["0:a", "1:b"])
    #expect(view.visibleCells.map(\.text) == ["A", "B"])
    #expect((view.visibleCells[1] as? HeadlessListCell)?.secondaryText == "row 1")

    let first = view.visibleCells[0]
    try view.tryScroll(toRow: 2)
    #expect(view.visibleCells.map(\.text) == ["C", "D"])
    #expect(view.visibleCells.contains { $0 === first })  // recycled through the pool
    let statistics = view.statistics(for: CountingListCell.self)
    #expect(statistics.dequeues == 4 && statistics.creations == 2 && statistics.reuses == 2)
    #expect(statistics.prepareForReuseCalls == 2)
    #expect(view.visibleCells.map { ($0 as! CountingListCell).reuses } == [1, 1])
    #expect(view.visibleCells.allSatisfy { $0.reuseIdentifier == registration.reuseIdentifier })
    view.checkInvariants()
  }

  @Test("A registration and a class registration of one class share the class's counters, not a pool")
  func registrationAndClassRegistrationShareCounters() {
    let view = HeadlessCollectionView(viewportHeight: 4)
    view.register(CountingListCell.self, forCellWithReuseIdentifier: "byClass")
    let registration = HeadlessCollectionView.CellRegistration<CountingListCell, Int> { cell, _, item in
      cell.text = "\(item)"
    }
    let byRegistration = view.dequeueConfiguredReusableCell(using: registration, for: ip(0, 0), item: 7)
    let byClass = view.dequeueReusableCell(withReuseIdentifier: "byClass", for: ip(0, 1))
    #expect(byRegistration.text == "7")
    #expect(byRegistration.reuseIdentifier != byClass.reuseIdentifier)
    #expect(view.statistics(for: CountingListCell.self).dequeues == 2)
    #expect(view.statistics(for: CountingListCell.self).creations == 2)
  }

  @Test("Reconfiguring an item configures its existing cell again through the registration, without prepareForReuse")
  func reconfigureThroughRegistration() throws {
    let texts = Box(["a": "one", "b": "two"])
    let registration = HeadlessCollectionView.CellRegistration<CountingListCell, String> { cell, _, item in
      cell.text = texts.value[item]
    }
    let (view, dataSource) = makeDataSource(registration)
    try dataSource.tryApply(items(["a", "b"]))
    let cell = view.cellForItem(at: ip(0, 1))!
    texts.value["b"] = "TWO"
    var next = dataSource.snapshot()
    next.reconfigureItems(["b"])
    try dataSource.tryApply(next)
    #expect(view.cellForItem(at: ip(0, 1)) === cell)
    #expect(cell.text == "TWO")
    #expect(cell.prepareForReuseCount == 0)
  }

  @Test("A registration created inside the cell provider fails at its dequeue with UIKit's message")
  func registrationCreatedInsideProvider() throws {
    let view = HeadlessCollectionView()
    let dataSource = Source(collectionView: view) { view, indexPath, item in
      let registration = HeadlessCollectionView.CellRegistration<HeadlessListCell, String> { cell, _, item in
        cell.text = item
      }
      return try? view.tryDequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    #expect(throws: DataSourceError.viewFailedAfterUpdate(.registrationCreatedInsideCellProvider)) {
      try dataSource.tryApply(items(["a"]))
    }
    #expect(
      CollectionViewError.registrationCreatedInsideCellProvider.description.hasPrefix(
        "Attempted to dequeue a cell using a registration that was created inside"
          + " -collectionView:cellForItemAtIndexPath: or inside a UICollectionViewDiffableDataSource cell provider."))
  }

  @Test("A reconfigure whose provider dequeues with another registration fails, naming both identifiers")
  func reconfigureWithAnotherRegistration() throws {
    let plain = HeadlessCollectionView.CellRegistration<HeadlessListCell, String> { cell, _, item in cell.text = item }
    let fancy = HeadlessCollectionView.CellRegistration<HeadlessListCell, String> { cell, _, item in cell.text = item }
    let useFancy = Box(false)
    let view = HeadlessCollectionView()
    let dataSource = Source(collectionView: view) { view, indexPath, item in
      try? view.tryDequeueConfiguredReusableCell(using: useFancy.value ? fancy : plain, for: indexPath, item: item)
    }
    try dataSource.tryApply(items(["a", "b"]))
    useFancy.value = true
    var next = dataSource.snapshot()
    next.reconfigureItems(["b"])
    let expected = CollectionViewError.reconfigureDequeuedDifferentIdentifier(
      existing: plain.reuseIdentifier, dequeued: fancy.reuseIdentifier)
    #expect(throws: DataSourceError.viewFailedAfterUpdate(expected)) { try dataSource.tryApply(next) }
    #expect(expected.description.hasPrefix("Attempted to dequeue a cell for a different registration or reuse"))
    #expect(
      expected.description.hasSuffix(
        fancy.reuseIdentifier + "; Existing cell reuse identifier: "
          + plain.reuseIdentifier))
    // A reload may change the registration: it dequeues a new cell.
    var reload = dataSource.snapshot()
    reload.reloadItems(["b"])
    try dataSource.tryApply(reload)
    #expect(view.cellForItem(at: ip(0, 1))?.reuseIdentifier == fancy.reuseIdentifier)
    view.checkInvariants()
  }

  @Test("Dequeue of an unregistered identifier, a cell not dequeued, and nil from the provider: UIKit's messages")
  func providerFailures() throws {
    enum Bug { case unregistered, notDequeued, returnsNil }
    let bug = Box(Bug.unregistered)
    let view = HeadlessCollectionView()
    let dataSource = Source(collectionView: view) { view, indexPath, item in
      switch bug.value {
      case .unregistered: return try? view.tryDequeueReusableCell(withReuseIdentifier: "nope", for: indexPath)
      case .notDequeued: return HeadlessListCell()
      case .returnsNil: return nil
      }
    }
    #expect(
      throws: DataSourceError.viewFailedAfterUpdate(
        .unregisteredReuseIdentifier(kind: "UICollectionElementKindCell", identifier: "nope"))
    ) { try dataSource.tryApply(items(["a"])) }
    bug.value = .notDequeued
    #expect(throws: DataSourceError.viewFailedAfterUpdate(.cellNotDequeued(ip(0, 0)))) {
      try dataSource.tryApplySnapshotUsingReloadData(items(["a"]))
    }
    #expect(
      CollectionViewError.cellNotDequeued(ip(0, 0)).description
        == "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells"
        + " must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:")
    bug.value = .returnsNil
    let nilCell = CollectionViewError.diffableCellProviderReturnedNil(
      ip(0, 0), item: "b", view: "<UICollectionView: 1 section, 2 items>")
    #expect(throws: DataSourceError.viewFailedAfterUpdate(nilCell)) {
      try dataSource.tryApplySnapshotUsingReloadData(items(["b", "a"]))
    }
    #expect(
      nilCell.description
        == "UICollectionViewDiffableDataSource cell provider returned nil for index path {length = 2, path = 0 - 0}"
        + " with item identifier 'b', which is not allowed. You must always return a cell to the collection view:"
        + " <UICollectionView: 1 section, 2 items>")
  }

  @Test("Supplementary registrations: header text, and the default view asks for headers once a provider is set")
  func supplementaryRegistration() throws {
    let view = HeadlessCollectionView()
    let cells = HeadlessCollectionView.CellRegistration<HeadlessListCell, String> { cell, _, item in cell.text = item }
    let dataSource = Source(collectionView: view) { view, indexPath, item in
      view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
    }
    var snapshot = items(["a"])
    snapshot.appendSections([1])
    snapshot.appendItems(["b"], toSection: 1)
    try dataSource.tryApply(snapshot)
    #expect(view.requestedSupplementaryElementKinds.isEmpty)
    #expect(
      view.supplementaryView(forElementKind: HeadlessCollectionView.elementKindSectionHeader, at: ip(0, 0)) == nil)

    let headers = HeadlessCollectionView.SupplementaryRegistration<HeadlessListCell>(
      elementKind: HeadlessCollectionView.elementKindSectionHeader
    ) { header, kind, indexPath in
      var content = ListContentConfiguration.groupedHeader()
      content.text = "Section \(indexPath.section)"
      header.contentConfiguration = content
    }
    dataSource.supplementaryViewProvider = { view, _, indexPath in
      view.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
    }
    #expect(view.requestedSupplementaryElementKinds == ["UICollectionElementKindSectionHeader"])
    try dataSource.tryApplySnapshotUsingReloadData(snapshot)
    let header = view.supplementaryView(forElementKind: HeadlessCollectionView.elementKindSectionHeader, at: ip(1, 0))
    #expect(header?.text == "Section 1")
    #expect((header as? HeadlessListCell)?.listContentConfiguration?.style == .groupedHeader)
    view.checkInvariants()
  }

  @Test("A layout that asks for headers with no supplementary view provider: UIKit's diffable message")
  func headersWithoutProvider() {
    let view = HeadlessCollectionView(collectionViewLayout: .grouped())
    let cells = HeadlessCollectionView.CellRegistration<HeadlessListCell, String> { cell, _, item in cell.text = item }
    let dataSource = Source(collectionView: view) { view, indexPath, item in
      view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
    }
    #expect(
      throws: DataSourceError.viewFailedAfterUpdate(
        .supplementaryViewProviderNotSpecified(kind: "UICollectionElementKindSectionHeader", ip(0, 0)))
    ) { try dataSource.tryApply(items(["a"])) }
    dataSource.supplementaryViewProvider = { _, _, _ in nil }
    #expect(
      throws: DataSourceError.viewFailedAfterUpdate(
        .diffableSupplementaryViewProviderReturnedNil(
          kind: "UICollectionElementKindSectionHeader", ip(0, 0), view: "<UICollectionView: 1 section, 1 item>"))
    ) { try dataSource.tryApplySnapshotUsingReloadData(items(["a"])) }
  }

  @Test("List layouts decide which supplementary views the view asks for")
  func listLayouts() {
    #expect(ListLayout.plain().supplementaryElementKinds.isEmpty)
    #expect(ListLayout.sidebar().supplementaryElementKinds.isEmpty)
    #expect(ListLayout.grouped().supplementaryElementKinds == [HeadlessCollectionView.elementKindSectionHeader])
    #expect(
      ListLayout.insetGrouped(footerMode: .supplementary).supplementaryElementKinds == [
        "UICollectionElementKindSectionHeader", "UICollectionElementKindSectionFooter",
      ])
    #expect(ListLayout.plain(headerMode: .firstItemInSection).supplementaryElementKinds.isEmpty)
    let view = HeadlessCollectionView(collectionViewLayout: .insetGrouped())
    #expect(view.requestedSupplementaryElementKinds == [HeadlessCollectionView.elementKindSectionHeader])
    view.supplementaryElementKinds = ["badge"]  // explicit kinds win
    #expect(view.requestedSupplementaryElementKinds == ["badge"])
  }

  @Test("A list cell records its content configuration and accessories")
  func listCellState() {
    let cell = HeadlessListCell()
    var content = cell.defaultContentConfiguration()
    #expect(content.style == .cell && content.text == nil)
    content.text = "Inbox"
    content.secondaryText = "3 unread"
    cell.contentConfiguration = content
    cell.accessories = [
      .outlineDisclosure(options: .init(style: .header)), .checkmark(), .disclosureIndicator(), .delete(), .reorder(),
      .label(text: "3"),
    ]
    #expect(cell.text == "Inbox")
    #expect(cell.secondaryText == "3 unread")
    #expect(
      cell.accessories.map(\.kind) == [.outlineDisclosure, .checkmark, .disclosureIndicator, .delete, .reorder, .label])
    #expect(cell.accessories[0].outlineStyle == .header)
    #expect(
      cell.visibleAccessories.map(\.description) == [
        "outlineDisclosure", "checkmark", "disclosureIndicator", "label(\"3\")",
      ])
    cell.isEditing = true
    #expect(
      cell.visibleAccessories.map(\.kind) == [
        .outlineDisclosure, .checkmark, .disclosureIndicator, .delete, .reorder, .label,
      ])
    #expect(CellAccessory.checkmark(options: .init(isHidden: true)).isShown(editing: false) == false)
    #expect(CellAccessory.delete() != CellAccessory.delete(displayed: .always))
  }
}

@MainActor
struct CellProviderMistakeTests {
  @Test(
    "Each injected cell-provider mistake fails the apply that asks with UIKit's message",
    arguments: CellProviderMistake.allCases)
  func injectedMistake(_ mistake: CellProviderMistake) throws {
    let view = HeadlessCollectionView()
    let registration = HeadlessCollectionView.CellRegistration<HeadlessListCell, String> { cell, _, item in
      cell.text = item
    }
    let active = Box<CellProviderMistake?>(nil)
    let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, indexPath, item in
      let correct = { view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item) }
      guard let mistake = active.value else { return correct() }
      return view.cell(making: mistake, at: indexPath, correctCell: correct)
    }
    var snapshot = DiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["a"])
    try dataSource.tryApply(snapshot)
    active.value = mistake
    snapshot.appendItems(["b"])
    snapshot.reconfigureItems(["a"])
    let expected: CollectionViewError =
      switch mistake {
      case .registrationCreatedInProvider: .registrationCreatedInsideCellProvider
      case .differentRegistrationOnReconfigure:
        .reconfigureDequeuedDifferentIdentifier(
          existing: registration.reuseIdentifier, dequeued: registration.reuseIdentifier + " (another registration)")
      case .unregisteredReuseIdentifier:
        .unregisteredReuseIdentifier(kind: "UICollectionElementKindCell", identifier: "ListKit.unregistered-cell")
      case .cellNotDequeued: .cellNotDequeued(ip(0, 1))
      case .nilCell:
        .diffableCellProviderReturnedNil(ip(0, 1), item: "b", view: "<UICollectionView: 1 section, 2 items>")
      }
    #expect(throws: DataSourceError.viewFailedAfterUpdate(expected)) { try dataSource.tryApply(snapshot) }
    #expect(dataSource.snapshot().itemIdentifiers == ["a"])  // the view took the update back: nothing changed
  }
}

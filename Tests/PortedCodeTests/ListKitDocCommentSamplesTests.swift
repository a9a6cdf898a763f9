// The Swift samples of ListKit's doc comments (Sources/ListKit), each as the comment prints it, compiled here so that
// they cannot rot (Lists' are in DocCommentSamplesTests.swift, ListKitDiffUI's in
// ListDiffUIDocCommentSamplesTests.swift); around each, only what the comment leaves to the reader (a view, a model,
// the app's items). A sample whose lines print values in comments (`view.selectedIndexPaths  // [0.0]`) is the body
// of a `shown { }` closure, which collects those values (elsewhere such a line is an unused value, a warning), and the
// checks compare them with the comments.
// `everyDocCommentSampleIsHere` reads the sources and fails for a `/// ```swift` block this file does not hold line
// for line (blanks at the start of a line and runs of blanks inside it aside).

import Foundation
import ListKit
import Lists
import Testing

/// The values a sample's lines evaluate to, in order (the statements that evaluate to nothing aside): what the
/// comments beside them print.
@resultBuilder
private enum Shown {
  static func buildExpression<Value>(_ value: Value) -> [Any] { [value] }
  static func buildExpression(_ value: Void) -> [Any] { [] }
  static func buildBlock(_ parts: [Any]...) -> [Any] { parts.flatMap { $0 } }
}

/// The values `sample` shows.
private func shown(@Shown _ sample: () throws -> [Any]) rethrows -> [Any] { try sample() }

/// The samples' types, namespaced: this target has types of these names elsewhere.
private enum KitSamples {
  struct Contact: Hashable, Sendable {
    var name: String
    var phone = ""
  }

  struct Folder {
    var name: String
    var count: Int
  }

  /// The app's model of the collection view samples: its items per section; it is the view's data source.
  @MainActor
  final class Model: HeadlessCollectionViewDataSource {
    var items: [[String]]

    init(_ items: [[String]]) { self.items = items }

    func remove(at index: Int) { items[0].remove(at: index) }

    func numberOfSections(in collectionView: HeadlessCollectionView) -> Int { items.count }
    func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int {
      items[section].count
    }
    func collectionView(_ collectionView: HeadlessCollectionView, cellForItemAt indexPath: IndexPath) -> HeadlessCell? {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      cell.text = items[indexPath.section][indexPath.item]
      return cell
    }
    func collectionView(_ collectionView: HeadlessCollectionView, identifierForItemAt indexPath: IndexPath)
      -> AnyHashable?
    { items[indexPath.section][indexPath.item] }
  }

  /// The app's model of the table view samples: its rows per section; it is the table's data source.
  @MainActor
  final class TableModel: HeadlessTableViewDataSource {
    var rows: [[String]]

    init(_ rows: [[String]]) { self.rows = rows }

    func remove(at index: Int) { rows[0].remove(at: index) }

    func numberOfSections(in tableView: HeadlessTableView) -> Int { rows.count }
    func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int { rows[section].count }
    func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell? {
      let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.text = rows[indexPath.section][indexPath.row]
      return cell
    }
    func tableView(_ tableView: HeadlessTableView, identifierForRowAt indexPath: IndexPath) -> AnyHashable? {
      rows[indexPath.section][indexPath.row]
    }
  }

  /// The update lab of the CellProviderMistake.swift sample: the mistake it injects, if any.
  final class Lab {
    var mistake: CellProviderMistake?
  }

  final class Log {
    var errors: [String] = []
    func error(_ message: String) { errors.append(message) }
  }

  /// A row of the list of the ApplyOptions.swift sample.
  struct Row: CellViewModel, Identifiable {
    var id: Int
    func configure(_ cell: HeadlessCell) { cell.text = "\(id)" }
  }

  // HeadlessView.swift
  final class BadgeView: UIView {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { fatalError("not from archives") }
  }

  /// The cell subclass of the HeadlessReusableView.swift sample, with a property of its own.
  final class BadgedCell: HeadlessCell {
    var badge = 0

    override func captureState() -> StateRestorer? {
      let restoreSuper = super.captureState()
      let badge = badge
      return { [self] in
        if self.badge != badge { self.badge = badge }
        restoreSuper?()
      }
    }
  }

  // AppleNames.swift
  final class SettingsDataSource: UITableViewDataSource {
    var settings = ["Wi-Fi", "Bluetooth"]
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { settings.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
      cell.textLabel?.text = settings[indexPath.row]
      return cell
    }
  }

  /// The table screen of the SwipeActions.swift sample: its contacts are the table's rows, and a swipe offers to
  /// delete one.
  final class ContactsScreen: UITableViewDataSource, UITableViewDelegate {
    var contacts = ["Amy", "Bob", "Cy"]

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { contacts.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
      cell.text = contacts[indexPath.row]
      return cell
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
      -> UISwipeActionsConfiguration?
    {
      let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
        self.contacts.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
        completion(true)
      }
      return UISwipeActionsConfiguration(actions: [delete])
    }
  }

  /// The functions the samples declare (DiffableListDataSource.swift, HeadlessListView.swift).
  @MainActor
  struct Functions {
    func showFavourites(in dataSource: some DiffableListDataSource<String, Int>, _ favourites: [Int])
      throws(DataSourceError)
    {
      var snapshot = dataSource.snapshot()
      if snapshot.indexOfSection("Favourites") == nil { snapshot.appendSections(["Favourites"]) }
      snapshot.appendItems(favourites, toSection: "Favourites")
      try dataSource.tryApply(snapshot)
    }

    typealias Model = KitSamples.Model

    func deleteFirstRow(of view: any HeadlessListView, model: Model) throws(ListViewError) {
      try view.tryPerformBatchUpdates([.deleteItems([IndexPath(item: 0, section: 0)])]) {
        model.items[0].removeFirst()
      }
    }
  }

  /// The app of the ListViewCall.swift sample, which prints a failure.
  @MainActor
  final class ScrollingApp {
    var printed: [String] = []

    private func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

    func listViewCallSample(view: some HeadlessListView) {
      do {
        try view.tryPerform(.scrollToRow(IndexPath(item: 9, section: 0)))
      } catch {
        print(error.rule as Any, error)  // nil, "attempt to scroll to invalid index path: …"
      }
    }
  }
}

/// The children of an outline's parent, loaded when the user expands it.
private func loadChildren(of parent: String) -> DiffableDataSourceSectionSnapshot<String> {
  var children = DiffableDataSourceSectionSnapshot<String>()
  children.append(["Apple", "Pear"])
  return children
}

// MARK: Algorithm

private func flatDiffSample() -> FlatDiff {
  let diff = HeckelDiff.diff(old: ["a", "b", "c"] as ContiguousArray, new: ["c", "a", "d"])
  // diff.deletes == [1], diff.inserts == [2], diff.moves == [FlatDiff.Move(from: 2, to: 0)]
  return diff
}

private func heckelDiffSample() -> FlatDiff {
  let diff = HeckelDiff.diff(old: [1, 2, 3, 4] as ContiguousArray, new: [4, 1, 2, 5])
  // deletes [2], inserts [3], moves [3→0], matchedCount 3, lisLength 2
  return diff
}

private func sectionedDiffSample() -> BatchUpdate {
  var old = DiffableDataSourceSnapshot<String, Int>()
  old.appendSections(["A", "B"])
  old.appendItems([1, 2], toSection: "A")
  old.appendItems([3], toSection: "B")
  var new = DiffableDataSourceSnapshot<String, Int>()
  new.appendSections(["A", "B"])
  new.appendItems([2], toSection: "A")
  new.appendItems([3, 1], toSection: "B")
  let update = SectionedDiff.batchUpdate(from: old, to: new)
  // update.movedItems == [0.0→1.1]  (item 1 moved from section A to section B)
  return update
}

// MARK: Collection view

@MainActor
private func cellAccessorySample(_ cell: HeadlessListCell) {
  cell.accessories = [.outlineDisclosure(options: .init(style: .header)), .reorder()]
}

@MainActor
private func customViewAccessorySample(_ cell: HeadlessListCell) {
  let star = UIImageView(image: UIImage(systemName: "star.fill"))
  cell.accessories = [.customView(configuration: .init(customView: star, placement: .trailing()))]
}

@MainActor
private func cellProviderMistakeSample(
  view: HeadlessCollectionView, lab: KitSamples.Lab,
  correct: @escaping @MainActor (HeadlessCollectionView, IndexPath, String) -> HeadlessCell?
) -> CollectionViewDiffableDataSource<Int, String> {
  let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, indexPath, item in
    if let mistake = lab.mistake {
      return view.cell(making: mistake, at: indexPath) { correct(view, indexPath, item) }
    }
    return correct(view, indexPath, item)
  }
  return dataSource
}

@MainActor
private func cellRegistrationSample(view: UICollectionView) -> UICollectionViewDiffableDataSource<
  Int, KitSamples.Contact
> {
  typealias Contact = KitSamples.Contact
  let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Contact> { cell, _, contact in
    var content = cell.defaultContentConfiguration()
    content.text = contact.name
    cell.contentConfiguration = content
  }
  let dataSource = UICollectionViewDiffableDataSource<Int, Contact>(collectionView: view) { view, path, contact in
    view.dequeueConfiguredReusableCell(using: registration, for: path, item: contact)
  }
  return dataSource
}

@MainActor
private func tryPerformBatchUpdatesSample(view: HeadlessCollectionView, model: KitSamples.Model) throws {
  try view.tryPerformBatchUpdates {
    model.items[0].remove(at: 2)
    try view.tryDeleteItems(at: [IndexPath(item: 2, section: 0)])
  }
}

@MainActor
private func headlessCollectionViewSample(model: KitSamples.Model) -> HeadlessCollectionView {
  let view = HeadlessCollectionView(viewportHeight: 10)
  view.register(HeadlessCell.self, forCellWithReuseIdentifier: "cell")
  view.dataSource = model
  view.reloadData()
  view.performBatchUpdates {
    model.items[0].insert("new", at: 0)
    view.insertItems(at: [IndexPath(item: 0, section: 0)])
  }
  return view
}

@MainActor
private func outOfSyncRowsSample(view: HeadlessCollectionView, model: KitSamples.Model) throws -> [Any] {
  try shown {
    view.tracksRowIdentities = true
    // The model lost "c" at 0.2, but the app deletes 0.1: the counts add up.
    try view.tryPerformBatchUpdates {
      model.remove(at: 2)
      try view.tryDeleteItems(at: [IndexPath(item: 1, section: 0)])
    }
    view.outOfSyncRows()  // row 0.1 shows "c" where the model holds "b"
  }
}

@MainActor
private func listCellSample(_ cell: HeadlessListCell, folder: KitSamples.Folder) {
  var content = cell.defaultContentConfiguration()
  content.text = folder.name
  content.secondaryText = "\(folder.count) items"
  cell.contentConfiguration = content
  cell.accessories = [.outlineDisclosure(), .disclosureIndicator()]
}

@MainActor
private func listLayoutSample() -> HeadlessCollectionView {
  let collectionView = HeadlessCollectionView(collectionViewLayout: .insetGrouped())  // asks for headers
  return collectionView
}

private func compositionalLayoutSample(configuration: UICollectionLayoutListConfiguration) -> ListLayout {
  let layout = UICollectionViewCompositionalLayout.list(using: configuration)
  return layout
}

// MARK: Data sources

@MainActor
private func applyOptionsSample(
  dataSource: CollectionViewDiffableDataSource<String, Int>, list: SimpleList<KitSamples.Row>, log: KitSamples.Log
) {
  dataSource.applyOptions = ApplyOptions(reloadThreshold: 500, recoversFromFailedUpdates: true) { failure in
    log.error("\(failure.rule ?? "?"): \(failure)")
  }
  list.applyOptions.reloadThreshold = 1_000  // or one option, through the value
}

@MainActor
private func reloadThresholdSample(
  dataSource: CollectionViewDiffableDataSource<String, Int>, hugeChange: DiffableDataSourceSnapshot<String, Int>
) throws -> DataSourceUpdate {
  dataSource.applyOptions.reloadThreshold = 500
  let update = try dataSource.tryApply(hugeChange)  // update.kind == .reloadData
  // update.fallback?.reason == .reloadThreshold(500); update.fallback?.batchUpdate.changeCount > 500
  return update
}

@MainActor
private func interruptSample(dataSource: CollectionViewDiffableDataSource<String, Int>) {
  dataSource.applyOptions.interrupt = { batch in batch.movedItems.count > 100 }
}

@MainActor
private func preparedApplySample(
  dataSource: CollectionViewDiffableDataSource<String, Int>, next: DiffableDataSourceSnapshot<String, Int>
) async throws {
  typealias DataSource = CollectionViewDiffableDataSource<String, Int>
  let base = dataSource.snapshot()  // on the main actor
  let prepared = await Task.detached { DataSource.prepareApply(of: next, onto: base) }.value
  try dataSource.tryApply(prepared)  // back on the main actor
}

@MainActor
private func userExpandSample(dataSource: CollectionViewDiffableDataSource<String, String>) throws {
  dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, _ in loadChildren(of: parent) }
  try dataSource.tryUserExpand("Fruit")
}

@MainActor
private func userMoveItemSample(dataSource: CollectionViewDiffableDataSource<String, String>) throws -> [String] {
  var model = dataSource.snapshot().itemIdentifiers
  dataSource.reorderingHandlers.canReorderItem = { _ in true }
  dataSource.reorderingHandlers.didReorder = { transaction in
    model = model.applying(transaction.difference)!
  }
  try dataSource.tryUserMoveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
  return model
}

@MainActor
private func diffableDataSourceSample() throws -> [Any] {
  try shown {
    let view = HeadlessCollectionView(viewportHeight: 10)
    view.register(HeadlessCell.self, forCellWithReuseIdentifier: "cell")
    let dataSource = CollectionViewDiffableDataSource<String, Int>(collectionView: view) { view, indexPath, item in
      let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      cell.text = "\(item)"
      return cell
    }
    var snapshot = DiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["A"])
    snapshot.appendItems([1, 2, 3])
    try dataSource.tryApply(snapshot)  // first apply: reloadData
    snapshot.deleteItems([2])
    try dataSource.tryApply(snapshot)  // a diff: one batch deleting item 0.1
  }
}

@MainActor
private func tryApplySample(dataSource: CollectionViewDiffableDataSource<String, Int>) throws -> DataSourceUpdate {
  var next = dataSource.snapshot()
  next.moveItem(3, beforeItem: 1)
  next.reconfigureItems([2])
  let update = try dataSource.tryApply(next)  // update.batchUpdate.movedItems, .reconfiguredItems
  return update
}

@MainActor
private func userTapSample(view: HeadlessCollectionView) throws -> [Any] {
  try shown {
    try view.tryUserTap(at: IndexPath(item: 0, section: 0))
    view.selectedIndexPaths  // [0.0]
  }
}

@MainActor
private func userTapDisclosureSample(
  view: HeadlessCollectionView, dataSource: CollectionViewDiffableDataSource<String, String>
) throws {
  dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, _ in loadChildren(of: parent) }
  try view.tryUserTapDisclosure(at: IndexPath(item: 0, section: 0))  // "Fruit" expands
}

@MainActor
private func tableViewDiffableDataSourceSample() -> (HeadlessTableView, TableViewDiffableDataSource<String, String>) {
  final class ContactsDataSource: TableViewDiffableDataSource<String, String> {
    override func tableView(_ tableView: HeadlessTableView, titleForHeaderInSection section: Int) -> String? {
      sectionIdentifier(for: section)
    }
    override func tableView(_ tableView: HeadlessTableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(
      _ tableView: HeadlessTableView, commit editingStyle: HeadlessTableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {
      guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
      var snapshot = snapshot()
      snapshot.deleteItems([item])
      apply(snapshot)
    }
  }
  let table = HeadlessTableView(viewportHeight: 10)
  table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "cell")
  let dataSource = ContactsDataSource(tableView: table) { table, indexPath, name in
    let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.text = name
    return cell
  }
  dataSource.defaultRowAnimation = .fade
  return (table, dataSource)
}

// MARK: The list views

@MainActor
private func lastBatchSample(
  view: HeadlessCollectionView, dataSource: CollectionViewDiffableDataSource<String, String>,
  snapshotWithoutB: DiffableDataSourceSnapshot<String, String>
) throws -> [Any] {
  try shown {
    try dataSource.tryApply(snapshotWithoutB)
    view.lastBatch.deletedItems  // [0.1]
  }
}

@MainActor
private func contentConfigurationSample(_ cell: HeadlessListCell, contact: KitSamples.Contact) {
  var content = cell.defaultContentConfiguration()
  content.text = contact.name
  content.secondaryText = contact.phone
  cell.contentConfiguration = content
}

// MARK: Messages and snapshots

private func failureCatalogueSample() -> [Any] {
  shown {
    let error = CollectionViewError.invalidNumberOfItems(
      section: 0, after: 5, before: 3, inserted: 1, deleted: 0, movedIn: 0, movedOut: 0)
    let message = FailureCatalogue.recognize(error.description)!
    message.rule  // "R15"
    message.values  // [.number(0), .number(5), .number(3), .number(1), .number(0), .number(0), .number(0)]
    message.explanation  // what went wrong, what the numbers say, the usual causes, the fix
  }
}

private func tryMoveItemSample() throws -> DiffableDataSourceSnapshot<String, String> {
  var snapshot = DiffableDataSourceSnapshot<String, String>()
  snapshot.appendSections(["A", "B"])
  snapshot.appendItems(["a", "b", "c"], toSection: "A")
  snapshot.appendItems(["d"], toSection: "B")
  try snapshot.tryMoveItem("a", to: IndexPath(item: 2, section: 0))  // A: b, c, a
  try snapshot.tryMoveItem("c", to: IndexPath(item: 1, section: 1))  // A: b, a; B: d, c
  return snapshot
}

// MARK: Table view

@MainActor
private func headlessTableViewSample(model: KitSamples.TableModel) -> [Any] {
  shown {
    let table = HeadlessTableView(viewportHeight: 10)
    table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "cell")
    table.dataSource = model
    table.reloadData()
    table.performBatchUpdates {
      model.rows[0].insert("new", at: 0)
      table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
    }
    table.lastBatchAnimations  // [insertRows [0.0] with .fade]
  }
}

@MainActor
private func tableStyleSample() -> UITableView {
  let tableView = UITableView(frame: .zero, style: .insetGrouped)
  return tableView
}

@MainActor
private func tableOutOfSyncRowsSample(table: HeadlessTableView, model: KitSamples.TableModel) throws -> [Any] {
  try shown {
    table.tracksRowIdentities = true
    // The model lost "c" at 0.2, but the app deletes 0.1: the counts add up.
    try table.tryPerformBatchUpdates {
      model.remove(at: 2)
      try table.tryDeleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
    }
    table.outOfSyncRows()  // row 0.1 shows "c" where the model holds "b"
  }
}

@MainActor
private func value1CellSample(tableView: UITableView) -> UITableViewCell {
  let cell =
    tableView.dequeueReusableCell(withIdentifier: "setting")
    ?? UITableViewCell(style: .value1, reuseIdentifier: "setting")
  return cell
}

@MainActor
private func subtitleCellSample(tableView: UITableView, contact: KitSamples.Contact) -> UITableViewCell {
  let cell =
    tableView.dequeueReusableCell(withIdentifier: "contact")
    ?? UITableViewCell(style: .subtitle, reuseIdentifier: "contact")
  cell.textLabel?.text = contact.name
  cell.detailTextLabel?.text = contact.phone
  cell.accessoryType = .disclosureIndicator
  return cell
}

// MARK: The checks

@MainActor
@Suite struct ListKitDocCommentSamplesTests {
  fileprivate typealias Contact = KitSamples.Contact

  /// A view showing `items` in one section, through a diffable data source of string cells.
  private static func stringList(_ items: [String], outline: Bool = false) throws -> (
    HeadlessCollectionView, CollectionViewDiffableDataSource<String, String>
  ) {
    let view = HeadlessCollectionView(viewportHeight: 10)
    view.register(HeadlessCell.self, forCellWithReuseIdentifier: "cell")
    let dataSource = CollectionViewDiffableDataSource<String, String>(collectionView: view) { view, indexPath, item in
      let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      cell.text = item
      return cell
    }
    var snapshot = DiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["main"])
    if outline {
      try dataSource.tryApply(snapshot)
      var tree = DiffableDataSourceSectionSnapshot<String>()
      tree.append(items)
      try dataSource.tryApply(tree, to: "main")
    } else {
      snapshot.appendItems(items)
      try dataSource.tryApply(snapshot)
    }
    return (view, dataSource)
  }

  /// A view showing `items` in one section "A", through a diffable data source of number cells.
  private static func numberList(_ items: [Int]) throws -> (
    HeadlessCollectionView, CollectionViewDiffableDataSource<String, Int>
  ) {
    let view = HeadlessCollectionView(viewportHeight: 10)
    view.register(HeadlessCell.self, forCellWithReuseIdentifier: "cell")
    let dataSource = CollectionViewDiffableDataSource<String, Int>(collectionView: view) { view, indexPath, item in
      let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      cell.text = "\(item)"
      return cell
    }
    var snapshot = DiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["A"])
    snapshot.appendItems(items)
    try dataSource.tryApply(snapshot)
    return (view, dataSource)
  }

  @Test("FlatDiff.swift, HeckelDiff.swift, SectionedDiff.swift: the diffs the comments print")
  func diffs() {
    let flat = flatDiffSample()
    #expect(flat.deletes == [1])
    #expect(flat.inserts == [2])
    #expect(flat.moves == [FlatDiff.Move(from: 2, to: 0)])
    let heckel = heckelDiffSample()
    #expect(heckel.deletes == [2])
    #expect(heckel.inserts == [3])
    #expect(heckel.moves.map(\.description) == ["3→0"])
    #expect(heckel.matchedCount == 3)
    #expect(heckel.lisLength == 2)
    #expect(sectionedDiffSample().movedItems.map(\.description) == ["0.0→1.1"])
  }

  @Test("FailureCatalogue.swift: a recognized message's rule, values and explanation")
  func failureCatalogue() throws {
    let values = failureCatalogueSample()
    try #require(values.count == 3)
    #expect(values[0] as? String == "R15")
    #expect(
      values[1] as? [FailureMessage.Value] == [
        .number(0), .number(5), .number(3), .number(1), .number(0), .number(0),
        .number(0),
      ])
    #expect((values[2] as? [String])?.isEmpty == false)
  }

  @Test("DiffableDataSourceSnapshot+Moves.swift: tryMoveItem(_:to:) puts the item where the comments say")
  func tryMoveItem() throws {
    let snapshot = try tryMoveItemSample()
    #expect(snapshot.itemIdentifiers(inSection: "A") == ["b", "a"])
    #expect(snapshot.itemIdentifiers(inSection: "B") == ["d", "c"])
  }

  @Test("HeadlessCollectionView.swift and its +Updates: a batch insert, a checked delete, rows out of sync")
  func collectionView() throws {
    let model = KitSamples.Model([["a", "b", "c"]])
    let view = headlessCollectionViewSample(model: model)
    #expect(view.visibleCells.map(\.text) == ["new", "a", "b", "c"])
    try tryPerformBatchUpdatesSample(view: view, model: model)
    #expect(view.visibleCells.map(\.text) == ["new", "a", "c"])

    let lost = KitSamples.Model([["a", "b", "c"]])
    let other = HeadlessCollectionView(viewportHeight: 10)
    other.register(HeadlessCell.self, forCellWithReuseIdentifier: "cell")
    other.dataSource = lost
    other.reloadData()
    let values = try outOfSyncRowsSample(view: other, model: lost)
    #expect(
      values.first as? [OutOfSyncRow] == [
        OutOfSyncRow(indexPath: IndexPath(item: 1, section: 0), shown: "c", held: "b")
      ]
    )
  }

  @Test("HeadlessTableView.swift: a batch insert with its animation, rows out of sync, the classic dequeue")
  func tableView() throws {
    let model = KitSamples.TableModel([["a", "b", "c"]])
    let values = headlessTableViewSample(model: model)
    #expect(values.map { "\($0)" } == ["[insertRows [0.0] with .fade]"])
    #expect(tableStyleSample().style == .insetGrouped)

    let lost = KitSamples.TableModel([["a", "b", "c"]])
    let table = HeadlessTableView(viewportHeight: 10)
    table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "cell")
    table.dataSource = lost
    table.reloadData()
    let rows = try tableOutOfSyncRowsSample(table: table, model: lost)
    #expect(
      rows.first as? [OutOfSyncRow] == [OutOfSyncRow(indexPath: IndexPath(row: 1, section: 0), shown: "c", held: "b")])

    #expect(value1CellSample(tableView: table).style == .value1)
    let cell = subtitleCellSample(tableView: table, contact: Contact(name: "Amy", phone: "555"))
    #expect(cell.textLabel?.text == "Amy")
    #expect(cell.detailTextLabel?.text == "555")
  }

  @Test("CollectionViewDiffableDataSource.swift: the first apply reloads, the next deletes item 0.1; moves")
  func diffableDataSource() throws {
    let updates = try diffableDataSourceSample().compactMap { $0 as? DataSourceUpdate }
    try #require(updates.count == 2)
    #expect(updates[0].kind == .reloadData)
    #expect(updates[1].kind == .batchUpdates)
    #expect(updates[1].batchUpdate.deletedItems == [IndexPath(item: 1, section: 0)])

    let (view, dataSource) = try Self.numberList([1, 2, 3])
    let update = try tryApplySample(dataSource: dataSource)
    #expect(!update.batchUpdate.movedItems.isEmpty)
    #expect(update.batchUpdate.reconfiguredItems == [IndexPath(item: 2, section: 0)])
    #expect(view.visibleCells.map(\.text) == ["3", "1", "2"])
  }

  @Test("ApplyOptions.swift: the options set, a huge change reloads, the interrupt")
  func applyOptions() throws {
    let (view, dataSource) = try Self.numberList([1, 2, 3])
    let list = SimpleList<KitSamples.Row>()
    applyOptionsSample(dataSource: dataSource, list: list, log: KitSamples.Log())
    #expect(dataSource.applyOptions.reloadThreshold == 500)
    #expect(dataSource.applyOptions.recoversFromFailedUpdates)
    #expect(list.applyOptions.reloadThreshold == 1_000)

    var hugeChange = DiffableDataSourceSnapshot<String, Int>()
    hugeChange.appendSections(["A"])
    hugeChange.appendItems(Array(100..<700))
    let update = try reloadThresholdSample(dataSource: dataSource, hugeChange: hugeChange)
    #expect(update.kind == .reloadData)
    #expect(update.fallback?.reason == .reloadThreshold(500))
    #expect((update.fallback?.batchUpdate.changeCount ?? 0) > 500)

    interruptSample(dataSource: dataSource)
    #expect(dataSource.applyOptions.interrupt != nil)
    #expect(view.numberOfItems(inSection: 0) == 600)
  }

  @Test("CollectionViewDiffableDataSource+PreparedApply.swift: a diff made off the main actor, applied on it")
  func preparedApply() async throws {
    let (view, dataSource) = try Self.numberList([1, 2, 3])
    var next = dataSource.snapshot()
    next.deleteItems([2])
    try await preparedApplySample(dataSource: dataSource, next: next)
    #expect(view.visibleCells.map(\.text) == ["1", "3"])
  }

  @Test("+UserInteraction.swift and HeadlessListView+SimulatedUser.swift: expand, tap, disclosure, reorder")
  func userInteraction() throws {
    let (view, dataSource) = try Self.stringList(["Fruit"], outline: true)
    try userExpandSample(dataSource: dataSource)
    #expect(view.visibleCells.map(\.text) == ["Fruit", "Apple", "Pear"])

    let (tapped, _) = try Self.stringList(["a", "b"])
    #expect(try userTapSample(view: tapped).first as? [IndexPath] == [IndexPath(item: 0, section: 0)])

    let (outline, outlineSource) = try Self.stringList(["Fruit"], outline: true)
    try userTapDisclosureSample(view: outline, dataSource: outlineSource)
    #expect(outline.visibleCells.map(\.text) == ["Fruit", "Apple", "Pear"])

    let (reorderedView, reordered) = try Self.stringList(["a", "b", "c"])
    #expect(try userMoveItemSample(dataSource: reordered) == ["b", "c", "a"])
    #expect(reorderedView.visibleCells.map(\.text) == ["b", "c", "a"])
  }

  @Test("HeadlessListView.swift, ListViewCall.swift: a row deleted through the protocol, lastBatch, a failure")
  func listView() throws {
    let model = KitSamples.Model([["a", "b", "c"]])
    let view = HeadlessCollectionView(viewportHeight: 10)
    view.register(HeadlessCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = model
    view.reloadData()
    try KitSamples.Functions().deleteFirstRow(of: view, model: model)
    #expect(view.visibleCells.map(\.text) == ["b", "c"])

    let (shownView, dataSource) = try Self.stringList(["a", "b", "c"])
    var snapshotWithoutB = dataSource.snapshot()
    snapshotWithoutB.deleteItems(["b"])
    let values = try lastBatchSample(view: shownView, dataSource: dataSource, snapshotWithoutB: snapshotWithoutB)
    #expect(values.last as? [IndexPath] == [IndexPath(item: 1, section: 0)])

    let app = KitSamples.ScrollingApp()
    app.listViewCallSample(view: shownView)
    try #require(app.printed.count == 1)
    #expect(app.printed[0].hasPrefix("nil attempt to scroll to invalid index path: "))
  }

  @Test("DiffableListDataSource.swift: showFavourites adds the section once, on either data source")
  func showFavourites() throws {
    let (view, dataSource) = try Self.numberList([1])
    try KitSamples.Functions().showFavourites(in: dataSource, [7])
    try KitSamples.Functions().showFavourites(in: dataSource, [8])
    #expect(dataSource.snapshot().itemIdentifiers(inSection: "Favourites") == [7, 8])
    #expect(view.visibleCells.map(\.text) == ["1", "7", "8"])

    let table = HeadlessTableView(viewportHeight: 10)
    table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "cell")
    let tableSource = TableViewDiffableDataSource<String, Int>(tableView: table) { table, indexPath, item in
      let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.text = "\(item)"
      return cell
    }
    try KitSamples.Functions().showFavourites(in: tableSource, [7])
    #expect(table.visibleCells.map(\.text) == ["7"])
  }

  @Test("TableViewDiffableDataSource.swift: titles from the section identifiers, a swipe-delete with .fade")
  func tableDataSource() throws {
    let (table, dataSource) = tableViewDiffableDataSourceSample()
    var snapshot = DiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["A"])
    snapshot.appendItems(["Amy", "Bob"])
    try dataSource.tryApply(snapshot)
    #expect(dataSource.tableView(table, titleForHeaderInSection: 0) == "A")
    try table.tryUserDelete(at: IndexPath(row: 0, section: 0))
    #expect(dataSource.snapshot().itemIdentifiers == ["Bob"])
    #expect(table.lastBatchAnimations.map(\.animation) == [.fade])
  }

  @Test("SwipeActions.swift and AppleNames.swift: a swipe's delete action, UIKit's data source protocol")
  func tableScreens() throws {
    let screen = KitSamples.ContactsScreen()
    let table = UITableView(frame: .zero, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "contact")
    table.dataSource = screen
    table.delegate = screen
    table.reloadData()
    try table.tryUserSwipe(.trailing, rowAt: IndexPath(row: 1, section: 0), choosing: "Delete")
    #expect(screen.contacts == ["Amy", "Cy"])
    #expect(table.visibleCells.map(\.text) == ["Amy", "Cy"])

    let settings = KitSamples.SettingsDataSource()
    let settingsTable = UITableView(frame: .zero, style: .insetGrouped)
    settingsTable.register(UITableViewCell.self, forCellReuseIdentifier: "setting")
    settingsTable.dataSource = settings
    settingsTable.reloadData()
    #expect(settingsTable.visibleCells.map(\.text) == ["Wi-Fi", "Bluetooth"])
  }

  @Test("Cells: accessories, content configurations, registrations, the mistakes of a provider, state restoring")
  func cells() throws {
    let cell = HeadlessListCell()
    cellAccessorySample(cell)
    #expect(cell.accessories.map(\.kind) == [.outlineDisclosure, .reorder])
    customViewAccessorySample(cell)
    #expect(cell.accessories.map(\.kind) == [.customView])
    listCellSample(cell, folder: KitSamples.Folder(name: "Inbox", count: 3))
    #expect((cell.contentConfiguration as? ListContentConfiguration)?.secondaryText == "3 items")
    contentConfigurationSample(cell, contact: Contact(name: "Amy", phone: "555"))
    #expect((cell.contentConfiguration as? ListContentConfiguration)?.secondaryText == "555")

    let view = UICollectionView(viewportHeight: 10)
    let dataSource = cellRegistrationSample(view: view)
    var snapshot = DiffableDataSourceSnapshot<Int, Contact>()
    snapshot.appendSections([0])
    snapshot.appendItems([Contact(name: "Amy")])
    try dataSource.tryApply(snapshot)
    let shownCell = try #require(view.visibleCells.first as? HeadlessListCell)
    #expect((shownCell.contentConfiguration as? ListContentConfiguration)?.text == "Amy")

    let lab = KitSamples.Lab()
    let labView = HeadlessCollectionView(viewportHeight: 10)
    labView.register(HeadlessCell.self, forCellWithReuseIdentifier: "cell")
    let labSource = cellProviderMistakeSample(view: labView, lab: lab) { view, indexPath, item in
      let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      cell.text = item
      return cell
    }
    var labSnapshot = DiffableDataSourceSnapshot<Int, String>()
    labSnapshot.appendSections([0])
    labSnapshot.appendItems(["a"])
    try labSource.tryApply(labSnapshot)
    lab.mistake = .nilCell
    labSnapshot.appendItems(["b"])
    #expect(throws: DataSourceError.self) { try labSource.tryApply(labSnapshot) }

    let badged = KitSamples.BadgedCell()
    badged.badge = 1
    let restore = badged.captureState()
    badged.badge = 2
    restore?()
    #expect(badged.badge == 1)
    #expect(KitSamples.BadgeView(frame: .zero).isHidden == false)
  }

  @Test("ListLayout.swift: an inset-grouped layout asks for headers; list(using:) is the configuration")
  func layouts() {
    #expect(listLayoutSample().collectionViewLayout?.headerMode == .supplementary)
    #expect(compositionalLayoutSample(configuration: .sidebar()) == .sidebar())
  }

  @Test("Every ```swift block of ListKit's doc comments is in this file, line for line")
  func everyDocCommentSampleIsHere() throws {
    let mirror = try SampleMirror.testFile("ListKitDocCommentSamplesTests.swift")
    let samples = try SampleMirror.docCommentSamples(of: "Sources/ListKit")
    for (file, block) in samples {
      let found = SampleMirror.contains(mirror, SampleMirror.normalized(block))
      #expect(
        found, "Sources/ListKit/\(file): a doc-comment sample not in ListKitDocCommentSamplesTests.swift:\n\(block)")
    }
    #expect(samples.count >= 30, "the doc comments' samples were not found (\(samples.count))")
  }
}

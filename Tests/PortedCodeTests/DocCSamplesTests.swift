// The Swift samples of the DocC articles (Sources/ListKit/ListKit.docc, Sources/Lists/Lists.docc), each as the
// article prints it, compiled and run here so that they cannot rot (a sample that is a whole test file of its own is
// that file: `sampleFiles`). `everyArticleSampleIsHere` reads the articles and fails for a ```swift block these files
// do not hold line for line (SampleMirror.swift: blanks at the start of a line and runs of blanks inside it aside,
// which swift-format owns here). Around each sample: only what the article leaves to the reader (a data source, the
// app's rows) and the checks.

import Foundation
import ListKit
import Lists
import Testing

// MARK: Batch-update rules R1–R17 (BatchUpdateRules.md)

/// The app of the R15 sample: its model is `rows`, which its collection view reads through this data source.
@MainActor
private final class RowsApp: HeadlessCollectionViewDataSource {
  var rows = ["a", "b", "c"]
  let view = HeadlessCollectionView(viewportHeight: 10)
  var printed: [String] = []

  init() {
    view.register(HeadlessCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = self
    view.reloadData()
  }

  func numberOfSections(in collectionView: HeadlessCollectionView) -> Int { 1 }
  func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int {
    rows.count
  }
  func collectionView(_ collectionView: HeadlessCollectionView, cellForItemAt indexPath: IndexPath) -> HeadlessCell? {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    cell.text = rows[indexPath.item]
    return cell
  }

  private func print(_ value: Any) { printed.append("\(value)") }

  func batchUpdateRulesSample() {
    do throws(CollectionViewError) {
      try view.tryPerformBatchUpdates {
        rows.remove(at: 1)  // the app's model loses a row
        // … but no deleteItems(at:) call tells the view
      }
    } catch {
      print(error.rule ?? 0)  // 15
      print(error.failureMessage.explanation.joined(separator: "\n"))
    }
  }
}

// MARK: Snapshots and diffs (SnapshotsAndDiffs.md)

@MainActor
private func snapshotsAndDiffsSamples() throws -> (DiffableDataSourceSnapshot<String, String>, BatchUpdate) {
  var snapshot = DiffableDataSourceSnapshot<String, String>()
  snapshot.appendSections(["fruit", "veg"])
  snapshot.appendItems(["apple", "pear"], toSection: "fruit")
  snapshot.appendItems(["leek"], toSection: "veg")
  snapshot.moveItem("pear", beforeItem: "apple")
  snapshot.reconfigureItems(["apple"])  // same identity, new content

  let view = HeadlessCollectionView(viewportHeight: 10)
  view.register(HeadlessCell.self, forCellWithReuseIdentifier: "cell")
  let dataSource = CollectionViewDiffableDataSource<String, String>(collectionView: view) { view, indexPath, item in
    view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
  try dataSource.tryApply(snapshot)

  let old = dataSource.snapshot()
  var new = old
  new.deleteItems(["leek"])
  let batch = SectionedDiff.batchUpdate(from: old, to: new)  // batch.deletedItems == [IndexPath(item: 0, section: 1)]
  return (snapshot, batch)
}

// MARK: View state and cell controllers (ViewStateAndCellControllers.md)

/// The article's types, namespaced: this target has a `Todo` of its own elsewhere.
private enum ViewStateArticle {
  struct TodoState: ListViewState {
    var isTicked = false
  }

  final class TodoController: CellController<Todo, TodoState, HeadlessCell> {
    override func configure(_ cell: HeadlessCell) {
      cell.text = (viewState.isTicked ? "[x] " : "[ ] ") + viewModel.title
    }
    override func didSelect() {
      updateViewState { $0.isTicked.toggle() }
    }
  }

  struct Todo: ControlledCellViewModel, Identifiable, ContentEquatable {
    typealias Controller = TodoController
    var id: Int
    var title: String
    func isContentEqual(to other: Todo) -> Bool { title == other.title }
  }
}

// MARK: The tests

@MainActor
struct DocCSamplesTests {
  @Test("ListKit.md: the landing page's collection view, its first apply and a delete")
  func listKitLanding() throws {
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
    try dataSource.tryApply(snapshot)  // the first apply is a reloadData
    snapshot.deleteItems([2])
    try dataSource.tryApply(snapshot)  // a batch: delete item 0.1

    #expect(dataSource.snapshot().itemIdentifiers == [1, 3])
    #expect(view.visibleCells.map(\.text) == ["1", "3"])
  }

  @Test("PortingFromUIKit.md: UIKit's names, as written")
  func portingFromUIKit() {
    let collectionView = UICollectionView(collectionViewLayout: .insetGrouped(headerMode: .none))
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
      view, indexPath, name in
      let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      cell.text = name
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["Ada", "Grace"])
    dataSource.apply(snapshot, animatingDifferences: false)

    #expect(collectionView.visibleCells.map(\.text) == ["Ada", "Grace"])
  }

  @Test("SnapshotsAndDiffs.md: editing a snapshot, and the batch of a delete in UIKit's frames")
  func snapshotsAndDiffs() throws {
    let (snapshot, batch) = try snapshotsAndDiffsSamples()
    #expect(snapshot.itemIdentifiers == ["pear", "apple", "leek"])
    #expect(snapshot.reconfiguredItemIdentifiers == ["apple"])
    #expect(batch.deletedItems == [IndexPath(item: 0, section: 1)])
  }

  @Test("TableViews.md: a table data source subclass with header titles and swipe-to-delete")
  func tableViews() throws {
    final class ContactsDataSource: TableViewDiffableDataSource<String, String> {
      override func tableView(_ tableView: HeadlessTableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section)
      }
      override func tableView(_ tableView: HeadlessTableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    }

    let table = HeadlessTableView(viewportHeight: 10)
    table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "cell")
    let dataSource = ContactsDataSource(tableView: table) { table, indexPath, name in
      let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.text = name
      return cell
    }
    dataSource.defaultRowAnimation = .fade

    var snapshot = DiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["A"])
    snapshot.appendItems(["Ada", "Alan"])
    try dataSource.tryApply(snapshot)
    #expect(table.headerTitle(forSection: 0) == "A")
    #expect(dataSource.tableView(table, canEditRowAt: IndexPath(item: 0, section: 0)))
    #expect(table.visibleCells.map(\.text) == ["Ada", "Alan"])
  }

  @Test("BatchUpdateRules.md: a model change the view is not told about is R15, explained")
  func batchUpdateRules() {
    let app = RowsApp()
    app.batchUpdateRulesSample()
    #expect(app.printed.first == "15")
    #expect(app.printed.count == 2 && !(app.printed.last ?? "").isEmpty)
    #expect(app.view.visibleCells.map(\.text) == ["a", "b", "c"])
  }

  @Test("Lists.md: a SimpleList of a CellViewModel, and its onSelect")
  func listsLanding() async {
    var opened: [String] = []
    func print(_ words: String...) { opened.append(words.joined(separator: " ")) }

    struct Contact: CellViewModel, Identifiable {
      var id: String
      func configure(_ cell: HeadlessCell) { cell.text = id }
    }

    let list = SimpleList<Contact>()
    list.onSelect = { contact in print("open", contact.id) }
    await list.setItems([Contact(id: "amy"), Contact(id: "bob")])

    #expect(list.collectionView.visibleCells.map(\.text) == ["amy", "bob"])
    list.collectionView.userTap(at: IndexPath(item: 1, section: 0))
    #expect(opened == ["open bob"])
  }

  @Test("ViewStateAndCellControllers.md: a CellControllerDataSource; a tap ticks the row's view state, no apply")
  func viewStateAndCellControllers() throws {
    typealias Todo = ViewStateArticle.Todo
    let view = HeadlessCollectionView(viewportHeight: 10)
    let dataSource = CellControllerDataSource<String>(collectionView: view)
    var snapshot = DiffableDataSourceSnapshot<String, AnyItem>()
    snapshot.appendSections(["todos"])
    snapshot.appendItems([AnyItem(Todo(id: 1, title: "eggs")), AnyItem(Todo(id: 2, title: "milk"))])
    _ = try dataSource.tryApply(snapshot)
    #expect(view.visibleCells.map(\.text) == ["[ ] eggs", "[ ] milk"])
    view.userTap(at: IndexPath(item: 0, section: 0))
    #expect(view.visibleCells.map(\.text) == ["[x] eggs", "[ ] milk"])
    #expect(dataSource.statistics.applies == 1)
  }

  @Test("Every ```swift block of the DocC articles is in this file, line for line")
  func everyArticleSampleIsHere() throws {
    let catalogs = ["Sources/ListKit/ListKit.docc", "Sources/Lists/Lists.docc"]
    let mirrors = try (["DocCSamplesTests.swift"] + Self.sampleFiles).map(SampleMirror.testFile)
    var samples = 0
    for catalog in catalogs {
      let directory = SampleMirror.root.appendingPathComponent(catalog)
      let articles = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        .filter { $0.hasSuffix(".md") }.sorted()
      for article in articles {
        let text = try String(contentsOf: directory.appendingPathComponent(article), encoding: .utf8)
        for block in SampleMirror.swiftBlocks(inMarkdown: text) {
          samples += 1
          let lines = SampleMirror.normalized(block)
          let found = mirrors.contains { SampleMirror.contains($0, lines) }
          #expect(found, "\(catalog)/\(article): a sample not in DocCSamplesTests.swift:\n\(block)")
        }
      }
    }
    #expect(samples >= 8, "the articles' samples were not found (\(samples))")
  }

  /// The test files beside this one that hold an article's whole sample (a sample with imports and top-level tests).
  private static let sampleFiles = ["TestingArticleTests.swift"]
}

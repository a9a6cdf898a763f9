// The Swift samples of the doc comments of Lists (Sources/Lists), each as the comment prints it, compiled here so that
// they cannot rot (ListKitDiffUI's are in ListDiffUIDocCommentSamplesTests.swift, ListKit's in
// ListKitDocCommentSamplesTests.swift); around each, only what the comment leaves to the reader (a list, the app's
// items). The checks run a few of them. `everyDocCommentSampleIsHere` reads the sources and fails for a `/// ```swift`
// block these files do not hold line for line (SampleMirror.swift: blanks at the start of a line and runs of blanks
// inside it aside).

import Foundation
import ListKit
import Lists
import Testing

/// The samples' types, namespaced: this target has types of these names elsewhere.
private enum Samples {
  final class TodoCell: HeadlessCell {}

  // CellController.swift
  final class TodoController: CellController<Todo, TodoState, TodoCell> {
    override func configure(_ cell: TodoCell) {
      cell.text = (viewState.isTicked ? "[x] " : "[ ] ") + viewModel.title
    }
    override func didSelect() {
      updateViewState { $0.isTicked.toggle() }  // reconfigures this one cell; no snapshot, no diff
    }
  }

  // ListViewState.swift
  struct TodoState: ListViewState {
    var isTicked = false
  }

  struct Todo: ControlledCellViewModel, Identifiable, ContentEquatable {
    typealias Controller = TodoController
    var id: Int
    var title: String
    func isContentEqual(to other: Todo) -> Bool { title == other.title }
  }

  struct LoadingRow: CellViewModel {
    func configure(_ cell: HeadlessCell) { cell.text = "Loading…" }
  }

  final class Logger {
    var lines: [String] = []
    func log(_ line: String) { lines.append(line) }
  }

  struct Contact: CellViewModel, Identifiable {
    var id: String
    func configure(_ cell: HeadlessCell) { cell.text = id }
  }

  struct Store: Sendable {
    var contacts: [Contact]
    func removing(_ contact: Contact) -> [Contact] { contacts.filter { $0.id != contact.id } }
  }

  struct Folder: CellViewModel {
    var name: String
    func configure(_ cell: HeadlessCell) { cell.text = name }
    func loadChildren() -> [Folder] { [Folder(name: name + "/2025")] }
  }

  /// The controller of the ListContext.swift sample, whose second half runs "in a controller".
  final class LoggingController: CellController<Todo, TodoState, TodoCell> {
    func listContextSample(view: HeadlessCollectionView, logger: Logger) -> CellControllerDataSource<String> {
      let context = ListContext()
      context[Logger.self] = logger
      let dataSource = CellControllerDataSource<String>(collectionView: view, context: context)
      // in a controller:
      context[Logger.self]?.log("ticked \(viewModel.id)")
      return dataSource
    }
  }

  /// The screen of the CellControllerDataSource.swift sample (it is the data source's delegate).
  @MainActor
  final class TodoScreen {
    let view = HeadlessCollectionView(viewportHeight: 10)
    let context = ListContext()
    let todos = [Todo(id: 1, title: "eggs"), Todo(id: 2, title: "milk")]
    var isLoading = true

    func cellControllerDataSourceSample() async -> CellControllerDataSource<String> {
      let dataSource = CellControllerDataSource<String>(collectionView: view, context: context, delegate: self)
      await dataSource.apply {
        MixedSection("todos") {
          for todo in todos { todo }
          if isLoading { LoadingRow() }
        }
      }
      dataSource.controller(for: todos[0])?.updateViewState { $0.isTicked = true }  // one reconfigure, no diff
      return dataSource
    }
  }
}

@MainActor
private func cellControllerRegistrySample(
  view: HeadlessCollectionView, context: ListContext, registrar: DynamicCellRegistrar
) -> CollectionViewDiffableDataSource<String, AnyItem> {
  let controllers = CellControllerRegistry(context: context)
  let dataSource = CollectionViewDiffableDataSource<String, AnyItem>(collectionView: view) { view, indexPath, item in
    if let cell = try? controllers.dequeueConfiguredCell(for: item, from: view, at: indexPath) { return cell }
    return try? registrar.dequeueConfiguredCell(for: item, from: view, at: indexPath)
  }
  return dataSource
}

@MainActor
private func groupedListSample(
  _ list: GroupedList<String, Samples.Contact>, apple: Samples.Contact, pear: Samples.Contact,
  vegetables: [Samples.Contact], showVegetables: Bool
) async {
  await list.setSections {
    SnapshotSection("fruit", header: "Fruit") {
      apple
      pear
    }
    if showVegetables { SnapshotSection("veg", items: vegetables, header: "Vegetables") }
  }
}

@MainActor
private func listActionsSample(
  _ list: SimpleList<Samples.Contact>, archive: @escaping @MainActor (Samples.Contact) -> Void,
  remove: @escaping @MainActor (Samples.Contact) -> Void
) {
  list.trailingSwipeActionsProvider = { item in
    [SwipeAction("Archive") { archive(item) }, SwipeAction("Delete", style: .destructive) { remove(item) }]
  }
}

@MainActor
private func listConfigurationSample() -> SimpleList<Samples.Contact> {
  typealias Contact = Samples.Contact
  let list = SimpleList<Contact>()
  list.reloadThreshold = 1_000  // a refresh that replaces the whole list reloads instead of animating
  return list
}

@MainActor
private func outlineListSample(
  _ list: OutlineList<Samples.Folder>, inbox: Samples.Folder, today: Samples.Folder, yesterday: Samples.Folder,
  archive: Samples.Folder
) async throws {
  list.childrenProvider = { folder in folder.loadChildren().map { OutlineItem($0) } }
  await list.setItems {
    OutlineItem(inbox, isExpanded: true) {
      today
      yesterday
    }
    archive
  }
  try list.userExpand(archive)  // asks shouldExpandItem, loads children, applies
}

@MainActor
private func simpleListSample(store: Samples.Store, open: @escaping @MainActor (Samples.Contact) -> Void) async
  -> SimpleList<Samples.Contact>
{
  typealias Contact = Samples.Contact
  let list = SimpleList<Contact>()  // or SimpleTableList<Contact>()
  list.onSelect = { contact in open(contact) }
  list.onDelete = { contact in Task { await list.setItems(store.removing(contact)) } }
  await list.setItems(store.contacts)
  return list
}

@MainActor
private func simpleListUpdateSample(
  _ list: SimpleList<Samples.Contact>, nextPage: [Samples.Contact], archived: Samples.Contact
) async {
  await list.updateItems { $0.appendItems(nextPage) }
  await list.updateItems { $0.deleteItems([archived]) }
}

@MainActor
@Suite struct DocCommentSamplesTests {
  fileprivate typealias Contact = Samples.Contact
  fileprivate typealias Folder = Samples.Folder

  @Test("GroupedList.swift: setSections with the DSL, labels as SnapshotSection takes them")
  func groupedList() async {
    let list = GroupedList<String, Contact>()
    await groupedListSample(
      list, apple: Contact(id: "apple"), pear: Contact(id: "pear"), vegetables: [Contact(id: "leek")],
      showVegetables: true)
    #expect(list.sections.map(\.id) == ["fruit", "veg"])
    #expect(list.headerText(for: "veg") == "Vegetables")
  }

  @Test("SimpleList.swift: setItems, onSelect, onDelete; updateItems appends a page and deletes a row")
  func simpleList() async {
    var opened: [String] = []
    let store = Samples.Store(contacts: [Contact(id: "amy"), Contact(id: "bob")])
    let list = await simpleListSample(store: store) { opened.append($0.id) }
    list.collectionView.userTap(at: IndexPath(item: 1, section: 0))
    #expect(opened == ["bob"])
    await simpleListUpdateSample(list, nextPage: [Contact(id: "cy")], archived: Contact(id: "amy"))
    #expect(list.items.map(\.id) == ["bob", "cy"])
  }

  @Test("OutlineList.swift: lazy children, the outline DSL and a user's expand")
  func outlineList() async throws {
    let list = OutlineList<Folder>()
    try await outlineListSample(
      list, inbox: Folder(name: "inbox"), today: Folder(name: "today"), yesterday: Folder(name: "yesterday"),
      archive: Folder(name: "archive"))
    #expect(list.items.map(\.name) == ["inbox", "today", "yesterday", "archive", "archive/2025"])
  }

  @Test("CellControllerDataSource.swift and ListContext.swift: controllers, view state, context")
  func controllers() async throws {
    let screen = Samples.TodoScreen()
    _ = await screen.cellControllerDataSourceSample()
    #expect(screen.view.visibleCells.map(\.text) == ["[x] eggs", "[ ] milk", "Loading…"])
    #expect(listConfigurationSample().reloadThreshold == 1_000)
  }

  @Test("Every ```swift block of Lists' and ListKitDiffUI's doc comments is in these files, line for line")
  func everyDocCommentSampleIsHere() throws {
    let mirrors = try ["DocCommentSamplesTests.swift", "ListDiffUIDocCommentSamplesTests.swift"].map(
      SampleMirror.testFile)
    var samples = 0
    for module in ["Sources/Lists", "Sources/ListKitDiffUI"] {
      for (file, block) in try SampleMirror.docCommentSamples(of: module) {
        samples += 1
        let lines = SampleMirror.normalized(block)
        let found = mirrors.contains { SampleMirror.contains($0, lines) }
        #expect(found, "\(module)/\(file): a doc-comment sample not mirrored in PortedCodeTests:\n\(block)")
      }
    }
    #expect(samples >= 20, "the doc comments' samples were not found (\(samples))")
  }
}

// Lists as its users write it: configurations made with UIKit's list appearances, outline items labelled as well as
// not, and swipe actions written as UIKit's `UISwipeActionsConfiguration`.

import Lists
import Testing

// MARK: The ported code

struct ContactItem: CellViewModel, Identifiable {
  typealias Cell = UICollectionViewListCell
  let id: Int
  let name: String

  @MainActor func configure(_ cell: UICollectionViewListCell) {
    var content = cell.defaultContentConfiguration()
    content.text = name
    cell.contentConfiguration = content
  }
}

struct FileItem: CellViewModel, Identifiable {
  typealias Cell = UICollectionViewListCell
  let id: String
  var isFolder = false

  @MainActor func configure(_ cell: UICollectionViewListCell) {
    var content = cell.defaultContentConfiguration()
    content.text = id
    cell.contentConfiguration = content
    cell.accessories = isFolder ? [.outlineDisclosure()] : []
  }
}

@MainActor
final class ContactsScreen {
  let list = SimpleList<ContactItem>(appearance: .plain)
  var contacts = [ContactItem(id: 1, name: "Ada"), ContactItem(id: 2, name: "Grace")]
  var archived: [String] = []

  init() {
    list.trailingSwipeActionsConfigurationProvider = { [weak self] contact in
      let archive = UIContextualAction(style: .normal, title: "Archive") { _, sourceView, completion in
        self?.archived.append("\(contact.name) (\(sourceView.text ?? "no cell"))")
        completion(true)
      }
      let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
        guard let self else { return completion(false) }
        self.contacts.removeAll { $0.id == contact.id }
        Task { await self.list.setItems(self.contacts) }
        completion(true)
      }
      return UISwipeActionsConfiguration(actions: [delete, archive])
    }
  }
}

// MARK: The tests

@MainActor
struct ListsArticleTests {
  @Test("SimpleList(appearance: .plain): the appearance is the layout's, shown with its header mode")
  func simpleListAppearance() async {
    let screen = ContactsScreen()
    await screen.list.setItems(screen.contacts)
    #expect(screen.list.collectionView.collectionViewLayout?.appearance == .plain)
    #expect(screen.list.collectionView.collectionViewLayout?.description == "plain list, headers: none, footers: none")
    #expect(screen.list.collectionView.visibleCells.map(\.text) == ["Ada", "Grace"])
  }

  @Test("Swipe providers return UISwipeActionsConfiguration; the actions run their handlers")
  func swipeConfigurations() async {
    let screen = ContactsScreen()
    await screen.list.setItems(screen.contacts)
    let first = IndexPath(item: 0, section: 0)
    #expect(screen.list.swipeActions(.trailing, at: first).map(\.title) == ["Delete", "Archive"])
    #expect(screen.list.swipeActions(.trailing, at: first).map(\.style) == [.destructive, .normal])
    #expect(screen.list.performSwipeAction(titled: "Archive", at: first))
    #expect(screen.archived == ["Ada (Ada)"])
    #expect(screen.list.performSwipeAction(titled: "Delete", at: first))
    await screen.list.setItems(screen.contacts)
    #expect(screen.list.items.map(\.name) == ["Grace"])
  }

  @Test("GroupedList(appearance: .insetGrouped) and .grouped: supplementary headers, as UIKit's grouped lists")
  func groupedListAppearance() async {
    let list = GroupedList<String, ContactItem>(appearance: .grouped)
    await list.setSections([SectionModel(id: "A", items: [ContactItem(id: 1, name: "Ada")], header: "A")])
    #expect(
      list.collectionView.collectionViewLayout == .grouped(headerMode: .supplementary, footerMode: .supplementary))
    #expect(
      list.collectionView.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.text == "A")
    #expect(
      GroupedList<String, ContactItem>(appearance: .insetGrouped).collectionView.collectionViewLayout?.appearance
        == .insetGrouped)
  }

  @Test("OutlineList(appearance: .sidebar) with OutlineItem(item:children:), labelled and unlabelled alike")
  func outline() async {
    let list = OutlineList<FileItem>(appearance: .sidebar)
    let sources = FileItem(id: "Sources", isFolder: true)
    await list.setItems([
      OutlineItem(item: sources, isExpanded: true, children: [OutlineItem(item: FileItem(id: "main.swift"))]),
      OutlineItem(FileItem(id: "README.md")),
    ])
    #expect(list.collectionView.collectionViewLayout?.appearance == .sidebar)
    #expect(list.collectionView.visibleCells.map(\.text) == ["Sources", "main.swift", "README.md"])
  }
}

// MARK: A collection-view list with swipe actions from its list configuration

@MainActor
final class InboxSample {
  enum Section { case main }

  var collectionView: UICollectionView! = nil
  var dataSource: UICollectionViewDiffableDataSource<Section, String>! = nil
  var messages = ["Lunch?", "Invoice", "Re: ports"]
  var flagged: [String] = []

  init() {
    configureHierarchy()
    configureDataSource()
  }

  private func createLayout() -> UICollectionViewCompositionalLayout {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
      guard let self, let message = self.dataSource.itemIdentifier(for: indexPath) else { return nil }
      let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
        self.messages.removeAll { $0 == message }
        var snapshot = self.dataSource.snapshot()
        snapshot.deleteItems([message])
        self.dataSource.apply(snapshot)
        completion(true)
      }
      return UISwipeActionsConfiguration(actions: [delete])
    }
    configuration.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in
      let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, completion in
        if let message = self?.dataSource.itemIdentifier(for: indexPath) { self?.flagged.append(message) }
        completion(true)
      }
      return UISwipeActionsConfiguration(actions: [flag])
    }
    return UICollectionViewCompositionalLayout.list(using: configuration)
  }

  private func configureHierarchy() {
    collectionView = UICollectionView(frame: .zero, collectionViewLayout: createLayout())
  }

  private func configureDataSource() {
    let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, message in
      var content = cell.defaultContentConfiguration()
      content.text = message
      cell.contentConfiguration = content
    }
    dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
      collectionView, indexPath, message in
      collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: message)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.main])
    snapshot.appendItems(messages)
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

@MainActor
struct InboxSwipeTests {
  @Test("UICollectionLayoutListConfiguration's swipe providers: offered per item, a full swipe deletes")
  func listConfigurationSwipes() throws {
    let inbox = InboxSample()
    let view = inbox.collectionView!
    let second = IndexPath(item: 1, section: 0)
    #expect(try view.trySwipeActionsConfiguration(.trailing, forItemAt: second)?.titles == ["Delete"])
    #expect(try view.tryUserSwipe(.leading, itemAt: second, choosing: "Flag")?.completed == true)
    #expect(inbox.flagged == ["Invoice"])
    #expect(try view.tryUserSwipe(.trailing, itemAt: second, choosing: nil)?.action.title == "Delete")
    #expect(view.visibleCells.map(\.text) == ["Lunch?", "Re: ports"])
    #expect(inbox.messages == ["Lunch?", "Re: ports"])
    #expect(view.collectionViewLayout?.description == "insetGrouped list, headers: none, footers: none")
  }
}

// MARK: A table list with UIKit's swipe configuration

struct NoteItem: CellViewModel, Identifiable {
  typealias Cell = UITableViewCell
  let id: Int
  let title: String

  @MainActor func configure(_ cell: UITableViewCell) {
    cell.textLabel?.text = title
  }
}

@MainActor
struct TableListSwipeTests {
  @Test("A table list's swipe configuration is what its table offers; the table's own swipe runs it")
  func tableListSwipes() async throws {
    let list = SimpleTableList<NoteItem>(tableView: UITableView(frame: .zero, style: .insetGrouped))
    var pinned: [String] = []
    list.leadingSwipeActionsConfigurationProvider = { note in
      UISwipeActionsConfiguration(actions: [
        UIContextualAction(style: .normal, title: "Pin") { _, _, completion in
          pinned.append(note.title)
          completion(true)
        }
      ])
    }
    var deleted: [String] = []
    list.onDelete = { deleted.append($0.title) }
    await list.setItems([NoteItem(id: 1, title: "Groceries"), NoteItem(id: 2, title: "Ideas")])
    let table = list.tableView
    let second = IndexPath(row: 1, section: 0)
    #expect(try table.trySwipeActionsConfiguration(.leading, forRowAt: second)?.titles == ["Pin"])
    #expect(try table.tryUserSwipe(.leading, rowAt: second, choosing: "Pin")?.completed == true)
    #expect(pinned == ["Ideas"])
    #expect(try table.trySwipeActionsConfiguration(.trailing, forRowAt: second)?.titles == ["Delete"])
    #expect(try table.tryUserSwipe(rowAt: second, choosing: "Delete")?.completed == true)
    #expect(deleted == ["Ideas"])
  }
}

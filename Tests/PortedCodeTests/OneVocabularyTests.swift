// One file that imports Lists and ListKitDiffUI together, as an app that uses both writes it: the standard library's
// `Identifiable` keeps its meaning, one `ListViewState` type serves a Lists controller and a ListDiffUI controller,
// both kinds of controller are kept by the same machinery, and ListDiffUI's SampleApp2 model (an `id`, and the
// `identifier` ListDiffUI asks for) compiles as that sample writes it.

import ListKitDiffUI
import Lists
import Testing

/// The standard library's `Identifiable`: `id`, not ListDiffUI's `identifier`.
struct VocabularyNote: Identifiable {
  let id: Int
}

/// One view state for both kinds of controller.
struct DisclosureState: ListViewState {
  var isExpanded = false
}

// Lists' side: a view model with a controller, in a CellControllerDataSource.

final class DisclosureRowCell: HeadlessCell {}

struct DisclosureRow: ControlledCellViewModel, Identifiable, ContentEquatable {
  typealias Controller = DisclosureRowController
  let id: Int
  var title: String
  func isContentEqual(to other: DisclosureRow) -> Bool { title == other.title }
}

final class DisclosureRowController: CellController<DisclosureRow, DisclosureState, DisclosureRowCell> {
  override func configure(_ cell: DisclosureRowCell) {
    cell.text = (viewState.isExpanded ? "▾ " : "▸ ") + viewModel.title
  }

  override func didSelect() {
    updateViewState { $0.isExpanded.toggle() }
  }
}

// ListDiffUI's side: a view model, a cell and a controller, in a ListDiffDataSource.

struct DisclosurePostViewModel: ListViewModel, Equatable {
  var identifier: String
  var title: String
}

final class DisclosurePostCell: ListCell {}

final class DisclosurePostController: ListCellController<
  DisclosurePostViewModel, DisclosureState, DisclosurePostCell
>
{
  override func itemSize(containerSize: CGSize) -> CGSize {
    CGSize(width: containerSize.width, height: viewState.isExpanded ? 120 : 40)
  }

  override func configureCell(cell: DisclosurePostCell) {
    cell.text = (viewState.isExpanded ? "▾ " : "▸ ") + viewModel.title
  }

  func toggle() {
    var state = viewState
    state.isExpanded.toggle()
    updateState(state)
  }
}

// ListDiffUI's SampleApp2, as it writes its model: `id` makes it the standard library's `Identifiable`, and the
// `identifier` it adds for ListDiffUI is then an ordinary property.
struct SampleItemModel {
  var id: String
  var text: String
}

extension SampleItemModel: Identifiable {
  var identifier: String {
    id
  }
}

@MainActor
struct OneVocabularyTests {
  func identity<T: Identifiable>(of value: T) -> T.ID { value.id }

  @Test("In a file importing ListKitDiffUI, `Identifiable` is the standard library's")
  func standardIdentifiable() {
    let note = VocabularyNote(id: 7)
    #expect(identity(of: note) == 7)
    #expect(VocabularyNote.ID.self == Int.self)
  }

  @Test("One ListViewState type for a Lists controller and a ListDiffUI controller, each keeping it per identity")
  func oneViewState() throws {
    let rowsView = HeadlessCollectionView(viewportHeight: 10)
    let rows = CellControllerDataSource<String>(collectionView: rowsView)
    var snapshot = DiffableDataSourceSnapshot<String, AnyItem>()
    snapshot.appendSections(["rows"])
    snapshot.appendItems([AnyItem(DisclosureRow(id: 1, title: "one")), AnyItem(DisclosureRow(id: 2, title: "two"))])
    try rows.tryApply(snapshot)
    rowsView.userTap(at: IndexPath(item: 1, section: 0))
    #expect(rowsView.visibleCells.map(\.text) == ["▸ one", "▾ two"])
    let row = try #require(rows.controller(for: DisclosureRow(id: 2, title: "two")))
    #expect(row.anyViewState as? DisclosureState == DisclosureState(isExpanded: true))

    let postsView = HeadlessCollectionView(viewportHeight: 10)
    postsView.frame = CGRect(x: 0, y: 0, width: 300, height: 600)
    let posts = ListDiffDataSource(collectionView: postsView)
    let models = [DisclosurePostViewModel(identifier: "a", title: "alpha")]
    posts.setRootSection(ListSection<DisclosurePostViewModel, DisclosurePostController>(models))
    let post = try #require(
      posts.cellController(at: IndexPath(item: 0, section: 0)) as? DisclosurePostController)
    post.toggle()
    #expect(postsView.visibleCells.map(\.text) == ["▾ alpha"])
    #expect(post.anyViewState as? DisclosureState == DisclosureState(isExpanded: true))
    #expect(posts.frames.map(\.height) == [120])

    // Both kinds are Lists' controllers, mounted on the cell that shows their item.
    let controllers: [AnyCellController] = [row, post]
    #expect(controllers.map { $0.mountedCell?.text } == ["▾ two", "▾ alpha"])
  }

  @Test("A ListDiffUI controller's view state survives a content update and goes with its identifier")
  func controllerLifetime() throws {
    let view = HeadlessCollectionView(viewportHeight: 10)
    let posts = ListDiffDataSource(collectionView: view)
    func render(_ titles: [(String, String)]) {
      posts.setRootSection(
        ListSection<DisclosurePostViewModel, DisclosurePostController>(
          titles.map { DisclosurePostViewModel(identifier: $0.0, title: $0.1) }))
    }
    render([("a", "alpha"), ("b", "beta")])
    let first = try #require(posts.cellController(at: IndexPath(item: 0, section: 0)) as? DisclosurePostController)
    first.toggle()
    render([("b", "beta"), ("a", "ALPHA")])
    #expect(view.visibleCells.map(\.text) == ["▸ beta", "▾ ALPHA"])
    #expect(posts.cellController(at: IndexPath(item: 1, section: 0)) === first)
    render([("b", "beta")])
    #expect(first.mountedCell == nil)
    render([("b", "beta"), ("a", "alpha")])
    #expect(posts.cellController(at: IndexPath(item: 1, section: 0)) !== first)
    #expect(view.visibleCells.map(\.text) == ["▸ beta", "▸ alpha"])
    #expect(view.invariantViolations().isEmpty)
  }

  @Test("ListRenderSection takes models that are Identifiable in the standard library's sense (SampleApp2)")
  func renderSectionOfStandardIdentifiable() {
    let view = HeadlessCollectionView(viewportHeight: 10)
    let dataSource = ListDiffDataSource(collectionView: view)
    let items = [SampleItemModel(id: "0", text: "Text"), SampleItemModel(id: "1", text: "Text with image")]
    dataSource.setRootSection(
      CompositeSection(
        ListRenderSection(items) {
          ListSection<DisclosurePostViewModel, DisclosurePostController>(
            DisclosurePostViewModel(identifier: $0.id, title: $0.text))
        }))
    #expect(view.visibleCells.map(\.text) == ["▸ Text", "▸ Text with image"])
    #expect(
      dataSource.identifiers == [
        "ListRenderSection<SampleItemModel>~0~0~0", "ListRenderSection<SampleItemModel>~0~1~1",
      ])
  }
}

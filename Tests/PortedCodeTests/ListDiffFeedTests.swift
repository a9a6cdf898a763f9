// A feed as a ListDiffUI app writes it: view models compared by content, a cell controller with view state, a typed
// delegate and a logger from the context, a composite root section with a loading spinner, a mixed-cell render
// section, and a data source that applies from a background thread. Ported by changing the import and the UIKit
// controls (the collection view's layout, the cells' labels), and ListDiffUI's `Identifiable` to `ListIdentifiable`.

import ListKitDiffUI
import Testing

// MARK: The ported code

final class Logger {
  var lines: [String] = []
  func log(_ line: String) { lines.append(line) }
}

@MainActor
protocol FeedActions: AnyObject {
  func didLike(postID: String)
}

struct Post {
  var id: String
  var author: String
  var text: String
  var likes: Int
}

struct PostViewModel: ListViewModel, Equatable {
  var identifier: String
  var author: String
  var text: String
  var likes: Int
}

struct PostViewState: ListViewState {
  var isExpanded = false
}

final class PostCell: ListCell {
  var likeLabel: String?
  var onTap: (() -> Void)?
  var onLike: (() -> Void)?
}

final class PostCellController: ListCellController<PostViewModel, PostViewState, PostCell>,
  ListCellControllerWithDelegate
{
  typealias DelegateType = FeedActions

  var appearances: [String] = []

  override func itemSize(containerSize: CGSize) -> CGSize {
    CGSize(width: containerSize.width, height: viewState.isExpanded ? 200 : 80)
  }

  override func configureCell(cell: PostCell) {
    let body = viewState.isExpanded ? viewModel.text : String(viewModel.text.prefix(10))
    cell.text = "\(viewModel.author): \(body)"
    cell.likeLabel = "\(viewModel.likes) likes"
  }

  override func didMount(onCell cell: PostCell) {
    cell.onTap = { [weak self] in self?.toggleExpanded() }
    cell.onLike = { [weak self] in
      guard let self else { return }
      self.context.object(type: Logger.self)?.log("like \(self.viewModel.identifier)")
      self.delegate?.didLike(postID: self.viewModel.identifier)
    }
  }

  override func willUnmount(onCell cell: PostCell) {
    cell.onTap = nil
    cell.onLike = nil
  }

  override func didAppear(cell: PostCell) { appearances.append("appear") }
  override func didFullyAppear(cell: PostCell) { appearances.append("fully") }
  override func willPartiallyDisappear(cell: PostCell?) { appearances.append("partly gone") }
  override func willDisappear(cell: PostCell?) { appearances.append("gone") }

  override func didUpdateViewModel(oldViewModel: PostViewModel) {
    context.object(type: Logger.self)?.log("\(viewModel.identifier): \(oldViewModel.likes) → \(viewModel.likes)")
  }

  private func toggleExpanded() {
    var state = viewState
    state.isExpanded.toggle()
    updateState(state)
  }
}

final class SpinnerCell: ListCell {}

final class SpinnerCellController: ListCellController<ListViewModelNone, ListViewStateNone, SpinnerCell> {
  override func itemSize(containerSize: CGSize) -> CGSize {
    CGSize(width: containerSize.width, height: 40)
  }

  override func configureCell(cell: SpinnerCell) {
    cell.text = "Loading…"
  }
}

struct PhotoViewModel: ListViewModel, Equatable {
  var identifier: String
  var caption: String
}

final class PhotoCell: ListCell {}

final class PhotoCellController: ListCellController<PhotoViewModel, ListViewStateNone, PhotoCell> {
  override func itemSize(containerSize: CGSize) -> CGSize {
    CGSize(width: containerSize.width / 2, height: containerSize.width / 2)
  }

  override func configureCell(cell: PhotoCell) {
    cell.text = "[photo] \(viewModel.caption)"
  }
}

struct ButtonViewModel: ListViewModel & Equatable {
  var identifier: String { title }
  var title: String
  @EquatableNoop
  var didTap: (() -> Void)?
}

final class ButtonCell: ListCell {
  var layouts = 0
}

final class ButtonCellController: ListCellController<ButtonViewModel, ListViewStateNone, ButtonCell> {
  override func itemSize(containerSize: CGSize) -> CGSize {
    return CGSize(width: 120, height: 30)
  }

  override func configureCell(cell: ButtonCell) {
    cell.text = viewModel.title
  }

  override func cellDidLayoutSubviews(cell: ButtonCell) {
    cell.layouts += 1
  }

  func tap() {
    context.object(type: Logger.self)?.log("Button Tapped")
    viewModel.didTap?()
  }
}

enum FeedEntry {
  case post(Post)
  case photo(id: String, caption: String)
}

// ListDiffUI's `Identifiable` is `ListIdentifiable` here (the one word this port changes): the standard library's
// `Identifiable` keeps its meaning in files that import ListKitDiffUI.
extension FeedEntry: ListIdentifiable {
  var identifier: String {
    switch self {
    case .post(let post): return post.id
    case .photo(let id, _): return id
    }
  }
}

@MainActor
final class FeedViewController: FeedActions {
  let collectionView = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: .plain())
  let logger = Logger()
  lazy var dataSource = ListDiffDataSource(collectionView: collectionView, contextObjects: logger)
  var liked: [String] = []

  func render(posts: [Post], isLoading: Bool, completion: (() -> Void)? = nil) {
    dataSource.setRootSection(
      CompositeSection(
        ListSection<Post, PostCellController>(posts, delegate: .init(object: self)) {
          PostViewModel(identifier: $0.id, author: $0.author, text: $0.text, likes: $0.likes)
        },
        isLoading ? ListSection<ListViewModelNone, SpinnerCellController>(.none) : nil
      ),
      completion: completion
    )
  }

  func render(entries: [FeedEntry]) {
    dataSource.setRootSection(
      ListRenderSection(entries) {
        switch $0 {
        case .post(let post):
          return ListSection<PostViewModel, PostCellController>(
            PostViewModel(identifier: post.id, author: post.author, text: post.text, likes: post.likes))
        case .photo(let id, let caption):
          return ListSection<PhotoViewModel, PhotoCellController>(PhotoViewModel(identifier: id, caption: caption))
        }
      })
  }

  func didLike(postID: String) {
    liked.append(postID)
  }

  var loadMoreTaps = 0

  func renderButtons(_ titles: [String]) {
    dataSource.setRootSection(
      CompositeSection(
        ListSection<ButtonViewModel, ButtonCellController>(
          titles.map { title in ButtonViewModel(title: title, didTap: { [weak self] in self?.loadMoreTaps += 1 }) })
      ))
  }
}

// MARK: The tests

@MainActor
struct ListDiffFeedTests {
  let posts = [
    Post(id: "p1", author: "ada", text: "Analytical engines weave algebraic patterns", likes: 3),
    Post(id: "p2", author: "grace", text: "A ship in port is safe", likes: 5),
  ]

  func cell(_ feed: FeedViewController, _ item: Int) -> PostCell? {
    feed.collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? PostCell
  }

  @Test("A composite root section: posts then the spinner, identifiers namespaced per child section")
  func compositeSection() {
    let feed = FeedViewController()
    feed.render(posts: posts, isLoading: true)
    let view = feed.collectionView
    #expect(view.visibleCells.map(\.text) == ["ada: Analytical", "grace: A ship in ", "Loading…"])
    #expect(
      feed.dataSource.identifiers == [
        "ListSection<Post, PostCellController>~0~p1", "ListSection<Post, PostCellController>~0~p2",
        "ListSection<ListViewModelNone, SpinnerCellController>~1~ListViewModelNone",
      ])
    feed.render(posts: posts, isLoading: false)
    #expect(view.visibleCells.map(\.text) == ["ada: Analytical", "grace: A ship in "])
    #expect(view.invariantViolations().isEmpty)
  }

  @Test("A content change with the same identifier updates the cell in place and keeps the view state")
  func viewStateSurvivesContentChanges() throws {
    let feed = FeedViewController()
    feed.render(posts: posts, isLoading: false)
    let first = try #require(cell(feed, 0))
    first.onTap?()
    #expect(first.text == "ada: Analytical engines weave algebraic patterns")

    var liked = posts
    liked[0].likes = 4
    feed.render(posts: liked, isLoading: false)
    #expect(cell(feed, 0) === first)
    #expect(first.text == "ada: Analytical engines weave algebraic patterns")
    #expect(first.likeLabel == "4 likes")
    #expect(feed.logger.lines == ["p1: 3 → 4"])
    let controller = try #require(feed.dataSource.cellController(at: IndexPath(item: 0, section: 0)))
    #expect((controller.anyViewState as? PostViewState)?.isExpanded == true)

    // A new identifier is a new controller: a fresh view state.
    liked[0].id = "p1-edited"
    feed.render(posts: liked, isLoading: false)
    #expect(cell(feed, 0)?.text == "ada: Analytical")
  }

  @Test("itemSize(containerSize:) is asked for every item and recorded in the layout's frames")
  func frames() throws {
    let feed = FeedViewController()
    feed.render(posts: posts, isLoading: true)
    #expect(
      feed.dataSource.frames == [
        CGRect(x: 0, y: 0, width: 390, height: 80), CGRect(x: 0, y: 80, width: 390, height: 80),
        CGRect(x: 0, y: 160, width: 390, height: 40),
      ])
    try #require(cell(feed, 0)).onTap?()
    #expect(feed.dataSource.frames.map(\.height) == [200, 80, 40])
    #expect(feed.dataSource.frames[2].minY == 280)
  }

  @Test("The typed delegate and the context's logger, found by type")
  func delegateAndContext() throws {
    let feed = FeedViewController()
    feed.render(posts: posts, isLoading: false)
    try #require(cell(feed, 1)).onLike?()
    #expect(feed.liked == ["p2"])
    #expect(feed.logger.lines == ["like p2"])
  }

  @Test("Appearance callbacks follow the viewport: a cell in view appears fully, one scrolled out disappears")
  func appearance() throws {
    let feed = FeedViewController()
    feed.collectionView.viewportHeight = 1
    feed.render(posts: posts, isLoading: false)
    feed.collectionView.layoutIfNeeded()  // the feed appears: its first cells are displayed at the layout pass
    let controller = try #require(feed.dataSource.cellController(at: IndexPath(item: 0, section: 0)))
    let posts = try #require(controller as? PostCellController)
    #expect(posts.appearances == ["appear", "fully"])
    feed.collectionView.scroll(toRow: 1)
    #expect(posts.appearances == ["appear", "fully", "partly gone", "gone"])
  }

  @Test("A render section mixes cell kinds; the flow layout puts two half-width photos on one line")
  func renderSection() {
    let feed = FeedViewController()
    feed.render(entries: [
      .post(posts[0]), .photo(id: "ph1", caption: "sunset"), .photo(id: "ph2", caption: "harbour"),
    ])
    #expect(
      feed.collectionView.visibleCells.map(\.text) == ["ada: Analytical", "[photo] sunset", "[photo] harbour"])
    #expect(
      feed.dataSource.identifiers == [
        "p1~p1", "ph1~ph1", "ph2~ph2",
      ])
    #expect(feed.dataSource.frames.map(\.origin) == [.zero, CGPoint(x: 0, y: 80), CGPoint(x: 195, y: 80)])
  }
}

@MainActor
struct ListDiffButtonTests {
  @Test("A view model holding a closure (@EquatableNoop) ports unchanged; a new closure alone updates nothing")
  func buttons() throws {
    let feed = FeedViewController()
    feed.renderButtons(["Load more"])
    let cell = try #require(feed.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? ButtonCell)
    #expect(cell.text == "Load more" && cell.layouts == 1)
    let controller = try #require(
      feed.dataSource.cellController(at: IndexPath(item: 0, section: 0)) as? ButtonCellController)
    controller.tap()
    #expect(feed.loadMoreTaps == 1 && feed.logger.lines == ["Button Tapped"])
    feed.renderButtons(["Load more"])
    #expect(cell.layouts == 1)
    #expect(feed.dataSource.frames == [CGRect(x: 0, y: 0, width: 120, height: 30)])
  }
}

// MARK: Background applies

@MainActor
struct ListDiffBackgroundTests {
  func render(_ dataSource: ListDiffDataSource, _ ids: [String], completion: @escaping () -> Void) {
    dataSource.setRootSection(
      ListSection<String, PostCellController>(ids) { PostViewModel(identifier: $0, author: $0, text: "", likes: 0) },
      completion: completion)
  }

  @Test("Applying from a background thread: every request's completion runs; the newest request is shown")
  func backgroundApplies() async {
    let view = UICollectionView(frame: .zero, collectionViewLayout: .plain())
    let dataSource = ListDiffDataSource(collectionView: view, appliesUpdatesFromBackgroundThread: true)
    var completions = 0
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      for round in 1...3 {
        render(dataSource, (0..<round).map { "post\($0)" }) {
          completions += 1
          if completions == 3 { done.resume() }
        }
      }
    }
    #expect(completions == 3)
    #expect(view.visibleCells.map(\.text) == ["post0: ", "post1: ", "post2: "])
    #expect(dataSource.committedUpdates + dataSource.droppedUpdates == 3)
  }

  @Test("ListDiffUI's behaviour as an option: every request commits, in order")
  func everyRequestCommits() async {
    let view = UICollectionView(frame: .zero, collectionViewLayout: .plain())
    let dataSource = ListDiffDataSource(collectionView: view, applyUpdatesAsync: true)
    dataSource.appliesSupersededUpdates = true
    var shown: [Int] = []
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      for round in 1...3 {
        render(dataSource, (0..<round).map { "post\($0)" }) {
          shown.append(view.numberOfItems(inSection: 0))
          if shown.count == 3 { done.resume() }
        }
      }
    }
    #expect(shown == [1, 2, 3])
    #expect(dataSource.committedUpdates == 3 && dataSource.droppedUpdates == 0)
  }
}

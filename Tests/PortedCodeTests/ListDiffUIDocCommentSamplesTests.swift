// The Swift samples of ListKitDiffUI's doc comments (Sources/ListKitDiffUI), each as the comment prints it, compiled
// here; `DocCommentSamplesTests.everyDocCommentSampleIsHere` fails for a `/// ```swift` block this file (or, for Lists,
// DocCommentSamplesTests.swift) does not hold line for line. Around each, only what the comment leaves to the reader.

import Foundation
import ListKit
import ListKitDiffUI
import Lists
import Testing

/// The samples' types, namespaced: this target has types of these names elsewhere.
private enum DiffUISamples {
  final class ButtonCell: ListCell {}
  final class ToDoCell: ListCell {
    var onTap: (() -> Void)?
  }
  struct LoadMoreViewModel: ListViewModel, Equatable {
    var identifier = "load-more"
  }
  struct ToDoViewState: ListViewState {
    var completed = false
  }
  struct ToDo: Sendable {
    var id: String
    var title: String
  }
  final class Logger {
    var lines: [String] = []
    func log(_ line: String) { lines.append(line) }
  }
  final class ImageLoader {}

  // ListCellController.swift
  protocol LoadMoreDelegate: AnyObject { func didTapLoadMore() }
  final class LoadMoreController: ListCellController<LoadMoreViewModel, ListViewStateNone, ButtonCell>,
    ListCellControllerWithDelegate
  {
    typealias DelegateType = LoadMoreDelegate
    func tapped() { delegate?.didTapLoadMore() }
  }

  final class ToDoController: ListCellController<ToDoViewModel, ToDoViewState, ToDoCell> {
    override func itemSize(containerSize: CGSize) -> CGSize { CGSize(width: containerSize.width, height: 44) }
    override func configureCell(cell: ToDoCell) {
      cell.text = (viewState.completed ? "✓ " : "") + viewModel.title
    }
    override func didMount(onCell cell: ToDoCell) {
      cell.onTap = { [weak self] in self?.toggle() }
    }
    private func toggle() {
      var state = viewState
      state.completed.toggle()
      updateState(state)
    }
  }

  // ListViewModel.swift
  struct ToDoViewModel: ListViewModel, Equatable {
    var identifier: String
    var title: String
  }

  struct PhotoViewModel: ListViewModel, Equatable {
    var identifier: String
    @EquatableNoop var onTap: () -> Void
  }

  struct TextViewModel: ListViewModel, Equatable {
    var identifier: String
  }
  struct Post: Sendable {
    var id: String
    var text: String
  }
  struct PostViewModel: ListViewModel, Equatable {
    var identifier: String
    var text: String
  }
  struct SpinnerViewModel: ListViewModel, Equatable {
    var identifier = "spinner"
  }
  final class TextController: ListCellController<TextViewModel, ListViewStateNone, ListCell> {}
  final class PostController: ListCellController<PostViewModel, ListViewStateNone, ListCell> {
    override func configureCell(cell: ListCell) { cell.text = viewModel.text }
  }
  final class SpinnerController: ListCellController<SpinnerViewModel, ListViewStateNone, ListCell> {}

  /// The controller of the ListDiffContext.swift sample, whose second half runs "in a controller".
  final class LoggingController: ListCellController<ToDoViewModel, ToDoViewState, ToDoCell> {
    func listDiffContextSample(collectionView: HeadlessCollectionView, logger: Logger, imageLoader: ImageLoader)
      -> ListDiffDataSource
    {
      let dataSource = ListDiffDataSource(collectionView: collectionView, contextObjects: logger, imageLoader)
      // in a controller:
      context.object(type: Logger.self)?.log("tapped \(viewModel.identifier)")
      return dataSource
    }
  }
}

@MainActor
private func listDiffDataSourceSample(
  collectionView: HeadlessCollectionView, logger: DiffUISamples.Logger, todos: [DiffUISamples.ToDo]
) -> ListDiffDataSource {
  typealias ToDo = DiffUISamples.ToDo
  typealias ToDoController = DiffUISamples.ToDoController
  typealias ToDoViewModel = DiffUISamples.ToDoViewModel
  let dataSource = ListDiffDataSource(collectionView: collectionView, contextObjects: logger)
  dataSource.setRootSection(
    ListSection<ToDo, ToDoController>(todos) { ToDoViewModel(identifier: $0.id, title: $0.title) })
  return dataSource
}

@MainActor
private func compositeSectionSample(
  dataSource: ListDiffDataSource, posts: [DiffUISamples.Post], isLoading: Bool
) {
  typealias Post = DiffUISamples.Post
  typealias PostController = DiffUISamples.PostController
  typealias PostViewModel = DiffUISamples.PostViewModel
  typealias SpinnerViewModel = DiffUISamples.SpinnerViewModel
  typealias SpinnerController = DiffUISamples.SpinnerController
  dataSource.setRootSection(
    CompositeSection(
      ListSection<Post, PostController>(posts) { PostViewModel(identifier: $0.id, text: $0.text) },
      isLoading ? ListSection<SpinnerViewModel, SpinnerController>(SpinnerViewModel()) : nil
    )
  )
}

/// The ListRenderSection sample's photo rows (without ListViewModel.swift's `onTap`).
private enum RenderSamples {
  struct PhotoViewModel: ListViewModel, Equatable {
    var identifier: String
  }
  final class PhotoController: ListCellController<PhotoViewModel, ListViewStateNone, ListCell> {}
}

private func listRenderSectionSample() -> Section {
  typealias PhotoViewModel = RenderSamples.PhotoViewModel
  typealias PhotoController = RenderSamples.PhotoController
  typealias TextViewModel = DiffUISamples.TextViewModel
  typealias TextController = DiffUISamples.TextController
  struct Entry: Identifiable {
    var id: String
    var isPhoto: Bool
  }
  let entries = [Entry(id: "a", isPhoto: true), Entry(id: "b", isPhoto: false)]
  let section = ListRenderSection(entries) { entry in
    entry.isPhoto
      ? ListSection<PhotoViewModel, PhotoController>(PhotoViewModel(identifier: entry.id))
      : ListSection<TextViewModel, TextController>(TextViewModel(identifier: entry.id))
  }
  return section
}

@MainActor
@Suite struct ListDiffUIDocCommentSamplesTests {
  @Test("ListDiffDataSource.swift and Section.swift: a root section of posts and a spinner, then to-dos")
  func sections() {
    let view = HeadlessCollectionView(viewportHeight: 10)
    let dataSource = listDiffDataSourceSample(
      collectionView: view, logger: DiffUISamples.Logger(), todos: [DiffUISamples.ToDo(id: "1", title: "eggs")])
    #expect(view.visibleCells.map(\.text) == ["eggs"])
    compositeSectionSample(dataSource: dataSource, posts: [DiffUISamples.Post(id: "p", text: "hello")], isLoading: true)
    #expect(dataSource.identifiers.count == 2)
    dataSource.setRootSection(listRenderSectionSample())
    #expect(dataSource.identifiers.count == 2)
  }
}

// Sections in ListDiffUI's terms: a description of the whole list, built into one flat list of items (one
// collection-view section), each identified by its view model's identifier namespaced by the sections around it.

/// One item a section builds: its namespaced identifier, view model, delegate and controller class. It crosses
/// from the thread that built it to the main actor; the view model is an immutable value there (ListDiffUI's
/// contract, `ListViewModel`), the delegate is read on the main actor only.
struct ListDiffDataModel: @unchecked Sendable {
  var identifier: String
  var viewModel: ListViewModel
  var delegate: WeakAnyObject
  var controllerType: AnyListCellController.Type
}

/// A description of (part of) the list. Use ``ListSection`` for cells of one kind, ``ListRenderSection`` for a cell
/// kind per model, and ``CompositeSection`` to put sections one after the other:
///
/// ```swift
/// dataSource.setRootSection(
///   CompositeSection(
///     ListSection<Post, PostController>(posts) { PostViewModel(identifier: $0.id, text: $0.text) },
///     isLoading ? ListSection<SpinnerViewModel, SpinnerController>(SpinnerViewModel()) : nil
///   )
/// )
/// ```
///
/// A section is built on the thread that applies it: off the main thread with background applies, as in ListDiffUI,
/// so a transform must not touch main-actor state.
open class Section: @unchecked Sendable {
  // Immutable after init in every subclass here; `build()` only reads (and runs the transforms, which ListDiffUI's
  // contract keeps off main-actor state).

  /// The name the section's items are namespaced with inside a ``CompositeSection``: its type.
  var identifier: String { String(describing: type(of: self)) }

  /// The items, in order.
  func build() -> [ListDiffDataModel] { [] }
}

/// Sections one after the other. Each child's identifiers are namespaced by its type and position
/// (`type~position~identifier`), so identifiers need to be unique only within a child, as in ListDiffUI.
public final class CompositeSection: Section, @unchecked Sendable {
  private let sections: [Section?]

  /// The sections, in order; nil ones are skipped (keeping the others' positions).
  public init(_ sections: Section?...) {
    self.sections = sections
  }

  override func build() -> [ListDiffDataModel] {
    sections.enumerated().flatMap { index, section -> [ListDiffDataModel] in
      guard let section else { return [] }
      let prefix = section.identifier + "~" + String(index) + "~"
      return section.build().map {
        var model = $0
        model.identifier = prefix + model.identifier
        return model
      }
    }
  }
}

/// Cells of one controller class, one per model: `transform` turns each model into the controller's view model
/// (nil skips the model).
public final class ListSection<
  T, ListCellControllerType: AnyListCellController & ListCellControllerViewModelProviding
>: Section, @unchecked Sendable {
  private let models: [T]
  private let delegate: WeakAnyObject
  private let transform: (T) -> ListCellControllerType.ListViewModelType?

  /// A cell per model in `models`; `delegate` is handed to every controller (``ListCellControllerWithDelegate``).
  public init(
    _ models: [T], delegate: WeakAnyObject = .none,
    transform: @escaping (T) -> ListCellControllerType.ListViewModelType?
  ) {
    self.models = models
    self.delegate = delegate
    self.transform = transform
  }

  /// At most one cell, for `model`.
  public convenience init(
    _ model: T, delegate: WeakAnyObject = .none,
    transform: @escaping (T) -> ListCellControllerType.ListViewModelType?
  ) {
    self.init([model], delegate: delegate, transform: transform)
  }

  override func build() -> [ListDiffDataModel] {
    models.compactMap(transform).map {
      ListDiffDataModel(
        identifier: $0.identifier, viewModel: $0, delegate: delegate, controllerType: ListCellControllerType.self)
    }
  }
}

extension ListSection where T == ListCellControllerType.ListViewModelType {
  /// One cell for a view model.
  public convenience init(_ model: T, delegate: WeakAnyObject = .none) {
    self.init([model], delegate: delegate) { $0 }
  }

  /// A cell per view model.
  public convenience init(_ models: [T], delegate: WeakAnyObject = .none) {
    self.init(models, delegate: delegate) { $0 }
  }
}

/// A section per model, chosen by `transform` (nil skips the model): a list of mixed cells. Each model's items are
/// namespaced by the model's identifier (`identifier~item`): its ``ListIdentifiable/identifier``, or the description
/// of its `id` for a model that is `Identifiable` in the standard library's sense.
///
/// ```swift
/// struct Entry: Identifiable {
///   var id: String
///   var isPhoto: Bool
/// }
/// let entries = [Entry(id: "a", isPhoto: true), Entry(id: "b", isPhoto: false)]
/// let section = ListRenderSection(entries) { entry in
///   entry.isPhoto
///     ? ListSection<PhotoViewModel, PhotoController>(PhotoViewModel(identifier: entry.id))
///     : ListSection<TextViewModel, TextController>(TextViewModel(identifier: entry.id))
/// }
/// ```
public final class ListRenderSection<T>: Section, @unchecked Sendable {
  private let models: [T]
  private let identify: (T) -> String
  private let transform: (T) -> Section?

  private init(_ models: [T], identify: @escaping (T) -> String, transform: @escaping (T) -> Section?) {
    self.models = models
    self.identify = identify
    self.transform = transform
  }

  override func build() -> [ListDiffDataModel] {
    models.flatMap { model -> [ListDiffDataModel] in
      guard let section = transform(model) else { return [] }
      let prefix = identify(model) + "~"
      return section.build().map {
        var child = $0
        child.identifier = prefix + child.identifier
        return child
      }
    }
  }
}

extension ListRenderSection where T: ListIdentifiable {
  /// A section per model in `models`, namespaced by their ``ListIdentifiable/identifier``.
  public convenience init(_ models: [T], transform: @escaping (T) -> Section?) {
    self.init(models, identify: \.identifier, transform: transform)
  }
}

extension ListRenderSection where T: Identifiable {
  /// A section per model in `models`, namespaced by the description of their `id`.
  public convenience init(_ models: [T], transform: @escaping (T) -> Section?) {
    self.init(models, identify: { String(describing: $0.id) }, transform: transform)
  }
}

extension ListRenderSection where T: ListIdentifiable & Identifiable {
  /// A section per model in `models` that are identifiable both ways: namespaced by their
  /// ``ListIdentifiable/identifier``, as in ListDiffUI.
  public convenience init(_ models: [T], transform: @escaping (T) -> Section?) {
    self.init(models, identify: \.identifier, transform: transform)
  }
}

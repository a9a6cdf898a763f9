// CellControllerDataSource: mixed sections whose items get one cell controller per identity, with view state,
// mount/unmount driven by the view's display calls, and (optionally) diffs computed off the main actor.

/// A data source for mixed sections (`AnyItem`, built with `MixedSection` and the result builders) in which every
/// `ControlledCellViewModel` item gets a cell controller that lives as long as the item's identity is in the list. Items
/// of plain `CellViewModel` types are shown as `MixedListDataSource` shows them (no controller).
///
/// ```swift
/// let dataSource = CellControllerDataSource<String>(collectionView: view, context: context, delegate: self)
/// await dataSource.apply {
///   MixedSection("todos") {
///     for todo in todos { todo }
///     if isLoading { LoadingRow() }
///   }
/// }
/// dataSource.controller(for: todos[0])?.updateViewState { $0.isTicked = true }   // one reconfigure, no diff
/// ```
///
/// - Controllers are created when their item is first displayed or asked for (`controller(for:)`), given the
///   data source's `context` and `delegate`, and released by the apply that removes their item (after their cell's
///   `willUnmount`); an item added again gets a new controller with a fresh view state.
/// - Mounting follows the view's `willDisplay` / `didEndDisplaying`: the data source is the view's delegate (taps
///   reach the controller's `didSelect()`).
/// - An apply delivers new view models with the same identity to existing controllers; changed content
///   (`ContentEquatable`) is reconfigured automatically, as in `MixedListDataSource`.
/// - With `diffsInBackground`, the async `apply` diffs off the main actor and commits on it; when applies
///   overlap, only the newest one commits (older results are dropped), unless `appliesSupersededUpdates` asks for
///   every one to commit, in order, as ListDiffUI does. The update is the one a main-actor apply sends.
@MainActor
public final class CellControllerDataSource<SectionID: Hashable & Sendable>: HeadlessCollectionViewDelegate,
  ApplyOptionsConfigurable
{
  public typealias Snapshot = DiffableDataSourceSnapshot<SectionID, AnyItem>

  /// The list layer's applier (header/footer text per section) over the engine's data source.
  public let applier: ListApplier<SectionID, AnyItem>
  /// The controllers, their mounts and their view-state reconfigures.
  public let controllers: CellControllerRegistry
  /// The dependencies handed to every controller.
  public var context: ListContext { controllers.context }
  /// Handed to every controller created from now on (`CellController.delegate`); held weakly.
  public var delegate: AnyObject? {
    get { controllers.delegate }
    set { controllers.delegate = newValue }
  }
  /// The options of every apply, forwarded as one value to the engine's data source (``ListApplier/applyOptions``).
  public var applyOptions: ApplyOptions {
    get { applier.applyOptions }
    set { applier.applyOptions = newValue }
  }
  /// Diff in a background task in the async `apply` calls (the commit stays on the main actor). Off by default.
  public var diffsInBackground = false
  /// With ``diffsInBackground``, commit every async apply, in the order they were made, as ListDiffUI's data source
  /// does, instead of dropping one that a newer apply superseded before it committed. An apply committed after newer
  /// state was shown is diffed again against it (its reconfigures too). Off by default (docs/semantics.md §6.4).
  public var appliesSupersededUpdates = false
  /// Reconfigure items whose identity is unchanged but whose content changed (`ContentEquatable`). On by default.
  public var automaticallyReconfiguresChangedItems = true
  /// What the data source did (applies, diffs, view-state reconfigures, controllers).
  public var statistics: CellControllerStatistics {
    var statistics = controllers.statistics
    statistics.applies = applyCounts.applies
    statistics.diffs = applyCounts.diffs
    statistics.supersededApplies = applyCounts.supersededApplies
    return statistics
  }
  /// The data source's own counters (applies, diffs, superseded applies).
  private var applyCounts = CellControllerStatistics()

  private let registrar = DynamicCellRegistrar()
  /// Apply requests so far; a background result commits only if no newer request was made meanwhile.
  private var requests = 0
  /// With `appliesSupersededUpdates`: the newest background apply, which the next one waits for before committing.
  private var newestInOrder: Task<Void, Never>?
  /// Called on the main actor when a background diff is back, before its result is checked (tests use it to apply
  /// something "while the diff ran", deterministically).
  var backgroundDiffDidReturn: (@MainActor () -> Void)?

  /// A data source driving `collectionView`, which it makes its data source's view and whose delegate it becomes.
  /// Retain the data source yourself (the view holds it weakly).
  public init(collectionView: HeadlessCollectionView, context: ListContext = ListContext(), delegate: AnyObject? = nil)
  {
    let box = WeakReference<CellControllerDataSource>()
    applier = ListApplier(collectionView: collectionView) { view, indexPath, item in
      box.value?.cell(for: item, at: indexPath, in: view)
    }
    applier.automaticallyReconfiguresChangedItems = false  // done here, where the marks are needed
    controllers = CellControllerRegistry(context: context, delegate: delegate)
    box.value = self
    collectionView.delegate = self
  }

  /// The engine's data source (queries and handlers not wrapped here).
  public var dataSource: CollectionViewDiffableDataSource<SectionID, AnyItem> { applier.dataSource }

  // MARK: Queries

  /// The current snapshot (what the view shows), without marks.
  public func snapshot() -> Snapshot { dataSource.snapshot() }
  public func itemIdentifier(for indexPath: IndexPath) -> AnyItem? { dataSource.itemIdentifier(for: indexPath) }
  public func indexPath(for item: AnyItem) -> IndexPath? { dataSource.indexPath(for: item) }

  /// The controller of `item`, created now if the item is in the list and has none yet; nil for an item that is
  /// not in the list or whose type is not a `ControlledCellViewModel`.
  ///
  /// - Complexity: O(1).
  public func controller(for item: AnyItem) -> AnyCellController? {
    if let existing = controllers.existingController(for: item) { return existing }
    guard snapshot().contains(item) else { return nil }
    return controllers.controller(for: item)
  }

  /// The typed controller of a view model in the list (created now if needed), or nil.
  ///
  /// - Complexity: O(1) plus wrapping `model` (one hash).
  public func controller<Model: ControlledCellViewModel>(for model: Model) -> Model.Controller? {
    controller(for: AnyItem(model)) as? Model.Controller
  }

  /// The live controllers (items that have been displayed or asked for), in no particular order.
  public var liveControllers: [AnyCellController] { controllers.liveControllers }

  // MARK: Applying (main actor)

  /// Applies `snapshot` on the main actor: delivers view models, reconfigures changed content, diffs, commits,
  /// releases the controllers of removed items, then reconfigures cells whose view state changed meanwhile.
  ///
  /// - Throws: `ListError.dataSource` with the engine's error (nothing changes when the view rejected the update).
  /// - Complexity: O(n) for the content comparison and the diff, plus O(live controllers) bookkeeping.
  @discardableResult
  public func tryApply(_ snapshot: Snapshot, animatingDifferences: Bool = true) throws(ListError) -> DataSourceUpdate {
    try tryApply(snapshot, sectionText: nil, animatingDifferences: animatingDifferences)
  }

  private func tryApply(_ snapshot: Snapshot, sectionText: [SectionText]?, animatingDifferences: Bool)
    throws(ListError) -> DataSourceUpdate
  {
    requests += 1
    let marked = Self.marking(
      snapshot, comparedTo: dataSource.snapshot(), automatic: automaticallyReconfiguresChangedItems)
    applyCounts.diffs += 1
    return try commit(marked: marked, sectionText: sectionText) { () throws(DataSourceError) in
      try dataSource.tryApply(marked, animatingDifferences: animatingDifferences)
    }
  }

  /// Applies mixed sections (header and footer text kept per section, as `MixedListDataSource` does).
  ///
  /// - Throws: `ListError.snapshot` with Apple's error when the sections repeat a section or an item inside one
  ///   section; `.dataSource` when the apply fails.
  @discardableResult
  public func tryApply(_ sections: [MixedSection<SectionID>], animatingDifferences: Bool = true) throws(ListError)
    -> DataSourceUpdate
  {
    let models = sections.map(\.model)
    let snapshot = try ListApplier<SectionID, AnyItem>.checkedSnapshot(models)
    return try tryApply(snapshot, sectionText: Self.text(of: models), animatingDifferences: animatingDifferences)
  }

  // MARK: Applying (async, optionally diffing in the background)

  /// Applies `snapshot`. With `diffsInBackground` the content comparison and the diff run in a background task and
  /// the commit on the main actor; if another apply was requested meanwhile (async or `tryApply`), this one's
  /// result is dropped (the newer one commits) and nil is returned — unless ``appliesSupersededUpdates`` is set: then
  /// it commits after the async applies made before it. Without `diffsInBackground` this is `tryApply` (trapping on
  /// failure).
  ///
  /// - Returns: the update sent, or nil when a newer apply superseded this one (or the caller was cancelled
  ///   before its commit).
  @discardableResult
  public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async -> DataSourceUpdate? {
    await apply(snapshot, sectionText: nil, animatingDifferences: animatingDifferences)
  }

  private func apply(_ snapshot: Snapshot, sectionText: [SectionText]?, animatingDifferences: Bool) async
    -> DataSourceUpdate?
  {
    guard diffsInBackground else {
      return trapping { () throws(ListError) in
        try tryApply(snapshot, sectionText: sectionText, animatingDifferences: animatingDifferences)
      }
    }
    requests += 1
    let request = BackgroundRequest(
      snapshot: snapshot, base: dataSource.snapshot(), number: requests,
      automatic: automaticallyReconfiguresChangedItems, sectionText: sectionText,
      animatingDifferences: animatingDifferences)
    guard appliesSupersededUpdates else { return await commitInBackground(request, after: nil) }
    let previous = newestInOrder
    let task = Task { await self.commitInBackground(request, after: previous) }
    newestInOrder = Task { _ = await task.value }
    return await withTaskCancellationHandler {
      await task.value
    } onCancel: {
      task.cancel()
    }
  }

  /// An async apply of `snapshot` onto `base`, the snapshot shown when it was requested (request `number`).
  private struct BackgroundRequest: Sendable {
    let snapshot: Snapshot
    let base: Snapshot
    let number: Int
    let automatic: Bool
    let sectionText: [SectionText]?
    let animatingDifferences: Bool
  }

  /// Diffs `request` off the main actor, waits for `previous` (the apply before it, when every apply commits in
  /// order), then commits — unless a newer request superseded it (and superseded applies are dropped) or the caller
  /// was cancelled. When the state shown is no longer the request's base (a newer apply committed, or a commit made
  /// on the engine directly), the snapshot is marked and diffed again, on the main actor, against what is shown.
  private func commitInBackground(_ request: BackgroundRequest, after previous: Task<Void, Never>?) async
    -> DataSourceUpdate?
  {
    let prepared = await Task.detached(priority: .userInitiated) {
      let marked = Self.marking(request.snapshot, comparedTo: request.base, automatic: request.automatic)
      return CollectionViewDiffableDataSource<SectionID, AnyItem>.prepareApply(of: marked, onto: request.base)
    }.value
    applyCounts.diffs += 1
    backgroundDiffDidReturn?()
    await previous?.value
    guard appliesSupersededUpdates || request.number == requests, !Task.isCancelled else {
      applyCounts.supersededApplies += 1
      return nil
    }
    let shown = dataSource.snapshot()
    let isFresh = shown == request.base
    let marked =
      isFresh ? prepared.snapshot : Self.marking(request.snapshot, comparedTo: shown, automatic: request.automatic)
    if !isFresh { applyCounts.diffs += 1 }
    return trapping { () throws(ListError) in
      try commit(marked: marked, sectionText: request.sectionText) { () throws(DataSourceError) in
        isFresh
          ? try dataSource.tryApply(prepared, animatingDifferences: request.animatingDifferences)
          : try dataSource.tryApply(marked, animatingDifferences: request.animatingDifferences)
      }
    }
  }

  /// Applies mixed DSL content: `await dataSource.apply { MixedSection("main") { … } }` (header and footer text
  /// kept per section). Traps with Apple's message on a repeated section or item.
  ///
  /// - Returns: as `apply(_:animatingDifferences:)`.
  @discardableResult
  public func apply(
    animatingDifferences: Bool = true,
    @MixedSnapshotBuilder<SectionID> content: () -> [MixedSection<SectionID>]
  ) async -> DataSourceUpdate? {
    let models = content().map(\.model)
    let snapshot = trapping { () throws(ListError) in try ListApplier<SectionID, AnyItem>.checkedSnapshot(models) }
    return await apply(snapshot, sectionText: Self.text(of: models), animatingDifferences: animatingDifferences)
  }

  // MARK: The commit

  /// Runs `send` (the engine's apply of `marked`) with the controller bookkeeping around it. Section text, when
  /// given, is merged in before (a supplementary view asked during the update finds the text of incoming sections)
  /// and trimmed to the shown sections after.
  private func commit(
    marked: Snapshot, sectionText: [SectionText]?, _ send: () throws(DataSourceError) -> DataSourceUpdate
  ) throws(ListError) -> DataSourceUpdate {
    controllers.beginApply()
    let (oldHeaders, oldFooters) = (applier.headers, applier.footers)
    for (section, header, footer) in sectionText ?? [] { applier.setHeader(header, footer: footer, for: section) }
    let update: DataSourceUpdate
    do { update = try send() } catch {
      // Nothing changed, a cell failure included (the view took the update back).
      controllers.cancelApply()
      if sectionText != nil { restoreSectionText(headers: oldHeaders, footers: oldFooters) }
      throw .dataSource(error)
    }
    afterCommit(marked, sectionText: sectionText)
    return update
  }

  /// After a commit: new view models reach the controllers of marked items, controllers of removed items are
  /// released, and cells whose view state changed during the apply are reconfigured (one update).
  private func afterCommit(_ marked: Snapshot, sectionText: [SectionText]?) {
    if let sectionText {
      let shown = Set(sectionText.map(\.section))
      for section in Set(applier.headers.keys).union(applier.footers.keys) where !shown.contains(section) {
        applier.setHeader(nil, footer: nil, for: section)
      }
    }
    applyCounts.applies += 1
    let current = dataSource.snapshot()
    controllers.endApply(delivering: marked.reconfiguredItemIdentifiers + marked.reloadedItemIdentifiers) {
      current.contains($0)
    }
  }

  // MARK: Cells

  /// The cell provider: the item's controller (created on first display) configures the cell; plain items
  /// configure themselves.
  private func cell(for item: AnyItem, at indexPath: IndexPath, in view: HeadlessCollectionView) -> HeadlessCell? {
    do {
      if let cell = try controllers.dequeueConfiguredCell(for: item, from: view, at: indexPath) { return cell }
      return try registrar.dequeueConfiguredCell(for: item, from: view, at: indexPath)
    } catch {
      return nil
    }
  }

  // MARK: HeadlessCollectionViewDelegate

  public func collectionView(
    _ collectionView: HeadlessCollectionView, willDisplay cell: HeadlessCell, forItemAt indexPath: IndexPath
  ) {
    controllers.willDisplay(cell)
  }

  public func collectionView(
    _ collectionView: HeadlessCollectionView, didEndDisplaying cell: HeadlessCell, forItemAt indexPath: IndexPath
  ) {
    controllers.didEndDisplaying(cell)
  }

  /// A tap reaches the item's controller (`didSelect()`). In single-selection mode the row is deselected first, as
  /// the list configurations do (a row acts as a button), so tapping it again selects it again.
  public func collectionView(_ collectionView: HeadlessCollectionView, didSelectItemAt indexPath: IndexPath) {
    guard let item = itemIdentifier(for: indexPath) else { return }
    if !collectionView.allowsMultipleSelection { collectionView.deselectItem(at: indexPath) }
    controller(for: item)?.didSelect()
  }

  // MARK: Helpers

  /// `snapshot` with changed content marked for reconfigure (runs on any thread).
  nonisolated private static func marking(_ snapshot: Snapshot, comparedTo base: Snapshot, automatic: Bool)
    -> Snapshot
  {
    guard automatic else { return snapshot }
    var marked = snapshot
    AutoReconfigure.markChangedItems(in: &marked, comparedTo: base) { old, new in
      old.isContentEquatable && !old.isContentEqual(to: new)
    }
    return marked
  }

  /// The header and footer text of section models.
  private typealias SectionText = (section: SectionID, header: String?, footer: String?)

  private static func text(of models: [SectionModel<SectionID, AnyItem>]) -> [SectionText] {
    models.map { ($0.id, $0.header, $0.footer) }
  }

  private func restoreSectionText(headers: [SectionID: String], footers: [SectionID: String]) {
    for section in Set(applier.headers.keys).union(applier.footers.keys).union(headers.keys).union(footers.keys) {
      applier.setHeader(headers[section], footer: footers[section], for: section)
    }
  }

  private func trapping<T>(_ body: () throws(ListError) -> T) -> T {
    do { return try body() } catch { preconditionFailure(error.description) }
  }
}

/// Counters of a `CellControllerDataSource`.
public struct CellControllerStatistics: Sendable, Hashable, CustomStringConvertible {
  /// Snapshots committed (first apply included).
  public var applies = 0
  /// Diffs computed (main actor or background; a background diff made stale by another commit counts again).
  public var diffs = 0
  /// Background applies dropped because a newer apply was requested before they committed.
  public var supersededApplies = 0
  /// Cells reconfigured because their controller's view state changed (no snapshot, no diff).
  public var viewStateReconfigures = 0
  /// Mounted cells configured directly because the view state changed inside a display callback.
  public var directConfigures = 0
  /// Controllers created and released.
  public var controllersCreated = 0
  public var controllersReleased = 0
  /// Controllers mounted on a cell (`didMount(onCell:)`) and unmounted from one (`willUnmount(onCell:)`); their
  /// difference is the number of controllers mounted now.
  public var mounts = 0
  public var unmounts = 0

  public init() {}

  public var description: String {
    "\(applies) applies, \(diffs) diffs (\(supersededApplies) superseded), \(viewStateReconfigures) view-state"
      + " reconfigures, \(controllersCreated - controllersReleased) controllers alive (\(controllersCreated)"
      + " created, \(controllersReleased) released)"
  }
}

/// A weak reference, so the cell provider (owned by the applier the data source owns) can reach the data source.
@MainActor
final class WeakReference<Object: AnyObject> {
  weak var value: Object?
  init() {}
}

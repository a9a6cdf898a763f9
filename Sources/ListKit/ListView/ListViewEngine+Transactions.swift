// Failure-atomic views: an operation that asks the data source for cells (reloadData, a batch update, scrolling, a
// change of viewport) works on the view's state and commits it only when every cell came back. The committed state is
// a value (`ListViewState` and the view's section content) kept aside; the views it references (displayed cells,
// pooled cells, supplementary views) keep what they record about themselves in a memento, and every cell the data
// source is handed during the operation (recycled or reconfigured) keeps the rest of its properties first
// (`KeptViewProperties`, with each class's own through `HeadlessReusableView.captureState()`). On a failure the kept
// state
// comes back (registrations made meanwhile stay: they are the app's), every view's record is as before, and the delegate is told the display calls of the failed operation
// in reverse (each `willDisplay` ended, each `didEndDisplaying` displayed again), so that it sees the view it has.

/// What a headless view records about itself that an operation changes: where it is displayed, its counters, its
/// content (text and content configuration, which a reconfigure sets), a cell's selection.
@MainActor
struct ReusableViewMemento {
  let view: HeadlessReusableView
  let indexPath: IndexPath?
  let prepareForReuseCount: Int
  let text: String?
  let cell: (isSelected: Bool, configurationCount: Int, content: (any HeadlessContentConfiguration)?)?

  init(_ view: HeadlessReusableView) {
    self.init(view, cell: view as? HeadlessCell)
  }

  /// The record of a view known to be a cell (the displayed and pooled cells), without a dynamic cast.
  init(cell: HeadlessCell) {
    self.init(cell, cell: cell)
  }

  private init(_ view: HeadlessReusableView, cell: HeadlessCell?) {
    self.view = view
    indexPath = view.indexPath
    prepareForReuseCount = view.prepareForReuseCount
    text = view.text
    if let cell {
      self.cell = (cell.isSelected, cell.configurationCount, cell.contentConfiguration)
    } else {
      self.cell = nil
    }
  }

  /// Puts the record back; only the properties that differ are set (a subclass may observe them).
  func restore() {
    if let state = cell, let cell = view as? HeadlessCell {
      if cell.isSelected != state.isSelected { cell.isSelected = state.isSelected }
      cell.configurationCount = state.configurationCount
      if !sameContent(cell.contentConfiguration, state.content) { cell.contentConfiguration = state.content }
    }
    if view.text != text { view.text = text }
    view.indexPath = indexPath
    view.prepareForReuseCount = prepareForReuseCount
  }
}

/// What a view handed to the data source during an operation keeps beyond its memento: the properties only the app
/// sets (frame, `isHidden`, a cell's highlight and background), and its class's own (`captureState()`). No
/// allocation unless the class keeps more.
@MainActor
struct KeptViewProperties {
  let view: HeadlessReusableView
  let frame: CGRect
  let isHidden: Bool
  let cell: (isHighlighted: Bool, background: BackgroundConfiguration?)?
  let more: HeadlessReusableView.StateRestorer?

  init(_ view: HeadlessReusableView) {
    self.view = view
    frame = view.frame
    isHidden = view.isHidden
    cell = (view as? HeadlessCell).map { ($0.isHighlighted, $0.backgroundConfiguration) }
    more = view.captureState()
  }

  /// Puts the properties back; only those that differ are set.
  func restore() {
    if view.frame != frame { view.frame = frame }
    if view.isHidden != isHidden { view.isHidden = isHidden }
    if let cell, let view = view as? HeadlessCell {
      if view.isHighlighted != cell.isHighlighted { view.isHighlighted = cell.isHighlighted }
      if view.backgroundConfiguration != cell.background { view.backgroundConfiguration = cell.background }
    }
    more?()
  }
}

/// A display call the view made to its delegate inside an operation that has not committed yet.
enum DisplayCall<Cell> {
  case willDisplay(Cell, IndexPath)
  case didEndDisplaying(Cell, IndexPath)
}

/// What an outermost operation keeps aside to put the view back when it fails: the committed state, the
/// section-level content and the records of the views they reference.
@MainActor
struct KeptViewState<Engine: ListViewEngine> {
  let list: ListViewState<Engine.Cell>
  let sectionContent: Engine.SectionContent
  let mementos: [ReusableViewMemento]
}

extension ListViewEngine {
  /// Runs `body` as one operation of the view: when it throws, the view is exactly as before (counts, cells and
  /// their records, reuse pool and counters, selection, row identities, viewport, section content), and the
  /// delegate's display calls of the failed operation are answered in reverse. Nested operations are part of the
  /// outermost one.
  ///
  /// Always inlined, so that a caller that knows the view's type (the data source's witness of
  /// `DiffableDataSourceView.atomically`) runs `beginOperation` and `rollBack` specialized for it: generic over the
  /// view, their loops over the cells went through type metadata per call.
  ///
  /// - Complexity: O(viewport + pool) to keep the committed state, plus `body`.
  @inline(__always)
  func atomically<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
    guard let kept = beginOperation() else { return try body() }
    do {
      let result = try body()
      list.displayCalls = nil
      list.cells.keptStates = nil
      return result
    } catch {
      rollBack(to: kept)
      throw error
    }
  }

  /// Starts an outermost operation: keeps aside what `rollBack(to:)` puts back and starts recording the delegate's
  /// display calls; `nil` inside an operation (a nested operation is part of the outermost one).
  func beginOperation() -> KeptViewState<Self>? {
    if list.displayCalls != nil { return nil }
    let committed = list
    // After keeping the state aside: a failed operation leaves no trace, not even its number.
    list.operationSerial &+= 1
    let committedContent = sectionContent
    // One plain loop per kind of view: the cells need no cast, and a loop (unlike `map` over the main-actor
    // initializer) checks no executor per view. A scroll keeps a record of every displayed cell, so this is the
    // operation's fixed cost.
    var mementos: [ReusableViewMemento] = []
    var pooled = 0
    for pool in committed.cells.waiting.values { pooled &+= pool.count }
    mementos.reserveCapacity(committed.cellsByRow.count &+ pooled)
    for cell in committed.cellsByRow.values { mementos.append(ReusableViewMemento(cell: cell)) }
    for pool in committed.cells.waiting.values {
      for cell in pool { mementos.append(ReusableViewMemento(cell: cell)) }
    }
    for view in sectionContentViews { mementos.append(ReusableViewMemento(view)) }
    // Empty, without a buffer: most operations display nothing new (`recordDisplayCall` makes room at the first).
    list.displayCalls = []
    list.cells.keptStates = []
    return KeptViewState(list: committed, sectionContent: committedContent, mementos: mementos)
  }

  /// Puts back what `beginOperation()` kept (the registrations made meanwhile stay: they are the app's) and answers
  /// the failed operation's display calls in reverse.
  func rollBack(to kept: KeptViewState<Self>) {
    let calls = list.displayCalls ?? []
    let pool = list.cells
    list = kept.list
    list.cells.keepRegistrations(of: pool)
    restoreSectionContent(kept.sectionContent)
    for memento in kept.mementos { memento.restore() }
    // Latest first: a cell handed out twice ends as it was before the first time.
    for properties in (pool.keptStates ?? []).reversed() { properties.restore() }
    for call in calls.reversed() {
      switch call {
      case .willDisplay(let cell, let indexPath): cellDidEndDisplaying(cell, at: indexPath)
      case .didEndDisplaying(let cell, let indexPath): cellWillDisplay(cell, at: indexPath)
      }
    }
  }

  /// Tells the delegate `cell` is displayed at `indexPath`, remembering it for the operation's rollback.
  func noteWillDisplay(_ cell: Cell, at indexPath: IndexPath) {
    recordDisplayCall(.willDisplay(cell, indexPath))
    cellWillDisplay(cell, at: indexPath)
  }

  /// Tells the delegate `cell` ended displaying at `indexPath`, remembering it for the operation's rollback.
  func noteDidEndDisplaying(_ cell: Cell, at indexPath: IndexPath) {
    recordDisplayCall(.didEndDisplaying(cell, indexPath))
    cellDidEndDisplaying(cell, at: indexPath)
  }

  /// Appends `call` to the operation's display calls, if one is running. The first call makes room for a
  /// viewport's worth at once: a scroll by a viewport ends and starts a viewport of displays, and growing one by
  /// one regrew the array seven times.
  private func recordDisplayCall(_ call: DisplayCall<Cell>) {
    guard list.displayCalls != nil else { return }
    if list.displayCalls!.capacity == 0 { list.displayCalls!.reserveCapacity(2 &* Swift.min(list.viewportHeight, 64)) }
    list.displayCalls!.append(call)
  }
}

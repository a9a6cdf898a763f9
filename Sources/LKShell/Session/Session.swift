// The session: the only place the shell's state changes. It owns the working snapshot, the data source and the view
// it drives (ShellDataSource.swift: a collection view or a table view), the section-snapshot context, the model content, history and settings. Every operation
// either completes or throws and leaves all of it exactly as it was. It builds no text: what it has to say are
// `ShellEvent` values, which the renderers turn into text or JSON.

import ListKit
import Lists

@MainActor
final class Session {
  typealias Snapshot = DiffableDataSourceSnapshot<String, AnyItem>
  typealias Tree = DiffableDataSourceSectionSnapshot<AnyItem>

  /// The data source and, through it, the view: replaced together by `view table|collection`.
  var dataSource: any ShellDataSource
  let content: ContentStore
  let selection: SelectionRecorder
  /// The cell controllers of the items whose type has one (Todo), with their view state (Session+ViewState.swift).
  let cellControllers = CellControllerRegistry()
  /// A view-state reconfigure the view rejected during the command (`tap` undoes its change and fails).
  var viewStateFailure: (any Error)?

  /// Everything the session holds besides the view, as one value (SessionState.swift): a failed command puts it back.
  var state = SessionState()
  /// A failure inside a data-source override during a user action (which cannot throw): rethrown by the command.
  var userActionFailure: ShellError?

  /// The error of the last command that failed (what `explain` without text explains); nil before any failure.
  var lastError: ShellError?

  /// The state a failing command leaves instead of the one before it (a rejected `commit` closes its batch).
  var stateAfterFailure: SessionState?

  /// The name of the command being run (what its errors are named after).
  var running: String?

  /// What the command being run has to say so far (handlers of the data source add to it during an apply).
  var events: [ShellEvent] = []

  /// The rows a layout report holds, as whoever prints the reports asks (the shell: every row for JSON): every row,
  /// or (false) the rows a person reads — all when they fit the viewport, else the viewport. The session never asks
  /// how its reports are printed.
  var reportsEveryRow = false
  /// Whether what changes the view without an apply (a scroll, a tap, view state put back) is reported with what the
  /// view shows after it (their `shown` layout), which the pictures draw. Off, no layout is made for them.
  var reportsShownLayout = false

  /// A session driving a new, empty view of `kind` (the default: a collection view).
  init(view kind: ViewKind = .collection) {
    content = ContentStore()
    selection = SelectionRecorder()
    state.viewKind = kind
    dataSource = Self.makeDataSource(kind, viewportHeight: Settings().viewport, controllers: cellControllers)
    selection.session = self
    content.holder = self
    install(dataSource)
    installViewStateHandlers()
  }

  /// The view the data source drives.
  var view: ShellView { dataSource.view }

  /// A new data source of the shell's kind for a new view of `kind`.
  static func makeDataSource(
    _ kind: ViewKind, tableStyle: HeadlessTableView.Style = .plain, viewportHeight: Int,
    controllers: CellControllerRegistry
  ) -> any ShellDataSource {
    switch kind {
    case .collection: ShellCollectionDataSource(viewportHeight: viewportHeight, controllers: controllers)
    case .table: ShellTableDataSource(style: tableStyle, viewportHeight: viewportHeight, controllers: controllers)
    }
  }

  /// Replaces the data source, and with it the view (`data-source`, `view`).
  func replaceDataSource(with newDataSource: any ShellDataSource) {
    dataSource = newDataSource
    state.viewKind = newDataSource.view.kind
    state.dataSourceKind = newDataSource is ClassicDataSource ? .classic : .diffable
    install(newDataSource)
  }

  /// Connects a new data source and its view to the session: the view's delegate, the data source's overrides and
  /// handlers, the outline handlers, the injected cell-provider mistake. The cell controllers of the old view's items
  /// go (a new view shows nothing yet).
  func install(_ dataSource: any ShellDataSource) {
    cellControllers.removeAll()
    connect(dataSource, bug: lab.bug)
  }

  /// Connects a data source and its view to the session, with `bug` injected into its cell provider.
  func connect(_ dataSource: any ShellDataSource, bug: InjectedBug?) {
    dataSource.cellProviderLab.bug = bug
    dataSource.view.list.listDelegate = selection
    dataSource.connect(to: self)
    installOutlineHandlers()
    installApplyOptions()
  }

  /// Gives the diffable data source the session's `reload-threshold` and `recover` settings.
  func installApplyOptions() {
    guard let diffable = dataSource.diffable else { return }
    var options = diffable.applyOptions
    options.reloadThreshold = settings.reloadThreshold
    options.recoversFromFailedUpdates = settings.recover
    diffable.applyOptions = options
  }

  /// The data source as a diffable one, for a command that hands it snapshots; other kinds of data source refuse it
  /// (before the command runs: `refuseUnfit`).
  func diffableDataSource() throws(ShellError) -> any DiffableShellDataSource {
    guard let diffable = dataSource.diffable else {
      throw .needsDataSource(.diffable, command: runningName)
    }
    return diffable
  }

  /// The name of the command being run, as its errors say it (`apply`, `set viewport`, `delete-rows-at`).
  var runningName: String { running ?? "the command" }

  /// Refuses a command its traits say cannot run now: inside an open batch, or with the other kind of data source.
  /// Two commands refused for the same reason get the same message.
  func refuseUnfit(_ command: SessionCommand) throws(ShellError) {
    let traits = command.traits
    if lab.batch != nil, traits.contains(.refusedInsideBatch) { throw .insideBatch(command: command.name) }
    if traits.contains(.needsClassicDataSource), classicDataSource == nil {
      throw .needsDataSource(.classic, command: command.name)
    }
    if traits.contains(.needsDiffableDataSource), dataSource.diffable == nil {
      throw .needsDataSource(.diffable, command: command.name)
    }
  }

  // MARK: Items

  /// The item `Type:id` (nil type = Text).
  func item(typeName: String?, id: String) throws(ShellError) -> AnyItem {
    guard let item = ItemCatalogue.makeItem(typeName: typeName, id: id, store: content) else {
      throw .unknownItemType(typeName ?? "")
    }
    return item
  }

  /// The applied snapshot (what the view shows).
  var applied: Snapshot { dataSource.snapshot() }

  /// Section identifiers and item keys that exist now (applied, working, and the edited tree), for completion.
  var knownSections: [String] {
    var seen = Set<String>()
    return (applied.sectionIdentifiers + working.sectionIdentifiers).filter { seen.insert($0).inserted }
  }

  var knownItems: [ItemReference] {
    var seen = Set<ItemReference>()
    var references: [ItemReference] = []
    for item in applied.itemIdentifiers + working.itemIdentifiers + (outline?.tree.items ?? []) {
      let reference = ItemReference(
        typeName: item.shellTypeName, id: (item.base as? any ShellItem)?.id ?? item.description)
      if seen.insert(reference).inserted { references.append(reference) }
    }
    return references
  }

  // MARK: Events

  /// Runs one command and returns what it has to say, in order. Throws the engine's (Apple's) error or the shell's;
  /// state is then as it was before the command.
  ///
  /// The command is handed over to `perform`, which lets go of what it holds once it is used: the million item
  /// references of `append-items x{1..1000000}` are gone before the engine stores the items. Only a classic data
  /// source's model-edit record keeps a copy, to name the edit.
  func run(_ command: consuming SessionCommand) throws(ShellError) -> [ShellEvent] {
    events = []
    running = command.name
    defer {
      events = []
      running = nil
    }
    try refuseUnfit(command)
    let before = state
    stateAfterFailure = nil
    let trigger = Self.trigger(command)
    let recordedEdit = classicDataSource != nil && command.traits.contains(.editsModel) ? copy command : nil
    do {
      try perform(consume command)
    } catch {
      state = stateAfterFailure ?? before
      stateAfterFailure = nil
      // The views are failure-atomic: a cell provider with an injected bug that fails leaves the view as it was, so
      // only the error is worded as the injected mistake's.
      throw cellProviderFailure(in: error, trigger: trigger) ?? error
    }
    if let recordedEdit {
      recordModelEdit(recordedEdit, before: before.working)
    }
    return events
  }

  func record(_ event: ShellEvent) { events.append(event) }

  func warn(_ warnings: [SnapshotWarning]) {
    for warning in warnings { record(.warning(.snapshot(warning))) }
  }
}

/// The view's delegate: `select ITEM` taps a row; the configuration's onSelect receives the typed item.
@MainActor
final class SelectionRecorder: HeadlessCollectionViewDelegate, HeadlessTableViewDelegate {
  weak var session: Session?

  func collectionView(_ collectionView: HeadlessCollectionView, didSelectItemAt indexPath: IndexPath) {
    didSelect(at: indexPath)
  }

  func tableView(_ tableView: HeadlessTableView, didSelectRowAt indexPath: IndexPath) {
    didSelect(at: indexPath)
  }

  /// The app's `didSelectItemAt` reads its model at the index path: a classic data source's model, which can hold
  /// another item there than the row shows (a view out of sync); a diffable one's snapshot is what the view shows.
  private func didSelect(at indexPath: IndexPath) {
    guard let session else { return }
    let shown = session.dataSource.itemIdentifier(for: indexPath)
    guard let item = session.classicDataSource.map({ $0.item(at: indexPath) }) ?? shown else { return }
    let cell = session.view.cell(at: indexPath).map { String(describing: type(of: $0)) }
    session.record(
      .selected(
        SelectionReport(
          item: item, cellClass: cell, indexPath: indexPath, shownItem: shown == item ? nil : .some(shown))))
  }
}

/// The app's section titles: what `titleForHeaderInSection` / `titleForFooterInSection` (a table) or the header and
/// footer supplementary views (a collection view) show for each section identifier.
struct SectionTitles: Sendable, Equatable {
  var headers: [String: String] = [:]
  var footers: [String: String] = [:]

  /// The title of `section`, nil for none.
  func title(_ kind: TitleKind, of section: String) -> String? {
    kind == .header ? headers[section] : footers[section]
  }

  /// Sets or (nil) removes a title.
  mutating func setTitle(_ title: String?, _ kind: TitleKind, of section: String) {
    if kind == .header { headers[section] = title } else { footers[section] = title }
  }
}

extension Session: ContentHolder {
  /// The model content is part of the session's state (`SessionState.content`).
  var heldContents: ContentStore.Contents { state.content }

  func changeHeldContents(_ body: (inout ContentStore.Contents) -> Void) { body(&state.content) }
}

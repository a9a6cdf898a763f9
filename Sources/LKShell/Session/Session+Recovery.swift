// `inject-bug`: a cell provider that fails makes UIKit raise in the middle of an update, after the view has changed.
// The command runs on the real session; when a cell-provider failure stops it, the session's state is put back
// (`Session.run`) and the view is built again from what it showed before the command: the same rows (a classic view
// out of sync included), stored section snapshots, viewport, scroll position and selection. The error names the
// injected mistake at the row the real view asked for.

import ListKit
import Lists

/// What the view holds that the session's state does not, as the user sees it: where it is scrolled, its viewport,
/// its selection, and for a classic data source the rows and sections it shows (which can differ from the model).
struct ViewMemento {
  var viewportHeight: Int
  var contentOffset: Int
  var selection: [IndexPath]
  var classicRows: [[AnyItem?]]?
  var classicSections: [String]

  @MainActor
  init(_ session: Session) {
    let view = session.view
    viewportHeight = view.viewportHeight
    contentOffset = view.contentOffset
    selection = view.indexPathsForSelectedRows
    classicSections = session.classicDataSource?.shownSections ?? []
    classicRows =
      session.classicDataSource != nil ? view.rowIdentities.map { $0.map { $0?.base as? AnyItem } } : nil
  }
}

extension Session {
  /// The cell-provider failure inside `error` (an injected bug met by the view), as the command's error; nil when
  /// `error` is no such failure.
  func cellProviderFailure(in error: ShellError, trigger: SessionCommand) -> ShellError? {
    guard let bug = lab.bug else { return nil }
    let failure: ViewFailure
    switch error {
    case .cellProvider(let found):
      return .cellProvider(CellProviderFailure(bug: bug, failure: found.failure, trigger: Self.name(of: trigger)))
    case .dataSource(.viewFailedAfterUpdate(let viewError)), .dataSource(.collectionView(let viewError)),
      .collectionView(let viewError):
      failure = .collectionView(viewError)
    case .dataSource(.tableViewFailedAfterUpdate(let viewError)), .dataSource(.tableView(let viewError)),
      .tableView(let viewError):
      failure = .tableView(viewError)
    default: return nil
    }
    guard failure.rule == nil else { return nil }
    return .cellProvider(CellProviderFailure(bug: bug, failure: failure, trigger: Self.name(of: trigger)))
  }

  /// A new view and data source of the installed kinds showing `shown` as the memento says, the injected bug off while
  /// it is built. The cell controllers stay (their view state is the user's).
  func rebuildView(showing shown: ShownState, _ memento: ViewMemento) {
    let bug = lab.bug
    let rebuilt: any ShellDataSource =
      switch state.dataSourceKind {
      case .classic:
        ClassicDataSource(session: self, view: state.viewKind, viewportHeight: memento.viewportHeight)
      case .diffable:
        Self.makeDataSource(state.viewKind, viewportHeight: memento.viewportHeight, controllers: cellControllers)
      }
    dataSource = rebuilt
    connect(rebuilt, bug: nil)
    cellControllers.beginApply()
    if let classic = rebuilt as? ClassicDataSource, let rows = memento.classicRows {
      classic.rowsOverride = rows
      try? view.reloadData()
      classic.rowsOverride = nil
      classic.shownSections = memento.classicSections
    } else if let diffable = rebuilt as? any DiffableShellDataSource {
      _ = try? diffable.tryApplySnapshotUsingReloadData(shown.snapshot)
      for (section, tree) in shown.trees.sorted(by: { $0.key < $1.key }) {
        _ = try? rebuilt.outline?.tryApply(tree, to: section, animatingDifferences: false)
      }
    }
    try? view.scroll(toRow: memento.contentOffset)
    for indexPath in memento.selection { view.select(at: indexPath) }
    controllersDidCommit()
    (rebuilt as? any MistakenCellProvider)?.cellProviderLab.bug = bug
  }

  /// The command's name, for "as it was before apply".
  static func name(of command: SessionCommand) -> String {
    switch command {
    case .apply, .sectionApply: "apply"
    case .applyReloadData: "apply-reload-data"
    case .reloadData: "reload-data"
    case .commitBatch: "commit"
    case .viewCall(let call, let rows): call.commandName(rows: rows)
    case .scrollTo: "scroll-to"
    case .undo: "undo"
    case .redo: "redo"
    case .expand: "expand"
    case .collapse: "collapse"
    case .set: "set viewport"
    case .swipeDelete: "swipe-delete"
    case .drag: "drag"
    default: "the command"
    }
  }
}

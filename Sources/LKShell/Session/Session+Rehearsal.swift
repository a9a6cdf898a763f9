// `inject-bug`: a cell provider that fails makes UIKit raise in the middle of an update, after the view has changed.
// So that the failure still leaves every state as it was, a command that may ask the provider for cells first runs on
// a replica of the session (same model, same rows on screen, same viewport) with the bug; only if the replica gets
// through does the real session run it.

import ListKit
import Lists

extension Session {
  /// Whether `command` may ask the cell provider for cells (an injected bug can then make it fail).
  func asksCellProvider(_ command: SessionCommand) -> Bool {
    switch command {
    case .apply, .applyReloadData, .reloadData, .commitBatch, .viewCall, .scrollTo, .undo, .redo, .expand, .collapse,
      .sectionApply, .set(.viewport), .swipeDelete, .drag:
      true
    default: false
    }
  }

  /// Runs `command` on a replica with the injected bug; returns the cell-provider failure it met, if any.
  func rehearse(_ command: SessionCommand) -> ShellError? {
    guard let bug = lab.bug else { return nil }
    let replica = Session(view: view.kind)
    replica.settings = settings
    for (reference, text) in content.all {
      if let item = try? replica.item(typeName: reference.typeName, id: reference.id) {
        replica.content.setText(text, for: item)
      }
    }
    replica.content.clearChangesSinceApply()
    for reference in content.changedSinceApply {
      if let item = try? replica.item(typeName: reference.typeName, id: reference.id) {
        replica.content.setText(content.text(for: item), for: item)
      }
    }
    try? replica.view.setViewportHeight(view.viewportHeight)
    if let classic = classicDataSource {
      replica.replaceDataSource(.classic)
      replica.working = applied
      try? replica.view.reloadData()
      replica.classicDataSource?.shownSections = classic.shownSections
    } else if let diffable = replica.dataSource as? any DiffableShellDataSource {
      _ = try? diffable.tryApplySnapshotUsingReloadData(applied)
      if let outline = dataSource.outline, let replicaOutline = replica.dataSource.outline {
        for section in treeSections.sorted() {
          _ = try? replicaOutline.tryApply(outline.snapshot(for: section), to: section, animatingDifferences: false)
        }
      }
      replica.treeSections = treeSections
    }
    try? replica.view.scroll(toRow: view.contentOffset)
    replica.working = working
    replica.outline = outline
    replica.lazyChildren = lazyChildren
    replica.history = history
    replica.historyPosition = historyPosition
    replica.lab = lab
    replica.sectionTitles = sectionTitles
    try? replica.injectBug(bug)
    replica.events = []
    do {
      try replica.perform(command)
    } catch {
      return cellProviderFailure(in: error, bug: bug, trigger: command)
    }
    return nil
  }

  /// The failure of a cell provider inside an error of the replica, as the real command's error.
  private func cellProviderFailure(in error: ShellError, bug: InjectedBug, trigger: SessionCommand) -> ShellError? {
    let failure: ViewFailure
    switch error {
    case .cellProvider(let found):
      return .cellProvider(CellProviderFailure(bug: bug, failure: found.failure, trigger: Self.name(of: trigger)))
    case .dataSource(.viewFailedAfterUpdate(let viewError)), .dataSource(.collectionView(let viewError)),
      .collectionView(let viewError):
      failure = .collection(viewError)
    case .dataSource(.tableViewFailedAfterUpdate(let viewError)), .dataSource(.tableView(let viewError)),
      .tableView(let viewError):
      failure = .table(viewError)
    default: return nil
    }
    guard failure.rule == nil else { return nil }
    return .cellProvider(CellProviderFailure(bug: bug, failure: failure, trigger: Self.name(of: trigger)))
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

// Editing the working snapshot: each command is the Apple method of the same name, through the engine's checked API
// (which throws Apple's error and leaves the snapshot as it was). When Apple's message is about an identifier the
// shell has never seen, the shell adds its own hint ("no item 'alpah' — did you mean 'alpha'?").

import ListKit
import Lists

extension Session {
  /// Runs one checked snapshot mutation on the working snapshot; Apple's error becomes the shell's, with a hint
  /// naming the unknown identifier among `items` / `sections` when there is one.
  func editWorking(
    items: [AnyItem] = [], sections: [String] = [],
    _ body: (inout Snapshot) throws(SnapshotError) -> [SnapshotWarning]
  ) throws(ShellError) {
    do {
      let warnings = try body(&working)
      warn(warnings)
    } catch {
      throw withHint(.snapshot(error), items: items, sections: sections, in: working)
    }
  }

  /// Adds "no item 'x' — did you mean 'y'?" to an engine error when one of the arguments is unknown (unless Apple's
  /// message already names it and there is nothing to suggest).
  func withHint(_ error: ShellError, items: [AnyItem], sections: [String], in snapshot: Snapshot) -> ShellError {
    func hint(_ kind: ShellError.IdentifierKind, _ name: String, among candidates: [String]) -> ShellError {
      let suggestions = Suggestions.closest(to: name, among: candidates)
      if suggestions.isEmpty && error.description.contains(name) { return error }
      return .unknownIdentifier(error, kind: kind, name: name, suggestions: suggestions)
    }
    if let missing = items.first(where: { !snapshot.contains($0) }) {
      return hint(
        .item, missing.displayKey, among: snapshot.itemIdentifiers.prefix(Self.hintCandidateLimit).map(\.displayKey))
    }
    if let missing = sections.first(where: { !snapshot.contains(section: $0) }) {
      return hint(.section, missing, among: Array(snapshot.sectionIdentifiers.prefix(Self.hintCandidateLimit)))
    }
    return error
  }

  /// At most this many identifiers are compared for a did-you-mean (it runs only on errors).
  static let hintCandidateLimit = 10_000

  func appendSections(_ sections: [String]) throws(ShellError) {
    try editWorking { snapshot throws(SnapshotError) in
      try snapshot.tryAppendSections(sections)
      return []
    }
  }

  func insertSections(_ sections: [String], before: Bool, relativeTo destination: String) throws(ShellError) {
    try editWorking(sections: [destination]) { snapshot throws(SnapshotError) in
      if before {
        try snapshot.tryInsertSections(sections, beforeSection: destination)
      } else {
        try snapshot.tryInsertSections(sections, afterSection: destination)
      }
      return []
    }
  }

  /// `delete-sections`: Apple ignores identifiers that are not in the snapshot; the shell says so in a note, as for
  /// `delete-items`.
  func deleteSections(_ sections: [String]) throws(ShellError) {
    let unknown = sections.filter { !working.contains(section: $0) }
    try editWorking { snapshot throws(SnapshotError) in
      try snapshot.tryDeleteSections(sections)
      return []
    }
    if !unknown.isEmpty { record(.note(.unknownSectionsIgnored(unknown))) }
  }

  func moveSection(_ section: String, before: Bool, relativeTo destination: String) throws(ShellError) {
    try editWorking(sections: [section, destination]) { snapshot throws(SnapshotError) in
      if before {
        try snapshot.tryMoveSection(section, beforeSection: destination)
      } else {
        try snapshot.tryMoveSection(section, afterSection: destination)
      }
      return []
    }
  }

  func reloadSections(_ sections: [String]) throws(ShellError) {
    try editWorking(sections: sections) { snapshot throws(SnapshotError) in
      try snapshot.tryReloadSections(sections)
      return []
    }
  }

  func appendItems(_ items: [AnyItem], to section: String?) throws(ShellError) {
    try editWorking(sections: section.map { [$0] } ?? []) { snapshot throws(SnapshotError) in
      try snapshot.tryAppendItems(items, toSection: section)
    }
  }

  func insertItems(_ items: [AnyItem], before: Bool, relativeTo destination: AnyItem) throws(ShellError) {
    try editWorking(items: [destination]) { snapshot throws(SnapshotError) in
      before
        ? try snapshot.tryInsertItems(items, beforeItem: destination)
        : try snapshot.tryInsertItems(items, afterItem: destination)
    }
  }

  /// `delete-items`: Apple ignores identifiers that are not in the snapshot; the shell says so in a note.
  func deleteItems(_ items: [AnyItem]) throws(ShellError) {
    let unknown = items.filter { !working.contains($0) }
    try editWorking { snapshot throws(SnapshotError) in
      try snapshot.tryDeleteItems(items)
      return []
    }
    if !unknown.isEmpty { record(.note(.unknownItemsIgnored(unknown))) }
  }

  func deleteAllItems() {
    working.deleteAllItems()
  }

  func moveItem(_ item: AnyItem, before: Bool, relativeTo destination: AnyItem) throws(ShellError) {
    try editWorking(items: [item, destination]) { snapshot throws(SnapshotError) in
      if before {
        try snapshot.tryMoveItem(item, beforeItem: destination)
      } else {
        try snapshot.tryMoveItem(item, afterItem: destination)
      }
      return []
    }
  }

  func reloadItems(_ items: [AnyItem]) throws(ShellError) {
    try editWorking(items: items) { snapshot throws(SnapshotError) in
      try snapshot.tryReloadItems(items)
      return []
    }
  }

  func reconfigureItems(_ items: [AnyItem]) throws(ShellError) {
    try editWorking(items: items) { snapshot throws(SnapshotError) in
      try snapshot.tryReconfigureItems(items)
      return []
    }
  }

  /// `new-snapshot`: `NSDiffableDataSourceSnapshot()`.
  func newSnapshot() { working = Snapshot() }

  /// `revert`: discard edits (a copy of the applied snapshot again).
  func revert() { working = applied }

  /// `set-content ITEM TEXT`: changes the model only; a cell on screen keeps its text until reconfigured/reloaded.
  func setContent(_ item: AnyItem, text: String) throws(ShellError) {
    try requireKnown(item)
    content.setText(text, for: item)
  }

  /// `set-detail`, `set-accessory`: `change` edits the item's cell content in the model, and with a diffable data
  /// source the working snapshot marks the item reconfigured, so the next apply shows it (a classic data source's
  /// view shows it at its next reload-data or reload of the row).
  func setCellExtra(_ item: AnyItem, _ change: (AnyItem) -> Void) throws(ShellError) {
    try requireKnown(item)
    change(item)
    if classicDataSource == nil, working.contains(item), !working.reloadedItemIdentifiers.contains(item) {
      try? working.tryReconfigureItems([item])
    }
  }

  /// Refuses an item that no snapshot, context or stored section snapshot holds.
  private func requireKnown(_ item: AnyItem) throws(ShellError) {
    guard
      applied.contains(item) || working.contains(item) || outline?.tree.contains(item) == true
        || storedTreeSection(containing: item) != nil
    else {
      throw .noSuchItem(item.reference)
    }
  }

  /// The section whose stored section snapshot holds `item` (also hidden under a collapsed parent), if any.
  func storedTreeSection(containing item: AnyItem) -> String? {
    guard let dataSource = dataSource.outline else { return nil }
    return state.treeSections.sorted().first { dataSource.snapshot(for: $0).contains(item) }
  }

  /// The working snapshot differs from the applied one, or carries reload/reconfigure marks.
  var workingDiffersFromApplied: Bool {
    !working.reloadedItemIdentifiers.isEmpty || !working.reconfiguredItemIdentifiers.isEmpty
      || !working.reloadedSectionIdentifiers.isEmpty || working != applied
  }

  /// The working snapshot in one line (interactive confirmation after an edit).
  var workingSummary: WorkingSummary {
    WorkingSummary(
      sectionCount: working.numberOfSections, itemCount: working.numberOfItems, isEdited: workingDiffersFromApplied,
      isModel: classicDataSource != nil)
  }

  /// What would be lost if the session ended now; nil when nothing would.
  var unappliedWork: UnappliedWork? {
    var work = UnappliedWork()
    if classicDataSource == nil, workingDiffersFromApplied {
      work.workingSnapshot = (working.numberOfSections, working.numberOfItems)
    }
    work.modelEditsNotShown = lab.batch?.editsBefore.count ?? lab.unsyncedEdits.count
    work.openBatch = lab.batch.map { ($0.edits.count, $0.calls.count) }
    work.openSectionSnapshot = outline?.section
    return work.isEmpty ? nil : work
  }

  /// Refuses an apply that does not come from the working snapshot while the working snapshot has edits that
  /// apply would throw away (the working snapshot becomes a copy of the applied one after every apply).
  func requireNoUnappliedEdits(_ command: String? = nil) throws(ShellError) {
    if workingDiffersFromApplied { throw .unappliedEdits(command: command ?? runningName) }
  }
}

// Editing the working snapshot: each command is the Apple method of the same name, through the engine's checked API
// (which throws Apple's error and leaves the snapshot as it was).

import ListKit
import Lists

extension Session {
  /// Runs one checked snapshot mutation on the working snapshot; Apple's error becomes the shell's.
  func editWorking(_ body: (inout Snapshot) throws(SnapshotError) -> [SnapshotWarning]) throws(ShellError) {
    do {
      let warnings = try body(&working)
      warn(warnings)
    } catch {
      throw ShellError(error.description)
    }
  }

  public func appendSections(_ sections: [String]) throws(ShellError) {
    try editWorking { snapshot throws(SnapshotError) in
      try snapshot.tryAppendSections(sections)
      return []
    }
  }

  public func insertSections(_ sections: [String], before: Bool, relativeTo destination: String) throws(ShellError) {
    try editWorking { snapshot throws(SnapshotError) in
      if before {
        try snapshot.tryInsertSections(sections, beforeSection: destination)
      } else {
        try snapshot.tryInsertSections(sections, afterSection: destination)
      }
      return []
    }
  }

  public func deleteSections(_ sections: [String]) throws(ShellError) {
    try editWorking { snapshot throws(SnapshotError) in
      try snapshot.tryDeleteSections(sections)
      return []
    }
  }

  public func moveSection(_ section: String, before: Bool, relativeTo destination: String) throws(ShellError) {
    try editWorking { snapshot throws(SnapshotError) in
      if before {
        try snapshot.tryMoveSection(section, beforeSection: destination)
      } else {
        try snapshot.tryMoveSection(section, afterSection: destination)
      }
      return []
    }
  }

  public func reloadSections(_ sections: [String]) throws(ShellError) {
    try editWorking { snapshot throws(SnapshotError) in
      try snapshot.tryReloadSections(sections)
      return []
    }
  }

  public func appendItems(_ items: [AnyItem], to section: String?) throws(ShellError) {
    try editWorking { snapshot throws(SnapshotError) in try snapshot.tryAppendItems(items, toSection: section) }
  }

  public func insertItems(_ items: [AnyItem], before: Bool, relativeTo destination: AnyItem) throws(ShellError) {
    try editWorking { snapshot throws(SnapshotError) in
      before
        ? try snapshot.tryInsertItems(items, beforeItem: destination)
        : try snapshot.tryInsertItems(items, afterItem: destination)
    }
  }

  public func deleteItems(_ items: [AnyItem]) throws(ShellError) {
    try editWorking { snapshot throws(SnapshotError) in
      try snapshot.tryDeleteItems(items)
      return []
    }
  }

  public func deleteAllItems() {
    working.deleteAllItems()
  }

  public func moveItem(_ item: AnyItem, before: Bool, relativeTo destination: AnyItem) throws(ShellError) {
    try editWorking { snapshot throws(SnapshotError) in
      if before {
        try snapshot.tryMoveItem(item, beforeItem: destination)
      } else {
        try snapshot.tryMoveItem(item, afterItem: destination)
      }
      return []
    }
  }

  public func reloadItems(_ items: [AnyItem]) throws(ShellError) {
    try editWorking { snapshot throws(SnapshotError) in
      try snapshot.tryReloadItems(items)
      return []
    }
  }

  public func reconfigureItems(_ items: [AnyItem]) throws(ShellError) {
    try editWorking { snapshot throws(SnapshotError) in
      try snapshot.tryReconfigureItems(items)
      return []
    }
  }

  /// `new-snapshot`: `NSDiffableDataSourceSnapshot()`.
  public func newSnapshot() { working = Snapshot() }

  /// `revert`: discard edits (a copy of the applied snapshot again).
  public func revert() { working = applied }

  /// `set-content ITEM TEXT`: changes the model only; a cell on screen keeps its text until reconfigured/reloaded.
  public func setContent(_ item: AnyItem, text: String) throws(ShellError) {
    guard
      applied.contains(item) || working.contains(item) || outline?.tree.contains(item) == true
        || storedTreeSection(containing: item) != nil
    else {
      throw ShellError("no item \(item.displayKey) in the applied or working snapshot or a section snapshot")
    }
    content.setText(text, for: item.displayKey)
  }

  /// The section whose stored section snapshot holds `item` (also hidden under a collapsed parent), if any.
  func storedTreeSection(containing item: AnyItem) -> String? {
    treeSections.sorted().first { dataSource.snapshot(for: $0).contains(item) }
  }

  /// One line describing the working snapshot, for interactive confirmation.
  public var workingSummary: String {
    let pending =
      working == applied && working.reloadedItemIdentifiers.isEmpty
      && working.reconfiguredItemIdentifiers.isEmpty && working.reloadedSectionIdentifiers.isEmpty
    return "working snapshot: \(plural(working.numberOfSections, "section")), \(plural(working.numberOfItems, "item"))"
      + (pending ? "" : " (not applied yet)")
  }
}

/// `1 item`, `2 items`.
func plural(_ count: Int, _ noun: String) -> String {
  count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
}

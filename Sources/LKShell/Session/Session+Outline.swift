// Section snapshots: the editing context (`section-snapshot S` … `apply`/`end`), user-style expand/collapse through
// the data source's `sectionSnapshotHandlers`, and lazily supplied children (`on-expand`).

import ListKit
import Lists

extension Session {
  /// Wires the data source's outline handlers so that the session can show what UIKit would call, and supplies the
  /// children registered with `on-expand` through `snapshotForExpandingParent`.
  func installOutlineHandlers() {
    dataSource.sectionSnapshotHandlers.willExpandItem = { [weak self] item in
      self?.say(
        "handler", "  handler: sectionSnapshotHandlers.willExpandItem(\(item.displayKey))",
        [("handler", "willExpandItem"), ("item", .string(item.displayKey))])
    }
    dataSource.sectionSnapshotHandlers.willCollapseItem = { [weak self] item in
      self?.say(
        "handler", "  handler: sectionSnapshotHandlers.willCollapseItem(\(item.displayKey))",
        [("handler", "willCollapseItem"), ("item", .string(item.displayKey))])
    }
    dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { [weak self] parent, children in
      guard let self, let supplied = self.lazyChildren[parent] else { return children }
      var result = children
      let missing = supplied.filter { !result.contains($0) }
      if !missing.isEmpty { result.append(missing) }
      self.say(
        "handler",
        "  handler: sectionSnapshotHandlers.snapshotForExpandingParent(\(parent.displayKey)) supplied "
          + (result.rootItems.count == 1 ? "1 child" : "\(result.rootItems.count) children"),
        [
          ("handler", "snapshotForExpandingParent"), ("item", .string(parent.displayKey)),
          ("children", .int(result.rootItems.count)),
        ])
      return result
    }
  }

  // MARK: The editing context

  /// `section-snapshot S [--current]`: start editing an empty section snapshot, or `dataSource.snapshot(for: S)`.
  public func beginSectionSnapshot(_ section: String, current: Bool) throws(ShellError) {
    if let outline {
      throw ShellError("already editing the section snapshot of \(outline.section) (apply or end it first)")
    }
    outline = OutlineContext(section: section, tree: current ? dataSource.snapshot(for: section) : Tree())
  }

  func editOutline(_ body: (inout Tree) throws(SectionSnapshotError) -> [SnapshotWarning]) throws(ShellError) {
    guard var context = outline else { throw ShellError("not editing a section snapshot (use section-snapshot S)") }
    do {
      let warnings = try body(&context.tree)
      outline = context
      warn(warnings)
    } catch {
      throw ShellError(error.description)
    }
  }

  /// `append ITEM... [to PARENT]` in the context.
  public func outlineAppend(_ items: [AnyItem], to parent: AnyItem?) throws(ShellError) {
    try editOutline { tree throws(SectionSnapshotError) in
      try tree.tryAppend(items, to: parent)
      return []
    }
  }

  /// `insert ITEM... before|after ITEM` in the context (siblings; after = after the destination's subtree).
  public func outlineInsert(_ items: [AnyItem], before: Bool, relativeTo destination: AnyItem) throws(ShellError) {
    try editOutline { tree throws(SectionSnapshotError) in
      if before {
        try tree.tryInsert(items, before: destination)
      } else {
        try tree.tryInsert(items, after: destination)
      }
      return []
    }
  }

  /// `delete ITEM...` in the context (with descendants).
  public func outlineDelete(_ items: [AnyItem]) throws(ShellError) {
    try editOutline { tree throws(SectionSnapshotError) in
      try tree.tryDelete(items)
      return []
    }
  }

  /// `expand ITEM...` / `collapse ITEM...` in the context: sets the flags of the edited snapshot.
  public func outlineSetExpanded(_ items: [AnyItem], expanded: Bool) throws(ShellError) {
    try editOutline { tree throws(SectionSnapshotError) in
      expanded ? tree.tryExpand(items) : tree.tryCollapse(items)
    }
  }

  /// `apply` in the context: `dataSource.apply(sectionSnapshot, to: S)`, then leave the context.
  public func applyOutline() throws(ShellError) {
    guard let context = outline else { throw ShellError("not editing a section snapshot") }
    let hadTree = treeSections.contains(context.section)
    treeSections.insert(context.section)
    do {
      try perform(mode: .section, section: context.section) { () throws(DataSourceError) in
        try dataSource.tryApply(context.tree, to: context.section, animatingDifferences: settings.animate)
      }
    } catch {
      if !hadTree { treeSections.remove(context.section) }
      throw error
    }
    outline = nil
  }

  /// `end`: leave the context without applying.
  public func endOutline() throws(ShellError) {
    guard outline != nil else { throw ShellError("not editing a section snapshot") }
    outline = nil
  }

  // MARK: User interaction

  /// `expand ITEM...` / `collapse ITEM...` outside the context: the user taps the disclosure control. The data source
  /// asks its handlers, updates its stored section snapshot and applies it; each tap is reported.
  public func userToggle(_ items: [AnyItem], expand: Bool) throws(ShellError) {
    let current = applied
    for item in items where !current.contains(item) {
      throw ShellError(
        "\(item.displayKey) is not a row of the collection view (a user can only \(expand ? "expand" : "collapse") what is on screen)"
      )
    }
    for item in items {
      guard let section = current.sectionIdentifier(containingItem: item) else { continue }
      let tree = dataSource.snapshot(for: section)
      if tree.isExpanded(item) == expand {
        say("note", "\(item.displayKey) is already \(expand ? "expanded" : "collapsed")")
        continue
      }
      let hadTree = treeSections.contains(section)
      treeSections.insert(section)
      do {
        say(
          "tap", "user taps \(expand ? "▸" : "▾") \(item.displayKey) to \(expand ? "expand" : "collapse") it",
          [("item", .string(item.displayKey)), ("action", .string(expand ? "expand" : "collapse"))])
        try perform(mode: .section, section: section) {
          () throws(DataSourceError) in
          expand ? try dataSource.tryUserExpand(item) : try dataSource.tryUserCollapse(item)
        }
      } catch {
        if !hadTree { treeSections.remove(section) }
        throw error
      }
    }
  }

  /// `on-expand PARENT ITEM...`: when the user expands PARENT, `snapshotForExpandingParent` supplies these children
  /// (lazy loading). Replaces an earlier registration for PARENT.
  public func registerLazyChildren(_ children: [AnyItem], of parent: AnyItem) throws(ShellError) {
    var seen = Set<AnyItem>()
    let repeated = children.filter { !seen.insert($0).inserted }
    guard repeated.isEmpty else {
      throw ShellError("on-expand: \(repeated.map(\.displayKey).joined(separator: ", ")) given twice")
    }
    guard !children.contains(parent) else {
      throw ShellError("on-expand: \(parent.displayKey) cannot be its own child")
    }
    lazyChildren[parent] = children
  }
}

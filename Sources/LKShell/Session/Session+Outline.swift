// Section snapshots: the editing context (`section-snapshot S` … `apply`/`end`), user-style expand/collapse through
// the data source's `sectionSnapshotHandlers`, and lazily supplied children (`on-expand`).

import ListKit
import Lists

extension Session {
  /// Wires the data source's outline handlers so that the session can show what UIKit would call, and supplies the
  /// children registered with `on-expand` through `snapshotForExpandingParent`.
  func installOutlineHandlers() {
    guard let dataSource = dataSource.outline else { return }
    dataSource.sectionSnapshotHandlers.willExpandItem = { [weak self] item in
      self?.record(.handler(.willExpandItem(item)))
    }
    dataSource.sectionSnapshotHandlers.willCollapseItem = { [weak self] item in
      self?.record(.handler(.willCollapseItem(item)))
    }
    dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { [weak self] parent, children in
      guard let self, let supplied = self.state.lazyChildren[parent] else { return children }
      var result = children
      let missing = supplied.filter { !result.contains($0) }
      if !missing.isEmpty { result.append(missing) }
      self.record(.handler(.snapshotForExpandingParent(parent, children: result.rootItems.count)))
      return result
    }
  }

  /// The data source's section snapshots, for `command`; refused where the data source has none (a table's).
  func outlineDataSource() throws(ShellError) -> CollectionViewDiffableDataSource<String, AnyItem> {
    let command = runningName
    guard let outline = dataSource.outline else {
      // A classic data source has no section snapshots whatever its view: the fix is the diffable one.
      if classicDataSource != nil { throw .needsDataSource(.diffable, command: command) }
      throw .collectionViewFeature(command: command, view: view.kind)
    }
    return outline
  }

  // MARK: The editing context

  /// `section-snapshot S [--current]`: start editing an empty section snapshot, or `dataSource.snapshot(for: S)`.
  func beginSectionSnapshot(_ section: String, current: Bool) throws(ShellError) {
    if let outline { throw .alreadyEditingSectionSnapshot(outline.section) }
    let dataSource = try outlineDataSource()
    let context = OutlineContext(section: section, tree: current ? dataSource.snapshot(for: section) : Tree())
    outline = context
    recordTreeEdit(.began(current: current), in: context)
  }

  func editOutline(
    _ action: TreeEdit.Action, _ body: (inout Tree) throws(SectionSnapshotError) -> [SnapshotWarning]
  ) throws(ShellError) {
    guard var context = outline else { throw .notEditingSectionSnapshot }
    do {
      let warnings = try body(&context.tree)
      outline = context
      warn(warnings)
      recordTreeEdit(action, in: context)
    } catch {
      throw .sectionSnapshot(error)
    }
  }

  private func recordTreeEdit(_ action: TreeEdit.Action, in context: OutlineContext) {
    record(
      .treeEdited(
        TreeEdit(
          section: context.section, action: action, itemCount: context.tree.items.count,
          visibleCount: context.tree.visibleItems.count)))
  }

  /// `append ITEM... [to PARENT]` in the context.
  func outlineAppend(_ items: [AnyItem], to parent: AnyItem?) throws(ShellError) {
    try editOutline(.appended(items, parent: parent)) { tree throws(SectionSnapshotError) in
      try tree.tryAppend(items, to: parent)
      return []
    }
  }

  /// `insert ITEM... before|after ITEM` in the context (siblings; after = after the destination's subtree).
  func outlineInsert(_ items: [AnyItem], before: Bool, relativeTo destination: AnyItem) throws(ShellError) {
    try editOutline(.inserted(items, before: before, destination: destination)) {
      tree throws(SectionSnapshotError) in
      if before {
        try tree.tryInsert(items, before: destination)
      } else {
        try tree.tryInsert(items, after: destination)
      }
      return []
    }
  }

  /// `delete ITEM...` in the context (with descendants).
  func outlineDelete(_ items: [AnyItem]) throws(ShellError) {
    try editOutline(.deleted(items)) { tree throws(SectionSnapshotError) in
      try tree.tryDelete(items)
      return []
    }
  }

  /// `expand ITEM...` / `collapse ITEM...` in the context: sets the flags of the edited snapshot.
  func outlineSetExpanded(_ items: [AnyItem], expanded: Bool) throws(ShellError) {
    try editOutline(expanded ? .expanded(items) : .collapsed(items)) { tree throws(SectionSnapshotError) in
      expanded ? tree.tryExpand(items) : tree.tryCollapse(items)
    }
  }

  /// `apply [--no-animation]` in the context: `dataSource.apply(sectionSnapshot, to: S)`, then leave the context.
  /// Refused while the working snapshot has unapplied edits (the apply would replace it).
  func applyOutline(animated: Bool? = nil) throws(ShellError) {
    guard let context = outline else { throw .notEditingSectionSnapshot }
    let dataSource = try outlineDataSource()
    if workingDiffersFromApplied {
      throw .unappliedEditsInSectionSnapshot(section: Words.name(section: context.section))
    }
    // As a flat append does, say so when identifiers that live in other sections are moved here.
    let current = applied
    let moved = context.tree.visibleItems.filter { item in
      current.sectionIdentifier(containingItem: item).map { $0 != context.section } ?? false
    }
    if !moved.isEmpty {
      warn([SnapshotWarning(kind: .itemsAlreadyExist, identifiers: moved.map { String(describing: $0) })])
    }
    let treeSections = state.treeSections
    state.treeSections.insert(context.section)
    do throws(ShellError) {
      try withModel(snapshot(showing: context.tree.visibleItems, inSection: context.section) ?? working) {
        () throws(ShellError) in
        try perform(mode: .section, section: context.section) { () throws(DataSourceError) in
          try dataSource.tryApply(context.tree, to: context.section, animatingDifferences: animated ?? settings.animate)
        }
      }
    } catch {
      state.treeSections = treeSections
      throw error
    }
    outline = nil
  }

  /// `end`: leave the context without applying.
  func endOutline() throws(ShellError) {
    guard let context = outline else { throw .notEditingSectionSnapshot }
    recordTreeEdit(.ended, in: context)
    outline = nil
  }

  // MARK: User interaction

  /// `expand ITEM...` / `collapse ITEM...` outside the context: the user taps the disclosure control. The data source
  /// asks its handlers, updates its stored section snapshot and applies it; each tap is reported. Refused while the
  /// working snapshot has unapplied edits (the apply would replace it).
  func userToggle(_ items: [AnyItem], expand: Bool) throws(ShellError) {
    let dataSource = try outlineDataSource()
    let current = applied
    for item in items where !current.contains(item) {
      throw .notARow(item.reference, action: (expand ? RowGesture.expand : .collapse).rawValue, view: view.kind)
    }
    // A row without children has no disclosure control: refused before any tap, so nothing changes.
    for item in items where state.lazyChildren[item] == nil {
      guard let section = current.sectionIdentifier(containingItem: item) else { continue }
      if dataSource.snapshot(for: section).children(of: item).isEmpty { throw .noDisclosure(item.reference) }
    }
    try requireNoUnappliedEdits()
    for item in items {
      guard let section = current.sectionIdentifier(containingItem: item) else { continue }
      let tree = dataSource.snapshot(for: section)
      if tree.isExpanded(item) == expand {
        record(.note(.alreadyInState(item, expanded: expand)))
        continue
      }
      state.treeSections.insert(section)
      record(.tap(item, expand: expand))
      // The rows the section shows after the tap (the children `on-expand` supplies included): the app's model.
      var toggled = tree
      if expand {
        if toggled.children(of: item).isEmpty, let lazy = state.lazyChildren[item] {
          let fresh = lazy.filter { !toggled.contains($0) }
          if !fresh.isEmpty { try? toggled.tryAppend(fresh, to: item) }
        }
        _ = toggled.tryExpand([item])
      } else {
        _ = toggled.tryCollapse([item])
      }
      try withModel(snapshot(showing: toggled.visibleItems, inSection: section) ?? working) { () throws(ShellError) in
        try perform(mode: .section, section: section, origin: .userToggle(item, expanded: expand)) {
          () throws(DataSourceError) in
          expand ? try dataSource.tryUserExpand(item) : try dataSource.tryUserCollapse(item)
        }
      }
    }
  }

  /// `on-expand PARENT ITEM...`: when the user expands PARENT, `snapshotForExpandingParent` supplies these children
  /// (lazy loading). Replaces an earlier registration for PARENT.
  func registerLazyChildren(_ children: [AnyItem], of parent: AnyItem) throws(ShellError) {
    _ = try outlineDataSource()
    var seen = Set<AnyItem>()
    let repeated = children.filter { !seen.insert($0).inserted }
    guard repeated.isEmpty else { throw .lazyChildRepeated(repeated.map(\.reference)) }
    guard !children.contains(parent) else { throw .lazyChildIsParent(parent.reference) }
    state.lazyChildren[parent] = children
    let known =
      applied.contains(parent) || working.contains(parent) || outline?.tree.contains(parent) == true
      || storedTreeSection(containing: parent) != nil
    record(
      .note(
        known
          ? .lazyChildrenRegistered(parent, children: children.count)
          : .lazyChildrenForAbsentParent(parent, children: children.count)))
  }
}

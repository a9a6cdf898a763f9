// Inspecting and interacting: show, info, scroll-to, select. Nothing here changes the snapshots; each query returns
// a report for the renderers.

import ListKit
import Lists

extension Session {
  /// `show snapshot`: the working snapshot, with reload/reconfigure marks; in a section-snapshot context also the
  /// section snapshot being edited.
  func snapshotReport() -> SnapshotReport {
    let snapshot = working
    let reloadedSections = Set(snapshot.reloadedSectionIdentifiers)
    let sections = snapshot.sectionIdentifiers.map { section in
      SnapshotReport.Section(
        identifier: section, items: snapshot.itemIdentifiers(inSection: section),
        isReloaded: reloadedSections.contains(section))
    }
    return SnapshotReport(
      sections: sections, itemCount: snapshot.numberOfItems, reloaded: snapshot.reloadedItemIdentifiers,
      reconfigured: snapshot.reconfiguredItemIdentifiers, isEdited: workingDiffersFromApplied,
      editedTree: outline.map { treeReport(of: $0.tree, section: $0.section, source: .editing) },
      isModel: classicDataSource != nil)
  }

  /// `show diff`: what `apply` would send now, computed by the data source as the apply computes it (one
  /// computation: the preview cannot disagree with the apply). In a section-snapshot context: the pending
  /// section-snapshot apply.
  func diffReport() throws(ShellError) -> DiffReport {
    let old = applied
    if let outline {
      let dataSource = try outlineDataSource()
      let preview: (update: DataSourceUpdate, snapshot: Snapshot)
      do {
        preview = try dataSource.pendingUpdate(applying: outline.tree, to: outline.section)
      } catch {
        throw .dataSource(error)
      }
      if preview.update.kind == .reloadData { return .firstApplyIsReloadData }
      return .update(
        preview.update.batchUpdate, old: old, new: preview.snapshot, section: outline.section, view: view.kind,
        rowAnimation: nil)
    }
    var snapshot = working
    if settings.autoReconfigure { markChangedContent(in: &snapshot) }
    let update = try diffableDataSource().pendingUpdate(applying: snapshot)
    if update.kind == .reloadData { return .firstApplyIsReloadData }
    // What `apply` would print: a table's row animation unless animation is off.
    return .update(
      update.batchUpdate, old: old, new: snapshot, section: nil, view: view.kind,
      rowAnimation: settings.animate ? rowAnimation : nil)
  }

  /// `show tree S`: the stored section snapshot of S (in the context: the edited one when S is its section).
  func treeReport(_ section: String) throws(ShellError) -> TreeReport {
    if let outline, outline.section == section {
      return treeReport(of: outline.tree, section: section, source: .editing)
    }
    guard applied.contains(section: section) else { throw .noSuchSection(section, view: view.kind) }
    return treeReport(
      of: try outlineDataSource().snapshot(for: section), section: section,
      source: state.treeSections.contains(section) ? .stored : .flat)
  }

  func treeReport(of tree: Tree, section: String, source: TreeReport.Source) -> TreeReport {
    let nodes = tree.items.prefix(TreeReport.nodeLimit).map { item in
      TreeReport.Node(
        item: item, level: tree.level(of: item), hasChildren: !tree.children(of: item).isEmpty,
        isExpanded: tree.isExpanded(item), isVisible: tree.isVisible(item), parent: tree.parent(of: item))
    }
    return TreeReport(
      section: section, source: source, nodes: nodes, itemCount: tree.items.count,
      visibleCount: tree.visibleItems.count)
  }

  /// `show cells`: dequeues, reuses and configures per cell class, and the cells on screen.
  func cellsReport() -> CellsReport {
    let view = view
    return CellsReport(
      onScreen: view.visibleCells.count, viewportHeight: view.viewportHeight, statistics: view.cellStatistics,
      controllers: controllersSummary())
  }

  /// `info ITEM | S`: where an item is and what it is, or what a section holds.
  func infoReport(_ reference: ItemReference) throws(ShellError) -> InfoReport {
    let item = try item(reference)
    var report = InfoReport()
    report.view = view.kind
    let current = applied
    let inTree = outline?.tree.contains(item) == true
    let storedIn = storedTreeSection(containing: item)
    if current.contains(item) || working.contains(item) || inTree || storedIn != nil {
      let placement: InfoReport.Placement
      if let indexPath = dataSource.indexPath(for: item), let section = current.sectionIdentifier(containingItem: item)
      {
        var place: InfoReport.OutlinePlace?
        if state.treeSections.contains(section), let tree = dataSource.outline?.snapshot(for: section),
          tree.contains(item)
        {
          place = InfoReport.OutlinePlace(
            level: tree.level(of: item), parent: tree.parent(of: item), isExpanded: tree.isExpanded(item),
            isVisible: tree.isVisible(item))
        }
        let cellText: String?? = view.cell(at: indexPath).map { .some($0.text) } ?? .none
        placement = .row(indexPath, section: section, outline: place, cellText: cellText)
      } else if let section = storedIn, let tree = dataSource.outline?.snapshot(for: section) {
        placement = .hidden(section: section, level: tree.level(of: item), parent: tree.parent(of: item))
      } else {
        placement = .notShown
      }
      var workingPlace: (section: String, index: Int, itemCount: Int)?
      if let index = working.indexOfItem(item), let section = working.sectionIdentifier(containingItem: item) {
        workingPlace = (section, index, working.numberOfItems)
      }
      report.item = InfoReport.ItemInfo(
        item: item, placement: placement, content: content.text(for: item), working: workingPlace,
        inEditedTreeOf: inTree ? outline?.section : nil, viewState: viewStateInfo(of: item))
    }
    if reference.typeName == nil, current.contains(section: reference.id) || working.contains(section: reference.id) {
      let section = reference.id
      var info = InfoReport.SectionInfo(identifier: section)
      if let index = current.indexOfSection(section) {
        info.shown = (index, current.numberOfItems(inSection: section), state.treeSections.contains(section))
      }
      if let index = working.indexOfSection(section) {
        info.working = (index, working.numberOfItems(inSection: section))
      }
      report.section = info
    }
    guard report.item != nil || report.section != nil else { throw .noItemOrSection(reference.description) }
    return report
  }

  /// `scroll-to ITEM | S.I`: moves the viewport so the row is on screen; cells enter and leave.
  func scroll(to target: ScrollTarget) throws(ShellError) {
    let indexPath: IndexPath
    switch target {
    case .item(let reference):
      let item = try item(reference)
      guard let found = dataSource.indexPath(for: item) else {
        throw .notARow(item.reference, action: nil, view: view.kind)
      }
      indexPath = found
    case .indexPath(let section, let item):
      indexPath = IndexPath(item: item, section: section)
    }
    let view = view
    let before = Set(view.indexPathsForVisibleRows)
    try view.scrollToRow(at: indexPath)
    let entered = view.indexPathsForVisibleRows.filter { !before.contains($0) }.count
    record(
      .scroll(
        ScrollReport(
          viewport: view.visibleRowRange, rowCount: view.numberOfRows, enteredRows: entered, shown: shownLayout)))
  }

  /// `select ITEM`: the user taps the row; the delegate's onSelect receives the typed item.
  func select(_ reference: ItemReference) throws(ShellError) {
    let item = try item(reference)
    try view.tapRow(at: rowOnScreen(item, .select))
  }
}

extension InfoReport.SectionInfo {
  init(identifier: String) {
    self.identifier = identifier
  }
}

extension String {
  /// Pads with spaces to `width` characters (left-aligned, or right-aligned).
  func padded(_ width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - count))
    return right ? padding + self : self + padding
  }
}

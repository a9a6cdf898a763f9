// Applying: the working snapshot goes to the data source (`dataSource.apply(snapshot)`), the batch update it sent
// and the resulting layout are reported; history, undo and redo; the layout report.

import ListKit
import Lists

extension Session {
  /// `apply [--no-animation]`: `dataSource.apply(working, animatingDifferences:)`.
  func apply(animated: Bool? = nil) throws(ShellError) {
    let animated = animated ?? settings.animate
    var snapshot = working
    if settings.autoReconfigure { markChangedContent(in: &snapshot) }
    let dataSource = try diffableDataSource()
    try perform(mode: animated ? .animated : .noAnimation) { () throws(DataSourceError) in
      try dataSource.tryApply(snapshot, animatingDifferences: animated)
    }
  }

  /// `apply-reload-data`: `dataSource.applySnapshotUsingReloadData(working)`.
  func applyReloadData() throws(ShellError) {
    let snapshot = working
    let dataSource = try diffableDataSource()
    try perform(mode: .reloadData) { () throws(DataSourceError) in
      try dataSource.tryApplySnapshotUsingReloadData(snapshot)
    }
  }

  /// Runs one data-source apply, then reports it and (unless it is an undo/redo) records it as a history step. The
  /// data source is all-or-nothing: on error nothing changed. A body that returns nil sent nothing: no report, no step.
  /// `reportedUpdate` replaces what the data source sent in the report and the step (a drag: the user's move).
  /// Returns whether something was applied.
  @discardableResult
  func perform(
    mode: ApplyReport.Mode, section: String? = nil, cause: ApplyReport.Cause? = nil, recordsHistory: Bool = true,
    origin: StepOrigin? = nil, reportedUpdate: BatchUpdate? = nil,
    _ body: () throws(DataSourceError) -> DataSourceUpdate?
  ) throws(ShellError) -> Bool {
    let old = applied
    let clock = ContinuousClock()
    let start = clock.now
    let result: DataSourceUpdate?
    var dropped: DroppedSectionSnapshots?
    cellControllers.beginApply()
    var carriedTicks: [(item: AnyItem, controller: TodoController)] = []
    do {
      result = try body()
      if result != nil {
        dropped = try restoreCarriedTrees()
        carriedTicks = restoreCarriedTicks()
      }
    } catch {
      cellControllers.cancelApply()
      throw .dataSource(error)
    }
    let duration = clock.now - start
    controllersDidCommit()
    guard let result else { return false }
    let new = applied
    working = new
    content.clearChangesSinceApply()
    state.treeSections = state.treeSections.filter { new.contains(section: $0) }
    let report = ApplyReport(
      // Without animation a table's data source sends no row animation.
      mode: result.kind == .reloadData ? .reloadData : mode, view: view.kind,
      rowAnimation: mode == .noAnimation ? nil : rowAnimation,
      section: section, update: reportedUpdate ?? result.batchUpdate, old: old, new: new,
      layout: layoutReport(changes: reportedUpdate ?? result.batchUpdate, allRows: reportsEveryRow),
      duration: settings.timing ? duration : nil,
      isFirstApply: result.kind == .reloadData && mode != .reloadData && result.fallback == nil,
      cause: cause, fallback: result.fallback)
    state.lastApply = LastApply(mode: report.mode, update: report.update)
    record(.apply(report))
    if let restored = restoration(carriedTicks, cause: .newView, applied: true) {
      record(.viewStateRestored(restored))
    }
    if let dropped { record(.warning(.droppedSectionSnapshots(dropped))) }
    if recordsHistory { recordHistory(of: report, origin: origin) }
    return true
  }

  /// Runs `apply` (a `perform`) with the app's model set to `snapshot` first, as an app changes its model before it
  /// applies: a data source that answers the view's counts from the model (`inject-bug counts-from-model`) then sees
  /// the counts of what it applies, and a recovery's reloadData reads them, so the view ends showing what
  /// `snapshot()` holds. A failure, or an apply that sent nothing, puts the model back.
  func withModel(_ snapshot: Snapshot, _ apply: () throws(ShellError) -> Bool) throws(ShellError) {
    let model = working
    working = snapshot
    var didApply = false
    defer { if !didApply { working = model } }
    didApply = try apply()
  }

  /// The snapshot the view shows once `section` shows `rows` (a section snapshot's visible items); nil when the
  /// section is not shown (the apply will say why).
  func snapshot(showing rows: [AnyItem], inSection section: String) -> Snapshot? {
    var snapshot = applied
    guard snapshot.contains(section: section) else { return nil }
    var leaving = Set(snapshot.itemIdentifiers(inSection: section))
    for row in rows where snapshot.contains(row) { leaving.insert(row) }
    do {
      try snapshot.tryDeleteItems(Array(leaving))
      try snapshot.tryAppendItems(rows, toSection: section)
    } catch {
      return nil
    }
    return snapshot
  }

  /// The row animation a table's data source sends with its updates; nil for a collection view.
  var rowAnimation: HeadlessTableView.RowAnimation? {
    (dataSource as? ShellTableDataSource)?.defaultRowAnimation
  }

  /// A table's interactive move is done (the table moved the row, the app applied the moved snapshot, which sent
  /// nothing): the working snapshot follows, the move is the history step and the last update, and the layout is
  /// reported (no apply event: no apply reached the table).
  func recordUserMove(_ update: BatchUpdate, old: Snapshot, item: AnyItem) {
    let new = applied
    working = new
    content.clearChangesSinceApply()
    let layout = layoutReport(changes: update, allRows: reportsEveryRow)
    let report = ApplyReport(
      mode: .noAnimation, view: view.kind, rowAnimation: rowAnimation, update: update, old: old, new: new,
      layout: layout, cause: .user(.drag))
    state.lastApply = LastApply(mode: report.mode, update: report.update)
    recordHistory(of: report, origin: .userDrag(item))
    record(.layout(layout))
  }

  /// Auto-reconfigure, by Lists' rule: items whose content changed since the last apply (and that stay) are
  /// reconfigured, for `ContentEquatable` types only (a Banner's cell stays stale, as in a Lists app).
  func markChangedContent(in snapshot: inout Snapshot) {
    let changed = content.changedSinceApply
    guard !changed.isEmpty else { return }
    let current = applied
    let items = snapshot.itemIdentifiers.filter {
      $0.isContentEquatable && changed.contains($0.reference) && current.contains($0)
    }
    let marked = Set(snapshot.reconfiguredItemIdentifiers).union(snapshot.reloadedItemIdentifiers)
    let toMark = items.filter { !marked.contains($0) }
    if !toMark.isEmpty { snapshot.reconfigureItems(toMark) }
  }

  // MARK: History

  /// Bounds what history keeps alive: at most this many items over all entries (oldest entries go first).
  static let historyItemBudget = 2_000_000

  private func recordHistory(of report: ApplyReport, origin: StepOrigin? = nil) {
    let shown = self.shown
    // An apply that sent nothing and changed nothing adds no step to undo. A diffed apply knows it from its batch
    // (no O(n) compare) unless it changed a section snapshot's shape or the ticks; a reloadData has no batch, so it
    // compares. An apply that only reloaded or reconfigured cells is a step: the cells show other text.
    let previous = history[state.historyPosition].shown
    if report.mode != .reloadData && shown.trees == previous.trees && shown.ticked == previous.ticked {
      guard !report.update.isEmpty else { return }
    } else {
      guard previous != shown else { return }
    }
    let replaced = report.fallback.map { StepOrigin.reloadData(replacing: $0.batchUpdate) }
    recordHistoryStep(shown, update: report.update.isEmpty ? nil : report.update, origin: origin ?? replaced)
  }

  /// Makes `shown` the newest step (after the current one: the steps that `redo` would have shown go), within the
  /// budget.
  func recordHistoryStep(
    _ shown: ShownState, update: BatchUpdate? = nil, tap: TapStep? = nil, origin: StepOrigin? = nil
  ) {
    history.removeSubrange((state.historyPosition + 1)...)
    history.append(HistoryEntry(shown: shown, update: update, tap: tap, origin: origin))
    // The newest entries that fit the budget stay (the newest always): counted from the end, so a step costs what
    // the history keeps, not what it ever held, and the oldest go in one removal.
    var total = 0
    var first = history.count - 1
    while first > 0 {
      total += history[first].snapshot.numberOfItems
      if total + history[first - 1].snapshot.numberOfItems > Self.historyItemBudget { break }
      first -= 1
    }
    if first > 0 { history.removeFirst(first) }
    state.historyPosition = history.count - 1
  }

  /// `undo`: the view shows the previous step of the history again (its snapshot, section snapshots and ticks).
  func undo() throws(ShellError) {
    guard state.historyPosition > 0 else { throw .nothingToUndo }
    try requireNoUnappliedEdits()
    try show(step: state.historyPosition - 1, cause: .undo(step: state.historyPosition - 1))
  }

  /// `redo`: the view shows the next step of the history again.
  func redo() throws(ShellError) {
    guard state.historyPosition + 1 < history.count else { throw .nothingToRedo }
    try requireNoUnappliedEdits()
    try show(step: state.historyPosition + 1, cause: .redo(step: state.historyPosition + 1))
  }

  /// Shows history step `step`: its snapshot (the diff is what the view receives), then each of its section
  /// snapshots, which show the same rows (so they send nothing) and put back each tree's shape and expansion, then
  /// its ticks, set on the cell controllers (the cells on screen are reconfigured once, at the end of the apply).
  /// Sections whose step has no section snapshot show flat rows again. A step that shows the same list as the view
  /// (a tap's, or the one before a tap) applies nothing: only the ticks change.
  private func show(step: Int, cause: ApplyReport.Cause) throws(ShellError) {
    let dataSource = try diffableDataSource()
    let target = history[step].shown
    let restorationCause: ViewStateRestoration.Cause =
      switch cause {
      case .redo: .redo(step: step)
      default: .undo(step: step)
      }
    state.carriedTicks = []
    if target.showsTheSameList(as: shown) && state.carriedTrees.isEmpty {
      try showTicks(of: target, cause: restorationCause)
      state.historyPosition = step
      return
    }
    let flattened = state.treeSections.subtracting(target.trees.keys).filter { target.snapshot.contains(section: $0) }
    state.treeSections = Set(target.trees.keys)
    state.carriedTrees = [:]
    var ticks: [(item: AnyItem, controller: TodoController)] = []
    // The app sets its model to the step first, then applies, as for any apply.
    try withModel(target.snapshot) { () throws(ShellError) in
      try perform(mode: .animated, cause: cause, recordsHistory: false) { () throws(DataSourceError) in
        let update = try dataSource.tryApply(target.snapshot, animatingDifferences: true)
        if let outline = self.dataSource.outline {
          for section in flattened.sorted() {
            var flat = Tree()
            flat.append(target.snapshot.itemIdentifiers(inSection: section))
            _ = try outline.tryApply(flat, to: section, animatingDifferences: false)
          }
          for (section, tree) in target.trees.sorted(by: { $0.key < $1.key }) {
            _ = try outline.tryApply(tree, to: section, animatingDifferences: false)
          }
        }
        // Last, once nothing can fail: the items the step shows are in the list now.
        ticks = self.setTicks(target.ticked, isInList: self.listMembership())
        return update
      }
    }
    if let restored = restoration(ticks, cause: restorationCause, applied: true) {
      record(.viewStateRestored(restored))
    }
    state.historyPosition = step
  }

  // MARK: Layout

  /// What the view shows now, for the report of a change made without an apply, when the session's owner asks
  /// (`reportsShownLayout`); nil otherwise.
  var shownLayout: LayoutReport? { reportsShownLayout ? layoutReport(allRows: false) : nil }

  /// What the view shows, with the change marks of `changes`, and its section titles: every row (`allRows`), or the
  /// rows a person reads (all when they fit the viewport, else the viewport).
  func layoutReport(changes: BatchUpdate? = nil, allRows: Bool) -> LayoutReport {
    let shown = shownRows()
    let dataSource = dataSource
    let total = shown.counts.reduce(0, +)
    let view = view
    let viewport = view.visibleRowRange
    let wanted = allRows ? 0..<total : rowsRead(of: total)

    var inserted = Set<IndexPath>()
    var moved = Set<IndexPath>()
    var reloaded = Set<IndexPath>()
    var reconfigured = Set<IndexPath>()
    var insertedSections = Set<Int>()
    var reloadedSections = Set<Int>()
    if let changes {
      inserted = Set(changes.insertedItems)
      moved = Set(changes.movedItems.map(\.to))
      reloaded = Set(changes.reloadedItems)
      reconfigured = Set(changes.reconfiguredItems)
      insertedSections = Set(changes.insertedSections)
      reloadedSections = Set(changes.reloadedSections)
    }

    // A classic data source's view can show other items than its model holds (§8): mark those rows.
    var outOfSync: [IndexPath: OutOfSyncReport.Row] = [:]
    if classicDataSource != nil {
      for row in outOfSyncReport().rows { outOfSync[row.indexPath] = row }
    }

    var sections: [LayoutSection] = []
    var rowBase = 0
    for (sectionIndex, section) in shown.sections.enumerated() {
      let itemCount = shown.counts[sectionIndex]
      let isOutline = state.treeSections.contains(section)
      let tree: Tree? = isOutline ? dataSource.outline?.snapshot(for: section) : nil
      var rows: [LayoutRow] = []
      let items = Self.items(ofSectionAt: rowBase, count: itemCount, within: wanted)
      if !items.isEmpty {
        rows.reserveCapacity(items.count)
        for index in items {
          let indexPath = IndexPath(item: index, section: sectionIndex)
          guard let item = shown.item(indexPath) else { continue }
          let key = item.displayKey
          let model = content.text(for: item)
          let cell = view.cell(at: indexPath)
          // Every mark the apply left on the row: an item inserted and reloaded in one apply is both.
          var changes: [LayoutRow.Change] = []
          if insertedSections.contains(sectionIndex) || inserted.contains(indexPath) { changes.append(.inserted) }
          if reloadedSections.contains(sectionIndex) || reloaded.contains(indexPath) { changes.append(.reloaded) }
          if moved.contains(indexPath) { changes.append(.moved) }
          if reconfigured.contains(indexPath) { changes.append(.reconfigured) }
          var level = 0
          var expanded: Bool?
          if let tree, tree.contains(item) {
            level = tree.level(of: item)
            if tree.isExpanded(item) || !tree.children(of: item).isEmpty { expanded = tree.isExpanded(item) }
          }
          let listCell = cell as? HeadlessListCell
          let todoCell = cell as? TodoCell
          // A table cell's detail text and accessory (set-detail, set-accessory) read like a list cell's.
          let tableCell = cell as? HeadlessTableViewCell
          let tableAccessory = tableCell.map { $0.accessoryType == .none ? [] : [$0.accessoryType.rawValue] } ?? []
          rows.append(
            LayoutRow(
              section: sectionIndex, item: index, identifier: item, key: key, typeName: item.shellTypeName,
              level: level,
              expanded: expanded, cellText: cell?.text ?? model, modelText: model, hasCell: cell != nil,
              changes: changes, secondaryText: listCell?.secondaryText ?? tableCell?.detailText,
              accessories: listCell?.visibleAccessories.map(\.description) ?? tableAccessory,
              checkbox: todoCell?.isChecked,
              outOfSync: outOfSync[indexPath]))
        }
      }
      sections.append(
        LayoutSection(
          identifier: section, header: view.shownTitle(.header, ofSectionAt: sectionIndex),
          footer: view.shownTitle(.footer, ofSectionAt: sectionIndex), rows: rows, isOutline: isOutline,
          itemCount: itemCount, firstRow: rowBase))
      rowBase += itemCount
    }
    var tableStyle: HeadlessTableView.Style?
    if case .table(let table) = view { tableStyle = table.style }
    return LayoutReport(
      view: view.kind, tableStyle: tableStyle, sections: sections, viewport: viewport, totalRows: total)
  }

  /// The rows of `total` a person reads: all when they fit the viewport, else the viewport's.
  private func rowsRead(of total: Int) -> Range<Int> {
    total <= max(view.viewportHeight, 1) ? 0..<total : view.visibleRowRange
  }

  /// The items of a section whose first row is `firstRow` and which has `count` items, that are among `rows`.
  private static func items(ofSectionAt firstRow: Int, count: Int, within rows: Range<Int>) -> Range<Int> {
    let lower = max(rows.lowerBound - firstRow, 0)
    return lower..<max(lower, min(rows.upperBound - firstRow, count))
  }

  /// The app's model as a layout, for the pictures of a failed update (drawn beside the view, which the failure left
  /// unchanged): `model`'s sections and its items in the rows the view has on screen, each row reading the model's
  /// text; no cells, no change marks. Made only when pictures are recorded, for an error step.
  func modelLayoutReport(_ model: Snapshot) -> LayoutReport {
    let sections = model.sectionIdentifiers
    let counts = sections.map { model.numberOfItems(inSection: $0) }
    let total = counts.reduce(0, +)
    let wanted = rowsRead(of: total).clamped(to: 0..<total)
    var rowBase = 0
    var layoutSections: [LayoutSection] = []
    for (sectionIndex, section) in sections.enumerated() {
      let itemCount = counts[sectionIndex]
      var rows: [LayoutRow] = []
      for index in Self.items(ofSectionAt: rowBase, count: itemCount, within: wanted) {
        let indexPath = IndexPath(item: index, section: sectionIndex)
        guard let item = model.itemIdentifier(at: indexPath) else { continue }
        let text = content.text(for: item)
        rows.append(
          LayoutRow(
            section: sectionIndex, item: index, identifier: item, key: item.displayKey, typeName: item.shellTypeName,
            level: 0, expanded: nil, cellText: text, modelText: text, hasCell: false))
      }
      layoutSections.append(
        LayoutSection(identifier: section, rows: rows, isOutline: false, itemCount: itemCount, firstRow: rowBase))
      rowBase += itemCount
    }
    return LayoutReport(view: view.kind, sections: layoutSections, viewport: wanted, totalRows: total)
  }

  /// What the app's data says after a failed update, for the pictures: the model a rejected batch's counts were
  /// checked against (a classic data source), or the working snapshot a failed apply sent (a diffable one); nil for
  /// a failure of another kind.
  func modelAfterFailure(_ error: ShellError) -> Snapshot? {
    switch error {
    case .rejectedBatch(let batch): batch.model
    case .dataSource: classicDataSource == nil ? working : nil
    default: nil
    }
  }

  /// The sections and rows the view shows, read without copying a section (the layout prints a viewport of a list
  /// that may hold a million rows): a diffable data source's applied snapshot, O(log n) a row; for a classic data
  /// source the view's own rows, since a view out of sync with its model can show one item twice, which no snapshot
  /// can hold.
  private func shownRows() -> (sections: [String], counts: [Int], item: (IndexPath) -> AnyItem?) {
    if let classic = classicDataSource {
      let rows = view.rowIdentities
      let sections = classic.shownSections
      let counts = sections.indices.map { $0 < rows.count ? rows[$0].count : 0 }
      return (sections, counts, { rows[$0.section][$0.item]?.base as? AnyItem })
    }
    let snapshot = applied
    let sections = snapshot.sectionIdentifiers
    return (sections, sections.map { snapshot.numberOfItems(inSection: $0) }, { snapshot.itemIdentifier(at: $0) })
  }
}

// Text output: every `ShellEvent` as the lines a person reads. An apply's summary, its batch updates in UIKit's
// index-path frames (each naming its identifier), and the layout with outline indentation, disclosure marks, cell text
// and change marks; the reports of the inspection commands; errors and warnings. Colour only decorates: every mark is
// also a word.

import ListKit
import Lists

@MainActor
struct TextRenderer {
  var color: Bool

  private enum Style: String {
    case inserted = "32"
    case moved = "33"
    case reloaded = "36"
    case reconfigured = "35"
    case stale = "31"
    case dim = "2"
    case bold = "1"
    case error = "1;31"
    case warning = "1;33"
  }

  /// Colour marks, which the output boundary (`TerminalText.safe`) turns into ANSI colour: the renderer never writes
  /// an escape sequence, so every one that reaches the terminal is one of these.
  private func paint(_ text: String, _ style: Style) -> String {
    color ? TerminalText.colored(text, code: style.rawValue) : text
  }

  /// The colour of each emphasis the shared words mark.
  private func paint(_ text: String, _ emphasis: Emphasis) -> String {
    let style: Style =
      switch emphasis {
      case .strong: .bold
      case .faint: .dim
      case .inserted: .inserted
      case .moved: .moved
      case .reloaded: .reloaded
      case .reconfigured: .reconfigured
      }
    return paint(text, style)
  }

  func error(_ message: String) -> String { paint("error:", .error) + " " + message }
  func warning(_ message: String) -> String { paint("warning:", .warning) + " " + message }

  /// How an item and a section are printed: the shell's one way (`Words`).
  func name(_ item: AnyItem) -> String { Words.name(item) }
  func name(section: String) -> String { Words.name(section: section) }
  private func names(_ items: [AnyItem]) -> String { Words.names(items) }

  // MARK: Events

  /// The text of an event as printed: warnings and errors prefixed with `FILE:LINE: ` when they come from a script.
  func render(_ event: ShellEvent, at location: SourceLocation) -> String {
    switch event {
    case .warning(let warning): location.prefix + self.warning(warning.message)
    case .error(let failure): location.prefix + errorText(failure)
    default: text(of: event)
    }
  }

  /// The text of an event (errors and warnings without their location).
  func text(of event: ShellEvent) -> String {
    switch event {
    case .apply(let report): apply(report)
    case .layout(let report): layout(report)
    case .snapshot(let report): snapshot(report)
    case .diff(let report): diff(report)
    case .tree(let report): tree(report)
    case .cells(let report): cells(report)
    case .info(let report): info(report)
    case .types(let entries): types(entries)
    case .history(let report): history(report)
    case .scroll(let report): Words.scroll(report)
    case .selected(let report):
      "onSelect: \(name(report.item)) — a \(report.item.shellTypeName) value (cell \(report.cellClass ?? "no cell")) "
        + "at \(report.indexPath.section).\(report.indexPath.item)"
        + (report.shownItem.map { shown in
          "; the row shows \(shown.map(name) ?? "no item"): the view is out of sync, and the app's didSelectItemAt "
            + "reads its model"
        } ?? "")
    case .tap(let item, let expand):
      "user taps \(expand ? "▸" : "▾") \(name(item)) to \(expand ? "expand" : "collapse") it"
    case .viewStateChanged(let change): viewStateChange(change)
    case .viewStateRestored(let restoration): viewStateRestoration(restoration)
    case .handler(let call): handler(call)
    case .user(let action): user(action)
    case .dataSourceCall(let call): dataSourceCall(call)
    case .viewReplaced(let replacement): Words.viewReplacement(replacement)
    case .sectionTitle(let change): sectionTitle(change)
    case .treeEdited(let edit): treeEdit(edit)
    case .note(let note): self.note(note)
    case .warning(let warning): self.warning(warning.message)
    case .echo(let text): text
    case .help(_, let text): text
    case .settings(let settings): self.settings(settings)
    case .working(let summary): paint(working(summary), .dim)
    case .error(let failure): errorText(failure)
    case .dataSourceReplaced(let kind, let view): Words.dataSourceReplacement(kind, view: view)
    case .batchStep(let step): batchStep(step)
    case .bugInjected(let bug, let view):
      bug.map {
        if $0 == .countsFromModel {
          "injected: \($0.name) — the data source answers the view's counts from the model: an edit before the next"
            + " apply changes them behind its back"
        } else if $0 == .deleteRowOnly {
          "injected: \($0.name) — the app's swipe Delete handler deletes the row from the view but not the item from"
            + " the model: the next swipe ITEM delete fails"
        } else if view == .table, $0.isNotDequeued {
          "injected: \($0.name) — but a table accepts a cell it did not dequeue, as UIKit does: the row shows it and"
            + " the cell is never reused (only a collection view fails)"
        } else {
          "injected: \($0.name) — the next apply (or reconfigure) that asks the cell provider fails"
        }
      }
        ?? "inject-bug off: the cell provider behaves again"
    case .explanation(let report): explanation(report)
    case .expectedError(let failure): "expected error: " + errorText(failure, prefix: "")
    case .testResult(let result):
      result.failure.map { "FAIL \(result.script)\n     \($0)" } ?? "ok   \(result.script)"
    case .testSummary(let passed, let failed): "\(passed) passed, \(failed) failed"
    }
  }

  /// An error, and under a failure of the update lab its explanation.
  func errorText(_ failure: CommandFailure, prefix: String? = nil) -> String {
    ([prefix.map { $0 + failure.message } ?? error(failure.message)] + Words.explanation(of: failure.error))
      .joined(separator: "\n")
  }

  private func batchStep(_ step: BatchStep) -> String {
    switch step {
    case .opened:
      "performBatchUpdates { … } is open: edit the model and make view calls, then commit (or cancel)"
    case .recorded(let call, let view): "  recorded: " + call.appleCall(in: view)
    case .cancelled(let edits, let calls):
      "batch cancelled: \(plural(edits, "model edit")) undone, \(plural(calls, "view call")) dropped"
    }
  }

  private func handler(_ call: HandlerCall) -> String {
    switch call {
    case .willExpandItem(let item): "  handler: sectionSnapshotHandlers.willExpandItem(\(name(item)))"
    case .willCollapseItem(let item): "  handler: sectionSnapshotHandlers.willCollapseItem(\(name(item)))"
    case .snapshotForExpandingParent(let parent, let children):
      "  handler: sectionSnapshotHandlers.snapshotForExpandingParent(\(name(parent))) supplied "
        + (children == 1 ? "1 child" : "\(children) children")
    }
  }

  // MARK: User actions

  private func path(_ indexPath: IndexPath) -> String { "\(indexPath.section).\(indexPath.item)" }

  private func user(_ action: UserAction) -> String {
    let row = "\(action.view.element) \(path(action.indexPath)) (\(name(action.item)))"
    switch action.kind {
    case .swipeDelete: return "user swipes \(row) and taps Delete"
    case .drag: return "user drags \(row) to \(action.destination.map(path) ?? "?")"
    }
  }

  private func dataSourceCall(_ call: DataSourceCall) -> String {
    func answer(_ yes: Bool) -> String { yes ? "true" : "false" }
    switch call {
    case .canEditRow(let indexPath, let yes):
      return "  \(call.method) for row \(path(indexPath)) → \(answer(yes))"
    case .commitDelete(let indexPath, let item):
      return "  tableView(_:commit: .delete, forRowAt: \(path(indexPath))): the app deletes \(name(item)) from "
        + "dataSource.snapshot() and applies it"
    case .canMoveRow(let indexPath, let yes):
      return "  \(call.method) for row \(path(indexPath)) → \(answer(yes))"
    case .moveRow(let from, let to, let item, let sent):
      return
        "  the table moves row \(path(from)) → \(path(to)); tableView(_:moveRowAt: \(path(from)), to: \(path(to))): "
        + "the app moves \(name(item)) in dataSource.snapshot() and applies it without animation: "
        + (sent == .none ? "nothing to send (the table shows it already)" : "it sent a \(sent.rawValue)")
    case .trailingSwipeActions(let indexPath, let offersDelete):
      return "  \(call.method) for item \(path(indexPath)) → "
        + (offersDelete ? "a Delete action" : "nil (no swipe actions)")
    case .deleteActionHandler(let item):
      return "  the Delete action's handler: the app deletes \(name(item)) from dataSource.snapshot() and applies it"
    case .canReorderItem(let item, let yes):
      return "  \(call.method)(\(name(item))) → \(answer(yes))"
    case .reorder(_, let removals, let insertions, let finalItemCount):
      let changes =
        removals.map { "remove \(name($0.0)) at \($0.1)" } + insertions.map { "insert \(name($0.0)) at \($0.1)" }
      return "  \(call.method)(transaction): difference "
        + (changes.isEmpty ? "empty" : changes.joined(separator: ", "))
        + "; finalSnapshot \(plural(finalItemCount, "item"))"
    }
  }

  private func sectionTitle(_ change: SectionTitleChange) -> String {
    let what = "\(change.kind.rawValue) of section \(name(section: change.section))"
    let title = change.title.map { "\(what): " + IdentifierSyntax.shownText($0) } ?? "\(what) removed"
    guard change.isShown else { return title }
    let reader =
      change.view == .table
      ? "tableView(_:titleFor\(change.kind == .header ? "Header" : "Footer")InSection:)"
      : "its \(change.kind.rawValue) view"
    return title + " (the \(change.view.viewName) reads \(reader) when it loads the section: "
      + "reload-sections \(name(section: change.section)))"
  }

  private func treeEdit(_ edit: TreeEdit) -> String {
    let what: String
    switch edit.action {
    case .began(let current):
      what =
        current
        ? "editing a copy of dataSource.snapshot(for: \(name(section: edit.section)))"
        : "editing a new, empty section snapshot"
    case .ended: return "section snapshot of \(name(section: edit.section)) discarded (nothing applied)"
    case .appended(let items, let parent):
      what = "appended \(names(items))" + (parent.map { " to \(name($0))" } ?? " as roots")
    case .inserted(let items, let before, let destination):
      what = "inserted \(names(items)) \(before ? "before" : "after") \(name(destination))"
    case .deleted(let items): what = "deleted \(names(items)) (with descendants)"
    case .expanded(let items): what = "expanded \(names(items))"
    case .collapsed(let items): what = "collapsed \(names(items))"
    }
    return "section snapshot of \(name(section: edit.section)): \(what); \(plural(edit.itemCount, "item")), "
      + "\(edit.visibleCount) visible"
  }

  private func note(_ note: Note) -> String {
    switch note {
    case .alreadyInState(let item, let expanded):
      return "\(name(item)) is already \(expanded ? "expanded" : "collapsed")"
    case .unknownItemsIgnored(let items):
      return "note: \(names(items)) \(items.count == 1 ? "is" : "are") not in the working snapshot; "
        + "deleteItems ignores unknown identifiers, as Apple's does"
    case .unknownSectionsIgnored(let sections):
      return
        "note: \(sections.map(name(section:)).joined(separator: " ")) \(sections.count == 1 ? "is" : "are") not in "
        + "the working snapshot; deleteSections ignores unknown identifiers, as Apple's does"
    case .viewCount(let section, let count, let view):
      return view == .table
        ? "tableView.numberOfRows(inSection: \(section)) = \(count)"
        : "collectionView.numberOfItems(inSection: \(section)) = \(count)"
    case .lazyChildrenRegistered(let parent, let children):
      return "on-expand: expanding \(name(parent)) will supply \(children == 1 ? "1 child" : "\(children) children") "
        + "(snapshotForExpandingParent)"
    case .lazyChildrenForAbsentParent(let parent, let children):
      return "on-expand: expanding \(name(parent)) will supply \(children == 1 ? "1 child" : "\(children) children"); "
        + "note: \(name(parent)) is in no snapshot yet"
    case .appFailedAfterUserMove(let message):
      return "note: the table moved the row, then the app's moveRowAt failed (\(message)); the move stands"
    case .picturesWritten(let format, let path, let steps, let files, let bytes):
      let what = format == .html ? "a page of \(plural(steps, "step"))" : "\(plural(files, "picture")), one per step"
      return "wrote \(what) to \(path) (\(max(bytes / 1024, 1)) KB)"
    case .swipeActionsOffered(let item, let indexPath, let titles, let setting):
      let row = "\(indexPath.section).\(indexPath.item)"
      guard !titles.isEmpty else {
        return "swipe \(name(item)) (row \(row)) offers no actions (\(setting) is off: set \(setting) on)"
      }
      return "swipe \(name(item)) (row \(row)) offers: \(titles.joined(separator: ", "))"
        + " (swipe \(name(item)) ACTION taps one)"
    }
  }

  private func settings(_ settings: [Setting]) -> String {
    let width = settings.map(\.name.rawValue.count).max() ?? 0
    let valueWidth = max(5, settings.map(\.value.text.count).max() ?? 0)
    return settings.map { setting in
      let name = setting.name
      return "\(name.rawValue.padded(width))  \(setting.value.text.padded(valueWidth))  \(name.declaration.summary)"
    }.joined(separator: "\n")
  }

  private func working(_ summary: WorkingSummary) -> String {
    guard !summary.isModel else {
      return "model: \(plural(summary.sectionCount, "section")), \(plural(summary.itemCount, "item"))"
        + (summary.isEdited ? " (the view has not been told)" : "")
    }
    return "working snapshot: \(plural(summary.sectionCount, "section")), \(plural(summary.itemCount, "item"))"
      + (summary.isEdited ? " (not applied yet)" : "")
  }

  // MARK: Apply

  /// The words of an apply and of a batch's operations, coloured as this renderer colours them.
  private var applyWords: ApplyWords { ApplyWords(paint: paint) }

  func apply(_ report: ApplyReport) -> String {
    var lines = applyWords.lines(report)
    if !report.layout.sections.isEmpty {
      let table = report.layout.tableStyle.map { "of the \($0.rawValue) table " } ?? ""
      lines.append(paint("  layout \(table)(index path, item, the text its cell shows):", .dim))
    }
    lines.append(layout(report.layout))
    return lines.joined(separator: "\n")
  }

  // MARK: Layout

  /// At least this many neighbouring empty sections print as one line.
  static let emptySectionRun = 3

  func layout(_ report: LayoutReport) -> String {
    var lines: [String] = []
    if report.sections.isEmpty {
      return "  (the \(report.view.viewName) is empty)"
    }
    let shownRows = report.sections.reduce(0) { $0 + $1.rows.count }
    let partial = shownRows < report.totalRows
    // The sections printed: all of them, or (for a large layout) those from the first to the last with a row on
    // screen; the others are counted above and below the viewport.
    var shown = report.sections.indices
    if partial {
      let withRows = report.sections.indices.filter { !report.sections[$0].rows.isEmpty }
      shown = (withRows.first ?? 0)..<((withRows.last ?? -1) + 1)
    }
    let firstShown = report.sections[shown].lazy.compactMap { $0.rows.first }.first.map { row in
      report.sections[row.section].firstRow + row.item
    }
    func elsewhere(rows: Int, sections: Int, _ place: String) -> String? {
      let parts = [rows > 0 ? plural(rows, "row") : nil, sections > 0 ? plural(sections, "more section") : nil]
        .compactMap { $0 }
      return parts.isEmpty ? nil : paint("  … \(parts.joined(separator: " and ")) \(place) the viewport", .dim)
    }
    if partial, let above = elsewhere(rows: firstShown ?? 0, sections: shown.lowerBound, "above") {
      lines.append(above)
    }
    let hasOutline = report.sections.contains(where: \.isOutline)
    let rows = report.sections[shown].flatMap(\.rows)
    let pathWidth = max(7, rows.map { "\($0.section).\($0.item)".count }.max() ?? 0)
    let keyWidth = min(rows.map { name($0.identifier).count + 2 * $0.level + (hasOutline ? 2 : 0) }.max() ?? 0, 40)
    var index = shown.lowerBound
    while index < shown.upperBound {
      let section = report.sections[index]
      // A run of empty sections reads as one line (a hundred thousand empty sections are not a screenful each).
      if section.itemCount == 0 {
        var end = index
        while end + 1 < shown.upperBound, report.sections[end + 1].itemCount == 0 { end += 1 }
        if end - index + 1 >= Self.emptySectionRun {
          lines.append(
            "  sections \(name(section: section.identifier)) … \(name(section: report.sections[end].identifier)) "
              + paint("(\(end - index + 1) empty sections)", .dim))
          index = end + 1
          continue
        }
      }
      index += 1
      let kind = section.isOutline ? "outline, " : ""
      lines.append(
        "  section \(name(section: section.identifier)) (\(kind)\(plural(section.itemCount, report.view.element)))")
      if let header = section.header {
        // UIKit: a plain table's header floats over its section's rows; a grouped one scrolls away with the top.
        if let style = report.tableStyle, style != .plain, let first = section.rows.first, first.item > 0 {
          lines.append(
            paint(
              "    (header \(IdentifierSyntax.shownText(header)) scrolled away with the rows above: a \(style.rawValue)"
                + " table's headers do not float)", .dim))
        } else {
          lines.append("    header " + IdentifierSyntax.shownText(header))
        }
      }
      if section.itemCount == 0 { lines.append(paint("    (empty)", .dim)) }
      for row in section.rows {
        let indent = String(repeating: "  ", count: row.level)
        // Outline rows keep a column for the disclosure mark so that leaves line up under their parents.
        let disclosure = row.expanded.map { $0 ? "▾ " : "▸ " } ?? (section.isOutline ? "  " : "")
        var text =
          "    " + paint("\(row.section).\(row.item)".padded(pathWidth), .dim) + " "
          + (indent + disclosure + name(row.identifier)).padded(keyWidth)
          + "  " + (row.checkbox.map(Words.checkbox) ?? "") + IdentifierSyntax.shownText(row.cellText)
        // A list cell's secondary text and accessories, only where a cell has them.
        if let secondary = row.secondaryText { text += " · " + IdentifierSyntax.shownText(secondary) }
        if !row.accessories.isEmpty { text += "  " + paint("[" + row.accessories.joined(separator: ", ") + "]", .dim) }
        for change in row.changes {
          let (mark, style): (String, Style) =
            switch change {
            case .inserted: ("+ inserted", .inserted)
            case .moved: ("→ moved", .moved)
            case .reloaded: ("↻ reloaded", .reloaded)
            case .reconfigured: ("✎ reconfigured", .reconfigured)
            }
          text += "  " + paint(mark, style)
        }
        if let wrong = row.outOfSync {
          text += "  " + paint("≠ the model has " + (wrong.model.map(name) ?? "no row") + " here", .stale)
        }
        if row.isStale {
          text += "  " + paint("stale: the model says " + IdentifierSyntax.shownText(row.modelText), .stale)
        }
        lines.append(text)
      }
      if let footer = section.footer { lines.append("    footer " + IdentifierSyntax.shownText(footer)) }
    }
    if partial {
      let last = (firstShown ?? 0) + shownRows
      let sectionsBelow = report.sections.count - shown.upperBound
      if let below = elsewhere(rows: report.totalRows - last, sections: sectionsBelow, "below") { lines.append(below) }
    }
    return lines.joined(separator: "\n")
  }

  // MARK: Inspection reports

  /// At most this many items per section in `show snapshot`; larger sections say how many more.

  func snapshot(_ report: SnapshotReport) -> String {
    var lines = [
      report.isModel
        ? "model: \(plural(report.sections.count, "section")), \(plural(report.itemCount, "item"))"
          + (report.isEdited ? " (the view shows something else)" : "")
        : "working snapshot: \(plural(report.sections.count, "section")), \(plural(report.itemCount, "item"))"
          + (report.isEdited ? " (edited since the last apply)" : "")
    ]
    let reloaded = Set(report.reloaded)
    let reconfigured = Set(report.reconfigured)
    for section in report.sections {
      let shown = section.items.prefix(Words.listLimit).map { item -> String in
        var word = name(item)
        if reloaded.contains(item) { word += " (reload)" }
        if reconfigured.contains(item) { word += " (reconfigure)" }
        return word
      }
      let more = section.items.count > Words.listLimit ? " … \(section.items.count - Words.listLimit) more" : ""
      let mark = section.isReloaded ? " (reload)" : ""
      lines.append(
        "  \(name(section: section.identifier))\(mark): "
          + (section.items.isEmpty ? "(empty)" : shown.joined(separator: " ") + more))
    }
    if let tree = report.editedTree { lines.append(self.tree(tree)) }
    return lines.joined(separator: "\n")
  }

  func diff(_ report: DiffReport) -> String {
    switch report {
    case .firstApplyIsReloadData:
      return "the first apply of a data source is a reloadData (no batch updates)"
    case .update(let update, let old, let new, let section, let view, let animation):
      let what = section.map { "applying the section snapshot to \(name(section: $0))" } ?? "apply"
      if update.isEmpty { return "no changes: \(what) would send nothing" }
      return "\(what) would send: \(update.summary(element: view.element))\n"
        + applyWords.updates(update, old: old, new: new, element: view.element, animation: animation)
        .joined(separator: "\n")
    }
  }

  func tree(_ report: TreeReport) -> String {
    let source =
      switch report.source {
      case .editing: "section snapshot being edited for \(name(section: report.section))"
      case .stored: "dataSource.snapshot(for: \(name(section: report.section)))"
      case .flat: "dataSource.snapshot(for: \(name(section: report.section))) (flat: no section snapshot applied)"
      }
    var lines = [
      "\(source): \(plural(report.itemCount, "item")), \(plural(report.visibleCount, "visible item"))"
    ]
    for node in report.nodes {
      let disclosure = node.hasChildren || node.isExpanded ? (node.isExpanded ? "▾ " : "▸ ") : "  "
      lines.append(
        "  " + String(repeating: "  ", count: node.level) + disclosure + name(node.item)
          + (node.isVisible ? "" : "   (hidden: a collapsed ancestor)"))
    }
    if report.itemCount > report.nodes.count { lines.append("  … \(report.itemCount - report.nodes.count) more") }
    return lines.joined(separator: "\n")
  }

  func cells(_ report: CellsReport) -> String {
    let statistics = report.statistics
    var lines = ["cells: \(report.onScreen) on screen (viewport \(plural(report.viewportHeight, "row")))"]
    if statistics.isEmpty { lines.append("  no cell has been dequeued yet") }
    let width = max(statistics.map(\.className.count).max() ?? 0, 10)
    if !statistics.isEmpty {
      lines.append("  " + "class".padded(width) + "  dequeues  created  reused  configured  prepareForReuse")
    }
    for entry in statistics {
      lines.append(
        "  " + entry.className.padded(width) + "  " + String(entry.dequeues).padded(8, right: true) + "  "
          + String(entry.creations).padded(7, right: true) + "  " + String(entry.reuses).padded(6, right: true) + "  "
          + String(entry.configures).padded(10, right: true) + "  "
          + String(entry.prepareForReuseCalls).padded(15, right: true))
    }
    if let controllers = report.controllers {
      lines.append(
        "  cell controllers: \(controllers.alive) alive (\(controllers.mounted) mounted on a cell), "
          + "\(controllers.created) created, \(controllers.released) released; \(plural(controllers.mounts, "mount")), "
          + "\(plural(controllers.unmounts, "unmount")); "
          + "\(plural(controllers.viewStateReconfigures, "view-state reconfigure"))")
    }
    return lines.joined(separator: "\n")
  }

  // MARK: View state

  func viewStateChange(_ change: ViewStateChange) -> String {
    Words.viewStateChange(change).joined(separator: "\n")
  }

  /// `undo`/`redo` (or a new view's first apply) set the controllers' view state.
  func viewStateRestoration(_ restoration: ViewStateRestoration) -> String {
    Words.viewStateRestoration(restoration, paint: paint).joined(separator: "\n")
  }

  func viewState(_ info: ViewStateInfo) -> String {
    let controller =
      switch info.controller {
      case .none: "no cell controller (none yet, or the item left the list): a fresh view state"
      case .alive: "cell controller alive, not mounted: no cell on screen"
      case .mounted: "cell controller alive, mounted on the item's cell"
      }
    return "  view state: " + (info.isTicked ? "ticked" : "not ticked") + " (\(controller))"
  }

  func info(_ report: InfoReport) -> String {
    var lines: [String] = []
    if let info = report.item {
      let item = info.item
      lines.append("item \(name(item)): a \(item.shellTypeName) (cell class \(item.shellTypeName)Cell)")
      switch info.placement {
      case .row(let indexPath, let section, let outline, let cellText):
        lines.append("  shown at \(indexPath.section).\(indexPath.item) in section \(name(section: section))")
        if let outline {
          lines.append(
            "  level \(outline.level), parent \(outline.parent.map(name) ?? "none"), "
              + (outline.isExpanded ? "expanded" : "collapsed") + ", " + (outline.isVisible ? "visible" : "hidden"))
        }
        if let cellText {
          lines.append("  cell shows " + IdentifierSyntax.shownText(cellText ?? ""))
        } else {
          lines.append("  no cell (off screen)")
        }
      case .hidden(let section, let level, let parent):
        lines.append(
          "  not a row: hidden in the section snapshot of \(name(section: section)) (level \(level), parent "
            + "\(parent.map(name) ?? "none"), a collapsed ancestor)")
      case .notShown:
        lines.append("  not in the \(report.view.viewName)")
      }
      lines.append("  model content " + IdentifierSyntax.shownText(info.content))
      if let state = info.viewState { lines.append(viewState(state)) }
      if let working = info.working {
        lines.append(
          "  working snapshot: section \(name(section: working.section)), indexOfItem \(working.index) "
            + "(of \(plural(working.itemCount, "item")))")
      } else {
        lines.append("  not in the working snapshot")
      }
      if let section = info.inEditedTreeOf {
        lines.append("  in the section snapshot being edited for \(name(section: section))")
      }
    }
    if let section = report.section {
      if !lines.isEmpty { lines.append("") }
      lines.append("section \(name(section: section.identifier))")
      if let shown = section.shown {
        lines.append("  shown at index \(shown.index) with \(plural(shown.itemCount, "item"))")
        lines.append(shown.isOutline ? "  has a section snapshot (outline)" : "  flat (no section snapshot)")
      } else {
        lines.append("  not in the \(report.view.viewName)")
      }
      if let working = section.working {
        lines.append("  working snapshot: index \(working.index), \(plural(working.itemCount, "item"))")
      }
    }
    return lines.joined(separator: "\n")
  }

  func types(_ entries: [ItemCatalogue.Entry]) -> String {
    let width = entries.map(\.typeName.count).max() ?? 0
    var lines = ["item types (write Type:id; an untyped word is a Text item):"]
    for entry in entries {
      lines.append("  " + entry.typeName.padded(width) + "  cell \(entry.cellClassName.padded(12))  \(entry.summary)")
    }
    return lines.joined(separator: "\n")
  }

  func history(_ report: HistoryReport) -> String {
    report.entries.enumerated().map { index, entry in
      let marker = index == report.position ? "→" : " "
      return "\(marker) \(index)  \(plural(entry.snapshot.numberOfItems, "item"))  "
        + Words.historySummary(entry, element: report.view.element)
    }.joined(separator: "\n")
  }
}

extension TextRenderer {
  /// `explain`: the catalogue's explanation (what went wrong, the numbers, causes, fix), or why there is none.
  func explanation(_ report: ExplainReport) -> String {
    guard let place = report.place else { return explanationLines(report) }
    return Words.crashLogHeading(place) + "\n" + explanationLines(report)
      + Words.crashLogNotes(place, message: report.message, text: report.text).map { "\n  " + $0 }.joined()
  }

  private func explanationLines(_ report: ExplainReport) -> String {
    guard let message = report.message else {
      switch (report.subject, report.text) {
      case (.lastError, nil):
        return "no error yet in this session (explain TEXT explains a pasted UIKit or Apple message)"
      case (.lastError, let text?):
        return "the last error is the shell's own, not a UIKit or Apple message:\n  " + text
      case (.pasted, _):
        return "unknown message: it is none of the UIKit or Apple messages explain knows (batch-update rules R1–R17,"
          + " snapshot and section-snapshot errors, cell and registration failures)"
      }
    }
    let lines = Words.explanation(of: message)
    return ([lines[0]] + lines.dropFirst().map { "  " + $0 }).joined(separator: "\n")
  }
}

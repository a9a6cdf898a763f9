// The words of what changes the view without an apply — a scroll, a new view or data source, a tap's view state,
// view state put back — and of a failure's explanation: the text output prints them, the pictures take their first
// line as a step's summary. One place, so that the two never word them differently.

import ListKit
import Lists

extension Words {
  /// `scroll-to`: `viewport: rows 4–7 of 12; 4 rows entered the screen`.
  static func scroll(_ report: ScrollReport) -> String {
    "viewport: rows \(report.viewport.lowerBound)–\(report.lastVisibleRow) of \(report.rowCount); "
      + "\(plural(report.enteredRows, "row")) entered the screen"
  }

  /// `view table|collection`: the new view and data source, and what was kept.
  static func viewReplacement(_ replacement: ViewReplacement) -> String {
    "view: a new, empty \(replacement.tableStyle.map { "\($0.rawValue) " } ?? "")\(replacement.view.viewName) and a new "
      + "\(replacement.dataSource.rawValue) data source "
      + (replacement.dataSource == .diffable
        ? "(the next apply is a reloadData); " : "(reload-data shows the model); ")
      + "kept: the working snapshot (\(plural(replacement.workingSections, "section")), "
      + "\(plural(replacement.workingItems, "item"))), content, titles, settings and history"
      + (replacement.carriedTrees.isEmpty
        ? ""
        : "; the section snapshots of \(replacement.carriedTrees.map { name(section: $0) }.joined(separator: ", "))"
          + " come back with the first apply")
  }

  /// `data-source classic|diffable`: the new data source on a new view of `view`'s kind.
  static func dataSourceReplacement(_ kind: DataSourceKind, view: ViewKind) -> String {
    switch kind {
    case .classic:
      "data source: classic (a plain \(view.uiKitClass)DataSource over the model, the working snapshot) on a new"
        + " \(view.viewName); it shows nothing until reload-data. Editing commands now edit the model; batch … commit"
        + " tells the view."
    case .diffable:
      "data source: diffable (\(view.uiKitClass)DiffableDataSource) on a new \(view.viewName); its first apply"
        + " is a reloadData."
    }
  }

  /// The checkbox a Todo's cell shows: `[x] ` or `[ ] `.
  static func checkbox(_ isChecked: Bool) -> String { isChecked ? "[x] " : "[ ] " }

  /// `tap ITEM`: what the controller set, then the cell it reconfigured and that nothing was applied.
  static func viewStateChange(_ change: ViewStateChange) -> [String] {
    let cells = change.reconfigured.map { "\($0.section).\($0.item)" }
    return [
      "user taps the checkbox of \(name(change.item)): its controller sets the view state to "
        + (change.isTicked ? "ticked" : "not ticked"),
      "  " + plural(cells.count, "cell") + " reconfigured (\(change.cellClass) at \(cells.joined(separator: ", "))),"
        + " now showing " + checkbox(change.isTicked) + IdentifierSyntax.shownText(change.cellText ?? ""),
      "  no snapshot applied, nothing diffed",
    ]
  }

  /// `undo`/`redo` (or a new view's first apply) set the controllers' view state: alone (`undo (back to history step
  /// 2) → view state: …`, its heading set apart with `paint`), or after the apply that came with it (`  then history
  /// step 2's view state, …`).
  static func viewStateRestoration(
    _ restoration: ViewStateRestoration, paint: (String, Emphasis) -> String = { text, _ in text }
  ) -> [String] {
    let ticked = restoration.changes.filter(\.isTicked).map(\.item)
    let unticked = restoration.changes.filter { !$0.isTicked }.map(\.item)
    let states = [
      ticked.isEmpty ? nil : names(ticked) + " ticked", unticked.isEmpty ? nil : names(unticked) + " not ticked",
    ].compactMap { $0 }.joined(separator: "; ")
    let head: String
    switch restoration.cause {
    case .newView: head = "  then the view state carried from the old view"
    case .undo(let step) where restoration.applied, .redo(let step) where restoration.applied:
      head = "  then history step \(step)'s view state"
    case .undo(let step): head = paint("undo (back to history step \(step)) → view state", .strong)
    case .redo(let step): head = paint("redo (forward to history step \(step)) → view state", .strong)
    }
    let unchanged = "  no snapshot applied, nothing diffed"
    guard !restoration.changes.isEmpty else { return [head + ": the view shows it already", unchanged] }
    let cells =
      restoration.reconfigured.isEmpty
      ? "no cell on screen to reconfigure"
      : plural(restoration.reconfigured.count, "cell") + " reconfigured ("
        + restoration.reconfigured.map { "\($0.section).\($0.item)" }.joined(separator: ", ") + ")"
    let controllers = restoration.changes.count == 1 ? "its cell controller" : "their cell controllers"
    if restoration.applied { return [head + ", set on \(controllers): \(states)", "  \(cells)"] }
    return [head + ": \(states), set on \(controllers)", "  \(cells)", unchanged]
  }

  /// The lines under a failure that the shell explains: a batch the view rejected, a cell-provider mistake; none for
  /// the others.
  static func explanation(of error: ShellError) -> [String] {
    switch error {
    case .rejectedBatch(let batch): rejectedBatch(batch)
    case .cellProvider(let failure): cellProviderFailure(failure)
    default: []
    }
  }

  /// The failure catalogue's explanation of a message (what went wrong, the numbers, causes, fix), its first line
  /// naming a rule that is not a batch rule and the wording of the view it was written for.
  static func explanation(of message: FailureMessage) -> [String] {
    var lines = message.explanation
    if let rule = message.rule, !rule.hasPrefix("R") { lines[0] = rule + ": " + lines[0] }
    if let wording = message.wording {
      if lines[0].hasSuffix(".") { lines[0].removeLast() }
      lines[0] += " (\(wording.rawValue) wording)."
    }
    return lines
  }
}

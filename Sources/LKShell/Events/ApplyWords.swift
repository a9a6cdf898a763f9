// The words of an apply, as the text output prints them and the pictures show them: its summary line, a fallback's
// reasons (a reload threshold, a recovered batch) and the batch operations in the order the view received them. The
// text renderer colours the words marked with an `Emphasis`; the pictures keep them plain.

import ListKit
import Lists

/// How a renderer may set some words apart: the text renderer colours them, other outputs keep the words.
enum Emphasis: Sendable {
  /// A heading (`apply`, `reloadData`).
  case strong
  /// A line that frames others (`  performBatchUpdates …:`).
  case faint
  /// What an operation did to its rows.
  case inserted, moved, reloaded, reconfigured
}

/// The words of an apply (and of `show diff`'s operations), with the emphasis a renderer gives them.
@MainActor
struct ApplyWords {
  /// Sets words apart with an emphasis (the text renderer's colour); the identity for plain words.
  var paint: (String, Emphasis) -> String = { text, _ in text }

  /// At most this many batch operations are listed; the rest are counted.
  static let operationLimit = 40

  private func path(_ indexPath: IndexPath) -> String { "\(indexPath.section).\(indexPath.item)" }

  /// The lines of an apply before its layout: the summary line (`apply: 2 items inserted (0.120 ms)`, a reloadData
  /// and why), then a fallback's reasons or the operations the view received.
  func lines(_ report: ApplyReport) -> [String] {
    var lines: [String] = []
    let update = report.update
    let timing = report.duration.map { " (\(Words.milliseconds($0)))" } ?? ""
    switch report.mode {
    case .reloadData where report.fallback != nil:
      lines += fallback(report.fallback!, report)
      if let history = historyHead(report.cause) { lines[0] = paint(history + " →", .strong) + " " + lines[0] }
    case .reloadData:
      let why =
        report.isClassic
        ? "reloadData(): the view read the model again"
        : report.isFirstApply
          ? "the first apply of a data source is a reloadData: no diff, no batch updates"
          : "applySnapshotUsingReloadData: no diff, the view was reset"
      let history = historyHead(report.cause).map { $0 + " → " } ?? ""
      lines.append(
        paint(history + "reloadData", .strong) + ": \(plural(report.new.numberOfSections, "section")), "
          + "\(plural(report.new.numberOfItems, report.view.element)) (\(why))\(timing)")
    case _ where report.cause == .user(.drag):
      // UIKit moved the cell during the interaction; the data source's apply of the final snapshot has nothing left to
      // send, in a collection view as in a table.
      let move = update.movedItems.first.map {
        "moves \(report.view.element) \(path($0.from)) → \(path($0.to)) (\(report.new.itemIdentifier(at: $0.to).map(Words.name) ?? "?"))"
      }
      // An expanded parent's children left with its collapse when the drag began: the update's deletes.
      let collapse = dragCollapse(update, report)
      lines.append(
        "  \(collapse)the \(report.view.viewName) \(move ?? "keeps the item where it was"); the data source applies "
          + "transaction.finalSnapshot: nothing \(collapse.isEmpty ? "" : "more ")to send (the"
          + " \(report.view.viewName) shows it already)")
    default:
      var head: String
      switch report.mode {
      case .section: head = "apply section snapshot to \(report.section.map { Words.name(section: $0) } ?? "?")"
      case .noAnimation: head = "apply (no animation)"
      case .batch: head = "performBatchUpdates (classic data source)"
      default: head = "apply"
      }
      switch report.cause {
      case .undo, .redo: head = (historyHead(report.cause) ?? "") + " → " + head
      case .user(let action):
        // A swipe-delete's apply is the app's (in commit or the Delete handler); a reorder's is the data source's own.
        head = "\(action.rawValue) → the \(action == .drag ? "data source" : "app")'s \(head)"
      case nil: break
      }
      lines.append(
        paint(head, .strong) + ": "
          + (update.isEmpty
            ? "no changes (nothing reached the \(report.view.viewName))" : update.summary(element: report.view.element))
          + timing)
      if !update.isEmpty {
        lines += updates(
          update, old: report.old, new: report.new, element: report.view.element, animation: report.rowAnimation,
          refreshesInOldFrame: report.mode == .batch)
      }
    }
    return lines
  }

  /// What an undo or a redo says before the apply it made (`undo (back to history step 1)`); nil for another cause.
  private func historyHead(_ cause: ApplyReport.Cause?) -> String? {
    switch cause {
    case .undo(let step): "undo (back to history step \(step))"
    case .redo(let step): "redo (forward to history step \(step))"
    case .user, nil: nil
    }
  }

  /// A reloadData that replaced a batch: why (`reloadData instead of a batch of 7 changes (threshold 3)`, or `the
  /// batch was rejected (R16): recovered with reloadData`), then for a recovery UIKit's message and the catalogue's
  /// explanation.
  func fallback(_ fallback: DataSourceUpdate.Fallback, _ report: ApplyReport) -> [String] {
    let shown =
      "\(plural(report.new.numberOfSections, "section")), \(plural(report.new.numberOfItems, report.view.element))"
    let timing = report.duration.map { " (\(Words.milliseconds($0)))" } ?? ""
    let changes = plural(fallback.batchUpdate.changeCount, "change")
    switch fallback.reason {
    case .reloadThreshold(let threshold):
      return [
        paint("reloadData", .strong) + " instead of a batch of \(changes) (threshold \(threshold)): \(shown)\(timing)"
      ]
    case .interrupted:
      return [paint("reloadData", .strong) + " instead of a batch of \(changes) (interrupt): \(shown)\(timing)"]
    case .recovered(let error):
      let message = error.failureMessage
      let rule = message.rule.map { " (\($0))" } ?? ""
      var lines = [
        paint("the batch was rejected\(rule): recovered with reloadData", .strong) + ": \(shown)\(timing)",
        "  the rejected batch: " + fallback.batchUpdate.summary(element: report.view.element),
      ]
      lines += message.text.split(separator: "\n").map { "  " + $0 }
      lines += message.explanation.map { "  " + $0 }
      return lines
    }
  }

  /// The collapse of an expanded parent as a user starts dragging it (its children's rows, right below it, are the
  /// update's deletes): `the data source collapses Folder:a as the drag begins (2 items deleted: 0.1 File:x, 0.2
  /// File:y); `, or "" when the dragged row had no visible children.
  private func dragCollapse(_ update: BatchUpdate, _ report: ApplyReport) -> String {
    guard let first = update.deletedItems.first else { return "" }
    let parent = report.old.itemIdentifier(at: IndexPath(item: first.item - 1, section: first.section))
    let rows = update.deletedItems.map { row in
      "\(row.section).\(row.item)" + (report.old.itemIdentifier(at: row).map { " " + Words.name($0) } ?? "")
    }
    return "the data source collapses \(parent.map(Words.name) ?? "the item") as the drag begins"
      + " (\(plural(rows.count, report.view.element)) deleted: \(rows.joined(separator: ", "))); "
  }

  /// The operations in the order the view receives them: the structural batch (deletes and reloads in the old
  /// frame, inserts in the new, moves old → new), then reloads and reconfigures at final index paths; in a view's
  /// words (`insert row` in a table), with a table's row animation on the batch lines. A hand-written batch
  /// (`refreshesInOldFrame`) lists its reloads and reconfigures as the app sent them, at index paths before the
  /// update, inside the block.
  func updates(
    _ update: BatchUpdate, old: DiffableDataSourceSnapshot<String, AnyItem>,
    new: DiffableDataSourceSnapshot<String, AnyItem>, element: String = "item",
    animation: HeadlessTableView.RowAnimation? = nil, refreshesInOldFrame: Bool = false
  ) -> [String] {
    var structural: [String] = []
    var refresh: [String] = []
    func section(_ snapshot: DiffableDataSourceSnapshot<String, AnyItem>, _ index: Int) -> String {
      snapshot.sectionIdentifier(at: index).map { Words.name(section: $0) } ?? "?"
    }
    func item(_ snapshot: DiffableDataSourceSnapshot<String, AnyItem>, _ path: IndexPath) -> String {
      snapshot.itemIdentifier(at: path).map(Words.name) ?? "?"
    }
    func path(_ path: IndexPath) -> String { "\(path.section).\(path.item)" }
    func line(_ verb: String, _ place: String, _ name: String, _ style: Emphasis? = nil) -> String {
      // The verb column is 17 wide; a verb that fills it (`reconfigure items`) still gets its space.
      let text = (verb.count < 17 ? verb.padded(17) : verb + " ") + place.padded(11) + " " + name
      return "    " + (style.map { paint(text, $0) } ?? text)
    }
    // Runs of neighbouring places (a page of inserts, a block of deletes; sections or index paths) print as one line
    // each, keeping the order the view receives them: 1,000 inserts read as one line, not a screenful. `step` says
    // how far the second place is from the first when they are neighbours (nil otherwise); a run keeps its first step.
    func runs<Place>(
      _ verb: String, _ places: [Place], noun: String, step: (Place, Place) -> Int?, place: (Place) -> String,
      name: (Place) -> String, _ style: Emphasis?
    ) -> [String] {
      var result: [String] = []
      var start = 0
      while start < places.count {
        var end = start
        if start + 1 < places.count, let first = step(places[start], places[start + 1]) {
          while end + 1 < places.count, step(places[end], places[end + 1]) == first { end += 1 }
        }
        if end - start >= 2 {
          result.append(
            line(
              verb + "s", "\(place(places[start]))…\(place(places[end]))",
              "\(name(places[start])) … \(name(places[end])) (\(end - start + 1) \(noun))", style))
          start = end + 1
        } else {
          result.append(line(verb, place(places[start]), name(places[start]), style))
          start += 1
        }
      }
      return result
    }
    func sectionRuns(
      _ verb: String, _ indices: [Int], _ snapshot: DiffableDataSourceSnapshot<String, AnyItem>, _ style: Emphasis?
    ) -> [String] {
      runs(
        verb, indices, noun: "sections", step: { $1 == $0 + 1 ? 1 : nil }, place: { "\($0)" },
        name: { section(snapshot, $0) }, style)
    }
    func itemRuns(
      _ verb: String, _ paths: [IndexPath], _ snapshot: DiffableDataSourceSnapshot<String, AnyItem>, _ style: Emphasis?
    ) -> [String] {
      runs(
        verb, paths, noun: "\(element)s",
        step: { $0.section == $1.section && abs($1.item - $0.item) == 1 ? $1.item - $0.item : nil }, place: path,
        name: { item(snapshot, $0) }, style)
    }
    structural += sectionRuns("delete section", update.deletedSections, old, nil)
    structural += sectionRuns("insert section", update.insertedSections, new, .inserted)
    for move in update.movedSections {
      structural.append(line("move section", "\(move.from) → \(move.to)", section(new, move.to), .moved))
    }
    structural += itemRuns("delete \(element)", update.deletedItems, old, nil)
    structural += itemRuns("insert \(element)", update.insertedItems, new, .inserted)
    for move in update.movedItems {
      structural.append(line("move \(element)", "\(path(move.from)) → \(path(move.to))", item(new, move.to), .moved))
    }
    let refreshFrame = refreshesInOldFrame ? old : new
    refresh += sectionRuns("reload section", update.reloadedSections, refreshFrame, .reloaded)
    refresh += itemRuns("reload \(element)", update.reloadedItems, refreshFrame, .reloaded)
    refresh += itemRuns("reconfigure \(element)", update.reconfiguredItems, refreshFrame, .reconfigured)
    var lines: [String] = []
    var budget = Self.operationLimit
    func list(_ operations: [String], title: String) {
      guard !operations.isEmpty else { return }
      lines.append(paint(title, .faint))
      let shown = min(budget, operations.count)
      lines.append(contentsOf: operations.prefix(shown))
      if shown < operations.count { lines.append("    " + OutputLimit.more(operations.count - shown)) }
      budget = max(0, budget - shown)
    }
    // A table's data source passes its row animation with every insert, delete and reload.
    let with = animation.map { " with .\($0.rawValue)" } ?? ""
    list(structural, title: "  performBatchUpdates\(with) (deletes: old index paths, inserts: new, moves: old → new):")
    list(
      refresh,
      title: refreshesInOldFrame
        ? "  reloads\(with) and reconfigures, in the same block (index paths before the update):"
        : "  then reloads\(with) and reconfigures, at final index paths:")
    return lines
  }
}

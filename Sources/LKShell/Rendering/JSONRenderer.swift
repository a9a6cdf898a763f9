// JSON Lines output (docs/language.md §4): one object per line for every `ShellEvent`. The shapes are a contract read
// by tools outside this repository (only additions are allowed): the `apply` event's index frames exactly as in text
// mode, reloads and reconfigures in the final state; other events carry their facts and a `text` field with the text
// rendering, which the caller passes in (this renderer never asks the text renderer; the words both carry are the
// events' own, `Words`).

import ListKit
import Lists

@MainActor
enum JSONRenderer {
  /// The JSON object of an event; `location` gives errors and warnings their `line` (and `file` in a script), `text`
  /// is the event's text rendering (its `text` field).
  static func render(_ event: ShellEvent, at location: SourceLocation, text: String) -> JSONValue {
    func message(_ kind: String, _ fields: [(String, JSONValue)]) -> JSONValue {
      .object([("event", .string(kind))] + fields + [("text", .string(text))])
    }
    switch event {
    case .apply(let report): return apply(report)
    case .layout(let report): return message("layout", [("layout", layout(report))])
    case .snapshot(let report): return message("snapshot", snapshot(report))
    case .diff(let report): return message("diff", diff(report))
    case .tree(let report): return message("tree", [("section", .string(report.section)), ("items", tree(report))])
    case .cells(let report): return message("cells", cells(report))
    case .info(let report): return message("info", info(report))
    case .types(let entries): return message("types", [("types", .array(entries.map(type)))])
    case .history(let report): return message("history", [("entries", .array(history(report)))])
    case .scroll(let report):
      return message(
        "scroll", [("viewport", .array([.int(report.viewport.lowerBound), .int(report.lastVisibleRow)]))])
    case .selected(let report): return message("select", selection(report))
    case .user(let action): return message("user", user(action))
    case .dataSourceCall(let call):
      return message("data-source-call", [("call", .string(call.method))] + dataSourceCall(call))
    case .viewReplaced(let replacement): return message("view", viewReplacement(replacement))
    case .sectionTitle(let change): return message("section-title", sectionTitle(change))
    case .tap(let item, let expand):
      return message("tap", [("item", .string(item.displayKey)), ("action", .string(expand ? "expand" : "collapse"))])
    case .viewStateChanged(let change): return message("view-state", viewStateChange(change))
    case .viewStateRestored(let restoration): return message("view-state-restored", viewStateRestoration(restoration))
    case .handler(let call): return message("handler", handler(call))
    case .treeEdited(let edit): return message("tree-edit", treeEdit(edit))
    case .note: return message("note", [])
    case .warning(let warning): return Self.warning(warning, at: location)
    case .echo: return message("echo", [])
    case .help(let topic, _): return message("help", topic.map { [("command", .string($0.command))] } ?? [])
    case .settings(let settings): return message("settings", [("settings", .object(settings.map(setting)))])
    case .working(let summary): return message("working", working(summary))
    case .error(let failure): return error(failure, at: location)
    case .dataSourceReplaced(let kind, let view):
      return message("data-source", [("dataSource", .string(kind.rawValue)), ("view", .string(view.rawValue))])
    case .batchStep(let step): return message("batch", batchStep(step))
    case .bugInjected(let bug, _): return message("inject-bug", [("bug", bug.map { .string($0.name) } ?? .null)])
    case .explanation(let report): return message("explain", explanation(report))
    case .expectedError(let failure):
      return message("expected-error", [("message", .string(failure.message))] + ruleField(of: failure))
    case .testResult(let result):
      return .object(
        [("event", "test"), ("script", .string(result.script)), ("passed", .bool(result.failure == nil))]
          + (result.failure.map { [("message", JSONValue.string($0))] } ?? []))
    case .testSummary(let passed, let failed):
      return .object([("event", "tests"), ("passed", .int(passed)), ("failed", .int(failed))])
    }
  }

  // MARK: The fields of each event

  private static func diff(_ report: DiffReport) -> [(String, JSONValue)] {
    switch report {
    case .firstApplyIsReloadData: [("reloadData", true)]
    case .update(let update, _, _, let section, _, _):
      (section.map { [("section", JSONValue.string($0))] } ?? []) + updateFields(update)
    }
  }

  private static func cells(_ report: CellsReport) -> [(String, JSONValue)] {
    let classes: [JSONValue] = report.statistics.map {
      .object([
        ("class", .string($0.className)), ("dequeues", .int($0.dequeues)), ("created", .int($0.creations)),
        ("reused", .int($0.reuses)), ("configured", .int($0.configures)),
        ("prepareForReuse", .int($0.prepareForReuseCalls)),
      ])
    }
    var fields: [(String, JSONValue)] = [("onScreen", .int(report.onScreen)), ("classes", .array(classes))]
    // An addition (docs/language.md §4.2): present once a cell controller was created.
    if let controllers = report.controllers {
      fields.append(
        (
          "controllers",
          .object([
            ("alive", .int(controllers.alive)), ("mounted", .int(controllers.mounted)),
            ("created", .int(controllers.created)), ("released", .int(controllers.released)),
            ("mounts", .int(controllers.mounts)), ("unmounts", .int(controllers.unmounts)),
            ("viewStateReconfigures", .int(controllers.viewStateReconfigures)),
          ])
        ))
    }
    return fields
  }

  private static func type(_ entry: ItemCatalogue.Entry) -> JSONValue {
    .object([
      ("type", .string(entry.typeName)), ("cell", .string(entry.cellClassName)), ("summary", .string(entry.summary)),
    ])
  }

  private static func history(_ report: HistoryReport) -> [JSONValue] {
    report.entries.enumerated().map { index, entry in
      var fields: [(String, JSONValue)] = [
        ("index", .int(index)), ("current", .bool(index == report.position)),
        ("items", .int(entry.snapshot.numberOfItems)),
        ("summary", .string(Words.historySummary(entry, element: report.view.element))),
      ]
      // Additions (docs/language.md §4.2): the step's ticks when it has any, the tap that made a tap's step.
      if !entry.ticked.isEmpty { fields.append(("ticked", .array(entry.ticked.map { .string($0.displayKey) }))) }
      if let tap = entry.tap {
        fields.append(("tap", .object([("item", .string(tap.item.displayKey)), ("ticked", .bool(tap.isTicked))])))
      }
      return .object(fields)
    }
  }

  private static func selection(_ report: SelectionReport) -> [(String, JSONValue)] {
    [
      ("item", .string(report.item.displayKey)), ("type", .string(report.item.shellTypeName)),
      ("indexPath", indexPath(report.indexPath)),
    ] + (report.shownItem.map { [("shown", $0.map { .string($0.displayKey) } ?? .null)] } ?? [])
  }

  private static func user(_ action: UserAction) -> [(String, JSONValue)] {
    var fields: [(String, JSONValue)] = [
      ("action", .string(action.kind.rawValue)), ("item", .string(action.item.displayKey)),
      ("indexPath", indexPath(action.indexPath)),
    ]
    if let destination = action.destination { fields.append(("to", indexPath(destination))) }
    fields.append(("view", .string(action.view.rawValue)))
    return fields
  }

  private static func viewReplacement(_ replacement: ViewReplacement) -> [(String, JSONValue)] {
    let fields: [(String, JSONValue)] = [
      ("view", .string(replacement.view.rawValue)), ("dataSource", .string(replacement.dataSource.rawValue)),
    ]
    // Addition (docs/language.md §7): a table's style.
    return fields + (replacement.tableStyle.map { [("style", .string($0.rawValue))] } ?? [])
  }

  private static func sectionTitle(_ change: SectionTitleChange) -> [(String, JSONValue)] {
    [
      ("kind", .string(change.kind.rawValue)), ("section", .string(change.section)),
      ("title", change.title.map { .string($0) } ?? .null),
    ]
  }

  private static func viewStateChange(_ change: ViewStateChange) -> [(String, JSONValue)] {
    [
      ("item", .string(change.item.displayKey)), ("type", .string(change.item.shellTypeName)),
      ("indexPath", indexPath(change.indexPath)), ("viewState", .object([("ticked", .bool(change.isTicked))])),
      ("reconfigured", .array(change.reconfigured.map(indexPath))), ("applied", .bool(false)),
    ]
  }

  private static func viewStateRestoration(_ restoration: ViewStateRestoration) -> [(String, JSONValue)] {
    let cause: [(String, JSONValue)] =
      switch restoration.cause {
      case .undo(let step): [("cause", "undo"), ("step", .int(step))]
      case .redo(let step): [("cause", "redo"), ("step", .int(step))]
      case .newView: [("cause", "view")]
      }
    let items: [JSONValue] = restoration.changes.map { change in
      .object([
        ("item", .string(change.item.displayKey)), ("type", .string(change.item.shellTypeName)),
        ("ticked", .bool(change.isTicked)), ("indexPath", change.indexPath.map(indexPath) ?? .null),
      ])
    }
    return cause + [
      ("applied", .bool(restoration.applied)), ("items", .array(items)),
      ("reconfigured", .array(restoration.reconfigured.map(indexPath))),
    ]
  }

  private static func handler(_ call: HandlerCall) -> [(String, JSONValue)] {
    switch call {
    case .willExpandItem(let item): [("handler", "willExpandItem"), ("item", .string(item.displayKey))]
    case .willCollapseItem(let item): [("handler", "willCollapseItem"), ("item", .string(item.displayKey))]
    case .snapshotForExpandingParent(let parent, let children):
      [
        ("handler", "snapshotForExpandingParent"), ("item", .string(parent.displayKey)),
        ("children", .int(children)),
      ]
    }
  }

  private static func treeEdit(_ edit: TreeEdit) -> [(String, JSONValue)] {
    [
      ("section", .string(edit.section)), ("action", .string(edit.action.name)), ("items", .int(edit.itemCount)),
      ("visible", .int(edit.visibleCount)),
    ]
  }

  /// A setting's value as JSON: a toggle is a bool, a number an int, `off` null.
  private static func setting(_ setting: Setting) -> (String, JSONValue) {
    let name = setting.name.rawValue
    return switch setting.value {
    case .integer(let value): (name, .int(value))
    case .toggle(let on): (name, .bool(on))
    case .word(let word): (name, .string(word))
    case .limit(let value): (name, value.map { .int($0) } ?? .null)
    }
  }

  private static func working(_ summary: WorkingSummary) -> [(String, JSONValue)] {
    [("sections", .int(summary.sectionCount)), ("items", .int(summary.itemCount)), ("edited", .bool(summary.isEdited))]
      + (summary.isModel ? [("model", .bool(true))] : [])
  }

  private static func batchStep(_ step: BatchStep) -> [(String, JSONValue)] {
    switch step {
    case .opened: [("action", "open")]
    case .recorded(let call, let view): [("action", "call"), ("call", .string(call.commandLine(words: view)))]
    case .cancelled(let edits, let calls): [("action", "cancel"), ("edits", .int(edits)), ("calls", .int(calls))]
    }
  }

  /// An error event; a failure of the update lab adds (after the contract's fields) `"rule"` (`"R15"`, or the
  /// cell-provider failure's name such as `"nil-cell"`) and the lines of its explanation.
  private static func error(_ failure: CommandFailure, at location: SourceLocation) -> JSONValue {
    let base = located("error", failure.message, at: location)
    var extra: [(String, JSONValue)] = []
    switch failure.error {
    case .rejectedBatch(let batch):
      extra.append(("rule", batch.failure.rule.map { .string("R\($0)") } ?? .null))
      extra.append(("explanation", .array(Words.rejectedBatch(batch).map { .string(trimmed($0)) })))
      extra.append(("snapshotCommands", .string(Words.snapshotEquivalent(of: batch))))
    case .cellProvider(let cellFailure):
      extra.append(("rule", .string(cellFailure.bug.name)))
      extra.append(("explanation", .array(Words.cellProviderFailure(cellFailure).map { .string(trimmed($0)) })))
    default:
      return base
    }
    guard case .object(let fields) = base else { return base }
    return .object(fields + extra)
  }

  /// `"rule"` of a failure of the update lab (`"R15"`, `"nil-cell"`); nothing for other failures.
  private static func ruleField(of failure: CommandFailure) -> [(String, JSONValue)] {
    switch failure.error {
    case .rejectedBatch(let batch): [("rule", batch.failure.rule.map { .string("R\($0)") } ?? .null)]
    case .cellProvider(let cellFailure): [("rule", .string(cellFailure.bug.name))]
    default: []
    }
  }

  /// A warning event; the out-of-sync warning adds `"kind":"out-of-sync"` and the rows, the warning of a session that
  /// ends with work not applied `"kind":"unapplied-work"`.
  private static func warning(_ warning: ShellWarning, at location: SourceLocation) -> JSONValue {
    let base = located("warning", warning.message, at: location)
    guard case .object(let fields) = base else { return base }
    if case .unappliedWork = warning { return .object(fields + [("kind", "unapplied-work")]) }
    if case .unappliedWorkOnQuit = warning {
      return .object(fields + [("kind", "unapplied-work"), ("leaving", .bool(false))])
    }
    guard case .outOfSync(let report) = warning else { return base }
    let rows: [JSONValue] = report.rows.map { row in
      .object([
        ("indexPath", indexPath(row.indexPath)), ("shown", row.shown.map { .string($0.displayKey) } ?? .null),
        ("model", row.model.map { .string($0.displayKey) } ?? .null),
      ])
    }
    let sections: [JSONValue] = report.sections.map { section in
      .object([
        ("index", .int(section.index)), ("shown", section.shown.map { .string($0) } ?? .null),
        ("model", section.model.map { .string($0) } ?? .null),
      ])
    }
    return .object(fields + [("kind", "out-of-sync"), ("rows", .array(rows)), ("sections", .array(sections))])
  }

  private static func trimmed(_ line: String) -> String {
    String(line.drop { $0 == " " })
  }

  /// `{"event":"error"|"warning","line":N,"message":…}`, plus `"file"` (last, an addition to the contract) when it
  /// happened in a script file: a nested `run` names the script that failed.
  /// A refusal of the command line itself (`lks test missing.lks`): an error event with no script line (`line` 0).
  static func usageError(_ message: String) -> JSONValue {
    located("error", message, at: SourceLocation(file: nil, line: 0))
  }

  private static func located(_ kind: String, _ message: String, at location: SourceLocation) -> JSONValue {
    var fields: [(String, JSONValue)] = [
      ("event", .string(kind)), ("line", .int(location.line)), ("message", .string(message)),
    ]
    if let file = location.scriptFile { fields.append(("file", .string(file))) }
    return .object(fields)
  }

  private static func indexPath(_ indexPath: IndexPath) -> JSONValue {
    .array([.int(indexPath.section), .int(indexPath.item)])
  }

  /// `{"event":"apply","mode":…,"sections":{…},"items":{…},"layout":[…],"viewport":[first,last]}`.
  static func apply(_ report: ApplyReport) -> JSONValue {
    var fields: [(String, JSONValue)] = [("event", "apply"), ("mode", .string(report.mode.rawValue))]
    if let section = report.section { fields.append(("section", .string(section))) }
    fields += updateFields(report.update)
    fields.append(("layout", layout(report.layout)))
    let viewport = report.layout.viewport
    fields.append(
      ("viewport", viewport.isEmpty ? .null : .array([.int(viewport.lowerBound), .int(viewport.upperBound - 1)])))
    if let duration = report.duration {
      let (seconds, attoseconds) = duration.components
      fields.append(("durationMicroseconds", .int(Int(seconds) * 1_000_000 + Int(attoseconds / 1_000_000_000_000))))
    }
    // Additions (docs/language.md §7): the view the apply reached, and a table's row animation.
    fields.append(("view", .string(report.view.rawValue)))
    if let animation = report.rowAnimation { fields.append(("rowAnimation", .string(animation.rawValue))) }
    if let style = report.layout.tableStyle { fields.append(("tableStyle", .string(style.rawValue))) }
    if let fallback = report.fallback { fields.append(("fallback", Self.fallback(fallback))) }
    return .object(fields)
  }

  /// Why a reloadData replaced a batch (docs/language.md §4): `{"reason":"reload-threshold","threshold":3,
  /// "changes":7}`, `{"reason":"interrupt","changes":7}` or `{"reason":"recovered","changes":3,"rule":"R16",
  /// "message":…,"explanation":[…]}`.
  static func fallback(_ fallback: DataSourceUpdate.Fallback) -> JSONValue {
    let changes: (String, JSONValue) = ("changes", .int(fallback.batchUpdate.changeCount))
    switch fallback.reason {
    case .reloadThreshold(let threshold):
      return .object([("reason", "reload-threshold"), ("threshold", .int(threshold)), changes])
    case .interrupted:
      return .object([("reason", "interrupt"), changes])
    case .recovered(let error):
      let message = error.failureMessage
      return .object([
        ("reason", "recovered"), changes, ("rule", message.rule.map { .string($0) } ?? .null),
        ("message", .string(message.text)), ("explanation", .array(message.explanation.map { .string($0) })),
      ])
    }
  }

  /// The facts of a data-source call: its index paths, item and answer.
  private static func dataSourceCall(_ call: DataSourceCall) -> [(String, JSONValue)] {
    switch call {
    case .canEditRow(let path, let answer), .canMoveRow(let path, let answer):
      return [("indexPath", indexPath(path)), ("result", .bool(answer))]
    case .commitDelete(let path, let item):
      return [("editingStyle", "delete"), ("indexPath", indexPath(path)), ("item", .string(item.displayKey))]
    case .moveRow(let from, let to, let item, let sent):
      return [
        ("from", indexPath(from)), ("to", indexPath(to)), ("item", .string(item.displayKey)),
        ("sent", .string(sent.rawValue)),
      ]
    case .trailingSwipeActions(let path, let offersDelete):
      return [("indexPath", indexPath(path)), ("result", offersDelete ? "delete" : .null)]
    case .deleteActionHandler(let item):
      return [("item", .string(item.displayKey))]
    case .canReorderItem(let item, let answer):
      return [("item", .string(item.displayKey)), ("result", .bool(answer))]
    case .reorder(_, let removals, let insertions, let finalItemCount):
      func changes(_ list: [(AnyItem, Int)]) -> JSONValue {
        .array(list.map { .array([.string($0.0.displayKey), .int($0.1)]) })
      }
      return [
        ("difference", .object([("removed", changes(removals)), ("inserted", changes(insertions))])),
        ("finalItems", .int(finalItemCount)),
      ]
    }
  }

  /// `"sections":{"deleted","inserted","moved","reloaded"},
  /// "items":{"deleted","inserted","moved","reloaded","reconfigured"}`.
  static func updateFields(_ update: BatchUpdate) -> [(String, JSONValue)] {
    let sections: JSONValue = .object([
      ("deleted", .array(update.deletedSections.map { .int($0) })),
      ("inserted", .array(update.insertedSections.map { .int($0) })),
      ("moved", .array(update.movedSections.map { .array([.int($0.from), .int($0.to)]) })),
      ("reloaded", .array(update.reloadedSections.map { .int($0) })),
    ])
    let items: JSONValue = .object([
      ("deleted", .array(update.deletedItems.map(indexPath))),
      ("inserted", .array(update.insertedItems.map(indexPath))),
      ("moved", .array(update.movedItems.map { .array([indexPath($0.from), indexPath($0.to)]) })),
      ("reloaded", .array(update.reloadedItems.map(indexPath))),
      ("reconfigured", .array(update.reconfiguredItems.map(indexPath))),
    ])
    return [("sections", sections), ("items", items)]
  }

  static func layout(_ report: LayoutReport) -> JSONValue {
    .array(
      report.sections.map { section in
        .object(
          [
            ("section", .string(section.identifier)),
            (
              "items",
              .array(
                section.rows.map { row in
                  var fields: [(String, JSONValue)] = [
                    ("id", .string(row.key)), ("type", .string(row.typeName)), ("level", .int(row.level)),
                    ("expanded", row.expanded.map { .bool($0) } ?? .null), ("cell", .string(row.cellText)),
                  ]
                  // Additions (docs/language.md §4.2): present only for a list cell that has them.
                  if let secondary = row.secondaryText { fields.append(("secondary", .string(secondary))) }
                  if !row.accessories.isEmpty {
                    fields.append(("accessories", .array(row.accessories.map { .string($0) })))
                  }
                  if let checkbox = row.checkbox { fields.append(("checked", .bool(checkbox))) }
                  // Addition (docs/language.md §4.2): a stale cell's row carries the model's text.
                  if row.isStale { fields.append(("stale", .string(row.modelText))) }
                  // Addition (docs/language.md §4.2): what the last apply did to the row, when it did something.
                  if !row.changes.isEmpty {
                    fields.append(("changes", .array(row.changes.map { .string($0.rawValue) })))
                  }
                  // Addition (docs/language.md §8.5): a classic view's row that shows another item than the model.
                  if let wrong = row.outOfSync {
                    fields.append(("model", wrong.model.map { .string($0.displayKey) } ?? .null))
                  }
                  return .object(fields)
                })
            ),
          ]
            // Additions (docs/language.md §7): the section's header and footer titles, when the view shows them.
            + (section.header.map { [("header", JSONValue.string($0))] } ?? [])
            + (section.footer.map { [("footer", JSONValue.string($0))] } ?? []))
      })
  }

  private static func snapshot(_ report: SnapshotReport) -> [(String, JSONValue)] {
    let sections: [JSONValue] = report.sections.map { section in
      .object([
        ("section", .string(section.identifier)), ("items", .array(section.items.map { .string($0.displayKey) })),
        ("reload", .bool(section.isReloaded)),
      ])
    }
    var fields: [(String, JSONValue)] = [
      ("sections", .array(sections)),
      ("reloadedItems", .array(report.reloaded.map { .string($0.displayKey) })),
      ("reconfiguredItems", .array(report.reconfigured.map { .string($0.displayKey) })),
    ]
    if let tree = report.editedTree {
      fields.append(("sectionSnapshot", .object([("section", .string(tree.section)), ("items", self.tree(tree))])))
    }
    return fields
  }

  private static func tree(_ report: TreeReport) -> JSONValue {
    .array(
      report.nodes.map { node in
        .object([
          ("id", .string(node.item.displayKey)), ("level", .int(node.level)), ("expanded", .bool(node.isExpanded)),
          ("visible", .bool(node.isVisible)), ("parent", node.parent.map { .string($0.displayKey) } ?? .null),
        ])
      })
  }

  private static func info(_ report: InfoReport) -> [(String, JSONValue)] {
    var fields: [(String, JSONValue)] = []
    if let info = report.item {
      fields += [("item", .string(info.item.displayKey)), ("type", .string(info.item.shellTypeName))]
      switch info.placement {
      case .row(let path, let section, let outline, let cellText):
        fields += [("indexPath", indexPath(path)), ("section", .string(section))]
        if let outline {
          fields += [
            ("level", .int(outline.level)), ("parent", outline.parent.map { .string($0.displayKey) } ?? .null),
            ("expanded", .bool(outline.isExpanded)), ("visible", .bool(outline.isVisible)),
          ]
        }
        if let cellText {
          fields.append(("cell", cellText.map { .string($0) } ?? .null))
        } else {
          fields.append(("cell", .null))
        }
      case .hidden(let section, let level, _):
        fields += [("section", .string(section)), ("level", .int(level)), ("visible", .bool(false))]
      case .notShown: break
      }
      fields.append(("content", .string(info.content)))
      // Additions (docs/language.md §4.2): for an item whose type has a cell controller.
      if let viewState = info.viewState {
        fields.append(("viewState", .object([("ticked", .bool(viewState.isTicked))])))
        fields.append(("controller", .string(viewState.controller.rawValue)))
      }
    }
    if let section = report.section { fields.append(("sectionInfo", .string(section.identifier))) }
    return fields
  }
}

extension JSONRenderer {
  /// `explain`'s fields: what was explained, whether the catalogue knows it, its rule, entry, words, values and
  /// explanation lines.
  static func explanation(_ report: ExplainReport) -> [(String, JSONValue)] {
    explanationFields(report) + (report.place.map(placeFields) ?? [])
  }

  /// Where a crash log holds the exception (docs/language.md §8.4): additive fields of `explain`.
  private static func placeFields(_ place: CrashLogPlace) -> [(String, JSONValue)] {
    [
      ("logLine", .int(place.line)), ("exception", place.exception.map { .string($0) } ?? .null),
      ("frame", place.frame.map { .string($0) } ?? .null), ("frameRule", place.frameRule.map { .string($0) } ?? .null),
    ]
  }

  private static func explanationFields(_ report: ExplainReport) -> [(String, JSONValue)] {
    let subject: JSONValue = report.subject == .lastError ? "last-error" : "text"
    guard let message = report.message else {
      return [("subject", subject), ("known", .bool(false)), ("message", report.text.map { .string($0) } ?? .null)]
    }
    let values: [JSONValue] = message.values.map { value in
      switch value {
      case .number(let n): .int(n)
      case .indexPath: .string(value.description)
      case .text(let text): .string(text)
      case .list(let items): .array(items.map { .string($0) })
      case .counts(let counts): .array(counts.map { .int($0) })
      }
    }
    return [
      ("subject", subject), ("known", .bool(true)), ("message", report.text.map { .string($0) } ?? .null),
      ("rule", message.rule.map { .string($0) } ?? .null), ("entry", .string(message.entry.id)),
      ("wording", message.wording.map { .string($0.rawValue) } ?? .null), ("values", .array(values)),
      ("explanation", .array(message.explanation.map { .string($0) })),
    ]
  }
}

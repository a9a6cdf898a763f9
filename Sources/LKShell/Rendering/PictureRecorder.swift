// The session as pictures (`--html`, `--svg`, `export html`): the third renderer of `ShellEvent`, beside
// `TextRenderer` and `JSONRenderer`, and like the JSON renderer it reads the events' values, the words both carry from
// `Words`, and the text of an event from whoever prints it (for a step's log). It turns the events the shell prints into
// steps — one per change of what the view shows (an apply, a user's move, a tap, a scroll, a new view) and one per
// error — each holding the commands that led to it, the diff summary, the batch update as the view received it
// (restricted to the rows drawn), and the layout's rows on screen, which the events carry (a scroll's, a tap's: the
// session reports them when asked, `Session.reportsShownLayout`). `HTMLRenderer` and `SVGRenderer` draw the steps.

import ListKit
import Lists

/// The steps of a session, recorded from its events.
@MainActor
final class PictureRecorder {
  /// A command as typed, and where it came from.
  struct Command: Sendable, Equatable {
    var location: SourceLocation
    var text: String
  }

  /// One step: what the view shows after it, and how it got there.
  struct Step: Sendable {
    enum Kind: String, Sendable {
      /// The empty view before anything happened.
      case start
      /// An apply, a user expand/collapse, an undo, a hand-written batch, `reload-data`.
      case apply
      /// A table moved a row for a user's drag (the app's apply sent nothing).
      case move
      /// `tap`: a cell controller reconfigured one cell (no snapshot applied).
      case viewState = "view-state"
      /// `scroll-to`: other rows came on screen.
      case scroll
      /// `view` or `data-source`: a new, empty view.
      case view
      /// A command that failed (or failed as `expect error` wanted): the view is unchanged.
      case error
    }
    var kind: Kind
    /// The commands run since the previous step, this one's last.
    var commands: [Command]
    /// What other events said meanwhile (notes, warnings, handler calls, echo), as text.
    var log: [String]
    /// The summary line (`apply: 1 item inserted, …`, the error's message).
    var summary: String
    /// The batch operations as the text output lists them.
    var operations: [String] = []
    /// The update, restricted to the rows drawn before and after; nil when the step is a cut (no animation).
    var update: PictureUpdate?
    /// Index into `layouts`: what the view shows after the step.
    var layout: Int
    /// The apply's mode (`animated`, `reload-data`, …) for an apply.
    var mode: String?
    /// A table's row animation for this update.
    var rowAnimation: String?
    /// For an error: UIKit's (or the shell's) message, the rule, and the explanation lines.
    var failure: PictureFailure?
    /// The step is an error that `expect error` expected.
    var expected = false
    /// For an error of an update (a rejected batch, a failed apply): index into `layouts` of the app's model after
    /// it, what the counts were checked against, drawn beside the view the failure left unchanged.
    var model: Int?
  }

  /// The update in UIKit's frames, only the index paths that touch a drawn row (sections: all).
  struct PictureUpdate: Sendable, Equatable {
    var deletedSections: [Int] = []
    var insertedSections: [Int] = []
    var movedSections: [(from: Int, to: Int)] = []
    var reloadedSections: [Int] = []
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
    var reloadedItems: [IndexPath] = []
    var reconfiguredItems: [IndexPath] = []
    /// Where each row drawn before goes (UIKit's mapping of the batch: nil for a deleted row), and each section
    /// drawn before.
    var rowDestinations: [(from: IndexPath, to: IndexPath?)] = []
    var sectionDestinations: [(from: Int, to: Int?)] = []
    /// The changes no drawn row shows, counted on the side of the viewport where they happen (deletes by where they
    /// were, the others by where they land).
    var above = OffscreenChanges()
    var below = OffscreenChanges()

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.deletedSections == rhs.deletedSections && lhs.insertedSections == rhs.insertedSections
        && lhs.movedSections.elementsEqual(rhs.movedSections, by: { $0 == $1 })
        && lhs.reloadedSections == rhs.reloadedSections && lhs.deletedItems == rhs.deletedItems
        && lhs.insertedItems == rhs.insertedItems && lhs.movedItems.elementsEqual(rhs.movedItems, by: { $0 == $1 })
        && lhs.reloadedItems == rhs.reloadedItems && lhs.reconfiguredItems == rhs.reconfiguredItems
        && lhs.above == rhs.above && lhs.below == rhs.below
    }
  }

  /// Changes outside the rows drawn, on one side of the viewport ("+1,000 inserted below").
  struct OffscreenChanges: Sendable, Equatable {
    var inserted = 0
    var deleted = 0
    var moved = 0
    var reloaded = 0
    var reconfigured = 0
    var sectionsInserted = 0
    var sectionsDeleted = 0

    var isEmpty: Bool { self == OffscreenChanges() }

    /// The counts in the order the page and the SVG say them.
    var counts: [Int] { [inserted, deleted, moved, reloaded, reconfigured, sectionsInserted, sectionsDeleted] }

    /// "+1,000 inserted, 3 moved": what a picture writes beside "below" or "above".
    var phrase: String {
      let words = ["inserted", "deleted", "moved", "reloaded", "reconfigured", "inserted", "deleted"]
      return counts.indices.filter { counts[$0] > 0 }.map { index in
        let count = counts[index]
        let sections = index >= 5 ? (count == 1 ? " section" : " sections") : ""
        return (index == 0 || index == 5 ? "+" : "") + PictureRecorder.grouped(count) + sections + " " + words[index]
      }.joined(separator: ", ")
    }
  }

  /// A count with thousands separators, as the page writes numbers (`toLocaleString("en-US")`): 1,000.
  nonisolated static func grouped(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var out = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0 { out.append(",") }
      out.append(digit)
    }
    return number < 0 ? "-" + out : out
  }

  /// An error drawn as a step.
  struct PictureFailure: Sendable, Equatable {
    var message: String
    var rule: String?
    /// The shell's explanation (an update-lab failure's lines).
    var explanation: [String]
    /// What `explain` says about it (the failure catalogue's reading), when the catalogue knows the message.
    var catalogue: [String] = []
  }

  /// A row drawn.
  struct Row: Sendable, Equatable {
    var section: Int
    var item: Int
    var key: String
    var typeName: String
    var level: Int
    var expanded: Bool?
    var cellText: String
    /// The model's text, when the cell shows something else (stale).
    var staleModelText: String?
    var checkbox: Bool?
    var change: LayoutRow.Change?
    /// A classic view's row showing another item than the model: the model's item there ("" for no row).
    var outOfSyncModel: String?
    var secondaryText: String?
    var accessories: [String]
  }

  /// A section drawn (with the rows of it that are on screen).
  struct Section: Sendable, Equatable {
    var index: Int
    var identifier: String
    var header: String?
    var footer: String?
    var itemCount: Int
    var isOutline: Bool
    /// Index of the section's first row among all rows.
    var firstRow: Int
    var rows: [Row]
  }

  /// What the view shows: its kind, the sections on screen and what is outside it.
  struct Layout: Sendable, Equatable {
    /// A new, empty view of `view`'s kind (what `view` and `data-source` make).
    static func empty(_ view: ViewKind) -> Layout {
      Layout(
        view: view, sections: [], viewport: 0..<0, totalRows: 0, sectionCount: 0, rowsAbove: 0, rowsBelow: 0,
        sectionsAbove: 0, sectionsBelow: 0)
    }

    var view: ViewKind
    var sections: [Section]
    /// Rows on screen, flattened across sections.
    var viewport: Range<Int>
    var totalRows: Int
    var sectionCount: Int
    /// Rows and sections above and below the ones drawn.
    var rowsAbove: Int
    var rowsBelow: Int
    var sectionsAbove: Int
    var sectionsBelow: Int

    /// True when `path`, not drawn, comes before the first row drawn (before the first section drawn when no row is).
    func isAbove(_ path: IndexPath) -> Bool {
      guard let first = sections.lazy.compactMap(\.rows.first).first else { return isAbove(section: path.section) }
      return path.section < first.section || path.section == first.section && path.item < first.item
    }

    /// True when section `index`, not drawn, comes before the first section drawn.
    func isAbove(section index: Int) -> Bool {
      guard let first = sections.first else { return false }
      return index < first.index
    }
  }

  /// At most this many sections are drawn in one layout (the rest are counted).
  static let sectionLimit = 200
  /// At most this many rows are drawn in one layout.
  static let rowLimit = 200
  /// At most this many log lines are kept per step.
  static let logLimit = 40
  /// At most this many steps are kept (a long interactive session keeps its latest ones).
  static let stepLimit = 20_000

  private(set) var layouts: [Layout]
  private(set) var steps: [Step]
  /// Steps dropped from the start because the session had more than `stepLimit`.
  private(set) var droppedSteps = 0

  private var pendingCommands: [Command] = []
  private var pendingLog: [String] = []
  /// A drag is being reported: the `.layout` that follows is the table's move.
  private var pendingMove: (from: IndexPath, to: IndexPath)?

  init(view: ViewKind = .collection) {
    layouts = [Layout.empty(view)]
    steps = [Step(kind: .start, commands: [], log: [], summary: "the \(view.viewName) before any command", layout: 0)]
  }

  /// A command is about to run.
  func command(_ text: String, at location: SourceLocation) {
    let words = text.drop { $0 == " " || $0 == "\t" }
    guard !words.isEmpty, !words.hasPrefix("#") else { return }
    pendingCommands.append(Command(location: location, text: text))
  }

  /// Records one event the shell printed, with its text as printed without colour (what a step's log shows; made only
  /// for the events the log keeps). Each kind of event either makes a step or is said in the next step's log; the
  /// switch is exhaustive, so a new kind of output must be placed here too.
  /// `model` is, for an error of an update, the app's model after it (asked only for an error).
  func record(
    _ event: ShellEvent, text: @autoclosure () -> String, model: @autoclosure () -> LayoutReport? = nil
  ) {
    switch event {
    case .apply(let report): recordApply(report)
    case .layout(let report):
      // A table's move for a user's drag reports the layout without an apply; `show` only looks.
      guard let move = pendingMove else { return }
      pendingMove = nil
      var update = PictureUpdate()
      update.movedItems = [move]
      appendStep(
        .move, summary: "the table moved row \(path(move.from)) → \(path(move.to)) for the user",
        update: update, layout: report)
    case .viewStateChanged(let change):
      recordViewState(
        summary: Words.viewStateChange(change)[0], reconfigured: change.reconfigured, layout: change.shown)
    case .viewStateRestored(let restoration):
      // With an apply, the apply's step already shows the ticks; alone, it is a view-state step like a tap's.
      if restoration.applied {
        log(text())
      } else {
        recordViewState(
          summary: Words.viewStateRestoration(restoration)[0], reconfigured: restoration.reconfigured,
          layout: restoration.shown)
      }
    case .scroll(let report):
      appendStep(.scroll, summary: Words.scroll(report), update: nil, layout: report.shown)
    case .viewReplaced(let replacement):
      appendStep(.view, summary: Words.viewReplacement(replacement), update: nil, layout: .empty(replacement.view))
    case .dataSourceReplaced(let kind, let view):
      appendStep(.view, summary: Words.dataSourceReplacement(kind, view: view), update: nil, layout: .empty(view))
    case .error(let failure): recordFailure(failure, expected: false, model: model())
    case .expectedError(let failure): recordFailure(failure, expected: true, model: model())
    case .dataSourceCall(let call):
      if case .moveRow(let from, let to, _, _) = call { pendingMove = (from, to) }
      log(text())
    case .user(let action):
      if action.kind == .drag, let destination = action.destination { pendingMove = (action.indexPath, destination) }
      log(text())
    case .snapshot, .diff, .tree, .cells, .info, .types, .history, .selected, .tap, .handler, .sectionTitle,
      .treeEdited, .batchStep, .bugInjected, .explanation, .note, .warning, .echo, .settings:
      log(text())
    case .help, .working, .testResult, .testSummary:
      break  // the shell's own help and the prompt's summaries are not part of what the view went through
    }
  }

  // MARK: Steps

  private func recordApply(_ report: ApplyReport) {
    // A collection view's drag is reported as the app's apply (with the collapse of a dragged parent): no `.layout`
    // follows that would be a table's move.
    pendingMove = nil
    let previous = layouts[steps[steps.count - 1].layout]
    let layout = Self.layout(of: report.layout)
    // The text output's summary and operation lines, without colour; the picture draws the layout.
    let lines = ApplyWords().lines(report)
    let update = report.mode == .reloadData ? nil : Self.visibleUpdate(report.update, before: previous, after: layout)
    appendStep(
      .apply, summary: lines.first ?? "apply", operations: Array(lines.dropFirst()), update: update, layout: layout,
      mode: report.mode.rawValue, rowAnimation: report.rowAnimation?.rawValue)
  }

  /// A view-state step: the cells a controller reconfigured, on the layout the view shows after it.
  private func recordViewState(summary: String, reconfigured: [IndexPath], layout: LayoutReport?) {
    var update = PictureUpdate()
    update.reconfiguredItems = reconfigured
    appendStep(
      .viewState, summary: summary, update: update, layout: layout.map { marking($0, reconfigured: reconfigured) })
  }

  private func recordFailure(_ failure: CommandFailure, expected: Bool, model: LayoutReport?) {
    pendingMove = nil  // a refused drag moved nothing
    if case .scriptFailed = failure.error { return }
    // The message's lines, then the shell's explanation of an update-lab failure, as the text output has them.
    var lines = ([failure.message] + Words.explanation(of: failure.error)).flatMap { $0.split(separator: "\n") }
      .map { String($0.drop { $0 == " " }) }
    let message = lines.isEmpty ? failure.message : lines.removeFirst()
    var rule: String?
    switch failure.error {
    case .rejectedBatch(let batch): rule = batch.failure.rule.map { "R\($0)" }
    case .cellProvider(let cellFailure): rule = cellFailure.bug.name
    default: break
    }
    // What `explain` says about it: the failure catalogue's reading of the engine's own value.
    var catalogue: [String] = []
    if let catalogued = failure.error.failureMessage {
      rule = rule ?? catalogued.rule
      catalogue = Words.explanation(of: catalogued).flatMap { $0.split(separator: "\n") }
        .map { String($0.drop { $0 == " " }) }
    }
    let what = rule.map { "UIKit (or Apple) raised an exception, rule \($0)" } ?? "the command failed"
    var step = Step(
      kind: .error, commands: takeCommands(), log: takeLog(),
      summary: (expected ? "expected error: " : "error: ") + what + "; the view is unchanged",
      layout: steps[steps.count - 1].layout)
    step.failure = PictureFailure(message: message, rule: rule, explanation: lines, catalogue: catalogue)
    step.expected = expected
    if let model {
      layouts.append(Self.layout(of: model))
      step.model = layouts.count - 1
    }
    append(step)
  }

  private func appendStep(
    _ kind: Step.Kind, summary: String, operations: [String] = [], update: PictureUpdate?, layout: LayoutReport?,
    mode: String? = nil, rowAnimation: String? = nil
  ) {
    appendStep(
      kind, summary: summary, operations: operations, update: update, layout: layout.map(Self.layout(of:)),
      mode: mode, rowAnimation: rowAnimation)
  }

  private func appendStep(
    _ kind: Step.Kind, summary: String, operations: [String] = [], update: PictureUpdate?, layout: Layout?,
    mode: String? = nil, rowAnimation: String? = nil
  ) {
    var index = steps[steps.count - 1].layout
    if let layout, layout != layouts[index] {
      layouts.append(layout)
      index = layouts.count - 1
    }
    var step = Step(kind: kind, commands: takeCommands(), log: takeLog(), summary: summary, layout: index)
    step.operations = operations
    step.update = update
    step.mode = mode
    step.rowAnimation = rowAnimation
    append(step)
  }

  private func append(_ step: Step) {
    steps.append(step)
    if steps.count > Self.stepLimit {
      steps.removeFirst()
      droppedSteps += 1
    }
  }

  private func takeCommands() -> [Command] {
    defer { pendingCommands = [] }
    return pendingCommands
  }

  private func takeLog() -> [String] {
    defer { pendingLog = [] }
    return pendingLog
  }

  /// Keeps an event's text, its first 12 lines, in the log of the step its command made: the last step when no
  /// command has started since it was made (a warning or a handler call such as `didReorder` printed after the
  /// apply or move it belongs to), otherwise the next step.
  private func log(_ text: String) {
    let belongsToLastStep = pendingCommands.isEmpty && steps.count > 1 && !steps[steps.count - 1].commands.isEmpty
    guard (belongsToLastStep ? steps[steps.count - 1].log.count : pendingLog.count) < Self.logLimit else { return }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.count > 12 { lines = Array(lines.prefix(12)) + ["…"] }
    if belongsToLastStep {
      steps[steps.count - 1].log.append(lines.joined(separator: "\n"))
    } else {
      pendingLog.append(lines.joined(separator: "\n"))
    }
  }

  private func path(_ indexPath: IndexPath) -> String { "\(indexPath.section).\(indexPath.item)" }

  /// A layout with the reconfigured rows marked (a tap reconfigures its cell without an apply).
  private func marking(_ report: LayoutReport, reconfigured: [IndexPath]) -> LayoutReport {
    var report = report
    let marked = Set(reconfigured)
    for s in report.sections.indices {
      for r in report.sections[s].rows.indices {
        let row = report.sections[s].rows[r]
        if marked.contains(IndexPath(item: row.item, section: row.section)), !row.changes.contains(.reconfigured) {
          report.sections[s].rows[r].changes.append(.reconfigured)
        }
      }
    }
    return report
  }

  // MARK: Layouts and updates

  /// The rows on screen of a layout report (a JSON-mode report lists every row; text mode the printed ones).
  static func layout(of report: LayoutReport) -> Layout {
    let total = report.totalRows
    // The rows on screen: what the text output prints (a JSON-mode report also lists the rows off screen).
    let wanted = report.viewport.clamped(to: 0..<total)
    var sections: [Section] = []
    var firstSection: Int?
    var lastSection = -1
    for (index, section) in report.sections.enumerated() {
      let end = section.firstRow + section.itemCount
      let overlaps =
        section.itemCount == 0
        ? (wanted.isEmpty ? true : section.firstRow >= wanted.lowerBound && section.firstRow <= wanted.upperBound)
        : section.firstRow < wanted.upperBound && end > wanted.lowerBound
      guard overlaps else { continue }
      if total > 0, section.itemCount == 0, wanted.isEmpty { continue }
      guard sections.count < sectionLimit else { break }
      firstSection = firstSection ?? index
      lastSection = index
      let rows = section.rows.lazy.filter {
        let flat = section.firstRow + $0.item
        return flat >= wanted.lowerBound && flat < wanted.upperBound
      }.prefix(rowLimit).map { row in
        Row(
          section: row.section, item: row.item, key: row.key, typeName: row.typeName, level: row.level,
          expanded: row.expanded, cellText: row.cellText, staleModelText: row.isStale ? row.modelText : nil,
          checkbox: row.checkbox, change: row.change,
          outOfSyncModel: row.outOfSync.map { $0.model?.displayKey ?? "" }, secondaryText: row.secondaryText,
          accessories: row.accessories)
      }
      sections.append(
        Section(
          index: index, identifier: section.identifier, header: section.header, footer: section.footer,
          itemCount: section.itemCount, isOutline: section.isOutline, firstRow: section.firstRow, rows: Array(rows)))
    }
    let drawnRows = sections.reduce(0) { $0 + $1.rows.count }
    let firstDrawn =
      sections.lazy.compactMap { section in section.rows.first.map { section.firstRow + $0.item } }
      .first ?? wanted.lowerBound
    return Layout(
      view: report.view, sections: sections, viewport: wanted, totalRows: total, sectionCount: report.sections.count,
      rowsAbove: firstDrawn, rowsBelow: max(total - firstDrawn - drawnRows, 0), sectionsAbove: firstSection ?? 0,
      sectionsBelow: max(report.sections.count - lastSection - 1, 0))
  }

  /// The update's operations that touch a row drawn before (deletes, moves' sources) or after (inserts, moves'
  /// destinations, reloads, reconfigures); every section operation.
  static func visibleUpdate(_ update: BatchUpdate, before: Layout, after: Layout) -> PictureUpdate {
    func paths(_ layout: Layout) -> Set<IndexPath> {
      Set(layout.sections.flatMap { $0.rows.map { IndexPath(item: $0.item, section: $0.section) } })
    }
    let old = paths(before)
    let new = paths(after)
    var result = PictureUpdate()
    result.deletedSections = update.deletedSections
    result.insertedSections = update.insertedSections
    result.movedSections = update.movedSections.map { ($0.from, $0.to) }
    result.reloadedSections = update.reloadedSections
    result.deletedItems = update.deletedItems.filter(old.contains)
    result.insertedItems = update.insertedItems.filter(new.contains)
    result.movedItems = update.movedItems.filter { old.contains($0.from) || new.contains($0.to) }.map {
      ($0.from, $0.to)
    }
    result.reloadedItems = update.reloadedItems.filter(new.contains)
    result.reconfiguredItems = update.reconfiguredItems.filter(new.contains)
    let destinations = UpdateMapping(update)
    let oldRows = before.sections.flatMap { $0.rows.map { IndexPath(item: $0.item, section: $0.section) } }
    result.rowDestinations = oldRows.map { ($0, destinations.destination(of: $0)) }
    result.sectionDestinations = before.sections.map { ($0.index, destinations.destination(ofSection: $0.index)) }
    // What no drawn row shows, on its side of the viewport.
    func count(
      _ paths: [IndexPath], in layout: Layout, drawn: Set<IndexPath>, _ field: WritableKeyPath<OffscreenChanges, Int>
    ) {
      for path in paths where !drawn.contains(path) {
        if layout.isAbove(path) { result.above[keyPath: field] += 1 } else { result.below[keyPath: field] += 1 }
      }
    }
    count(update.deletedItems, in: before, drawn: old, \.deleted)
    count(update.insertedItems, in: after, drawn: new, \.inserted)
    count(
      update.movedItems.filter { !old.contains($0.from) && !new.contains($0.to) }.map(\.to), in: after, drawn: new,
      \.moved)
    count(update.reloadedItems, in: after, drawn: new, \.reloaded)
    count(update.reconfiguredItems, in: after, drawn: new, \.reconfigured)
    let oldSections = Set(before.sections.map(\.index))
    let newSections = Set(after.sections.map(\.index))
    for section in update.deletedSections where !oldSections.contains(section) {
      if before.isAbove(section: section) {
        result.above.sectionsDeleted += 1
      } else {
        result.below.sectionsDeleted += 1
      }
    }
    for section in update.insertedSections where !newSections.contains(section) {
      if after.isAbove(section: section) {
        result.above.sectionsInserted += 1
      } else {
        result.below.sectionsInserted += 1
      }
    }
    return result
  }
}

/// Where a batch update takes each index path of the state before it, as UIKit maps it: deleted rows (and rows of
/// deleted sections) go; moved ones go where they were moved; the others keep their order among what stays and fill,
/// in order, the places that are neither inserted nor a move's destination. Sections alike.
struct UpdateMapping {
  private let deletedSections: [Int]
  private let sectionsOut: [Int: Int]
  private let sectionsTaken: [Int]
  private let sectionsLeaving: [Int]
  private var itemsOut: [IndexPath: IndexPath] = [:]
  private var leaving: [Int: [Int]] = [:]
  private var taken: [Int: [Int]] = [:]
  private let deletedItems: Set<IndexPath>

  init(_ update: BatchUpdate) {
    deletedSections = update.deletedSections.sorted()
    sectionsOut = Dictionary(update.movedSections.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
    sectionsLeaving = (update.deletedSections + update.movedSections.map(\.from)).sorted()
    sectionsTaken = (update.insertedSections + update.movedSections.map(\.to)).sorted()
    deletedItems = Set(update.deletedItems)
    for move in update.movedItems {
      itemsOut[move.from] = move.to
      leaving[move.from.section, default: []].append(move.from.item)
      taken[move.to.section, default: []].append(move.to.item)
    }
    for path in update.deletedItems { leaving[path.section, default: []].append(path.item) }
    for path in update.insertedItems { taken[path.section, default: []].append(path.item) }
    for key in leaving.keys { leaving[key]?.sort() }
    for key in taken.keys { taken[key]?.sort() }
  }

  /// The index in the state after of the `rank`-th place (from 0) that is not in `occupied` (sorted).
  private static func place(ofRank rank: Int, skipping occupied: [Int]) -> Int {
    var index = rank
    for taken in occupied {
      if taken <= index { index += 1 } else { break }
    }
    return index
  }

  func destination(ofSection section: Int) -> Int? {
    if let moved = sectionsOut[section] { return moved }
    if deletedSections.contains(section) { return nil }
    return Self.place(ofRank: section - lowerBound(of: section, in: sectionsLeaving), skipping: sectionsTaken)
  }

  func destination(of path: IndexPath) -> IndexPath? {
    if let moved = itemsOut[path] { return moved }
    if deletedItems.contains(path) { return nil }
    guard let section = destination(ofSection: path.section) else { return nil }
    let rank = path.item - lowerBound(of: path.item, in: leaving[path.section] ?? [])
    return IndexPath(item: Self.place(ofRank: rank, skipping: taken[section] ?? []), section: section)
  }
}

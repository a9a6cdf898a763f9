// Text output: an apply's summary, its batch updates in UIKit's index-path frames (each naming its identifier), and
// the layout with outline indentation, disclosure marks, cell text and change marks. Colour only decorates: every
// mark is also a word.

import ListKit
import Lists

@MainActor
struct TextRenderer {
  var color: Bool

  /// At most this many batch operations are listed; the rest are counted.
  static let operationLimit = 40

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

  private func paint(_ text: String, _ style: Style) -> String {
    color ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
  }

  func error(_ message: String) -> String { paint("error:", .error) + " " + message }
  func warning(_ message: String) -> String { paint("warning:", .warning) + " " + message }

  // MARK: Apply

  func apply(_ report: ApplyReport) -> String {
    var lines: [String] = []
    let update = report.update
    let timing = report.duration.map { " (\(Self.milliseconds($0)))" } ?? ""
    switch report.mode {
    case .reloadData:
      let why =
        report.isFirstApply
        ? "the first apply of a data source is a reloadData: no diff, no batch updates"
        : "applySnapshotUsingReloadData: no diff, the view was reset"
      lines.append(
        paint("reloadData", .bold) + ": \(plural(report.new.numberOfSections, "section")), "
          + "\(plural(report.new.numberOfItems, "item")) (\(why))\(timing)")
    default:
      var head: String
      switch report.mode {
      case .section: head = "apply section snapshot to \(report.section ?? "?")"
      case .noAnimation: head = "apply (no animation)"
      default: head = "apply"
      }
      if let cause = report.cause { head = "\(cause) → \(head)" }
      lines.append(
        paint(head, .bold) + ": "
          + (update.isEmpty ? "no changes (nothing reached the collection view)" : summary(update)) + timing)
      if !update.isEmpty { lines.append(updates(update, old: report.old, new: report.new)) }
    }
    if !report.layout.sections.isEmpty {
      lines.append(paint("  layout (index path, item, the text its cell shows):", .dim))
    }
    lines.append(layout(report.layout))
    return lines.joined(separator: "\n")
  }

  /// `1 section inserted; 2 items inserted, 1 moved`.
  func summary(_ update: BatchUpdate) -> String {
    func part(_ counts: [(Int, String)], noun: String) -> String? {
      let present = counts.filter { $0.0 > 0 }
      guard let first = present.first else { return nil }
      let rest = present.dropFirst().map { "\($0.0) \($0.1)" }
      return ([plural(first.0, noun) + " " + first.1] + rest).joined(separator: ", ")
    }
    let sections = part(
      [
        (update.insertedSections.count, "inserted"), (update.deletedSections.count, "deleted"),
        (update.movedSections.count, "moved"), (update.reloadedSections.count, "reloaded"),
      ], noun: "section")
    let items = part(
      [
        (update.insertedItems.count, "inserted"), (update.deletedItems.count, "deleted"),
        (update.movedItems.count, "moved"), (update.reloadedItems.count, "reloaded"),
        (update.reconfiguredItems.count, "reconfigured"),
      ], noun: "item")
    return [sections, items].compactMap { $0 }.joined(separator: "; ")
  }

  /// The operations in the order the collection view receives them: the structural batch (deletes and reloads in
  /// the old frame, inserts in the new, moves old → new), then reloads and reconfigures at final index paths.
  func updates(
    _ update: BatchUpdate, old: DiffableDataSourceSnapshot<String, AnyItem>,
    new: DiffableDataSourceSnapshot<String, AnyItem>
  ) -> String {
    var structural: [String] = []
    var refresh: [String] = []
    func section(_ snapshot: DiffableDataSourceSnapshot<String, AnyItem>, _ index: Int) -> String {
      snapshot.sectionIdentifier(at: index) ?? "?"
    }
    func item(_ snapshot: DiffableDataSourceSnapshot<String, AnyItem>, _ path: IndexPath) -> String {
      snapshot.itemIdentifier(at: path)?.displayKey ?? "?"
    }
    func path(_ path: IndexPath) -> String { "\(path.section).\(path.item)" }
    func line(_ verb: String, _ place: String, _ name: String, _ style: Style? = nil) -> String {
      let text = verb.padded(17) + place.padded(11) + " " + name
      return "    " + (style.map { paint(text, $0) } ?? text)
    }
    for index in update.deletedSections { structural.append(line("delete section", "\(index)", section(old, index))) }
    for index in update.insertedSections {
      structural.append(line("insert section", "\(index)", section(new, index), .inserted))
    }
    for move in update.movedSections {
      structural.append(line("move section", "\(move.from) → \(move.to)", section(new, move.to), .moved))
    }
    // Runs of neighbouring index paths (a page of inserts, a block of deletes) print as one line each, keeping the
    // order the collection view receives them: 1,000 inserts read as one line, not a screenful.
    func runs(
      _ verb: String, _ paths: [IndexPath], _ snapshot: DiffableDataSourceSnapshot<String, AnyItem>, _ style: Style?
    )
      -> [String]
    {
      var result: [String] = []
      var start = 0
      while start < paths.count {
        var end = start
        let step = start + 1 < paths.count ? paths[start + 1].item - paths[start].item : 0
        if step == 1 || step == -1 {
          while end + 1 < paths.count, paths[end + 1].section == paths[start].section,
            paths[end + 1].item - paths[end].item == step
          {
            end += 1
          }
        }
        if end - start >= 2 {
          result.append(
            line(
              verb + "s", "\(path(paths[start]))…\(path(paths[end]))",
              "\(item(snapshot, paths[start])) … \(item(snapshot, paths[end])) (\(end - start + 1) items)", style))
          start = end + 1
        } else {
          result.append(line(verb, path(paths[start]), item(snapshot, paths[start]), style))
          start += 1
        }
      }
      return result
    }
    structural += runs("delete item", update.deletedItems, old, nil)
    structural += runs("insert item", update.insertedItems, new, .inserted)
    for move in update.movedItems {
      structural.append(line("move item", "\(path(move.from)) → \(path(move.to))", item(new, move.to), .moved))
    }
    for index in update.reloadedSections {
      refresh.append(line("reload section", "\(index)", section(new, index), .reloaded))
    }
    refresh += runs("reload item", update.reloadedItems, new, .reloaded)
    refresh += runs("reconfigure item", update.reconfiguredItems, new, .reconfigured)
    var lines: [String] = []
    var budget = Self.operationLimit
    func list(_ operations: [String], title: String) {
      guard !operations.isEmpty else { return }
      lines.append(paint(title, .dim))
      let shown = min(budget, operations.count)
      lines.append(contentsOf: operations.prefix(shown))
      if shown < operations.count { lines.append("    … and \(operations.count - shown) more") }
      budget = max(0, budget - shown)
    }
    list(structural, title: "  performBatchUpdates (deletes: old index paths, inserts: new, moves: old → new):")
    list(refresh, title: "  then reloads and reconfigures, at final index paths:")
    return lines.joined(separator: "\n")
  }

  // MARK: Layout

  func layout(_ report: LayoutReport) -> String {
    var lines: [String] = []
    if report.sections.isEmpty {
      return "  (the collection view is empty)"
    }
    let shownRows = report.sections.reduce(0) { $0 + $1.rows.count }
    let partial = shownRows < report.totalRows
    let firstShown = report.sections.lazy.compactMap { $0.rows.first }.first.map { row -> Int in
      var offset = 0
      for section in report.sections.prefix(row.section) { offset += section.itemCount }
      return offset + row.item
    }
    if partial, let firstShown, firstShown > 0 {
      lines.append(paint("  … \(plural(firstShown, "row")) above the viewport", .dim))
    }
    let hasOutline = report.sections.contains(where: \.isOutline)
    let pathWidth = max(7, report.sections.flatMap(\.rows).map { "\($0.section).\($0.item)".count }.max() ?? 0)
    let keyWidth = min(
      report.sections.flatMap(\.rows).map { $0.key.count + 2 * $0.level + (hasOutline ? 2 : 0) }.max() ?? 0, 40)
    for section in report.sections {
      let first = section.rows.first
      if partial, first == nil { continue }
      let kind = section.isOutline ? "outline, " : ""
      lines.append("  section \(section.identifier) (\(kind)\(plural(section.itemCount, "item")))")
      if section.itemCount == 0 { lines.append(paint("    (empty)", .dim)) }
      for row in section.rows {
        let indent = String(repeating: "  ", count: row.level)
        // Outline rows keep a column for the disclosure mark so that leaves line up under their parents.
        let disclosure = row.expanded.map { $0 ? "▾ " : "▸ " } ?? (section.isOutline ? "  " : "")
        var text =
          "    " + paint("\(row.section).\(row.item)".padded(pathWidth), .dim) + " "
          + (indent + disclosure + row.key).padded(keyWidth)
          + "  \"" + row.cellText + "\""
        if let change = row.change {
          let (mark, style): (String, Style) =
            switch change {
            case .inserted: ("+ inserted", .inserted)
            case .moved: ("→ moved", .moved)
            case .reloaded: ("↻ reloaded", .reloaded)
            case .reconfigured: ("✎ reconfigured", .reconfigured)
            }
          text += "  " + paint(mark, style)
        }
        if row.isStale { text += "  " + paint("stale: the model says \"\(row.modelText)\"", .stale) }
        lines.append(text)
      }
    }
    if partial {
      let last = (firstShown ?? 0) + shownRows
      if last < report.totalRows {
        lines.append(paint("  … \(plural(report.totalRows - last, "row")) below the viewport", .dim))
      }
    }
    return lines.joined(separator: "\n")
  }

  static func layoutJSON(_ report: LayoutReport) -> JSONValue {
    .array(
      report.sections.map { section in
        .object([
          ("section", .string(section.identifier)),
          (
            "items",
            .array(
              section.rows.map { row in
                .object([
                  ("id", .string(row.key)), ("type", .string(row.typeName)), ("level", .int(row.level)),
                  ("expanded", row.expanded.map { .bool($0) } ?? .null), ("cell", .string(row.cellText)),
                ])
              })
          ),
        ])
      })
  }

  static func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let micros = seconds * 1_000_000 + attoseconds / 1_000_000_000_000
    let whole = micros / 1000
    let fraction = micros % 1000
    let digits = String(fraction)
    return "\(whole).\(String(repeating: "0", count: 3 - digits.count))\(digits) ms"
  }
}

// `--svg DIR` and `export svg DIR`: one static picture per step (step-000.svg, step-001.svg, …), for docs and slides.
// Each shows the view before the step and after it side by side, the batch's operations marked on the rows (deleted
// on the left, inserted, reloaded and reconfigured on the right) and an arrow for every move; an error step shows
// UIKit's message above the view, which is unchanged.

import ListKit

@MainActor
enum SVGRenderer {
  private static let rowHeight = 34
  private static let headerHeight = 26
  private static let panelWidth = 330
  private static let gap = 110
  private static let margin = 20

  private struct Placed {
    var rows: [IndexPath: Int] = [:]
    var elements: [String] = []
    var height = 0
  }

  /// The picture of step `index` (before: the previous step's layout).
  static func picture(of index: Int, in recorder: PictureRecorder) -> String {
    let step = recorder.steps[index]
    let after = recorder.layouts[step.layout]
    let before = index > 0 ? recorder.layouts[recorder.steps[index - 1].layout] : after
    let update = step.update
    let deleted = Set(update?.deletedItems ?? [])
    let changed: [IndexPath: LayoutRow.Change] = Dictionary(
      after.sections.flatMap { section in
        section.rows.compactMap { row in row.change.map { (IndexPath(item: row.item, section: row.section), $0) } }
      }, uniquingKeysWith: { first, _ in first })

    var top = margin
    var elements: [String] = []
    let width = margin * 2 + panelWidth * 2 + gap
    let commands = step.commands.map(\.text)
    let title = "step \(index)" + (commands.last.map { ": " + $0 } ?? "")
    elements.append(text(title, x: margin, y: top + 16, size: 16, weight: "600"))
    top += 26
    elements.append(text(step.summary, x: margin, y: top + 14, size: 13, fill: "#3c3c43"))
    top += 24
    if let failure = step.failure {
      let lines =
        [failure.message] + (failure.rule.map { ["rule \($0)"] } ?? [])
        + (failure.explanation + failure.catalogue).prefix(3)
      let wrapped = lines.flatMap { wrap($0, width: 100) }.prefix(10)
      let height = wrapped.count * 17 + 16
      elements.append(
        "<rect x=\"\(margin)\" y=\"\(top)\" width=\"\(width - 2 * margin)\" height=\"\(height)\" rx=\"8\" "
          + "fill=\"#fff\" stroke=\"\(step.expected ? "#ff9500" : "#ff3b30")\" stroke-width=\"1.5\"/>")
      for (number, line) in wrapped.enumerated() {
        elements.append(
          text(
            line, x: margin + 12, y: top + 20 + number * 17, size: 12, fill: number == 0 ? "#b3261e" : "#3c3c43",
            family: "ui-monospace, DejaVu Sans Mono, monospace"))
      }
      top += height + 12
    }
    let labels = step.kind == .error ? ("before", "after: unchanged") : ("before", "after")
    elements.append(text(labels.0, x: margin, y: top + 12, size: 12, fill: "#8a8a8e"))
    elements.append(text(labels.1, x: margin + panelWidth + gap, y: top + 12, size: 12, fill: "#8a8a8e"))
    top += 20
    let left = panel(before, x: margin, y: top) { path in deleted.contains(path) ? .deleted : nil }
    let right = panel(after, x: margin + panelWidth + gap, y: top) { path in changed[path].map(Mark.init) }
    elements += left.elements + right.elements
    // An arrow for every move whose both ends are drawn; rows that only shift are joined by a faint line.
    let moved = Set((update?.movedItems ?? []).map(\.from))
    for destination in update?.rowDestinations ?? [] {
      guard let to = destination.to, let fromY = left.rows[destination.from], let toY = right.rows[to] else { continue }
      let isMove = moved.contains(destination.from)
      guard isMove || fromY != toY else { continue }
      let x1 = margin + panelWidth + 4
      let x2 = margin + panelWidth + gap - 8
      let y1 = fromY + rowHeight / 2
      let y2 = toY + rowHeight / 2
      elements.append(
        "<path d=\"M\(x1),\(y1) C\(x1 + gap / 2),\(y1) \(x2 - gap / 2),\(y2) \(x2),\(y2)\" fill=\"none\" "
          + (isMove
            ? "stroke=\"#007aff\" stroke-width=\"2\" marker-end=\"url(#arrow)\"/>"
            : "stroke=\"#c6c6c8\" stroke-width=\"1\" stroke-dasharray=\"3 3\"/>"))
    }
    let height = top + max(left.height, right.height) + margin
    return """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)" \
      font-family="-apple-system, Helvetica Neue, Liberation Sans, Arial, sans-serif">
      <defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" \
      orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#007aff"/></marker></defs>
      <rect width="100%" height="100%" fill="#f2f2f7"/>
      \(elements.joined(separator: "\n"))
      </svg>

      """
  }

  private enum Mark {
    case deleted, inserted, moved, reloaded, reconfigured

    init(_ change: LayoutRow.Change) {
      switch change {
      case .inserted: self = .inserted
      case .moved: self = .moved
      case .reloaded: self = .reloaded
      case .reconfigured: self = .reconfigured
      }
    }

    var fill: String {
      switch self {
      case .deleted: "#ffe5e3"
      case .inserted: "#e3f9e8"
      case .moved: "#e5f0ff"
      case .reloaded: "#fff1dc"
      case .reconfigured: "#f5e8fc"
      }
    }

    var label: String {
      switch self {
      case .deleted: "− deleted"
      case .inserted: "+ inserted"
      case .moved: "→ moved"
      case .reloaded: "↻ reloaded"
      case .reconfigured: "✎ reconfigured"
      }
    }

    var color: String {
      switch self {
      case .deleted: "#ff3b30"
      case .inserted: "#248a3d"
      case .moved: "#007aff"
      case .reloaded: "#c76a00"
      case .reconfigured: "#8944ab"
      }
    }
  }

  /// One view drawn at (x, y): section headers, rows with their marks, what is above and below.
  private static func panel(
    _ layout: PictureRecorder.Layout, x: Int, y: Int, mark: (IndexPath) -> Mark?
  ) -> Placed {
    var placed = Placed()
    var top = y
    var body: [String] = []
    func more(_ rows: Int, _ sections: Int, _ place: String) {
      let parts = [rows > 0 ? "\(rows) rows" : nil, sections > 0 ? "\(sections) more sections" : nil].compactMap { $0 }
      guard !parts.isEmpty else { return }
      body.append(
        text("… \(parts.joined(separator: " and ")) \(place)", x: x + 12, y: top + 16, size: 11, fill: "#8a8a8e"))
      top += 24
    }
    if layout.sections.isEmpty {
      body.append(
        text("(the \(layout.view.viewName) is empty)", x: x + 12, y: top + 22, size: 13, fill: "#8a8a8e"))
      top += rowHeight
    }
    more(layout.rowsAbove, layout.sectionsAbove, "above")
    for section in layout.sections {
      let title =
        section.header ?? (layout.sectionCount > 1 || section.itemCount == 0 ? "section \(section.identifier)" : nil)
      if let title {
        body.append(text(title.uppercased(), x: x + 12, y: top + 18, size: 11, fill: "#6d6d72"))
        top += headerHeight
      }
      for row in section.rows {
        let path = IndexPath(item: row.item, section: row.section)
        placed.rows[path] = top
        let marked = mark(path)
        var fill = marked?.fill ?? "#ffffff"
        if row.staleModelText != nil { fill = "#fff9db" }
        if row.outOfSyncModel != nil { fill = "#ffe5e3" }
        body.append(
          "<rect x=\"\(x)\" y=\"\(top)\" width=\"\(panelWidth)\" height=\"\(rowHeight)\" fill=\"\(fill)\"/>"
            + "<line x1=\"\(x + 14)\" y1=\"\(top + rowHeight)\" x2=\"\(x + panelWidth)\" y2=\"\(top + rowHeight)\" "
            + "stroke=\"#c6c6c8\" stroke-width=\"0.5\"/>")
        var left = x + 14 + row.level * 16
        if let expanded = row.expanded {
          body.append(text(expanded ? "▾" : "▸", x: left, y: top + 22, size: 13, fill: "#007aff"))
          left += 14
        }
        if let checked = row.checkbox {
          body.append(
            "<circle cx=\"\(left + 8)\" cy=\"\(top + rowHeight / 2)\" r=\"8\" fill=\"\(checked ? "#007aff" : "none")\" "
              + "stroke=\"\(checked ? "#007aff" : "#c6c6c8")\" stroke-width=\"1.5\"/>")
          left += 24
        }
        let strike = marked == .deleted ? " text-decoration=\"line-through\"" : ""
        body.append(text(clipped(row.cellText, 26), x: left, y: top + 22, size: 15, extra: strike))
        var note = "\(row.section).\(row.item)"
        if let marked { note = marked.label + "  " + note }
        if row.staleModelText != nil { note = "stale  " + note }
        if row.outOfSyncModel != nil { note = "≠ model  " + note }
        body.append(
          text(
            note, x: x + panelWidth - 10, y: top + 21, size: 11, fill: marked?.color ?? "#8a8a8e", anchor: "end"))
        top += rowHeight
      }
      if let footer = section.footer {
        body.append(text(footer, x: x + 12, y: top + 16, size: 11, fill: "#6d6d72"))
        top += headerHeight
      }
    }
    more(layout.rowsBelow, layout.sectionsBelow, "below")
    placed.elements.append(
      "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(panelWidth)\" height=\"\(top - y)\" rx=\"10\" fill=\"#ffffff\"/>")
    placed.elements += body
    placed.elements.append(
      "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(panelWidth)\" height=\"\(top - y)\" rx=\"10\" fill=\"none\" "
        + "stroke=\"#d1d1d6\"/>")
    placed.height = top - y
    return placed
  }

  private static func text(
    _ content: String, x: Int, y: Int, size: Int, fill: String = "#000000", weight: String = "400",
    family: String? = nil, anchor: String = "start", extra: String = ""
  ) -> String {
    "<text x=\"\(x)\" y=\"\(y)\" font-size=\"\(size)\" font-weight=\"\(weight)\" fill=\"\(fill)\" "
      + "text-anchor=\"\(anchor)\"" + (family.map { " font-family=\"\($0)\"" } ?? "") + extra + ">"
      + HTMLRenderer.escaped(content) + "</text>"
  }

  private static func clipped(_ text: String, _ limit: Int) -> String {
    text.count > limit ? String(text.prefix(limit - 1)) + "…" : text
  }

  private static func wrap(_ line: String, width: Int) -> [String] {
    var lines: [String] = []
    var rest = Substring(line)
    while rest.count > width {
      let cut = rest.prefix(width).lastIndex(of: " ") ?? rest.index(rest.startIndex, offsetBy: width)
      lines.append(String(rest[..<cut]))
      rest = rest[cut...].drop { $0 == " " }
    }
    lines.append(String(rest))
    return lines
  }
}

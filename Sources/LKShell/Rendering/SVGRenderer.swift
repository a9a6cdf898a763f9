// `--svg DIR` and `export svg DIR`: one static picture per step (step-000.svg, step-001.svg, …), for docs and slides.
// Each shows the view before the step and after it side by side, the batch's operations marked on the rows (deleted
// on the left — rows of a deleted section too —, inserted, moved, reloaded and reconfigured on the right) and on the
// section headers, an arrow for every move (a user's drag included), each row's item (`Type:id`) when its cell shows
// other text, the model's text beside a stale or out-of-sync cell, the changes off screen counted in the bands above
// and below, a legend of the marks used, and the script, line and lks version at the foot. An error step shows UIKit's
// message above the view, which is unchanged, and an error of an update (a rejected batch, a failed apply) the app's
// model beside that view ("model a c / view a b c"). Text is ellipsised to fit and clipped to its panel.

import ListKit

@MainActor
enum SVGRenderer {
  private static let rowHeight = 34
  /// A row that also names its item or the model's text (a second, smaller line).
  private static let tallRowHeight = 46
  private static let headerHeight = 26
  private static let panelWidth = 330
  private static let gap = 110
  private static let margin = 20

  private struct Placed {
    var rows: [IndexPath: Int] = [:]
    var headers: [Int: Int] = [:]
    var heights: [IndexPath: Int] = [:]
    var elements: [String] = []
    var height = 0
    var marks: Set<Mark> = []
  }

  /// The marks of a section header.
  private enum SectionMark {
    case deleted, inserted, reloaded
    case moved(from: Int, to: Int)
  }

  /// The picture of step `index` (before: the previous step's layout).
  static func picture(of index: Int, in recorder: PictureRecorder, version: String) -> String {
    let step = recorder.steps[index]
    let after = recorder.layouts[step.layout]
    let before = index > 0 ? recorder.layouts[recorder.steps[index - 1].layout] : after
    let update = step.update
    // Deleted on the left: the batch's deletes and every row the batch takes nowhere (a deleted section's rows).
    var deleted = Set(update?.deletedItems ?? [])
    for destination in update?.rowDestinations ?? [] where destination.to == nil { deleted.insert(destination.from) }
    let changed: [IndexPath: LayoutRow.Change] = Dictionary(
      after.sections.flatMap { section in
        section.rows.compactMap { row in row.change.map { (IndexPath(item: row.item, section: row.section), $0) } }
      }, uniquingKeysWith: { first, _ in first })
    // A moved row's old index path, to read "old → new".
    let movedFrom = Dictionary((update?.movedItems ?? []).map { ($0.to, $0.from) }, uniquingKeysWith: { a, _ in a })
    let deletedSections = Set(update?.deletedSections ?? [])
    var sectionMarks: [Int: SectionMark] = [:]
    for section in update?.insertedSections ?? [] { sectionMarks[section] = .inserted }
    for section in update?.reloadedSections ?? [] { sectionMarks[section] = .reloaded }
    for move in update?.movedSections ?? [] { sectionMarks[move.to] = .moved(from: move.from, to: move.to) }

    var top = margin
    var elements: [String] = []
    let width = margin * 2 + panelWidth * 2 + gap
    let commands = step.commands.map(\.text)
    let title = "step \(PictureRecorder.grouped(index))" + (commands.last.map { ": " + $0 } ?? "")
    elements.append(text(clipped(title, 80), x: margin, y: top + 16, size: 16, weight: "600"))
    top += 26
    for line in wrap(step.summary, width: 110).prefix(3) {
      elements.append(text(line, x: margin, y: top + 14, size: 13, fill: "#3c3c43"))
      top += 18
    }
    top += 6
    if let failure = step.failure {
      let lines =
        [failure.message] + (failure.rule.map { ["rule \($0)"] } ?? [])
        + (failure.explanation + failure.catalogue).prefix(3)
      // The message in full, red; the rule and the explanation after it.
      let message = wrap(failure.message, width: 100)
      let wrapped = (message + lines.dropFirst().flatMap { wrap($0, width: 100) }).prefix(max(12, message.count))
      let height = wrapped.count * 17 + 16
      elements.append(
        "<rect x=\"\(margin)\" y=\"\(top)\" width=\"\(width - 2 * margin)\" height=\"\(height)\" rx=\"8\" "
          + "fill=\"#fff\" stroke=\"\(step.expected ? "#ff9500" : "#ff3b30")\" stroke-width=\"1.5\"/>")
      for (number, line) in wrapped.enumerated() {
        elements.append(
          text(
            line, x: margin + 12, y: top + 20 + number * 17, size: 12,
            fill: number < message.count ? "#b3261e" : "#3c3c43", family: "ui-monospace, DejaVu Sans Mono, monospace"))
      }
      top += height + 12
    }
    // An error of an update draws the app's model (what the counts were checked against) beside the unchanged view.
    let model = step.model.map { recorder.layouts[$0] }
    let labels =
      model != nil
      ? ("model: what the app's data says", "view: unchanged")
      : step.kind == .error ? ("before", "after: unchanged") : ("before", "after")
    elements.append(text(labels.0, x: margin, y: top + 12, size: 12, fill: "#8a8a8e"))
    elements.append(text(labels.1, x: margin + panelWidth + gap, y: top + 12, size: 12, fill: "#8a8a8e"))
    top += 20
    let left =
      model.map {
        panel(
          $0, x: margin, y: top, clip: "before", empty: "(the model is empty)", mark: { _ in nil },
          sectionMark: { _ in nil })
      }
      ?? panel(
        before, x: margin, y: top, clip: "before",
        mark: { path in deleted.contains(path) ? .deleted : nil },
        sectionMark: { deletedSections.contains($0) ? .deleted : nil })
    let right = panel(
      after, x: margin + panelWidth + gap, y: top, clip: "after", offscreen: (update?.above, update?.below),
      mark: { path in changed[path].map(Mark.init) }, movedFrom: { movedFrom[$0] },
      sectionMark: { sectionMarks[$0] })
    elements += left.elements + right.elements
    // An arrow for every move whose both ends are drawn (a section's, a row's, a user's drag); rows that only shift
    // are joined by a faint line.
    let moved = Set((update?.movedItems ?? []).map(\.from))
    var joined: [(from: Int, to: Int, isMove: Bool)] = []
    var covered = Set<IndexPath>()
    for destination in update?.rowDestinations ?? [] {
      guard let to = destination.to, let fromY = left.rows[destination.from], let toY = right.rows[to] else { continue }
      covered.insert(destination.from)
      let isMove = moved.contains(destination.from)
      guard isMove || fromY != toY else { continue }
      joined.append(
        (fromY + (left.heights[destination.from] ?? rowHeight) / 2, toY + (right.heights[to] ?? rowHeight) / 2, isMove))
    }
    for move in update?.movedItems ?? [] where !covered.contains(move.from) {
      guard let fromY = left.rows[move.from], let toY = right.rows[move.to] else { continue }
      joined.append(
        (fromY + (left.heights[move.from] ?? rowHeight) / 2, toY + (right.heights[move.to] ?? rowHeight) / 2, true))
    }
    for move in update?.movedSections ?? [] {
      guard let fromY = left.headers[move.from], let toY = right.headers[move.to] else { continue }
      joined.append((fromY + headerHeight / 2, toY + headerHeight / 2, true))
    }
    for line in joined {
      let x1 = margin + panelWidth + 4
      let x2 = margin + panelWidth + gap - 8
      elements.append(
        "<path d=\"M\(x1),\(line.from) C\(x1 + gap / 2),\(line.from) \(x2 - gap / 2),\(line.to) \(x2),\(line.to)\" "
          + "fill=\"none\" "
          + (line.isMove
            ? "stroke=\"#007aff\" stroke-width=\"2\" marker-end=\"url(#arrow)\"/>"
            : "stroke=\"#c6c6c8\" stroke-width=\"1\" stroke-dasharray=\"3 3\"/>"))
    }
    top += max(left.height, right.height) + 16
    // The legend of the marks drawn, then where the step comes from.
    let used = Mark.allCases.filter { left.marks.contains($0) || right.marks.contains($0) }
    if !used.isEmpty {
      var x = margin
      for mark in used {
        let label = mark.label
        let labelWidth = label.count * 7 + 16
        elements.append(
          "<rect x=\"\(x)\" y=\"\(top)\" width=\"\(labelWidth)\" height=\"18\" rx=\"9\" fill=\"\(mark.fill)\" "
            + "stroke=\"\(mark.color)\" stroke-width=\"0.5\"/>")
        elements.append(text(label, x: x + 8, y: top + 13, size: 11, fill: mark.color))
        x += labelWidth + 6
      }
      top += 26
    }
    let origin = step.commands.last.flatMap { command in
      command.location.file.map { "\($0.split(separator: "/").last.map(String.init) ?? $0):\(command.location.line)" }
    }
    elements.append(
      text(
        clipped((origin ?? "lks session") + " · lks " + version, 110), x: margin, y: top + 12, size: 11,
        fill: "#8a8a8e"))
    top += 18
    let height = top + margin / 2
    return """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)" \
      font-family="-apple-system, Helvetica Neue, Liberation Sans, Arial, sans-serif">
      <defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" \
      orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#007aff"/></marker>\
      <clipPath id="clip-before"><rect x="\(margin)" y="0" width="\(panelWidth)" height="\(height)"/></clipPath>\
      <clipPath id="clip-after"><rect x="\(margin + panelWidth + gap)" y="0" width="\(panelWidth)" \
      height="\(height)"/></clipPath></defs>
      <rect width="100%" height="100%" fill="#f2f2f7"/>
      \(elements.joined(separator: "\n"))
      </svg>

      """
  }

  private enum Mark: CaseIterable {
    case deleted, inserted, moved, reloaded, reconfigured, stale, outOfSync

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
      case .stale: "#fff9db"
      case .outOfSync: "#fde4f2"
      }
    }

    var label: String {
      switch self {
      case .deleted: "− deleted"
      case .inserted: "+ inserted"
      case .moved: "→ moved"
      case .reloaded: "↻ reloaded"
      case .reconfigured: "✎ reconfigured"
      case .stale: "stale cell"
      case .outOfSync: "≠ out of sync"
      }
    }

    var color: String {
      switch self {
      case .deleted: "#d70015"
      case .inserted: "#248a3d"
      case .moved: "#007aff"
      case .reloaded: "#c76a00"
      case .reconfigured: "#8944ab"
      case .stale: "#7a5b00"
      case .outOfSync: "#c2185b"
      }
    }
  }

  /// One view drawn at (x, y): section headers (with their marks), rows with their marks, what is above and below
  /// (with the changes there), clipped to the panel.
  private static func panel(
    _ layout: PictureRecorder.Layout, x: Int, y: Int, clip: String, empty: String? = nil,
    offscreen: (PictureRecorder.OffscreenChanges?, PictureRecorder.OffscreenChanges?) = (nil, nil),
    mark: (IndexPath) -> Mark?, movedFrom: (IndexPath) -> IndexPath? = { _ in nil },
    sectionMark: (Int) -> SectionMark?
  ) -> Placed {
    var placed = Placed()
    var top = y
    var body: [String] = []
    func more(_ rows: Int, _ sections: Int, _ changes: PictureRecorder.OffscreenChanges?, _ place: String) {
      let parts = [
        rows > 0 ? PictureRecorder.grouped(rows) + (rows == 1 ? " row" : " rows") : nil,
        sections > 0 ? PictureRecorder.grouped(sections) + (sections == 1 ? " more section" : " more sections") : nil,
      ].compactMap { $0 }
      let changed = changes.flatMap { $0.isEmpty ? nil : $0.phrase }
      guard !parts.isEmpty || changed != nil else { return }
      var line = parts.isEmpty ? "" : "… \(parts.joined(separator: " and ")) \(place)"
      if let changed { line += (line.isEmpty ? "" : " · ") + changed + (parts.isEmpty ? " " + place : "") }
      body.append(
        text(clipped(line, 52), x: x + 12, y: top + 16, size: 11, fill: changed == nil ? "#8a8a8e" : "#3c3c43"))
      top += 24
    }
    if layout.sections.isEmpty {
      body.append(
        text(empty ?? "(the \(layout.view.viewName) is empty)", x: x + 12, y: top + 22, size: 13, fill: "#8a8a8e"))
      top += rowHeight
    }
    more(layout.rowsAbove, layout.sectionsAbove, offscreen.0, "above")
    for section in layout.sections {
      let marked = sectionMark(section.index)
      let title =
        section.header
        ?? (layout.sectionCount > 1 || section.itemCount == 0 || marked != nil ? "section \(section.identifier)" : nil)
      if let title {
        placed.headers[section.index] = top
        var note: (String, String)?
        switch marked {
        case .deleted?:
          note = ("− deleted section", Mark.deleted.color)
          placed.marks.insert(.deleted)
        case .inserted?:
          note = ("+ inserted section", Mark.inserted.color)
          placed.marks.insert(.inserted)
        case .reloaded?:
          note = ("↻ reloaded section", Mark.reloaded.color)
          placed.marks.insert(.reloaded)
        case .moved(let from, let to)?:
          note = ("→ moved section \(from) → \(to)", Mark.moved.color)
          placed.marks.insert(.moved)
        case nil: break
        }
        if case .deleted? = marked {
          body.append(
            "<rect x=\"\(x)\" y=\"\(top)\" width=\"\(panelWidth)\" height=\"\(headerHeight)\" fill=\"\(Mark.deleted.fill)\"/>"
          )
        }
        let strike = marked.map { if case .deleted = $0 { true } else { false } } == true
        body.append(
          text(
            clipped(title.uppercased(), note == nil ? 44 : 24), x: x + 12, y: top + 18, size: 11, fill: "#6d6d72",
            extra: strike ? " text-decoration=\"line-through\"" : ""))
        if let note {
          body.append(text(note.0, x: x + panelWidth - 10, y: top + 18, size: 11, fill: note.1, anchor: "end"))
        }
        top += headerHeight
      }
      for row in section.rows {
        let path = IndexPath(item: row.item, section: row.section)
        placed.rows[path] = top
        var marked = mark(path)
        if marked == nil, row.staleModelText != nil { marked = .stale }
        if marked == nil, row.outOfSyncModel != nil { marked = .outOfSync }
        if let marked { placed.marks.insert(marked) }
        if row.staleModelText != nil { placed.marks.insert(.stale) }
        if row.outOfSyncModel != nil { placed.marks.insert(.outOfSync) }
        // The second line: the item when its cell shows other text, the model's text when the cell is not it.
        var second: [String] = []
        if row.key != row.cellText { second.append(row.key) }
        if let model = row.staleModelText { second.append("model: " + model) }
        if let model = row.outOfSyncModel { second.append("model: " + (model.isEmpty ? "no row" : model)) }
        let height = second.isEmpty ? rowHeight : tallRowHeight
        placed.heights[path] = height
        var fill = marked?.fill ?? "#ffffff"
        if row.staleModelText != nil { fill = Mark.stale.fill }
        if row.outOfSyncModel != nil { fill = Mark.outOfSync.fill }
        body.append(
          "<rect x=\"\(x)\" y=\"\(top)\" width=\"\(panelWidth)\" height=\"\(height)\" fill=\"\(fill)\"/>"
            + "<line x1=\"\(x + 14)\" y1=\"\(top + height)\" x2=\"\(x + panelWidth)\" y2=\"\(top + height)\" "
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
        var note = "\(row.section).\(row.item)"
        if marked == .moved, let from = movedFrom(path) { note = "\(from.section).\(from.item) → " + note }
        if let marked, marked != .stale, marked != .outOfSync { note = marked.label + "  " + note }
        if row.staleModelText != nil { note = "stale  " + note }
        if row.outOfSyncModel != nil { note = "≠ model  " + note }
        // The cell's text gets what the note leaves of the row (about 7.5 points a character at 15 points).
        let room = max(8, (panelWidth - (left - x) - 18 - note.count * 6) / 8)
        let strike = marked == .deleted ? " text-decoration=\"line-through\"" : ""
        body.append(text(clipped(row.cellText, room), x: left, y: top + 22, size: 15, extra: strike))
        if !second.isEmpty {
          body.append(
            text(
              clipped(second.joined(separator: " · "), 48), x: left, y: top + 38, size: 11,
              fill: marked?.color ?? "#6d6d72", family: "ui-monospace, DejaVu Sans Mono, monospace"))
        }
        body.append(
          text(
            note, x: x + panelWidth - 10, y: top + 21, size: 11, fill: marked?.color ?? "#8a8a8e", anchor: "end"))
        top += height
      }
      if let footer = section.footer {
        body.append(text(clipped(footer, 52), x: x + 12, y: top + 16, size: 11, fill: "#6d6d72"))
        top += headerHeight
      }
    }
    more(layout.rowsBelow, layout.sectionsBelow, offscreen.1, "below")
    placed.elements.append(
      "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(panelWidth)\" height=\"\(top - y)\" rx=\"10\" fill=\"#ffffff\"/>")
    placed.elements.append("<g clip-path=\"url(#clip-\(clip))\">")
    placed.elements += body
    placed.elements.append("</g>")
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

  /// `text` in at most `limit` characters, ellipsised (counted after escaping: `\u202e` takes six).
  private static func clipped(_ text: String, _ limit: Int) -> String {
    let shown = Escaping.escaped(text) {
      IdentifierSyntax.needsEscape($0) && $0.value >= 0x80 ? TerminalText.escape($0) : nil
    }
    return shown.count > limit ? String(shown.prefix(limit - 1)) + "…" : shown
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

// The page of `--html` and `export html`: one self-contained HTML file (inline CSS, a small inline script, the steps
// as JSON data; no network, no external fonts) that draws each step of the session and animates the batch update
// between steps as the view received it. The steps come from `PictureRecorder`. The page's markup skeleton, style sheet
// and script are files, Rendering/Page/body.html, style.css and script.js, compiled in as `PageResources` by the
// EmbedPageResources build plugin. The script draws a step from the page's JSON data with `textContent` only (never
// markup from data), animates the batch update between two steps in UIKit's order, and exposes `window.lksPage` for
// the browser test (Tests/browser).

import ListKit

@MainActor
enum HTMLRenderer {
  /// The whole page for the recorded steps; `title` names the script (or the session).
  static func page(_ recorder: PictureRecorder, title: String, version: String) -> String {
    let data = embeddedJSON(document(recorder, title: title, version: version))
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; \
      script-src 'unsafe-inline'; img-src data:">
      <title>\(escaped(title)) — lks</title>
      <style>\(PageResources.style)</style>
      </head>
      <body>
      \(PageResources.body)
      <script id="lks-data" type="application/json">\(data)</script>
      <script>\(PageResources.script)</script>
      </body>
      </html>

      """
  }

  /// The page's data: the title, the layouts, and the steps that refer to them.
  static func document(_ recorder: PictureRecorder, title: String, version: String) -> JSONValue {
    .object([
      ("title", .string(title)), ("version", .string(version)), ("dropped", .int(recorder.droppedSteps)),
      ("metrics", metrics), ("layouts", .array(recorder.layouts.map(layout))),
      ("steps", .array(recorder.steps.map(step))),
    ])
  }

  /// The geometry the page draws with (points, as on an iPhone): the browser test reads it from the page.
  static let metrics: JSONValue = .object([
    ("width", 390), ("row", 44), ("header", 38), ("footer", 34), ("sectionGap", 0), ("indent", 20),
  ])

  // MARK: Data

  private static func indexPath(_ path: IndexPath) -> JSONValue { .array([.int(path.section), .int(path.item)]) }

  private static func layout(_ layout: PictureRecorder.Layout) -> JSONValue {
    let sections: [JSONValue] = layout.sections.map { section in
      var fields: [(String, JSONValue)] = [
        ("x", .int(section.index)), ("id", .string(section.identifier)), ("n", .int(section.itemCount)),
        ("r0", .int(section.firstRow)), ("rows", .array(section.rows.map(row))),
      ]
      if let header = section.header { fields.append(("h", .string(header))) }
      if let footer = section.footer { fields.append(("f", .string(footer))) }
      if section.isOutline { fields.append(("o", true)) }
      return .object(fields)
    }
    return .object([
      ("v", .string(layout.view.rawValue)), ("sec", .array(sections)), ("total", .int(layout.totalRows)),
      ("secs", .int(layout.sectionCount)), ("above", .int(layout.rowsAbove)), ("below", .int(layout.rowsBelow)),
      ("sa", .int(layout.sectionsAbove)), ("sb", .int(layout.sectionsBelow)),
    ])
  }

  private static func row(_ row: PictureRecorder.Row) -> JSONValue {
    var fields: [(String, JSONValue)] = [
      ("s", .int(row.section)), ("i", .int(row.item)), ("k", .string(row.key)), ("y", .string(row.typeName)),
      ("t", .string(row.cellText)),
    ]
    if row.level > 0 { fields.append(("l", .int(row.level))) }
    if let expanded = row.expanded { fields.append(("e", .bool(expanded))) }
    if let model = row.staleModelText { fields.append(("m", .string(model))) }
    if let checkbox = row.checkbox { fields.append(("c", .bool(checkbox))) }
    if let change = row.change { fields.append(("g", .string(change.rawValue))) }
    if let model = row.outOfSyncModel { fields.append(("o", .string(model))) }
    if let secondary = row.secondaryText { fields.append(("t2", .string(secondary))) }
    if !row.accessories.isEmpty { fields.append(("a", .array(row.accessories.map { .string($0) }))) }
    return .object(fields)
  }

  private static func step(_ step: PictureRecorder.Step) -> JSONValue {
    var fields: [(String, JSONValue)] = [
      ("k", .string(step.kind.rawValue)),
      ("c", .array(step.commands.map { .array([.string(location($0.location)), .string($0.text)]) })),
      ("s", .string(step.summary)), ("L", .int(step.layout)),
    ]
    if !step.log.isEmpty { fields.append(("l", .array(step.log.map { .string($0) }))) }
    if !step.operations.isEmpty { fields.append(("o", .array(step.operations.map { .string($0) }))) }
    if let update = step.update { fields.append(("u", self.update(update))) }
    if let mode = step.mode { fields.append(("m", .string(mode))) }
    if let animation = step.rowAnimation { fields.append(("a", .string(animation))) }
    if let model = step.model { fields.append(("ml", .int(model))) }
    if let failure = step.failure {
      fields.append(
        (
          "f",
          .object([
            ("m", .string(failure.message)), ("r", failure.rule.map { .string($0) } ?? .null),
            ("x", .array(failure.explanation.map { .string($0) })),
            ("e", .array(failure.catalogue.map { .string($0) })), ("ok", .bool(step.expected)),
          ])
        ))
    }
    return .object(fields)
  }

  private static func location(_ location: SourceLocation) -> String {
    guard let file = location.file else { return "" }
    return "\(file):\(location.line)"
  }

  private static func update(_ update: PictureRecorder.PictureUpdate) -> JSONValue {
    var fields: [(String, JSONValue)] = []
    func add(_ key: String, _ values: [Int]) {
      if !values.isEmpty { fields.append((key, .array(values.map { .int($0) }))) }
    }
    func add(_ key: String, _ paths: [IndexPath]) {
      if !paths.isEmpty { fields.append((key, .array(paths.map(indexPath)))) }
    }
    add("sd", update.deletedSections)
    add("si", update.insertedSections)
    if !update.movedSections.isEmpty {
      fields.append(("sm", .array(update.movedSections.map { .array([.int($0.from), .int($0.to)]) })))
    }
    add("sr", update.reloadedSections)
    add("d", update.deletedItems)
    add("i", update.insertedItems)
    if !update.movedItems.isEmpty {
      fields.append(("m", .array(update.movedItems.map { .array([indexPath($0.from), indexPath($0.to)]) })))
    }
    add("r", update.reloadedItems)
    add("c", update.reconfiguredItems)
    fields.append(
      (
        "rd",
        .array(
          update.rowDestinations.map { move in
            .array([indexPath(move.from), move.to.map(indexPath) ?? .null])
          })
      ))
    fields.append(
      ("sdst", .array(update.sectionDestinations.map { .array([.int($0.from), $0.to.map { .int($0) } ?? .null]) })))
    // The changes off screen: inserted, deleted, moved, reloaded, reconfigured, sections inserted, sections deleted.
    if !update.above.isEmpty { fields.append(("oa", .array(update.above.counts.map { .int($0) }))) }
    if !update.below.isEmpty { fields.append(("ob", .array(update.below.counts.map { .int($0) }))) }
    return .object(fields)
  }

  // MARK: Escaping

  /// JSON that can sit inside a `<script>` element: `<`, `>` and `&` (and the two line separators JavaScript once
  /// treated as line ends) are written as `\u` escapes, which only occur inside JSON strings.
  static func embeddedJSON(_ value: JSONValue) -> String {
    Escaping.escaped(value.serialized) { scalar in
      switch scalar {
      case "<", ">", "&", "\u{2028}", "\u{2029}": Escaping.hex(scalar, prefix: "\\u", width: 4)
      default: nil
      }
    }
  }

  /// Text for HTML element content and attribute values; C0 control characters are shown as their pictures (␛), and
  /// the other scalars the text output escapes (C1 controls, line and paragraph separators, bidirectional formatting:
  /// `IdentifierSyntax.needsEscape`) are written as it writes them (`\u202e`, `TerminalText.escape`), so that a
  /// U+202E cannot turn the rest of a row around.
  static func escaped(_ text: String) -> String {
    Escaping.escaped(text) { scalar in
      switch scalar {
      case "<": "&lt;"
      case ">": "&gt;"
      case "&": "&amp;"
      case "\"": "&quot;"
      case "'": "&#39;"
      case _ where scalar.value < 0x20: String(Unicode.Scalar(0x2400 + scalar.value)!)
      case "\u{7F}": "\u{2421}"
      case _ where IdentifierSyntax.needsEscape(scalar): TerminalText.escape(scalar)
      default: nil
      }
    }
  }
}

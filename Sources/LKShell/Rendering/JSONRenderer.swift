// JSON Lines output (lks-language.md §4): one object per line. The `apply` event's shape is a contract read by tools
// outside this repository: index frames exactly as in text mode; reloads and reconfigures in the final state.

import ListKit

@MainActor
enum JSONRenderer {
  /// `{"event":"apply","mode":…,"sections":{…},"items":{…},"layout":[…],"viewport":[first,last]}`.
  static func apply(_ report: ApplyReport) -> JSONValue {
    var fields: [(String, JSONValue)] = [("event", "apply"), ("mode", .string(report.mode.rawValue))]
    if let section = report.section { fields.append(("section", .string(section))) }
    fields += updateFields(report.update)
    fields.append(("layout", TextRenderer.layoutJSON(report.layout)))
    let viewport = report.layout.viewport
    fields.append(
      ("viewport", viewport.isEmpty ? .null : .array([.int(viewport.lowerBound), .int(viewport.upperBound - 1)])))
    if let duration = report.duration {
      let (seconds, attoseconds) = duration.components
      fields.append(("durationMicroseconds", .int(Int(seconds) * 1_000_000 + Int(attoseconds / 1_000_000_000_000))))
    }
    return .object(fields)
  }

  /// `"sections":{"deleted","inserted","moved","reloaded"}, "items":{"deleted","inserted","moved","reloaded","reconfigured"}`.
  static func updateFields(_ update: BatchUpdate) -> [(String, JSONValue)] {
    func path(_ indexPath: IndexPath) -> JSONValue { .array([.int(indexPath.section), .int(indexPath.item)]) }
    let sections: JSONValue = .object([
      ("deleted", .array(update.deletedSections.map { .int($0) })),
      ("inserted", .array(update.insertedSections.map { .int($0) })),
      ("moved", .array(update.movedSections.map { .array([.int($0.from), .int($0.to)]) })),
      ("reloaded", .array(update.reloadedSections.map { .int($0) })),
    ])
    let items: JSONValue = .object([
      ("deleted", .array(update.deletedItems.map(path))),
      ("inserted", .array(update.insertedItems.map(path))),
      ("moved", .array(update.movedItems.map { .array([path($0.from), path($0.to)]) })),
      ("reloaded", .array(update.reloadedItems.map(path))),
      ("reconfigured", .array(update.reconfiguredItems.map(path))),
    ])
    return [("sections", sections), ("items", items)]
  }

  static func message(kind: String, fields: [(String, JSONValue)], text: String) -> JSONValue {
    .object([("event", .string(kind))] + fields + [("text", .string(text))])
  }

  static func error(_ message: String, line: Int) -> JSONValue {
    .object([("event", "error"), ("line", .int(line)), ("message", .string(message))])
  }

  static func warning(_ message: String, line: Int) -> JSONValue {
    .object([("event", "warning"), ("line", .int(line)), ("message", .string(message))])
  }
}

// `lks explain --script OUT.lks`: for a recognised exception, the update-lab script (docs/language.md §8) that makes
// the simulated view raise the same rule with the same numbers — a classic data source whose view shows the counts
// the message names, then the calls and model edits that break the rule — ending in `expect error` and the call.
// Where the simulator does not model the cause, the script says why in a comment.

import ListKit

enum CrashReproduction {
  /// The script for every exception of `reading`: each recognised one whose cause the simulator models reproduced
  /// from an empty view, each other one a comment saying why not.
  static func script(for reading: CrashLogReading, logName: String) -> String {
    var lines = [
      "#!/usr/bin/env lks",
      "# Reproductions of the exceptions in \(commentSafe(logName)), written by `lks explain --script`.",
      "# `lks test` on this file passes when each one fails as in the log (each part ends in `expect error`).",
    ]
    for exception in reading.exceptions {
      lines.append("")
      let title = exception.recognized.map { $0.rule ?? $0.entry.id } ?? exception.name ?? "an exception"
      lines.append(
        "# line \(exception.line): \(commentSafe(title)): \(commentSafe(String(exception.message.prefix(160))))")
      guard let message = exception.recognized else {
        lines.append("# not reproduced: explain does not know this message")
        continue
      }
      switch Self.lines(for: message) {
      case .success(let reproduction):
        lines += ["delete-all-items"] + reproduction
      case .failure(let unmodelled):
        lines.append("# not reproduced: \(commentSafe(unmodelled.reason))")
      }
    }
    if reading.found > reading.exceptions.count {
      lines.append("")
      lines.append("# \(reading.found - reading.exceptions.count) more exceptions in the log are not reproduced here")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One line of text, for a comment.
  static func commentSafe(_ text: String) -> String {
    String(text.map { $0 == "\n" || $0 == "\r" || $0 == "\t" ? " " : $0 })
  }

  /// The script lines that reproduce `message`, or the reason (one line) why the simulator cannot. An older wording
  /// is reproduced as the current message of its rule with the same numbers (``raised(_:)``).
  static func lines(for message: FailureMessage) -> Result<[String], Unmodelled> {
    guard !message.isBeginningOnly else {
      return .failure(Unmodelled("only the message's first line was given: its counts are on the lines after it"))
    }
    let raised = raised(message)
    if let lines = cellFailure(raised) { return .success(lines) }
    let steps: Steps?
    switch raised.entry.id {
    case "R14": steps = sectionCount(raised.values)
    case "R15": steps = itemCount(raised.values)
    case "R16": steps = batchCounts(raised.values, table: raised.wording == .tableView)
    default: steps = indexRule(raised.entry.id, raised.values)
    }
    guard let steps else { return .failure(Unmodelled(unmodelledReason(message))) }
    var lines = [message.wording == .tableView ? "view table" : "view collection", "data-source classic"]
    lines += setup(steps.counts)
    lines.append("reload-data")
    lines += steps.before
    let expectation = "expect error " + quoted(firstLine(of: raised.text))
    if steps.batch.isEmpty {
      lines += [expectation, steps.call]
    } else {
      lines += ["batch"] + steps.batch + [expectation, "commit"]
    }
    return .success(message.wording == .tableView ? lines.map(inTableWords) : lines)
  }

  /// Why the simulator cannot reproduce `message`, in one line.
  static func unmodelledReason(_ message: FailureMessage) -> String {
    let id = message.entry.id
    if FailureCatalogue.layoutEntries.contains(where: { $0.id == id }) {
      return "UIKit raises \(id) while it lays out or draws the list (its layout's attributes, its cached data),"
        + " a pass the simulator does not run; see explain's causes and fix above"
    }
    if message.rule == nil || message.rule?.hasPrefix("R") == false {
      return "the simulator does not model the cause of \(id) from its message alone (see explain's causes and fix"
        + " above)"
    }
    return "the simulator does not model the cause of \(id) with these values (see explain's causes and fix above)"
  }

  /// The message the simulator raises for `message`: itself, or for an older wording the current entry of its rule
  /// with the same values (the count check of older iOS, which names no moves, as the current one with 0 moved in
  /// and 0 moved out; the table's nil cell of iOS 6–13, which names no index path, at row 0.0; the short wording of
  /// an unregistered identifier as the collection view's message for a cell).
  static func raised(_ message: FailureMessage) -> FailureMessage {
    guard !message.entry.isCurrent else { return message }
    // The table's nil cell in the words of iOS 6–13 names no index path: the current message at the first row.
    if message.entry.id == "nil-cell-ios6" || message.entry.id == "nil-cell-ios8",
      let current = FailureCatalogue.entry(named: "nil-cell-data-source")
    {
      return current.message([.indexPath(IndexPath(item: 0, section: 0))], wording: .tableView)
    }
    // The shorter wording of an unregistered identifier: the collection view's message for a cell.
    if message.entry.id == "unregistered-cell", let current = FailureCatalogue.entry(named: "unregistered") {
      return current.message(
        [.text(HeadlessCollectionView.cellElementKind)] + message.values, wording: .collectionView)
    }
    guard message.rule != nil else { return message }
    let wording = message.wording ?? .collectionView
    let values = message.entry.id == "R15-no-moves" ? message.values + [.number(0), .number(0)] : message.values
    let current = FailureCatalogue.entries.first {
      $0.isCurrent && $0.rule == message.rule && $0.valueCount(in: wording) == values.count
    }
    return current.map { FailureMessage($0, wording: message.wording, values) } ?? message
  }

  /// Why a message has no reproduction.
  struct Unmodelled: Error, Equatable {
    let reason: String
    init(_ reason: String) { self.reason = reason }
  }

  /// The view to start from (items per section), edits of the model before the batch, and either one view call
  /// (`batch` empty) or the lines of a batch.
  struct Steps {
    var counts: [Int]
    var before: [String] = []
    var batch: [String] = []
    var call: String = ""
  }

  /// Sections `s0`, `s1`, … with items `s0i1`, `s0i2`, … (brace expansion keeps large counts one line).
  static func setup(_ counts: [Int]) -> [String] {
    guard !counts.isEmpty else { return [] }
    var lines = ["append-sections " + range("s", 0, counts.count - 1)]
    for (section, count) in counts.enumerated() where count > 0 {
      lines.append("append-items \(range("s\(section)i", 1, count)) to s\(section)")
    }
    return lines
  }

  /// A view call as a table names it (`delete-rows-at`, `move-row-at`, `number-of-rows`).
  static func inTableWords(_ line: String) -> String {
    for (collection, table) in [
      ("-items-at ", "-rows-at "), ("move-item-at ", "move-row-at "), ("number-of-items ", "number-of-rows "),
    ] where line.hasPrefix(collection) || line.contains(collection) && !line.hasPrefix("expect") {
      if let range = line.firstRange(of: collection) {
        return line.replacingCharacters(in: range, with: table)
      }
    }
    return line
  }

  /// `p{a..b}`, or `pa` for one.
  static func range(_ prefix: String, _ first: Int, _ last: Int) -> String {
    first == last ? "\(prefix)\(first)" : "\(prefix){\(first)..\(last)}"
  }

  static func path(_ section: Int, _ item: Int) -> String { "\(section).\(item)" }

  static func firstLine(of text: String) -> String { String(text.prefix { $0 != "\n" }) }

  /// `text` in double quotes, as the lexer reads it back.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for character in text {
      if character == "\"" || character == "\\" || character == "$" { result.append("\\") }
      result.append(character)
    }
    return result + "\""
  }

  static func numbers(_ values: [FailureMessage.Value]) -> [Int]? {
    var result: [Int] = []
    for value in values {
      guard case .number(let n) = value, n >= 0, n <= 1_000_000 else { return nil }
      result.append(n)
    }
    return result
  }

  // MARK: The count checks

  /// R14: `after` sections where `before` + inserted − deleted were due.
  static func sectionCount(_ values: [FailureMessage.Value]) -> Steps? {
    guard let n = numbers(values), n.count == 4, n[1] <= 10_000, n[0] <= 10_000 else { return nil }
    let (after, before, inserted, deleted) = (n[0], n[1], n[2], n[3])
    guard deleted <= before, inserted <= after, after != before + inserted - deleted else { return nil }
    var steps = Steps(counts: Array(repeating: 0, count: before))
    // The model: the sections the data source reports after the update.
    if after > before {
      steps.batch.append("append-sections " + range("n", 1, after - before))
    } else if after < before {
      steps.batch.append("delete-sections " + range("s", before - (before - after), before - 1))
    }
    if deleted > 0 { steps.batch.append("delete-sections-at " + (0..<deleted).map(String.init).joined(separator: " ")) }
    if inserted > 0 {
      steps.batch.append("insert-sections-at " + (0..<inserted).map(String.init).joined(separator: " "))
    }
    return steps
  }

  /// R15: section `s` holds `after` items where `before` + inserted − deleted + moved in − moved out were due; the
  /// moves come from and go to the section after it.
  static func itemCount(_ values: [FailureMessage.Value]) -> Steps? {
    guard let n = numbers(values), n.count == 7, n[0] <= 1_000 else { return nil }
    let (section, after, before, inserted, deleted, movedIn, movedOut) = (n[0], n[1], n[2], n[3], n[4], n[5], n[6])
    guard deleted + movedOut <= before, inserted + movedIn <= after,
      after != before + inserted - deleted + movedIn - movedOut
    else { return nil }
    let other = section + 1
    var counts = Array(repeating: 0, count: section + 1)
    counts[section] = before
    if movedIn + movedOut > 0 { counts.append(movedIn) }
    var steps = Steps(counts: counts)
    if after > before {
      steps.batch.append("append-items \(range("s\(section)n", 1, after - before)) to s\(section)")
    } else if after < before {
      steps.batch.append("delete-items " + range("s\(section)i", after + 1, before))
    }
    // The other section's model follows its calls, so that section `s` is the one that does not add up.
    if movedIn + movedOut > 0, movedOut > movedIn {
      steps.batch.append("append-items \(range("s\(other)n", 1, movedOut - movedIn)) to s\(other)")
    } else if movedIn > movedOut {
      steps.batch.append("delete-items " + range("s\(other)i", 1, movedIn - movedOut))
    }
    if deleted > 0 {
      steps.batch.append("delete-items-at " + (0..<deleted).map { path(section, $0) }.joined(separator: " "))
    }
    if inserted > 0 {
      steps.batch.append("insert-items-at " + (0..<inserted).map { path(section, $0) }.joined(separator: " "))
    }
    for index in 0..<movedOut {
      steps.batch.append("move-item-at \(path(section, deleted + index)) \(path(other, index))")
    }
    for index in 0..<movedIn {
      steps.batch.append("move-item-at \(path(other, index)) \(path(section, inserted + index))")
    }
    return steps
  }
}

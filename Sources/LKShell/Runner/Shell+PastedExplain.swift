// `explain` given more than one line's worth: a message whose later lines arrive one by one (iOS 16.4's R16, with
// its `Updates = [` list of tab-indented entries and the view description after `]`), a line that does not lex
// (the console prefix's unmatched quote) or that `;` would cut (a view description's `frame = (0 0; 390 844)`), and
// a whole pasted block (the line editor hands it over at once).

extension Shell {
  /// The text after `explain` on `line` when the line must be read raw: it does not lex, or lexes into more than one
  /// command, and it holds an exception. Nil for any other line (which runs as usual).
  static func rawExplainText(_ line: String, lexes: () -> Int?) -> String? {
    let trimmed = line.drop { $0 == " " || $0 == "\t" }
    guard trimmed.hasPrefix("explain"), let blank = trimmed.dropFirst(7).first, blank == " " || blank == "\t"
    else { return nil }
    let rest = String(trimmed.dropFirst(8).drop { $0 == " " || $0 == "\t" })
    if let commands = lexes(), commands <= 1 { return nil }
    guard CrashLog.read(text: rest, limit: 1).found > 0 else { return nil }
    return rest
  }

  /// Whether `line` belongs to the multi-line message being collected (`text` so far; `nextLines`, the beginnings of
  /// the lines still due): the next due line, an entry of the `Updates = [` list or its `]`, or the view description
  /// right after it.
  static func continuesPastedMessage(_ text: String, nextLines: [String], with line: Substring) -> Bool {
    if let next = nextLines.first, line.hasPrefix(next) { return true }
    guard nextLines.isEmpty, let list = text.ranges(of: "Updates = [").last else { return false }
    let after = text[list.upperBound...]
    if !after.contains("]") { return true }
    let lastLine = text.split(separator: "\n").last ?? ""
    let viewDescription = line.hasPrefix("Collection view: <") || line.hasPrefix("Table view: <")
    return viewDescription && !lastLine.hasPrefix("Collection view:") && !lastLine.hasPrefix("Table view:")
  }

  /// Whether the message collected so far is complete: every due line came, and its `Updates = [` list is closed; a
  /// list written over several lines (as the console prints it) waits for the view description after its `]`.
  static func pastedMessageIsComplete(_ text: String, nextLines: [String]) -> Bool {
    guard nextLines.isEmpty else { return false }
    guard let list = text.ranges(of: "Updates = [").last else { return true }
    let after = text[list.upperBound...]
    guard let close = after.firstIndex(of: "]") else { return false }
    if !after[..<close].contains("\n") { return true }
    let lastLine = text.split(separator: "\n").last ?? ""
    return lastLine.hasPrefix("Collection view:") || lastLine.hasPrefix("Table view:")
  }

  /// A pasted block whose first line begins with `explain`: the whole block is the text to explain, quotes balanced
  /// or not, whatever its lines hold (the line editor calls this for a bracketed paste).
  public func explainPastedBlock(_ block: String) -> LineOutcome {
    let trimmed = block.drop { $0 == " " || $0 == "\t" }
    guard trimmed.hasPrefix("explain") else { return execute(line: block) }
    let text = String(trimmed.dropFirst(7).drop { $0 == " " || $0 == "\t" || $0 == "\n" })
    if text.isEmpty { return execute(line: "explain") }
    return explainRaw(text, mayWait: false)
  }
}

// Finding the exceptions in a crash log as people paste it (Xcode's console, device logs, crash reports, Crashlytics
// and Sentry exports, lldb sessions, issue threads): each exception's message without what surrounds it, the
// exception's name, the `_Bug_Detected_In_Client_Of_…` frame under it, and the catalogue's reading of the message.

import ListKit

/// One exception found in a crash log.
struct CrashLogException: Sendable {
  /// The line of the log it starts on (from 1).
  var line: Int
  /// The exception's name when the log gives it (`NSInternalInconsistencyException`).
  var name: String?
  /// The message as recognised, without the log's prefixes, the reason's quotes and the view description.
  var message: String
  /// The `_Bug_Detected_In_Client_Of_…` frame of its stack, when the log shows it.
  var frame: String?
  /// The catalogue's reading of the message; nil when it is none of the messages the catalogue knows.
  var recognized: FailureMessage?

  /// The rule the frame names (`R16` for `…_Invalid_Batch_Updates`), or nil.
  var frameRule: String? { frame.flatMap(CrashLog.rule(ofFrame:)) }
}

/// What a crash log holds: its exceptions (the first `limit` of them) and how many there were.
struct CrashLogReading: Sendable {
  var exceptions: [CrashLogException]
  /// Every exception found, shown or not.
  var found: Int
  /// The exceptions found that the catalogue does not know (shown or not).
  var unrecognized: Int
  /// Invalid UTF-8 was replaced by U+FFFD.
  var repaired: Bool
}

/// Reads crash logs.
enum CrashLog {
  /// The number of exceptions a reading keeps by default; the rest are counted.
  static let defaultLimit = 50

  /// The exceptions in `bytes`, or why it cannot be read.
  ///
  /// - Complexity: O(n) in the length of the log (each message is read once, bounded by
  ///   `FailureCatalogue.maximumLength`).
  static func read(_ bytes: [UInt8], limit: Int = defaultLimit) -> Result<CrashLogReading, CrashLogProblem> {
    CrashLogLines.decode(bytes).map { decoded in
      var reading = read(text: decoded.text, limit: limit)
      reading.repaired = decoded.repaired
      return reading
    }
  }

  /// The exceptions in `text`.
  static func read(text: String, limit: Int = defaultLimit) -> CrashLogReading {
    var finder = ExceptionFinder(limit: limit)
    for line in CrashLogLines.lines(of: text) { finder.feed(line) }
    finder.finish()
    return CrashLogReading(
      exceptions: finder.exceptions, found: finder.found, unrecognized: finder.unrecognized, repaired: false)
  }

  /// The rule a `_Bug_Detected_In_Client_Of_…` frame names, or nil.
  static func rule(ofFrame frame: String) -> String? {
    if frame.contains("Invalid_Batch_Updates") { return "R16" }
    if frame.contains("Invalid_Number_Of_Sections") { return "R14" }
    if frame.contains("Invalid_Number_Of_Rows_In_Section") || frame.contains("Invalid_Number_Of_Items_In_Section") {
      return "R15"
    }
    return nil
  }

  /// `text` without the view description newer iOS appends (`Collection view: <…>`, `Table view: <…>`), UIKit's
  /// `<NSIndexPath: 0x…> ` before index paths, the escapes of a quoted message (`\n`, `\t`, `\"`), and blanks at
  /// its ends.
  static func cleanMessage(_ text: String) -> String {
    var text = text
    if text.contains("\\n") || text.contains("\\t") || text.contains("\\\"") { text = unescaped(text) }
    for suffix in ["Collection view: <", "Table view: <"] {
      if let range = text.firstRange(of: suffix) { text = String(text[..<range.lowerBound]) }
    }
    while let range = text.firstRange(of: "<NSIndexPath: 0x"), let close = text[range.upperBound...].firstIndex(of: ">")
    {
      var end = text.index(after: close)
      if end < text.endIndex, text[end] == " " { end = text.index(after: end) }
      text.removeSubrange(range.lowerBound..<end)
    }
    return String(text.trimmingBlanks)
  }

  /// `\n`, `\t`, `\"`, `\'` and `\\` as the characters they stand for.
  private static func unescaped(_ text: String) -> String {
    var result = ""
    var escaping = false
    for character in text {
      if escaping {
        switch character {
        case "n": result.append("\n")
        case "t": result.append("\t")
        case "\"", "'", "\\": result.append(character)
        default: result.append("\\" + String(character))
        }
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        result.append(character)
      }
    }
    if escaping { result.append("\\") }
    return result
  }
}

extension StringProtocol {
  /// Without blanks (spaces, tabs, line breaks) at either end.
  var trimmingBlanks: SubSequence {
    let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else {
      return self[endIndex...]
    }
    return self[first...last]
  }
}

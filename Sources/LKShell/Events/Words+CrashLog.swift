// The words around an explanation of an exception found in a crash log: where it is, what the log calls it, what
// its stack says, and for a message the catalogue does not know, what it read.

import ListKit

extension Words {
  /// `line 12: NSInternalInconsistencyException`.
  static func crashLogHeading(_ place: CrashLogPlace) -> String {
    "line \(place.line)" + (place.exception.map { ": " + $0 } ?? "")
  }

  /// The lines under the explanation: the message read when it is unknown (cut to a readable length), and the
  /// stack's frame when it names a rule.
  static func crashLogNotes(_ place: CrashLogPlace, message: FailureMessage?, text: String?) -> [String] {
    var notes: [String] = []
    if message == nil, let text, !text.isEmpty {
      let flat = text.split(whereSeparator: { $0 == "\n" || $0 == "\t" }).joined(separator: " ")
      notes.append("It reads: " + (flat.count > 300 ? String(flat.prefix(300)) + " …" : flat))
    }
    if let frame = place.frame {
      if let rule = place.frameRule, message?.rule != rule {
        notes.append("The stack's frame \(frame) is UIKit's check of \(rule).")
      } else if message == nil {
        notes.append("The stack's frame: \(frame).")
      }
    }
    return notes
  }
}

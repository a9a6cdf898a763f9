// `explain [TEXT]` (docs/language.md §8): the last error of the session, or a pasted exception message, read by the
// engine's failure catalogue (which also wrote the message: one text, formatted and recognised by one entry).

import ListKit
import Lists

extension Session {
  /// Remembers a failed command's error for `explain`. A nested script's failure was recorded where it happened, and
  /// an interruption is not an error to explain.
  func recordFailure(_ error: ShellError) {
    switch error {
    case .scriptFailed, .interrupted: return
    default: lastError = error
    }
  }

  /// `explain [TEXT]`: the catalogue's reading of TEXT, or of the last error's message (the engine's own value, not
  /// its text read back).
  func explain(_ text: String?) {
    if let text {
      record(.explanation(ExplainReport(subject: .pasted, text: text, message: FailureCatalogue.recognize(text))))
    } else {
      record(
        .explanation(
          ExplainReport(subject: .lastError, text: lastError?.description, message: lastError?.failureMessage)))
    }
  }
}

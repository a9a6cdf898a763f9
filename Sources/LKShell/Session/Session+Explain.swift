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
      if let message = FailureCatalogue.recognize(text) {
        record(.explanation(ExplainReport(subject: .pasted, text: text, message: message)))
        return
      }
      // A pasted log rather than a message: one explanation per exception in it.
      let reading = CrashLog.read(text: text)
      let readsAsALog = text.contains("\n") || reading.exceptions.contains { $0.recognized != nil }
      guard !reading.exceptions.isEmpty, readsAsALog else {
        record(.explanation(ExplainReport(subject: .pasted, text: text, message: nil)))
        return
      }
      for exception in reading.exceptions {
        let place = CrashLogPlace(exception)
        record(
          .explanation(
            ExplainReport(subject: .pasted, text: exception.message, message: exception.recognized, place: place)))
      }
    } else {
      record(
        .explanation(
          ExplainReport(subject: .lastError, text: lastError?.description, message: lastError?.failureMessage)))
    }
  }
}

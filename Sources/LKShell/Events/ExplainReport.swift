// What `explain` found: the failure catalogue's reading of the session's last error or of a pasted message (the
// engine's FailureCatalogue: rule, words, values, explanation), or that the text is not a message it knows.

import ListKit

/// The result of `explain [TEXT]`.
struct ExplainReport: Sendable {
  /// What was explained.
  enum Subject: Sendable, Equatable {
    /// `explain` alone: the session's last error (nil text: there was none yet).
    case lastError
    /// `explain TEXT`: a pasted message.
    case pasted
  }

  var subject: Subject
  /// The text explained: the last error's message or TEXT; nil when the session has had no error.
  var text: String?
  /// The catalogue's reading of the text; nil when no catalogue message matches it (the shell's own errors, or an
  /// unknown text).
  var message: FailureMessage?
}

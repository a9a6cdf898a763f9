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
  /// Where a crash log holds the exception (`lks explain FILE`, a pasted log); nil for a message given alone.
  var place: CrashLogPlace?
}

/// Where in a crash log an exception was found, and what the log says around its message.
struct CrashLogPlace: Sendable, Equatable {
  /// The line it starts on (from 1).
  var line: Int
  /// The exception's name, when the log gives it (`NSInternalInconsistencyException`).
  var exception: String?
  /// The stack's `_Bug_Detected_In_Client_Of_…` frame, and the rule it names.
  var frame: String?
  var frameRule: String?
}

extension CrashLogPlace {
  /// Where `exception` is in its log.
  init(_ exception: CrashLogException) {
    self.init(
      line: exception.line, exception: exception.name, frame: exception.frame, frameRule: exception.frameRule)
  }
}

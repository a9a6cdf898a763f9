// `expect error [TEXT]` and `expect warning [TEXT]`: assertions on the NEXT command. The state machine arms on the
// expectation, lets blank lines and comments pass, and judges the first command that follows.

/// The pending `expect error|warning` and the rules that judge the command after it.
struct ExpectationMachine {
  /// What the next command is judged by.
  enum Verdict {
    /// No expectation was pending: report the command as it went.
    case unjudged
    /// The expectation held; an expected error is reported as such (not as a failure).
    case satisfied(expectedError: CommandFailure?)
    /// The expectation failed (or the command failed where a warning was expected).
    case failed(CommandFailure)
  }

  private(set) var pending: (expectation: PendingExpectation, line: Int)?

  /// `expect error|warning`: waits for the next command. Two in a row is a mistake in the script.
  mutating func arm(_ expectation: PendingExpectation, line: Int) throws(ShellError) {
    if let pending {
      self.pending = nil
      throw .expectation(.expectFollowedByExpect(pending.expectation.kind))
    }
    pending = (expectation, line)
  }

  /// Takes the pending expectation before a command runs (a `run` consumes it as a whole, not its script's first
  /// command).
  mutating func take() -> PendingExpectation? {
    defer { pending = nil }
    return pending?.expectation
  }

  /// The end of the input: an expectation that nothing followed fails, at its own line.
  mutating func finish() -> (failure: ShellError, line: Int)? {
    guard let pending else { return nil }
    self.pending = nil
    return (.expectation(.nothingFollowed(pending.expectation.kind)), pending.line)
  }

  /// Judges a command's outcome against the expectation taken before it ran.
  @MainActor
  static func judge(_ expectation: PendingExpectation?, failure: CommandFailure?, warnings: [ShellWarning]) -> Verdict {
    guard let expectation else { return .unjudged }
    switch expectation.kind {
    case .error:
      guard let failure else { return .failed(CommandFailure(command: nil, error: .expectation(.commandSucceeded))) }
      if let expected = expectation.text, !failure.message.contains(expected) {
        return .failed(
          CommandFailure(command: nil, error: .expectation(.wrongError(expected: expected, got: failure.message))))
      }
      return .satisfied(expectedError: failure)
    case .warning:
      if let failure { return .failed(failure) }
      let matching = warnings.filter { warning in expectation.text.map { warning.message.contains($0) } ?? true }
      if matching.isEmpty {
        return .failed(CommandFailure(command: nil, error: .expectation(.noWarning(expected: expectation.text))))
      }
      return .satisfied(expectedError: nil)
    }
  }
}

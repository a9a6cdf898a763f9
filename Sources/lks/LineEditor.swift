// The interactive loop on GNU readline: prompt, editing, history, tab completion and Ctrl-C at the prompt.
// readline calls the C callbacks below synchronously on the thread that called `readline()`, which is the main
// thread, so they may enter the main actor with `MainActor.assumeIsolated` (readline-notes.md §B.4).
@preconcurrency import CReadline
import LKShell

#if canImport(Glibc)
  @preconcurrency import Glibc
#endif

@MainActor
final class LineEditor {
  /// The editor whose shell the completion callbacks ask; set while `run()` runs.
  fileprivate static var active: LineEditor?

  let shell: Shell
  let history: HistoryFile
  /// Colour the prompt (a terminal that can show it, and colour not turned off).
  let colorPrompt: Bool
  /// Where readline draws: stdout, or stderr when stdout is redirected (`lks > out.txt`).
  private let screen: UnsafeMutablePointer<FILE>
  /// Candidates of the completion in progress, handed out one by one to readline's generator.
  fileprivate var candidates: [String] = []
  fileprivate var nextCandidate = 0

  init(shell: Shell, history: HistoryFile, colorPrompt: Bool, drawOnStandardError: Bool) {
    self.shell = shell
    self.history = history
    self.colorPrompt = colorPrompt
    self.screen = drawOnStandardError ? stderr : stdout
  }

  /// Reads and runs lines until Ctrl-D or `quit`; returns the exit status (0: an interactive session does not
  /// fail because one of its commands did).
  func run() -> Int32 {
    Self.active = self
    defer { Self.active = nil }
    configureReadline()
    history.load()
    defer { history.trim() }
    shell.interruptionRequested = { interruptCount.exchange(0, ordering: .relaxed) > 0 }

    while true {
      interruptCount.store(0, ordering: .relaxed)
      guard let raw = readline(decoratedPrompt()) else {
        // Ctrl-D on an empty line: end the prompt's line so the user's shell starts on a fresh one.
        fputs("\n", screen)
        return ExitStatus.success
      }
      let line = String(cString: raw)
      free(raw)
      history.record(line)
      interruptCount.store(0, ordering: .relaxed)
      let outcome = InterruptPhase.runningCommand { shell.execute(line: line) }
      fflush(stdout)
      if outcome == .quit { return ExitStatus.success }
    }
  }

  private func configureReadline() {
    rl_readline_name = UnsafePointer(strdup("lks"))
    rl_outstream = screen
    rl_attempted_completion_function = attemptCompletion
    // Words break only on blanks: `Banner:1`, `S.I` and `--flag=value` complete as one word.
    rl_completer_word_break_characters = UnsafePointer(strdup(" \t"))
    rl_completer_quote_characters = UnsafePointer(strdup("\"'"))
    rl_signal_event_hook = handleSignalEvent
  }

  private func decoratedPrompt() -> String {
    let prompt = shell.prompt
    guard colorPrompt else { return prompt }
    // \u{01}…\u{02} tell readline the escapes take no columns, or it misplaces the cursor when editing.
    return "\u{01}\u{1B}[1;34m\u{02}\(prompt)\u{01}\u{1B}[0m\u{02}"
  }

  /// The candidates replace readline's word: after an opening quote that is the text after the quote (readline then
  /// closes the quote), otherwise the whole word, so an identifier with a space comes back quoted.
  fileprivate func beginCompletion() {
    let buffer = UnsafeRawBufferPointer(start: rl_line_buffer, count: Int(rl_point))
    let lineUpToCursor = String(decoding: buffer, as: UTF8.self)
    candidates = shell.completionCandidates(lineUpToCursor: lineUpToCursor)
    nextCandidate = 0
  }

  fileprivate func takeCandidate() -> String? {
    guard nextCandidate < candidates.count else { return nil }
    defer { nextCandidate += 1 }
    return candidates[nextCandidate]
  }
}

/// `rl_attempted_completion_function`: the shell's candidates, and never readline's filename completion.
private func attemptCompletion(
  _ text: UnsafePointer<CChar>?, _ start: Int32, _ end: Int32
) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
  rl_attempted_completion_over = 1
  guard let text else { return nil }
  MainActor.assumeIsolated { LineEditor.active?.beginCompletion() }
  return rl_completion_matches(text, nextCompletion)
}

/// readline's generator: one malloc'ed candidate per call (readline frees them), nil when done.
private func nextCompletion(_ text: UnsafePointer<CChar>?, _ state: Int32) -> UnsafeMutablePointer<CChar>? {
  let candidate: String? = MainActor.assumeIsolated { LineEditor.active?.takeCandidate() }
  return candidate.flatMap { strdup($0) }
}

/// `rl_signal_event_hook`: runs in normal context after readline saw a signal. Ctrl-C drops the half-typed
/// line and shows a fresh prompt, as bash does.
private func handleSignalEvent() -> Int32 {
  if interruptCount.exchange(0, ordering: .relaxed) > 0 {
    rl_free_line_state()
    rl_replace_line("", 0)
    rl_crlf()
    rl_on_new_line()
    rl_redisplay()
  }
  return 0
}

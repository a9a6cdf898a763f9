// The interactive loop on GNU readline: prompt, editing, history, tab completion, pasted lines and Ctrl-C at the
// prompt.
// readline calls the C callbacks below synchronously on the thread that called `readline()`, which is the main
// thread, so they may enter the main actor with `MainActor.assumeIsolated` (Swift 6 cannot see that a C callback runs
// on the main thread).
@preconcurrency import CReadline
import LKShell

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#endif

@MainActor
final class LineEditor {
  /// The editor whose shell the completion callbacks ask; set while `run()` runs.
  fileprivate static var active: LineEditor?

  let shell: Shell
  /// The shell's output, which a Ctrl-C stops until the next prompt.
  let output: InterruptibleOutput
  let history: HistoryFile
  /// Colour the prompt (a terminal that can show it, and colour not turned off).
  let colorPrompt: Bool
  /// Where readline draws: stdout, or stderr when stdout is redirected (`lks > out.txt`).
  private let screen: UnsafeMutablePointer<FILE>
  /// Candidates of the completion in progress, handed out one by one to readline's generator.
  fileprivate var candidates: [String] = []
  fileprivate var nextCandidate = 0
  /// Complete lines of a multi-line paste still to run (see `pasteLines`), and the paste's last line when no line
  /// end followed it: that one goes into the next prompt's buffer for the user to finish.
  fileprivate var pastedLines: [String] = []
  fileprivate var openPastedLine: String?
  /// A paste whose first line begins with `explain`: the whole block is one text to explain (`Shell.explainPastedBlock`).
  fileprivate var pastedExplain: String?

  init(
    shell: Shell, output: InterruptibleOutput, history: HistoryFile, colorPrompt: Bool, drawOnStandardError: Bool
  ) {
    self.shell = shell
    self.output = output
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
    // A press stays visible until the next prompt, so that it stops the rest of the line and of a paste too.
    shell.interruptionRequested = { interruptCount.load(ordering: .relaxed) > 0 }
    // At the prompt Ctrl-C never ends the session, and SIGTERM or SIGHUP end it with its warning.
    exitsOnRepeatedInterrupt.store(false, ordering: .relaxed)
    installTerminationHandlers()
    // The previous line was a `quit` (or Ctrl-D) that stayed to warn about unapplied work: this one leaves.
    var quitting = false

    while true {
      interruptCount.store(0, ordering: .relaxed)
      let raw = readline(decoratedPrompt())
      if let status = terminated() {
        free(raw)
        return status
      }
      guard let raw else {
        // Ctrl-D on an empty line: end the prompt's line so the user's shell starts on a fresh one.
        fputs("\n", screen)
        if shell.quitFromPrompt(repeated: quitting) { return ExitStatus.success }
        quitting = true
        continue
      }
      let bytes = Array(UnsafeRawBufferPointer(start: raw, count: strlen(raw)))
      free(raw)
      var line = String(decoding: bytes, as: UTF8.self)
      // A typed line that is not UTF-8 is refused with its reason, never run repaired.
      var undecodable: [UInt8]? = String(validating: bytes, as: UTF8.self) == nil ? bytes : nil
      output.resume()
      while true {
        // Only a line the shell can read is kept, as typed: a refused one would come back repaired (U+FFFD).
        if undecodable == nil { history.record(line) }
        let outcome = InterruptPhase.runningCommand {
          if let block = pastedExplain {
            pastedExplain = nil
            return shell.explainPastedBlock(block)
          }
          if let bytes = undecodable { return shell.execute(utf8: bytes) } else { return shell.execute(line: line) }
        }
        undecodable = nil
        fflush(stdout)
        if let status = terminated() { return status }
        if case .quit = outcome {
          if shell.quitFromPrompt(repeated: quitting) { return ExitStatus.success }
          quitting = true
          pastedLines = []
          openPastedLine = nil
          break
        }
        quitting = false
        if interruptCount.load(ordering: .relaxed) > 0 {
          // Ctrl-C while a command ran: the rest of a paste does not run either.
          pastedLines = []
          openPastedLine = nil
          shell.discardIncompleteCommand()
        }
        // The complete lines of a paste run here, each echoed after its prompt as if typed.
        guard !pastedLines.isEmpty else { break }
        line = pastedLines.removeFirst()
        fputs(decoratedPrompt().filter { $0 != "\u{01}" && $0 != "\u{02}" } + line + "\n", screen)
        fflush(screen)
      }
    }
  }

  /// After SIGTERM or SIGHUP: the session ends with its warning about unapplied work; the exit status is 128 + the
  /// signal, as for a process the signal ended. nil when no such signal came.
  private func terminated() -> Int32? {
    let signal = terminationSignal.load(ordering: .relaxed)
    guard signal != 0 else { return nil }
    fputs("\n", screen)
    shell.finishSession()
    fflush(stdout)
    return 128 + signal
  }

  /// Splits pasted text at its line ends. `rest` is what followed the cursor on the line the paste went into.
  /// Returns the first line (it completes the line being edited), queues the others; nil when the paste holds no
  /// line end (readline then keeps it as typed text).
  fileprivate func pasteLines(_ text: String, rest: String, before: String) -> String? {
    var lines = text.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
    )
    .map(String.init)
    guard lines.count > 1 else { return nil }
    let first = lines.removeFirst()
    let typed = (before + first).drop { $0 == " " || $0 == "\t" }
    if typed == "explain" || typed.hasPrefix("explain ") || typed.hasPrefix("explain\t") {
      // A crash log pasted after `explain`: its lines are one text, not commands.
      pastedExplain = before + text + rest
      return first
    }
    // A paste that ends with a line end leaves an empty last piece: nothing is left open unless the line had more.
    let open = lines.removeLast() + rest
    pastedLines = lines
    openPastedLine = open.isEmpty ? nil : open
    return first
  }

  /// The paste's open last line, once, for the pre-input hook.
  fileprivate func takeOpenPastedLine() -> String? {
    defer { openPastedLine = nil }
    return openPastedLine
  }

  private func configureReadline() {
    rl_readline_name = UnsafePointer(strdup("lks"))
    rl_outstream = screen
    rl_attempted_completion_function = attemptCompletion
    // Words break only on blanks: `Banner:1`, `S.I` and `--flag=value` complete as one word.
    rl_completer_word_break_characters = UnsafePointer(strdup(" \t"))
    rl_completer_quote_characters = UnsafePointer(strdup("\"'"))
    rl_signal_event_hook = handleSignalEvent
    rl_pre_input_hook = typePastedLine
    // ~/.inputrc is read by rl_initialize: bind after it, or its bracketed-paste setting would rebind the prefix.
    rl_initialize()
    rl_bind_keyseq("\u{1B}[200~", paste)
  }

  fileprivate func decoratedPrompt() -> String {
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
/// line, and at the `...>` prompt the whole `\`-continued command, and shows a fresh main prompt, as bash does.
private func handleSignalEvent() -> Int32 {
  if terminationSignal.load(ordering: .relaxed) != 0 {
    // SIGTERM or SIGHUP at the prompt: readline returns the line so far, which the run loop drops to end the session.
    rl_done = 1
    return 0
  }
  if interruptCount.exchange(0, ordering: .relaxed) > 0 {
    let prompt: String? = MainActor.assumeIsolated {
      guard let editor = LineEditor.active else { return nil }
      editor.shell.discardIncompleteCommand()
      editor.pastedLines = []
      editor.openPastedLine = nil
      return editor.decoratedPrompt()
    }
    rl_free_line_state()
    rl_replace_line("", 0)
    rl_crlf()
    if let prompt { rl_set_prompt(prompt) }
    rl_on_new_line()
    rl_redisplay()
  }
  return 0
}

/// Bound to the bracketed-paste prefix (`ESC [200~`): readline reads the pasted text into the line as usual; when it
/// holds line ends, the line is cut at the first one and accepted, and the other lines are queued: the run loop runs
/// the complete ones, each echoed after a prompt as if typed, and `typePastedLine` puts an unfinished last one into
/// the next prompt's buffer. So a paste runs as the lines it contains, in order.
private func paste(_ count: Int32, _ key: Int32) -> Int32 {
  let start = Int(rl_point)
  let status = rl_bracketed_paste_begin(count, key)
  let end = Int(rl_point)
  guard let buffer = rl_line_buffer, end > start else { return status }
  let bytes = UnsafeRawBufferPointer(start: buffer, count: Int(rl_end))
  let pasted = String(decoding: bytes[start..<end], as: UTF8.self)
  let rest = String(decoding: bytes[end...], as: UTF8.self)
  let before = String(decoding: bytes[..<start], as: UTF8.self)
  let first: String? = MainActor.assumeIsolated {
    LineEditor.active?.pasteLines(pasted, rest: rest, before: before)
  }
  guard let first else { return status }
  rl_delete_text(Int32(start), rl_end)
  rl_point = Int32(start)
  rl_insert_text(first)
  rl_redisplay()
  return rl_newline(1, 0x0A)
}

/// `rl_pre_input_hook`: puts the unfinished last line of a paste into the fresh prompt's buffer.
private func typePastedLine() -> Int32 {
  let open: String? = MainActor.assumeIsolated { LineEditor.active?.takeOpenPastedLine() }
  guard let open else { return 0 }
  rl_insert_text(open)
  rl_redisplay()
  return 0
}

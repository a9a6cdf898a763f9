// Runs one invocation: builds the shell's configuration from the options and the terminal, then hands each
// mode to the shell, turning Ctrl-C into exit status 130 outside the interactive prompt.
import LKShell

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#endif

@MainActor
func run(_ invocation: Invocation, terminal: Terminal) -> Int32 {
  // `--html` / `--svg`: a path that cannot be written is a usage error before anything runs.
  for (format, path) in invocation.pictures {
    if let problem = Shell.problemWriting(format, to: path) {
      fputs("lks: cannot write \(path): \(problem)\n", stderr)
      return ExitStatus.usage
    }
  }
  let status = runSession(invocation, terminal: terminal) { shell in
    for (format, path) in invocation.pictures {
      do {
        try shell.writePictures(format, to: path)
      } catch {
        fputs("lks: \(error)\n", stderr)
        return false
      }
    }
    return true
  }
  return status
}

/// Runs the session of `invocation`; `finish` writes its pictures at the end (false: it could not).
@MainActor
private func runSession(_ invocation: Invocation, terminal: Terminal, finish: (Shell) -> Bool) -> Int32 {
  let options = invocation.options
  let usesLineEditor = invocation.mode == .standardInput && terminal.standardInputIsTerminal
  let color = terminal.wantsColor(options.color)
  let configuration = Shell.Configuration(
    format: options.json ? .json : .text,
    color: color,
    keepGoing: options.keepGoing,
    interactive: usesLineEditor,
    view: options.view,
    // Pictures are drawn for `--html`/`--svg`, and at the prompt, where `export` may ask for them at any time.
    recordsPictures: !invocation.pictures.isEmpty || usesLineEditor
  )
  let output = InterruptibleOutput()
  let shell = Shell(configuration: configuration, output: output)
  // The process ends right after `run` returns: tearing the session down first (its history can hold millions of
  // items) would only cost time. Keep it alive until exit.
  _ = Unmanaged.passRetained(shell)
  if let pager = Pager.forTerminal(terminal) { shell.pager = { pager.show($0) } }
  installInterruptHandler()

  if usesLineEditor {
    if terminal.isInteractive {
      fputs(
        "lks \(Shell.version), a shell for diffable data sources. Type `help` for the commands, Tab to complete, "
          + "`quit` or Ctrl-D to leave.\n", stderr)
    }
    let editor = LineEditor(
      shell: shell,
      output: output,
      history: HistoryFile(path: HistoryFile.pathFromEnvironment()),
      colorPrompt: terminal.isInteractive && color,
      drawOnStandardError: !terminal.standardOutputIsTerminal
    )
    let status = editor.run()
    return finish(shell) ? status : ExitStatus.usage
  }

  // Outside the prompt a command polls without consuming, so that the process still ends with 130 afterwards.
  shell.interruptionRequested = { interruptCount.load(ordering: .relaxed) > 0 }
  let status: Int32
  switch invocation.mode {
  case .standardInput:
    status = runStandardInput(shell)
  case .inline(let commands):
    status = InterruptPhase.runningCommand {
      if let bytes = argumentBytes(decodingTo: commands) {
        shell.runInline(utf8: bytes)
      } else {
        shell.runInline(commands)
      }
    }
  case .script(let path, let arguments):
    if let problem = unreadableScriptReason(path) {
      fputs("lks: \(path): \(problem)\n", stderr)
      return ExitStatus.usage
    }
    status = InterruptPhase.runningCommand { shell.runScript(atPath: path, arguments: arguments) }
  case .test(let paths):
    status = InterruptPhase.runningCommand { shell.runTests(paths: paths) }
  case .explain(let path, let script, let html):
    status = InterruptPhase.runningCommand { shell.explainLog(atPath: path, script: script, html: html) }
  case .mcp:
    // main.swift serves it before any session starts.
    status = ExitStatus.usage
  }
  // The pictures are written whatever the status: a script that fails midway is drawn up to its failure.
  if !finish(shell) { return ExitStatus.usage }
  return interruptCount.load(ordering: .relaxed) > 0 ? interruptedStatus : status
}

/// `lks -` on a pipe or file: the shell's one line loop (numbered lines, stop at the first failure unless
/// `--keep-going`); reading waits for input, running a command may be interrupted.
@MainActor
private func runStandardInput(_ shell: Shell) -> Int32 {
  let input = StandardInputLines()
  let status = InterruptPhase.runningCommand {
    shell.runStandardInput {
      interruptPhase.store(InterruptPhase.waitingForInput.rawValue, ordering: .relaxed)
      defer { interruptPhase.store(InterruptPhase.runningCommand.rawValue, ordering: .relaxed) }
      switch input.next() {
      case .line(let bytes): return bytes
      case .end, .interrupted: return nil
      }
    }
  }
  return interruptCount.load(ordering: .relaxed) > 0 ? interruptedStatus : status
}

/// The bytes of the process argument that reads as `text`: argument-parser hands over text in which invalid UTF-8
/// was already replaced by U+FFFD, and the shell must see the bytes to refuse them.
private func argumentBytes(decodingTo text: String) -> [UInt8]? {
  for index in 1..<Int(CommandLine.argc) {
    guard let pointer = CommandLine.unsafeArgv[index] else { continue }
    let bytes = Array(UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)))
    if String(decoding: bytes, as: UTF8.self) == text { return bytes }
  }
  return nil
}

/// Why a script cannot be run (a usage error, exit 2), or nil when it is a readable file.
private func unreadableScriptReason(_ path: String) -> String? {
  var info = stat()
  if stat(path, &info) != 0 { return String(cString: strerror(errno)) }
  if info.st_mode & S_IFMT == S_IFDIR { return "is a directory" }
  if access(path, R_OK) != 0 { return String(cString: strerror(errno)) }
  return nil
}

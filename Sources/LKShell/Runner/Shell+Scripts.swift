// Running lines: one `feed` over any source of numbered lines — a script file, a nested `run`, `-c`, standard input.
// It stops at the first failure unless `--keep-going`, at `quit`, or when the user interrupts, then finishes the input
// (a dangling `\` continuation or `expect`). The sources (ScriptStack.swift) only read and resolve.

extension Shell {
  /// Runs lines until `next` returns nil: each through `execute(line:file:lineNumber:)`, stopping at the first
  /// failure unless `--keep-going`, at `quit`, or when the user interrupts; then finishes the input. Returns the exit
  /// status (0, 1, or 130 when interrupted).
  func feed(file: String, announcingInterruption: Bool, next: () -> SourceLine?) -> Int32 {
    var status = ExitStatus.success
    while true {
      if interruptionRequested() {
        if announcingInterruption { output.write("interrupted\n", to: .standardError) }
        return Shell.interruptedStatus
      }
      // A source that ends because reading was interrupted (Ctrl-C at standard input) is an interruption too.
      guard let line = next() else {
        if interruptionRequested() { return Shell.interruptedStatus }
        break
      }
      let outcome =
        if let problem = line.undecodable {
          reject(line: line.number, file: file, because: problem)
        } else {
          execute(line: line.text, file: file, lineNumber: line.number)
        }
      switch outcome {
      case .ok: continue
      case .quit(let afterFailure): return afterFailure ? ExitStatus.failure : status
      case .failed:
        status = ExitStatus.failure
        if !configuration.keepGoing { return status }
      }
    }
    if finishInput(file: file) == .failed { status = ExitStatus.failure }
    return status
  }

  /// Runs the lines of a script's text in this session, with its own continuation state (a nested script cannot
  /// continue a line of the script that runs it).
  private func runLines(of text: String, file: String, arguments: ScriptArguments) -> Int32 {
    let lines = ScriptStack.lines(of: text)
    var index = 0
    return withFreshInput(arguments: arguments) {
      feed(file: file, announcingInterruption: true) {
        guard index < lines.count else { return nil }
        defer { index += 1 }
        return lines[index]
      }
    }
  }

  /// Runs a script file with its arguments; returns the exit status (0, 1, 2 when the file cannot be read, 130 when
  /// interrupted).
  func runFile(atPath path: String, arguments: [String]) -> Int32 {
    switch FileSystem.readText(atPath: path) {
    case .failure(.unreadable(let reason)):
      output.write(TerminalText.safe("lks: cannot open \(path): \(reason)", color: false) + "\n", to: .standardError)
      return ExitStatus.usage
    case .failure(let error):
      // Not UTF-8: an error of the script, on its line; nothing runs.
      report(
        CommandFailure(command: nil, error: .unreadableText(path: nil, reason: error.message)),
        at: SourceLocation(file: path, line: error.line ?? 0))
      return ExitStatus.failure
    case .success(let text):
      scripts.push(path)
      defer { scripts.pop() }
      return runLines(of: text, file: path, arguments: ScriptArguments(script: path, values: arguments))
    }
  }

  /// `run FILE [ARGS...]` inside a session: the script runs in this session with its own arguments (relative paths:
  /// the including script's directory first, then the working directory). Its own errors are reported where they
  /// happen; the `run` then fails without repeating them.
  func runNested(_ path: String, arguments: [String]) throws(ShellError) {
    let script = try scripts.openNested(path)
    scripts.push(script.path)
    defer { scripts.pop() }
    let status = runLines(
      of: script.text, file: script.path, arguments: ScriptArguments(script: path, values: arguments))
    if status == Shell.interruptedStatus { throw .interrupted }
    if status != ExitStatus.success { throw .scriptFailed(path: path) }
  }

  /// Runs commands given inline as bytes (`lks -c` from the process's arguments): invalid UTF-8 is an error naming
  /// its line, and nothing runs (as for a script file).
  func runCommands(utf8 bytes: some Collection<UInt8>) -> Int32 {
    switch FileSystem.decodeUTF8(bytes) {
    case .success(let text):
      return runCommands(text)
    case .failure(let error):
      report(
        CommandFailure(
          command: nil, error: .unreadableText(path: nil, reason: error.message(advice: "pass the commands as UTF-8"))),
        at: SourceLocation(file: "-c", line: error.line ?? 0))
      return ExitStatus.failure
    }
  }

  /// Runs commands given inline (`lks -c`): lines of `;`-separated commands, numbered for error locations.
  func runCommands(_ commands: String) -> Int32 {
    let lines = commands.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    var index = 0
    return feed(file: "-c", announcingInterruption: false) {
      guard index < lines.count else { return nil }
      defer { index += 1 }
      return SourceLine(number: index + 1, text: String(lines[index]))
    }
  }

  /// Standard input that is not a terminal (`lks -`, a pipe), read as bytes: lines numbered from 1, read until `next`
  /// returns nil; a line that is not UTF-8 is a failed command naming its line.
  func runLines(fromStandardInput next: () -> [UInt8]?) -> Int32 {
    var number = 0
    return feed(file: "<stdin>", announcingInterruption: false) {
      guard let bytes = next() else { return nil }
      number += 1
      return SourceLine(number: number, bytes: bytes)
    }
  }
}

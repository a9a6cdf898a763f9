// Running lines: one `feed` over any source of numbered lines — a script file, a nested `run`, `-c`, standard input.
// It stops at the first failure unless `--keep-going`, at `quit`, or when the user interrupts, then finishes the input
// (a dangling `\` continuation or `expect`).

/// One physical line of input and its number (for `FILE:LINE:` and JSON `line`).
public struct SourceLine: Sendable, Equatable {
  public var number: Int
  public var text: String
  /// Why the line's bytes are not text (invalid UTF-8): the line is then an error, never run repaired.
  var undecodable: FileSystem.ReadError?
  public init(number: Int, text: String) {
    self.number = number
    self.text = text
  }

  /// A line read as bytes: its text, or an undecodable line.
  init(number: Int, bytes: some Collection<UInt8>) {
    self.number = number
    switch FileSystem.decodeUTF8(bytes) {
    case .success(let text): self.text = text
    case .failure(let error):
      text = ""
      undecodable = .invalidUTF8(line: number, offset: error.offset ?? 1, byte: error.byte ?? 0)
    }
  }
}

/// Runs the lines of scripts, nested `run`s, `-c` and standard input through its shell.
@MainActor
final class ScriptRunner {
  /// How deep `run` may nest (a script that runs itself stops here with one error).
  static let nestingLimit = 16

  unowned let shell: Shell
  /// Scripts being run, innermost last (for `run` nesting and relative paths).
  private(set) var scriptStack: [String] = []

  init(shell: Shell) {
    self.shell = shell
  }

  /// Runs lines until `next` returns nil: each through `Shell.execute(line:file:lineNumber:)`, stopping at the first
  /// failure unless `--keep-going`, at `quit`, or when the user interrupts; then finishes the input. Returns the exit
  /// status (0, 1, or 130 when interrupted).
  func feed(file: String, announcingInterruption: Bool, next: () -> SourceLine?) -> Int32 {
    var status = ExitStatus.success
    while true {
      if shell.interruptionRequested() {
        if announcingInterruption { shell.output.write("interrupted\n", to: .standardError) }
        return Shell.interruptedStatus
      }
      // A source that ends because reading was interrupted (Ctrl-C at standard input) is an interruption too.
      guard let line = next() else {
        if shell.interruptionRequested() { return Shell.interruptedStatus }
        break
      }
      let outcome =
        if let problem = line.undecodable {
          shell.reject(line: line.number, file: file, because: problem)
        } else {
          shell.execute(line: line.text, file: file, lineNumber: line.number)
        }
      switch outcome {
      case .ok: continue
      case .quit(let afterFailure): return afterFailure ? ExitStatus.failure : status
      case .failed:
        status = ExitStatus.failure
        if !shell.configuration.keepGoing { return status }
      }
    }
    if shell.finishInput(file: file) == .failed { status = ExitStatus.failure }
    return status
  }

  /// Runs the lines of a script's text in this session, with its own continuation state (a nested script cannot
  /// continue a line of the script that runs it).
  func runLines(of text: String, file: String, arguments: ScriptArguments) -> Int32 {
    let lines = Self.lines(of: text)
    var index = 0
    return shell.withFreshInput(arguments: arguments) {
      feed(file: file, announcingInterruption: true) {
        guard index < lines.count else { return nil }
        defer { index += 1 }
        return lines[index]
      }
    }
  }

  /// The numbered lines of a script: a byte-order mark and a `#!` first line are dropped; `\n` and `\r\n` end lines.
  static func lines(of text: String) -> [SourceLine] {
    // Editors on some systems save UTF-8 with a byte-order mark: it is not part of the first command.
    let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
    // "\r\n" is one Character in Swift: split on both line ends, or a CRLF file would be one long line.
    var lines: [SourceLine] = []
    for (index, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
      .enumerated()
    {
      var line = Substring(rawLine)
      if line.last == "\r" { line.removeLast() }
      if index == 0, line.hasPrefix("#!") { continue }
      lines.append(SourceLine(number: index + 1, text: String(line)))
    }
    return lines
  }

  /// Runs a script file with its arguments; returns the exit status (0, 1, 2 when the file cannot be read, 130 when
  /// interrupted).
  func runScript(atPath path: String, arguments: [String] = []) -> Int32 {
    switch FileSystem.readText(atPath: path) {
    case .failure(.unreadable(let reason)):
      shell.output.write(
        TerminalText.safe("lks: cannot open \(path): \(reason)", color: false) + "\n", to: .standardError)
      return ExitStatus.usage
    case .failure(let error):
      // Not UTF-8: an error of the script, on its line; nothing runs.
      shell.report(
        CommandFailure(command: nil, error: .unreadableText(path: nil, reason: error.message)),
        at: SourceLocation(file: path, line: error.line ?? 0))
      return ExitStatus.failure
    case .success(let text):
      scriptStack.append(path)
      defer { scriptStack.removeLast() }
      return runLines(of: text, file: path, arguments: ScriptArguments(script: path, values: arguments))
    }
  }

  /// `run FILE [ARGS...]` inside a session: the script runs in this session with its own arguments (relative paths:
  /// the including script's directory first, then the working directory). Its own errors are reported where they
  /// happen; the `run` then fails without repeating them.
  func runNested(_ path: String, arguments: [String]) throws(ShellError) {
    guard scriptStack.count < Self.nestingLimit else {
      throw .scriptsNestedTooDeep(path: path, limit: Self.nestingLimit)
    }
    var resolved = path
    if !path.hasPrefix("/"), let including = scriptStack.last {
      let candidate = FileSystem.directory(of: including) + "/" + path
      if FileSystem.exists(candidate) { resolved = candidate }
    }
    let text: String
    switch FileSystem.readText(atPath: resolved) {
    case .failure(.unreadable(let reason)): throw .cannotOpen(path: path, reason: reason)
    case .failure(let error): throw .unreadableText(path: "\(path):\(error.line ?? 0)", reason: error.message)
    case .success(let contents): text = contents
    }
    scriptStack.append(resolved)
    defer { scriptStack.removeLast() }
    let status = runLines(of: text, file: resolved, arguments: ScriptArguments(script: path, values: arguments))
    if status == Shell.interruptedStatus { throw .interrupted }
    if status != ExitStatus.success { throw .scriptFailed(path: path) }
  }

  /// Runs commands given inline as bytes (`lks -c` from the process's arguments): invalid UTF-8 is an error naming
  /// its line, and nothing runs (as for a script file).
  func runInline(utf8 bytes: some Collection<UInt8>) -> Int32 {
    switch FileSystem.decodeUTF8(bytes) {
    case .success(let text):
      return runInline(text)
    case .failure(let error):
      shell.report(
        CommandFailure(
          command: nil, error: .unreadableText(path: nil, reason: error.message(advice: "pass the commands as UTF-8"))),
        at: SourceLocation(file: "-c", line: error.line ?? 0))
      return ExitStatus.failure
    }
  }

  /// Runs commands given inline (`lks -c`): lines of `;`-separated commands, numbered for error locations.
  func runInline(_ commands: String) -> Int32 {
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
  func runStandardInput(next: () -> [UInt8]?) -> Int32 {
    var number = 0
    return feed(file: "<stdin>", announcingInterruption: false) {
      guard let bytes = next() else { return nil }
      number += 1
      return SourceLine(number: number, bytes: bytes)
    }
  }
}

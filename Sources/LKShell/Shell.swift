// The shell's front door: the one API the `lks` executable (terminal, readline, arguments) talks to.
// Everything behind it (lexer, parser, session, renderers) is testable without a terminal.

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#endif

/// Which standard stream a piece of output belongs to.
public enum ShellStream: Sendable {
  case standardOutput
  case standardError
}

/// Where the shell writes. The executable uses `StandardStreams`; tests capture.
@MainActor
public protocol ShellOutput: AnyObject {
  func write(_ text: String, to stream: ShellStream)
}

/// Writes to the process's stdout and stderr, flushing stdout before anything goes to stderr so that errors
/// never overtake earlier results on a shared pipe (readline-notes.md §D).
@MainActor
public final class StandardStreams: ShellOutput {
  public init() {}
  public func write(_ text: String, to stream: ShellStream) {
    switch stream {
    case .standardOutput:
      fputs(text, stdout)
    case .standardError:
      fflush(stdout)
      fputs(text, stderr)
    }
  }
  public func flush() { fflush(stdout) }
}

/// Collects output in memory (tests, goldens).
@MainActor
public final class CapturedOutput: ShellOutput {
  public private(set) var standardOutput = ""
  public private(set) var standardError = ""
  /// Both streams interleaved in write order.
  public private(set) var combined = ""
  public init() {}
  public func write(_ text: String, to stream: ShellStream) {
    switch stream {
    case .standardOutput: standardOutput += text
    case .standardError: standardError += text
    }
    combined += text
  }
}

/// The result of feeding one line to the shell.
public enum LineOutcome: Sendable, Equatable {
  /// The line ran (or was empty / a comment / an incomplete continued line).
  case ok
  /// The command failed; an error was printed and no state changed.
  case failed
  /// `quit` / `exit`.
  case quit
}

/// Exit statuses of lks-language.md §5.
public enum ExitStatus {
  public static let success: Int32 = 0
  public static let failure: Int32 = 1
  public static let usage: Int32 = 2
}

/// The shell: one session of snapshot state plus the language that edits it. It turns lines into commands, runs them
/// on the `Session`, renders what the session says as text or JSON Lines, and reports errors with their location.
@MainActor
public final class Shell {
  public enum Format: String, Sendable { case text, json }

  public struct Configuration: Sendable {
    /// `text` or JSON Lines (`--json`).
    public var format: Format
    /// ANSI colour in text output (the executable decides: terminal, `NO_COLOR`, `TERM=dumb`).
    public var color: Bool
    /// Scripts go on after a failed command (`--keep-going`); the exit status is still 1.
    public var keepGoing: Bool
    /// A person is typing at a terminal (affects only presentation, never meaning).
    public var interactive: Bool
    public init(format: Format = .text, color: Bool = false, keepGoing: Bool = false, interactive: Bool = false) {
      self.format = format
      self.color = color
      self.keepGoing = keepGoing
      self.interactive = interactive
    }
  }

  public nonisolated static let version = "0.1.0"

  /// Exit status of a run stopped by Ctrl-C.
  public static let interruptedStatus: Int32 = 130

  public let configuration: Configuration
  public let output: any ShellOutput
  /// Polled between script lines and by long commands; returns true when the user pressed Ctrl-C.
  public var interruptionRequested: @Sendable () -> Bool = { false }
  /// The session this shell drives (state lives there, and only there).
  public let session: Session

  private var continuation = LineContinuation()
  private var continuationStartLine = 0
  /// `expect error [TEXT]` / `expect warning [TEXT]` waiting for the next command.
  private var pendingExpectation: (kind: PendingKind, text: String?, line: Int)?
  private enum PendingKind {
    case error, warning
    var word: String { self == .error ? "error" : "warning" }
  }
  /// Where the command being run comes from (for `FILE:LINE:` and JSON `line`).
  private var location: (file: String?, line: Int) = (nil, 0)
  /// Warnings the current command produced (for `expect warning`).
  private var warningsOfCommand: [String] = []
  /// Scripts being run, innermost last (for `run` nesting and relative paths).
  private var scriptStack: [String] = []
  /// What `$0`, `$1`, …, `$#`, `$@` stand for in the lines being run: the innermost script's arguments; nil outside
  /// scripts (the prompt, `-c`, standard input), where `$1` is literal text.
  private var scriptArguments: ScriptArguments?
  private var format: Format
  private var colorSetting: ColorSetting = .auto

  public init(configuration: Configuration = Configuration(), output: any ShellOutput) {
    self.configuration = configuration
    self.output = output
    self.format = configuration.format
    self.session = Session()
    session.settings.format = configuration.format == .json ? .json : .text
    session.emit = { [unowned self] in self.render($0) }
  }

  private var color: Bool {
    switch colorSetting {
    case .on: true
    case .off: false
    case .auto: configuration.color
    }
  }

  // MARK: Prompt

  /// The prompt for the next line, without colour: `lks> `, `lks[S]> ` inside a section-snapshot context,
  /// `...> ` while a `\`-continued command is incomplete.
  public var prompt: String {
    if continuation.isIncomplete { return "...> " }
    if let outline = session.outline { return "lks[\(outline.section)]> " }
    return "lks> "
  }

  /// True while a `\`-continued command waits for its next line.
  public var isContinuing: Bool { continuation.isIncomplete }

  /// Drops a half-entered continued command (Ctrl-C at a continuation prompt).
  public func discardIncompleteCommand() { continuation.reset() }

  /// End of input: runs a command left incomplete by a trailing `\`, and reports an `expect` that nothing followed.
  public func finishInput() -> LineOutcome {
    var outcome = LineOutcome.ok
    if let logical = continuation.finish() {
      outcome = executeLogical(logical, file: location.file, line: continuationStartLine)
    }
    if let pending = pendingExpectation {
      pendingExpectation = nil
      location.line = pending.line
      return fail("expect \(pending.kind.word): no command followed it")
    }
    return outcome
  }

  // MARK: Lines

  /// Feeds one physical line (no trailing newline). `file` and `lineNumber` locate errors (`FILE:LINE: error: …`);
  /// `file` is nil for interactive input.
  public func execute(line: String, file: String? = nil, lineNumber: Int = 0) -> LineOutcome {
    if !continuation.isIncomplete { continuationStartLine = lineNumber }
    location.file = file
    guard let logical = continuation.append(line) else { return .ok }
    return executeLogical(logical, file: file, line: continuationStartLine)
  }

  // The two parse contexts (the known type names, inside or outside a section-snapshot context), built once.
  private static let normalContext = ParseContext(knownTypeNames: ItemCatalogue.typeNames)
  private static let sectionSnapshotContext = ParseContext(
    knownTypeNames: ItemCatalogue.typeNames, isInSectionSnapshot: true)

  /// Runs the `;`-separated commands of one logical line in order; a failure stops the rest of the line unless
  /// `--keep-going` (as it stops a script).
  private func executeLogical(_ text: String, file: String?, line: Int) -> LineOutcome {
    location = (file, line)
    let commands: [[Word]]
    do {
      commands = try Lexer.commands(in: text, arguments: scriptArguments)
    } catch {
      // A line that does not lex is a failed command: `expect error` may be waiting for it.
      return executeCommand(.failure(.lexical(error)))
    }
    var outcome = LineOutcome.ok
    for words in commands {
      switch executeCommand(.success(words)) {
      case .ok: continue
      case .quit: return .quit
      case .failed:
        outcome = .failed
        if !configuration.keepGoing { return outcome }
      }
    }
    return outcome
  }

  /// Runs one command given as its words (or the error that prevented lexing its line).
  private func executeCommand(_ lexed: Result<[Word], ParseError>) -> LineOutcome {
    let command: Command?
    var failure: String?
    do {
      command = try Parser.parse(
        words: try lexed.get(), context: session.outline != nil ? Self.sectionSnapshotContext : Self.normalContext)
    } catch {
      // A command that does not parse is a failed command: `expect error` may be waiting for it.
      command = nil
      failure = error.description
    }
    if command == nil, failure == nil { return .ok }  // blank line or comment: an expectation keeps waiting

    if let command {
      switch command {
      case .expect(.error(let expected)), .expect(.warning(let expected)):
        if let pending = pendingExpectation {
          pendingExpectation = nil
          return fail("expect \(pending.kind.word): the next command must not be another expect")
        }
        let kind: PendingKind = if case .expect(.error) = command { .error } else { .warning }
        pendingExpectation = (kind, expected, location.line)
        return .ok
      default: break
      }
    }

    warningsOfCommand = []
    var outcome = LineOutcome.ok
    // Taken before running: a `run` consumes the expectation as a whole, not its script's first command.
    let pending = pendingExpectation
    pendingExpectation = nil
    if let command, failure == nil {
      do {
        outcome = try perform(command)
      } catch {
        failure = Self.prefixed(
          error.message,
          command: Self.commandName(of: (try? lexed.get())?.first, inSectionSnapshot: session.outline != nil))
      }
    }

    if let pending {
      switch pending.kind {
      case .error:
        guard let failure else { return fail("expect error: the command succeeded") }
        if let expected = pending.text, !failure.contains(expected) {
          return fail("expect error: expected an error containing \"\(expected)\", got: \(failure)")
        }
        say("expected-error", "expected error: \(failure)", [("message", .string(failure))])
        return .ok
      case .warning:
        if let failure { return fail(failure) }
        let matching = warningsOfCommand.filter { warning in pending.text.map { warning.contains($0) } ?? true }
        if matching.isEmpty {
          return fail(
            "expect warning: "
              + (pending.text.map { "no warning containing \"\($0)\"" } ?? "the command gave no warning"))
        }
        return outcome
      }
    }
    if let failure { return fail(failure) }
    if configuration.interactive, format == .text, let command, Self.editsWorkingSnapshot(command) {
      output.write(dim(session.workingSummary) + "\n", to: .standardOutput)
    }
    return outcome
  }

  /// Runs commands that belong to the shell (scripts, output, settings) and hands the rest to the session.
  private func perform(_ command: Command) throws(ShellError) -> LineOutcome {
    switch command {
    case .quit:
      return .quit
    case .echo(let text):
      say("echo", text, [])
    case .set(let setting):
      try apply(setting)
    case .help(let name):
      if let name {
        guard let text = Help.text(for: name) else { throw ShellError("no command \(name) (help lists them)") }
        say("help", text, [("command", .string(name))])
      } else {
        say("help", Help.overview(), [])
      }
    case .run(let path, let arguments):
      try runNested(path, arguments: arguments)
    default:
      try session.run(command)
    }
    return .ok
  }

  private func apply(_ setting: Setting) throws(ShellError) {
    switch setting {
    case .viewport(let rows):
      do { try session.view.trySetViewportHeight(rows) } catch { throw ShellError(error.description) }
      session.settings.viewport = rows
    case .color(let value):
      colorSetting = value
    case .format(let value):
      format = value == .json ? .json : .text
      session.settings.format = format
    case .timing(let on): session.settings.timing = on
    case .autoReconfigure(let on): session.settings.autoReconfigure = on
    case .animate(let on): session.settings.animate = on
    }
  }

  // MARK: Output

  private func say(_ kind: String, _ text: String, _ fields: [(String, JSONValue)]) {
    render(.message(kind: kind, fields: fields, text: text))
  }

  private func render(_ output: SessionOutput) {
    switch (output, format) {
    case (.apply(let report), .text):
      self.output.write(TextRenderer(color: color).apply(report) + "\n", to: .standardOutput)
    case (.apply(let report), .json):
      self.output.write(JSONRenderer.apply(report).serialized + "\n", to: .standardOutput)
    case (.warning(let message), _):
      warningsOfCommand.append(message)
      if format == .json {
        self.output.write(JSONRenderer.warning(message, line: location.line).serialized + "\n", to: .standardOutput)
      } else {
        self.output.write(locationPrefix + TextRenderer(color: color).warning(message) + "\n", to: .standardError)
      }
    case (.message(_, _, let text), .text):
      self.output.write(text + "\n", to: .standardOutput)
    case (.message(let kind, let fields, let text), .json):
      self.output.write(
        JSONRenderer.message(kind: kind, fields: fields, text: text).serialized + "\n", to: .standardOutput)
    }
  }

  private var locationPrefix: String {
    guard let file = location.file else { return "" }
    return "\(file):\(location.line): "
  }

  /// Reports an error (`FILE:LINE: error: …` on stderr, or a JSON `error` event) and returns `.failed`.
  private func fail(_ message: String) -> LineOutcome {
    if format == .json {
      output.write(JSONRenderer.error(message, line: location.line).serialized + "\n", to: .standardOutput)
    } else {
      output.write(locationPrefix + TextRenderer(color: color).error(message) + "\n", to: .standardError)
    }
    return .failed
  }

  private func dim(_ text: String) -> String { color ? "\u{1B}[2m\(text)\u{1B}[0m" : text }

  /// `COMMAND: message`, unless the message already starts with the command's name (`expect layout main: …`).
  static func prefixed(_ message: String, command: String?) -> String {
    guard let command, !message.hasPrefix(command + " "), !message.hasPrefix(command + ":") else { return message }
    return "\(command): \(message)"
  }

  static func commandName(of first: Word?, inSectionSnapshot: Bool) -> String? {
    guard let first else { return nil }
    return try? CommandTable.resolve(first.text, inSectionSnapshot: inSectionSnapshot).name
  }

  static func editsWorkingSnapshot(_ command: Command) -> Bool {
    switch command {
    case .appendSections, .insertSections, .deleteSections, .moveSection, .reloadSections, .appendItems, .insertItems,
      .deleteItems, .deleteAllItems, .moveItem, .reloadItems, .reconfigureItems, .newSnapshot, .revert:
      true
    default: false
    }
  }

  // MARK: Scripts

  /// Runs a script file with its arguments (`$1`, `$2`, …, `$#`, `$@` in its words); returns the exit status
  /// (0, 1 also when the file is not UTF-8, 2 when the file cannot be read, 130 when interrupted).
  public func runScript(atPath path: String, arguments: [String] = []) -> Int32 {
    switch FileSystem.readText(atPath: path) {
    case .failure(.unreadable(let reason)):
      output.write("lks: cannot open \(path): \(reason)\n", to: .standardError)
      return ExitStatus.usage
    case .failure(let error):
      // Not UTF-8: an error of the script, on its line.
      location = (path, error.line ?? 0)
      _ = fail(error.message)
      return ExitStatus.failure
    case .success(let text):
      scriptStack.append(path)
      defer { scriptStack.removeLast() }
      return runLines(of: text, file: path, arguments: ScriptArguments(script: path, values: arguments))
    }
  }

  /// Runs the lines of a script in this session.
  private func runLines(of text: String, file: String, arguments: ScriptArguments) -> Int32 {
    let savedContinuation = continuation
    let savedLocation = location
    let savedArguments = scriptArguments
    continuation = LineContinuation()
    scriptArguments = arguments
    defer {
      continuation = savedContinuation
      location = savedLocation
      scriptArguments = savedArguments
    }
    // Editors on some systems save UTF-8 with a byte-order mark: it is not part of the first command.
    let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
    // "\r\n" is one Character in Swift: split on both line ends, or a CRLF file would be one long line.
    var lines: [(number: Int, text: String)] = []
    for (index, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
      .enumerated()
    {
      var line = Substring(rawLine)
      if line.last == "\r" { line.removeLast() }
      if index == 0, line.hasPrefix("#!") { continue }
      lines.append((index + 1, String(line)))
    }
    return feed(lines, file: file, announcingInterruption: true)
  }

  /// Runs numbered lines in this session: stops at the first failure unless `--keep-going`, or at `quit`, or when the
  /// user interrupts; then finishes the input (a dangling `\` continuation or `expect`). The one loop behind scripts,
  /// nested `run`s and `-c`.
  private func feed(
    _ lines: [(number: Int, text: String)], file: String, announcingInterruption: Bool
  ) -> Int32 {
    var status = ExitStatus.success
    for line in lines {
      if interruptionRequested() {
        if announcingInterruption { output.write("interrupted\n", to: .standardError) }
        return Self.interruptedStatus
      }
      switch execute(line: line.text, file: file, lineNumber: line.number) {
      case .ok: continue
      case .quit: return status
      case .failed:
        status = ExitStatus.failure
        if !configuration.keepGoing { return status }
      }
    }
    location.file = file
    if finishInput() == .failed { status = ExitStatus.failure }
    return status
  }

  /// `run FILE [ARGS...]` inside a session: the script runs in this session with its own arguments (relative paths:
  /// the including script's directory first, then the working directory).
  private func runNested(_ path: String, arguments: [String]) throws(ShellError) {
    guard scriptStack.count < 16 else {
      throw ShellError("scripts nested more than 16 deep (does \(path) run itself?)")
    }
    var resolved = path
    if !path.hasPrefix("/"), let including = scriptStack.last {
      let candidate = FileSystem.directory(of: including) + "/" + path
      if FileSystem.exists(candidate) { resolved = candidate }
    }
    let text: String
    switch FileSystem.readText(atPath: resolved) {
    case .failure(.unreadable(let reason)): throw ShellError("cannot open \(path): \(reason)")
    case .failure(let error): throw ShellError("\(path):\(error.line ?? 0): \(error.message)")
    case .success(let contents): text = contents
    }
    scriptStack.append(resolved)
    defer { scriptStack.removeLast() }
    let status = runLines(of: text, file: resolved, arguments: ScriptArguments(script: path, values: arguments))
    if status == Self.interruptedStatus { throw ShellError("interrupted") }
    if status != ExitStatus.success { throw ShellError("\(path) failed (see the error above)") }
  }

  /// Runs commands given inline (`lks -c`): lines of `;`-separated commands, numbered for error locations.
  public func runInline(_ commands: String) -> Int32 {
    let lines = commands.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    return feed(
      lines.enumerated().map { ($0.offset + 1, String($0.element)) }, file: "-c", announcingInterruption: false)
  }

  /// `lks test FILE|DIR...`: runs each script (directories: their `.lks` files, recursively) in a fresh session,
  /// prints one line per script and `N passed, N failed`; returns 0 when all passed.
  public func runTests(paths: [String]) -> Int32 {
    var passed = 0
    var failed = 0
    for path in paths {
      guard FileSystem.exists(path) else {
        output.write("FAIL \(path): no such file or directory\n", to: .standardOutput)
        failed += 1
        continue
      }
      for script in FileSystem.scripts(under: path) {
        if interruptionRequested() { return Self.interruptedStatus }
        let captured = CapturedOutput()
        let shell = Shell(configuration: Configuration(format: .text, color: false, keepGoing: false), output: captured)
        shell.interruptionRequested = interruptionRequested
        let status = shell.runScript(atPath: script)
        if status == ExitStatus.success {
          passed += 1
          output.write("ok   \(script)\n", to: .standardOutput)
        } else {
          failed += 1
          // The first error, not a warning printed before it.
          let lines = captured.standardError.split(separator: "\n")
          let reason =
            (lines.first { $0.contains("error:") } ?? lines.first).map(String.init) ?? "exit status \(status)"
          output.write("FAIL \(script)\n     \(reason)\n", to: .standardOutput)
        }
      }
    }
    output.write("\(passed) passed, \(failed) failed\n", to: .standardOutput)
    return failed == 0 ? ExitStatus.success : ExitStatus.failure
  }

  // MARK: Completion

  /// Completion candidates for the word under the cursor at the end of `lineUpToCursor` (see
  /// `Completion.completionCandidates(lineUpToCursor:context:)`): what replaces readline's word, quoted as needed.
  public func completionCandidates(lineUpToCursor: String) -> [String] {
    let context = CompletionContext(
      sectionIdentifiers: session.knownSections, items: session.knownItems,
      isInSectionSnapshot: session.outline != nil, knownTypeNames: ItemCatalogue.typeNames,
      listFiles: { FileSystem.completePath($0) })
    return Completion.completionCandidates(lineUpToCursor: lineUpToCursor, context: context)
  }
}

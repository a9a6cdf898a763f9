// The shell's front door: the one API the `lks` executable (terminal, readline, arguments) talks to. A line goes
// one way: continuation → `Parser` (a `ParsedLine`) → the shell's own commands (the script runner, the expectation
// state machine) or `Session.run` (events) → the printer (text or JSON). Everything is testable without a terminal.

import ListKit

/// The result of feeding one line to the shell.
public enum LineOutcome: Sendable, Equatable {
  /// The line ran (or was empty / a comment / an incomplete continued line).
  case ok
  /// The command failed; an error was printed and no state changed.
  case failed
  /// `quit` / `exit`; `afterFailure` when a command before it on the same line failed (`--keep-going`), which the
  /// exit status must not forget.
  case quit(afterFailure: Bool)
}

/// Exit statuses of docs/language.md §5.
public enum ExitStatus {
  public static let success: Int32 = 0
  public static let failure: Int32 = 1
  public static let usage: Int32 = 2
}

/// The shell: one session of snapshot state plus the language that edits it. It turns lines into commands, runs
/// them, prints what they return, and reports errors with their location.
@MainActor
public final class Shell {
  public typealias Format = OutputFormat

  public struct Configuration: Sendable {
    /// `text` or JSON Lines (`--json`): the session's format setting starts here.
    public var format: Format
    /// Whether the terminal allows ANSI colour (the executable decides: terminal, `NO_COLOR`, `TERM=dumb`); what
    /// `set color auto` follows.
    public var color: Bool
    /// Scripts go on after a failed command (`--keep-going`); the exit status is still 1.
    public var keepGoing: Bool
    /// A person is typing at a terminal (affects only presentation, never meaning).
    public var interactive: Bool
    /// The kind of view the session starts with (`--view table|collection`).
    public var view: ViewKind
    /// The session's steps are recorded for pictures (`--html`, `--svg`, `export`); without it nothing is recorded
    /// and `export` is refused, so a run that draws nothing pays nothing for drawing.
    public var recordsPictures: Bool
    public init(
      format: Format = .text, color: Bool = false, keepGoing: Bool = false, interactive: Bool = false,
      view: ViewKind = .collection, recordsPictures: Bool = true
    ) {
      self.format = format
      self.color = color
      self.keepGoing = keepGoing
      self.interactive = interactive
      self.view = view
      self.recordsPictures = recordsPictures
    }
  }

  public nonisolated static let version = "0.1.0"

  /// Exit status of a run stopped by Ctrl-C.
  static let interruptedStatus: Int32 = 130

  let configuration: Configuration
  let output: any ShellOutput
  /// Polled between script lines and by long commands; returns true when the user pressed Ctrl-C.
  public var interruptionRequested: @Sendable () -> Bool = { false }
  /// Shows long text (help) page by page; the executable sets it for a terminal. Returns false when it did not show
  /// the text (short text, no pager), which is then printed as usual.
  public var pager: ((String) -> Bool)?
  /// The session this shell drives (state lives there, and only there: settings included).
  let session: Session
  /// Every step of the session as pictures, for `--html`, `--svg` and `export` (PictureExport.swift).
  let pictures: PictureRecorder

  /// The input being read: a `\`-continued command and where the current command comes from.
  struct InputState {
    var continuation = LineContinuation()
    var continuationStartLine = 0
    var location = SourceLocation(file: nil, line: 0)
    /// What `$0`, `$1`, …, `$#`, `$@` stand for in the lines being run: the innermost script's arguments; nil
    /// outside scripts (the prompt, `-c`, standard input), where `$1` is literal text.
    var scriptArguments: ScriptArguments?
    /// `explain` given the first line of a UIKit message that goes on over more lines (R16's): the text so far, the
    /// beginnings of the lines still to come, and where it was typed. A paste arrives line by line.
    var pendingExplain: (text: String, nextLines: [String], location: SourceLocation)?
  }
  private var input = InputState()
  private var expectations = ExpectationMachine()
  /// The scripts being run (`run` nesting, relative paths).
  var scripts = ScriptStack()
  private let printer: EventPrinter

  public init(configuration: Configuration = Configuration(), output: any ShellOutput) {
    self.configuration = configuration
    self.output = output
    self.printer = EventPrinter(output: output)
    self.session = Session(view: configuration.view)
    self.pictures = PictureRecorder(view: configuration.view)
    session.settings.format = configuration.format
    // The pictures draw what a scroll or a tap left on screen: the session reports it with them.
    session.reportsShownLayout = configuration.recordsPictures
  }

  // MARK: Prompt

  /// The prompt for the next line, without colour: `lks> `, `lks[S]> ` inside a section-snapshot context,
  /// `lks(batch)> ` while a batch is open,
  /// `...> ` while a `\`-continued command is incomplete.
  public var prompt: String {
    if input.continuation.isIncomplete || input.pendingExplain != nil { return "...> " }
    // The section is named as everywhere else: its control characters escaped, never sent to the terminal raw.
    if let outline = session.outline { return "lks[\(Words.name(section: outline.section))]> " }
    if session.lab.batch != nil { return "lks(batch)> " }
    return "lks> "
  }

  /// True while a `\`-continued command waits for its next line.
  var isContinuing: Bool { input.continuation.isIncomplete || input.pendingExplain != nil }

  /// Drops a half-entered continued command (Ctrl-C at a continuation prompt).
  public func discardIncompleteCommand() {
    input.continuation.reset()
    input.pendingExplain = nil
  }

  /// End of input: runs a command left incomplete by a trailing `\`, and reports an `expect` that nothing followed.
  func finishInput() -> LineOutcome { finishInput(file: input.location.file) }

  func finishInput(file: String?) -> LineOutcome {
    input.location.file = file
    var outcome = LineOutcome.ok
    if input.pendingExplain != nil { outcome = explainPendingMessage() }
    if let logical = input.continuation.finish() {
      outcome = executeLogical(logical, file: file, line: input.continuationStartLine)
    }
    if let (failure, line) = expectations.finish() {
      input.location.line = line
      return fail(CommandFailure(command: nil, error: failure))
    }
    return outcome
  }

  /// The session ends (`quit`, `exit`, Ctrl-D, the end of a script, `-c` or standard input): a warning names the work
  /// that never reached the view (unapplied edits, an open section snapshot or batch), which is lost now.
  public func finishSession() {
    guard let work = session.unappliedWork else { return }
    // About the whole session, not a line of it.
    input.location = SourceLocation(file: nil, line: 0)
    print(.warning(.unappliedWork(work)))
  }

  /// At the prompt, `quit` or Ctrl-D: with work that never reached the view, the first one warns and returns false
  /// (stay), as bash does with stopped jobs; otherwise, or when `repeated` (the previous line was a quit too), the
  /// session finishes and this returns true.
  public func quitFromPrompt(repeated: Bool) -> Bool {
    guard !repeated, let work = session.unappliedWork else {
      finishSession()
      return true
    }
    input.location = SourceLocation(file: nil, line: 0)
    print(.warning(.unappliedWorkOnQuit(work)))
    return false
  }

  /// Runs `body` with fresh input state (a nested script's lines cannot continue its caller's, and see their own
  /// arguments), restoring it after.
  func withFreshInput<Result>(arguments: ScriptArguments?, _ body: () -> Result) -> Result {
    let saved = input
    input = InputState()
    input.scriptArguments = arguments
    defer { input = saved }
    return body()
  }

  // MARK: Lines

  /// Feeds one physical line (no trailing newline). `file` and `lineNumber` locate errors (`FILE:LINE: error: …`);
  /// `file` is nil for interactive input.
  public func execute(line: String, file: String? = nil, lineNumber: Int = 0) -> LineOutcome {
    if var pending = input.pendingExplain {
      // A line of the pasted message joins it; any other line ends it, then runs as usual.
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if Self.continuesPastedMessage(pending.text, nextLines: pending.nextLines, with: trimmed) {
        pending.text += "\n" + line
        if let next = pending.nextLines.first, trimmed.hasPrefix(next) { pending.nextLines.removeFirst() }
        input.pendingExplain = pending
        return Self.pastedMessageIsComplete(pending.text, nextLines: pending.nextLines) ? explainPendingMessage() : .ok
      }
      if explainPendingMessage() == .failed, !configuration.keepGoing { return .failed }
    }
    if !input.continuation.isIncomplete { input.continuationStartLine = lineNumber }
    input.location.file = file
    guard let logical = input.continuation.append(line) else { return .ok }
    return executeLogical(logical, file: file, line: input.continuationStartLine)
  }

  /// A line whose bytes are not UTF-8 (standard input, the prompt): an error naming the line, a failed command that
  /// `expect error` may be waiting for; nothing of it runs, and it ends a `\`-continued command.
  public func execute(utf8 bytes: some Collection<UInt8>, file: String? = nil, lineNumber: Int = 0) -> LineOutcome {
    let line = SourceLine(number: lineNumber, bytes: bytes)
    if let problem = line.undecodable { return reject(line: lineNumber, file: file, because: problem) }
    return execute(line: line.text, file: file, lineNumber: lineNumber)
  }

  /// A line that cannot be read as text: reported as a failed command at its location.
  func reject(line: Int, file: String?, because problem: FileSystem.ReadError) -> LineOutcome {
    input.continuation.reset()
    input.location = SourceLocation(file: file, line: line)
    let advice = file == nil ? "type or paste UTF-8" : "send UTF-8"
    return executeCommand(
      .failure(.lexical(.invalidUTF8(message: problem.message(advice: advice), column: problem.offset ?? 1))))
  }

  // The two parse contexts (the known type names, inside or outside a section-snapshot context), built once.
  private static let normalContext = ParseContext(knownTypeNames: ItemCatalogue.typeNames)
  private static let sectionSnapshotContext = ParseContext(
    knownTypeNames: ItemCatalogue.typeNames, isInSectionSnapshot: true)

  /// Runs the `explain` whose message was being collected, with the lines that came.
  private func explainPendingMessage() -> LineOutcome {
    guard let pending = input.pendingExplain else { return .ok }
    input.pendingExplain = nil
    input.location = pending.location
    let words = [Word("explain"), Word(pending.text, isQuoted: true)]
    return executeCommand(.success(words), mayContinue: false)
  }

  /// `explain` with `text` taken as it is (a pasted block, a line read raw): waits for the rest of a multi-line
  /// message, or explains it now.
  func explainRaw(_ text: String, mayWait: Bool) -> LineOutcome {
    if mayWait, let nextLines = FailureCatalogue.linesContinuing(text),
      !Self.pastedMessageIsComplete(text, nextLines: nextLines.filter { !text.contains($0) })
    {
      input.pendingExplain = (text, nextLines.filter { !text.contains($0) }, input.location)
      return .ok
    }
    return executeCommand(.success([Word("explain"), Word(text, isQuoted: true)]), mayContinue: false)
  }

  /// Runs the `;`-separated commands of one logical line in order; a failure stops the rest of the line unless
  /// `--keep-going` (as it stops a script).
  private func executeLogical(_ text: String, file: String?, line: Int) -> LineOutcome {
    input.location = SourceLocation(file: file, line: line)
    if configuration.recordsPictures { pictures.command(text, at: input.location) }
    let arguments = input.scriptArguments
    if let raw = Self.rawExplainText(text, lexes: { try? Lexer.commands(in: text, arguments: arguments).count }) {
      return explainRaw(raw, mayWait: true)
    }
    let commands: [[Word]]
    do {
      commands = try Lexer.commands(in: text, arguments: input.scriptArguments)
    } catch {
      // A line that does not lex is a failed command: `expect error` may be waiting for it.
      return executeCommand(.failure(.lexical(error)))
    }
    var outcome = LineOutcome.ok
    for (index, words) in commands.enumerated() {
      // Ctrl-C stops the rest of the line as it stops the rest of a script.
      if index > 0, interruptionRequested() { return outcome }
      switch executeCommand(.success(words), mayContinue: commands.count == 1) {
      case .ok: continue
      case .quit: return .quit(afterFailure: outcome == .failed)
      case .failed:
        outcome = .failed
        if !configuration.keepGoing { return outcome }
      }
    }
    return outcome
  }

  /// One command given as its words (or the error that prevented lexing its line): parse it, run it under the
  /// pending expectation, print what it returned.
  private func executeCommand(_ lexed: Result<[Word], ParseError>, mayContinue: Bool = false) -> LineOutcome {
    let line = input.location.line
    var parsed: ParsedLine?
    var failure: CommandFailure?
    do {
      parsed = try Parser.parse(
        words: try lexed.get(), context: session.outline != nil ? Self.sectionSnapshotContext : Self.normalContext)
    } catch {
      // A command that does not parse is a failed command: `expect error` may be waiting for it.
      parsed = nil
      failure = CommandFailure(command: nil, error: .parse(error))
    }
    if parsed == nil, failure == nil { return .ok }  // blank line or comment: an expectation keeps waiting

    // `explain` with the first line of a multi-line UIKit message (a paste, line by line): wait for its other lines.
    if mayContinue, let parsed, case .session(.explain(let text?)) = parsed.command,
      let nextLines = FailureCatalogue.linesContinuing(text), !nextLines.isEmpty,
      !Self.pastedMessageIsComplete(text, nextLines: nextLines.filter { !text.contains($0) })
    {
      input.pendingExplain = (text, nextLines.filter { !text.contains($0) }, input.location)
      return .ok
    }

    if let parsed, case .shell(.expectNext(let expectation)) = parsed.command {
      do {
        try expectations.arm(expectation, line: line)
      } catch {
        return fail(CommandFailure(command: nil, error: error))
      }
      return .ok
    }

    let expectation = expectations.take()
    var outcome = LineOutcome.ok
    var events: [ShellEvent] = []
    // The parsed line is taken apart so that the command is handed over whole: what it holds (a million item
    // references) goes when the session is done with it, not at the end of this line.
    let editsWorkingSnapshot = parsed?.spec.editsWorkingSnapshot ?? false
    if let commandName = parsed?.commandName, failure == nil, let command = parsed.take()?.command {
      do {
        outcome = try run(consume command, events: &events)
      } catch {
        failure = CommandFailure(command: commandName, error: error)
      }
    }
    if let failure { session.recordFailure(failure.error) }
    if failure == nil { for event in events { print(event) } }

    let warnings = events.compactMap { event -> ShellWarning? in
      if case .warning(let warning) = event { return warning }
      return nil
    }
    switch ExpectationMachine.judge(expectation, failure: failure, warnings: warnings) {
    case .unjudged:
      if let failure { return fail(failure) }
    case .satisfied(let expectedError):
      if let expectedError { print(.expectedError(expectedError)) }
      return .ok
    case .failed(let failure):
      return fail(failure)
    }
    if configuration.interactive, session.settings.format == .text, editsWorkingSnapshot {
      print(.working(session.workingSummary))
    }
    return outcome
  }

  /// Runs one command: the shell's own (scripts, quitting) here, the rest in the session.
  private func run(_ command: consuming Command, events: inout [ShellEvent]) throws(ShellError) -> LineOutcome {
    switch consume command {
    case .session(let command):
      // JSON lists every row of a layout; text prints what fits the screen.
      session.reportsEveryRow = session.settings.format == .json
      events = try session.run(consume command)
      return .ok
    case .shell(.run(let path, let arguments)):
      try runNested(path, arguments: arguments)
      return .ok
    case .shell(.export(let kind, let path)):
      try export(kind, to: path)
      return .ok
    case .shell(.quit):
      return .quit(afterFailure: false)
    case .shell(.expectNext(let expectation)):
      // Reached only when an `expect` is judged as the command after another one.
      try expectations.arm(expectation, line: input.location.line)
      return .ok
    }
  }

  // MARK: Output

  func print(_ event: ShellEvent) {
    // The event's words without colour, made once when asked: what the pictures log (not an apply's, whose layout
    // may be long), and the JSON renderer's `text` field.
    var plain: String?
    func text() -> String {
      if let plain { return plain }
      let text = TextRenderer(color: false).text(of: event)
      plain = text
      return text
    }
    if configuration.recordsPictures { pictures.record(event, text: text(), model: pictureModel(of: event)) }
    if case .help(_, let help) = event, session.settings.format == .text, let pager, pager(help) { return }
    printer.print(
      event, text: session.settings.format == .json ? text() : nil, format: session.settings.format,
      color: session.settings.usesColor(terminalAllowsColor: configuration.color), at: input.location)
  }

  /// For an error step's picture: the app's model after the failed update, drawn beside the unchanged view (nil for
  /// other events, and for failures that are no update).
  private func pictureModel(of event: ShellEvent) -> LayoutReport? {
    switch event {
    case .error(let failure), .expectedError(let failure):
      session.modelAfterFailure(failure.error).map(session.modelLayoutReport)
    default: nil
    }
  }

  /// Reports a failure at the current location (unless it was reported where it happened) and returns `.failed`.
  private func fail(_ failure: CommandFailure) -> LineOutcome {
    if !failure.error.wasReported { print(.error(failure)) }
    return .failed
  }

  /// Reports a failure at a given location (a script that cannot be decoded, before any of its lines runs).
  func report(_ failure: CommandFailure, at location: SourceLocation) {
    input.location = location
    _ = fail(failure)
  }

  // MARK: Scripts

  /// Runs a script file with its arguments (`$1`, `$2`, …, `$#`, `$@` in its words); returns the exit status
  /// (0, 1, 2 when the file cannot be read, 130 when interrupted).
  public func runScript(atPath path: String, arguments: [String] = []) -> Int32 {
    finishingSession { runFile(atPath: path, arguments: arguments) }
  }

  /// Runs commands given inline (`lks -c`): lines of `;`-separated commands, numbered for error locations.
  public func runInline(_ commands: String) -> Int32 {
    finishingSession { runCommands(commands) }
  }

  /// `lks -c` with the argument's bytes: invalid UTF-8 is an error naming its line, and nothing runs.
  public func runInline(utf8 bytes: some Collection<UInt8>) -> Int32 {
    finishingSession { runCommands(utf8: bytes) }
  }

  /// Runs the lines of a standard input that is not a terminal (`lks -`), read as bytes with `next` until it returns
  /// nil, through the same loop as scripts. A line that is not UTF-8 is an error naming the line, a failed command
  /// (the rest runs only with `--keep-going`).
  public func runStandardInput(next: () -> [UInt8]?) -> Int32 {
    finishingSession { runLines(fromStandardInput: next) }
  }

  /// Runs a whole session's input, then says what it leaves unapplied.
  private func finishingSession(_ body: () -> Int32) -> Int32 {
    let status = body()
    finishSession()
    return status
  }

  /// `lks test FILE|DIR...`: runs each script (directories: their `.lks` files, recursively) in a fresh session,
  /// prints one result per script and `N passed, N failed` (JSON events with `--json`).
  public func runTests(paths: [String]) -> Int32 {
    TestRunner(configuration: configuration, output: output, interruptionRequested: interruptionRequested)
      .run(paths: paths)
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

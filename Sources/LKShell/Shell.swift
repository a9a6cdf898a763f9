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

/// The shell: one session of snapshot state plus the language that edits it.
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

  public static let version = "0.1.0"

  public let configuration: Configuration
  public let output: any ShellOutput
  /// Polled by long-running commands; returns true (once) when the user pressed Ctrl-C.
  public var interruptionRequested: @Sendable () -> Bool = { false }

  public init(configuration: Configuration = Configuration(), output: any ShellOutput) {
    self.configuration = configuration
    self.output = output
  }

  /// The prompt for the next line, without colour: `lks> `, `lks[S]> ` inside a section-snapshot context,
  /// `...> ` while a `\`-continued command is incomplete.
  public var prompt: String { "lks> " }

  /// Feeds one physical line (no trailing newline). `file` and `line` locate errors (`FILE:LINE: error: …`);
  /// `file` is nil for interactive input.
  public func execute(line: String, file: String? = nil, lineNumber: Int = 0) -> LineOutcome {
    let trimmed = line.trimmingSpaces
    if trimmed == "quit" || trimmed == "exit" { return .quit }
    if trimmed.isEmpty || trimmed.hasPrefix("#") { return .ok }
    output.write("error: not implemented yet: \(trimmed)\n", to: .standardError)
    return .failed
  }

  /// Runs a script file; returns the exit status (0, 1, or 2 when the file cannot be read).
  public func runScript(atPath path: String, arguments: [String] = []) -> Int32 {
    output.write("lks: \(path): not implemented yet\n", to: .standardError)
    return ExitStatus.failure
  }

  /// Runs `;`-separated commands given inline (`lks -c`).
  public func runInline(_ commands: String) -> Int32 {
    var status = ExitStatus.success
    for part in commands.split(separator: ";") {
      switch execute(line: String(part), file: "-c", lineNumber: 1) {
      case .ok: continue
      case .failed: status = ExitStatus.failure; if !configuration.keepGoing { return status }
      case .quit: return status
      }
    }
    return status
  }

  /// `lks test FILE|DIR...`: runs each script in a fresh session, prints one line per script and
  /// `N passed, N failed`; returns 0 when all passed.
  public func runTests(paths: [String]) -> Int32 {
    output.write("0 passed, 0 failed\n", to: .standardOutput)
    return ExitStatus.success
  }

  /// Completion candidates for the word being typed: `lineUpToCursor` is the line before the cursor and
  /// `word` its last (partial) word. Returns whole words that start with `word`, sorted, without duplicates.
  public func completionCandidates(lineUpToCursor: String, word: String) -> [String] {
    ["append-items", "append-sections", "apply", "quit"].filter { $0.hasPrefix(word) }
  }
}

extension String {
  var trimmingSpaces: String {
    var s = Substring(self)
    while let f = s.first, f == " " || f == "\t" { s.removeFirst() }
    while let l = s.last, l == " " || l == "\t" || l == "\r" { s.removeLast() }
    return String(s)
  }
}

// The command line of docs/language.md §5, declared once with swift-argument-parser, and its mapping to a `Mode`.
import ArgumentParser
import LKShell

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#endif

/// Options shared by `lks` and `lks test`.
struct OutputOptions: ParsableArguments {
  @Flag(help: "Print JSON Lines instead of text.")
  var json = false

  @Flag(help: "Go on after a failed command (the exit status is still 1).")
  var keepGoing = false

  @Option(
    help: ArgumentHelp(
      "Colour the text output: auto (terminal only; NO_COLOR and TERM=dumb turn it off), always, never.",
      valueName: "when"))
  var color: ColorChoice = .auto

  @Option(
    help: ArgumentHelp(
      "The view the session starts with: collection (a UICollectionView) or table (a UITableView).",
      valueName: "kind"))
  var view: ViewKind = .collection
}

extension ViewKind: ExpressibleByArgument {
  // argument-parser's defaults for a String-backed CaseIterable print each value with `"\(value)"` (a reflection of
  // the enum) through a key path, at every start-up; the words are the raw values, which are the case names.
  public var defaultValueDescription: String { rawValue }
  public static var allValueStrings: [String] { allCases.map(\.rawValue) }
  public static var allValueDescriptions: [String: String] { [:] }
}

enum ColorChoice: String, ExpressibleByArgument, CaseIterable, Sendable {
  case auto, always, never

  // As ViewKind's: the raw values are the case names.
  var defaultValueDescription: String { rawValue }
  static var allValueStrings: [String] { allCases.map(\.rawValue) }
  static var allValueDescriptions: [String: String] { [:] }
}

/// `lks [options] [FILE.lks [ARGS...] | - ]`, `lks -c 'CMD; CMD'`. `lks test …` is dispatched by hand (see `Mode`)
/// because a script's own arguments are passed through untouched, which argument-parser cannot combine with
/// subcommands.
struct LKSCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "lks",
      abstract: "A shell and script runner for diffable data sources.",
      usage: """
        lks [<options>] [FILE.lks [ARGS...] | -]
        lks [<options>] -c 'CMD; CMD'
        lks test [<options>] FILE|DIR...
        lks explain [<options>] [--script OUT.lks] [--html OUT.html] FILE|-
        lks mcp
        """,
      discussion: """
        Options go before the script name; everything after it is passed to the script. A script named `test` \
        must be written with a path (`lks ./test`), since `test` as the first word selects the test runner (and \
        `explain`, `mcp` theirs). `lks mcp` serves the shell's tools to a coding assistant (the Model Context \
        Protocol on standard input and output).

        Exit status: 0 success, 1 a command or expectation failed, 2 usage error (bad option, missing file), \
        130 interrupted.
        """,
      version: Shell.version
    )
  }

  @OptionGroup var options: OutputOptions

  @Option(name: .customShort("c"), help: ArgumentHelp("Run ';'-separated commands and exit.", valueName: "commands"))
  var commands: String?

  @Option(
    help: ArgumentHelp(
      "Also write the session as one self-contained page: each step drawn, each batch update animated.",
      valueName: "file"),
    completion: .file(extensions: ["html"]))
  var html: String?

  @Option(
    help: ArgumentHelp("Also write one SVG picture per step (before and after) into a directory.", valueName: "dir"),
    completion: .directory)
  var svg: String?

  @Argument(
    parsing: .captureForPassthrough,
    help: ArgumentHelp(
      "A script and its arguments, `-` for standard input, `test` FILE|DIR..., or `explain` FILE.", valueName: "file"),
    completion: .file()
  )
  var operands: [String] = []

  mutating func validate() throws {
    // captureForPassthrough swallows everything from the first word it does not know, flags included, so the
    // flags lks does not have arrive here.
    if let first = operands.first, first.hasPrefix("-"), first != "-" {
      switch first {
      case "-h", "--help": throw CleanExit.helpRequest(self)
      case "--version": throw CleanExit.message(Shell.version)
      // What argument-parser's manual generator reads (the man page, scripts/man).
      case "--experimental-dump-help": throw CleanExit.message(Self._dumpHelp())
      case "--": operands.removeFirst()
      default: throw ValidationError("Unknown option '\(first)'")
      }
    }
    if commands != nil, !operands.isEmpty {
      throw ValidationError("'-c' takes no script or other operand (found '\(operands[0])')")
    }
  }
}

/// `lks test FILE|DIR...`
struct TestCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lks test",
    abstract: "Run scripts as tests: one line per script, then `N passed, N failed`."
  )

  @OptionGroup var options: OutputOptions

  @Argument(help: ArgumentHelp("Scripts, or directories whose *.lks scripts run.", valueName: "file-or-dir"))
  var paths: [String]
}

/// `lks explain [--json] [--script OUT.lks] [--html OUT.html] FILE|-`
struct ExplainCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lks explain",
    abstract: "Explain every UIKit exception in a crash log, console output or crash report (.ips).",
    discussion: "Exit status: 0 when every exception found is recognised, 1 otherwise, 2 usage error."
  )

  @OptionGroup var options: OutputOptions

  @Option(
    help: ArgumentHelp("Also write a script that reproduces each recognised exception.", valueName: "file"),
    completion: .file(extensions: ["lks"]))
  var script: String?

  @Option(
    help: ArgumentHelp("Also write the reproduction's page (as `lks --html`).", valueName: "file"),
    completion: .file(extensions: ["html"]))
  var html: String?

  @Argument(help: ArgumentHelp("The log, or `-` for standard input.", valueName: "file"), completion: .file())
  var path: String
}

/// What this process was asked to do.
enum Mode: Equatable {
  /// Commands from standard input: a line editor when it is a terminal, plain lines otherwise.
  case standardInput
  case inline(String)
  case script(path: String, arguments: [String])
  case test(paths: [String])
  /// `lks explain FILE|-` (nil: standard input), with the reproduction's script and page to write.
  case explain(path: String?, script: String?, html: String?)
  /// `lks mcp`: the Model Context Protocol server on standard input and output.
  case mcp
}

struct Invocation {
  var mode: Mode
  var options: OutputOptions
  /// `--html FILE`, `--svg DIR`: the pictures written after the session.
  var pictures: [(format: PictureFormat, path: String)] = []

  /// Parses the process's arguments. On `--help`/`--version` prints and exits 0; on a usage error prints the
  /// message on stderr and exits 2 (argument-parser's own code would be 64).
  static func parseOrExit(_ arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Invocation {
    let command: LKSCommand
    do {
      command = try LKSCommand.parse(arguments)
    } catch {
      exitForParseError(error, of: LKSCommand.self)
    }
    var invocation = parse(command)
    if case .explain = invocation.mode, command.html != nil || command.svg != nil {
      exitForParseError(
        ValidationError("'lks explain' takes '--html' after 'explain'; it draws no session"), of: LKSCommand.self)
    }
    if invocation.mode == .mcp, command.html != nil || command.svg != nil || command.options.json {
      exitForParseError(
        ValidationError("'lks mcp' takes no option: its tools say what to draw and answer in JSON"),
        of: LKSCommand.self)
    }
    if case .test = invocation.mode, command.html != nil || command.svg != nil {
      exitForParseError(
        ValidationError("'--html' and '--svg' draw one session; 'lks test' runs many"), of: LKSCommand.self)
    }
    invocation.pictures = [(PictureFormat.html, command.html), (.svg, command.svg)].compactMap { format, path in
      path.map { (format, $0) }
    }
    return invocation
  }

  private static func parse(_ command: LKSCommand) -> Invocation {
    if let commands = command.commands {
      return Invocation(mode: .inline(commands), options: command.options)
    }
    guard let first = command.operands.first else {
      return Invocation(mode: .standardInput, options: command.options)
    }
    switch first {
    case "-":
      if command.operands.count > 1 {
        exitForParseError(
          ValidationError("'-' takes no further operand (found '\(command.operands[1])')"), of: LKSCommand.self)
      }
      return Invocation(mode: .standardInput, options: command.options)
    case "test":
      let test: TestCommand
      do {
        test = try TestCommand.parse(Array(command.operands.dropFirst()))
      } catch {
        exitForParseError(error, of: TestCommand.self)
      }
      // Options are accepted on both sides of `test`.
      var options = test.options
      options.json = options.json || command.options.json
      options.keepGoing = options.keepGoing || command.options.keepGoing
      if options.color == .auto { options.color = command.options.color }
      if options.view == .collection { options.view = command.options.view }
      return Invocation(mode: .test(paths: test.paths), options: options)
    case "explain":
      let explain: ExplainCommand
      do {
        explain = try ExplainCommand.parse(Array(command.operands.dropFirst()))
      } catch {
        exitForParseError(error, of: ExplainCommand.self)
      }
      var options = explain.options
      options.json = options.json || command.options.json
      if options.view == .collection { options.view = command.options.view }
      let path = explain.path == "-" ? nil : explain.path
      return Invocation(mode: .explain(path: path, script: explain.script, html: explain.html), options: options)
    case "mcp":
      if command.operands.count > 1 {
        exitForParseError(
          ValidationError("'lks mcp' takes no operand (found '\(command.operands[1])')"), of: LKSCommand.self)
      }
      return Invocation(mode: .mcp, options: command.options)
    default:
      return Invocation(
        mode: .script(path: first, arguments: Array(command.operands.dropFirst())), options: command.options)
    }
  }

  private static func exitForParseError<Command: ParsableCommand>(_ error: any Error, of _: Command.Type) -> Never {
    let message = Command.fullMessage(for: error)
    if Command.exitCode(for: error).isSuccess {
      print(message)
      exit(ExitStatus.success)
    }
    fputs(message + "\n", stderr)
    exit(ExitStatus.usage)
  }
}

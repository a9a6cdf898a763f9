// What the process is attached to: which standard streams are terminals, and whether to colour output.
#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#endif

struct Terminal {
  var standardInputIsTerminal: Bool
  var standardOutputIsTerminal: Bool
  /// `TERM`, or nil when unset.
  var term: String?
  /// `NO_COLOR` is set (to anything, even empty: https://no-color.org).
  var noColor: Bool

  static func current() -> Terminal {
    Terminal(
      standardInputIsTerminal: isatty(STDIN_FILENO) == 1,
      standardOutputIsTerminal: isatty(STDOUT_FILENO) == 1,
      term: environment("TERM"),
      noColor: getenv("NO_COLOR") != nil
    )
  }

  /// A person at a terminal: banner, history, coloured prompt. Both streams must be terminals (psql and
  /// sqlite do the same); `lks > out.txt` still gets a line editor, but nothing else.
  var isInteractive: Bool { standardInputIsTerminal && standardOutputIsTerminal }

  /// Whether lks may send escape sequences to this terminal at all.
  var isCapable: Bool {
    guard let term, !term.isEmpty else { return false }
    return term != "dumb"
  }

  /// `auto`: colour only on a terminal stdout whose terminal can show it, and never with `NO_COLOR`.
  func wantsColor(_ choice: ColorChoice) -> Bool {
    switch choice {
    case .always: true
    case .never: false
    case .auto: standardOutputIsTerminal && isCapable && !noColor
    }
  }
}

/// An environment variable, or nil when unset.
func environment(_ name: String) -> String? {
  guard let value = getenv(name) else { return nil }
  return String(cString: value)
}

// Long help on a terminal goes through $PAGER (default `less`), as git and man do; anywhere else, or when no pager
// can run, the text is printed as usual.
#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#endif

@MainActor
struct Pager {
  /// The shell command that pages (`$PAGER`, else `less`); nil when paging is off (`PAGER` set to the empty string,
  /// or no `less` on the PATH).
  let command: String?
  /// Rows of the terminal: text that fits is printed directly.
  let rows: Int

  /// The pager for this process; nil unless both standard input and output are a terminal.
  static func forTerminal(_ terminal: Terminal) -> Pager? {
    guard terminal.isInteractive else { return nil }
    var size = winsize()
    let rows = ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_row > 0 ? Int(size.ws_row) : 24
    if let pager = environment("PAGER") {
      return Pager(command: pager.isEmpty ? nil : pager, rows: rows)
    }
    return Pager(command: isOnPath("less") ? "less" : nil, rows: rows)
  }

  /// Pages `text` when it is longer than the terminal; false when it did not (the caller prints it).
  func show(_ text: String) -> Bool {
    guard let command else { return false }
    let lines = text.reduce(into: 1) { count, character in if character == "\n" { count += 1 } }
    guard lines >= rows else { return false }
    // less: quit if one screen (-F), pass colour (-R), leave the text on screen (-X); git sets the same default.
    if getenv("LESS") == nil { setenv("LESS", "FRX", 0) }
    fflush(nil)  // all streams: what was printed before must come before the pager
    // The user quits the pager whenever they like: a write to the closed pipe must not kill lks (SIGPIPE), and the
    // Ctrl-C that less handles must not count as a press against a running command.
    let previousPipe = signal(SIGPIPE, SIG_IGN)
    interruptPhase.store(InterruptPhase.waitingForInput.rawValue, ordering: .relaxed)
    defer {
      signal(SIGPIPE, previousPipe)
      interruptCount.store(0, ordering: .relaxed)
      interruptPhase.store(InterruptPhase.runningCommand.rawValue, ordering: .relaxed)
    }
    guard let pipe = popen(command, "w") else { return false }
    fputs(text.hasSuffix("\n") ? text : text + "\n", pipe)
    let status = pclose(pipe)
    // 127: the shell could not run the command; print instead of losing the help.
    return !(status != -1 && (status >> 8) & 0xFF == 127)
  }

  private static func isOnPath(_ name: String) -> Bool {
    guard let path = environment("PATH") else { return false }
    return path.split(separator: ":").contains { access("\($0)/\(name)", X_OK) == 0 }
  }
}

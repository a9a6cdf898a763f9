// Where lines come from: a script file (its text as numbered lines), a nested `run` (resolved against the script that
// runs it, nested at most `nestingLimit` deep). This reads and resolves; the shell feeds the lines through itself
// (Shell+Scripts.swift), so nothing here calls back into the shell.

/// One physical line of input and its number (for `FILE:LINE:` and JSON `line`).
struct SourceLine: Sendable, Equatable {
  var number: Int
  var text: String
  /// Why the line's bytes are not text (invalid UTF-8): the line is then an error, never run repaired.
  var undecodable: FileSystem.ReadError?
  init(number: Int, text: String) {
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

/// The scripts being run, innermost last (for `run` nesting and relative paths), and how a script's text becomes
/// numbered lines.
struct ScriptStack {
  /// How deep `run` may nest (a script that runs itself stops here with one error).
  static let nestingLimit = 16

  /// The paths of the scripts being run, innermost last.
  private(set) var paths: [String] = []

  mutating func push(_ path: String) { paths.append(path) }
  mutating func pop() { paths.removeLast() }

  /// `run PATH`: the script's path, resolved (relative paths: the including script's directory first, then the
  /// working directory), and its text. Throws when nesting is too deep or the file cannot be read as text.
  func openNested(_ path: String) throws(ShellError) -> (path: String, text: String) {
    guard paths.count < Self.nestingLimit else {
      throw .scriptsNestedTooDeep(path: path, limit: Self.nestingLimit)
    }
    var resolved = path
    if !path.hasPrefix("/"), let including = paths.last {
      let candidate = FileSystem.directory(of: including) + "/" + path
      if FileSystem.exists(candidate) { resolved = candidate }
    }
    switch FileSystem.readText(atPath: resolved) {
    case .failure(.unreadable(let reason)): throw .cannotOpen(path: path, reason: reason)
    case .failure(let error): throw .unreadableText(path: "\(path):\(error.line ?? 0)", reason: error.message)
    case .success(let text): return (resolved, text)
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
}

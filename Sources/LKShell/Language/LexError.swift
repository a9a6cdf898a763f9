// Errors of the lexer: text that cannot be split into words.

/// A line that cannot be split into words. Columns are 1-based positions (in Unicode scalars) in the logical line.
enum LexError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A `"` or `'` (or `$'`) without its closing partner; `column` is where the opening quote is.
  case unterminatedQuote(quote: Character, column: Int)
  /// A `\` at the very end of the input where no further line can follow (a complete line, `lks -c`,
  /// end of a script).
  case danglingBackslash(column: Int)
  /// `$N` (or `${N}`) in a script given fewer than N arguments; `name` is as written (`$3`).
  case unsetArgument(name: String, count: Int, column: Int)
  /// A `\x`, `\u`, `\U` or octal escape in `$'…'` that names no Unicode scalar (`\uD800`); `escape` is as written.
  case invalidEscape(String, column: Int)
  /// A `;` where one command was expected; `column` is where the second command starts.
  case severalCommands(column: Int)
  /// A line whose bytes are not UTF-8 (standard input, the prompt); `message` names the byte, `column` is its byte.
  case invalidUTF8(message: String, column: Int)

  /// The column the error points at.
  var column: Int {
    switch self {
    case .unterminatedQuote(_, let column), .danglingBackslash(let column), .unsetArgument(_, _, let column),
      .invalidEscape(_, let column), .severalCommands(let column), .invalidUTF8(_, let column):
      column
    }
  }

  /// The whole message, e.g. `unterminated " quote starting at column 13`.
  var description: String {
    switch self {
    case .unterminatedQuote(let quote, let column):
      "unterminated \(quote) quote starting at column \(column)"
    case .danglingBackslash(let column):
      "line continues with '\\' at column \(column) but no more input follows"
    case .unsetArgument(let name, let count, let column):
      "\(name) at column \(column) is not set: the script was given \(count) argument\(count == 1 ? "" : "s")"
        + " (write \\\(name) for a literal \(name))"
    case .invalidEscape(let escape, let column):
      "\(escape) at column \(column) names no Unicode character"
    case .severalCommands(let column):
      "expected one command, but another starts at column \(column) (after ';')"
    case .invalidUTF8(let message, _):
      message
    }
  }
}

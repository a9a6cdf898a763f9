// Errors of the lexer: text that cannot be split into words.

/// A line that cannot be split into words. Columns are 1-based positions (in characters) in the logical line.
public enum LexError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A `"` or `'` without its closing partner; `column` is where the opening quote is.
  case unterminatedQuote(quote: Character, column: Int)
  /// A `\` at the very end of the input where no further line can follow (a complete line, `lks -c`,
  /// end of a script).
  case danglingBackslash(column: Int)

  /// The column the error points at.
  public var column: Int {
    switch self {
    case .unterminatedQuote(_, let column), .danglingBackslash(let column): column
    }
  }

  /// The whole message, e.g. `unterminated " quote starting at column 13`.
  public var description: String {
    switch self {
    case .unterminatedQuote(let quote, let column):
      "unterminated \(quote) quote starting at column \(column)"
    case .danglingBackslash(let column):
      "line continues with '\\' at column \(column) but no more input follows"
    }
  }
}

// The first stage of the shell's language: one logical line of text → words.
// Handles quotes, backslash escapes, `#` comments and the trailing `\` that continues a command.

/// One word of a command line, after quote removal and before brace expansion.
///
/// A word may mix quoted and unquoted parts (`Product:"big box"` is one word, `Product:big box`); quoting
/// only changes how later stages read the word:
/// - a word with any quoted or escaped part is never brace-expanded and is never a keyword (`"to"` is an item);
/// - a `Type:` prefix makes a typed item only when the colon lies in the word's unquoted prefix, so
///   `Product:"big box"` is a `Product` item but `"Note: hi"` is the plain (Text) item `Note: hi`.
public struct Word: Sendable, Equatable, CustomStringConvertible {
  /// The word's text with quotes and escapes removed.
  public var text: String
  /// 1-based column (in characters) of the word's first character in the logical line.
  public var column: Int
  /// True when any part of the word was quoted or backslash-escaped.
  public var isQuoted: Bool
  /// How many leading characters of `text` were written plainly (before the first quote or escape).
  /// Equal to `text.count` for a plain word.
  public var unquotedPrefixLength: Int

  /// A word; by default a plain, unquoted one at column 1.
  public init(_ text: String, column: Int = 1, isQuoted: Bool = false, unquotedPrefixLength: Int? = nil) {
    self.text = text
    self.column = column
    self.isQuoted = isQuoted
    self.unquotedPrefixLength = unquotedPrefixLength ?? (isQuoted ? 0 : text.count)
  }

  /// The text; a word can be used where a string is shown.
  public var description: String { text }

  /// True when the word is written plainly and equals `keyword` (quoting turns a keyword into a plain word).
  public func isKeyword(_ keyword: String) -> Bool { !isQuoted && text == keyword }
}

/// Splits lines of `lks` text into words.
///
/// Rules (lks-language.md §1, with the details the spec leaves open):
/// - Words are separated by spaces, tabs and carriage returns.
/// - `"double quotes"`: everything up to the next unescaped `"` is literal, except that `\"` stands for `"` and
///   `\\` for `\` (any other `\x` stays two characters, as in bash).
/// - `'single quotes'`: everything up to the next `'` is literal; there are no escapes inside.
/// - Outside quotes, `\x` is the character `x` taken literally (`\#`, `\;`, `\ `, `\{`).
/// - An unquoted, unescaped `#` starts a comment that runs to the end of the line, wherever it appears
///   (write `\#` or quote it to put `#` into a word).
/// - A `\` as the very last character (outside quotes and comments) continues the command on the next
///   physical line; the backslash is removed and the next line is appended directly, as in bash.
///   See `LineContinuation`.
/// - An unterminated quote is an error (`LexError.unterminatedQuote`); quotes never span lines.
public enum Lexer {
  /// The result of scanning one logical line.
  public enum Scan: Sendable, Equatable {
    /// The line is complete; these are its words (empty for a blank or comment line).
    case complete([Word])
    /// The line ends with a continuing `\`: the caller must append the next physical line.
    case needsMoreInput
  }

  /// Scans `line` into words.
  ///
  /// - Throws: `LexError.unterminatedQuote` with the column of the opening quote.
  /// - Complexity: O(n) in the length of the line.
  public static func scan(_ line: String) throws(LexError) -> Scan {
    let characters = Array(line)
    var words: [Word] = []
    var current = ""
    var inWord = false
    var isQuoted = false
    var prefixLength = 0
    var start = 0
    var index = 0

    func beginWord() {
      if !inWord {
        inWord = true
        start = index
      }
    }
    func flush() {
      if inWord {
        words.append(
          Word(current, column: start + 1, isQuoted: isQuoted, unquotedPrefixLength: isQuoted ? prefixLength : nil))
      }
      current = ""
      inWord = false
      isQuoted = false
      prefixLength = 0
    }

    while index < characters.count {
      let character = characters[index]
      if isBlank(character) {
        flush()
        index += 1
        continue
      }
      switch character {
      case "#":
        flush()
        return .complete(words)
      case "\\":
        if index + 1 == characters.count { return .needsMoreInput }
        beginWord()
        isQuoted = true
        current.append(characters[index + 1])
        index += 2
      case "\"", "'":
        beginWord()
        isQuoted = true
        let opening = index
        index += 1
        var closed = false
        while index < characters.count {
          let inner = characters[index]
          if inner == character {
            closed = true
            index += 1
            break
          }
          if character == "\"" && inner == "\\" && index + 1 < characters.count
            && (characters[index + 1] == "\"" || characters[index + 1] == "\\")
          {
            current.append(characters[index + 1])
            index += 2
            continue
          }
          current.append(inner)
          index += 1
        }
        if !closed { throw .unterminatedQuote(quote: character, column: opening + 1) }
      default:
        beginWord()
        current.append(character)
        if !isQuoted { prefixLength += 1 }
        index += 1
      }
    }
    flush()
    return .complete(words)
  }

  /// Scans a complete logical line: a trailing `\` is an error here because no further line can follow.
  ///
  /// - Throws: `LexError.unterminatedQuote` or `LexError.danglingBackslash`.
  /// - Complexity: O(n).
  public static func words(in line: String) throws(LexError) -> [Word] {
    switch try scan(line) {
    case .complete(let words): return words
    case .needsMoreInput: throw .danglingBackslash(column: line.count)
    }
  }

  /// Splits inline commands (`lks -c 'CMD; CMD'`) at every `;` and newline that is outside quotes, escapes
  /// and comments. A `#` comment runs to the next newline; `\` followed by a newline joins the two lines.
  /// The pieces keep their quotes (they are lexed again when run); blank pieces are dropped.
  ///
  /// - Throws: `LexError.unterminatedQuote` (column counted from the start of `text`) or
  ///   `LexError.danglingBackslash` when `text` ends with `\`.
  /// - Complexity: O(n).
  public static func splitCommands(_ text: String) throws(LexError) -> [String] {
    let characters = Array(text)
    var pieces: [String] = []
    var current = ""
    var index = 0
    func finishPiece() {
      if current.contains(where: { !isBlank($0) }) { pieces.append(current) }
      current = ""
    }
    while index < characters.count {
      let character = characters[index]
      switch character {
      case ";", "\n", "\r\n":
        finishPiece()
        index += 1
      case "#":
        while index < characters.count && characters[index] != "\n" && characters[index] != "\r\n" { index += 1 }
      case "\\":
        guard index + 1 < characters.count else { throw .danglingBackslash(column: index + 1) }
        if characters[index + 1] != "\n" && characters[index + 1] != "\r\n" {
          current.append(character)
          current.append(characters[index + 1])
        }
        index += 2
      case "\"", "'":
        let opening = index
        current.append(character)
        index += 1
        var closed = false
        while index < characters.count {
          let inner = characters[index]
          current.append(inner)
          index += 1
          if inner == character {
            closed = true
            break
          }
          if character == "\"" && inner == "\\" && index < characters.count {
            current.append(characters[index])
            index += 1
          }
        }
        if !closed { throw .unterminatedQuote(quote: character, column: opening + 1) }
      default:
        current.append(character)
        index += 1
      }
    }
    finishPiece()
    return pieces
  }

  /// Writes `text` as one word that the lexer reads back unchanged: plain when it is safe, otherwise in
  /// single quotes (or double quotes when it contains a `'`). Useful for completion and for echoing
  /// identifiers that contain spaces.
  ///
  /// - Complexity: O(n).
  public static func quoted(_ text: String) -> String {
    let special: Set<Character> = [" ", "\t", "\"", "'", "\\", "#", ";", "{", "}"]
    if !text.isEmpty && !text.contains(where: { special.contains($0) || isBlank($0) }) { return text }
    if !text.contains("'") { return "'" + text + "'" }
    var result = "\""
    for character in text {
      if character == "\"" || character == "\\" { result.append("\\") }
      result.append(character)
    }
    return result + "\""
  }

  static func isBlank(_ character: Character) -> Bool {
    character == " " || character == "\t" || character == "\r" || character == "\n" || character == "\r\n"
  }
}

/// Joins physical lines that end with `\` into one logical line (the interactive prompt shows `...> `
/// while `isIncomplete` is true; a script runner feeds every line and runs the logical lines it gets back).
///
///     var continuation = LineContinuation()
///     continuation.append("append-items a b \\")   // nil: more input needed
///     continuation.append("c")                      // "append-items a b c"
public struct LineContinuation: Sendable, Equatable {
  /// Text collected so far (trailing backslashes removed), or nil when no command is pending.
  public private(set) var pending: String?

  /// An empty buffer.
  public init() {}

  /// True while a command continued with `\` waits for its next line.
  public var isIncomplete: Bool { pending != nil }

  /// Adds one physical line (without its newline). Returns the logical line when it is complete, or nil
  /// when it ends with a continuing `\`. A line with a lexical error (such as an unterminated quote) is
  /// returned as complete so that parsing reports the error.
  ///
  /// - Complexity: O(n) in the length of the logical line so far.
  public mutating func append(_ physicalLine: String) -> String? {
    let text = (pending ?? "") + physicalLine
    if case .needsMoreInput? = try? Lexer.scan(text) {
      pending = String(text.dropLast())
      return nil
    }
    pending = nil
    return text
  }

  /// Ends the input (end of file, Ctrl-D): returns what was pending, if anything, and empties the buffer.
  public mutating func finish() -> String? {
    defer { pending = nil }
    return pending
  }

  /// Forgets a pending command (Ctrl-C at the continuation prompt).
  public mutating func reset() { pending = nil }
}

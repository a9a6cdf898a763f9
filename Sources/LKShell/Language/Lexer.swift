// The first stage of the shell's language: one logical line of text → commands (split at `;`) → words.
// Handles quotes, backslash escapes, `#` comments, script arguments and the trailing `\` that continues a command.

/// One word of a command line, after quote removal and before brace expansion.
///
/// A word may mix quoted and unquoted parts (`Product:"big box"` is one word, `Product:big box`); quoting
/// only changes how later stages read the word:
/// - a word with any quoted or escaped part is never brace-expanded and is never a keyword (`"to"` is an item);
/// - a `Type:` prefix makes a typed item only when the colon lies in the word's unquoted prefix, so
///   `Product:"big box"` is a `Product` item but `"Note: hi"` is the plain (Text) item `Note: hi`.
struct Word: Sendable, Equatable, CustomStringConvertible {
  /// The word's text with quotes and escapes removed.
  var text: String
  /// 1-based column (in characters) of the word's first character in the logical line.
  var column: Int
  /// True when any part of the word was quoted or backslash-escaped.
  var isQuoted: Bool
  /// How many leading Unicode scalars of `text` were written plainly (before the first quote or escape).
  /// Equal to `text.unicodeScalars.count` for a plain word.
  var unquotedPrefixLength: Int

  /// A word; by default a plain, unquoted one at column 1.
  init(_ text: String, column: Int = 1, isQuoted: Bool = false, unquotedPrefixLength: Int? = nil) {
    self.text = text
    self.column = column
    self.isQuoted = isQuoted
    self.unquotedPrefixLength = unquotedPrefixLength ?? (isQuoted ? 0 : text.unicodeScalars.count)
  }

  /// The text; a word can be used where a string is shown.
  var description: String { text }

  /// True when the word is written plainly and equals `keyword` (quoting turns a keyword into a plain word).
  func isKeyword(_ keyword: String) -> Bool { !isQuoted && text == keyword }
}

/// Splits lines of `lks` text into commands, and commands into words.
///
/// Rules (docs/language.md §1 and §9, with the details the spec leaves open):
/// - Words are separated by spaces, tabs, carriage returns and newlines. An unquoted `;` ends a command, as in
///   sqlite3 and psql; empty commands (`;;`, a leading `;`) are dropped.
/// - `"double quotes"`: everything up to the next unescaped `"` is literal, except that `\"`, `\\` and `\$` stand for
///   `"`, `\` and `$` (any other `\x` stays two characters, as in bash) and that script arguments are substituted.
/// - `'single quotes'`: everything up to the next `'` is literal; there are no escapes and no substitution inside.
/// - `$'ANSI-C quotes'`, as in bash: `\a \b \e \f \n \r \t \v \\ \' \"`, `\xHH`, `\uHHHH`, `\UHHHHHHHH` and octal
///   `\NNN` stand for the character they name; any other `\x` stays two characters. `IdentifierSyntax` prints
///   identifiers with control characters this way.
/// - Outside quotes, `\x` is the character `x` taken literally (`\#`, `\;`, `\ `, `\{`, `\$`).
/// - An unquoted `#` at the start of a word starts a comment that runs to the end of the line; inside a word it is an
///   ordinary character (`issue#42` is one word), as in bash.
/// - In a script's lines (`arguments` given): `$1` … `$9` and `${N}` are the script's arguments, `$0` its path, `$#`
///   their count and `$@` all of them, each its own word. They are substituted outside single quotes. Unquoted, a
///   value reads as if it had been typed plainly (`Banner:1` is a typed item, braces expand) except that it is
///   never split at blanks or `;`; in double quotes it is quoted text. A `$N` beyond the arguments given is an
///   error (`LexError.unsetArgument`). Any other `$` is an ordinary character.
/// - A `\` as the very last character (outside quotes and comments) continues the command on the next physical
///   line; the backslash is removed and the next line is appended directly, as in bash. See `LineContinuation`.
/// - An unterminated quote is an error (`LexError.unterminatedQuote`); quotes never span lines.
///
/// The lexer reads Unicode scalars, not `Character`s, so that a quote followed by a combining mark is still a quote;
/// columns are 1-based scalar positions.
enum Lexer {
  /// The result of scanning one logical line.
  enum Scan: Sendable, Equatable {
    /// The line is complete; these are its commands, each a non-empty list of words (no commands for a blank or
    /// comment line).
    case complete([[Word]])
    /// The line ends with a continuing `\`: the caller must append the next physical line.
    case needsMoreInput
  }

  /// Scans `line` into commands of words, substituting `arguments` when the line comes from a script.
  ///
  /// - Throws: `LexError.unterminatedQuote`, `.unsetArgument` or `.invalidEscape`.
  /// - Complexity: O(n) in the length of the line plus the length of the substituted arguments.
  static func scan(_ line: String, arguments: ScriptArguments? = nil) throws(LexError) -> Scan {
    var scanner = LineScanner(line, arguments: arguments)
    guard try scanner.run() else { return .needsMoreInput }
    return .complete(scanner.commands.filter { !$0.isEmpty })
  }

  /// The commands of a complete logical line: a trailing `\` is an error here because no further line can follow.
  ///
  /// - Throws: as `scan`, and `LexError.danglingBackslash`.
  /// - Complexity: O(n).
  static func commands(in line: String, arguments: ScriptArguments? = nil) throws(LexError) -> [[Word]] {
    switch try scan(line, arguments: arguments) {
    case .complete(let commands): return commands
    case .needsMoreInput: throw .danglingBackslash(column: line.unicodeScalars.count)
    }
  }

  /// The words of a complete logical line that holds at most one command.
  ///
  /// - Throws: as `commands(in:)`, and `LexError.severalCommands` when a `;` separates two commands.
  /// - Complexity: O(n).
  static func words(in line: String) throws(LexError) -> [Word] {
    let commands = try commands(in: line)
    if commands.count > 1 { throw .severalCommands(column: commands[1][0].column) }
    return commands.first ?? []
  }

  /// The last command of `line` as far as it goes, for completion of the line before the cursor: its complete
  /// words, the word being typed (nil when the line ends at a word break) and the quote left open in it. nil when
  /// the line does not lex, ends in a comment or with a continuing `\`.
  static func partialCommand(in line: String) -> PartialCommand? {
    var scanner = LineScanner(line, arguments: nil, isPartial: true)
    guard (try? scanner.run()) == true, !scanner.endsInComment else { return nil }
    return PartialCommand(
      words: scanner.commands.last ?? [], word: scanner.inWord ? scanner.current : nil, openQuote: scanner.openQuote,
      textBeforeOpenQuote: scanner.textBeforeOpenQuote)
  }
}

/// A command cut at the cursor (see `Lexer.partialCommand(in:)`).
struct PartialCommand: Equatable {
  /// The command's complete words before the cursor.
  var words: [Word]
  /// The text of the word under the cursor, quotes removed (`"wi` → `wi`); nil at a word break.
  var word: String?
  /// The quote (`"` or `'`) the word leaves open, if any.
  var openQuote: Character?
  /// The part of `word` before the open quote (`Banner:"wi` → `Banner:`).
  var textBeforeOpenQuote: String
}

/// The state of one pass over a line: the commands so far and the word being built.
private struct LineScanner {
  let scalars: [Unicode.Scalar]
  let arguments: ScriptArguments?
  /// The line is cut at the cursor: an open quote ends it instead of being an error, and the last word stays open.
  let isPartial: Bool
  var openQuote: Character?
  var textBeforeOpenQuote = ""
  var endsInComment = false
  /// The commands so far; the last one is open.
  var commands: [[Word]] = [[]]
  var index = 0
  var current = ""
  var inWord = false
  var isQuoted = false
  var prefixLength = 0
  var start = 0

  init(_ line: String, arguments: ScriptArguments?, isPartial: Bool = false) {
    scalars = Array(line.unicodeScalars)
    self.arguments = arguments
    self.isPartial = isPartial
  }

  /// Scans the whole line; false when it ends with a continuing `\`.
  mutating func run() throws(LexError) -> Bool {
    while index < scalars.count {
      let scalar = scalars[index]
      switch scalar {
      case " ", "\t", "\r", "\n":
        flush()
        index += 1
      case ";":
        flush()
        commands.append([])
        index += 1
      case "#" where !inWord:
        flush()
        endsInComment = true
        return true
      case "\\":
        if index + 1 == scalars.count { return false }
        beginWord()
        markQuoted()
        current.unicodeScalars.append(scalars[index + 1])
        index += 2
      case "'":
        beginWord()
        markQuoted()
        try singleQuoted()
      case "\"":
        beginWord()
        markQuoted()
        try doubleQuoted()
      case "$":
        try dollar(inDoubleQuotes: false)
      default:
        beginWord()
        current.unicodeScalars.append(scalar)
        index += 1
      }
    }
    if !isPartial { flush() }
    return true
  }

  /// At the end of the line inside a quote: an error, or where a partial line stops.
  private mutating func unterminated(_ quote: Character, opening: Int, before: String) throws(LexError) {
    guard isPartial else { throw .unterminatedQuote(quote: quote, column: opening + 1) }
    openQuote = quote
    textBeforeOpenQuote = before
  }

  private mutating func beginWord() {
    if !inWord {
      inWord = true
      start = index
    }
  }

  /// From here on the word is quoted; what came before is its plain prefix.
  private mutating func markQuoted() {
    if !isQuoted {
      isQuoted = true
      prefixLength = current.unicodeScalars.count
    }
  }

  private mutating func flush() {
    if inWord {
      commands[commands.count - 1].append(
        Word(current, column: start + 1, isQuoted: isQuoted, unquotedPrefixLength: isQuoted ? prefixLength : nil))
    }
    current = ""
    inWord = false
    isQuoted = false
    prefixLength = 0
  }

  private mutating func singleQuoted() throws(LexError) {
    let opening = index
    let before = current
    index += 1
    while index < scalars.count {
      let inner = scalars[index]
      index += 1
      if inner == "'" { return }
      current.unicodeScalars.append(inner)
    }
    try unterminated("'", opening: opening, before: before)
  }

  private mutating func doubleQuoted() throws(LexError) {
    let opening = index
    let before = current
    index += 1
    while index < scalars.count {
      let inner = scalars[index]
      switch inner {
      case "\"":
        index += 1
        return
      case "\\" where index + 1 < scalars.count && "\"\\$".unicodeScalars.contains(scalars[index + 1]):
        current.unicodeScalars.append(scalars[index + 1])
        index += 2
      case "$":
        try dollar(inDoubleQuotes: true)
      default:
        current.unicodeScalars.append(inner)
        index += 1
      }
    }
    try unterminated("\"", opening: opening, before: before)
  }

  /// `$'…'`, `$N`, `${N}`, `$#`, `$@`, or a plain `$`; `index` is at the `$`.
  private mutating func dollar(inDoubleQuotes: Bool) throws(LexError) {
    let column = index + 1
    let next: Unicode.Scalar? = index + 1 < scalars.count ? scalars[index + 1] : nil
    if !inDoubleQuotes, next == "'" {
      beginWord()
      markQuoted()
      try ansiCQuoted()
      return
    }
    guard let arguments, let next else { return literalDollar() }
    switch next {
    case "0"..."9":
      index += 2
      try substitute(argument: Int(next.value - 0x30), name: "$\(next)", arguments: arguments, column: column)
    case "{":
      var end = index + 2
      while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 }
      guard end > index + 2, end < scalars.count, scalars[end] == "}" else { return literalDollar() }
      var digits = ""
      digits.unicodeScalars.append(contentsOf: scalars[(index + 2)..<end])
      index = end + 1
      try substitute(argument: Int(digits) ?? Int.max, name: "${\(digits)}", arguments: arguments, column: column)
    case "#":
      index += 2
      beginWord()
      current += String(arguments.values.count)
    case "@":
      index += 2
      for (position, value) in arguments.values.enumerated() {
        if position > 0 {
          flush()
          beginWord()
          if inDoubleQuotes { markQuoted() }
        }
        beginWord()
        current += value
      }
    default:
      literalDollar()
    }
  }

  private mutating func literalDollar() {
    beginWord()
    current.unicodeScalars.append("$")
    index += 1
  }

  private mutating func substitute(
    argument: Int, name: String, arguments: ScriptArguments, column: Int
  ) throws(LexError) {
    guard let value = arguments.value(at: argument) else {
      throw .unsetArgument(name: name, count: arguments.values.count, column: column)
    }
    beginWord()
    current += value
  }

  /// `$'…'` with bash's escapes; `index` is at the `$`.
  private mutating func ansiCQuoted() throws(LexError) {
    let opening = index
    index += 2
    while index < scalars.count {
      let inner = scalars[index]
      if inner == "'" {
        index += 1
        return
      }
      if inner == "\\", index + 1 < scalars.count {
        try ansiCEscape()
      } else {
        current.unicodeScalars.append(inner)
        index += 1
      }
    }
    // Even in a partial line: completion offers no candidates inside an open `$'`.
    throw .unterminatedQuote(quote: "'", column: opening + 1)
  }

  /// One escape inside `$'…'`; `index` is at the backslash, which is followed by at least one scalar.
  private mutating func ansiCEscape() throws(LexError) {
    let column = index + 1
    let code = scalars[index + 1]
    index += 2
    let simple: [Unicode.Scalar: UInt32] = [
      "a": 0x07, "b": 0x08, "e": 0x1B, "E": 0x1B, "f": 0x0C, "n": 0x0A, "r": 0x0D, "t": 0x09, "v": 0x0B,
      "\\": 0x5C, "'": 0x27, "\"": 0x22, "?": 0x3F,
    ]
    if let value = simple[code] {
      current.unicodeScalars.append(Unicode.Scalar(value)!)
      return
    }
    // `\cX`, as in bash: the control character of X (`\cA` is U+0001, `\c?` is DEL); a `\c` with nothing after it
    // stays as written.
    if code == "c" {
      guard index < scalars.count, scalars[index].isASCII else {
        current.unicodeScalars.append(contentsOf: "\\c".unicodeScalars)
        return
      }
      let letter = scalars[index].value
      index += 1
      current.unicodeScalars.append(Unicode.Scalar(letter == 0x3F ? 0x7F : letter & 0x1F)!)
      return
    }
    let radix: UInt32
    let maximumDigits: Int
    switch code {
    case "x": (radix, maximumDigits) = (16, 2)
    case "u": (radix, maximumDigits) = (16, 4)
    case "U": (radix, maximumDigits) = (16, 8)
    case "0"..."7":
      (radix, maximumDigits) = (8, 3)
      index -= 1  // the code is the first digit
    default:
      current.unicodeScalars.append("\\")
      current.unicodeScalars.append(code)
      return
    }
    var value: UInt32 = 0
    var digits = 0
    while digits < maximumDigits, index < scalars.count,
      let digit = Self.digitValue(scalars[index], radix: radix)
    {
      value = value * radix + digit
      digits += 1
      index += 1
    }
    guard digits > 0 else {
      // `\x` with no hex digit stays as written, as in bash.
      current.unicodeScalars.append("\\")
      current.unicodeScalars.append(code)
      return
    }
    guard let scalar = Unicode.Scalar(value) else {
      var written = "\\"
      written.unicodeScalars.append(contentsOf: scalars[(column)..<index])
      throw .invalidEscape(written, column: column)
    }
    current.unicodeScalars.append(scalar)
  }

  private static func digitValue(_ scalar: Unicode.Scalar, radix: UInt32) -> UInt32? {
    let value: UInt32
    switch scalar {
    case "0"..."9": value = scalar.value - 0x30
    case "a"..."f": value = scalar.value - 0x61 + 10
    case "A"..."F": value = scalar.value - 0x41 + 10
    default: return nil
    }
    return value < radix ? value : nil
  }
}

/// Joins physical lines that end with `\` into one logical line (the interactive prompt shows `...> `
/// while `isIncomplete` is true; a script runner feeds every line and runs the logical lines it gets back).
///
///     var continuation = LineContinuation()
///     continuation.append("append-items a b \\")   // nil: more input needed
///     continuation.append("c")                      // "append-items a b c"
struct LineContinuation: Sendable, Equatable {
  /// Text collected so far (trailing backslashes removed), or nil when no command is pending.
  private(set) var pending: String?

  /// An empty buffer.
  init() {}

  /// True while a command continued with `\` waits for its next line.
  var isIncomplete: Bool { pending != nil }

  /// Adds one physical line (without its newline). Returns the logical line when it is complete, or nil
  /// when it ends with a continuing `\`. A line with a lexical error (such as an unterminated quote) is
  /// returned as complete so that parsing reports the error.
  ///
  /// - Complexity: O(n) in the length of the logical line so far.
  mutating func append(_ physicalLine: String) -> String? {
    let text = (pending ?? "") + physicalLine
    if case .needsMoreInput? = try? Lexer.scan(text) {
      pending = String(text.dropLast())
      return nil
    }
    pending = nil
    return text
  }

  /// Ends the input (end of file, Ctrl-D): returns what was pending, if anything, and empties the buffer.
  mutating func finish() -> String? {
    defer { pending = nil }
    return pending
  }

  /// Forgets a pending command (Ctrl-C at the continuation prompt).
  mutating func reset() { pending = nil }
}

// Everything that can be wrong with a command line, as values with their whole message.

/// A command line that cannot be turned into a `Command`. `description` is the complete message; it names
/// the command and, for argument errors, shows its usage.
enum ParseError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Quotes or a trailing backslash (see `Lexer`).
  case lexical(LexError)
  /// A brace expansion that is too large or malformed (see `BraceExpansion`); `command` is the line's first
  /// word when it is a plain word.
  case braceExpansion(BraceExpansionError, command: String?)
  /// The first word names no command; `suggestions` are the closest names (at most three).
  case unknownCommand(String, suggestions: [String])
  /// The first word is a prefix of several commands and the exact name of none.
  case ambiguousCommand(String, candidates: [String])
  /// A section-snapshot command (`end`, `append`, `insert`, `delete`) used outside a section-snapshot context.
  case onlyInSectionSnapshot(command: String)
  /// A command that cannot be used while a section snapshot is being edited (`section-snapshot`).
  case notInSectionSnapshot(command: String)
  /// A required argument is missing; `expected` describes it (`at least one item`).
  case missingArgument(command: String, expected: String, usage: String)
  /// Words left over after the command's grammar was satisfied.
  case unexpectedArgument(command: String, word: String, usage: String)
  /// A keyword was required (`before|after`, `on|off`); `found` is the word given instead, nil if none.
  case expectedKeyword(command: String, expected: [String], found: String?, usage: String)
  /// A word of the wrong shape: a bad number, a `S:` label without its colon, a malformed counter.
  case invalidArgument(command: String, word: String, expected: String, usage: String)
  /// The word after `show`, `set` or `expect` names no subject, setting or assertion.
  case unknownForm(command: String, noun: String, word: String, allowed: [String], suggestions: [String])
  /// The word after `show`, `set` or `expect` is a prefix of several of them.
  case ambiguousForm(command: String, word: String, candidates: [String])
  /// `Foo:1` where `Foo` looks like a type name but is not a known one.
  /// `word` is the whole word (`Key:value`): quoted, it is a Text item.
  case unknownItemType(command: String, typeName: String, known: [String], suggestions: [String], word: String)
  /// `Banner:` with nothing after the colon.
  case emptyItemIdentifier(command: String, typeName: String)
  /// `expect diff` with the same counter twice.
  case duplicateCounter(command: String, name: String)
  /// `help X` where X names no command.
  case unknownHelpTopic(String, suggestions: [String])

  /// The whole message.
  var description: String {
    switch self {
    case .lexical(let error):
      return error.description
    case .braceExpansion(let error, let command):
      return command.map { "\($0): \(error)" } ?? error.description
    case .unknownCommand(let word, let suggestions):
      if suggestions.isEmpty { return "unknown command '\(word)' (type 'help' for the list of commands)" }
      return "unknown command '\(word)'; did you mean \(Suggestions.phrase(suggestions))?"
    case .ambiguousCommand(let word, let candidates):
      return "'\(word)' is ambiguous; it could be \(Suggestions.phrase(candidates, conjunction: "or"))"
    case .onlyInSectionSnapshot(let command):
      return
        "\(command): only valid while editing a section snapshot (start one with 'section-snapshot S')"
    case .notInSectionSnapshot(let command):
      return "\(command): not valid while editing a section snapshot ('apply' or 'end' it first)"
    case .missingArgument(let command, let expected, let usage):
      return "\(command): expected \(expected). usage: \(usage)"
    case .unexpectedArgument(let command, let word, let usage):
      return "\(command): unexpected argument '\(word)'. usage: \(usage)"
    case .expectedKeyword(let command, let expected, let found, let usage):
      let choices = expected.joined(separator: "|")
      guard let found else { return "\(command): expected \(choices). usage: \(usage)" }
      return "\(command): expected \(choices), found '\(found)'. usage: \(usage)"
    case .invalidArgument(let command, let word, let expected, let usage):
      return "\(command): expected \(expected), found '\(word)'. usage: \(usage)"
    case .unknownForm(let command, let noun, let word, let allowed, let suggestions):
      let list = "(\(allowed.joined(separator: ", ")))"
      let hint = suggestions.isEmpty ? "" : "; did you mean \(Suggestions.phrase(suggestions))?"
      return "\(command): unknown \(noun) '\(word)' \(list)\(hint)"
    case .ambiguousForm(let command, let word, let candidates):
      return "\(command): '\(word)' is ambiguous; it could be \(Suggestions.phrase(candidates, conjunction: "or"))"
    case .unknownItemType(let command, let typeName, let known, let suggestions, let word):
      let hint = suggestions.isEmpty ? "" : "; did you mean \(Suggestions.phrase(suggestions))?"
      return "\(command): unknown item type '\(typeName)' (known: \(known.joined(separator: ", ")))\(hint) "
        + "(quoted, \(IdentifierSyntax.item(typeName: nil, id: word)) is a Text item)"
    case .emptyItemIdentifier(let command, let typeName):
      return "\(command): missing identifier after '\(typeName):'"
    case .duplicateCounter(let command, let name):
      return "\(command): counter '\(name)' given twice"
    case .unknownHelpTopic(let word, let suggestions):
      let hint = suggestions.isEmpty ? "" : "; did you mean \(Suggestions.phrase(suggestions))?"
      return "help: no command '\(word)'\(hint)"
    }
  }
}

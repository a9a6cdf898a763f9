// Words → a `Command`: lexing, brace expansion, command resolution and argument matching, driven by the table.

/// What the parser needs to know about the session.
struct ParseContext: Sendable, Equatable {
  /// The built-in item types docs/language.md §1 requires at least.
  static let builtInTypeNames = ["Ad", "Banner", "Contact", "File", "Folder", "Product", "Text"]

  /// Type names accepted before `:` in `Type:id` (sorted; `Text` is always accepted).
  var knownTypeNames: [String]
  /// True while a `section-snapshot S` context is open: `append`, `insert`, `delete`, `expand`, `collapse`,
  /// `apply` and `end` then mean the section-snapshot commands.
  var isInSectionSnapshot: Bool
  /// The most words one line may expand to.
  var wordLimit: Int

  /// A context; by default the built-in types, outside a section snapshot, with the default word limit.
  init(
    knownTypeNames: some Sequence<String> = builtInTypeNames, isInSectionSnapshot: Bool = false,
    wordLimit: Int = BraceExpansion.defaultWordLimit
  ) {
    self.knownTypeNames = Array(Set(knownTypeNames)).sorted()
    self.isInSectionSnapshot = isInSectionSnapshot
    self.wordLimit = wordLimit
  }
}

/// Turns command lines into `Command` values.
///
///     let command = try Parser.parse(line: "append-items a b to main", context: ParseContext())
///     // .appendItems([ItemReference(id: "a"), ItemReference(id: "b")], toSection: "main")
enum Parser {
  /// Parses one complete logical line (join `\`-continued lines with `LineContinuation` first).
  ///
  /// - Returns: what the line resolved to (the command's table entry, its form, the command), or nil for a blank
  ///   or comment-only line.
  /// - Throws: `ParseError`, whose `description` is the message to show.
  /// - Complexity: O(n + w) for n characters and w words after brace expansion.
  static func parse(line: String, context: ParseContext) throws(ParseError) -> ParsedLine? {
    let words: [Word]
    do {
      words = try Lexer.words(in: line)
    } catch {
      throw .lexical(error)
    }
    return try parse(words: words, context: context)
  }

  /// Parses lexed words: brace expansion (with the context's word limit), then the command.
  static func parse(words: [Word], context: ParseContext) throws(ParseError) -> ParsedLine? {
    let expanded: [Word]
    do {
      expanded = try BraceExpansion.expand(words: words, wordLimit: context.wordLimit)
    } catch {
      let command = words.first.flatMap { $0.text.contains("{") ? nil : $0.text }
      throw .braceExpansion(error, command: command)
    }
    return try parse(expandedWords: expanded, context: context)
  }

  /// Parses words that are already brace-expanded.
  static func parse(expandedWords words: [Word], context: ParseContext) throws(ParseError) -> ParsedLine? {
    guard let first = words.first else { return nil }
    let spec = try CommandTable.resolve(first.text, inSectionSnapshot: context.isInSectionSnapshot)
    var arguments = words[1...]
    let form: CommandForm
    if spec.hasKeywordForms {
      if let keyword = arguments.first {
        form = try CommandTable.form(of: spec, keyword: keyword.text)
        arguments = arguments.dropFirst()
      } else if let bare = spec.formWithoutKeyword {
        form = bare
      } else {
        throw .missingArgument(
          command: spec.name,
          expected: "\(article(spec.formNoun)) \(spec.formNoun) (\(spec.formKeywords.joined(separator: ", ")))",
          usage: "\(spec.name) \(spec.formKeywords.joined(separator: "|")) ...")
      }
    } else {
      form = spec.forms[0]
    }
    var matcher = GrammarMatcher(
      command: spec.displayName(of: form), usage: spec.usage(of: form), words: arguments,
      typeNames: context.knownTypeNames)
    guard case .matched(let values) = try matcher.match(form.slots) else {
      preconditionFailure("the matcher only reports completions when completing")
    }
    return ParsedLine(spec: spec, form: form, command: form.build(values))
  }

  /// `a` or `an` before a noun.
  static func article(_ noun: String) -> String {
    guard let first = noun.first else { return "a" }
    return "aeiou".contains(first) ? "an" : "a"
  }
}

// Tab-completion candidates, derived from the command table's grammar.

/// What completion knows about the session at the moment the user presses Tab.
public struct CompletionContext: Sendable {
  /// Section identifiers that exist now (working snapshot).
  public var sectionIdentifiers: [String]
  /// Item identifiers as the user types them (`a`, `Banner:1`).
  public var itemIdentifiers: [String]
  /// True inside a `section-snapshot S` context.
  public var isInSectionSnapshot: Bool
  /// Built-in type names, offered as `Type:` where an item is expected.
  public var knownTypeNames: [String]
  /// Lists paths that start with the prefix (for `run FILE`).
  public var listFiles: @Sendable (String) -> [String]

  /// A context; everything defaults to empty, the built-in types, and no files.
  public init(
    sectionIdentifiers: [String] = [], itemIdentifiers: [String] = [], isInSectionSnapshot: Bool = false,
    knownTypeNames: [String] = ParseContext.builtInTypeNames,
    listFiles: @escaping @Sendable (String) -> [String] = { _ in [] }
  ) {
    self.sectionIdentifiers = sectionIdentifiers
    self.itemIdentifiers = itemIdentifiers
    self.isInSectionSnapshot = isInSectionSnapshot
    self.knownTypeNames = knownTypeNames
    self.listFiles = listFiles
  }
}

/// Completion of the word under the cursor.
public enum Completion {
  /// The words that may replace `word`, the last (partial) word of `lineUpToCursor`: sorted, unique, each
  /// starting with `word`.
  ///
  /// - The first word completes to the command names valid in the context.
  /// - Later words follow the command's grammar (abbreviated command names are resolved first): keywords
  ///   (`before`, `after`, `to`, `--no-animation`, `--current`, `show` subjects, `set` names and values,
  ///   `expect` forms and `diff` counters as `name=`), section identifiers (`S:` after `expect layout`),
  ///   item identifiers plus `Type:` for each known type while the word has no colon, files after `run`,
  ///   command names after `help`.
  /// - Earlier words are lexed but not brace-expanded (each counts as one word); a line that does not lex or
  ///   names no command yields no candidates.
  ///
  /// - Complexity: O(line length + number of identifiers · log).
  public static func completionCandidates(lineUpToCursor: String, word: String, context: CompletionContext) -> [String]
  {
    let before = lineUpToCursor.hasSuffix(word) ? String(lineUpToCursor.dropLast(word.count)) : lineUpToCursor
    guard let words = Lexer.wordsOfLastCommand(in: before) else { return [] }
    return finish(kinds(for: words, context: context), word: word, context: context)
  }

  private static func kinds(for words: [Word], context: CompletionContext) -> Set<CompletionKind> {
    guard let first = words.first else { return [.commandName] }
    guard let spec = try? CommandTable.resolve(first.text, inSectionSnapshot: context.isInSectionSnapshot) else {
      return []
    }
    var arguments = words[1...]
    let form: CommandForm
    if spec.hasKeywordForms {
      guard let keyword = arguments.first else { return Set(spec.formKeywords.map { .keyword($0) }) }
      guard let selected = try? CommandTable.form(of: spec, keyword: keyword.text) else { return [] }
      form = selected
      arguments = arguments.dropFirst()
    } else {
      form = spec.forms[0]
    }
    var matcher = GrammarMatcher(command: spec.name, usage: "", words: arguments, typeNames: nil)
    guard case .next(let kinds)? = try? matcher.match(form.slots) else { return [] }
    return kinds
  }

  private static func finish(_ kinds: Set<CompletionKind>, word: String, context: CompletionContext) -> [String] {
    var candidates: Set<String> = []
    for kind in kinds {
      switch kind {
      case .commandName:
        candidates.formUnion(
          CommandTable.names(inSectionSnapshot: context.isInSectionSnapshot).filter { $0.hasPrefix(word) })
      case .helpTopic:
        candidates.formUnion(CommandTable.allNames)
      case .section:
        candidates.formUnion(context.sectionIdentifiers)
      case .sectionLabel:
        candidates.formUnion(context.sectionIdentifiers.map { $0 + ":" })
      case .item:
        candidates.formUnion(context.itemIdentifiers)
        if !word.contains(":") { candidates.formUnion(context.knownTypeNames.map { $0 + ":" }) }
      case .keyword(let keyword):
        candidates.insert(keyword)
      case .file:
        candidates.formUnion(context.listFiles(word))
      case .counter:
        candidates.formUnion(DiffExpectation.counterNames.map { $0 + "=" })
      }
    }
    return candidates.filter { $0.hasPrefix(word) }.sorted()
  }
}

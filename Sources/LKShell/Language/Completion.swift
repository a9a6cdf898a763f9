// Tab-completion candidates, derived from the command table's grammar.

/// What completion knows about the session at the moment the user presses Tab.
struct CompletionContext: Sendable {
  /// Section identifiers that exist now (working snapshot).
  var sectionIdentifiers: [String]
  /// Items that exist now (`a`, `Banner:1`).
  var items: [ItemReference]
  /// True inside a `section-snapshot S` context.
  var isInSectionSnapshot: Bool
  /// Built-in type names, offered as `Type:` where an item is expected.
  var knownTypeNames: [String]
  /// Lists paths that start with the prefix (for `run FILE`).
  var listFiles: @Sendable (String) -> [String]

  /// A context; everything defaults to empty, the built-in types, and no files.
  init(
    sectionIdentifiers: [String] = [], items: [ItemReference] = [], isInSectionSnapshot: Bool = false,
    knownTypeNames: [String] = ParseContext.builtInTypeNames,
    listFiles: @escaping @Sendable (String) -> [String] = { _ in [] }
  ) {
    self.sectionIdentifiers = sectionIdentifiers
    self.items = items
    self.isInSectionSnapshot = isInSectionSnapshot
    self.knownTypeNames = knownTypeNames
    self.listFiles = listFiles
  }
}

/// Completion of the word under the cursor.
enum Completion {
  /// What may replace the word under the cursor at the end of `lineUpToCursor`: sorted, unique.
  ///
  /// The word under the cursor is read as the lexer reads it (quotes removed), and candidates are the words whose
  /// text starts with it:
  /// - The first word completes to the command names valid in the context.
  /// - Later words follow the command's grammar (abbreviated command names are resolved first): keywords
  ///   (`before`, `after`, `to`, `--no-animation`, `--current`, `show` subjects, `set` names and values,
  ///   `expect` forms and `diff` counters as `name=`), section identifiers (`S:` after `expect layout`),
  ///   items plus `Type:` for each known type while the word has no colon, files after `run`,
  ///   command names after `help`.
  /// - Only the command after the last `;` counts; earlier words are lexed but not brace-expanded (each counts as
  ///   one word); a line that does not lex, ends in a comment or names no command yields no candidates.
  ///
  /// Identifiers come back as they must be typed (`IdentifierSyntax`): `wi` completes to `"with space"`. Inside a
  /// quote the user opened (`"wi`, `Banner:"wi`), a candidate is the rest of the identifier from the quote on,
  /// escaped for that quote (`with space`; readline closes the quote); identifiers that cannot be written inside
  /// that quote are left out.
  ///
  /// - Complexity: O(line length + number of identifiers · log).
  static func completionCandidates(lineUpToCursor: String, context: CompletionContext) -> [String] {
    guard let partial = Lexer.partialCommand(in: lineUpToCursor) else { return [] }
    let word = partial.word ?? ""
    let candidates = finish(kinds(for: partial.words, context: context), word: word, context: context)
      .filter { $0.text.hasPrefix(word) }
    guard let quote = partial.openQuote else { return Set(candidates.map(\.typed)).sorted() }
    let before = partial.textBeforeOpenQuote.unicodeScalars.count
    var inQuote: Set<String> = []
    // Inside a quote a word is a Text item, unless the type prefix came before the quote (`Banner:"wi`): a candidate
    // whose type prefix would be inside the quote names an item that does not exist.
    for candidate in candidates where before >= candidate.typePrefixLength && before <= candidate.latestQuote {
      var rest = ""
      rest.unicodeScalars.append(contentsOf: candidate.text.unicodeScalars.dropFirst(before))
      if let written = written(rest, inside: quote) { inQuote.insert(written) }
    }
    return inQuote.sorted()
  }

  /// A candidate: its text, and how it is typed outside quotes.
  private struct Candidate {
    var text: String
    var typed: String
    /// The length (in Unicode scalars) of a typed item's `Type:` prefix, which must stay outside quotes.
    var typePrefixLength = 0
    /// Where a quote may open at the latest: a Text item that reads like `Type:id` must be quoted before its colon.
    var latestQuote = Int.max
    init(_ text: String, typed: String? = nil, typePrefixLength: Int = 0, isTextItem: Bool = false) {
      self.text = text
      self.typed = typed ?? text
      self.typePrefixLength = typePrefixLength
      if isTextItem, IdentifierSyntax.startsLikeTypedItem(text),
        let colon = text.unicodeScalars.firstIndex(of: ":")
      {
        latestQuote = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: colon)
      }
    }
  }

  /// `text` as it is written after an opening `quote`, or nil when it cannot be.
  private static func written(_ text: String, inside quote: Character) -> String? {
    if text.unicodeScalars.contains(where: IdentifierSyntax.needsEscape) { return nil }
    if quote == "'" { return text.contains("'") ? nil : text }
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar == "\"" || scalar == "\\" || scalar == "$" { result.unicodeScalars.append("\\") }
      result.unicodeScalars.append(scalar)
    }
    return result
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

  private static func finish(_ kinds: Set<CompletionKind>, word: String, context: CompletionContext) -> [Candidate] {
    var candidates: [Candidate] = []
    for kind in kinds {
      switch kind {
      case .commandName:
        candidates += CommandTable.names(inSectionSnapshot: context.isInSectionSnapshot).map { Candidate($0) }
      case .helpTopic:
        candidates += CommandTable.allNames.map { Candidate($0) }
      case .section:
        candidates += context.sectionIdentifiers.map { Candidate($0, typed: IdentifierSyntax.section($0)) }
      case .sectionLabel:
        candidates += context.sectionIdentifiers.map { Candidate($0 + ":", typed: IdentifierSyntax.section($0) + ":") }
      case .item:
        candidates += context.items.map { item in
          Candidate(
            item.typeName.map { "\($0):\(item.id)" } ?? item.id,
            typed: IdentifierSyntax.item(typeName: item.typeName, id: item.id),
            typePrefixLength: item.typeName.map { $0.unicodeScalars.count + 1 } ?? 0, isTextItem: item.typeName == nil)
        }
        if !word.contains(":") {
          candidates += context.knownTypeNames.map {
            Candidate($0 + ":", typePrefixLength: $0.unicodeScalars.count + 1)
          }
        }
      case .keyword(let keyword):
        candidates.append(Candidate(keyword))
      case .file:
        candidates += context.listFiles(word).map { Candidate($0, typed: IdentifierSyntax.word($0)) }
      case .counter:
        candidates += DiffExpectation.counterNames.map { Candidate($0 + "=") }
      }
    }
    return candidates
  }
}

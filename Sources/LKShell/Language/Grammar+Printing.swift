// The grammar read backwards: a command's table entry and its argument values → the line a user types, which the
// parser reads back as the same command. No command's syntax is written here: the slots of its form say it all.

import ListKit

extension CommandSpec {
  /// The line a user types for `form` of this command with `arguments` (the values its slots matched, in slot order):
  /// the name, the form's keyword, then each slot's words, quoted exactly as the lexer and the matcher need
  /// (`append-items a "two words" to main`, `set-header A "-"`, `section-snapshot "--current"`).
  ///
  /// `Parser.parse` reads the line back as the command `form.build(arguments)` makes, in the context where this
  /// command is valid.
  ///
  /// - Complexity: O(n) in the total length of the arguments.
  func line(_ form: CommandForm, _ arguments: Arguments) -> String {
    var words = [name]
    if let keyword = form.keyword { words.append(keyword) }
    for index in form.slots.indices {
      // A word the following slots begin with would end this slot or be read as theirs: it is quoted.
      let keywords = GrammarMatcher.leadingKeywords(of: form.slots[(index + 1)...])
      words += form.slots[index].printed(arguments.values[index], before: keywords)
    }
    return words.joined(separator: " ")
  }
}

extension Slot {
  /// The words that make the slot match `value`; `keywords` are the words the following slots may begin with.
  func printed(_ value: Arguments.Value, before keywords: Set<String>) -> [String] {
    let identifierKeywords = IdentifierSyntax.placeKeywords.union(keywords)
    switch (self, value) {
    case (.section, .sections(let sections)), (.sections, .sections(let sections)):
      return sections.map { IdentifierSyntax.section($0, keywords: identifierKeywords) }
    case (.sectionLabel, .sections(let sections)):
      return sections.map { IdentifierSyntax.section($0) + ":" }
    case (.item, .items(let items)), (.items, .items(let items)):
      return items.map { IdentifierSyntax.item(typeName: $0.typeName, id: $0.id, keywords: identifierKeywords) }
    case (.choice, .word(let word)):
      return [word]
    case (.optional, .absent), (.text, .absent), (.commandName, .absent):
      return []
    case (.optional(let keyword, let inner), _):
      return [keyword] + inner.printed(value, before: keywords)
    case (.flag(let flag), .flag(let isSet)):
      return isSet ? [flag] : []
    case (.integer, .integer(let number)), (.limit, .integer(let number)):
      return [String(number)]
    case (.limit, .absent):
      return ["off"]
    case (.title, .absent):
      return ["-"]
    case (.title, .word("-")):
      // Only the bare `-` removes the title.
      return [IdentifierSyntax.quoted("-")]
    case (.title, .word(let text)), (.text, .word(let text)):
      return Self.textWords(text)
    case (.file, .word(let path)):
      return [IdentifierSyntax.word(path, keywords: keywords)]
    case (.words, .words(let words)):
      return words.map { IdentifierSyntax.word($0, keywords: []) }
    case (.scrollTarget, .scrollTarget(.indexPath(let section, let item))):
      return ["\(section).\(item)"]
    case (.scrollTarget, .scrollTarget(.item(let item))):
      // A Text item named like an index path (`1.2`) is quoted, or it would be read as one.
      if item.typeName == nil, GrammarMatcher.indexPath(item.id) != nil { return [IdentifierSyntax.quoted(item.id)] }
      return [IdentifierSyntax.item(typeName: item.typeName, id: item.id, keywords: identifierKeywords)]
    case (.dragTarget, .dragTarget(.relative(let position, let item))):
      return [
        position.rawValue, IdentifierSyntax.item(typeName: item.typeName, id: item.id, keywords: identifierKeywords),
      ]
    case (.dragTarget, .dragTarget(.endOf(let section))):
      return [DragTarget.intoKeyword, IdentifierSyntax.section(section, keywords: identifierKeywords)]
    case (.counters, .counters(let expectation)):
      return DiffCounter.allCases.compactMap { counter in expectation[counter].map { "\(counter.name)=\($0)" } }
    case (.commandName, .helpTopic(let topic)):
      return [topic.command] + (topic.form.map { [$0] } ?? [])
    case (.indexPath, .indexPaths(let paths)), (.indexPaths, .indexPaths(let paths)):
      return paths.map { "\($0.section).\($0.item)" }
    case (.sectionIndexes, .integers(let indexes)):
      return indexes.map(String.init)
    default:
      preconditionFailure("command table: slot \(usage) cannot hold the value \(value)")
    }
  }

  /// Text a slot joins from the rest of the line (single spaces): the words as they are when each is a plain word
  /// (`set-content a Hello, world`), else the whole text as one quoted word (`"two  spaces"`, `""`).
  private static func textWords(_ text: String) -> [String] {
    let words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    if words.allSatisfy({ !$0.isEmpty && IdentifierSyntax.word($0, keywords: []) == $0 }) { return words }
    return [IdentifierSyntax.word(text, keywords: [])]
  }
}

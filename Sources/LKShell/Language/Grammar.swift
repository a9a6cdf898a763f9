// The vocabulary of the command table: argument slots, command forms and specs, and the one matcher that
// both parses arguments and tells completion what may come next.

import ListKit

/// One argument position in a command's grammar. Usage text, parsing and completion are all derived from it.
indirect enum Slot: Sendable, Equatable {
  /// One section identifier (placeholder such as `S` or `T`).
  case section(String)
  /// One or more section identifiers (`S...`).
  case sections(String)
  /// One item (`ITEM`, `PARENT`).
  case item(String)
  /// `minimum` or more items (`ITEM...`).
  case items(String, minimum: Int)
  /// A section identifier followed by a colon, as one word (`main:`) or two (`main :`).
  case sectionLabel(String)
  /// One of these keywords, exactly (`before|after`, `on|off`).
  case choice([String])
  /// `[keyword SLOT]`: present only when the next word is the keyword.
  case optional(keyword: String, Slot)
  /// `[--flag]`: true when the next word is the flag.
  case flag(String)
  /// A whole number ≥ `minimum`.
  case integer(String, minimum: Int)
  /// A whole number ≥ `minimum`, or `off` (no limit): `N|off`.
  case limit(String, minimum: Int)
  /// The rest of the line, words joined by single spaces; `required` means at least one word.
  case text(String, required: Bool)
  /// A title: the rest of the line as `text`, or a lone unquoted `-` for none (`"-"`, quoted, is the title `-`).
  case title(String)
  /// A file path (completed with the file lister).
  case file(String)
  /// Zero or more words, kept apart (`run FILE ARGS...`).
  case words(String)
  /// `ITEM | S.I` (see `ScrollTarget`).
  case scrollTarget
  /// `name=N` words naming `DiffCounter`s, each at most once, at least one.
  case counters
  /// A command name (for `help`); abbreviations are resolved.
  case commandName(String)
  /// One index path `S.I` (section.item, whole numbers ≥ 0).
  case indexPath(String)
  /// One or more index paths `S.I`.
  case indexPaths(String)
  /// One or more section indexes (whole numbers ≥ 0).
  case sectionIndexes(String)

  /// How the slot reads in a usage line.
  var usage: String {
    switch self {
    case .section(let name), .item(let name), .integer(let name, _), .file(let name), .indexPath(let name): name
    case .indexPaths(let name), .sectionIndexes(let name): "\(name)..."
    case .sections(let name): "\(name)..."
    case .items(let name, let minimum): minimum == 0 ? "[\(name)...]" : "\(name)..."
    case .sectionLabel(let name): "\(name):"
    case .choice(let options): options.joined(separator: "|")
    case .limit(let name, _): "\(name)|off"
    case .optional(let keyword, let slot): "[\(keyword) \(slot.usage)]"
    case .flag(let flag): "[\(flag)]"
    case .text(let name, let required): required ? name : "[\(name)]"
    case .title(let name): "\(name)|-"
    case .words(let name): "[\(name)...]"
    case .scrollTarget: "ITEM|S.I"
    case .counters: "[COUNTER=N]..."
    case .commandName(let name): "[\(name)]"
    }
  }

  /// What a missing argument is called in an error message.
  var expectation: String {
    switch self {
    case .section: "a section"
    case .sections: "at least one section"
    case .item: "an item"
    case .items(_, let minimum): minimum == 0 ? "items" : "at least one item"
    case .sectionLabel(let name): "\(name): (a section followed by ':')"
    case .choice(let options): options.joined(separator: "|")
    case .optional(_, let slot): slot.expectation
    case .flag(let flag): flag
    case .integer(let name, _): "a number (\(name))"
    case .limit(let name, _): "a number (\(name)) or off"
    case .text(let name, _): "\(name)"
    case .title(let name): "\(name) (or - for none)"
    case .file: "a file name"
    case .words(let name): "\(name)"
    case .scrollTarget: "an item or an index path S.I"
    case .counters:
      "at least one counter (\(DiffCounter.allCases.map { "\($0.name)=N" }.joined(separator: ", ")))"
    case .commandName: "a command name"
    case .indexPath: "an index path S.I"
    case .indexPaths: "at least one index path S.I"
    case .sectionIndexes: "at least one section index"
    }
  }

  /// True when the slot may match no words at all.
  var canBeEmpty: Bool {
    switch self {
    case .optional, .flag, .commandName, .words: true
    case .items(_, let minimum): minimum == 0
    case .text(_, let required): !required
    default: false
    }
  }

  /// Keywords that can begin this slot.
  var leadingKeywords: [String] {
    switch self {
    case .choice(let options): options
    case .optional(let keyword, _): [keyword]
    case .flag(let flag): [flag]
    default: []
    }
  }
}

/// Where a command may be used.
enum CommandAvailability: Sendable, Equatable {
  /// In both contexts.
  case everywhere
  /// Only outside a section-snapshot context.
  case outsideSectionSnapshot
  /// Only inside a section-snapshot context (`section-snapshot S` … `apply`/`end`).
  case insideSectionSnapshot

  /// True when the command may be used in the given context.
  func allows(inSectionSnapshot: Bool) -> Bool {
    switch self {
    case .everywhere: true
    case .outsideSectionSnapshot: !inSectionSnapshot
    case .insideSectionSnapshot: inSectionSnapshot
    }
  }
}

/// The groups of `help`, in the order of docs/language.md §3.
enum CommandGroup: String, Sendable, CaseIterable {
  case snapshotEditing = "Snapshot editing (working snapshot)"
  case sectionSnapshots = "Section snapshots (outline)"
  case applying = "Applying and interacting"
  case updateLab = "The update lab: classic data sources and hand-written batch updates"
  case inspecting = "Inspecting"
  case scripts = "Scripts and session"
  case assertions = "Assertions (scripts as tests)"
}

/// What the session must know about a command before and while it runs it, declared on its table entry (the
/// command or one form of it). The session asks these; it never decides by a command's name.
struct CommandTraits: OptionSet, Sendable, Hashable {
  let rawValue: Int

  /// Edits the working snapshot (with a classic data source: the app's model). Every snapshot-editing command.
  static let editsModel = CommandTraits(rawValue: 1 << 0)
  /// Asks the cell provider for cells: an injected cell-provider bug can fail it, and the error names the command.
  static let asksCellProvider = CommandTraits(rawValue: 1 << 1)
  /// Needs the classic data source (`data-source classic`).
  static let needsClassicDataSource = CommandTraits(rawValue: 1 << 2)
  /// Needs a diffable data source (the default).
  static let needsDiffableDataSource = CommandTraits(rawValue: 1 << 3)
  /// Refused while a batch is open (it would replace or reload what the batch is written against).
  static let refusedInsideBatch = CommandTraits(rawValue: 1 << 4)
}

/// One way of using a command: `show tree S`, `set viewport N`, or the only form of `append-items`.
struct CommandForm: Sendable {
  /// The word after the command that selects this form (`tree`, `viewport`), nil for a command's only form.
  let keyword: String?
  /// The arguments after the command (and keyword).
  let slots: [Slot]
  /// One line for `help`.
  let summary: String
  /// The Apple API this form corresponds to, if any.
  let appleEquivalent: String?
  /// A complete example line.
  let example: String
  /// What the session must know about this form (besides its command's traits).
  let traits: CommandTraits
  /// Turns matched arguments into the command value.
  let build: @Sendable (Arguments) -> Command

  /// A form of a session command.
  init(
    keyword: String? = nil, _ slots: [Slot] = [], summary: String, apple: String? = nil, example: String,
    traits: CommandTraits = [], build: @escaping @Sendable (Arguments) -> SessionCommand
  ) {
    self.traits = traits
    self.keyword = keyword
    self.slots = slots
    self.summary = summary
    self.appleEquivalent = apple
    self.example = example
    self.build = { .session(build($0)) }
  }

  /// A form of a shell command (scripts, quitting, `expect error|warning`).
  init(
    keyword: String? = nil, _ slots: [Slot] = [], summary: String, apple: String? = nil, example: String,
    shell build: @escaping @Sendable (Arguments) -> ShellCommand
  ) {
    self.traits = []
    self.keyword = keyword
    self.slots = slots
    self.summary = summary
    self.appleEquivalent = apple
    self.example = example
    self.build = { .shell(build($0)) }
  }
}

/// One command of the language: its name, where it is valid, and its forms. `CommandTable.all` lists them.
struct CommandSpec: Sendable {
  /// The full kebab-case name.
  let name: String
  /// The `help` group.
  let group: CommandGroup
  /// Where it may be used.
  let availability: CommandAvailability
  /// Its forms: one with a nil keyword, or several selected by the word after the name.
  let forms: [CommandForm]
  /// For commands with keyword forms: the form used when no keyword is given (`show` = `show layout`).
  let defaultForm: String?
  /// What a form keyword is called in errors (`subject`, `setting`, `assertion`).
  let formNoun: String
  /// What the session must know about every form of the command (a snapshot-editing command edits the model).
  let traits: CommandTraits

  init(
    _ name: String, _ group: CommandGroup, _ availability: CommandAvailability = .everywhere,
    defaultForm: String? = nil, formNoun: String = "form", traits: CommandTraits = [], forms: [CommandForm]
  ) {
    self.traits = group == .snapshotEditing ? traits.union(.editsModel) : traits
    self.name = name
    self.group = group
    self.availability = availability
    self.forms = forms
    self.defaultForm = defaultForm
    self.formNoun = formNoun
  }

  /// True when the command's forms are selected by a keyword (`show`, `set`, `expect`).
  var hasKeywordForms: Bool { forms.contains { $0.keyword != nil } }

  /// The form used when a keyword-form command is given no keyword: `defaultForm`'s (`show` = `show layout`), or
  /// a form without a keyword (`set` alone).
  var formWithoutKeyword: CommandForm? {
    if let defaultForm { return forms.first { $0.keyword == defaultForm } }
    return forms.first { $0.keyword == nil }
  }

  /// True when the command edits the working snapshot (its `help` group says so).
  var editsWorkingSnapshot: Bool { traits.contains(.editsModel) }

  /// The traits of one of its forms: the command's and the form's own.
  func traits(of form: CommandForm) -> CommandTraits { traits.union(form.traits) }

  /// The form keywords, in table order.
  var formKeywords: [String] { forms.compactMap(\.keyword) }

  /// The usage line of a form: `append-items ITEM... [to S]`, `show [layout]`, `set viewport N`.
  func usage(of form: CommandForm) -> String {
    var parts = [name]
    if let keyword = form.keyword { parts.append(keyword == defaultForm ? "[\(keyword)]" : keyword) }
    parts += form.slots.map(\.usage)
    return parts.joined(separator: " ")
  }

  /// The name used in error messages for a form: `append-items`, `set color`, `expect diff`.
  func displayName(of form: CommandForm) -> String {
    form.keyword.map { "\(name) \($0)" } ?? name
  }
}

/// The values a form's slots matched, in slot order.
struct Arguments: Sendable {
  enum Value: Sendable {
    case sections([String])
    case items([ItemReference])
    case word(String)
    case words([String])
    case integer(Int)
    case flag(Bool)
    case scrollTarget(ScrollTarget)
    case counters(DiffExpectation)
    case helpTopic(HelpTopic)
    case indexPaths([IndexPath])
    case integers([Int])
    case absent
  }

  var values: [Value]

  private func mismatch(_ index: Int) -> Never {
    preconditionFailure("command table: slot \(index) does not hold the value its build closure reads")
  }

  func sections(_ index: Int) -> [String] {
    if case .sections(let sections) = values[index] { return sections }
    mismatch(index)
  }
  func section(_ index: Int) -> String { sections(index)[0] }
  func optionalSection(_ index: Int) -> String? {
    if case .absent = values[index] { return nil }
    return section(index)
  }
  func items(_ index: Int) -> [ItemReference] {
    if case .items(let items) = values[index] { return items }
    mismatch(index)
  }
  func item(_ index: Int) -> ItemReference { items(index)[0] }
  func optionalItem(_ index: Int) -> ItemReference? {
    if case .absent = values[index] { return nil }
    return item(index)
  }
  func word(_ index: Int) -> String {
    if case .word(let word) = values[index] { return word }
    mismatch(index)
  }
  func words(_ index: Int) -> [String] {
    if case .words(let words) = values[index] { return words }
    mismatch(index)
  }
  func optionalWord(_ index: Int) -> String? {
    if case .absent = values[index] { return nil }
    return word(index)
  }
  func choice<Choice: RawRepresentable<String>>(_ index: Int, as type: Choice.Type = Choice.self) -> Choice {
    guard let choice = Choice(rawValue: word(index)) else { mismatch(index) }
    return choice
  }
  func position(_ index: Int) -> RelativePosition { choice(index) }
  func isOn(_ index: Int) -> Bool { word(index) == "on" }
  func integer(_ index: Int) -> Int {
    if case .integer(let value) = values[index] { return value }
    mismatch(index)
  }
  /// A `limit` slot's number; nil for `off`.
  func limit(_ index: Int) -> Int? {
    if case .absent = values[index] { return nil }
    return integer(index)
  }
  func flag(_ index: Int) -> Bool {
    if case .flag(let value) = values[index] { return value }
    mismatch(index)
  }
  func scrollTarget(_ index: Int) -> ScrollTarget {
    if case .scrollTarget(let target) = values[index] { return target }
    mismatch(index)
  }
  func helpTopic(_ index: Int) -> HelpTopic? {
    if case .helpTopic(let topic) = values[index] { return topic }
    if case .absent = values[index] { return nil }
    mismatch(index)
  }
  func indexPaths(_ index: Int) -> [IndexPath] {
    if case .indexPaths(let paths) = values[index] { return paths }
    mismatch(index)
  }
  func indexPath(_ index: Int) -> IndexPath { indexPaths(index)[0] }
  func integers(_ index: Int) -> [Int] {
    if case .integers(let values) = values[index] { return values }
    mismatch(index)
  }
  func counters(_ index: Int) -> DiffExpectation {
    if case .counters(let expectation) = values[index] { return expectation }
    mismatch(index)
  }
}

/// What completion may offer at the cursor.
enum CompletionKind: Hashable {
  case section
  case sectionLabel
  case item
  case keyword(String)
  case file
  case counter(String)
  case commandName
  case helpTopic
}

/// Walks a form's slots over the argument words. In parsing mode it validates and builds `Arguments`;
/// in completion mode (`typeNames == nil`) it runs over the complete words before the cursor and reports
/// what may come next.
struct GrammarMatcher {
  enum Outcome {
    case matched(Arguments)
    case next(Set<CompletionKind>)
  }

  let command: String
  let usage: String
  let words: ArraySlice<Word>
  /// Known item types when parsing; nil when completing (items are then not validated).
  let typeNames: [String]?
  private var position: Int

  init(command: String, usage: String, words: ArraySlice<Word>, typeNames: [String]?) {
    self.command = command
    self.usage = usage
    self.words = words
    self.typeNames = typeNames
    self.position = words.startIndex
  }

  private var completing: Bool { typeNames == nil }
  private var atEnd: Bool { position == words.endIndex }

  mutating func match(_ slots: [Slot]) throws(ParseError) -> Outcome {
    var values: [Arguments.Value] = []
    values.reserveCapacity(slots.count)
    for index in slots.indices {
      let following = slots[(index + 1)...]
      if completing && atEnd { return .next(Self.first(of: slots[index...])) }
      let slot = slots[index]
      if completing, case .optional(let keyword, let inner) = slot, words[position].isKeyword(keyword),
        position + 1 == words.endIndex
      {
        return .next(Self.first(of: [inner]))
      }
      // An array, compared word by word: it holds a few keywords at most, and a variadic slot asks about every word
      // (a million for `append-items x{1..1000000}`), where hashing each word would cost more than the compares.
      let value = try matchSlot(slot, terminators: Array(Self.leadingKeywords(of: following)))
      if completing && atEnd, let more = Self.continuation(of: slot, value: value) {
        return .next(more.union(Self.first(of: following)))
      }
      values.append(value)
    }
    if !atEnd {
      if completing { return .next([]) }
      throw .unexpectedArgument(command: command, word: words[position].text, usage: usage)
    }
    return completing ? .next([]) : .matched(Arguments(values: values))
  }

  /// For a variadic slot that just consumed the last words: what else it could take.
  private static func continuation(of slot: Slot, value: Arguments.Value) -> Set<CompletionKind>? {
    switch slot {
    case .sections: [.section]
    case .items: [.item]
    case .counters: [.counter("")]
    default: nil
    }
  }

  /// What may start the slots, skipping over those that can be empty.
  static func first(of slots: ArraySlice<Slot>) -> Set<CompletionKind> {
    var kinds: Set<CompletionKind> = []
    for slot in slots {
      switch slot {
      case .section, .sections: kinds.insert(.section)
      case .item, .items, .scrollTarget: kinds.insert(.item)
      case .sectionLabel: kinds.insert(.sectionLabel)
      case .choice(let options): kinds.formUnion(options.map { .keyword($0) })
      case .limit: kinds.insert(.keyword("off"))
      case .optional(let keyword, _), .flag(let keyword): kinds.insert(.keyword(keyword))
      case .file: kinds.insert(.file)
      case .counters: kinds.insert(.counter(""))
      case .commandName: kinds.insert(.helpTopic)
      case .integer, .text, .title, .words, .indexPath, .indexPaths, .sectionIndexes: break
      }
      if !slot.canBeEmpty { break }
    }
    return kinds
  }

  /// Keywords that end a variadic slot: those that may begin the following slots.
  static func leadingKeywords(of slots: ArraySlice<Slot>) -> Set<String> {
    var keywords: Set<String> = []
    for slot in slots {
      keywords.formUnion(slot.leadingKeywords)
      if !slot.canBeEmpty { break }
    }
    return keywords
  }

  private func isTerminator(_ word: Word, _ terminators: [String]) -> Bool {
    !word.isQuoted && terminators.contains(word.text)
  }

  private func missing(_ slot: Slot) -> ParseError {
    .missingArgument(command: command, expected: slot.expectation, usage: usage)
  }

  private func item(_ word: Word) throws(ParseError) -> ItemReference {
    guard let typeNames else { return ItemReference(id: word.text) }
    return try ItemReference.parse(word, knownTypeNames: typeNames, command: command)
  }

  /// The next word unless it is missing or a keyword that belongs to a following slot.
  private mutating func takeWord(for slot: Slot, terminators: [String]) throws(ParseError) -> Word {
    guard !atEnd, !isTerminator(words[position], terminators) else { throw missing(slot) }
    defer { position += 1 }
    return words[position]
  }

  private mutating func matchSlot(_ slot: Slot, terminators: [String]) throws(ParseError) -> Arguments.Value {
    switch slot {
    case .section:
      return .sections([try takeWord(for: slot, terminators: terminators).text])
    case .file:
      return .word(try takeWord(for: slot, terminators: terminators).text)
    case .words:
      defer { position = words.endIndex }
      return .words(words[position...].map(\.text))
    case .sections:
      var sections: [String] = []
      while !atEnd && !isTerminator(words[position], terminators) {
        sections.append(words[position].text)
        position += 1
      }
      if sections.isEmpty { throw missing(slot) }
      return .sections(sections)
    case .item:
      return .items([try item(try takeWord(for: slot, terminators: terminators))])
    case .items(_, let minimum):
      var items: [ItemReference] = []
      items.reserveCapacity(words.endIndex - position)
      while !atEnd {
        let word = words[position]
        if isTerminator(word, terminators) { break }
        items.append(try item(word))
        position += 1
      }
      if items.count < minimum { throw missing(slot) }
      return .items(items)
    case .sectionLabel:
      let word = try takeWord(for: slot, terminators: terminators)
      if word.text.count > 1 && word.text.hasSuffix(":") { return .sections([String(word.text.dropLast())]) }
      if !atEnd && words[position].text == ":" && !word.text.isEmpty {
        position += 1
        return .sections([word.text])
      }
      if completing && atEnd { return .sections([word.text]) }
      throw .invalidArgument(command: command, word: word.text, expected: slot.expectation, usage: usage)
    case .choice(let options):
      guard !atEnd else {
        throw .expectedKeyword(command: command, expected: options, found: nil, usage: usage)
      }
      let word = words[position]
      guard !word.isQuoted, options.contains(word.text) else {
        throw .expectedKeyword(command: command, expected: options, found: word.text, usage: usage)
      }
      position += 1
      return .word(word.text)
    case .optional(let keyword, let inner):
      guard !atEnd, words[position].isKeyword(keyword) else { return .absent }
      position += 1
      if completing && atEnd { return .absent }
      return try matchSlot(inner, terminators: terminators)
    case .flag(let flag):
      guard !atEnd, words[position].isKeyword(flag) else { return .flag(false) }
      position += 1
      return .flag(true)
    case .integer(_, let minimum):
      let word = try takeWord(for: slot, terminators: terminators)
      let isNumeral = !word.text.isEmpty && word.text.allSatisfy { $0.isASCII && ($0.isNumber || $0 == "-") }
      guard let value = Int(word.text), isNumeral, value >= minimum else {
        let tooLarge = isNumeral && !word.text.hasPrefix("-") && Int(word.text) == nil
        let expected =
          tooLarge ? "a whole number from \(minimum) to \(Int.max)" : "a whole number ≥ \(minimum)"
        throw .invalidArgument(command: command, word: word.text, expected: expected, usage: usage)
      }
      return .integer(value)
    case .limit(_, let minimum):
      let word = try takeWord(for: slot, terminators: terminators)
      if word.isKeyword("off") { return .absent }
      guard word.text.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(word.text), value >= minimum else {
        throw .invalidArgument(
          command: command, word: word.text, expected: "a whole number ≥ \(minimum), or off", usage: usage)
      }
      return .integer(value)
    case .title:
      guard !atEnd else { throw missing(slot) }
      // Only the bare word removes the title; the lexer keeps whether it was quoted.
      if position == words.endIndex - 1, !words[position].isQuoted, words[position].text == "-" {
        position = words.endIndex
        return .absent
      }
      defer { position = words.endIndex }
      return .word(words[position...].map(\.text).joined(separator: " "))
    case .text(_, let required):
      guard !atEnd else {
        if required { throw missing(slot) }
        return .absent
      }
      let text = words[position...].map(\.text).joined(separator: " ")
      position = words.endIndex
      return .word(text)
    case .indexPath:
      let word = try takeWord(for: slot, terminators: terminators)
      return .indexPaths([try indexPath(word, slot)])
    case .indexPaths:
      var paths: [IndexPath] = []
      while !atEnd {
        paths.append(try indexPath(words[position], slot))
        position += 1
      }
      if paths.isEmpty { throw missing(slot) }
      return .indexPaths(paths)
    case .sectionIndexes:
      var indexes: [Int] = []
      while !atEnd {
        indexes.append(try sectionIndex(words[position], slot))
        position += 1
      }
      if indexes.isEmpty { throw missing(slot) }
      return .integers(indexes)
    case .scrollTarget:
      let word = try takeWord(for: slot, terminators: terminators)
      if !word.isQuoted, let indexPath = Self.indexPath(word.text) { return .scrollTarget(indexPath) }
      return .scrollTarget(.item(try item(word)))
    case .counters:
      var expectation = DiffExpectation()
      while !atEnd {
        let word = words[position]
        let parts = word.text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts[0])
        if !completing {
          guard let counter = DiffCounter(rawValue: name) else {
            let names = DiffCounter.allCases.map(\.name)
            throw .unknownForm(
              command: command, noun: "counter", word: name, allowed: names,
              suggestions: Suggestions.closest(to: name, among: names))
          }
          guard parts.count == 2, let value = Int(parts[1]), value >= 0, parts[1].allSatisfy(\.isASCII) else {
            throw .invalidArgument(command: command, word: word.text, expected: "\(name)=N (N ≥ 0)", usage: usage)
          }
          guard expectation[counter] == nil else { throw .duplicateCounter(command: command, name: name) }
          expectation[counter] = value
        }
        position += 1
      }
      if expectation.counts.isEmpty && !completing { throw missing(slot) }
      return .counters(expectation)
    case .commandName:
      guard !atEnd else { return .absent }
      let word = words[position]
      position += 1
      if completing { return .word(word.text) }
      let name: String
      do {
        name = try CommandTable.resolveTopic(word.text)
      } catch .ambiguousCommand(let word, let candidates) {
        throw .ambiguousForm(command: command, word: word, candidates: candidates)
      }
      guard !atEnd else { return .helpTopic(HelpTopic(command: name, form: nil)) }
      // `help expect layout`: the second word names one form of a keyword-form command.
      let formWord = words[position]
      position += 1
      guard let spec = CommandTable.specs(named: name).first(where: \.hasKeywordForms) else {
        throw .unexpectedArgument(command: command, word: formWord.text, usage: usage)
      }
      let form = try CommandTable.form(of: spec, keyword: formWord.text)
      return .helpTopic(HelpTopic(command: name, form: form.keyword))
    }
  }

  /// An index path word (`0.3`), or the error that says what was expected (completion accepts anything).
  private func indexPath(_ word: Word, _ slot: Slot) throws(ParseError) -> IndexPath {
    if completing { return IndexPath(item: 0, section: 0) }
    guard !word.isQuoted, case .indexPath(let section, let item)? = Self.indexPath(word.text) else {
      throw .invalidArgument(
        command: command, word: word.text, expected: "an index path S.I (section.item)", usage: usage)
    }
    return IndexPath(item: item, section: section)
  }

  /// A section index word (`2`).
  private func sectionIndex(_ word: Word, _ slot: Slot) throws(ParseError) -> Int {
    if completing { return 0 }
    guard !word.isQuoted, !word.text.isEmpty, word.text.allSatisfy({ $0.isASCII && $0.isNumber }),
      let value = Int(word.text)
    else {
      throw .invalidArgument(
        command: command, word: word.text, expected: "a section index (a whole number ≥ 0)", usage: usage)
    }
    return value
  }

  /// `S.I` with two non-negative integers.
  static func indexPath(_ text: String) -> ScrollTarget? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let section = Int(parts[0]), let item = Int(parts[1])
    else { return nil }
    return .indexPath(section: section, item: item)
  }
}

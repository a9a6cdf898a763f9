// The one matcher of a form's slots over the argument words: it both parses arguments and tells completion what
// may come next.

import ListKit

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
      if completing, case .dragTarget = slot, position + 1 == words.endIndex,
        let keyword = DragTarget.keywords.first(where: { words[position].isKeyword($0) })
      {
        return .next(keyword == DragTarget.intoKeyword ? [.section] : [.item])
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
      case .dragTarget: kinds.formUnion(DragTarget.keywords.map { .keyword($0) })
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

  /// Matches one slot at the current word: the value it holds, the words it took consumed. A slot of one word reads it
  /// here; the others have a method each below.
  private mutating func matchSlot(_ slot: Slot, terminators: [String]) throws(ParseError) -> Arguments.Value {
    switch slot {
    case .section: return .sections([try takeWord(for: slot, terminators: terminators).text])
    case .file: return .word(try takeWord(for: slot, terminators: terminators).text)
    case .item: return .items([try item(try takeWord(for: slot, terminators: terminators))])
    case .indexPath: return .indexPaths([try indexPath(try takeWord(for: slot, terminators: terminators), slot)])
    case .words:
      defer { position = words.endIndex }
      return .words(words[position...].map(\.text))
    case .sections: return try matchSections(slot, terminators: terminators)
    case .items(_, let minimum): return try matchItems(slot, minimum: minimum, terminators: terminators)
    case .sectionLabel: return try matchSectionLabel(slot, terminators: terminators)
    case .choice(let options): return try matchChoice(options)
    case .optional(let keyword, let inner):
      guard !atEnd, words[position].isKeyword(keyword) else { return .absent }
      position += 1
      if completing && atEnd { return .absent }
      return try matchSlot(inner, terminators: terminators)
    case .flag(let flag):
      guard !atEnd, words[position].isKeyword(flag) else { return .flag(false) }
      position += 1
      return .flag(true)
    case .integer(_, let minimum): return try matchInteger(slot, minimum: minimum, terminators: terminators)
    case .limit(_, let minimum): return try matchLimit(slot, minimum: minimum, terminators: terminators)
    case .title: return try matchTitle(slot)
    case .text(_, let required): return try matchText(slot, required: required)
    case .indexPaths:
      return .indexPaths(
        try matchRest(slot) { (matcher, word) throws(ParseError) in try matcher.indexPath(word, slot) })
    case .sectionIndexes:
      return .integers(
        try matchRest(slot) { (matcher, word) throws(ParseError) in try matcher.sectionIndex(word, slot) })
    case .scrollTarget:
      let word = try takeWord(for: slot, terminators: terminators)
      if !word.isQuoted, let indexPath = Self.indexPath(word.text) { return .scrollTarget(indexPath) }
      return .scrollTarget(.item(try item(word)))
    case .dragTarget: return try matchDragTarget(slot, terminators: terminators)
    case .counters: return try matchCounters(slot)
    case .commandName: return try matchCommandName()
    }
  }

  // MARK: Slots of several words

  /// `S...`: section words up to a keyword of the following slots; at least one.
  private mutating func matchSections(_ slot: Slot, terminators: [String]) throws(ParseError) -> Arguments.Value {
    var sections: [String] = []
    while !atEnd && !isTerminator(words[position], terminators) {
      sections.append(words[position].text)
      position += 1
    }
    if sections.isEmpty { throw missing(slot) }
    return .sections(sections)
  }

  /// `ITEM...`: item words up to a keyword of the following slots; at least `minimum`.
  private mutating func matchItems(
    _ slot: Slot, minimum: Int, terminators: [String]
  ) throws(ParseError) -> Arguments.Value {
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
  }

  /// Every word left, each read by `read`; at least one (`S.I...`, section indexes).
  private mutating func matchRest<Value>(
    _ slot: Slot, _ read: (Self, Word) throws(ParseError) -> Value
  ) throws(ParseError) -> [Value] {
    var values: [Value] = []
    while !atEnd {
      values.append(try read(self, words[position]))
      position += 1
    }
    if values.isEmpty { throw missing(slot) }
    return values
  }

  /// `name=N...`: counters of `expect diff`, each at most once, at least one (completion reads none of them).
  private mutating func matchCounters(_ slot: Slot) throws(ParseError) -> Arguments.Value {
    var expectation = DiffExpectation()
    while !atEnd {
      let word = words[position]
      if !completing { try readCounter(word, into: &expectation) }
      position += 1
    }
    if expectation.counts.isEmpty && !completing { throw missing(slot) }
    return .counters(expectation)
  }

  /// One `name=N` word of `expect diff`, added to `expectation`.
  private func readCounter(_ word: Word, into expectation: inout DiffExpectation) throws(ParseError) {
    let parts = word.text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
    let name = String(parts[0])
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

  /// A title: the rest of the line, or a lone unquoted `-` for none.
  private mutating func matchTitle(_ slot: Slot) throws(ParseError) -> Arguments.Value {
    guard !atEnd else { throw missing(slot) }
    // Only the bare word removes the title; the lexer keeps whether it was quoted.
    if position == words.endIndex - 1, !words[position].isQuoted, words[position].text == "-" {
      position = words.endIndex
      return .absent
    }
    defer { position = words.endIndex }
    return .word(words[position...].map(\.text).joined(separator: " "))
  }

  /// The rest of the line, words joined by single spaces.
  private mutating func matchText(_ slot: Slot, required: Bool) throws(ParseError) -> Arguments.Value {
    guard !atEnd else {
      if required { throw missing(slot) }
      return .absent
    }
    let text = words[position...].map(\.text).joined(separator: " ")
    position = words.endIndex
    return .word(text)
  }

  // MARK: Slots of one word

  /// `main:` as one word, or `main :` as two.
  private mutating func matchSectionLabel(_ slot: Slot, terminators: [String]) throws(ParseError) -> Arguments.Value {
    let word = try takeWord(for: slot, terminators: terminators)
    if word.text.count > 1 && word.text.hasSuffix(":") { return .sections([String(word.text.dropLast())]) }
    if !atEnd && words[position].text == ":" && !word.text.isEmpty {
      position += 1
      return .sections([word.text])
    }
    if completing && atEnd { return .sections([word.text]) }
    throw .invalidArgument(command: command, word: word.text, expected: slot.expectation, usage: usage)
  }

  /// One of `options`, unquoted.
  private mutating func matchChoice(_ options: [String]) throws(ParseError) -> Arguments.Value {
    guard !atEnd else {
      throw .expectedKeyword(command: command, expected: options, found: nil, usage: usage)
    }
    let word = words[position]
    guard !word.isQuoted, options.contains(word.text) else {
      throw .expectedKeyword(command: command, expected: options, found: word.text, usage: usage)
    }
    position += 1
    return .word(word.text)
  }

  /// `before ITEM`, `after ITEM` or `into S`.
  private mutating func matchDragTarget(_ slot: Slot, terminators: [String]) throws(ParseError) -> Arguments.Value {
    guard case .word(let keyword) = try matchChoice(DragTarget.keywords) else { throw missing(slot) }
    if keyword == DragTarget.intoKeyword {
      return .dragTarget(.endOf(section: try takeWord(for: .section("S"), terminators: terminators).text))
    }
    let position = RelativePosition(rawValue: keyword) ?? .after
    return .dragTarget(.relative(position, try item(try takeWord(for: .item("ITEM"), terminators: terminators))))
  }

  /// A whole number ≥ `minimum`; one too large for an `Int` says so.
  private mutating func matchInteger(
    _ slot: Slot, minimum: Int, terminators: [String]
  ) throws(ParseError) -> Arguments.Value {
    let word = try takeWord(for: slot, terminators: terminators)
    let isNumeral = !word.text.isEmpty && word.text.allSatisfy { $0.isASCII && ($0.isNumber || $0 == "-") }
    guard let value = Int(word.text), isNumeral, value >= minimum else {
      let tooLarge = isNumeral && !word.text.hasPrefix("-") && Int(word.text) == nil
      let expected =
        tooLarge ? "a whole number from \(minimum) to \(Int.max)" : "a whole number ≥ \(minimum)"
      throw .invalidArgument(command: command, word: word.text, expected: expected, usage: usage)
    }
    return .integer(value)
  }

  /// A whole number ≥ `minimum`, or `off` (absent).
  private mutating func matchLimit(
    _ slot: Slot, minimum: Int, terminators: [String]
  ) throws(ParseError) -> Arguments.Value {
    let word = try takeWord(for: slot, terminators: terminators)
    if word.isKeyword("off") { return .absent }
    guard word.text.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(word.text), value >= minimum else {
      throw .invalidArgument(
        command: command, word: word.text, expected: "a whole number ≥ \(minimum), or off", usage: usage)
    }
    return .integer(value)
  }

  /// `help`'s topic: a command name (or unique prefix), and for a command with keyword forms one of them
  /// (`help expect layout`).
  private mutating func matchCommandName() throws(ParseError) -> Arguments.Value {
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
    let formWord = words[position]
    position += 1
    guard let spec = CommandTable.specs(named: name).first(where: \.hasKeywordForms) else {
      throw .unexpectedArgument(command: command, word: formWord.text, usage: usage)
    }
    let form = try CommandTable.form(of: spec, keyword: formWord.text)
    return .helpTopic(HelpTopic(command: name, form: form.keyword))
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

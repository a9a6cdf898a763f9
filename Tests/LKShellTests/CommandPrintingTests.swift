// Printing a command back from its grammar (`CommandSpec.line`): every example and random arguments of every form
// print as a line that parses to the same command; the spellings the explanations already showed are kept.
import ListKit
import ListKitTestSupport
import Testing

@testable import LKShell

@Suite struct CommandPrintingTests {
  /// The context a command of `spec` is parsed in: the shell's item types, inside a section snapshot if it needs one.
  static func context(for spec: CommandSpec) -> ParseContext {
    ParseContext(
      knownTypeNames: ItemCatalogue.typeNames, isInSectionSnapshot: spec.availability == .insideSectionSnapshot)
  }

  @Test("Every example of the table prints back as a line that parses to the same command")
  func examplesRoundTrip() throws {
    var printed = 0
    for spec in CommandTable.all {
      let context = Self.context(for: spec)
      for form in spec.forms {
        let command = try #require(try Parser.parse(line: form.example, context: context)).command
        let line = command.line
        #expect(try Parser.parse(line: line, context: context)?.command == command, "\(form.example) → \(line)")
        printed += 1
      }
    }
    #expect(printed > 100)
  }

  @Test("Random arguments of every form print as a line that parses to the command they build", arguments: 1...4)
  func randomArgumentsRoundTrip(seed: UInt64) throws {
    var generator = RandomArguments(seed: seed)
    var quoted = 0
    for spec in CommandTable.all {
      let context = Self.context(for: spec)
      for form in spec.forms {
        for _ in 0..<30 {
          let arguments = Arguments(values: form.slots.map { generator.value(for: $0) })
          let command = form.build(arguments)
          let line = command.line
          if line.contains("\"") || line.contains("$'") { quoted += 1 }
          let parsed = try? Parser.parse(line: line, context: context)?.command
          #expect(parsed == command, "\(line)")
        }
      }
    }
    // The generator is not vacuous: many lines needed quotes.
    #expect(quoted > 500)
  }

  @Test(
    "Every form names what it makes: a command it builds finds that form again, with the values it was built from",
    arguments: 1...2)
  func everyFormNamesWhatItMakes(seed: UInt64) throws {
    var generator = RandomArguments(seed: seed)
    var aliases: [String] = []
    for spec in CommandTable.all {
      for form in spec.forms {
        let name = spec.displayName(of: form)
        if form.arguments(form.build(Arguments(values: form.slots.map { generator.value(for: $0) }))) == nil {
          aliases.append(name)
          continue
        }
        for _ in 0..<20 {
          let command = form.build(Arguments(values: form.slots.map { generator.value(for: $0) }))
          let entry = CommandTable.entry(of: command)
          #expect(entry.spec.name == spec.name && entry.form.keyword == form.keyword, "\(name): \(command)")
          #expect(entry.spec.availability == spec.availability, "\(name)")
          #expect(form.build(entry.arguments) == command, "\(name): \(command)")
        }
      }
    }
    // Only the two other names of a command have no way back of their own: `set` alone and `exit`.
    #expect(aliases == ["set", "exit"])
  }

  @Test("Model edits and view calls print as the explanations always spelled them")
  func todaysSpellingsAreKept() throws {
    let context = ParseContext(knownTypeNames: ItemCatalogue.typeNames)
    for line in [
      "delete-items-at 0.1 0.2", "insert-items-at 1.0", "move-item-at 0.0 0.2", "delete-sections-at 1 2",
      "move-section-at 0 2", "delete-rows-at 1.0", "move-row-at 0.1 0.0", "append-items \"to\" Banner:1 to main",
      "insert-items \"before\" after a", "append-sections \"two words\" $'tab\\there'",
    ] {
      let command = try #require(try Parser.parse(line: line, context: context)).command
      #expect(command.line == line)
    }
    #expect(ViewCall.deleteItems([IndexPath(item: 2, section: 0)]).commandLine(words: .table) == "delete-rows-at 0.2")
  }

  @Test("Words the following slots begin with are quoted; a lone title - is the quoted \"-\"")
  func keywordsOfFollowingSlotsAreQuoted() {
    #expect(
      SessionCommand.sectionSnapshot("--current", current: true).line == "section-snapshot \"--current\" --current")
    #expect(
      SessionCommand.setAccessory(ItemReference(id: "checkmark"), .checkmark).line
        == "set-accessory \"checkmark\" checkmark")
    #expect(SessionCommand.setTitle(.header, section: "A", title: "-").line == "set-header A \"-\"")
    #expect(SessionCommand.setTitle(.footer, section: "A", title: nil).line == "set-footer A -")
    #expect(
      SessionCommand.setContent(ItemReference(id: "a"), text: "Hello, world").line == "set-content a Hello, world")
    #expect(
      SessionCommand.setContent(ItemReference(id: "a"), text: "two  spaces").line == "set-content a \"two  spaces\"")
    #expect(SessionCommand.scrollTo(.item(ItemReference(id: "1.2"))).line == "scroll-to \"1.2\"")
    #expect(SessionCommand.scrollTo(.indexPath(section: 1, item: 2)).line == "scroll-to 1.2")
    #expect(Command.shell(.expectNext(PendingExpectation(.error, text: nil))).line == "expect error")
    #expect(SessionCommand.set(Setting(.reloadThreshold, .limit(nil))).line == "set reload-threshold off")
  }
}

/// Random values for a form's slots, of the shapes the matcher hands to the form's build closure, with words chosen to
/// need quoting: keywords of the grammar, the lexer's special characters, typed-item prefixes, index paths, controls.
struct RandomArguments {
  var random: SplitMix64

  init(seed: UInt64) { random = SplitMix64(seed: seed) }

  static let fragments = [
    "a", "b", "Z", "item", "1", "0", ".", ":", " ", "  ", "\"", "'", "\\", ";", "#", "$", "$1", "{", "}", "{a,b}", ",",
    "-", "to", "before", "after", "on", "off", "--current", "--style", "--no-animation", "none", "checkmark", "layout",
    "items", "é", "\u{301}", "\t", "\n", "\u{1B}", "Banner:", "Text:", "Foo:", "1.2", "=", "\u{202E}", "\u{A0}",
  ]

  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
  mutating func bool() -> Bool { Bool.random(using: &random) }

  /// Some fragments joined, or one of them alone (a keyword, a special character), or empty.
  mutating func text() -> String {
    (0..<int(0...3)).map { _ in Self.fragments.randomElement(using: &random)! }.joined()
  }

  mutating func nonEmptyText() -> String {
    let text = text()
    return text.isEmpty ? "x" : text
  }

  mutating func item() -> ItemReference {
    let typeNames: [String?] = [nil] + ItemCatalogue.typeNames.map { $0 }
    let typeName = typeNames.randomElement(using: &random)!
    return typeName == nil ? ItemReference(id: text()) : ItemReference(typeName: typeName, id: nonEmptyText())
  }

  mutating func indexPath() -> IndexPath { IndexPath(item: int(0...40), section: int(0...5)) }

  mutating func some<T>(_ minimum: Int, _ make: (inout Self) -> T) -> [T] {
    (0..<int(minimum...minimum + 3)).map { _ in make(&self) }
  }

  mutating func value(for slot: Slot) -> Arguments.Value {
    switch slot {
    case .section: return .sections([text()])
    case .sections: return .sections(some(1) { $0.text() })
    case .item: return .items([item()])
    case .items(_, let minimum): return .items(some(minimum) { $0.item() })
    case .sectionLabel: return .sections([nonEmptyText()])
    case .choice(let options): return .word(options.randomElement(using: &random)!)
    case .optional(_, let inner): return bool() ? .absent : value(for: inner)
    case .flag: return .flag(bool())
    case .integer(_, let minimum): return .integer(bool() ? int(minimum...minimum + 50) : Int.max)
    case .limit(_, let minimum): return bool() ? .absent : .integer(int(minimum...minimum + 50))
    case .text(_, let required): return !required && bool() ? .absent : .word(text())
    case .title: return bool() ? .absent : .word(bool() ? "-" : text())
    case .file: return .word(text())
    case .words: return .words(some(0) { $0.text() })
    case .scrollTarget:
      return .scrollTarget(bool() ? .item(item()) : .indexPath(section: int(0...5), item: int(0...40)))
    case .dragTarget:
      return .dragTarget(bool() ? .relative(bool() ? .before : .after, item()) : .endOf(section: text()))
    case .counters:
      var expectation = DiffExpectation()
      for counter in DiffCounter.allCases where bool() { expectation[counter] = int(0...20) }
      if expectation.counts.isEmpty { expectation[.inserted] = int(0...20) }
      return .counters(expectation)
    case .commandName:
      guard bool() else { return .absent }
      let spec = CommandTable.all.randomElement(using: &random)!
      let form = spec.hasKeywordForms && bool() ? spec.formKeywords.randomElement(using: &random) : nil
      return .helpTopic(HelpTopic(command: spec.name, form: form))
    case .indexPath: return .indexPaths([indexPath()])
    case .indexPaths: return .indexPaths(some(1) { $0.indexPath() })
    case .sectionIndexes: return .integers(some(1) { $0.int(0...9) })
    }
  }
}

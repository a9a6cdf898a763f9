// Parser: every command from a representative line, argument errors per command, and hostile input.
import Testing

@testable import LKShell

func item(_ id: String, _ type: String? = nil) -> ItemReference { ItemReference(typeName: type, id: id) }

@Suite struct ParserTests {
  static let outside = ParseContext()
  static let inside = ParseContext(isInSectionSnapshot: true)

  func parse(_ line: String, _ context: ParseContext = outside) throws -> Command? {
    try Parser.parse(line: line, context: context)
  }

  func error(_ line: String, _ context: ParseContext = outside) -> ParseError? {
    do {
      _ = try Parser.parse(line: line, context: context)
      return nil
    } catch {
      return error
    }
  }

  static let outsideCases: [(String, Command)] = [
    ("append-sections main more", .appendSections(["main", "more"])),
    ("insert-sections a b before main", .insertSections(["a", "b"], .before, section: "main")),
    ("insert-sections a after main", .insertSections(["a"], .after, section: "main")),
    ("delete-sections a b", .deleteSections(["a", "b"])),
    ("move-section a after b", .moveSection("a", .after, section: "b")),
    ("reload-sections main", .reloadSections(["main"])),
    ("append-items a Banner:1", .appendItems([item("a"), item("1", "Banner")], toSection: nil)),
    ("append-items a b to main", .appendItems([item("a"), item("b")], toSection: "main")),
    ("append-items row{1..3}", .appendItems([item("row1"), item("row2"), item("row3")], toSection: nil)),
    (
      #"append-items "to" 'before' to "my section""#,
      .appendItems([item("to"), item("before")], toSection: "my section")
    ),
    ("insert-items x y before Product:7", .insertItems([item("x"), item("y")], .before, item: item("7", "Product"))),
    ("delete-items a Ad:2", .deleteItems([item("a"), item("2", "Ad")])),
    ("delete-all-items", .deleteAllItems),
    ("move-item c before a", .moveItem(item("c"), .before, item: item("a"))),
    ("reload-items a b", .reloadItems([item("a"), item("b")])),
    ("reconfigure-items Contact:ann", .reconfigureItems([item("ann", "Contact")])),
    ("new-snapshot", .newSnapshot),
    ("revert", .revert),
    ("section-snapshot main", .sectionSnapshot("main", current: false)),
    ("section-snapshot main --current", .sectionSnapshot("main", current: true)),
    ("apply", .apply(animatingDifferences: true)),
    ("apply --no-animation", .apply(animatingDifferences: false)),
    ("apply-reload-data", .applyReloadData),
    ("set-content a Hello,   world", .setContent(item("a"), text: "Hello, world")),
    (#"set-content Banner:1 "  spaced  ""#, .setContent(item("1", "Banner"), text: "  spaced  ")),
    ("scroll-to Banner:9", .scrollTo(.item(item("9", "Banner")))),
    ("scroll-to 1.40", .scrollTo(.indexPath(section: 1, item: 40))),
    ("scroll-to '1.40'", .scrollTo(.item(item("1.40")))),
    ("scroll-to 1.x", .scrollTo(.item(item("1.x")))),
    ("select Product:42", .select(item("42", "Product"))),
    ("expand Folder:docs", .expand([item("docs", "Folder")])),
    ("collapse Folder:docs Folder:src", .collapse([item("docs", "Folder"), item("src", "Folder")])),
    ("show", .show(.layout)),
    ("show layout", .show(.layout)),
    ("show snapshot", .show(.snapshot)),
    ("show diff", .show(.diff)),
    ("show tree main", .show(.tree(section: "main"))),
    ("show cells", .show(.cells)),
    ("show sn", .show(.snapshot)),
    ("info Banner:1", .info(item("1", "Banner"))),
    ("info main", .info(item("main"))),
    ("types", .types),
    ("history", .history),
    ("undo", .undo),
    ("redo", .redo),
    ("run examples/tour.lks", .run(path: "examples/tour.lks", arguments: [])),
    ("run t.lks a 'b c'", .run(path: "t.lks", arguments: ["a", "b c"])),
    ("echo hello   world", .echo("hello world")),
    ("echo", .echo("")),
    ("set viewport 20", .set(.viewport(20))),
    ("set color auto", .set(.color(.auto))),
    ("set format json", .set(.format(.json))),
    ("set timing on", .set(.timing(true))),
    ("set auto-reconfigure off", .set(.autoReconfigure(false))),
    ("set animate off", .set(.animate(false))),
    ("help", .help(nil)),
    ("help append-i", .help("append-items")),
    ("help end", .help("end")),
    ("quit", .quit),
    ("exit", .quit),
    ("expect layout main: a Banner:1", .expect(.layout(section: "main", items: [item("a"), item("1", "Banner")]))),
    ("expect layout main :", .expect(.layout(section: "main", items: []))),
    (#"expect layout "my section": a"#, .expect(.layout(section: "my section", items: [item("a")]))),
    ("expect sections header main", .expect(.sections(["header", "main"]))),
    ("expect count items 3", .expect(.count(.items, 3))),
    ("expect count sections 0", .expect(.count(.sections, 0))),
    (
      "expect diff inserted=2 moved=1 sections-reloaded=0",
      .expect(.diff(DiffExpectation(inserted: 2, moved: 1, sectionsReloaded: 0)))
    ),
    ("expect cell a Hello world", .expect(.cell(item("a"), text: "Hello world"))),
    ("expect error", .expect(.error(nil))),
    ("expect error There are currently no sections", .expect(.error("There are currently no sections"))),
    ("expect warning already exist", .expect(.warning("already exist"))),
    ("expect warning", .expect(.warning(nil))),
    ("append-s a", .appendSections(["a"])),
    ("apply-r", .applyReloadData),
  ]

  @Test func everyCommandOutsideASectionSnapshot() throws {
    for (line, expected) in Self.outsideCases {
      #expect(try parse(line) == expected, "\(line)")
    }
  }

  @Test func sectionSnapshotCommands() throws {
    let cases: [(String, Command)] = [
      ("append Folder:docs File:a", .sectionAppend([item("docs", "Folder"), item("a", "File")], toParent: nil)),
      (
        "append File:a File:b to Folder:docs",
        .sectionAppend([item("a", "File"), item("b", "File")], toParent: item("docs", "Folder"))
      ),
      ("insert File:c after File:b", .sectionInsert([item("c", "File")], .after, item: item("b", "File"))),
      ("insert x before y", .sectionInsert([item("x")], .before, item: item("y"))),
      ("delete Folder:docs", .sectionDelete([item("docs", "Folder")])),
      ("expand Folder:docs", .sectionExpand([item("docs", "Folder")])),
      ("collapse a b", .sectionCollapse([item("a"), item("b")])),
      ("apply", .sectionApply),
      ("end", .sectionEnd),
      ("append-items a", .appendItems([item("a")], toSection: nil)),
      ("show tree main", .show(.tree(section: "main"))),
      ("en", .sectionEnd),
    ]
    for (line, expected) in cases {
      #expect(try parse(line, Self.inside) == expected, "\(line)")
    }
  }

  @Test func aMillionItemsOnOneLine() throws {
    guard case .appendItems(let items, let section)? = try parse("append-items row{1..1000000} to main") else {
      Issue.record("expected append-items")
      return
    }
    #expect(items.count == 1_000_000 && items.last == item("row1000000") && section == "main")
  }

  @Test func blankAndCommentLinesParseToNothing() throws {
    #expect(try parse("") == nil)
    #expect(try parse("   # only a comment") == nil)
    #expect(try parse("{,}") == nil)
  }

  @Test func typedItems() throws {
    #expect(try parse("delete-items Text:a a") == .deleteItems([item("a"), item("a")]))
    #expect(
      try parse(#"delete-items Product:"big box" "Note: hi" note:1 12:30"#)
        == .deleteItems([
          item("big box", "Product"), item("Note: hi"), item("note:1"), item("12:30"),
        ]))
    #expect(item("1", "Banner").description == "Banner:1")
    #expect(item("a", "Text").typeName == nil && item("a").resolvedTypeName == "Text")
    let custom = ParseContext(knownTypeNames: ["Widget"])
    #expect(try parse("delete-items Widget:1", custom) == .deleteItems([item("1", "Widget")]))
  }

  @Test func unknownItemTypesSuggestKnownOnes() {
    let error = error("append-items Bannr:1")
    #expect(
      error
        == .unknownItemType(
          command: "append-items", typeName: "Bannr", known: ParseContext.builtInTypeNames, suggestions: ["Banner"]))
    #expect(
      error?.description
        == "append-items: unknown item type 'Bannr' (known: Ad, Banner, Contact, File, Folder, Product, Text); did you mean 'Banner'?"
    )
    #expect(self.error("delete-items Banner:") == .emptyItemIdentifier(command: "delete-items", typeName: "Banner"))
  }

  @Test func argumentErrorsNameTheCommandAndShowUsage() {
    #expect(
      error("append-items")?.description
        == "append-items: expected at least one item. usage: append-items ITEM... [to S]")
    #expect(
      error("append-items to main")?.description
        == "append-items: expected at least one item. usage: append-items ITEM... [to S]")
    #expect(
      error("append-items a to")?.description == "append-items: expected a section. usage: append-items ITEM... [to S]")
    #expect(
      error("append-items a to main extra")?.description
        == "append-items: unexpected argument 'extra'. usage: append-items ITEM... [to S]")
    #expect(
      error("move-item a b")?.description
        == "move-item: expected before|after, found 'b'. usage: move-item ITEM before|after ITEM")
    #expect(
      error("insert-items a")?.description
        == "insert-items: expected before|after. usage: insert-items ITEM... before|after ITEM")
    #expect(
      error("set viewport 0")?.description
        == "set viewport: expected a whole number ≥ 1, found '0'. usage: set viewport N")
    #expect(
      error("set colour on")?.description
        == "set: unknown setting 'colour' (viewport, color, format, timing, auto-reconfigure, animate); did you mean 'color'?"
    )
    #expect(
      error("set color yes")?.description
        == "set color: expected on|off|auto, found 'yes'. usage: set color on|off|auto")
    #expect(error("set")?.description.hasPrefix("set: expected a setting (viewport, color") == true)
    #expect(error("show everything")?.description.hasPrefix("show: unknown subject 'everything'") == true)
    #expect(
      error("expect layout main a")?.description
        == "expect layout: expected S: (a section followed by ':'), found 'main'. usage: expect layout S: [ITEM...]")
    #expect(error("expect diff inserted=2 inserted=3") == .duplicateCounter(command: "expect diff", name: "inserted"))
    #expect(error("expect diff insertd=2")?.description.contains("did you mean 'inserted'") == true)
    #expect(
      error("expect diff inserted=x")
        == .invalidArgument(
          command: "expect diff", word: "inserted=x", expected: "inserted=N (N ≥ 0)",
          usage: "expect diff [COUNTER=N]..."))
    #expect(error("expect count items 99999999999999999999")?.description.contains("whole number") == true)
    #expect(error("expect count things 3")?.description.hasPrefix("expect count: expected items|sections") == true)
    #expect(error("help nosuch") == .unknownHelpTopic("nosuch", suggestions: []))
    #expect(error("end") == .onlyInSectionSnapshot(command: "end"))
    #expect(error("section-snapshot main", Self.inside) == .notInSectionSnapshot(command: "section-snapshot"))
    #expect(error(#"echo "open"#) == .lexical(.unterminatedQuote(quote: "\"", column: 6)))
    #expect(
      error("append-items {1..3000000}")
        == .braceExpansion(.tooManyWords(count: 3_000_000, limit: 2_000_000), command: "append-items"))
  }

  @Test func everyCommandRejectsBadArguments() {
    let bad: [(String, ParseContext)] = [
      ("append-sections", Self.outside), ("insert-sections a", Self.outside),
      ("insert-sections a before", Self.outside),
      ("delete-sections", Self.outside), ("move-section a", Self.outside), ("move-section a after b c", Self.outside),
      ("reload-sections", Self.outside), ("append-items", Self.outside), ("insert-items a before", Self.outside),
      ("delete-items", Self.outside), ("delete-all-items x", Self.outside), ("move-item a before", Self.outside),
      ("reload-items", Self.outside), ("reconfigure-items", Self.outside), ("new-snapshot x", Self.outside),
      ("revert x", Self.outside), ("section-snapshot", Self.outside), ("section-snapshot a --later", Self.outside),
      ("append", Self.inside), ("append a to", Self.inside), ("insert a", Self.inside), ("delete", Self.inside),
      ("expand", Self.inside), ("collapse", Self.inside), ("apply now", Self.inside), ("end now", Self.inside),
      ("apply --fast", Self.outside), ("apply-reload-data x", Self.outside), ("set-content a", Self.outside),
      ("scroll-to", Self.outside), ("select", Self.outside), ("select a b", Self.outside), ("expand", Self.outside),
      ("collapse", Self.outside), ("show tree", Self.outside), ("show diff x", Self.outside), ("info", Self.outside),
      ("types x", Self.outside), ("history x", Self.outside), ("undo x", Self.outside), ("redo x", Self.outside),
      ("run", Self.outside), ("set viewport", Self.outside), ("set viewport -3", Self.outside),
      ("set format xml", Self.outside), ("set timing", Self.outside), ("set auto-reconfigure maybe", Self.outside),
      ("set animate on off", Self.outside), ("help a b", Self.outside), ("quit now", Self.outside),
      ("exit 1", Self.outside), ("expect", Self.outside), ("expect layout", Self.outside),
      ("expect sections", Self.outside), ("expect count items", Self.outside), ("expect diff", Self.outside),
      ("expect cell a", Self.outside), ("expect nothing", Self.outside),
    ]
    for (line, context) in bad {
      let failure = error(line, context)
      #expect(failure != nil, "\(line) should fail")
      let name = line.split(separator: " ").first.map(String.init) ?? ""
      #expect(failure?.description.contains(name) == true, "\(line): \(failure?.description ?? "")")
    }
  }

  @Test func hostileLinesNeverCrash() {
    var generator = SplitMix64(seed: 0x5EED)
    var lines: [String] = [
      "", "\\", "\"", "'", "{", "}", "{{{{", "}}}}", "{1..99999999999999999999}", "{1..100000}{1..100000}",
      String(repeating: "a", count: 200_000), "append-items " + String(repeating: "{", count: 50_000),
      "to", "before", "after", "--current", "append-items to to to", "insert-items before after",
      "expect layout :", "expect layout ::", "scroll-to 99999999999999999999.1", "set viewport 99999999999999999999",
      "append-items " + String(repeating: "{a,", count: 300) + String(repeating: "}", count: 300),
      "echo \u{0}\u{1}\u{7f}", "Banner:", "append-items :", "expect diff =", "expect diff ===",
    ]
    let vocabulary =
      CommandTable.allNames + [
        "to", "before", "after", "--no-animation", "--current", "Banner:1", "Foo:1", "\"", "'", "\\", "#", "{1..3}",
        "{a,b}", "{01..10}", ":", "main:", "1.2", "-1", "inserted=1", "layout", "tree", "viewport", "on", "x{",
      ]
    for _ in 0..<600 {
      var line = ""
      switch generator.next() % 3 {
      case 0:
        for _ in 0..<(generator.next() % 60) {
          line.unicodeScalars.append(Unicode.Scalar(UInt8(truncatingIfNeeded: generator.next())))
        }
      case 1:
        line = (0..<(generator.next() % 8)).map { _ in vocabulary[Int(generator.next() % UInt64(vocabulary.count))] }
          .joined(separator: " ")
      default:
        let count = Int(generator.next() % 6)
        line = (0..<count).map { _ in "{\(generator.next() % 100_000)..\(generator.next())}" }.joined()
      }
      lines.append(line)
    }
    #expect(lines.count >= 500)
    for line in lines {
      for context in [Self.outside, Self.inside] {
        do {
          _ = try Parser.parse(line: line, context: context)
        } catch {
          #expect(!error.description.isEmpty)
        }
      }
      _ = try? Lexer.commands(in: line)
      _ = Completion.completionCandidates(lineUpToCursor: line, context: CompletionContext())
    }
  }
}

/// A small deterministic generator for the robustness test.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

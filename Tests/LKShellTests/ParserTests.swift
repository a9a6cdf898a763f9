// Parser: every command from a representative line, argument errors per command, and hostile input.
import ListKitTestSupport
import Testing

@testable import LKShell

func item(_ id: String, _ type: String? = nil) -> ItemReference { ItemReference(typeName: type, id: id) }

@Suite struct ParserTests {
  static let outside = ParseContext()
  static let inside = ParseContext(isInSectionSnapshot: true)

  func parse(_ line: String, _ context: ParseContext = outside) throws -> Command? {
    try Parser.parse(line: line, context: context)?.command
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
    ("append-sections main more", .session(.appendSections(["main", "more"]))),
    ("insert-sections a b before main", .session(.insertSections(["a", "b"], .before, section: "main"))),
    ("insert-sections a after main", .session(.insertSections(["a"], .after, section: "main"))),
    ("delete-sections a b", .session(.deleteSections(["a", "b"]))),
    ("move-section a after b", .session(.moveSection("a", .after, section: "b"))),
    ("reload-sections main", .session(.reloadSections(["main"]))),
    ("append-items a Banner:1", .session(.appendItems([item("a"), item("1", "Banner")], toSection: nil))),
    ("append-items a b to main", .session(.appendItems([item("a"), item("b")], toSection: "main"))),
    ("append-items row{1..3}", .session(.appendItems([item("row1"), item("row2"), item("row3")], toSection: nil))),
    (
      #"append-items "to" 'before' to "my section""#,
      .session(.appendItems([item("to"), item("before")], toSection: "my section"))
    ),
    (
      "insert-items x y before Product:7",
      .session(.insertItems([item("x"), item("y")], .before, item: item("7", "Product")))
    ),
    ("delete-items a Ad:2", .session(.deleteItems([item("a"), item("2", "Ad")]))),
    ("delete-all-items", .session(.deleteAllItems)),
    ("move-item c before a", .session(.moveItem(item("c"), .before, item: item("a")))),
    ("reload-items a b", .session(.reloadItems([item("a"), item("b")]))),
    ("reconfigure-items Contact:ann", .session(.reconfigureItems([item("ann", "Contact")]))),
    ("new-snapshot", .session(.newSnapshot)),
    ("revert", .session(.revert)),
    ("section-snapshot main", .session(.sectionSnapshot("main", current: false))),
    ("section-snapshot main --current", .session(.sectionSnapshot("main", current: true))),
    ("apply", .session(.apply(animatingDifferences: true))),
    ("apply --no-animation", .session(.apply(animatingDifferences: false))),
    ("apply-reload-data", .session(.applyReloadData)),
    ("set-content a Hello,   world", .session(.setContent(item("a"), text: "Hello, world"))),
    (#"set-content Banner:1 "  spaced  ""#, .session(.setContent(item("1", "Banner"), text: "  spaced  "))),
    ("scroll-to Banner:9", .session(.scrollTo(.item(item("9", "Banner"))))),
    ("scroll-to 1.40", .session(.scrollTo(.indexPath(section: 1, item: 40)))),
    ("scroll-to '1.40'", .session(.scrollTo(.item(item("1.40"))))),
    ("scroll-to 1.x", .session(.scrollTo(.item(item("1.x"))))),
    ("select Product:42", .session(.select(item("42", "Product")))),
    ("expand Folder:docs", .session(.expand([item("docs", "Folder")]))),
    ("collapse Folder:docs Folder:src", .session(.collapse([item("docs", "Folder"), item("src", "Folder")]))),
    ("show", .session(.show(.layout))),
    ("show layout", .session(.show(.layout))),
    ("show snapshot", .session(.show(.snapshot))),
    ("show diff", .session(.show(.diff))),
    ("show tree main", .session(.show(.tree(section: "main")))),
    ("show cells", .session(.show(.cells))),
    ("show sn", .session(.show(.snapshot))),
    ("info Banner:1", .session(.info(item("1", "Banner")))),
    ("info main", .session(.info(item("main")))),
    ("types", .session(.types)),
    ("history", .session(.history)),
    ("undo", .session(.undo)),
    ("redo", .session(.redo)),
    ("run examples/tour.lks", .shell(.run(path: "examples/tour.lks", arguments: []))),
    ("run t.lks a 'b c'", .shell(.run(path: "t.lks", arguments: ["a", "b c"]))),
    ("echo hello   world", .session(.echo("hello world"))),
    ("echo", .session(.echo(""))),
    ("set viewport 20", .session(.set(Setting(.viewport, .integer(20))))),
    ("set color auto", .session(.set(Setting(.color, .word("auto"))))),
    ("set format json", .session(.set(Setting(.format, .word("json"))))),
    ("set timing on", .session(.set(Setting(.timing, .toggle(true))))),
    ("set auto-reconfigure off", .session(.set(Setting(.autoReconfigure, .toggle(false))))),
    ("set animate off", .session(.set(Setting(.animate, .toggle(false))))),
    ("help", .session(.help(nil))),
    ("help append-i", .session(.help(HelpTopic(command: "append-items")))),
    ("help end", .session(.help(HelpTopic(command: "end")))),
    ("quit", .shell(.quit)),
    ("exit", .shell(.quit)),
    (
      "expect layout main: a Banner:1",
      .session(.expect(.layout(section: "main", items: [item("a"), item("1", "Banner")])))
    ),
    ("expect layout main :", .session(.expect(.layout(section: "main", items: [])))),
    (#"expect layout "my section": a"#, .session(.expect(.layout(section: "my section", items: [item("a")])))),
    ("expect sections header main", .session(.expect(.sections(["header", "main"])))),
    ("expect count items 3", .session(.expect(.count(.items, 3)))),
    ("expect count sections 0", .session(.expect(.count(.sections, 0)))),
    (
      "expect diff inserted=2 moved=1 sections-reloaded=0",
      .session(.expect(.diff(DiffExpectation([.inserted: 2, .moved: 1, .sectionsReloaded: 0]))))
    ),
    ("expect cell a Hello world", .session(.expect(.cell(item("a"), text: "Hello world")))),
    ("expect error", .shell(.expectNext(PendingExpectation(.error, text: nil)))),
    (
      "expect error There are currently no sections",
      .shell(.expectNext(PendingExpectation(.error, text: "There are currently no sections")))
    ),
    ("expect warning already exist", .shell(.expectNext(PendingExpectation(.warning, text: "already exist")))),
    ("expect warning", .shell(.expectNext(PendingExpectation(.warning, text: nil)))),
    ("append-s a", .session(.appendSections(["a"]))),
    ("apply-r", .session(.applyReloadData)),
  ]

  @Test func everyCommandOutsideASectionSnapshot() throws {
    for (line, expected) in Self.outsideCases {
      #expect(try parse(line) == expected, "\(line)")
    }
  }

  @Test func sectionSnapshotCommands() throws {
    let cases: [(String, Command)] = [
      (
        "append Folder:docs File:a",
        .session(.sectionAppend([item("docs", "Folder"), item("a", "File")], toParent: nil))
      ),
      (
        "append File:a File:b to Folder:docs",
        .session(.sectionAppend([item("a", "File"), item("b", "File")], toParent: item("docs", "Folder")))
      ),
      ("insert File:c after File:b", .session(.sectionInsert([item("c", "File")], .after, item: item("b", "File")))),
      ("insert x before y", .session(.sectionInsert([item("x")], .before, item: item("y")))),
      ("delete Folder:docs", .session(.sectionDelete([item("docs", "Folder")]))),
      ("expand Folder:docs", .session(.sectionExpand([item("docs", "Folder")]))),
      ("collapse a b", .session(.sectionCollapse([item("a"), item("b")]))),
      ("apply", .session(.sectionApply(animatingDifferences: true))),
      ("end", .session(.sectionEnd)),
      ("append-items a", .session(.appendItems([item("a")], toSection: nil))),
      ("show tree main", .session(.show(.tree(section: "main")))),
      ("en", .session(.sectionEnd)),
    ]
    for (line, expected) in cases {
      #expect(try parse(line, Self.inside) == expected, "\(line)")
    }
  }

  @Test func aMillionItemsOnOneLine() throws {
    guard case .session(.appendItems(let items, let section))? = try parse("append-items row{1..1000000} to main")
    else {
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
    #expect(try parse("delete-items Text:a a") == .session(.deleteItems([item("a"), item("a")])))
    #expect(
      try parse(#"delete-items Product:"big box" "Note: hi" note:1 12:30"#)
        == .session(
          .deleteItems([
            item("big box", "Product"), item("Note: hi"), item("note:1"), item("12:30"),
          ])))
    #expect(item("1", "Banner").description == "Banner:1")
    #expect(item("a", "Text").typeName == nil && item("a").resolvedTypeName == "Text")
    let custom = ParseContext(knownTypeNames: ["Widget"])
    #expect(try parse("delete-items Widget:1", custom) == .session(.deleteItems([item("1", "Widget")])))
  }

  @Test func unknownItemTypesSuggestKnownOnes() {
    let error = error("append-items Bannr:1")
    #expect(
      error
        == .unknownItemType(
          command: "append-items", typeName: "Bannr", known: ParseContext.builtInTypeNames, suggestions: ["Banner"],
          word: "Bannr:1"))
    #expect(
      error?.description
        == "append-items: unknown item type 'Bannr' (known: Ad, Banner, Contact, File, Folder, Product, Text); did you"
        + " mean 'Banner'? (quoted, \"Bannr:1\" is a Text item)"
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
        == "set: unknown setting 'colour' (viewport, color, format, timing, auto-reconfigure, animate, "
        + "row-animation, can-edit, can-move, reload-threshold, recover); did you mean 'color'?"
    )
    #expect(
      error("set color yes")?.description
        == "set color: expected on|off|auto, found 'yes'. usage: set color on|off|auto")
    #expect(error("set") == nil)
    #expect(error("expect")?.description.hasPrefix("expect: expected an assertion (layout,") == true)
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

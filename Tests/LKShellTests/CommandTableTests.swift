// The command table: completeness, abbreviation, "did you mean", and help rendered from it.
import ListKit
import Testing

@testable import LKShell

@Suite struct CommandTableTests {
  @Test func listsEveryCommandOfTheSpec() {
    let expected: Set<String> = [
      "append-sections", "insert-sections", "delete-sections", "move-section", "reload-sections", "append-items",
      "insert-items", "delete-items", "delete-all-items", "move-item", "reload-items", "reconfigure-items",
      "new-snapshot", "revert", "section-snapshot", "append", "insert", "delete", "expand", "collapse", "apply", "end",
      "apply-reload-data", "set-content", "scroll-to", "select", "show", "info", "types", "history", "undo", "redo",
      "run", "echo", "set", "help", "quit", "exit", "expect",
      // The update lab (§8), with the table's names of the item calls:
      "data-source", "reload-data", "batch", "commit", "cancel", "delete-items-at", "insert-items-at",
      "reload-items-at",
      "reconfigure-items-at", "move-item-at", "delete-sections-at", "insert-sections-at", "reload-sections-at",
      "move-section-at", "delete-rows-at", "insert-rows-at", "reload-rows-at", "reconfigure-rows-at", "move-row-at",
      "inject-bug", "number-of-items", "number-of-rows", "explain",
      // Table views (docs/language.md §7):
      "view", "set-header", "set-footer", "swipe", "swipe-delete", "drag", "set-detail", "set-accessory",
      // Extensions documented in docs/language.md:
      "on-expand", "tap",
      // The pictures (§5):
      "export",
    ]
    #expect(Set(CommandTable.allNames) == expected)
    for spec in CommandTable.all {
      #expect(!spec.forms.isEmpty)
      for form in spec.forms { #expect(!form.summary.isEmpty && !form.example.isEmpty, "\(spec.name)") }
    }
  }

  @Test func namesAreUniqueWithinEachContext() {
    for inside in [false, true] {
      let names = CommandTable.all.filter { $0.availability.allows(inSectionSnapshot: inside) }.map(\.name)
      #expect(names.count == Set(names).count)
    }
  }

  @Test func everyExampleParsesInItsContext() throws {
    for spec in CommandTable.all {
      // The shell's own context: every type of the catalogue (examples may use Todo, which the spec does not list).
      let context = ParseContext(
        knownTypeNames: ItemCatalogue.typeNames, isInSectionSnapshot: spec.availability == .insideSectionSnapshot)
      for form in spec.forms {
        let command = try Parser.parse(line: form.example, context: context)
        #expect(command != nil, "\(form.example)")
      }
    }
  }

  @Test("Every session command finds its own table entry and form again (what its traits and name are read from)")
  func everyCommandFindsItsEntry() throws {
    for spec in CommandTable.all {
      let context = ParseContext(
        knownTypeNames: ItemCatalogue.typeNames, isInSectionSnapshot: spec.availability == .insideSectionSnapshot)
      for form in spec.forms {
        guard case .session(let command) = try Parser.parse(line: form.example, context: context)?.command else {
          continue
        }
        // `set` alone is `show settings`.
        if spec.name == "set" && form.keyword == nil {
          #expect(command == .show(.settings))
          continue
        }
        #expect(command.spec.name == spec.name, "\(form.example)")
        #expect(command.spec.availability == spec.availability, "\(form.example)")
        #expect(command.form.keyword == form.keyword, "\(form.example)")
        #expect(command.name == spec.displayName(of: form), "\(form.example)")
        #expect(command.traits == spec.traits(of: form), "\(form.example)")
      }
    }
  }

  @Test("A model edit is typed back as it parses: the name from the table, the arguments in its slots' order")
  func modelEditsAreTypedBack() throws {
    let context = ParseContext(knownTypeNames: ItemCatalogue.typeNames)
    for line in [
      "append-sections main \"two words\"", "insert-sections header before main", "delete-sections more",
      "move-section more after main", "reload-sections main", "append-items a Banner:1 to main", "append-items a",
      "insert-items x y after a", "delete-items a", "delete-all-items", "move-item c before a", "reload-items a",
      "reconfigure-items a", "new-snapshot", "revert",
    ] {
      guard case .session(let command) = try Parser.parse(line: line, context: context)?.command else {
        Issue.record("\(line) did not parse")
        continue
      }
      #expect(command.typedModelEdit == line)
    }
    #expect(SessionCommand.apply(animatingDifferences: true).typedModelEdit == nil)
  }

  @Test(
    "Each setting is declared once: its help example parses, writes its field and reads back, and only it changes"
  )
  func settingDeclarationsRoundTrip() throws {
    for name in SettingName.allCases {
      let declaration = name.declaration
      let line = "set \(name.rawValue) \(declaration.example.text)"
      let parsed = try Parser.parse(line: line, context: ParseContext())?.command
      #expect(parsed == .session(.set(Setting(name, declaration.example))), "\(line)")
      var settings = Session.Settings()
      name.field.write(&settings, declaration.example)
      #expect(settings.value(of: name) == declaration.example, "\(line)")
      // The language's traits say what the session's effect does: resizing the viewport asks the cell provider.
      #expect(
        declaration.traits.contains(.asksCellProvider) == (name.field.effect == .resizesViewport), "\(line)")
      for other in SettingName.allCases where other != name {
        #expect(settings.value(of: other) == Session.Settings().value(of: other), "\(line) changed \(other)")
      }
    }
  }

  @Test("Traits are declared in the table: what edits the model, asks the cell provider, needs a data source")
  func traitsOfSomeCommands() {
    #expect(SessionCommand.appendItems([], toSection: nil).traits.contains(.editsModel))
    #expect(!SessionCommand.sectionAppend([], toParent: nil).traits.contains(.editsModel))
    #expect(SessionCommand.set(Setting(.viewport, .integer(3))).traits == .asksCellProvider)
    #expect(SessionCommand.set(Setting(.animate, .toggle(true))).traits == [])
    #expect(SessionCommand.lab(.viewCall(.deleteItems([]), words: .table)).name == "delete-rows-at")
    #expect(SessionCommand.lab(.viewCall(.deleteSections([]), words: .table)).name == "delete-sections-at")
    #expect(SessionCommand.lab(.viewCall(.moveItem(.init(), to: .init()), words: .collection)).name == "move-item-at")
    #expect(
      SessionCommand.lab(.viewCall(.insertItems([]), words: .collection)).traits == [
        .needsClassicDataSource, .asksCellProvider,
      ])
    #expect(SessionCommand.lab(.injectBug(.countsFromModel)).traits == .needsDiffableDataSource)
    #expect(SessionCommand.lab(.injectBug(.countsFromModel)).name == "inject-bug counts-from-model")
    #expect(SessionCommand.show(.tree(section: "s")).name == "show tree")
    for command in [
      SessionCommand.lab(.dataSource(.classic)), .view(.table, style: nil), .lab(.reloadData), .lab(.beginBatch),
    ] {
      #expect(command.traits.contains(.refusedInsideBatch), "\(command)")
    }
  }

  @Test func uniquePrefixesAbbreviate() throws {
    #expect(try CommandTable.resolve("append-s", inSectionSnapshot: false).name == "append-sections")
    // A name that starts every other match wins: the update lab's `*-at` names did not take the old abbreviations.
    #expect(try CommandTable.resolve("reconfigure-i", inSectionSnapshot: false).name == "reconfigure-items")
    #expect(try CommandTable.resolve("delete-i", inSectionSnapshot: false).name == "delete-items")
    #expect(try CommandTable.resolve("reload-sec", inSectionSnapshot: false).name == "reload-sections")
    #expect(try CommandTable.resolve("appl", inSectionSnapshot: false).name == "apply")
    #expect(try CommandTable.resolve("delete-items-", inSectionSnapshot: false).name == "delete-items-at")
    #expect(try CommandTable.resolve("reconfigure-items", inSectionSnapshot: false).name == "reconfigure-items")
    #expect(try CommandTable.resolve("reconfigure-r", inSectionSnapshot: false).name == "reconfigure-rows-at")
    #expect(try CommandTable.resolve("inj", inSectionSnapshot: false).name == "inject-bug")
    #expect(try CommandTable.resolve("sec", inSectionSnapshot: false).name == "section-snapshot")
    #expect(try CommandTable.resolve("q", inSectionSnapshot: false).name == "quit")
  }

  @Test func ambiguousPrefixesListTheCandidates() {
    #expect(
      throws: ParseError.ambiguousCommand(
        "app", candidates: ["append-items", "append-sections", "apply", "apply-reload-data"])
    ) {
      try CommandTable.resolve("app", inSectionSnapshot: false)
    }
    #expect(
      throws: ParseError.ambiguousCommand(
        "app", candidates: ["append", "append-items", "append-sections", "apply", "apply-reload-data"])
    ) {
      try CommandTable.resolve("app", inSectionSnapshot: true)
    }
    #expect(
      ParseError.ambiguousCommand("re", candidates: ["redo", "reload-items"]).description
        == "'re' is ambiguous; it could be 'redo' or 'reload-items'")
  }

  @Test func exactNamesWinOverLongerNames() throws {
    #expect(try CommandTable.resolve("apply", inSectionSnapshot: false).availability == .outsideSectionSnapshot)
    #expect(try CommandTable.resolve("apply", inSectionSnapshot: true).availability == .insideSectionSnapshot)
    #expect(try CommandTable.resolve("append", inSectionSnapshot: true).name == "append")
    #expect(try CommandTable.resolve("set", inSectionSnapshot: false).name == "set")
    #expect(try CommandTable.resolve("delete", inSectionSnapshot: true).name == "delete")
  }

  @Test func unknownCommandsGetSuggestions() {
    #expect(throws: ParseError.unknownCommand("apend-items", suggestions: ["append-items"])) {
      try CommandTable.resolve("apend-items", inSectionSnapshot: false)
    }
    #expect(
      ParseError.unknownCommand("apend-items", suggestions: ["append-items"]).description
        == "unknown command 'apend-items'; did you mean 'append-items'?")
    #expect(Suggestions.closest(to: "delte-items", among: CommandTable.allNames).first == "delete-items")
    #expect(Suggestions.closest(to: "shwo", among: CommandTable.allNames) == ["show"])
    #expect(Suggestions.closest(to: "qiut", among: CommandTable.allNames) == ["quit"])
    #expect(Suggestions.closest(to: "zzzzzz", among: CommandTable.allNames) == [])
    #expect(
      ParseError.unknownCommand("zzz", suggestions: []).description
        == "unknown command 'zzz' (type 'help' for the list of commands)")
    #expect(Suggestions.closest(to: "expct", among: CommandTable.allNames).contains("expect"))
  }

  @Test func sectionSnapshotCommandsAreContextual() {
    #expect(throws: ParseError.onlyInSectionSnapshot(command: "end")) {
      try CommandTable.resolve("end", inSectionSnapshot: false)
    }
    // The exact name of a section-snapshot command says where it belongs, not that it is an ambiguous prefix.
    #expect(throws: ParseError.onlyInSectionSnapshot(command: "append")) {
      try CommandTable.resolve("append", inSectionSnapshot: false)
    }
    #expect(throws: ParseError.ambiguousCommand("appen", candidates: ["append-items", "append-sections"])) {
      try CommandTable.resolve("appen", inSectionSnapshot: false)
    }
  }

  @Test func helpOverviewIsGroupedLikeTheSpec() {
    let text = Help.overview()
    var last = text.startIndex
    for group in CommandGroup.allCases {
      let range = text.firstRange(of: group.rawValue)
      #expect(range != nil)
      if let range {
        #expect(range.lowerBound >= last)
        last = range.lowerBound
      }
    }
    for name in CommandTable.allNames { #expect(text.contains("  \(name)"), "\(name)") }
    #expect(text.contains("append-items ITEM... [to S]"))
    #expect(text.contains("show [layout]"))
    #expect(text.contains("expect diff [COUNTER=N]...") && text.contains("sections-reloaded"))
    #expect(!text.contains("\u{1B}"))
  }

  @Test func helpForOneCommand() {
    #expect(
      Help.text(for: "append-items") == """
        usage: append-items ITEM... [to S]
          append items to section S (default: the last section)
          Apple:   snapshot.appendItems(_:toSection:)
          example: append-items a b Banner:1 to main

        """)
    let apply = Help.text(for: "apply") ?? ""
    #expect(
      apply.contains("Inside a section-snapshot context:") && apply.contains("Outside a section-snapshot context:"))
    #expect(apply.contains("usage: apply [--no-animation]"))
    #expect(Help.text(for: "set")?.contains("usage: set auto-reconfigure on|off") == true)
    #expect(Help.text(for: "nosuch") == nil)
  }
}

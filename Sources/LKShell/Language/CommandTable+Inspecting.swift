// The command table's inspecting, script and assertion commands (docs/language.md §3.4–§3.6): each written once,
// both ways.

extension CommandTable {
  /// The commands that show the session's state and its history.
  static let inspecting: [CommandSpec] = [
    CommandSpec(
      "show", .inspecting, defaultForm: "layout", formNoun: "subject",
      forms: [
        CommandForm(
          keyword: "layout", summary: "what the view shows now (the default)", example: "show",
          command: .show(.layout)),
        CommandForm(
          keyword: "snapshot", summary: "the working snapshot, with reload/reconfigure marks", example: "show snapshot",
          command: .show(.snapshot)),
        CommandForm(
          keyword: "diff", summary: "what apply would send now, without applying", example: "show diff",
          traits: .needsDiffableDataSource, command: .show(.diff)),
        CommandForm(
          keyword: "tree", [.section("S")], summary: "the stored section snapshot of S",
          apple: "dataSource.snapshot(for:)", example: "show tree main", traits: .needsDiffableDataSource,
          build: { .show(.tree(section: $0.section(0))) },
          values: { if case .show(.tree(let s)) = $0 { [.section(s)] } else { nil } }),
        CommandForm(
          keyword: "cells", summary: "dequeues, reuses and configurations per cell class", example: "show cells",
          command: .show(.cells)),
        CommandForm(
          keyword: "settings", summary: "every setting with its value (also: set)", example: "show settings",
          command: .show(.settings)),
      ]),
    CommandSpec(
      "info", .inspecting,
      forms: [
        CommandForm(
          [.item("ITEM|S")],
          summary: "index path, section, level, parent, expansion, visibility, type and content",
          apple: "dataSource.indexPath(for:) / snapshot.sectionIdentifier(containingItem:)", example: "info Banner:1",
          build: { .info($0.item(0)) }, values: { if case .info(let i) = $0 { [.item(i)] } else { nil } })
      ]),
    CommandSpec(
      "types", .inspecting,
      forms: [CommandForm(summary: "built-in item types and their cell classes", example: "types", command: .types)]),
    CommandSpec(
      "history", .inspecting,
      forms: [CommandForm(summary: "the steps the user saw (applies, taps)", example: "history", command: .history)]),
    CommandSpec(
      "undo", .inspecting, traits: [.asksCellProvider, .needsDiffableDataSource],
      forms: [CommandForm(summary: "show the previous step (with its ticks)", example: "undo", command: .undo)]),
    CommandSpec(
      "redo", .inspecting, traits: [.asksCellProvider, .needsDiffableDataSource],
      forms: [CommandForm(summary: "show the next step (with its ticks)", example: "redo", command: .redo)]),
  ]

  /// Scripts, pictures, output, settings, help and leaving the shell.
  static let scripts: [CommandSpec] = [
    CommandSpec(
      "run", .scripts,
      forms: [
        CommandForm(
          [.file("FILE"), .words("ARGS")], summary: "execute a script in this session ($1… are ARGS)",
          example: "run examples/tour.lks", shell: { .run(path: $0.word(0), arguments: $0.words(1)) },
          values: { if case .run(let path, let arguments) = $0 { [.word(path), .words(arguments)] } else { nil } })
      ]),
    CommandSpec(
      "export", .scripts, formNoun: "format",
      forms: [
        CommandForm(
          keyword: "html", [.file("FILE")],
          summary: "write the session so far as one page: each step drawn, each batch update animated",
          example: "export html session.html", shell: { .export(.html, path: $0.word(0)) },
          values: { if case .export(.html, let path) = $0 { [.word(path)] } else { nil } }),
        CommandForm(
          keyword: "svg", [.file("DIR")], summary: "write one picture per step so far (before/after) into DIR",
          example: "export svg pictures", shell: { .export(.svg, path: $0.word(0)) },
          values: { if case .export(.svg, let path) = $0 { [.word(path)] } else { nil } }),
      ]),
    CommandSpec(
      "echo", .scripts,
      forms: [
        CommandForm(
          [.text("TEXT...", required: false)], summary: "print the words", example: "echo step 2",
          build: { .echo($0.optionalWord(0) ?? "") },
          values: { if case .echo(let text) = $0 { [text.isEmpty ? .absent : .word(text)] } else { nil } })
      ]),
    CommandSpec(
      "set", .scripts, formNoun: "setting",
      forms: [
        CommandForm(summary: "print every setting with its value", example: "set", alias: .session(.show(.settings)))
      ] + SettingName.allCases.map(\.form)),
    CommandSpec(
      "help", .scripts,
      forms: [
        CommandForm(
          [.commandName("COMMAND [FORM]")],
          summary: "list the commands, or explain one (or one form: help expect layout)",
          example: "help append-items", build: { .help($0.helpTopic(0)) },
          values: { if case .help(let topic) = $0 { [.optional(topic.map { .helpTopic($0) })] } else { nil } })
      ]),
    CommandSpec(
      "quit", .scripts,
      forms: [
        CommandForm(
          summary: "leave the shell (also Ctrl-D)", example: "quit", shell: { _ in .quit },
          values: { $0 == .quit ? [] : nil })
      ]),
    CommandSpec(
      "exit", .scripts,
      forms: [CommandForm(summary: "leave the shell (also Ctrl-D)", example: "exit", alias: .shell(.quit))]),
  ]

  /// `expect …`: assertions on the session's state, and on the next command.
  static let assertions: [CommandSpec] = [
    CommandSpec(
      "expect", .assertions, formNoun: "assertion",
      forms: [
        CommandForm(
          keyword: "layout", [.sectionLabel("S"), .items("ITEM", minimum: 0)],
          summary: "the visible items of section S, in order", example: "expect layout main: a b Banner:1",
          build: { .expect(.layout(section: $0.section(0), items: $0.items(1))) },
          values: { if case .expect(.layout(let s, let i)) = $0 { [.section(s), .items(i)] } else { nil } }),
        CommandForm(
          keyword: "sections", [.sections("S")], summary: "the section order of the applied snapshot",
          apple: "snapshot.sectionIdentifiers", example: "expect sections header main",
          build: { .expect(.sections($0.sections(0))) },
          values: { if case .expect(.sections(let s)) = $0 { [.sections(s)] } else { nil } }),
        CommandForm(
          keyword: "count", [.choice(CountSubject.allCases.map(\.rawValue)), .integer("N", minimum: 0)],
          summary: "the number of items or sections applied", apple: "snapshot.numberOfItems / numberOfSections",
          example: "expect count items 3", build: { .expect(.count($0.choice(0), $0.integer(1))) },
          values: { if case .expect(.count(let subject, let n)) = $0 { [.choice(subject), .integer(n)] } else { nil } }),
        CommandForm(
          keyword: "diff", [.counters],
          summary:
            "the counts of the last apply; COUNTER: "
            + DiffCounter.allCases.map(\.name).joined(separator: ", ") + " (counters not given are not checked)",
          example: "expect diff inserted=2 moved=1", build: { .expect(.diff($0.counters(0))) },
          values: { if case .expect(.diff(let expectation)) = $0 { [.counters(expectation)] } else { nil } }),
        CommandForm(
          keyword: "cell", [.item("ITEM"), .text("TEXT", required: true)],
          summary: "the text the item's cell shows (stale until reconfigured)", example: "expect cell a Hello",
          build: { .expect(.cell($0.item(0), text: $0.word(1))) },
          values: { if case .expect(.cell(let i, let text)) = $0 { [.item(i), .word(text)] } else { nil } }),
        CommandForm(
          keyword: "checkbox", [.item("ITEM"), onOff],
          summary: "the checkbox a Todo's cell shows (from its controller's view state)",
          example: "expect checkbox Todo:milk on", build: { .expect(.checkbox($0.item(0), isChecked: $0.isOn(1))) },
          values: { if case .expect(.checkbox(let i, let on)) = $0 { [.item(i), .toggle(on)] } else { nil } }),
        pendingExpectation(
          .error, summary: "the next command must fail (with TEXT in its message)",
          example: "expect error There are currently no sections"),
        pendingExpectation(
          .warning, summary: "the next command must succeed with a warning (with TEXT in it)",
          example: "expect warning already exist"),
      ])
  ]

  /// `expect error|warning [TEXT]`: the form of one kind of expectation on the next command, named after it.
  private static func pendingExpectation(
    _ kind: PendingExpectation.Kind, summary: String, example: String
  ) -> CommandForm {
    CommandForm(
      keyword: kind.rawValue, [.text("TEXT", required: false)], summary: summary, example: example,
      shell: { .expectNext(PendingExpectation(kind, text: $0.optionalWord(0))) },
      values: { command in
        guard case .expectNext(let expectation) = command, expectation.kind == kind else { return nil }
        return [.optional(expectation.text.map { .word($0) })]
      })
  }
}

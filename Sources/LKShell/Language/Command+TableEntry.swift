// The way back from a command value to the command table: its entry, its form and the values its form's slots hold —
// the inverse of the forms' build closures, one line per command. A command's name, traits and the line a user types
// for it (`Grammar+Printing.swift`) are all read from there.

import ListKit

/// A command value's place in the command table: the name of its entry, the keyword of its form (nil for a command
/// without keyword forms), whether it is the section-snapshot context's command of that name, and the values of its
/// form's slots, in slot order (what the form's build closure read). `CommandTableTests` checks it against every form's
/// example and against random arguments.
struct TableEntry {
  var name: String
  var keyword: String?
  var inSectionSnapshot: Bool
  var arguments: Arguments

  init(
    _ name: String, keyword: String? = nil, inSectionSnapshot: Bool = false, _ values: Arguments.Value...
  ) {
    self.init(name, keyword: keyword, inSectionSnapshot: inSectionSnapshot, values: values)
  }

  init(_ name: String, keyword: String? = nil, inSectionSnapshot: Bool = false, values: [Arguments.Value]) {
    self.name = name
    self.keyword = keyword
    self.inSectionSnapshot = inSectionSnapshot
    self.arguments = Arguments(values: values)
  }

  /// The entry.
  var spec: CommandSpec {
    CommandTable.specs(named: name).first { $0.availability.allows(inSectionSnapshot: inSectionSnapshot) }!
  }

  /// The form of the entry.
  var form: CommandForm {
    let spec = spec
    return spec.forms.first { $0.keyword == keyword } ?? spec.forms[0]
  }

  /// The line a user types for the command.
  var line: String { spec.line(form, arguments) }
}

extension Arguments.Value {
  /// One section (a `section` or `sectionLabel` slot's value).
  static func section(_ section: String) -> Self { .sections([section]) }
  /// One item (an `item` slot's value).
  static func item(_ item: ItemReference) -> Self { .items([item]) }
  /// A keyword of a `choice` slot.
  static func choice(_ choice: some RawRepresentable<String>) -> Self { .word(choice.rawValue) }
  /// The value of an optional slot: `absent` for nil.
  static func optional(_ value: Self?) -> Self { value ?? .absent }
}

extension SessionCommand {
  /// The command's place in the command table.
  var tableEntry: TableEntry {
    switch self {
    case .appendSections(let s): TableEntry("append-sections", .sections(s))
    case .insertSections(let s, let p, let t): TableEntry("insert-sections", .sections(s), .choice(p), .section(t))
    case .deleteSections(let s): TableEntry("delete-sections", .sections(s))
    case .moveSection(let s, let p, let t): TableEntry("move-section", .section(s), .choice(p), .section(t))
    case .reloadSections(let s): TableEntry("reload-sections", .sections(s))
    case .appendItems(let i, let s): TableEntry("append-items", .items(i), .optional(s.map { .section($0) }))
    case .insertItems(let i, let p, let t): TableEntry("insert-items", .items(i), .choice(p), .item(t))
    case .deleteItems(let i): TableEntry("delete-items", .items(i))
    case .deleteAllItems: TableEntry("delete-all-items")
    case .moveItem(let i, let p, let t): TableEntry("move-item", .item(i), .choice(p), .item(t))
    case .reloadItems(let i): TableEntry("reload-items", .items(i))
    case .reconfigureItems(let i): TableEntry("reconfigure-items", .items(i))
    case .newSnapshot: TableEntry("new-snapshot")
    case .revert: TableEntry("revert")
    case .sectionSnapshot(let s, let current): TableEntry("section-snapshot", .section(s), .flag(current))
    case .sectionAppend(let i, let parent):
      TableEntry("append", inSectionSnapshot: true, .items(i), .optional(parent.map { .item($0) }))
    case .sectionInsert(let i, let p, let t):
      TableEntry("insert", inSectionSnapshot: true, .items(i), .choice(p), .item(t))
    case .sectionDelete(let i): TableEntry("delete", inSectionSnapshot: true, .items(i))
    case .sectionExpand(let i): TableEntry("expand", inSectionSnapshot: true, .items(i))
    case .sectionCollapse(let i): TableEntry("collapse", inSectionSnapshot: true, .items(i))
    case .sectionApply(let animating): TableEntry("apply", inSectionSnapshot: true, .flag(!animating))
    case .sectionEnd: TableEntry("end", inSectionSnapshot: true)
    case .apply(let animating): TableEntry("apply", .flag(!animating))
    case .applyReloadData: TableEntry("apply-reload-data")
    case .setContent(let i, let text): TableEntry("set-content", .item(i), .word(text))
    case .setDetail(let i, let text): TableEntry("set-detail", .item(i), .word(text ?? "-"))
    case .setAccessory(let i, let accessory): TableEntry("set-accessory", .item(i), .choice(accessory))
    case .scrollTo(let target): TableEntry("scroll-to", .scrollTarget(target))
    case .select(let i): TableEntry("select", .item(i))
    case .tap(let i): TableEntry("tap", .item(i))
    case .expand(let i): TableEntry("expand", .items(i))
    case .collapse(let i): TableEntry("collapse", .items(i))
    case .view(let kind, let style): TableEntry("view", .choice(kind), .optional(style.map { .choice($0) }))
    case .setTitle(let kind, let s, let title):
      TableEntry(kind == .header ? "set-header" : "set-footer", .section(s), .optional(title.map { .word($0) }))
    case .swipeDelete(let i): TableEntry("swipe-delete", .item(i))
    case .swipe(let i, let action): TableEntry("swipe", .item(i), .optional(action.map { .word($0) }))
    case .drag(let i, let p, let t): TableEntry("drag", .item(i), .choice(p), .item(t))
    case .onExpand(let parent, let children): TableEntry("on-expand", .item(parent), .items(children))
    case .lab(let command): command.tableEntry
    case .explain(let text): TableEntry("explain", .optional(text.map { .word($0) }))
    case .show(let subject): subject.tableEntry
    case .info(let i): TableEntry("info", .item(i))
    case .types: TableEntry("types")
    case .history: TableEntry("history")
    case .undo: TableEntry("undo")
    case .redo: TableEntry("redo")
    case .echo(let text): TableEntry("echo", text.isEmpty ? .absent : .word(text))
    case .set(let setting): TableEntry("set", keyword: setting.name.rawValue, setting.value.argument)
    case .help(let topic): TableEntry("help", .optional(topic.map { .helpTopic($0) }))
    case .expect(let expectation): expectation.tableEntry
    }
  }

  /// The command's entry in the command table.
  var spec: CommandSpec { tableEntry.spec }

  /// The form of its entry this command is.
  var form: CommandForm { tableEntry.form }

  /// What the session must know about the command (its entry's and its form's traits).
  var traits: CommandTraits {
    let entry = tableEntry
    return entry.spec.traits(of: entry.form)
  }

  /// The command's name as errors say it: `apply`, `delete-rows-at`, `set viewport`, `show diff`.
  var name: String {
    let entry = tableEntry
    return entry.spec.displayName(of: entry.form)
  }

  /// The command as a user types it (`append-items a "two words" to main`), printed from its form's grammar.
  var line: String { tableEntry.line }

  /// A model edit as a user types it back (`append-items a b to main`); nil for a command that is not a model edit.
  var typedModelEdit: String? { traits.contains(.editsModel) ? line : nil }
}

extension LabCommand {
  /// The command's place in the command table.
  fileprivate var tableEntry: TableEntry {
    switch self {
    case .dataSource(let kind): TableEntry("data-source", .choice(kind))
    case .reloadData: TableEntry("reload-data")
    case .beginBatch: TableEntry("batch")
    case .commitBatch: TableEntry("commit")
    case .cancelBatch: TableEntry("cancel")
    case .viewCall(let call, let rows): TableEntry(CommandTable.viewCallName(call, rows: rows), values: call.arguments)
    case .numberOfItems(let section, let rows):
      TableEntry(rows ? "number-of-rows" : "number-of-items", .integer(section))
    case .injectBug(let bug): TableEntry("inject-bug", keyword: bug?.name ?? "off", values: bug?.arguments ?? [])
    }
  }
}

extension ViewCall {
  /// The values of the call's slots: its index paths or section indexes.
  fileprivate var arguments: [Arguments.Value] {
    switch self {
    case .deleteItems(let p), .insertItems(let p), .reloadItems(let p), .reconfigureItems(let p): [.indexPaths(p)]
    case .moveItem(let from, let to): [.indexPaths([from]), .indexPaths([to])]
    case .deleteSections(let s), .insertSections(let s), .reloadSections(let s): [.integers(s)]
    case .moveSection(let from, let to): [.integer(from), .integer(to)]
    }
  }

  /// The call as a user types it back: `delete-items-at 0.1 0.2`, `move-section-at 0 2`.
  func commandLine(rows: Bool) -> String { SessionCommand.lab(.viewCall(self, rows: rows)).line }
}

extension InjectedBug {
  /// The values of its form's slots.
  fileprivate var arguments: [Arguments.Value] {
    switch self {
    case .nilCell(let i), .reconfigureOtherCell(let i), .notDequeued(let i): [.item(i)]
    case .unregistered(let typeName): [.word(typeName)]
    case .registrationInProvider, .countsFromModel, .deleteRowOnly: []
    }
  }
}

extension ShowSubject {
  /// Its `show` form, and the section of `show tree`.
  fileprivate var tableEntry: TableEntry {
    switch self {
    case .layout: TableEntry("show", keyword: "layout")
    case .snapshot: TableEntry("show", keyword: "snapshot")
    case .diff: TableEntry("show", keyword: "diff")
    case .tree(let s): TableEntry("show", keyword: "tree", .section(s))
    case .cells: TableEntry("show", keyword: "cells")
    case .settings: TableEntry("show", keyword: "settings")
    }
  }
}

extension Expectation {
  /// Its `expect` form and the values of the form's slots.
  fileprivate var tableEntry: TableEntry {
    switch self {
    case .layout(let s, let items): TableEntry("expect", keyword: "layout", .section(s), .items(items))
    case .sections(let s): TableEntry("expect", keyword: "sections", .sections(s))
    case .count(let subject, let count): TableEntry("expect", keyword: "count", .choice(subject), .integer(count))
    case .diff(let expectation): TableEntry("expect", keyword: "diff", .counters(expectation))
    case .cell(let i, let text): TableEntry("expect", keyword: "cell", .item(i), .word(text))
    case .checkbox(let i, let isChecked):
      TableEntry("expect", keyword: "checkbox", .item(i), .word(isChecked ? "on" : "off"))
    }
  }
}

extension SettingValue {
  /// The value of the `set` form's slot that reads this value back.
  var argument: Arguments.Value {
    switch self {
    case .integer(let value): .integer(value)
    case .toggle(let on): .word(on ? "on" : "off")
    case .word(let word): .word(word)
    case .limit(let value): .optional(value.map { .integer($0) })
    }
  }
}

extension ShellCommand {
  /// The command's place in the command table.
  var tableEntry: TableEntry {
    switch self {
    case .run(let path, let arguments): TableEntry("run", .word(path), .words(arguments))
    case .export(let format, let path): TableEntry("export", keyword: format.rawValue, .word(path))
    case .quit: TableEntry("quit")
    case .expectNext(let expectation):
      TableEntry("expect", keyword: expectation.kind.rawValue, .optional(expectation.text.map { .word($0) }))
    }
  }
}

extension Command {
  /// The command as a user types it, printed from its form's grammar: `Parser.parse` reads it back as this command
  /// (in the context its entry is valid in).
  var line: String {
    switch self {
    case .session(let command): command.line
    case .shell(let command): command.tableEntry.line
    }
  }
}

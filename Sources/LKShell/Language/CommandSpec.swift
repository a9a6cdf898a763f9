// One command of the language: its name, group, availability, forms and traits.

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

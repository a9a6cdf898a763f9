// The way back from a command value to the command table: its entry, its form and the values its form's slots hold,
// as the form's own way back (`CommandForm.arguments`) gives them. A command's name, traits and the line a user types
// for it (`Grammar+Printing.swift`) are all read from there.

/// A command value's place in the command table: its entry, the form that makes it, and the values of that form's
/// slots, in slot order (what the form's build closure read).
struct TableEntry {
  let spec: CommandSpec
  let form: CommandForm
  let arguments: Arguments

  /// The line a user types for the command.
  var line: String { spec.line(form, arguments) }
}

extension Command {
  /// The command's place in the command table.
  var tableEntry: TableEntry { CommandTable.entry(of: self) }

  /// The command as a user types it, printed from its form's grammar: `Parser.parse` reads it back as this command
  /// (in the context its entry is valid in).
  var line: String { tableEntry.line }
}

extension SessionCommand {
  /// The command's place in the command table.
  var tableEntry: TableEntry { CommandTable.entry(of: .session(self)) }

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
  var typedModelEdit: String? {
    let entry = tableEntry
    return entry.spec.traits(of: entry.form).contains(.editsModel) ? entry.line : nil
  }
}

extension ViewCall {
  /// The call as a user types it back in the words of a view of the kind `words`: `delete-items-at 0.1 0.2`,
  /// `delete-rows-at 0.1`, `move-section-at 0 2`.
  func commandLine(words: ViewKind) -> String { SessionCommand.lab(.viewCall(self, words: words)).line }
}

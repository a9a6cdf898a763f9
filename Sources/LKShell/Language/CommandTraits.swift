// What the session must know about a command before it runs it, declared on its table entry.

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

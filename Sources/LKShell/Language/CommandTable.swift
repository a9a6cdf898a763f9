// The one declaration of every `lks` command (docs/language.md §3), in the `CommandTable+…` files by `help` group, and
// the name resolution derived from it. Parsing, `help`, abbreviation, "did you mean", completion and the way back
// from a command value to its entry (its name, its traits, the line a user types) are all derived from
// `CommandTable.all`: adding a command is its entry there, written once with both directions (plus its case in
// `SessionCommand` or `ShellCommand`, the value the entry makes, and the code that performs it).

/// The command table and the name resolution derived from it.
enum CommandTable {
  /// `before|after`.
  static let position: Slot = .choice(RelativePosition.allCases.map(\.rawValue))
  /// `on|off`.
  static let onOff: Slot = .choice(["on", "off"])

  /// Every command, grouped and ordered as in `help`.
  static let all: [CommandSpec] =
    snapshotEditing + sectionSnapshots + applying + inspecting + scripts + assertions + updateLab

  /// Every form with its command, in table order: what `entry(of:)` searches.
  private static let forms: [(spec: CommandSpec, form: CommandForm)] = all.flatMap { spec in
    spec.forms.map { (spec: spec, form: $0) }
  }

  /// The place of a command value in the table: the first form whose way back gives its slots' values.
  ///
  /// Every command the table makes has one (`CommandTableTests` and `CommandPrintingTests` check every form's example
  /// and random arguments); a value no form makes is a command without an entry, a mistake of the table's.
  ///
  /// - Complexity: O(number of forms).
  static func entry(of command: Command) -> TableEntry {
    for (spec, form) in forms {
      if let arguments = form.arguments(command) { return TableEntry(spec: spec, form: form, arguments: arguments) }
    }
    preconditionFailure("command table: no form names the command \(command)")
  }

  /// Every distinct command name, sorted.
  static let allNames: [String] = Set(all.map(\.name)).sorted()

  /// The distinct names valid in a context, sorted.
  static func names(inSectionSnapshot: Bool) -> [String] {
    inSectionSnapshot ? namesInSectionSnapshot : namesOutsideSectionSnapshot
  }

  // Computed once: every parsed line resolves its command word against one of these.
  private static let namesInSectionSnapshot = computeNames(inSectionSnapshot: true)
  private static let namesOutsideSectionSnapshot = computeNames(inSectionSnapshot: false)

  private static func computeNames(inSectionSnapshot: Bool) -> [String] {
    Set(all.filter { $0.availability.allows(inSectionSnapshot: inSectionSnapshot) }.map(\.name)).sorted()
  }

  /// The spec a (possibly abbreviated) command word means in a context.
  ///
  /// An exact name wins (`apply` over `apply-reload-data`); otherwise the word must be the prefix of exactly
  /// one name valid in the context (`append-s` → `append-sections`).
  ///
  /// - Throws: `.ambiguousCommand` listing the candidates; `.onlyInSectionSnapshot` / `.notInSectionSnapshot`
  ///   for an exact name of the other context; `.unknownCommand` with up to three suggestions.
  /// - Complexity: O(number of commands × name length).
  static func resolve(_ word: String, inSectionSnapshot: Bool) throws(ParseError) -> CommandSpec {
    // `?` is `help`, as in psql and many shells.
    let word = word == "?" ? "help" : word
    let names = names(inSectionSnapshot: inSectionSnapshot)
    // The exact name of a command of the other context (`append` outside one) says so, rather than being read as
    // an ambiguous prefix of this context's names (`append-items`, `append-sections`).
    if !names.contains(word), let other = all.first(where: { $0.name == word }) {
      throw inSectionSnapshot ? .notInSectionSnapshot(command: other.name) : .onlyInSectionSnapshot(command: other.name)
    }
    switch Suggestions.resolve(word, among: names) {
    case .found(let name):
      if let spec = all.first(where: {
        $0.name == name && $0.availability.allows(inSectionSnapshot: inSectionSnapshot)
      }) {
        return spec
      }
    case .ambiguous(let candidates):
      throw .ambiguousCommand(word, candidates: candidates)
    case .notFound:
      break
    }
    if let other = all.first(where: { $0.name == word }) {
      throw inSectionSnapshot ? .notInSectionSnapshot(command: other.name) : .onlyInSectionSnapshot(command: other.name)
    }
    throw .unknownCommand(word, suggestions: Suggestions.closest(to: word, among: names))
  }

  /// All specs with this exact name (two for `apply`, `expand` and `collapse`: one per context).
  static func specs(named name: String) -> [CommandSpec] { all.filter { $0.name == name } }

  /// Resolves a `help` topic among all names, in either context (exact name or unique prefix).
  ///
  /// - Throws: `.unknownHelpTopic` with suggestions, or `.ambiguousCommand`.
  static func resolveTopic(_ word: String) throws(ParseError) -> String {
    switch Suggestions.resolve(word, among: allNames) {
    case .found(let name): return name
    case .ambiguous(let candidates): throw .ambiguousCommand(word, candidates: candidates)
    case .notFound: throw .unknownHelpTopic(word, suggestions: Suggestions.closest(to: word, among: allNames))
    }
  }

  /// The form of a keyword-form command selected by `word` (exact or unique prefix).
  static func form(of spec: CommandSpec, keyword word: String) throws(ParseError) -> CommandForm {
    let keywords = spec.formKeywords
    switch Suggestions.resolve(word, among: keywords) {
    case .found(let keyword):
      if let form = spec.forms.first(where: { $0.keyword == keyword }) { return form }
    case .ambiguous(let candidates):
      throw .ambiguousForm(command: spec.name, word: word, candidates: candidates)
    case .notFound:
      break
    }
    throw .unknownForm(
      command: spec.name, noun: spec.formNoun, word: word, allowed: keywords,
      suggestions: Suggestions.closest(to: word, among: keywords))
  }
}

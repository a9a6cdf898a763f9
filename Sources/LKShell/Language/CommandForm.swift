// One way of using a command: its keyword, its slots, its help, and both directions between its words and its value
// (`build` makes the value from the slots' values, `arguments` names them again from a value).

/// One way of using a command: `show tree S`, `set viewport N`, or the only form of `append-items`.
///
/// A form carries both directions between words and values, so that a command's name and syntax are written once,
/// in its table entry: `build` makes the command from what the slots matched; `arguments` is its inverse, the values
/// of the slots that make a given command (nil for a command this form does not make). The parser uses the first;
/// a command's name, traits and the line a user types for it (`CommandTable.entry(of:)`) use the second.
struct CommandForm: Sendable {
  /// The word after the command that selects this form (`tree`, `viewport`), nil for a command's only form.
  let keyword: String?
  /// The arguments after the command (and keyword).
  let slots: [Slot]
  /// One line for `help`.
  let summary: String
  /// The Apple API this form corresponds to, if any.
  let appleEquivalent: String?
  /// A complete example line.
  let example: String
  /// What the session must know about this form (besides its command's traits).
  let traits: CommandTraits
  /// Turns matched arguments into the command value.
  let build: @Sendable (Arguments) -> Command
  /// The way back: the values of the slots from which `build` makes `command`, in slot order; nil when this form
  /// does not make `command`, or when it is another name for what a form written elsewhere makes (`set` alone is
  /// `show settings`, `exit` is `quit`), which names the command instead.
  let arguments: @Sendable (Command) -> Arguments?

  private init(
    keyword: String?, slots: [Slot], summary: String, apple: String?, example: String, traits: CommandTraits,
    build: @escaping @Sendable (Arguments) -> Command, arguments: @escaping @Sendable (Command) -> Arguments?
  ) {
    self.keyword = keyword
    self.slots = slots
    self.summary = summary
    self.appleEquivalent = apple
    self.example = example
    self.traits = traits
    self.build = build
    self.arguments = arguments
  }

  /// A form of a session command: `build` makes the command from its slots' values, `values` gives them back.
  init(
    keyword: String? = nil, _ slots: [Slot] = [], summary: String, apple: String? = nil, example: String,
    traits: CommandTraits = [], build: @escaping @Sendable (Arguments) -> SessionCommand,
    values: @escaping @Sendable (SessionCommand) -> [Arguments.Value]?
  ) {
    self.init(
      keyword: keyword, slots: slots, summary: summary, apple: apple, example: example, traits: traits,
      build: { .session(build($0)) },
      arguments: { command in
        guard case .session(let command) = command, let values = values(command) else { return nil }
        return Arguments(values: values)
      })
  }

  /// A form without slots that makes one session command (`revert`, `show cells`).
  init(
    keyword: String? = nil, summary: String, apple: String? = nil, example: String, traits: CommandTraits = [],
    command: SessionCommand
  ) {
    self.init(
      keyword: keyword, summary: summary, apple: apple, example: example, traits: traits, build: { _ in command },
      values: { $0 == command ? [] : nil })
  }

  /// A form of a shell command (scripts, quitting, `expect error|warning`): `build` makes it, `values` gives back
  /// its slots' values.
  init(
    keyword: String? = nil, _ slots: [Slot] = [], summary: String, apple: String? = nil, example: String,
    shell build: @escaping @Sendable (Arguments) -> ShellCommand,
    values: @escaping @Sendable (ShellCommand) -> [Arguments.Value]?
  ) {
    self.init(
      keyword: keyword, slots: slots, summary: summary, apple: apple, example: example, traits: [],
      build: { .shell(build($0)) },
      arguments: { command in
        guard case .shell(let command) = command, let values = values(command) else { return nil }
        return Arguments(values: values)
      })
  }

  /// A form without slots that is another name for `command`, which the form written for it names (`exit` is
  /// `quit`; `set` alone is `show settings`).
  init(summary: String, example: String, alias command: Command) {
    self.init(
      keyword: nil, slots: [], summary: summary, apple: nil, example: example, traits: [], build: { _ in command },
      arguments: { _ in nil })
  }
}

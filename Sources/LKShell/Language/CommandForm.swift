// One way of using a command: its keyword, its slots, its help, and how its value is built.

/// One way of using a command: `show tree S`, `set viewport N`, or the only form of `append-items`.
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

  /// A form of a session command.
  init(
    keyword: String? = nil, _ slots: [Slot] = [], summary: String, apple: String? = nil, example: String,
    traits: CommandTraits = [], build: @escaping @Sendable (Arguments) -> SessionCommand
  ) {
    self.traits = traits
    self.keyword = keyword
    self.slots = slots
    self.summary = summary
    self.appleEquivalent = apple
    self.example = example
    self.build = { .session(build($0)) }
  }

  /// A form of a shell command (scripts, quitting, `expect error|warning`).
  init(
    keyword: String? = nil, _ slots: [Slot] = [], summary: String, apple: String? = nil, example: String,
    shell build: @escaping @Sendable (Arguments) -> ShellCommand
  ) {
    self.traits = []
    self.keyword = keyword
    self.slots = slots
    self.summary = summary
    self.appleEquivalent = apple
    self.example = example
    self.build = { .shell(build($0)) }
  }
}

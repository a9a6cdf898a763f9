// The settings `set` knows, as the language declares them (`SettingName.declaration`): each one's name, the value it
// takes and how that parses, its help line and example. The command table's `set` forms, `set` alone, `help set`,
// completion and the words of `show settings` derive from these; where the session keeps each value and what changing
// it does is the session's (`Session/Settings.swift`).

import ListKit

/// The settings `set` knows, in the order `help` and `show settings` list them. Adding a setting is a case here, its
/// entry in `declaration`, and its field of `Session.Settings` with its entry in `SettingName.field`.
enum SettingName: String, Sendable, CaseIterable {
  case viewport
  case color
  case format
  case timing
  case autoReconfigure = "auto-reconfigure"
  case animate
  case rowAnimation = "row-animation"
  case canEdit = "can-edit"
  case canMove = "can-move"
  case reloadThreshold = "reload-threshold"
  case recover

  /// What the language knows about the setting, declared once.
  var declaration: SettingDeclaration {
    switch self {
    case .viewport:
      // A new viewport shows rows that were off screen: the cell provider is asked for them.
      .integer(minimum: 1, example: 20, "rows on screen", traits: .asksCellProvider)
    case .color:
      .choice(ColorSetting.allCases, example: .off, "colour output (auto: on a terminal without NO_COLOR)")
    case .format: .choice(OutputFormat.allCases, example: .json, "output format")
    case .timing: .toggle(example: true, "print the time of each diff")
    case .autoReconfigure:
      .toggle(
        example: true,
        "before each apply, reconfigure items whose content changed (as Lists does: ContentEquatable types only)")
    case .animate: .toggle(example: false, "whether apply animates")
    case .rowAnimation:
      .choice(Self.rowAnimations, example: .fade, "the table data source's defaultRowAnimation (table only)")
    case .canEdit:
      .toggle(
        example: true,
        "tableView(_:canEditRowAt:) / the list's swipe actions: swipe-delete allowed (off: Apple's default)")
    case .canMove:
      .toggle(
        example: true,
        "tableView(_:canMoveRowAt:) / reorderingHandlers.canReorderItem: drag allowed (off: Apple's default)")
    case .reloadThreshold:
      .limit(
        minimum: 0, example: 100,
        "the data source's reloadThreshold: a batch of more changes is a reloadData (off: Apple's)")
    case .recover:
      .toggle(
        example: true,
        "the data source's recoversFromFailedUpdates: a rejected batch reloads (off: Apple's, it raises)")
    }
  }

  /// The row animations in the order `set row-animation` lists them (UIKit's `UITableView.RowAnimation`, automatic
  /// first: the default).
  static let rowAnimations: [HeadlessTableView.RowAnimation] = [
    .automatic, .fade, .right, .left, .top, .bottom, .middle, .none,
  ]

  /// The `set NAME VALUE` form of the command table.
  var form: CommandForm {
    let declaration = declaration
    return CommandForm(
      keyword: rawValue, [declaration.slot], summary: declaration.summary,
      example: "set \(rawValue) \(declaration.example.text)", traits: declaration.traits
    ) { arguments in
      .set(Setting(self, self.declaration.parse(arguments)))
    } values: { command in
      guard case .set(let setting) = command, setting.name == self else { return nil }
      return [setting.value.argument]
    }
  }
}

/// One setting as the language declares it: what `help set` says, the value it takes (its slot, and the shape of
/// `SettingValue` it parses to, the example's), the example `help set` shows, and what the session must know about
/// `set NAME` (`CommandTraits`).
struct SettingDeclaration: Sendable {
  let summary: String
  let slot: Slot
  /// The value `help set` shows in its example; every value of the setting has its shape.
  let example: SettingValue
  let traits: CommandTraits

  /// `on` or `off`.
  static func toggle(example: Bool, _ summary: String, traits: CommandTraits = []) -> Self {
    Self(summary: summary, slot: .choice(["on", "off"]), example: .toggle(example), traits: traits)
  }

  /// One of `choices`, by raw value.
  static func choice<Choice: RawRepresentable<String>>(
    _ choices: [Choice], example: Choice, _ summary: String, traits: CommandTraits = []
  ) -> Self {
    Self(summary: summary, slot: .choice(choices.map(\.rawValue)), example: .word(example.rawValue), traits: traits)
  }

  /// A number of at least `minimum`.
  static func integer(minimum: Int, example: Int, _ summary: String, traits: CommandTraits = []) -> Self {
    Self(summary: summary, slot: .integer("N", minimum: minimum), example: .integer(example), traits: traits)
  }

  /// A number of at least `minimum`, or `off` (nil).
  static func limit(minimum: Int, example: Int, _ summary: String, traits: CommandTraits = []) -> Self {
    Self(summary: summary, slot: .limit("N", minimum: minimum), example: .limit(example), traits: traits)
  }

  /// The value the slot matched, in the setting's shape.
  func parse(_ arguments: Arguments) -> SettingValue {
    switch example {
    case .toggle: .toggle(arguments.isOn(0))
    case .word: .word(arguments.word(0))
    case .integer: .integer(arguments.integer(0))
    case .limit: .limit(arguments.limit(0))
    }
  }
}

extension SettingValue {
  /// The value of the `set` form's slot that reads this value back.
  var argument: Arguments.Value {
    switch self {
    case .integer(let value): .integer(value)
    case .toggle(let on): .toggle(on)
    case .word(let word): .word(word)
    case .limit(let value): .optional(value.map { .integer($0) })
    }
  }
}

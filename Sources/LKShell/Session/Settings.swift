// The session's settings (`set NAME VALUE`), each declared once (`SettingName.declaration`): its name, its help line,
// the value it takes and how that parses, the field of `Session.Settings` it reads and writes, and what else changing
// it does. The command table's `set` forms, `set` alone, `show settings` (text and JSON) and `Session.apply(_:)` derive
// from that declaration.

import ListKit

extension Session {
  /// The settings; the session is their only home (the shell reads the format and colour from here).
  struct Settings: Sendable, Equatable {
    var viewport = 20
    var color = ColorSetting.auto
    var format = OutputFormat.text
    var timing = false
    var autoReconfigure = false
    var animate = true
    /// The table data source's `defaultRowAnimation`.
    var rowAnimation = HeadlessTableView.RowAnimation.automatic
    /// `tableView(_:canEditRowAt:)` / the list's swipe actions: whether a user may swipe-delete rows.
    var canEdit = false
    /// `tableView(_:canMoveRowAt:)` / `reorderingHandlers.canReorderItem`: whether a user may drag rows.
    var canMove = false
    /// The diffable data source's `reloadThreshold` (nil: off, Apple's behaviour).
    var reloadThreshold: Int?
    /// The diffable data source's `recoversFromFailedUpdates` (off: Apple's behaviour).
    var recover = false

    /// The current value of a setting.
    func value(of name: SettingName) -> SettingValue { name.declaration.read(self) }

    /// Whether text output is coloured: `set color on|off`, or for `auto` what the terminal allows.
    func usesColor(terminalAllowsColor: Bool) -> Bool {
      switch color {
      case .on: true
      case .off: false
      case .auto: terminalAllowsColor
      }
    }
  }
}

/// The settings `set` knows, in the order `help` and `show settings` list them. Adding a setting is a case here, its
/// entry in `declaration` and its field of `Session.Settings`: the parser, `set`, `show settings` (text and JSON),
/// help and completion derive from these.
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

  /// Everything else about the setting, declared once.
  var declaration: SettingDeclaration {
    switch self {
    case .viewport:
      .integer(\.viewport, minimum: 1, example: 20, "rows on screen", effect: .resizesViewport)
    case .color:
      .choice(\.color, ColorSetting.allCases, example: .off, "colour output (auto: on a terminal without NO_COLOR)")
    case .format: .choice(\.format, OutputFormat.allCases, example: .json, "output format")
    case .timing: .toggle(\.timing, example: true, "print the time of each diff")
    case .autoReconfigure:
      .toggle(
        \.autoReconfigure, example: true,
        "before each apply, reconfigure items whose content changed (as Lists does: ContentEquatable types only)")
    case .animate: .toggle(\.animate, example: false, "whether apply animates")
    case .rowAnimation:
      .choice(
        \.rowAnimation, Self.rowAnimations, example: .fade,
        "the table data source's defaultRowAnimation (table only)", effect: .setsTableRowAnimation)
    case .canEdit:
      .toggle(
        \.canEdit, example: true,
        "tableView(_:canEditRowAt:) / the list's swipe actions: swipe-delete allowed (off: Apple's default)")
    case .canMove:
      .toggle(
        \.canMove, example: true,
        "tableView(_:canMoveRowAt:) / reorderingHandlers.canReorderItem: drag allowed (off: Apple's default)")
    case .reloadThreshold:
      .limit(
        \.reloadThreshold, minimum: 0, example: 100,
        "the data source's reloadThreshold: a batch of more changes is a reloadData (off: Apple's)",
        effect: .reinstallsApplyOptions)
    case .recover:
      .toggle(
        \.recover, example: true,
        "the data source's recoversFromFailedUpdates: a rejected batch reloads (off: Apple's, it raises)",
        effect: .reinstallsApplyOptions)
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
    // A new viewport shows rows that were off screen: the cell provider is asked for them.
    return CommandForm(
      keyword: rawValue, [declaration.slot], summary: declaration.summary,
      example: "set \(rawValue) \(declaration.example.text)",
      traits: declaration.effect == .resizesViewport ? .asksCellProvider : []
    ) { arguments in
      .set(Setting(self, self.declaration.parse(arguments)))
    }
  }
}

/// What changing a setting does besides storing its value (`Session.apply(_:)`).
enum SettingEffect: Sendable, Equatable {
  /// Only the stored value changes.
  case stored
  /// The view's viewport height changes first (it may refuse).
  case resizesViewport
  /// The table data source's `defaultRowAnimation` changes (a table with a diffable data source only).
  case setsTableRowAnimation
  /// The diffable data source's apply options are installed again.
  case reinstallsApplyOptions
}

/// One setting's facts: what `help set` says, the value it takes and how that parses, how it reads and writes its
/// field of `Session.Settings`, and what else changing it does.
struct SettingDeclaration {
  let summary: String
  let slot: Slot
  /// The value `help set` shows in its example.
  let example: SettingValue
  let effect: SettingEffect
  let parse: (Arguments) -> SettingValue
  let read: (Session.Settings) -> SettingValue
  let write: (inout Session.Settings, SettingValue) -> Void

  /// A setting stored in `field`: `parse` reads the argument, `value` shows the field as a `SettingValue` and
  /// `stored` takes one back (nil: not this setting's shape).
  private static func field<Value>(
    _ field: WritableKeyPath<Session.Settings, Value>, _ slot: Slot, example: Value, _ summary: String,
    effect: SettingEffect, parse: @escaping (Arguments) -> Value, value: @escaping (Value) -> SettingValue,
    stored: @escaping (SettingValue) -> Value?
  ) -> Self {
    Self(
      summary: summary, slot: slot, example: value(example), effect: effect, parse: { value(parse($0)) },
      read: { value($0[keyPath: field]) },
      write: { settings, new in
        if let new = stored(new) { settings[keyPath: field] = new }
      })
  }

  /// `on` or `off`.
  static func toggle(
    _ field: WritableKeyPath<Session.Settings, Bool>, example: Bool, _ summary: String,
    effect: SettingEffect = .stored
  ) -> Self {
    Self.field(
      field, .choice(["on", "off"]), example: example, summary, effect: effect, parse: { $0.isOn(0) },
      value: SettingValue.toggle,
      stored: {
        guard case .toggle(let on) = $0 else { return nil }
        return on
      })
  }

  /// One of `choices`, by raw value.
  static func choice<Choice: RawRepresentable<String>>(
    _ field: WritableKeyPath<Session.Settings, Choice>, _ choices: [Choice], example: Choice, _ summary: String,
    effect: SettingEffect = .stored
  ) -> Self {
    Self.field(
      field, .choice(choices.map(\.rawValue)), example: example, summary, effect: effect,
      parse: { $0.choice(0, as: Choice.self) }, value: { .word($0.rawValue) },
      stored: {
        guard case .word(let word) = $0 else { return nil }
        return Choice(rawValue: word)
      })
  }

  /// A number of at least `minimum`.
  static func integer(
    _ field: WritableKeyPath<Session.Settings, Int>, minimum: Int, example: Int, _ summary: String,
    effect: SettingEffect = .stored
  ) -> Self {
    Self.field(
      field, .integer("N", minimum: minimum), example: example, summary, effect: effect, parse: { $0.integer(0) },
      value: SettingValue.integer,
      stored: {
        guard case .integer(let number) = $0 else { return nil }
        return number
      })
  }

  /// A number of at least `minimum`, or `off` (nil).
  static func limit(
    _ field: WritableKeyPath<Session.Settings, Int?>, minimum: Int, example: Int, _ summary: String,
    effect: SettingEffect = .stored
  ) -> Self {
    Self.field(
      field, .limit("N", minimum: minimum), example: example, summary, effect: effect, parse: { $0.limit(0) },
      value: SettingValue.limit,
      stored: {
        guard case .limit(let number) = $0 else { return nil }
        return .some(number)
      })
  }
}

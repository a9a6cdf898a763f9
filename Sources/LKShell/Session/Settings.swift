// The session's settings (`set NAME VALUE`), each declared once: its name, its argument, its help line and how its
// value reads. The command table's `set` forms, `set` alone and `show settings` are derived from `SettingName`.

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

    /// The current value of a setting, as `set` takes it.
    func value(of name: SettingName) -> String {
      switch name {
      case .viewport: String(viewport)
      case .color: color.rawValue
      case .format: format.rawValue
      case .timing: timing ? "on" : "off"
      case .autoReconfigure: autoReconfigure ? "on" : "off"
      case .animate: animate ? "on" : "off"
      case .rowAnimation: rowAnimation.rawValue
      case .canEdit: canEdit ? "on" : "off"
      case .canMove: canMove ? "on" : "off"
      case .reloadThreshold: reloadThreshold.map(String.init) ?? "off"
      case .recover: recover ? "on" : "off"
      }
    }

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

extension Setting {
  /// The setting's name.
  var name: SettingName {
    switch self {
    case .viewport: .viewport
    case .color: .color
    case .format: .format
    case .timing: .timing
    case .autoReconfigure: .autoReconfigure
    case .animate: .animate
    case .rowAnimation: .rowAnimation
    case .canEdit: .canEdit
    case .canMove: .canMove
    case .reloadThreshold: .reloadThreshold
    case .recover: .recover
    }
  }
}

/// The settings `set` knows, in the order `help` and `show settings` list them.
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

  /// What `help set` says about it.
  var summary: String {
    switch self {
    case .viewport: "rows on screen"
    case .color: "colour output (auto: on a terminal without NO_COLOR)"
    case .format: "output format"
    case .timing: "print the time of each diff"
    case .autoReconfigure:
      "before each apply, reconfigure items whose content changed (as Lists does: ContentEquatable types only)"
    case .animate: "whether apply animates"
    case .rowAnimation: "the table data source's defaultRowAnimation (table only)"
    case .canEdit: "tableView(_:canEditRowAt:) / the list's swipe actions: swipe-delete allowed (off: Apple's default)"
    case .canMove: "tableView(_:canMoveRowAt:) / reorderingHandlers.canReorderItem: drag allowed (off: Apple's default)"
    case .reloadThreshold: "the data source's reloadThreshold: a batch of more changes is a reloadData (off: Apple's)"
    case .recover: "the data source's recoversFromFailedUpdates: a rejected batch reloads (off: Apple's, it raises)"
    }
  }

  var slot: Slot {
    switch self {
    case .viewport: .integer("N", minimum: 1)
    case .color: .choice(ColorSetting.allCases.map(\.rawValue))
    case .format: .choice(OutputFormat.allCases.map(\.rawValue))
    case .timing, .autoReconfigure, .animate, .canEdit, .canMove: .choice(["on", "off"])
    case .rowAnimation: .choice(Self.rowAnimations.map(\.rawValue))
    case .reloadThreshold: .limit("N", minimum: 0)
    case .recover: .choice(["on", "off"])
    }
  }

  var example: String {
    switch self {
    case .viewport: "set viewport 20"
    case .color: "set color off"
    case .format: "set format json"
    case .timing: "set timing on"
    case .autoReconfigure: "set auto-reconfigure on"
    case .animate: "set animate off"
    case .rowAnimation: "set row-animation fade"
    case .canEdit: "set can-edit on"
    case .canMove: "set can-move on"
    case .reloadThreshold: "set reload-threshold 100"
    case .recover: "set recover on"
    }
  }

  /// The row animations in the order `set row-animation` lists them (UIKit's `UITableView.RowAnimation`, automatic
  /// first: the default).
  static let rowAnimations: [HeadlessTableView.RowAnimation] = [
    .automatic, .fade, .right, .left, .top, .bottom, .middle, .none,
  ]

  /// The `set NAME VALUE` form of the command table.
  var form: CommandForm {
    // A new viewport shows rows that were off screen: the cell provider is asked for them.
    CommandForm(
      keyword: rawValue, [slot], summary: summary, example: example,
      traits: self == .viewport ? .asksCellProvider : []
    ) { arguments in
      .set(self.setting(from: arguments))
    }
  }

  private func setting(from arguments: Arguments) -> Setting {
    switch self {
    case .viewport: .viewport(arguments.integer(0))
    case .color: .color(arguments.choice(0))
    case .format: .format(arguments.choice(0))
    case .timing: .timing(arguments.isOn(0))
    case .autoReconfigure: .autoReconfigure(arguments.isOn(0))
    case .animate: .animate(arguments.isOn(0))
    case .rowAnimation: .rowAnimation(arguments.choice(0))
    case .canEdit: .canEdit(arguments.isOn(0))
    case .canMove: .canMove(arguments.isOn(0))
    case .reloadThreshold: .reloadThreshold(arguments.limit(0))
    case .recover: .recover(arguments.isOn(0))
    }
  }
}

// The session's settings (`set NAME VALUE`): their values (`Session.Settings`), and for each setting the language
// declares (`SettingName.declaration`, Language/SettingNames.swift) the field that holds it and what else changing it
// does (`SettingName.field`). `show settings` and `Session.apply(_:)` read these.

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
    func value(of name: SettingName) -> SettingValue { name.field.read(self) }

    /// Every setting with its value, in the order `show settings` lists them.
    var all: [Setting] { SettingName.allCases.map { Setting($0, value(of: $0)) } }

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

extension SettingName {
  /// The field of `Session.Settings` that holds the setting, and what else changing it does.
  var field: SettingField {
    switch self {
    case .viewport: SettingField(\.viewport, effect: .resizesViewport)
    case .color: SettingField(\.color)
    case .format: SettingField(\.format)
    case .timing: SettingField(\.timing)
    case .autoReconfigure: SettingField(\.autoReconfigure)
    case .animate: SettingField(\.animate)
    case .rowAnimation: SettingField(\.rowAnimation, effect: .setsTableRowAnimation)
    case .canEdit: SettingField(\.canEdit)
    case .canMove: SettingField(\.canMove)
    case .reloadThreshold: SettingField(\.reloadThreshold, effect: .reinstallsApplyOptions)
    case .recover: SettingField(\.recover, effect: .reinstallsApplyOptions)
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

/// Where the session keeps one setting: how it reads and writes its field of `Session.Settings` as a `SettingValue`
/// (the shape follows the field's type: a `Bool` is a toggle, an `Int` a number, an `Int?` a limit, a raw-value
/// enum a word), and what else changing it does.
struct SettingField {
  let effect: SettingEffect
  let read: (Session.Settings) -> SettingValue
  let write: (inout Session.Settings, SettingValue) -> Void

  /// A setting stored in `field`: `value` shows the field as a `SettingValue` and `stored` takes one back (nil: not
  /// this setting's shape).
  private init<Value>(
    _ field: WritableKeyPath<Session.Settings, Value>, effect: SettingEffect,
    value: @escaping (Value) -> SettingValue, stored: @escaping (SettingValue) -> Value?
  ) {
    self.effect = effect
    read = { value($0[keyPath: field]) }
    write = { settings, new in
      if let new = stored(new) { settings[keyPath: field] = new }
    }
  }

  /// `on` or `off`.
  init(_ field: WritableKeyPath<Session.Settings, Bool>, effect: SettingEffect = .stored) {
    self.init(
      field, effect: effect, value: SettingValue.toggle,
      stored: {
        guard case .toggle(let on) = $0 else { return nil }
        return on
      })
  }

  /// A number.
  init(_ field: WritableKeyPath<Session.Settings, Int>, effect: SettingEffect = .stored) {
    self.init(
      field, effect: effect, value: SettingValue.integer,
      stored: {
        guard case .integer(let number) = $0 else { return nil }
        return number
      })
  }

  /// A number, or `off` (nil).
  init(_ field: WritableKeyPath<Session.Settings, Int?>, effect: SettingEffect = .stored) {
    self.init(
      field, effect: effect, value: SettingValue.limit,
      stored: {
        guard case .limit(let number) = $0 else { return nil }
        return .some(number)
      })
  }

  /// One of a closed set of words, by raw value.
  init<Choice: RawRepresentable<String>>(
    _ field: WritableKeyPath<Session.Settings, Choice>, effect: SettingEffect = .stored
  ) {
    self.init(
      field, effect: effect, value: { .word($0.rawValue) },
      stored: {
        guard case .word(let word) = $0 else { return nil }
        return Choice(rawValue: word)
      })
  }
}

// The values a form's slots matched, in slot order, as its build closure reads them.

import ListKit

/// The values a form's slots matched, in slot order.
struct Arguments: Sendable {
  enum Value: Sendable {
    case sections([String])
    case items([ItemReference])
    case word(String)
    case words([String])
    case integer(Int)
    case flag(Bool)
    case scrollTarget(ScrollTarget)
    case dragTarget(DragTarget)
    case counters(DiffExpectation)
    case helpTopic(HelpTopic)
    case indexPaths([IndexPath])
    case integers([Int])
    case absent
  }

  var values: [Value]

  private func mismatch(_ index: Int) -> Never {
    preconditionFailure("command table: slot \(index) does not hold the value its build closure reads")
  }

  func sections(_ index: Int) -> [String] {
    if case .sections(let sections) = values[index] { return sections }
    mismatch(index)
  }
  func section(_ index: Int) -> String { sections(index)[0] }
  func optionalSection(_ index: Int) -> String? {
    if case .absent = values[index] { return nil }
    return section(index)
  }
  func items(_ index: Int) -> [ItemReference] {
    if case .items(let items) = values[index] { return items }
    mismatch(index)
  }
  func item(_ index: Int) -> ItemReference { items(index)[0] }
  func optionalItem(_ index: Int) -> ItemReference? {
    if case .absent = values[index] { return nil }
    return item(index)
  }
  func word(_ index: Int) -> String {
    if case .word(let word) = values[index] { return word }
    mismatch(index)
  }
  func words(_ index: Int) -> [String] {
    if case .words(let words) = values[index] { return words }
    mismatch(index)
  }
  func optionalWord(_ index: Int) -> String? {
    if case .absent = values[index] { return nil }
    return word(index)
  }
  func choice<Choice: RawRepresentable<String>>(_ index: Int, as type: Choice.Type = Choice.self) -> Choice {
    guard let choice = Choice(rawValue: word(index)) else { mismatch(index) }
    return choice
  }
  func position(_ index: Int) -> RelativePosition { choice(index) }
  func isOn(_ index: Int) -> Bool { word(index) == "on" }
  func integer(_ index: Int) -> Int {
    if case .integer(let value) = values[index] { return value }
    mismatch(index)
  }
  /// A `limit` slot's number; nil for `off`.
  func limit(_ index: Int) -> Int? {
    if case .absent = values[index] { return nil }
    return integer(index)
  }
  func flag(_ index: Int) -> Bool {
    if case .flag(let value) = values[index] { return value }
    mismatch(index)
  }
  func scrollTarget(_ index: Int) -> ScrollTarget {
    if case .scrollTarget(let target) = values[index] { return target }
    mismatch(index)
  }
  func dragTarget(_ index: Int) -> DragTarget {
    if case .dragTarget(let target) = values[index] { return target }
    mismatch(index)
  }
  func helpTopic(_ index: Int) -> HelpTopic? {
    if case .helpTopic(let topic) = values[index] { return topic }
    if case .absent = values[index] { return nil }
    mismatch(index)
  }
  func indexPaths(_ index: Int) -> [IndexPath] {
    if case .indexPaths(let paths) = values[index] { return paths }
    mismatch(index)
  }
  func indexPath(_ index: Int) -> IndexPath { indexPaths(index)[0] }
  func integers(_ index: Int) -> [Int] {
    if case .integers(let values) = values[index] { return values }
    mismatch(index)
  }
  func counters(_ index: Int) -> DiffExpectation {
    if case .counters(let expectation) = values[index] { return expectation }
    mismatch(index)
  }
}

extension Arguments.Value {
  /// One section (a `section` or `sectionLabel` slot's value).
  static func section(_ section: String) -> Self { .sections([section]) }
  /// One item (an `item` slot's value).
  static func item(_ item: ItemReference) -> Self { .items([item]) }
  /// A keyword of a `choice` slot.
  static func choice(_ choice: some RawRepresentable<String>) -> Self { .word(choice.rawValue) }
  /// `on` or `off`, the keywords of a toggle.
  static func toggle(_ on: Bool) -> Self { .word(on ? "on" : "off") }
  /// The value of an optional slot: `absent` for nil.
  static func optional(_ value: Self?) -> Self { value ?? .absent }
}

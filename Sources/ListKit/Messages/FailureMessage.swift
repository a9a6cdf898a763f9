// One failure message: a catalogue entry (FailureCatalogue.swift) with its values filled in, in a view's words. The
// entry's template both formats the text the engine's errors print and reads the values back out of a pasted text.

/// The words a message is written in: a collection view's ("item", "collection view") or a table view's ("row",
/// "table view"). Messages that name no view read the same in both.
public enum FailureWording: String, Sendable, Hashable, CaseIterable {
  /// A collection view's words: "item", "collection view".
  case collectionView = "collection view"
  /// A table view's words: "row", "table view".
  case tableView = "table view"

  /// The element the view shows: `item` or `row`.
  public var element: String { self == .tableView ? "row" : "item" }
}

/// A failure message: which catalogue entry, in which words, with which numbers and identifiers.
///
/// ``text`` is the message exactly as the engine's error prints it (UIKit's or Apple's wording, values filled in);
/// ``FailureCatalogue/recognize(_:)`` turns a pasted text back into a `FailureMessage` with the same entry and
/// values.
public struct FailureMessage: Sendable, Hashable, CustomStringConvertible {
  /// A value a message carries, in the order its template names them.
  public enum Value: Sendable, Hashable, CustomStringConvertible {
    /// A section or item index, or a count.
    case number(Int)
    /// An index path, printed as UIKit prints an `NSIndexPath`: `{length = 2, path = 0 - 3}`.
    case indexPath(IndexPath)
    /// An identifier, a reuse identifier, a kind, or the description of a view.
    case text(String)
    /// A list of identifiers (`{(a, b)}`) or of recorded updates.
    case list([String])
    /// Per-section counts as a data source reported them (`{ 2 sections with item counts: [3, 0] }`).
    case counts([Int])

    /// The value as an explanation names it: an index path as `0.3`, a list joined with commas.
    public var description: String {
      switch self {
      case .number(let n): String(n)
      case .indexPath(let p): p.map(String.init).joined(separator: ".")
      case .text(let s): s
      case .list(let items): items.joined(separator: ", ")
      case .counts(let counts): "[" + counts.map(String.init).joined(separator: ", ") + "]"
      }
    }
  }

  /// The catalogue entry.
  public let entry: FailureCatalogue.Entry
  /// The words the message is written in; nil for a pasted message that reads the same in both.
  public let wording: FailureWording?
  /// The values, in the order the entry's template names them.
  public let values: [Value]
  /// Only the first line of a message that goes on over more lines was read (R16's without its counts): the values
  /// of the lines after are unknown.
  public let isBeginningOnly: Bool

  /// A message of `entry` with `values` in `wording`'s words.
  ///
  /// - Precondition: `values` has one value of the right kind per slot of the entry's template.
  /// - Complexity: O(1).
  public init(_ entry: FailureCatalogue.Entry, wording: FailureWording? = nil, _ values: [Value] = []) {
    self.init(entry, wording: wording, values, isBeginningOnly: false)
  }

  init(_ entry: FailureCatalogue.Entry, wording: FailureWording?, _ values: [Value], isBeginningOnly: Bool) {
    self.entry = entry
    self.wording = wording
    self.values = values
    self.isBeginningOnly = isBeginningOnly
  }

  /// The message text, values filled in.
  ///
  /// - Complexity: O(length of the text).
  public var text: String { template.format(values, wording: wording ?? .collectionView) }

  /// The message text (``text``).
  public var description: String { text }

  /// The rule of the message: `R1`–`R17` for a batch update (docs/semantics.md §4.2), the failure's name for a cell
  /// failure (§10, e.g. `nil-cell`), nil for the other messages.
  public var rule: String? { entry.rule }

  /// One line: what went wrong, in the message's words.
  public var summary: String { MessageTemplate(entry.summary).format([], wording: wording ?? .collectionView) }

  /// A few lines that explain the message: what went wrong, what the numbers say, the usual causes, the fix.
  ///
  /// - Complexity: O(length of the explanation).
  public var explanation: [String] {
    let words = wording ?? .collectionView
    var lines = [summary]
    if isBeginningOnly {
      lines.append("Only the message's first line was given: the lines after it carry the numbers.")
    } else {
      if !entry.meaning.isEmpty {
        lines.append(MessageTemplate(entry.meaning).format(values, wording: words, numbered: true))
      }
      if let detail = entry.detail?(values) { lines.append(detail) }
    }
    lines.append("Usual causes: " + MessageTemplate(entry.notes.causes).format([], wording: words, numbered: true))
    lines.append("Fix: " + MessageTemplate(entry.notes.fix).format([], wording: words, numbered: true))
    return lines
  }

  /// Two messages are equal when they have the same entry, wording and values.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.entry.id == rhs.entry.id && lhs.wording == rhs.wording && lhs.values == rhs.values
  }

  /// Hashes the entry, the wording and the values (what equality compares).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(entry.id)
    hasher.combine(wording)
    hasher.combine(values)
  }
}

/// An error whose message comes from the ``FailureCatalogue``: its `description` is ``failureMessage``'s text.
public protocol CataloguedFailure: Error, CustomStringConvertible {
  /// The catalogue entry, words and values of the error's message.
  var failureMessage: FailureMessage { get }
}

extension CataloguedFailure {
  /// The message, from the catalogue.
  public var description: String { failureMessage.text }
}

// MARK: - Templates

/// A message template: literal text with word slots (`{item}`, `{Item}`, `{items}`, `{anItem}`, `{view}`, `{uiView}`,
/// `{andOr}`, filled from the wording) and value slots (`{n}` number, `{path}` index path, `{id}` text, `{ids}`
/// identifier list, `{counts}` data-source counts, `{updates}` update list, `{dump}` Apple's dump of an update,
/// printed `<update>`, no value). An explanation template names values by position instead: `{0}`, `{1}`…
struct MessageTemplate: Sendable {
  enum Word: String, Sendable, CaseIterable {
    case item, items, anItem, view, uiView, andOr
    case capitalItem = "Item"

    func text(_ wording: FailureWording) -> String {
      let table = wording == .tableView
      return switch self {
      case .item: table ? "row" : "item"
      case .capitalItem: table ? "Row" : "Item"
      case .items: table ? "rows" : "items"
      case .anItem: table ? "a row" : "an item"
      case .view: table ? "table view" : "collection view"
      case .uiView: table ? "UITableView" : "UICollectionView"
      case .andOr: table ? "and" : "and/or"
      }
    }
  }

  enum Slot: String, Sendable {
    case n, path, id, ids, counts, updates, dump
  }

  enum Piece: Sendable {
    case literal(String)
    case word(Word)
    case slot(Slot)
    case reference(Int)
  }

  let pieces: [Piece]

  init(_ template: String) {
    var pieces: [Piece] = []
    var literal = ""
    var rest = Substring(template)
    while let open = rest.firstIndex(of: "{") {
      let close = rest[open...].firstIndex(of: "}")
      let name = close.map { String(rest[rest.index(after: open)..<$0]) } ?? ""
      let piece: Piece? =
        if let word = Word(rawValue: name) {
          .word(word)
        } else if let slot = Slot(rawValue: name) {
          .slot(slot)
        } else if let index = Int(name) {
          .reference(index)
        } else {
          nil
        }
      guard let piece, let close else {
        literal += rest[...open]
        rest = rest[rest.index(after: open)...]
        continue
      }
      literal += rest[..<open]
      if !literal.isEmpty { pieces.append(.literal(literal)) }
      literal = ""
      pieces.append(piece)
      rest = rest[rest.index(after: close)...]
    }
    literal += rest
    if !literal.isEmpty { pieces.append(.literal(literal)) }
    self.pieces = pieces
  }

  /// The number of value slots.
  var slotCount: Int {
    pieces.reduce(0) { count, piece in
      if case .slot(let slot) = piece, slot != .dump { return count + 1 }
      return count
    }
  }

  /// The text with `values` in the slots (in order) or at the references (by position).
  func format(_ values: [FailureMessage.Value], wording: FailureWording, numbered: Bool = false) -> String {
    var text = ""
    var next = 0
    for piece in pieces {
      switch piece {
      case .literal(let literal): text += literal
      case .word(let word): text += word.text(wording)
      case .reference(let index): text += index < values.count ? values[index].description : "?"
      case .slot(.dump): text += "<update>"
      case .slot(let slot):
        precondition(next < values.count, "message template: missing value for slot \(slot.rawValue)")
        text += Self.render(values[next], as: slot, wording: wording)
        next += 1
      }
    }
    return text
  }

  static func render(_ value: FailureMessage.Value, as slot: Slot, wording: FailureWording) -> String {
    switch (slot, value) {
    case (.n, .number(let n)): return String(n)
    case (.path, .indexPath(let p)): return p.uikitDescription
    case (.id, .text(let s)): return s
    case (.ids, .list(let ids)): return "{(" + ids.joined(separator: ", ") + ")}"
    case (.updates, .list(let updates)): return updates.joined(separator: ", ")
    case (.counts, .counts(let counts)):
      let noun = counts.count == 1 ? "section" : "sections"
      return
        "{ \(counts.count) \(noun) with \(wording.element) counts: [\(counts.map(String.init).joined(separator: ", "))] }"
    default: preconditionFailure("message template: value \(value) does not fit slot \(slot.rawValue)")
    }
  }

  /// The template in `wording`'s words: literals and value slots only, adjacent literals merged.
  func rendered(_ wording: FailureWording) -> [Piece] {
    var result: [Piece] = []
    for piece in pieces {
      var piece = piece
      if case .word(let word) = piece { piece = .literal(word.text(wording)) }
      if case .literal(let text) = piece, case .literal(let previous)? = result.last {
        result[result.count - 1] = .literal(previous + text)
      } else {
        result.append(piece)
      }
    }
    return result
  }
}

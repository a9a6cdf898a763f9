// How the shell writes what it names, for every form of output: an item and a section so that they can be typed back,
// a count with its noun, a long list cut short; and the words of the reports that more than one form carries (the
// text renderer prints them, the JSON renderer puts them in fields, a warning's message is made of them). They live
// with the events so that no form of output asks another for its words.

import ListKit
import Lists

/// The shell's shared formatter (no colour, no layout: those are the text renderer's).
@MainActor
enum Words {
  /// At most this many entries of a list are written; the rest are counted.
  static let listLimit = OutputLimit.listLimit

  /// How an item is printed: so that it can be typed back (`"Banner:1"` is a Text item, `Banner:1` a Banner),
  /// control characters escaped (one place, so that every output names items alike).
  static func name(_ item: AnyItem) -> String { item.reference.description }

  /// How a section is printed (typeable, control characters escaped).
  static func name(section: String) -> String { IdentifierSyntax.section(section) }

  /// Items by name, separated by spaces, at most `listLimit` of them.
  static func names(_ items: [AnyItem]) -> String {
    items.prefix(listLimit).map(name).joined(separator: " ")
      + (items.count > listLimit ? " … (\(items.count) in all)" : "")
  }

  /// A duration as the output prints it: `1.234 ms`.
  static func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let micros = seconds * 1_000_000 + attoseconds / 1_000_000_000_000
    let whole = micros / 1000
    let fraction = micros % 1000
    let digits = String(fraction)
    return "\(whole).\(String(repeating: "0", count: 3 - digits.count))\(digits) ms"
  }

  /// The warning that names stored section snapshots a new view or data source drops.
  static func droppedSectionSnapshots(_ dropped: DroppedSectionSnapshots) -> String {
    let sections = dropped.sections.map { name(section: $0) }.joined(separator: ", ")
    let what = "the section snapshot\(dropped.sections.count == 1 ? "" : "s") of \(sections)"
    var text: String
    switch dropped.reason {
    case .noSectionSnapshots(let view, let kind):
      let owner = kind == .classic ? "a classic data source" : "the \(view.viewName)'s diffable data source"
      text = "\(owner) has no section snapshots: dropped \(what) (the rows are flat)"
    case .rowsChanged:
      text = "dropped \(what) carried from the old view: the rows changed before the new view's first apply"
    }
    if !dropped.hiddenItems.isEmpty {
      text +=
        "; gone with \(dropped.sections.count == 1 ? "it" : "them"), hidden under collapsed parents: "
        + names(dropped.hiddenItems)
    }
    return text
  }

  /// `main(3) more(0)  (2 items inserted)`: the sections of a history step and what its apply sent (or the tap that
  /// made it: `(tap Todo:eggs: ticked; view state only)`).
  static func historySummary(_ entry: HistoryReport.Entry, element: String = "item") -> String {
    let snapshot = entry.snapshot
    let sections = snapshot.sectionIdentifiers.prefix(6).map { section in
      "\(name(section: section))(\(snapshot.numberOfItems(inSection: section)))"
    }
    let more = snapshot.numberOfSections > 6 ? " …" : ""
    var text = snapshot.numberOfSections == 0 ? "empty" : sections.joined(separator: " ") + more
    let sent = entry.update.flatMap { $0.isEmpty ? nil : $0.summary(element: element) }
    switch entry.origin {
    case .userToggle(let item, let expanded):
      text += "  (the user \(expanded ? "expands" : "collapses") \(name(item))" + (sent.map { ": " + $0 } ?? "") + ")"
    case .userDrag(let item):
      text += "  (the user drags \(name(item))" + (sent.map { ": " + $0 } ?? "") + ")"
    case .reloadData(let replaced):
      text += "  (reloadData instead of " + (replaced.isEmpty ? "a batch" : replaced.summary(element: element)) + ")"
    case nil:
      if let sent { text += "  (" + sent + ")" }
    }
    if let tap = entry.tap {
      text += "  (tap \(name(tap.item)): \(tap.isTicked ? "ticked" : "not ticked"); view state only)"
    }
    return text
  }
}

extension BatchUpdate {
  /// `1 section inserted; 2 items inserted, 1 moved` (empty when nothing was sent).
  var summary: String { summary(element: "item") }

  /// The summary in a view's words: `element` is `item` (collection view) or `row` (table view).
  func summary(element: String) -> String {
    func part(_ counters: [DiffCounter], noun: String) -> String? {
      let present = counters.map { ($0, count(of: $0)) }.filter { $0.1 > 0 }
      guard let first = present.first else { return nil }
      let rest = present.dropFirst().map { "\($0.1) \($0.0.verb)" }
      return ([plural(first.1, noun) + " " + first.0.verb] + rest).joined(separator: ", ")
    }
    let sections = part(DiffCounter.allCases.filter(\.countsSections), noun: "section")
    let items = part(DiffCounter.allCases.filter { !$0.countsSections }, noun: element)
    return [sections, items].compactMap { $0 }.joined(separator: "; ")
  }
}

/// `1 item`, `2 items`.
func plural(_ count: Int, _ noun: String) -> String {
  count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
}

// The reproductions of the index-path rules (R1–R13, R17, reconfigure bounds): the smallest view whose counts make the
// message's numbers true, and the call or batch that names them; and of R16, whose message lists the data source's
// counts before and after and the updates.

import ListKit

extension CrashReproduction {
  /// An index path value as (section, item).
  static func indexPath(_ value: FailureMessage.Value) -> (section: Int, item: Int)? {
    guard case .indexPath(let path) = value, path.count == 2, path[0] >= 0, path[1] >= 0, path[0] <= 1_000,
      path[1] <= 100_000
    else { return nil }
    return (path[0], path[1])
  }

  /// Counts of `sections` sections, each with at least the items `needs` names (section → items).
  static func counts(sections: Int, needs: [(Int, Int)] = []) -> [Int] {
    var counts = Array(repeating: 0, count: sections)
    for (section, items) in needs where section < sections { counts[section] = max(counts[section], items) }
    return counts
  }

  static func indexRule(_ id: String, _ values: [FailureMessage.Value]) -> Steps? {
    let n = values.map { value -> Int? in
      if case .number(let number) = value, number >= 0, number <= 10_000 { return number }
      return nil
    }
    let p = values.map(indexPath)
    func num(_ i: Int) -> Int? { i < n.count ? n[i] : nil }
    func ip(_ i: Int) -> (section: Int, item: Int)? { i < p.count ? p[i] : nil }
    switch id {
    case "R4", "R7", "R10-section", "R17":
      guard let s = num(0), let sections = num(1), s >= sections else { return nil }
      let call =
        switch id {
        case "R4": "delete-sections-at \(s)"
        case "R7": "insert-sections-at \(s)"
        case "R10-section": "move-section-at \(s) 0"
        default: "number-of-items \(s)"
        }
      guard id != "R10-section" || sections > 0 else { return nil }
      return Steps(counts: counts(sections: sections), call: call)
    case "R5", "R8", "reconfigure-no-section":
      guard let item = num(0), let s = num(1), let sections = num(2), s >= sections else { return nil }
      let verb = id == "R5" ? "delete-items-at" : id == "R8" ? "insert-items-at" : "reconfigure-items-at"
      return Steps(counts: counts(sections: sections), call: "\(verb) \(path(s, item))")
    case "R6", "R9", "reconfigure-out-of-bounds":
      guard let item = num(0), let s = num(1), let count = num(2), item >= count else { return nil }
      let verb = id == "R6" ? "delete-items-at" : id == "R9" ? "insert-items-at" : "reconfigure-items-at"
      return Steps(counts: counts(sections: s + 1, needs: [(s, count)]), call: "\(verb) \(path(s, item))")
    case "R10":
      guard let a = ip(0), let count = num(1), let s = num(2), s == a.section, a.item >= count else { return nil }
      var counts = counts(sections: s + 1, needs: [(s, count)])
      if count == 0 { counts.append(1) }
      let destination = count == 0 ? path(s + 1, 0) : path(s, 0)
      return Steps(counts: counts, call: "move-item-at \(path(a.section, a.item)) \(destination)")
    case "R10-no-section":
      guard let a = ip(0), let sections = num(1), a.section >= sections, sections > 0 else { return nil }
      return Steps(
        counts: counts(sections: sections, needs: [(0, 1)]), call: "move-item-at \(path(a.section, a.item)) 0.0")
    case "R11":
      guard let a = ip(0), let b = ip(1), let count = num(2), let s = num(3), s == b.section, b.item >= count else {
        return nil
      }
      if a.section == s, a.item >= count { return nil }
      let counts = counts(sections: max(a.section, s) + 1, needs: [(a.section, a.item + 1), (s, count)])
      guard counts[s] == count else { return nil }
      return Steps(counts: counts, call: "move-item-at \(path(a.section, a.item)) \(path(b.section, b.item))")
    case "R11-no-section":
      guard let a = ip(0), let b = ip(1), let sections = num(2), a.section < sections, b.section >= sections else {
        return nil
      }
      return Steps(
        counts: counts(sections: sections, needs: [(a.section, a.item + 1)]),
        call: "move-item-at \(path(a.section, a.item)) \(path(b.section, b.item))")
    case "R11-section":
      guard let from = num(0), let to = num(1), let sections = num(2), from < sections, to >= sections else {
        return nil
      }
      return Steps(counts: counts(sections: sections), call: "move-section-at \(from) \(to)")
    default:
      return sameTargetRule(id, n: n, p: p) ?? moveRule(id, n: n, p: p)
    }
  }

  /// R1–R3: two calls on one index path or section (delete and reload, delete and move, insert and move).
  private static func sameTargetRule(_ id: String, n: [Int?], p: [(section: Int, item: Int)?]) -> Steps? {
    func num(_ i: Int) -> Int? { i < n.count ? n[i] : nil }
    func ip(_ i: Int) -> (section: Int, item: Int)? { i < p.count ? p[i] : nil }
    switch id {
    case "R1":
      guard let a = ip(0) else { return nil }
      let counts = counts(sections: a.section + 1, needs: [(a.section, a.item + 1)])
      return Steps(
        counts: counts,
        batch: ["delete-items-at \(path(a.section, a.item))", "reload-items-at \(path(a.section, a.item))"])
    case "R1-section":
      guard let s = num(0) else { return nil }
      return Steps(counts: counts(sections: s + 1), batch: ["delete-sections-at \(s)", "reload-sections-at \(s)"])
    case "R2":
      guard let a = ip(0) else { return nil }
      let counts = counts(sections: a.section + 1, needs: [(a.section, a.item + 2)])
      let other = a.item == 0 ? 1 : 0
      return Steps(
        counts: counts,
        batch: [
          "delete-items-at \(path(a.section, a.item))",
          "move-item-at \(path(a.section, a.item)) \(path(a.section, other))",
        ])
    case "R2-section":
      guard let s = num(0) else { return nil }
      return Steps(
        counts: counts(sections: s + 2), batch: ["delete-sections-at \(s)", "move-section-at \(s) \(s == 0 ? 1 : 0)"])
    case "R3":
      guard let a = ip(0) else { return nil }
      let counts = counts(sections: a.section + 1, needs: [(a.section, a.item + 2)])
      let other = a.item == 0 ? 1 : 0
      return Steps(
        counts: counts,
        batch: [
          "insert-items-at \(path(a.section, a.item))",
          "move-item-at \(path(a.section, other)) \(path(a.section, a.item))",
        ])
    case "R3-section":
      guard let s = num(0) else { return nil }
      return Steps(
        counts: counts(sections: s + 2), batch: ["insert-sections-at \(s)", "move-section-at \(s == 0 ? 1 : 0) \(s)"])
    default:
      return nil
    }
  }

  /// R12 and R13: two moves that collide, a move out of a deleted or into an inserted section.
  private static func moveRule(_ id: String, n: [Int?], p: [(section: Int, item: Int)?]) -> Steps? {
    switch id {
    case "R12-two-destinations", "R12-two-sources":
      guard p.count == 3, let a = p[0], let b = p[1], let c = p[2] else { return nil }
      let all = [a, b, c]
      let sections = all.map(\.section).max()! + 1
      let counts = counts(sections: sections, needs: all.map { ($0.section, $0.item + 1) })
      let moves =
        id == "R12-two-destinations"
        ? [
          "move-item-at \(path(a.section, a.item)) \(path(b.section, b.item))",
          "move-item-at \(path(a.section, a.item)) \(path(c.section, c.item))",
        ]
        : [
          "move-item-at \(path(a.section, a.item)) \(path(c.section, c.item))",
          "move-item-at \(path(b.section, b.item)) \(path(c.section, c.item))",
        ]
      return Steps(counts: counts, batch: moves)
    case "R12-section-two-destinations", "R12-section-two-sources":
      guard n.count == 3, let a = n[0], let b = n[1], let c = n[2] else { return nil }
      let moves =
        id == "R12-section-two-destinations"
        ? ["move-section-at \(a) \(b)", "move-section-at \(a) \(c)"]
        : ["move-section-at \(a) \(c)", "move-section-at \(b) \(c)"]
      return Steps(counts: counts(sections: max(a, b, c) + 1), batch: moves)
    case "R13-from-deleted":
      // The table's wording names no section.
      let s = (n.first ?? nil) ?? 0
      let other = s == 0 ? 1 : 0
      return Steps(
        counts: counts(sections: max(s, other) + 1, needs: [(s, 1), (other, 1)]),
        batch: ["delete-sections-at \(s)", "move-item-at \(path(s, 0)) \(path(other, 0))"])
    case "R13-into-inserted":
      guard let s = n.first ?? nil else { return nil }
      let other = s == 0 ? 1 : 0
      return Steps(
        counts: counts(sections: max(s, other) + 1, needs: [(s, 1), (other, 1)]),
        batch: ["insert-sections-at \(s)", "move-item-at \(path(other, 0)) \(path(s, 0))"])
    default:
      return nil
    }
  }
}

// MARK: - R16

extension CrashReproduction {
  /// R16: a view that shows one item fewer (or more) than the data source's counts before the updates, the model
  /// edited to those counts before the batch and to the counts after inside it, and the listed updates as calls.
  static func batchCounts(_ values: [FailureMessage.Value], table: Bool) -> Steps? {
    guard values.count == 3, case .counts(let before) = values[0], case .counts(let after) = values[1],
      case .list(let updates) = values[2], !before.isEmpty, before.count <= 1_000, after.count <= 1_000,
      (before + after).allSatisfy({ $0 >= 0 && $0 <= 100_000 }), let calls = calls(for: updates)
    else { return nil }
    // The view shows one item more in section 0 than the data source reports before the updates, so that every
    // index path of the state before stays in the view's bounds.
    var view = before
    view[0] += 1
    let names = before.indices.map { section in (0..<before[section]).map { "s\(section)i\($0 + 1)" } }
    var steps = Steps(counts: view)
    steps.before.append("delete-items s0i\(view[0])")
    steps.batch = modelEdits(from: names, to: after) + calls
    return steps
  }

  /// The model edits that turn sections `s0`, `s1`, … holding `names` into sections holding `counts` items.
  private static func modelEdits(from names: [[String]], to counts: [Int]) -> [String] {
    var lines: [String] = []
    if counts.count < names.count {
      lines.append("delete-sections " + (counts.count..<names.count).map { "s\($0)" }.joined(separator: " "))
    }
    for section in 0..<min(names.count, counts.count) {
      let have = names[section].count
      if counts[section] > have {
        lines.append("append-items \(range("s\(section)m", 1, counts[section] - have)) to s\(section)")
      } else if counts[section] < have {
        lines.append("delete-items " + names[section].prefix(have - counts[section]).joined(separator: " "))
      }
    }
    if counts.count > names.count {
      let added = names.count..<counts.count
      lines.append("append-sections " + added.map { "s\($0)" }.joined(separator: " "))
      for section in added where counts[section] > 0 {
        lines.append("append-items \(range("s\(section)i", 1, counts[section])) to s\(section)")
      }
    }
    return lines
  }

  /// The update lab's calls for UIKit's list of updates (`Delete item (0 - 1)`, `Move section 0 -> 1`); a Delete
  /// and an Insert of one index path in a row are its reload. Nil when an entry is not one of UIKit's.
  static func calls(for updates: [String]) -> [String]? {
    var calls: [String] = []
    var index = 0
    while index < updates.count {
      let words = updates[index].split(separator: " ").map(String.init)
      guard let verb = words.first, words.count >= 2 else { return nil }
      let isSection = words[1] == "section"
      let target = words.dropFirst(2).joined(separator: " ")
      let operands = target.replacingOccurrences(" -> ", " to ").components(" to ").map(updatePath)
      guard operands.allSatisfy({ $0 != nil }) else { return nil }
      let places = operands.map { $0! }
      if verb == "Delete", index + 1 < updates.count, updates[index + 1] == "Insert" + updates[index].dropFirst(6) {
        calls.append((isSection ? "reload-sections-at " : "reload-items-at ") + places[0])
        index += 2
        continue
      }
      let call: String? =
        switch (verb, isSection, places.count) {
        case ("Delete", true, 1): "delete-sections-at " + places[0]
        case ("Insert", true, 1): "insert-sections-at " + places[0]
        case ("Move", true, 2): "move-section-at \(places[0]) \(places[1])"
        case ("Delete", false, 1): "delete-items-at " + places[0]
        case ("Insert", false, 1): "insert-items-at " + places[0]
        case ("Reconfigure", false, 1): "reconfigure-items-at " + places[0]
        case ("Move", false, 2): "move-item-at \(places[0]) \(places[1])"
        default: nil
        }
      guard let call else { return nil }
      calls.append(call)
      index += 1
    }
    return calls
  }

  /// `(0 - 3)` as `0.3`, a section number as itself.
  private static func updatePath(_ text: String) -> String? {
    let digits = text.filter { $0.isNumber || $0 == "-" || $0 == " " }
    let parts = digits.split(separator: "-").map { $0.trimmingBlanks }
    if text.hasPrefix("("), parts.count == 2, let section = Int(parts[0]), let item = Int(parts[1]) {
      return "\(section).\(item)"
    }
    if let section = Int(text.trimmingBlanks) { return String(section) }
    return nil
  }
}

extension String {
  /// Every occurrence of `target` replaced by `replacement`.
  fileprivate func replacingOccurrences(_ target: String, _ replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }

  /// The pieces between the occurrences of `separator`.
  fileprivate func components(_ separator: String) -> [String] {
    split(separator: separator, omittingEmptySubsequences: false).map(String.init)
  }
}

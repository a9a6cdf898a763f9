// Reading a pasted message back: a template's pieces matched against the text, the values parsed out of its slots.
// Whitespace is loose (a run of spaces or newlines matches any run, as terminals rewrap text), identifiers are matched
// lazily, and UIKit's `<NSIndexPath: 0x…>` prefix of an index path is accepted.

/// Matches one rendered template (literals and value slots) against a text, as UTF-8.
struct MessageMatcher {
  let pieces: [MessageTemplate.Piece]
  /// The UTF-8 of each literal piece (empty for the others).
  let literals: [[UInt8]]
  let input: [UInt8]

  /// The UTF-8 of each literal of `pieces`, for ``init(pieces:literals:input:)``.
  static func literals(of pieces: [MessageTemplate.Piece]) -> [[UInt8]] {
    pieces.map { piece in
      if case .literal(let literal) = piece { return Array(literal.utf8) }
      return []
    }
  }

  /// The values and the end of the match of the whole template starting at `start`, or nil.
  ///
  /// - Complexity: O(length) per piece for most templates; lazy identifier slots backtrack over the positions where
  ///   the next literal could start.
  mutating func match(from start: Int) -> (values: [FailureMessage.Value], end: Int)? {
    var values: [FailureMessage.Value] = []
    guard let end = match(piece: 0, at: start, &values) else { return nil }
    return (values, end)
  }

  /// (piece, position) pairs known not to match: whether the rest of a template matches from a position does not
  /// depend on how the text before it was matched, so each pair is tried once (across start positions too), which
  /// keeps lazy slots from backtracking exponentially.
  var failed: Set<Int> = []

  private mutating func match(piece k: Int, at position: Int, _ values: inout [FailureMessage.Value]) -> Int? {
    guard k < pieces.count else { return position }
    let key = k &* (input.count + 1) &+ position
    guard !failed.contains(key) else { return nil }
    switch pieces[k] {
    case .literal:
      if let end = matchLiteral(literals[k], at: position), let result = match(piece: k + 1, at: end, &values) {
        return result
      }
    case .slot(let slot):
      let last = k == pieces.count - 1
      for end in ends(slot, at: position, last: last, before: k) {
        guard let value = value(slot, position..<end, last: last) else { continue }
        if let value { values.append(value) }
        if let result = match(piece: k + 1, at: end, &values) { return result }
        if value != nil { values.removeLast() }
      }
    case .word, .reference:
      break
    }
    failed.insert(key)
    return nil
  }

  static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }

  /// The end of `literal` matched at `position`: a whitespace run matches any run (or none right after whitespace).
  private func matchLiteral(_ literal: [UInt8], at position: Int) -> Int? {
    var i = 0
    var p = position
    while i < literal.count {
      if Self.isSpace(literal[i]) {
        while i < literal.count && Self.isSpace(literal[i]) { i += 1 }
        guard (p < input.count && Self.isSpace(input[p])) || (p > 0 && Self.isSpace(input[p - 1])) else { return nil }
        while p < input.count && Self.isSpace(input[p]) { p += 1 }
      } else {
        guard p < input.count && input[p] == literal[i] else { return nil }
        i += 1
        p += 1
      }
    }
    return p
  }

  private func text(_ range: Range<Int>) -> String {
    String(decoding: input[range], as: UTF8.self)
  }

  private func trimmed(_ range: Range<Int>) -> String {
    var (low, high) = (range.lowerBound, range.upperBound)
    while low < high && Self.isSpace(input[low]) { low += 1 }
    while high > low && Self.isSpace(input[high - 1]) { high -= 1 }
    return text(low..<high)
  }

  /// The possible (end, value) pairs of a slot at `position`, shortest first.
  /// The possible ends of a slot at `position`, shortest first.
  private func ends(_ slot: MessageTemplate.Slot, at position: Int, last: Bool, before k: Int) -> [Int] {
    switch slot {
    case .n: return integer(at: position).map { [$0.0] } ?? []
    case .path: return indexPath(at: position).map { [$0.0] } ?? []
    case .counts: return counts(at: position).map { [$0.0] } ?? []
    case .ids:
      guard matches("{(", at: position) else { return [] }
      var result: [Int] = []
      var p = position + 2
      while p + 1 < input.count {
        if input[p] == UInt8(ascii: ")") && input[p + 1] == UInt8(ascii: "}") { result.append(p + 2) }
        p += 1
      }
      return result
    case .id, .updates, .dump:
      if last { return [input.count] }
      // Only where the next literal can start: its first byte, or (for one that starts with a space) a space or
      // its first word right after one.
      let next = k + 1 < pieces.count ? literals[k + 1] : []
      let spaced = next.first.map(Self.isSpace) ?? false
      let firstWord = next.first { !Self.isSpace($0) }
      var result: [Int] = []
      var end = slot == .id ? position + 1 : position
      while end <= input.count {
        if next.isEmpty {
          result.append(end)
        } else if end < input.count {
          let byte = input[end]
          if spaced {
            if Self.isSpace(byte) || (end > 0 && Self.isSpace(input[end - 1]) && byte == firstWord) {
              result.append(end)
            }
          } else if byte == next[0] {
            result.append(end)
          }
        }
        end += 1
      }
      return result
    }
  }

  /// The value of a slot matched over `range`: `.some(nil)` for a slot without a value, nil when the text is not a
  /// value of the slot.
  private func value(_ slot: MessageTemplate.Slot, _ range: Range<Int>, last: Bool) -> FailureMessage.Value?? {
    switch slot {
    case .dump: return .some(nil)
    case .n: return integer(at: range.lowerBound).map { .number($0.1) }
    case .path: return indexPath(at: range.lowerBound).map { .indexPath($0.1) }
    case .counts: return counts(at: range.lowerBound).map { .counts($0.1) }
    case .ids:
      let items = text(range.lowerBound + 2..<range.upperBound - 2).split(separator: ",").map { $0.trimmingSpaces }
      return .list(items.filter { !$0.isEmpty })
    case .updates:
      let items = text(range).split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingSpaces }
      return .list(items.count == 1 && items[0].isEmpty ? [] : items)
    case .id:
      let value = last ? trimmed(range) : text(range)
      return value.isEmpty ? nil : .text(value)
    }
  }

  private func matches(_ literal: String, at position: Int) -> Bool {
    let bytes = Array(literal.utf8)
    guard position + bytes.count <= input.count else { return false }
    return Array(input[position..<position + bytes.count]) == bytes
  }

  private func skipSpaces(_ p: inout Int) {
    while p < input.count && Self.isSpace(input[p]) { p += 1 }
  }

  private func integer(at position: Int) -> (Int, Int)? {
    var p = position
    let negative = p < input.count && input[p] == UInt8(ascii: "-")
    if negative { p += 1 }
    let digits = p
    while p < input.count && input[p] >= UInt8(ascii: "0") && input[p] <= UInt8(ascii: "9") { p += 1 }
    guard p > digits, let value = Int(text(digits..<p)) else { return nil }
    return (p, negative ? -value : value)
  }

  /// `{length = 2, path = 0 - 3}`, optionally after `<NSIndexPath: 0x…> `.
  private func indexPath(at position: Int) -> (Int, IndexPath)? {
    var p = position
    if matches("<NSIndexPath:", at: p) {
      while p < input.count && input[p] != UInt8(ascii: ">") { p += 1 }
      guard p < input.count else { return nil }
      p += 1
      skipSpaces(&p)
    }
    guard matches("{length", at: p) else { return nil }
    p += 7
    skipSpaces(&p)
    guard matches("=", at: p) else { return nil }
    p += 1
    skipSpaces(&p)
    guard let (afterLength, _) = integer(at: p) else { return nil }
    p = afterLength
    guard matches(",", at: p) else { return nil }
    p += 1
    skipSpaces(&p)
    guard matches("path", at: p) else { return nil }
    p += 4
    skipSpaces(&p)
    guard matches("=", at: p) else { return nil }
    p += 1
    var components: [Int] = []
    while true {
      skipSpaces(&p)
      guard let (end, value) = integer(at: p) else { return nil }
      components.append(value)
      p = end
      skipSpaces(&p)
      if matches("-", at: p) {
        p += 1
        continue
      }
      guard matches("}", at: p) else { return nil }
      return (p + 1, IndexPath(indexes: components))
    }
  }

  /// `{ 2 sections with item counts: [3, 0] }` (`row counts` in a table).
  private func counts(at position: Int) -> (Int, [Int])? {
    var p = position
    func expect(_ word: String) -> Bool {
      skipSpaces(&p)
      guard matches(word, at: p) else { return false }
      p += word.utf8.count
      return true
    }
    guard expect("{") else { return nil }
    skipSpaces(&p)
    guard let (afterCount, _) = integer(at: p) else { return nil }
    p = afterCount
    guard expect("section") else { return nil }
    if matches("s", at: p) { p += 1 }
    guard expect("with") else { return nil }
    skipSpaces(&p)
    if matches("item", at: p) { p += 4 } else if matches("row", at: p) { p += 3 } else { return nil }
    guard expect("counts:"), expect("[") else { return nil }
    var counts: [Int] = []
    skipSpaces(&p)
    if !matches("]", at: p) {
      while true {
        skipSpaces(&p)
        guard let (end, value) = integer(at: p) else { return nil }
        counts.append(value)
        p = end
        skipSpaces(&p)
        guard matches(",", at: p) else { break }
        p += 1
      }
    }
    guard expect("]"), expect("}") else { return nil }
    return (p, counts)
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces and newlines.
  var trimmingSpaces: String {
    let scalars = unicodeScalars
    var low = scalars.startIndex
    var high = scalars.endIndex
    func isSpace(_ s: Unicode.Scalar) -> Bool { s == " " || s == "\n" || s == "\r" || s == "\t" }
    while low < high && isSpace(scalars[low]) { low = scalars.index(after: low) }
    while high > low && isSpace(scalars[scalars.index(before: high)]) { high = scalars.index(before: high) }
    return String(String.UnicodeScalarView(scalars[low..<high]))
  }
}

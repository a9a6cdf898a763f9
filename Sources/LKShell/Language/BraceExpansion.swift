// Bash-style brace expansion of one word (`item{1..5}`, `{a,b}`, `{01..10}`, `a{1,2}{x,y}`), lazily indexed,
// with the word and size limits that keep hostile input from allocating before it is rejected.

/// The words one brace pattern expands to, in bash order, computed on demand.
///
/// The pattern is parsed once (O(n) in its length) into literals, alternatives (`{a,b,c}`, nested freely)
/// and sequences (`{1..5}`, `{5..1}`, `{01..10}`, `{-3..3}`, `{1..10..2}`, `{a..e}`); `count` is known
/// before any word is produced and `self[i]` builds only the i-th word. Anything that is not a valid brace
/// expression (`{}`, `{a}`, an unmatched `{`, `{1..x}`) stays literal text, as in bash.
///
/// Details where bash is the model:
/// - Several braces multiply, the leftmost varying slowest: `a{1,2}{x,y}` → `a1x a1y a2x a2y`.
/// - A sequence pads with zeros when either end is written with a leading zero; the width is the longer
///   end's (`{01..10}` → `01 … 10`, `{-05..5}` → `-05 … 005`).
/// - The step's sign is ignored (the direction comes from the ends); a step of 0 counts as 1.
/// - Empty results (`x{,}` gives `x x`, `{,}` gives nothing) are dropped by `expand(words:)`.
///
/// Differences from bash: a number too large for `Int` is an error (bash leaves the word literal) and so is
/// nesting deeper than `maximumNestingDepth`.
///
///     let words = try BraceExpansion("row{1..1000000}")   // nothing allocated yet
///     words.count   // 1_000_000
///     words[9]      // "row10"
struct BraceExpansion: RandomAccessCollection, Sendable {
  /// Default maximum number of arguments (words after the command's name) one command may expand to.
  static let defaultWordLimit = 2_000_000
  /// Default maximum number of characters one command line may expand to (an upper bound is checked).
  static let defaultCharacterLimit = 64 * 1024 * 1024
  /// Deeper nesting of braces is rejected (it would only ever be hostile input).
  static let maximumNestingDepth = 100

  let pattern: Pattern

  /// Parses `text` as a brace pattern.
  ///
  /// - Throws: `BraceExpansionError.numberTooLarge` or `.nestedTooDeeply`. The word limit is checked by
  ///   `expand(words:wordLimit:characterLimit:)`, or by the caller via `count`, before anything is produced.
  /// - Complexity: O(n) in the length of `text`.
  init(_ text: String) throws(BraceExpansionError) {
    pattern = try PatternParser(text).parse()
  }

  /// Always 0.
  var startIndex: Int { 0 }
  /// The number of words (saturates at `Int.max` for absurd patterns; check it against a limit first).
  var endIndex: Int { pattern.count }

  /// The `index`-th word. - Complexity: O(length of the word + number of braces in the pattern).
  subscript(index: Int) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(Swift.min(pattern.maximumLength, 256))
    pattern.append(index, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// An upper bound on the characters of all words together (saturating).
  var characterBound: Int {
    let (product, overflow) = pattern.count.multipliedReportingOverflow(by: Swift.max(pattern.maximumLength, 1))
    return overflow ? Int.max : product
  }

  /// True when `text` contains no brace expression and expands to itself.
  var isLiteral: Bool { pattern.nodes.allSatisfy { if case .literal = $0 { true } else { false } } }

  /// Expands every unquoted word of a command, checking the limits for the whole command before producing
  /// a single word. Quoted words (any quoted or escaped part) pass through unchanged; expanded words keep the
  /// column of the word they came from. `wordLimit` counts the arguments, not the command's name, so
  /// `append-items row{1..2000000}` is within the default limit.
  ///
  /// - Throws: `BraceExpansionError.tooManyWords`, `.tooManyCharacters`, `.numberTooLarge`, `.nestedTooDeeply`.
  /// - Complexity: O(total characters produced); the result array is allocated once with its exact capacity, and
  ///   each word is written as UTF-8 into one reused buffer (a word of up to 15 bytes is then a string with no
  ///   allocation of its own).
  static func expand(
    words: [Word], wordLimit: Int = defaultWordLimit, characterLimit: Int = defaultCharacterLimit
  ) throws(BraceExpansionError) -> [Word] {
    var expansions: [BraceExpansion?] = []
    expansions.reserveCapacity(words.count)
    var total = 0
    var characters = 0
    for word in words {
      if word.isQuoted || !word.text.contains("{") {
        expansions.append(nil)
        total = total.addingSaturating(1)
        characters = characters.addingSaturating(word.text.count)
        continue
      }
      let expansion = try BraceExpansion(word.text)
      expansions.append(expansion)
      total = total.addingSaturating(expansion.count)
      characters = characters.addingSaturating(expansion.characterBound)
    }
    // The first word is the command's name: the limit is on what it is given.
    let arguments = total == Int.max ? total : Swift.max(total - 1, 0)
    if arguments > wordLimit { throw .tooManyWords(count: arguments, limit: wordLimit) }
    if characters > characterLimit { throw .tooManyCharacters(bound: characters, limit: characterLimit) }
    var result: [Word] = []
    result.reserveCapacity(total)
    var bytes: [UInt8] = []
    for (word, expansion) in zip(words, expansions) {
      guard let expansion, !expansion.isLiteral else {
        result.append(word)
        continue
      }
      if let numbered = expansion.pattern.numberedWords {
        numbered.append(to: &result, column: word.column)
        continue
      }
      bytes.reserveCapacity(Swift.min(expansion.pattern.maximumLength, 256))
      for index in 0..<expansion.count {
        bytes.removeAll(keepingCapacity: true)
        expansion.pattern.append(index, to: &bytes)
        if bytes.isEmpty { continue }
        // Every scalar of an expanded word is plain: count them from the UTF-8 (non-continuation bytes).
        var scalars = 0
        for byte in bytes where byte & 0xC0 != 0x80 { scalars &+= 1 }
        result.append(
          Word(String(decoding: bytes, as: UTF8.self), column: word.column, unquotedPrefixLength: scalars))
      }
    }
    return result
  }
}

extension Int {
  func addingSaturating(_ other: Int) -> Int {
    let (sum, overflow) = addingReportingOverflow(other)
    return overflow ? Int.max : sum
  }
  func multipliedSaturating(by other: Int) -> Int {
    let (product, overflow) = multipliedReportingOverflow(by: other)
    return overflow ? Int.max : product
  }
}

/// A concatenation of parts; its words are the cartesian product of the parts' words, leftmost slowest.
struct Pattern: Sendable {
  var nodes: [PatternNode]
  /// `strides[k]` = product of the counts of the nodes after k (the place value of node k).
  var strides: [Int]
  var count: Int
  var maximumLength: Int

  init(_ nodes: [PatternNode]) {
    self.nodes = nodes
    strides = Array(repeating: 1, count: nodes.count)
    var product = 1
    var length = 0
    for k in nodes.indices.reversed() {
      strides[k] = product
      product = product.multipliedSaturating(by: nodes[k].count)
      length = length.addingSaturating(nodes[k].maximumLength)
    }
    count = product
    maximumLength = length
  }

  /// The pattern as numbered words (`x{1..1000000}`: an optional literal, a numeric sequence, an optional literal),
  /// or nil for any other shape.
  var numberedWords: NumberedWords? {
    var prefix: [UInt8] = []
    var suffix: [UInt8] = []
    var found: BraceSequence? = nil
    for node in nodes {
      switch node {
      case .sequence(let sequence) where found == nil && !sequence.isCharacter: found = sequence
      case .literal(let bytes, _) where found == nil && prefix.isEmpty: prefix = bytes
      case .literal(let bytes, _) where found != nil && suffix.isEmpty: suffix = bytes
      default: return nil
      }
    }
    return found.map { NumberedWords(prefix: prefix, sequence: $0, suffix: suffix) }
  }

  /// Appends the UTF-8 of the `index`-th word.
  func append(_ index: Int, to word: inout [UInt8]) {
    for k in nodes.indices {
      let node = nodes[k]
      node.append((index / strides[k]) % node.count, to: &word)
    }
  }
}

/// One part of a pattern.
enum PatternNode: Sendable {
  /// Text as UTF-8, and its length in characters.
  case literal([UInt8], length: Int)
  /// `{a,b{1,2}}`: the words of each alternative in turn; `starts[j]` is the index of alternative j's first word.
  case alternatives([Pattern], starts: [Int], count: Int)
  case sequence(BraceSequence)

  var count: Int {
    switch self {
    case .literal: 1
    case .alternatives(_, _, let count): count
    case .sequence(let sequence): sequence.count
    }
  }

  var maximumLength: Int {
    switch self {
    case .literal(_, let length): length
    case .alternatives(let patterns, _, _): patterns.map(\.maximumLength).max() ?? 0
    case .sequence(let sequence): sequence.maximumLength
    }
  }

  func append(_ index: Int, to word: inout [UInt8]) {
    switch self {
    case .literal(let bytes, _):
      word.append(contentsOf: bytes)
    case .alternatives(let patterns, let starts, _):
      // Binary search for the alternative that holds `index`.
      var low = 0
      var high = starts.count - 1
      while low < high {
        let middle = (low + high + 1) / 2
        if starts[middle] <= index { low = middle } else { high = middle - 1 }
      }
      patterns[low].append(index - starts[low], to: &word)
    case .sequence(let sequence):
      sequence.append(index, to: &word)
    }
  }
}

/// `{start..end[..step]}` over integers or single ASCII letters.
struct BraceSequence: Sendable {
  var start: Int
  var step: UInt
  var ascending: Bool
  var count: Int
  var width: Int
  var isCharacter: Bool
  var maximumLength: Int

  init(start: Int, end: Int, step: Int, width: Int, isCharacter: Bool) {
    self.start = start
    self.step = max(step.magnitude, 1)
    ascending = end >= start
    // The exact distance fits in UInt even when `end - start` overflows Int.
    let distance =
      ascending ? UInt(bitPattern: end &- start) : UInt(bitPattern: start &- end)
    let steps = distance / self.step
    count = steps >= UInt(Int.max) ? Int.max : Int(steps) + 1
    self.width = width
    self.isCharacter = isCharacter
    maximumLength = isCharacter ? 1 : max(width, String(start).count, String(end).count)
  }

  func value(at index: Int) -> Int {
    let offset = UInt(index) &* step
    return ascending
      ? Int(bitPattern: UInt(bitPattern: start) &+ offset) : Int(bitPattern: UInt(bitPattern: start) &- offset)
  }

  /// Appends the UTF-8 of the `index`-th value: its decimal digits (no string made), or its letter (both ends are
  /// ASCII letters, so every value between them is one ASCII byte).
  func append(_ index: Int, to word: inout [UInt8]) {
    let value = value(at: index)
    if isCharacter {
      word.append(UInt8(truncatingIfNeeded: value))
      return
    }
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumDigitsLength) { buffer in
      let end = writeDigits(value, into: buffer, at: 0)
      word.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<end]))
    }
  }

  /// The most bytes `writeDigits` writes: the padding width, or a sign and 19 digits.
  var maximumDigitsLength: Int { Swift.max(width, 20) }

  /// Writes `value` in decimal (a sign, the zero padding up to `width`, the digits) into `buffer` from `start`, which
  /// must leave `maximumDigitsLength` bytes; returns the position after the last digit.
  func writeDigits(_ value: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
    var magnitude = value.magnitude
    // The number of digits, by comparisons (a division per digit costs more); 10^19 is the last power below 2^64.
    var digits = 1
    var power: UInt = 10
    while digits < 20 && magnitude >= power {
      digits &+= 1
      power &*= 10
    }
    var position = start
    if value < 0 {
      buffer[position] = UInt8(ascii: "-")
      position &+= 1
    }
    let length = digits &+ (value < 0 ? 1 : 0)
    if width > length {
      for _ in 0..<(width &- length) {
        buffer[position] = UInt8(ascii: "0")
        position &+= 1
      }
    }
    let end = position &+ digits
    position = end
    repeat {
      position &-= 1
      buffer[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
      magnitude /= 10
    } while magnitude > 0
    return end
  }
}

/// The words of a pattern that is one numeric sequence between two optional literals (`x{1..1000000}`, the common
/// case at scale): the literals are written once into a buffer and each word only rewrites its number.
struct NumberedWords {
  let prefix: [UInt8]
  let sequence: BraceSequence
  let suffix: [UInt8]

  /// Appends every word to `result`, in order, each at `column`.
  func append(to result: inout [Word], column: Int) {
    // Plain scalars of the literals (non-continuation bytes); the digits are ASCII.
    var literalScalars = 0
    for byte in prefix + suffix where byte & 0xC0 != 0x80 { literalScalars &+= 1 }
    let capacity = prefix.count &+ sequence.maximumDigitsLength &+ suffix.count
    // `{1..1000000}` counts up by one from a number without a sign: each word's digits are the last word's plus one,
    // carried from the last digit (no division per digit, as writing the number afresh takes).
    let countsUp = sequence.ascending && sequence.step == 1 && sequence.start >= 0
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
      for (offset, byte) in prefix.enumerated() { buffer[offset] = byte }
      var digitsEnd = prefix.count
      for index in 0..<sequence.count {
        digitsEnd =
          countsUp && index > 0
          ? Self.increment(buffer, digits: prefix.count..<digitsEnd)
          : sequence.writeDigits(sequence.value(at: index), into: buffer, at: prefix.count)
        var end = digitsEnd
        let digits = end &- prefix.count
        for byte in suffix {
          buffer[end] = byte
          end &+= 1
        }
        // Made in place: a word of up to 15 ASCII bytes is then a small string made without a pass of UTF-8
        // validation (`String(decoding:as:)` validates every word, half the cost of making it).
        let text = String(unsafeUninitializedCapacity: end) { word in
          word.baseAddress!.initialize(from: buffer.baseAddress!, count: end)
          return end
        }
        result.append(Word(text, column: column, unquotedPrefixLength: literalScalars &+ digits))
      }
    }
  }

  /// Adds one to the decimal number (ASCII digits, no sign, maybe zero-padded) in `digits`, in place; a carry out of
  /// the first digit makes it one digit longer (`99` → `100`, `0999` → `1000`). Returns the end of the digits.
  static func increment(_ buffer: UnsafeMutableBufferPointer<UInt8>, digits: Range<Int>) -> Int {
    var position = digits.upperBound
    while position > digits.lowerBound {
      position &-= 1
      if buffer[position] != UInt8(ascii: "9") {
        buffer[position] &+= 1
        return digits.upperBound
      }
      buffer[position] = UInt8(ascii: "0")
    }
    buffer[digits.lowerBound] = UInt8(ascii: "1")
    buffer[digits.upperBound] = UInt8(ascii: "0")
    return digits.upperBound &+ 1
  }
}

/// Parses a word into a `Pattern` in linear time: one pass pairs the braces (a `}` closes the latest open
/// `{`) and records each pair's top-level commas; a second, recursive pass builds nodes, visiting every
/// character once at the nesting level it belongs to.
struct PatternParser {
  let characters: [Character]
  /// For each `{` index, the index of its matching `}`.
  var closing: [Int: Int] = [:]
  /// For each `{` index, the positions of commas directly inside it.
  var commas: [Int: [Int]] = [:]

  init(_ text: String) {
    characters = Array(text)
    var stack: [Int] = []
    for (index, character) in characters.enumerated() {
      switch character {
      case "{": stack.append(index)
      case "}": if let open = stack.popLast() { closing[open] = index }
      case ",": if let open = stack.last { commas[open, default: []].append(index) }
      default: break
      }
    }
  }

  func parse() throws(BraceExpansionError) -> Pattern {
    try pattern(characters.startIndex..<characters.endIndex, depth: 0)
  }

  private func pattern(_ range: Range<Int>, depth: Int) throws(BraceExpansionError) -> Pattern {
    if depth > BraceExpansion.maximumNestingDepth {
      throw .nestedTooDeeply(limit: BraceExpansion.maximumNestingDepth)
    }
    var nodes: [PatternNode] = []
    var literal = ""
    var index = range.lowerBound
    while index < range.upperBound {
      let character = characters[index]
      if character == "{", let close = closing[index], close < range.upperBound,
        let node = try braceNode(open: index, close: close, depth: depth)
      {
        if !literal.isEmpty {
          nodes.append(.literal(Array(literal.utf8), length: literal.count))
          literal = ""
        }
        nodes.append(node)
        index = close + 1
      } else {
        literal.append(character)
        index += 1
      }
    }
    if !literal.isEmpty { nodes.append(.literal(Array(literal.utf8), length: literal.count)) }
    return Pattern(nodes)
  }

  /// The node for the pair `{…}` at `open…close`, or nil when it is not a valid brace expression.
  private func braceNode(open: Int, close: Int, depth: Int) throws(BraceExpansionError) -> PatternNode? {
    if let commaPositions = commas[open] {
      var patterns: [Pattern] = []
      patterns.reserveCapacity(commaPositions.count + 1)
      var starts: [Int] = []
      starts.reserveCapacity(commaPositions.count + 1)
      var total = 0
      var lower = open + 1
      for upper in commaPositions + [close] {
        let alternative = try pattern(lower..<upper, depth: depth + 1)
        starts.append(total)
        total = total.addingSaturating(alternative.count)
        patterns.append(alternative)
        lower = upper + 1
      }
      return .alternatives(patterns, starts: starts, count: total)
    }
    guard close - open - 1 <= 128 else { return nil }
    return try sequence(String(characters[(open + 1)..<close])).map { .sequence($0) }
  }

  /// `a..b` or `a..b..step`, or nil when `content` is not a sequence expression.
  private func sequence(_ content: String) throws(BraceExpansionError) -> BraceSequence? {
    let parts = content.split(separator: "..", omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 2 || parts.count == 3 else { return nil }
    var step = 1
    if parts.count == 3 {
      guard Self.isInteger(parts[2]) else { return nil }
      step = try Self.integer(parts[2])
    }
    if Self.isInteger(parts[0]) && Self.isInteger(parts[1]) {
      let start = try Self.integer(parts[0])
      let end = try Self.integer(parts[1])
      let padded = Self.hasLeadingZero(parts[0]) || Self.hasLeadingZero(parts[1])
      let width = padded ? max(parts[0].count, parts[1].count) : 0
      return BraceSequence(start: start, end: end, step: step, width: width, isCharacter: false)
    }
    if let first = Self.letter(parts[0]), let last = Self.letter(parts[1]) {
      return BraceSequence(start: first, end: last, step: step, width: 0, isCharacter: true)
    }
    return nil
  }

  private static func isInteger(_ text: String) -> Bool {
    var digits = Substring(text)
    if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
    return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
  }

  private static func integer(_ text: String) throws(BraceExpansionError) -> Int {
    guard let value = Int(text) else { throw .numberTooLarge(text) }
    return value
  }

  private static func hasLeadingZero(_ text: String) -> Bool {
    var digits = Substring(text)
    if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
    return digits.count > 1 && digits.first == "0"
  }

  private static func letter(_ text: String) -> Int? {
    guard text.count == 1, let scalar = text.unicodeScalars.first, text.unicodeScalars.count == 1,
      scalar.properties.isAlphabetic, scalar.isASCII
    else { return nil }
    return Int(scalar.value)
  }
}

/// A brace pattern that must not be expanded.
enum BraceExpansionError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The command would get more than `limit` arguments (`count` saturates at `Int.max`).
  case tooManyWords(count: Int, limit: Int)
  /// The line would expand to more than `limit` characters (`bound` is an upper estimate).
  case tooManyCharacters(bound: Int, limit: Int)
  /// A sequence end or step does not fit in a 64-bit integer.
  case numberTooLarge(String)
  /// Braces nested deeper than `limit`.
  case nestedTooDeeply(limit: Int)

  /// The whole message, e.g. `brace expansion would produce 10000000000 arguments; the limit is 2000000`.
  var description: String {
    switch self {
    case .tooManyWords(let count, let limit):
      count == Int.max
        ? "brace expansion would produce more than \(Int.max) arguments; the limit is \(limit)"
        : "brace expansion would produce \(count) arguments; the limit is \(limit)"
    case .tooManyCharacters(let bound, let limit):
      "brace expansion would produce up to \(bound == Int.max ? "more than \(Int.max)" : String(bound)) characters; the limit is \(limit)"
    case .numberTooLarge(let text):
      "brace expansion: number '\(text)' is too large (the range is \(Int.min)...\(Int.max))"
    case .nestedTooDeeply(let limit):
      "brace expansion: braces are nested more than \(limit) levels deep"
    }
  }
}

// Recognising a pasted message: every entry's template, in each view's words, matched against the text; the match
// that leaves the least text around it wins (a console prefix such as "*** Terminating app due to uncaught exception
// …, reason: '" or the view description newer iOS appends are left around it).

extension FailureCatalogue {
  /// One way an entry reads: its pieces in one wording (nil when both wordings read the same).
  struct Variant: Sendable {
    let entry: Entry
    let wording: FailureWording?
    let pieces: [MessageTemplate.Piece]
    let literals: [[UInt8]]

    init(entry: Entry, wording: FailureWording?, pieces: [MessageTemplate.Piece]) {
      self.entry = entry
      self.wording = wording
      self.pieces = pieces
      self.literals = MessageMatcher.literals(of: pieces)
    }
  }

  /// Every entry in each of its distinct wordings.
  static let variants: [Variant] = entries.flatMap { entry -> [Variant] in
    let collection = entry.template(for: .collectionView)
    let table = entry.template(for: .tableView)
    let collectionPieces = collection.rendered(.collectionView)
    let tablePieces = table.rendered(.tableView)
    if entry.tableTemplate == nil
      && collection.format(placeholders(collection), wording: .collectionView)
        == table.format(placeholders(table), wording: .tableView)
    {
      return [Variant(entry: entry, wording: nil, pieces: collectionPieces)]
    }
    return [
      Variant(entry: entry, wording: .collectionView, pieces: collectionPieces),
      Variant(entry: entry, wording: .tableView, pieces: tablePieces),
    ]
  }

  /// Placeholder values that fill every slot of a template (to compare its wordings).
  private static func placeholders(_ template: MessageTemplate) -> [FailureMessage.Value] {
    template.pieces.compactMap { piece -> FailureMessage.Value? in
      guard case .slot(let slot) = piece else { return nil }
      return switch slot {
      case .n: .number(0)
      case .path: .indexPath(IndexPath(item: 0, section: 0))
      case .id: .text("x")
      case .ids, .updates: .list([])
      case .counts: .counts([1])
      case .dump: nil
      }
    }
  }

  /// The message in `text`: which entry, in which words, with which values — or nil for a text no entry matches.
  ///
  /// The text may carry more around the message: a console prefix, quotes, or the view description newer iOS
  /// appends (` Collection view: <…>`); index paths may carry UIKit's `<NSIndexPath: 0x…>` prefix; runs of
  /// whitespace and line breaks may differ from the original. Of the entries that match, the one that covers the
  /// most of the text wins.
  ///
  /// - Complexity: O(entries × text length) for most texts; identifier slots backtrack over the places where the
  ///   text after them could start.
  public static func recognize(_ text: String) -> FailureMessage? {
    let input = Array(text.utf8)
    guard input.count <= maximumLength else { return nil }
    let heads = HeadPositions(in: input, heads: variantHeads)
    var best: (message: FailureMessage, leftover: Int)?
    for (index, variant) in variants.enumerated() {
      let starts = heads.starts(of: variantHeadIndex[index])
      guard !starts.isEmpty else { continue }
      var matcher = MessageMatcher(pieces: variant.pieces, literals: variant.literals, input: input)
      for start in starts {
        guard let (values, end) = matcher.match(from: start) else { continue }
        let leftover = nonSpaceCount(input[..<start]) + nonSpaceCount(input[end...])
        if best == nil || leftover < best!.leftover {
          best = (FailureMessage(variant.entry, wording: variant.wording, values), leftover)
        }
        break
      }
      if let best, best.leftover == 0 { return best.message }
    }
    return best?.message ?? recognizeBeginning(input, heads)
  }

  /// The first lines of the messages that go on over several lines (R16's "Invalid batch updates detected: …", with
  /// its `Data source before updates = …` lines), as variants of their own, and the beginnings of the lines after.
  static let firstLines: [(variant: Variant, nextLines: [String])] = variants.compactMap { variant in
    guard
      let cut = variant.pieces.firstIndex(where: { piece in
        if case .literal(let text) = piece { text.contains("\n") } else { false }
      }), case .literal(let text) = variant.pieces[cut]
    else { return nil }
    var pieces = Array(variant.pieces[..<cut])
    let head = text.prefix { $0 != "\n" }
    if !head.isEmpty { pieces.append(.literal(String(head))) }
    // Each later line begins with a literal: what a line must start with to belong to the message.
    var nextLines: [String] = []
    for piece in variant.pieces[cut...] {
      guard case .literal(let literal) = piece else { continue }
      for line in literal.split(separator: "\n", omittingEmptySubsequences: false).dropFirst() {
        let beginning = line.trimmingSpaces
        if !beginning.isEmpty { nextLines.append(beginning) }
      }
    }
    return (Variant(entry: variant.entry, wording: variant.wording, pieces: pieces), nextLines)
  }

  /// The message whose first line alone `input` is (Apple's known beginning of a multi-line message), marked as a
  /// beginning: it has none of the values of the lines after.
  private static func recognizeBeginning(_ input: [UInt8], _ heads: HeadPositions) -> FailureMessage? {
    for (index, (variant, _)) in firstLines.enumerated() {
      var matcher = MessageMatcher(pieces: variant.pieces, literals: variant.literals, input: input)
      for start in heads.starts(of: firstLineHeadIndex[index]) {
        guard let (values, _) = matcher.match(from: start) else { continue }
        return FailureMessage(variant.entry, wording: variant.wording, values, isBeginningOnly: true)
      }
    }
    return nil
  }

  /// When `text` holds the first line of a message that goes on over more lines (R16's), the beginnings of those
  /// lines, in order (`Data source before updates =`, …): a shell reading a paste line by line collects them.
  package static func linesContinuing(_ text: String) -> [String]? {
    let input = Array(text.utf8)
    guard input.count <= maximumLength else { return nil }
    let heads = HeadPositions(in: input, heads: variantHeads)
    for (index, (variant, nextLines)) in firstLines.enumerated() {
      var matcher = MessageMatcher(pieces: variant.pieces, literals: variant.literals, input: input)
      for start in heads.starts(of: firstLineHeadIndex[index]) where matcher.match(from: start) != nil {
        return nextLines
      }
    }
    return nil
  }

  /// The longest text `recognize(_:)` reads, in UTF-8 bytes: far more than any message (an R16 message with a
  /// hundred updates is about 3,000), and a bound on the time a hostile paste can take.
  public static let maximumLength = 16_384

  /// A variant's head: its first literal up to the first space, where a match may start; nil for a variant that
  /// starts with a value (it is tried at the start of the text only).
  private static func head(of variant: Variant) -> [UInt8]? {
    guard case .literal? = variant.pieces.first else { return nil }
    return Array(variant.literals[0].prefix { !MessageMatcher.isSpace($0) })
  }

  /// The distinct heads of the variants (and of the first lines of the multi-line ones).
  static let variantHeads: [[UInt8]] = {
    var seen: Set<[UInt8]> = []
    var heads: [[UInt8]] = []
    for variant in variants + firstLines.map(\.variant) {
      if let head = head(of: variant), seen.insert(head).inserted { heads.append(head) }
    }
    return heads
  }()

  /// For each variant, the index of its head in ``variantHeads`` (nil: it starts with a value).
  private static let variantHeadIndex: [Int?] = variants.map { variant in
    head(of: variant).map { head in variantHeads.firstIndex(of: head)! }
  }
  private static let firstLineHeadIndex: [Int?] = firstLines.map { line in
    head(of: line.variant).map { head in variantHeads.firstIndex(of: head)! }
  }

  /// Where each head occurs in a text, found in one pass over it: the variants whose head does not occur are not
  /// tried at all.
  struct HeadPositions {
    /// Per head, its positions in the text (empty: it does not occur); a head that is empty occurs nowhere.
    private var positions: [[Int]]

    /// - Complexity: O(n) in the length of `input` (a table lookup per byte), plus a comparison where a head's
    ///   first two bytes occur.
    init(in input: [UInt8], heads: [[UInt8]]) {
      positions = Array(repeating: [], count: heads.count)
      guard input.count >= 1 else { return }
      for index in input.indices {
        let pair = index + 1 < input.count ? Int(input[index]) << 8 | Int(input[index + 1]) : Int(input[index]) << 8
        guard Self.pairs[pair] else { continue }
        for head in Self.byPair[pair] where heads[head].count <= input.count - index {
          let bytes = heads[head]
          var k = 0
          while k < bytes.count, input[index + k] == bytes[k] { k += 1 }
          if k == bytes.count { positions[head].append(index) }
        }
      }
    }

    /// The positions where a variant with the head `head` may start.
    func starts(of head: Int?) -> [Int] {
      guard let head else { return [0] }
      return positions[head]
    }

    /// Whether any head starts with the pair (indexed as `byPair`): most bytes are rejected by it.
    private static let pairs: [Bool] = byPair.map { !$0.isEmpty }

    /// The heads by their first two bytes (a one-byte head under its byte and each second byte).
    private static let byPair: [[Int]] = {
      var table = [[Int]](repeating: [], count: 65_536)
      for (index, head) in variantHeads.enumerated() where !head.isEmpty {
        if head.count == 1 {
          for second in 0..<256 { table[Int(head[0]) << 8 | second].append(index) }
        } else {
          table[Int(head[0]) << 8 | Int(head[1])].append(index)
        }
      }
      return table
    }()
  }

  /// The length of text around a match, not counting whitespace.
  private static func nonSpaceCount(_ bytes: ArraySlice<UInt8>) -> Int {
    bytes.reduce(0) { $0 + (MessageMatcher.isSpace($1) ? 0 : 1) }
  }
}

extension Substring {
  /// Without spaces at either end.
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}

extension FailureCatalogue {
  /// How the messages begin: each variant's text up to its first value (at most its first three words), for a reader
  /// that looks for messages in a longer text (a crash log). Variants that begin with a value have none.
  ///
  /// - Complexity: O(1) after the first use.
  package static let messageBeginnings: [String] = {
    var seen: Set<String> = []
    var result: [String] = []
    for variant in variants {
      guard case .literal(let literal)? = variant.pieces.first else { continue }
      let words = literal.split(whereSeparator: { $0 == " " || $0 == "\n" }).prefix(3)
      let beginning = words.joined(separator: " ")
      if !beginning.isEmpty, seen.insert(beginning).inserted { result.append(beginning) }
    }
    return result
  }()
}

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
    var best: (message: FailureMessage, leftover: Int)?
    for variant in variants {
      var matcher = MessageMatcher(pieces: variant.pieces, literals: variant.literals, input: input)
      for start in startPositions(of: variant, in: input) {
        guard let (values, end) = matcher.match(from: start) else { continue }
        let leftover = nonSpaceCount(input[..<start]) + nonSpaceCount(input[end...])
        if best == nil || leftover < best!.leftover {
          best = (FailureMessage(variant.entry, wording: variant.wording, values), leftover)
        }
        break
      }
      if let best, best.leftover == 0 { return best.message }
    }
    return best?.message ?? recognizeBeginning(input)
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
  private static func recognizeBeginning(_ input: [UInt8]) -> FailureMessage? {
    for (variant, _) in firstLines {
      var matcher = MessageMatcher(pieces: variant.pieces, literals: variant.literals, input: input)
      for start in startPositions(of: variant, in: input) {
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
    for (variant, nextLines) in firstLines {
      var matcher = MessageMatcher(pieces: variant.pieces, literals: variant.literals, input: input)
      for start in startPositions(of: variant, in: input) where matcher.match(from: start) != nil {
        return nextLines
      }
    }
    return nil
  }

  /// The longest text `recognize(_:)` reads, in UTF-8 bytes: far more than any message (an R16 message with a
  /// hundred updates is about 3,000), and a bound on the time a hostile paste can take.
  public static let maximumLength = 16_384

  /// Where a variant's match may start: where its first literal (up to the first space) occurs.
  private static func startPositions(of variant: Variant, in input: [UInt8]) -> [Int] {
    guard case .literal? = variant.pieces.first else { return [0] }
    let head = Array(variant.literals[0].prefix { !MessageMatcher.isSpace($0) })
    guard !head.isEmpty, input.count >= head.count else { return [] }
    var starts: [Int] = []
    for start in 0...(input.count - head.count) where input[start] == head[0] {
      if input[start..<start + head.count].elementsEqual(head) { starts.append(start) }
    }
    return starts
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

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
    return best?.message
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

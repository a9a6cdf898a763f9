// How identifiers are printed so that they can be typed back (docs/language.md §9): quoted when the lexer would
// read them differently, with control characters escaped so that they never reach a terminal raw.

/// The typeable spelling of section and item identifiers, used wherever the shell prints one (layouts, errors,
/// completion).
///
/// The spelling is chosen so that lexing it gives back exactly one word with the same text, read as the same kind
/// of item:
/// - plain when that is already true: `a`, `row-12`, `issue#42` is *not* plain (it contains `#`);
/// - in double quotes when the text contains blanks, quotes, `\`, `;`, `#`, `$`, `{`, is empty, is one of the
///   keywords `to`, `before`, `after`, or (for a `Text`
///   item) starts like a typed item (`"Banner:1"` is the Text item `Banner:1`; `Banner:1` is a Banner);
///   `"`, `\` and `$` are escaped with `\` inside the quotes;
/// - in ANSI-C quotes, `$'…'` as in bash, when it contains control characters (C0, DEL, C1), line or paragraph
///   separators or bidirectional formatting characters: they are written `\t`, `\n`, `\r`, `\xHH` or `\uHHHH`,
///   so `a⎋[2Jb` prints as `$'a\x1b[2Jb'` and cannot clear the screen.
///
/// A typed item keeps its type prefix outside the quotes: `Banner:"with space"`.
///
///     IdentifierSyntax.item(typeName: nil, id: "with space")     // "with space"  (with the quotes)
///     IdentifierSyntax.item(typeName: "Banner", id: "1")         // Banner:1
///     IdentifierSyntax.item(typeName: nil, id: "Banner:1")       // "Banner:1"
///     IdentifierSyntax.section("a\u{1B}[2Jb")                   // $'a\x1b[2Jb'
enum IdentifierSyntax {
  /// An item as the user types it: `id` (a `Text` item, `typeName` nil or `"Text"`) or `Type:id`. A Text item spelled
  /// like one of `keywords` is quoted (a typed item cannot be one; its identifier is quoted as a section's is).
  ///
  /// - Complexity: O(n) in the length of the identifier.
  static func item(typeName: String?, id: String, keywords: Set<String> = placeKeywords) -> String {
    guard let typeName, typeName != ItemReference.defaultTypeName else {
      return word(id, quotingTypedItemPrefix: true, keywords: keywords)
    }
    return typeName + ":" + word(id, quotingTypedItemPrefix: false)
  }

  /// A section identifier as the user types it; one spelled like one of `keywords` is quoted.
  ///
  /// - Complexity: O(n).
  static func section(_ identifier: String, keywords: Set<String> = placeKeywords) -> String {
    word(identifier, quotingTypedItemPrefix: false, keywords: keywords)
  }

  /// The item as the user types it back (see `item(typeName:id:)`), given its display key (`Banner:1`, or the bare
  /// identifier of a Text item) and its type name.
  ///
  /// - Complexity: O(n).
  static func item(displayKey: String, typeName: String) -> String {
    guard typeName != ItemReference.defaultTypeName, displayKey.hasPrefix(typeName + ":") else {
      return item(typeName: nil, id: displayKey)
    }
    return item(typeName: typeName, id: String(displayKey.dropFirst(typeName.count + 1)))
  }

  /// Text shown in double quotes (a cell's text): control characters escaped in the `$'…'` form so they never reach
  /// the terminal raw; otherwise as it is, since it is read, not typed back.
  ///
  /// - Complexity: O(n).
  static func shownText(_ text: String) -> String {
    text.unicodeScalars.contains(where: needsEscape) ? ansiCQuoted(text) : "\"" + text + "\""
  }

  /// `text` as one word that the lexer reads back unchanged (never brace-expanded, never split, never a comment).
  /// With `quotingTypedItemPrefix`, a word that would be read as a typed item (`Banner:1`, or `Foo:1` which is an
  /// error) is quoted too; so is a word spelled like one of `keywords` (a quoted word is never a keyword).
  ///
  /// - Complexity: O(n).
  static func word(
    _ text: String, quotingTypedItemPrefix: Bool = false, keywords: Set<String> = placeKeywords
  ) -> String {
    let isQuoted =
      text.isEmpty || text.unicodeScalars.contains { needsEscape($0) || needsQuotes($0) } || keywords.contains(text)
      || (quotingTypedItemPrefix && startsLikeTypedItem(text))
    return isQuoted ? quoted(text) : text
  }

  /// `text` as one quoted word that the lexer reads back unchanged: in double quotes, or in `$'…'` when it holds
  /// characters that must not reach a terminal raw.
  ///
  /// - Complexity: O(n).
  static func quoted(_ text: String) -> String {
    if text.unicodeScalars.contains(where: needsEscape) { return ansiCQuoted(text) }
    // Scalar by scalar: a `"` followed by a combining mark is one `Character` but still a quote to the lexer.
    var result = "\""
    for scalar in text.unicodeScalars {
      if scalar == "\"" || scalar == "\\" || scalar == "$" { result.unicodeScalars.append("\\") }
      result.unicodeScalars.append(scalar)
    }
    return result + "\""
  }

  /// Words the grammar reads as keywords between identifiers (`append-items a to S`, `move-item a before b`): an
  /// identifier spelled so is quoted, or it could not be typed back.
  static let placeKeywords: Set<String> = ["to", "before", "after"]

  /// True when the lexer would read `text` as `Type:id`: a capitalised name (letters, digits, `_`) before the first
  /// colon. Unknown type names count too, since the parser rejects them instead of reading a Text item.
  static func startsLikeTypedItem(_ text: String) -> Bool {
    guard let (type, _, _) = ItemReference.splitAtColon(text) else { return false }
    return ItemReference.looksLikeTypeName(type)
  }

  /// Scalars that must not reach a terminal raw: C0 and C1 controls, DEL, line and paragraph separators, the
  /// bidirectional embeddings, overrides and isolates (they reorder the text around them on screen), and the two
  /// noncharacters the output uses as colour marks.
  static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
    // The noncharacters of the output's colour marks (`TerminalText`): an identifier never looks like one.
    case 0xFDD0, 0xFDD1: true
    default: false
    }
  }

  /// Scalars that the lexer reads specially anywhere in a word, and blanks of any kind (a no-break space would look
  /// like a word break on screen).
  private static func needsQuotes(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case " ", "\"", "'", "\\", ";", "#", "$", "{", "}": true
    default: scalar.properties.isWhitespace
    }
  }

  /// `$'…'` with bash's escapes; every scalar that `needsEscape` as `\t`, `\n`, `\r`, `\xHH` or `\uHHHH`.
  private static func ansiCQuoted(_ text: String) -> String {
    let escaped = Escaping.escaped(text) { scalar in
      switch scalar {
      case "\\": "\\\\"
      case "'": "\\'"
      case "\t": "\\t"
      case "\n": "\\n"
      case "\r": "\\r"
      case _ where !needsEscape(scalar): nil
      case _ where scalar.value < 0x80: Escaping.hex(scalar, prefix: "\\x", width: 2)
      default: Escaping.hex(scalar, prefix: "\\u", width: 4)
      }
    }
    return "$'" + escaped + "'"
  }
}

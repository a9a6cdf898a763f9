// How the shell spells and reads an item: `Type:id` for a typed item, a plain word for a Text item. The reference
// itself (type name and identifier) is the items' (Items/ItemReference.swift).

extension ItemReference: CustomStringConvertible {
  /// The spelling a user types back: `Banner:1`, `a`, `"with space"`, `"Banner:1"` (a Text item); see
  /// `IdentifierSyntax`.
  var description: String { IdentifierSyntax.item(typeName: typeName, id: id) }

  /// How a word is read as an item.
  ///
  /// - A word whose unquoted prefix is `Type:` with `Type` in `knownTypeNames` (or `Text`) is a typed item
  ///   with the rest of the word as its identifier.
  /// - A word whose unquoted prefix starts with a capitalised identifier followed by `:` (`Foo:1`) but whose
  ///   type is unknown is an error, with a did-you-mean.
  /// - Anything else is a plain `Text` item whose identifier is the whole word: `note:1`, `12:30`,
  ///   `"Note: hi"` (quoted colon) and `a` all are.
  static func parse(
    _ word: Word, knownTypeNames: [String], command: String
  ) throws(ParseError) -> ItemReference {
    var text = word.text
    // Most words have no colon: look for its byte in the UTF-8 first (a colon is one byte, never part of another
    // scalar), which costs far less than walking the scalars to split.
    guard text.withUTF8({ $0.contains(UInt8(ascii: ":")) }), let (type, id, colonOffset) = splitAtColon(text),
      colonOffset < word.unquotedPrefixLength
    else {
      return ItemReference(id: text)
    }
    let isKnown = type == defaultTypeName || knownTypeNames.contains(type)
    if isKnown {
      if id.isEmpty { throw .emptyItemIdentifier(command: command, typeName: type) }
      return ItemReference(typeName: type, id: id)
    }
    guard looksLikeTypeName(type) else { return ItemReference(id: text) }
    var known = Set(knownTypeNames)
    known.insert(defaultTypeName)
    let sorted = known.sorted()
    throw .unknownItemType(
      command: command, typeName: type, known: sorted, suggestions: Suggestions.closest(to: type, among: sorted),
      word: text)
  }

  /// The text before and after the first `:`, and the colon's offset in Unicode scalars (the lexer's unit: a colon
  /// followed by a combining mark is still a colon).
  static func splitAtColon(_ text: String) -> (type: String, id: String, colonOffset: Int)? {
    let scalars = text.unicodeScalars
    guard let colon = scalars.firstIndex(of: ":") else { return nil }
    return (
      String(scalars[..<colon]), String(scalars[scalars.index(after: colon)...]),
      scalars.distance(from: scalars.startIndex, to: colon)
    )
  }

  /// A capitalised name of letters, digits and `_`: what `Type:` must look like to be read as a type (an unknown
  /// one is an error rather than part of a Text identifier).
  static func looksLikeTypeName(_ type: String) -> Bool {
    guard let first = type.first, first.isUppercase, first.isLetter else { return false }
    return type.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }
}

/// Where `drag` drops the row.
enum DragTarget: Sendable, Hashable {
  /// `drag ITEM before|after ITEM`: just before or after another row.
  case relative(RelativePosition, ItemReference)
  /// `drag ITEM into S`: after the last row of a section (an empty one too).
  case endOf(section: String)

  /// The first word of each target, in usage order.
  static let keywords = RelativePosition.allCases.map(\.rawValue) + [intoKeyword]
  static let intoKeyword = "into"
}

/// Where `scroll-to` moves the viewport.
enum ScrollTarget: Sendable, Hashable {
  /// `scroll-to ITEM`.
  case item(ItemReference)
  /// `scroll-to S.I`: a word made of two non-negative integers separated by one dot is an index path
  /// (section index, item index), UIKit's `IndexPath(item: I, section: S)`. Quote it (`"1.2"`) to mean the
  /// item named `1.2`.
  case indexPath(section: Int, item: Int)
}

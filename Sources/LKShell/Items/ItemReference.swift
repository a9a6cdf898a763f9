// An item's identity as the shell names it: an optional built-in type name and an identifier. The items key their
// model content by it; the language spells and reads it (Language/ItemReference+Syntax.swift).

/// An item as the user wrote it: an optional built-in type name and an identifier.
///
/// `Banner:1` is `ItemReference(typeName: "Banner", id: "1")`; a plain word `a` is
/// `ItemReference(typeName: nil, id: "a")`, a `Text` item. `Text:a` is normalised to the plain form so that
/// the two spellings are the same item.
struct ItemReference: Sendable, Hashable {
  /// The type every untyped item has.
  static let defaultTypeName = "Text"

  /// The built-in type (`Banner`, `Product`, …), or nil for a `Text` item.
  var typeName: String?
  /// The identifier within the type.
  var id: String

  /// An item reference; `typeName` `"Text"` is stored as nil.
  init(typeName: String? = nil, id: String) {
    self.typeName = typeName == Self.defaultTypeName ? nil : typeName
    self.id = id
  }

  /// The type name with the default filled in (`Text` for plain items).
  var resolvedTypeName: String { typeName ?? Self.defaultTypeName }
}

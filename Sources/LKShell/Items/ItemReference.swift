// An item's identity as the shell names it: an optional built-in type name and an identifier. The items key their
// model content by it; the language spells and reads it (Language/ItemReference+Syntax.swift).

import Lists

/// An item as the user wrote it: an optional built-in type name and an identifier.
///
/// `Banner:1` is `ItemReference(typeName: "Banner", id: "1")`; a plain word `a` is
/// `ItemReference(typeName: nil, id: "a")`, a `Text` item. `Text:a` is normalised to the plain form so that
/// the two spellings are the same item.
struct ItemReference: Sendable, Hashable {
  /// The type every untyped item has.
  static let defaultTypeName = "Text"

  /// The built-in type's name, held as one shared object per name (nil for `Text`): a reference is 24 bytes where
  /// two strings made it 32, so the million references of `append-items x{1..1000000}`, which live while the
  /// session makes and appends their items, take 24 MB, not 32 MB.
  private let type: ItemTypeName?
  /// The identifier within the type.
  var id: String

  /// An item reference; `typeName` `"Text"` is stored as nil.
  init(typeName: String? = nil, id: String) {
    self.type = typeName.flatMap(ItemTypeName.named)
    self.id = id
  }

  /// The built-in type (`Banner`, `Product`, …), or nil for a `Text` item.
  var typeName: String? { type?.name }

  /// The type name with the default filled in (`Text` for plain items).
  var resolvedTypeName: String { typeName ?? Self.defaultTypeName }
}

/// A type name other than `Text`, as an object: the catalogue's names are made once and shared; a name the catalogue
/// does not know (the session refuses it by that name) gets an object of its own. Equal when the names are.
private final class ItemTypeName: Sendable, Hashable, CustomStringConvertible {
  let name: String

  init(_ name: String) { self.name = name }

  /// The catalogue's type names but `Text`, made once.
  static let catalogued: [ItemTypeName] = ItemCatalogue.typeNames
    .filter { $0 != ItemReference.defaultTypeName }.map(ItemTypeName.init)

  /// The object for `name`, nil for `Text`.
  static func named(_ name: String) -> ItemTypeName? {
    if name == ItemReference.defaultTypeName { return nil }
    return catalogued.first { $0.name == name } ?? ItemTypeName(name)
  }

  static func == (lhs: ItemTypeName, rhs: ItemTypeName) -> Bool { lhs === rhs || lhs.name == rhs.name }

  func hash(into hasher: inout Hasher) { hasher.combine(name) }

  /// The name as a string literal would print it (what a reflection of the reference shows).
  var description: String { name.debugDescription }
}

extension AnyItem {
  /// The item as a user writes it (type and identifier), for messages.
  @MainActor
  var reference: ItemReference {
    if let item = base as? any ShellItem { return ItemReference(typeName: type(of: item).typeName, id: item.id) }
    return ItemReference(id: description)
  }
}
